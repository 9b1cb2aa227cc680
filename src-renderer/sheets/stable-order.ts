import { useRef } from 'react';

/**
 * The order to show records in while they are edited: records already on screen keep their place (editing a code or a
 * set-up order must not move the row under the cursor), records that are gone drop out, and new ones (added, or back
 * by undo) come last, in `compare` order. A section shown afresh starts from `compare` order.
 */
export function stableOrder<T extends { id: string }>(shown: readonly string[], records: readonly T[], compare: (a: T, b: T) => number): T[] {
  const byId = new Map(records.map((r) => [r.id, r]));
  const kept = shown.flatMap((id) => byId.get(id) ?? []);
  const keptIds = new Set(kept.map((r) => r.id));
  return [...kept, ...records.filter((r) => !keptIds.has(r.id)).sort(compare)];
}

/** `stableOrder` across the renders of one component. */
export function useStableOrder<T extends { id: string }>(records: readonly T[], compare: (a: T, b: T) => number): T[] {
  const shown = useRef<readonly string[]>([]);
  const ordered = stableOrder(shown.current, records, compare);
  shown.current = ordered.map((r) => r.id);
  return ordered;
}
