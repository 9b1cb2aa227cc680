/**
 * The default differential CRT (Atoll default: the printed table is not in the text) and its lookups.
 *
 * Column layout honours Paratrooper 11.4: "+5 shifted one left lands in the +3 to +4 column", so the
 * positive side pairs differentials: ≤−3, −2, −1, 0, +1, +2, +3–4, +5–6, ≥+7 (nine columns).
 * Convention: a higher die roll is never worse for the attacker, nor is a column further right.
 */
import { ATOLL_DEFAULT } from './common';
import { RESULT_CODES, type CombatShifts, type Crt, type CrtColumn, type ResultCode } from './schema-tables';

/** What each result does; retreat distance is the CRT's `retreatDice` per unit (Paratrooper 13.1). */
export const RESULT_EFFECTS: Readonly<
  Record<ResultCode, { label: string; attackerDisrupted: boolean; defenderDisrupted: boolean; defenderRetreats: boolean; defenderEliminated: boolean }>
> = {
  AD: { label: 'Attacker disrupted', attackerDisrupted: true, defenderDisrupted: false, defenderRetreats: false, defenderEliminated: false },
  NE: { label: 'No effect', attackerDisrupted: false, defenderDisrupted: false, defenderRetreats: false, defenderEliminated: false },
  EX: { label: 'Exchange: one attacking unit and the defenders disrupted', attackerDisrupted: true, defenderDisrupted: true, defenderRetreats: false, defenderEliminated: false },
  DD: { label: 'Defender disrupted', attackerDisrupted: false, defenderDisrupted: true, defenderRetreats: false, defenderEliminated: false },
  DR: { label: 'Defender retreats', attackerDisrupted: false, defenderDisrupted: false, defenderRetreats: true, defenderEliminated: false },
  DDR: { label: 'Defender disrupted and retreats', attackerDisrupted: false, defenderDisrupted: true, defenderRetreats: true, defenderEliminated: false },
  DE: { label: 'Defender eliminated', attackerDisrupted: false, defenderDisrupted: false, defenderRetreats: false, defenderEliminated: true },
};

/** Position of a result in RESULT_CODES: higher is better for the attacker. */
export function resultRank(code: ResultCode): number {
  return RESULT_CODES.indexOf(code);
}

function column(label: string, minDiff: number | null, maxDiff: number | null): CrtColumn {
  return { label, minDiff, maxDiff };
}

export function defaultCrt(): Crt {
  return {
    id: 'paratrooper-crt',
    name: 'Combat Results Table',
    source: ATOLL_DEFAULT,
    dice: '1d6',
    rollConvention: 'high-favours-attacker',
    retreatDice: '1d6',
    columns: [
      column('−3 or less', null, -3),
      column('−2', -2, -2),
      column('−1', -1, -1),
      column('0', 0, 0),
      column('+1', 1, 1),
      column('+2', 2, 2),
      column('+3 to +4', 3, 4),
      column('+5 to +6', 5, 6),
      column('+7 or more', 7, null),
    ],
    rows: [
      { roll: 1, results: ['AD', 'AD', 'AD', 'AD', 'NE', 'NE', 'NE', 'EX', 'DD'] },
      { roll: 2, results: ['AD', 'AD', 'AD', 'NE', 'NE', 'NE', 'EX', 'DD', 'DR'] },
      { roll: 3, results: ['AD', 'AD', 'NE', 'NE', 'EX', 'EX', 'DD', 'DR', 'DDR'] },
      { roll: 4, results: ['AD', 'NE', 'NE', 'EX', 'DD', 'DR', 'DR', 'DDR', 'DDR'] },
      { roll: 5, results: ['NE', 'NE', 'EX', 'DD', 'DR', 'DDR', 'DDR', 'DE', 'DE'] },
      { roll: 6, results: ['NE', 'EX', 'DD', 'DR', 'DDR', 'DE', 'DE', 'DE', 'DE'] },
    ],
  };
}

/** Index of the column holding an attack − defence differential (open ends catch everything beyond). */
export function crtColumnForDifferential(crt: Crt, diff: number): number {
  const d = Math.floor(diff);
  const index = crt.columns.findIndex(
    (col) => (col.minDiff === null || d >= col.minDiff) && (col.maxDiff === null || d <= col.maxDiff),
  );
  if (index >= 0) return index;
  // Only reachable for a table whose columns are not contiguous; fall back to the nearest end.
  const first = crt.columns[0];
  return first && first.maxDiff !== null && d <= first.maxDiff ? 0 : crt.columns.length - 1;
}

/** Moves a column index by `shift` (negative = left, defender's favour), clamped to the table ends (11.4). */
export function shiftColumn(crt: Crt, index: number, shift: number): number {
  return Math.min(crt.columns.length - 1, Math.max(0, Math.trunc(index + shift)));
}

/** The result for a column index and a natural die roll 1..6; throws on a roll the table has no row for. */
export function crtResult(crt: Crt, columnIndex: number, roll: number): ResultCode {
  const row = crt.rows.find((r) => r.roll === roll);
  const result = row?.results[shiftColumn(crt, columnIndex, 0)];
  if (result === undefined) throw new RangeError(`crtResult: no result for roll ${roll} in column ${columnIndex}`);
  return result;
}

/** Non-terrain column shifts, all stated by the text (Paratrooper 11.4.2–11.4.5, 12.6, 17.0, 18.1). */
export function defaultCombatShifts(): CombatShifts {
  return {
    source: 'Paratrooper 11.4.2, 11.4.3, 11.4.4, 11.4.5, 12.6, 17.0, 18.1',
    concentric: 1,
    antitank: -1,
    night: -1,
    engineers: 1,
    aaa: -1,
  };
}
