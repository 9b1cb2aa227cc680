import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkLinework } from './linework-check';
import { HexsideSchema, PathSchema } from './records';

const SCHEMAS = { hexsides: HexsideSchema, paths: PathSchema } as const;

/** Strings near the edges of what an id or a key may be: digits, separators, reserved names, odd characters. */
const piece = fc.constantFrom('0', '7', '12', '01', '9999', '10000', ',', ':', '|', '0', '1', '2', '3', 'road', 'river', '-', ' ', 'é', '__proto__', 'constructor', '');
const text = fc.oneof(fc.array(piece, { maxLength: 8 }).map((p) => p.join('')), fc.string({ maxLength: 90 }), fc.constant('a'.repeat(81)), fc.constant('a'.repeat(80)));
const key = fc.tuple(fc.nat(10001), fc.nat(10001), fc.nat(3)).map(([c, r, s]) => `${c},${r}:${s}`);
const id = fc.oneof(key, fc.tuple(key, text).map(([k, t]) => `${k}|${t}`), text);
const value = fc.oneof(
  fc.record({ id, type: text }),
  fc.record({ id: fc.oneof(id, fc.integer(), fc.constant(null)), type: fc.oneof(text, fc.integer()) }, { requiredKeys: [] }),
  fc.record({ id, type: text, extra: fc.anything() }),
  fc.anything(),
);

describe('the quick check of stored hexsides and paths', () => {
  it('accepts exactly what the schema accepts, and returns the same record', () => {
    fc.assert(
      fc.property(fc.constantFrom('hexsides', 'paths'), value, (collection: 'hexsides' | 'paths', v) => {
        const quick = checkLinework(collection, v);
        const parsed = SCHEMAS[collection].safeParse(v);
        // Null hands the record to the schema, which may still accept an odd shape; what the quick check accepts,
        // the schema accepts alike.
        if (quick) expect(parsed.success && parsed.data).toEqual(quick);
        return true;
      }),
      { numRuns: 20_000 },
    );
  });

  it('takes the records a map is made of, so the schema is left the odd ones', () => {
    expect(checkLinework('hexsides', JSON.parse('{"id":"12,7:1","type":"river"}'))).toEqual({ id: '12,7:1', type: 'river' });
    expect(checkLinework('paths', JSON.parse('{"type":"road","id":"0,199:2|road"}'))).toEqual({ id: '0,199:2|road', type: 'road' });
    fc.assert(
      fc.property(key, fc.constantFrom('river', 'stream', 'cliff', 'reef-edge'), (k, type) => {
        expect(checkLinework('hexsides', { id: k, type })).toEqual(HexsideSchema.safeParse({ id: k, type }).success ? { id: k, type } : null);
        expect(checkLinework('paths', { id: `${k}|${type}`, type })).toEqual(PathSchema.safeParse({ id: `${k}|${type}`, type }).success ? { id: `${k}|${type}`, type } : null);
      }),
    );
  });

  it('leaves to the schema what it refuses, so the message stays the schema\'s', () => {
    for (const bad of [{ id: '12,7:3', type: 'river' }, { id: '12,7:1', type: 'constructor' }, { id: '12,7:1', type: 'river', more: 1 }, { id: '12,7:1' }, [], null, 'x']) {
      expect(checkLinework('hexsides', bad)).toBeNull();
      expect(HexsideSchema.safeParse(bad).success).toBe(false);
    }
    expect(checkLinework('paths', { id: '12,7:1', type: 'road' })).toBeNull();
    expect(checkLinework('hexsides', { id: '12,7:1|road', type: 'road' })).toBeNull();
  });
});
