import type { DieTable, Effect, Outcome, SimpleEffect, TableRow } from '../model/arrivals';

/** A row's range with its ends in order (a reversed row is an error the checker reports, but still reads). */
export function rowSpan(row: Pick<TableRow, 'from' | 'to'>): { from: number; to: number } {
  return { from: Math.min(row.from, row.to), to: Math.max(row.from, row.to) };
}

/**
 * The row a modified result picks, as the engine reads it: the first row that contains it; a result outside
 * every row counts as the nearest row (the earlier row on a tie). -1 when the table has no rows.
 */
export function rowIndexFor(rows: readonly TableRow[], value: number): number {
  let best = -1;
  let bestDistance = Infinity;
  rows.forEach((row, i) => {
    const { from, to } = rowSpan(row);
    const distance = value < from ? from - value : value > to ? value - to : 0;
    if (distance < bestDistance) {
      best = i;
      bestDistance = distance;
    }
  });
  return best;
}

type Path = (string | number)[];
export type EffectVisit = { effect: Effect | SimpleEffect; path: Path; rowIndex: number; outcome: Outcome };

/** Every effect of a table: each outcome's effect, its fallback and the options of a choice. Paths are relative to the table. */
export function tableEffects(table: DieTable): EffectVisit[] {
  const out: EffectVisit[] = [];
  table.rows.forEach((row, rowIndex) =>
    row.outcomes.forEach((outcome, o) => {
      const at: Path = ['rows', rowIndex, 'outcomes', o];
      out.push({ effect: outcome.effect, path: [...at, 'effect'], rowIndex, outcome });
      if (outcome.effect.kind === 'choice')
        outcome.effect.options.forEach((option, k) => out.push({ effect: option, path: [...at, 'effect', 'options', k], rowIndex, outcome }));
      if (outcome.otherwise) out.push({ effect: outcome.otherwise, path: [...at, 'otherwise'], rowIndex, outcome });
    }),
  );
  return out;
}

/** "3", "4–5". */
export function rangeText(from: number, to: number): string {
  return from === to ? String(from) : `${from}–${to}`;
}
