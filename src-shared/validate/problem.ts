/** One thing the checker found wrong with a scenario (checker.ts, play-rules.ts). */
export type Problem = {
  severity: 'error' | 'warning';
  /** Stable rule id, e.g. `reference` or `unit-no-setup`. */
  rule: string;
  message: string;
  /** Where in the document: a JSON path the UI can jump to. */
  path: string;
  hex?: { col: number; row: number };
};
