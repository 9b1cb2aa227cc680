import { checkIntegrity, formatPath } from '../model/integrity';
import type { ScenarioDocument } from '../model/document';

export type Problem = {
  severity: 'error' | 'warning';
  /** Stable rule id, e.g. `reference` or `unit-no-setup`. */
  rule: string;
  message: string;
  /** Where in the document: a JSON path the UI can jump to. */
  path: string;
  hex?: { col: number; row: number };
};

/** The scenario checker: the same list drives the Checker tab and `atoll check`. Rules grow with the editors. */
export function checkScenario(doc: ScenarioDocument): Problem[] {
  const problems: Problem[] = checkIntegrity(doc).map((issue) => ({
    severity: 'error',
    rule: 'reference',
    message: issue.message,
    path: formatPath(issue.path),
  }));
  doc.units.forEach((unit, i) => {
    if (unit.setup.kind === 'none')
      problems.push({
        severity: 'error',
        rule: 'unit-no-setup',
        message: `unit ${unit.designation || unit.id} has no set-up and no arrival`,
        path: formatPath(['units', i, 'setup']),
      });
  });
  doc.turns.forEach((turn, i) => {
    for (const side of doc.sides) {
      if (turn.cp[side.id] === undefined)
        problems.push({
          severity: 'warning',
          rule: 'turn-no-cp',
          message: `turn ${turn.label || turn.index} gives no command points to ${side.name}`,
          path: formatPath(['turns', i, 'cp']),
        });
    }
  });
  return problems;
}
