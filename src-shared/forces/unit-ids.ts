/** Fresh unit ids `unit-1`, `unit-2`, … skipping the taken ones, as `nextId('unit', …)` would give one at a time,
 *  without rescanning the taken ids for every new unit. */
export function unitIdAllocator(taken: Iterable<string>): () => string {
  const used = new Set(taken);
  let n = 1;
  return () => {
    while (used.has(`unit-${n}`)) n++;
    const id = `unit-${n}`;
    used.add(id);
    return id;
  };
}

/** Deep equality of plain JSON values, ignoring key order. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => Object.hasOwn(b, k) && sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}
