import { describe, expect, it } from 'vitest';
import { parseScenarioJson } from '../../src-shared/schema/import-json';
import { fuzzOnce, type FuzzOutcome } from '../soak/document-fuzz';
import { readFileSync } from 'node:fs';

/** `npm run soak` runs 10,000 of these; the suite runs a representative few hundred. */
const RUNS = 240;

describe('the document contract', () => {
  // 16 s of CPU on a quiet machine; npm test runs it beside the end-to-end tests, and on a shared 2-core host (load
  // 20) it passed 120 s.
  it('refuses a mutated scenario with a path, or starts it and plays it to an end', () => {
    const outcomes: FuzzOutcome[] = Array.from({ length: RUNS }, (_, seed) => fuzzOnce(seed));
    expect(outcomes.filter((o) => o.kind === 'crash')).toEqual([]);
    for (const o of outcomes) if (o.kind === 'refused-import' || o.kind === 'refused-checker') expect(o.path).toMatch(/^\$/);
    // The run exercises both ends: documents refused and documents played.
    expect(outcomes.filter((o) => o.kind === 'played').length).toBeGreaterThan(10);
    expect(outcomes.filter((o) => o.kind === 'refused-import').length).toBeGreaterThan(10);
  }, 300_000);

  it.each([
    ['a unit id that JavaScript reserves', (d: Record<string, unknown[]>) => ((d.units[0] as { id: string }).id = '__proto__'), '$.units[0].id'],
    ['a hexside id that is not a hexside key', (d: Record<string, unknown[]>) => ((d.hexsides[0] as { id: string }).id = 'NaN'), '$.hexsides[0].id'],
    ['a path id that is not a hexside key and type', (d: Record<string, unknown[]>) => ((d.paths[0] as { id: string }).id = 'NaN'), '$.paths[0].id'],
  ])('refuses %s with its path', (_what, mutate, path) => {
    const doc = JSON.parse(readFileSync(new URL('../../scenarios/palembang.atoll.json', import.meta.url), 'utf8')) as Record<string, unknown[]>;
    mutate(doc);
    const result = parseScenarioJson(JSON.stringify(doc));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.map((e) => e.path)).toContain(path);
  });
});
