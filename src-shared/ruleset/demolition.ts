/**
 * The default Demolition Table (Atoll default: the printed table is not in the text).
 * Text facts kept: one die; an engineer column and a column for every other unit, engineers doing better (19.1);
 * "–" = no effect (`fail`), "Dx" = success; bridge repair and building use the engineer column (22.2).
 * Targets: refineries, fortifications and bridges (19.0), plus airfields as the scenario-specified kind.
 */
import { ATOLL_DEFAULT } from './common';
import type { DemolitionResult, DemolitionTable } from './schema-tables';

export function defaultDemolitionTable(): DemolitionTable {
  return {
    source: ATOLL_DEFAULT,
    dice: '1d6',
    rows: [
      { roll: 1, engineer: 'fail', other: 'fail' },
      { roll: 2, engineer: 'fail', other: 'fail' },
      { roll: 3, engineer: 'success', other: 'fail' },
      { roll: 4, engineer: 'success', other: 'fail' },
      { roll: 5, engineer: 'success', other: 'success' },
      { roll: 6, engineer: 'success', other: 'success' },
    ],
    targets: [
      { id: 'bridge', name: 'Bridge', on: 'hexside', types: ['bridge'] },
      { id: 'refinery', name: 'Refinery', on: 'hex', types: ['refinery'] },
      { id: 'fortification', name: 'Fortification', on: 'hex', types: ['fortification'] },
      { id: 'airfield', name: 'Airfield', on: 'hex', types: ['airfield', 'airstrip'] },
    ],
  };
}

/** The outcome of a natural roll 1..6 for an engineer or any other undisrupted ground unit. */
export function demolitionResult(table: DemolitionTable, roll: number, engineer: boolean): DemolitionResult {
  const row = table.rows.find((r) => r.roll === roll);
  if (!row) throw new RangeError(`demolitionResult: roll ${roll} is not 1..6`);
  return engineer ? row.engineer : row.other;
}
