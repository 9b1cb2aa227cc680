import { hexLabel, type Numbering } from '../../src-shared/hex';
import type { Change, Zone } from '../../src-shared/model';

/** A command that was just made, undone or redone, as the document store tells it. */
export type CommandReport = { kind: 'did' | 'undid' | 'redid'; label: string; changes: readonly Change[]; inverse: readonly Change[] };

/** Command labels start with a verb in the imperative ("Place objective"); the status bar says what was done. */
const PAST: Readonly<Record<string, string>> = {
  Add: 'Added', 'Auto-beach': 'Auto-beached', Make: 'Made', Calibrate: 'Calibrated', Change: 'Changed', Clear: 'Cleared', Create: 'Created', Delete: 'Deleted',
  Draw: 'Drew', Duplicate: 'Duplicated', Edit: 'Edited', Erase: 'Erased', Fill: 'Filled', Generate: 'Generated',
  Hide: 'Hid', Import: 'Imported', Move: 'Moved', Paint: 'Painted', Place: 'Placed', Remove: 'Removed', Rename: 'Renamed',
  Resize: 'Resized', Reveal: 'Revealed', Set: 'Set',
};

function pastTense(label: string): string {
  const [verb, ...rest] = label.split(' ');
  const past = PAST[verb];
  if (past) return [past, ...rest].join(' ');
  const restored = /^(.*) restored$/.exec(label);
  return restored ? `Restored ${restored[1]}` : `Done: ${label}`;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : word.endsWith('x') ? 'es' : 's'}`;

type Where = { map: { numbering: Numbering } };

function hexText(project: Where, hex: { col: number; row: number }): string {
  try {
    return hexLabel(project.map.numbering, hex) ?? `${hex.col},${hex.row}`;
  } catch {
    return `${hex.col},${hex.row}`;
  }
}

/** Zone edits say how many hexes went in or out and how many the zone has now. */
function zoneSentence(report: CommandReport): string | null {
  const [after] = report.changes;
  const [before] = report.inverse;
  if (report.kind !== 'did' || report.changes.length !== 1 || after.kind !== 'put' || after.collection !== 'zones') return null;
  if (before?.kind !== 'put' || before.collection !== 'zones') return null;
  const now = (after.record as Zone).hexes.length;
  const delta = now - (before.record as Zone).hexes.length;
  const name = (after.record as Zone).name;
  if (delta > 0) return `Added ${plural(delta, 'hex')} to zone ${name} (${now} in all)`;
  if (delta < 0) return `Removed ${plural(-delta, 'hex')} from zone ${name} (${now} left)`;
  return null;
}

/** Where the command acted, when that is one hex (a feature) or a count of hexes (a brush stroke). */
function whereText(report: CommandReport, project: Where): string {
  const { changes, label } = report;
  if (changes.length > 0 && changes.every((c) => c.kind === 'hex')) return /\bhex/.test(label) ? '' : ` (${plural(changes.length, 'hex')})`;
  // A placed feature is in the change; a removed one in its inverse.
  const features = [...changes, ...report.inverse].flatMap((c) => (c.kind === 'put' && c.collection === 'features' ? [c.record.hex] : []));
  const hexes = new Set(features.map((h) => hexText(project, h)));
  return hexes.size === 1 ? ` in ${[...hexes][0]}` : '';
}

/** The status bar's sentence for a command: "Placed objective in 0405", "Undid Paint jungle". */
export function commandReport(report: CommandReport, project: Where): string {
  switch (report.kind) {
    case 'undid':
      return `Undid ${report.label}`;
    case 'redid':
      return `Redid ${report.label}`;
    case 'did':
      return zoneSentence(report) ?? `${pastTense(report.label)}${whereText(report, project)}`;
  }
}
