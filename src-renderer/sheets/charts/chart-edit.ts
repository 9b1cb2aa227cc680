import { RulesetSchema, type Ruleset } from '../../../src-shared/ruleset';
import { issueSentence } from '../../../src-shared/schema/issue-text';
import type { DocumentStore } from '../../stores/document-store';

export type ChartProps = { project: DocumentStore; report: (m: string) => void };

/**
 * Commit a changed ruleset as one undoable edit, or refuse it with the first reason the ruleset schema gives (a column
 * range that overlaps, a terrain on two air drop rows...) and change nothing.
 */
export function commitRuleset(project: DocumentStore, next: Ruleset, what: string, report: (m: string) => void): void {
  const parsed = RulesetSchema.safeParse(next);
  if (!parsed.success) {
    report(`${what} not changed: ${issueSentence(parsed.error.issues[0])}`);
    return;
  }
  void project.commit(`Edit charts: ${what}`, [{ kind: 'set', name: 'ruleset', value: parsed.data }]);
}

/** MP as a chart prints it: whole numbers, halves as ½, prohibited as P. */
export function formatMp(cost: { mp: number } | { prohibited: true }): string {
  if ('prohibited' in cost) return 'P';
  const whole = Math.floor(cost.mp);
  return cost.mp === whole ? String(whole) : `${whole === 0 ? '' : whole}½`;
}

/** The reverse of formatMp: "2", "1.5", "1½", "½", or "P"/"-" for prohibited; null when it is neither. */
export function parseMp(text: string): { mp: number } | { prohibited: true } | null {
  const t = text.trim().toLowerCase();
  if (t === 'p' || t === '-' || t === '—' || t === 'prohibited') return { prohibited: true };
  const halves = /^(\d*)½$/.exec(t);
  const mp = halves ? Number(halves[1] || 0) + 0.5 : t === '' ? NaN : Number(t);
  return Number.isFinite(mp) && mp >= 0 && mp <= 99 && Number.isInteger(mp * 2) ? { mp } : null;
}

export const replaceAt = <T>(list: readonly T[], index: number, item: T): T[] => list.map((x, i) => (i === index ? item : x));

/** A chart the designer changed is no longer the printed or default one; its source says so. */
export function editedSource(source: string): string {
  return source.endsWith(' (edited)') ? source : `${source} (edited)`;
}
