/** Names people write in a file or a cell, resolved to record ids. */

type Named = { id: string };
export type NameKey<T> = (record: T) => string;

const norm = (text: string) => text.trim().toLowerCase();

/** How a record is written: the first key whose value is non-empty and unique among the records, else the id. */
export function nameOf<T extends Named>(records: readonly T[], id: string, keys: readonly NameKey<T>[]): string {
  const record = records.find((r) => r.id === id);
  if (!record) return id;
  for (const key of keys) {
    const value = key(record).trim();
    if (value && records.filter((r) => norm(key(r)) === norm(value)).length === 1) return value;
  }
  return id;
}

export type Resolved = { ok: true; id: string } | { ok: false; ambiguous: number };

/** A lookup that tries each key in order (case-insensitive), then the exact id. */
export function nameResolver<T extends Named>(records: readonly T[], keys: readonly NameKey<T>[]): (text: string) => Resolved {
  const tables = keys.map((key) => {
    const table = new Map<string, string[]>();
    for (const r of records) {
      const k = norm(key(r));
      if (k) table.set(k, [...(table.get(k) ?? []), r.id]);
    }
    return table;
  });
  const ids = new Set(records.map((r) => r.id));
  return (text) => {
    const k = norm(text);
    for (const table of tables) {
      const hit = table.get(k);
      if (hit?.length === 1) return { ok: true, id: hit[0] };
      if (hit && hit.length > 1) return ids.has(text.trim()) ? { ok: true, id: text.trim() } : { ok: false, ambiguous: hit.length };
    }
    return ids.has(text.trim()) ? { ok: true, id: text.trim() } : { ok: false, ambiguous: 0 };
  };
}

/** The closest name, for "did you mean" hints; undefined when nothing is close. */
export function closestName(text: string, names: readonly string[]): string | undefined {
  const t = norm(text);
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.floor(t.length / 3)) + 1;
  for (const name of names) {
    const d = editDistance(t, norm(name), bestDistance);
    if (d < bestDistance) {
      best = name;
      bestDistance = d;
    }
  }
  return best;
}

/** Levenshtein distance, giving up (returning `cap`) once it cannot be below `cap`. */
function editDistance(a: string, b: string, cap: number): number {
  if (Math.abs(a.length - b.length) >= cap) return cap;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      rowMin = Math.min(rowMin, cur[j]);
    }
    if (rowMin >= cap) return cap;
    prev = cur;
  }
  return prev[b.length];
}
