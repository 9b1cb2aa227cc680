/** Column edits of a CRT that keep its columns contiguous and open at both ends, and its rows one result per column. */
import type { Crt } from '../../../src-shared/ruleset';

/** Column `i` now ends at `maxDiff`; the next column starts right after it, so the columns stay contiguous. */
export function withColumnEnd(crt: Crt, i: number, maxDiff: number): Crt {
  const columns = crt.columns.map((c, k) => (k === i ? { ...c, maxDiff } : k === i + 1 ? { ...c, minDiff: maxDiff + 1 } : c));
  return { ...crt, columns };
}

/** A new last column: the old last one now covers only its first differential; the new one copies its results. */
export function withColumnAdded(crt: Crt): Crt {
  const last = crt.columns[crt.columns.length - 1];
  const end = last.minDiff ?? 0;
  return {
    ...crt,
    columns: [...crt.columns.slice(0, -1), { ...last, maxDiff: end }, { label: `${end + 1 > 0 ? '+' : ''}${end + 1} or more`, minDiff: end + 1, maxDiff: null }],
    rows: crt.rows.map((r) => ({ ...r, results: [...r.results, r.results[r.results.length - 1]] })),
  };
}

/** Drop column `i`; its neighbour takes over its differentials. */
export function withColumnRemoved(crt: Crt, i: number): Crt {
  const cols = crt.columns;
  const gone = cols[i];
  const columns = cols
    .map((c, k) => (i > 0 && k === i - 1 ? { ...c, maxDiff: gone.maxDiff } : i === 0 && k === 1 ? { ...c, minDiff: null } : c))
    .filter((_, k) => k !== i);
  return { ...crt, columns, rows: crt.rows.map((r) => ({ ...r, results: r.results.filter((_, k) => k !== i) })) };
}

