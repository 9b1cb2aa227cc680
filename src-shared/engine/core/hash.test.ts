import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import '../testing/test-guards';
import { canonicalJson, Fnv64, fnv1a64, hashValue } from './hash';
import { stateHash } from './session';
import { act, game, toMovement } from '../testing/test-fixtures';

const units = [
  { id: 'a1', side: 'axis' as const, type: 'platoon', at: { col: 1, row: 1 } },
  { id: 'b1', side: 'allies' as const, type: 'platoon', at: { col: 8, row: 8 } },
];

describe('state hashing', () => {
  it('FNV-1a 64 matches the published test vectors', () => {
    expect(fnv1a64('')).toBe('cbf29ce484222325');
    expect(fnv1a64('a')).toBe('af63dc4c8601ec8c');
    expect(fnv1a64('foobar')).toBe('85944171f73967e8');
  });

  it('FNV-1a 64 is the byte-by-byte definition over UTF-8, fed whole or in pieces', () => {
    const reference = (text: string): string => {
      let h = 0xcbf29ce484222325n;
      for (const byte of new TextEncoder().encode(text)) h = ((h ^ BigInt(byte)) * 0x100000001b3n) & 0xffffffffffffffffn;
      return h.toString(16).padStart(16, '0');
    };
    // Whole code points only: TextEncoder writes a lone surrogate as U+FFFD, the hash as its three bytes.
    const points = fc.array(fc.oneof(fc.constantFrom('a', 'é', '日', '😀'), fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })), { maxLength: 40 });
    fc.assert(
      fc.property(points, fc.nat(), (chars, cut) => {
        const t = chars.join('');
        const at = chars.slice(0, cut % (chars.length + 1)).join('').length;
        expect(fnv1a64(t)).toBe(reference(t));
        const head = new Fnv64().update(t.slice(0, at));
        expect(head.copy().update(t.slice(at)).digest()).toBe(fnv1a64(t));
        expect(head.digest()).toBe(fnv1a64(t.slice(0, at)));
      }),
      { numRuns: 500, seed: 11 },
    );
  });

  it('valueAround feeds a record up to one key\'s value and returns the text after it', () => {
    const records = fc.dictionary(fc.constantFrom('a', 'b', 'p', 'q', 'z', 'é'), fc.oneof(fc.jsonValue(), fc.constant(undefined)));
    fc.assert(
      fc.property(records, fc.jsonValue(), (record, value) => {
        const head = new Fnv64();
        const after = head.valueAround(record, 'p');
        expect(head.copy().value(value).update(after).digest()).toBe(fnv1a64(canonicalJson({ ...record, p: value })));
        expect(head.copy().update(canonicalJson(value)).update(after).digest()).toBe(hashValue({ ...record, p: value }));
      }),
      { numRuns: 500, seed: 12 },
    );
  });

  it('canonical JSON sorts keys at every depth and leaves out undefined', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: undefined }], c: 'x' } })).toBe('{"a":{"c":"x","d":[2,{"z":1}]},"b":1}');
    expect(hashValue({ x: 1, y: 2 })).toBe(hashValue({ y: 2, x: 1 }));
    expect(fnv1a64('é日😀')).not.toBe(fnv1a64('e日😀'));
  });

  it('stateHash is stable for equal states and changes with play', () => {
    const s = game({ units }, 7);
    expect(stateHash(s)).toBe(stateHash(game({ units }, 7)));
    expect(stateHash(s)).not.toBe(stateHash(game({ units }, 8)));
    const moved = act(toMovement(s), { type: 'moveTo', unitId: 'a1', to: { col: 2, row: 2 } });
    expect(stateHash(moved)).not.toBe(stateHash(toMovement(s)));
  });

  it('golden: a short fixed session hashes to a pinned value', () => {
    let s = toMovement(game({ units }, 'golden'));
    s = act(s, { type: 'fastMove', unitId: 'a1' });
    s = act(s, { type: 'moveTo', unitId: 'a1', to: { col: 3, row: 4 } });
    s = act(s, { type: 'endPhase' });
    expect(s.units.a1.hex).toEqual({ col: 3, row: 4 });
    expect(stateHash(s)).toBe('501f2917af8ef895');
  });

  it('canonical JSON is exactly the plain recursive definition, for any JSON-like value', () => {
    const reference = (value: unknown): string => {
      if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
      if (Array.isArray(value)) return `[${value.map(reference).join(',')}]`;
      const record = value as Record<string, unknown>;
      const keys = Object.keys(record).sort().filter((k) => record[k] !== undefined);
      return `{${keys.map((k) => `${JSON.stringify(k)}:${reference(record[k])}`).join(',')}}`;
    };
    // Any code units in keys and strings: quotes, backslashes, control characters, lone and paired surrogates.
    const unit = fc.oneof(fc.constantFrom('\ud800', '\udfff', '😀', '"', '\\', '\n', '\u001f', '\u2028'), fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }));
    const text = fc.string({ unit, maxLength: 12 });
    const values = fc.oneof(
      fc.anything({ withNullPrototype: true, withSparseArray: true, withObjectString: true }),
      fc.dictionary(text, fc.oneof(text, fc.double(), fc.array(text, { maxLength: 4 }))),
    );
    fc.assert(fc.property(values, (value) => void expect(canonicalJson(value)).toBe(reference(value))), { numRuns: 2000, seed: 7 });
    expect(canonicalJson([1, , undefined, () => 0, NaN, 'é'])).toBe(reference([1, , undefined, () => 0, NaN, 'é']));
  });

  it('records of many keys, one after another, hash with their own keys sorted (a long sort is reused only for the very same keys)', () => {
    const reference = (record: Record<string, unknown>): string =>
      `{${Object.keys(record)
        .sort()
        .filter((k) => record[k] !== undefined)
        .map((k) => `${JSON.stringify(k)}:${JSON.stringify(record[k])}`)
        .join(',')}}`;
    // Thirteen to thirty keys from a pool of forty, so the same key lists come back, in the same order and in others.
    const pool = Array.from({ length: 40 }, (_, i) => `k${(i * 7) % 40}`);
    const record = fc
      .tuple(fc.shuffledSubarray(pool, { minLength: 13, maxLength: 30 }), fc.array(fc.oneof(fc.integer(), fc.constant(undefined)), { minLength: 30, maxLength: 30 }))
      .map(([keys, values]) => Object.fromEntries(keys.map((k, i) => [k, values[i]])));
    const sameKeys = fc.constantFrom(...[0, 1, 2].map((n) => Object.fromEntries(pool.slice(n, n + 20).map((k, i) => [k, i]))));
    fc.assert(
      fc.property(fc.array(fc.oneof(record, sameKeys), { minLength: 1, maxLength: 8 }), (records) => {
        for (const r of records) {
          if (canonicalJson(r) !== reference(r)) expect(canonicalJson(r)).toBe(reference(r));
          if (hashValue(r) !== fnv1a64(reference(r))) expect(hashValue(r)).toBe(fnv1a64(reference(r)));
        }
      }),
      { numRuns: 300, seed: 14 },
    );
  });

  it('hashValue streams exactly the hash of the canonical JSON text, for any JSON-like value', () => {
    const textHash = (value: unknown): string => fnv1a64(canonicalJson(value));
    // Keys and strings of any code units: quotes, backslashes, control characters, lone and paired surrogates,
    // two- and three-byte characters; numbers of every kind (-0, non-finite, past 32 bits, fractions, exponents).
    const unit = fc.oneof(
      fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff', '😀', '"', '\\', '\n', '\u0000', '\u001f', '\u007f', '\u0080', 'é', '\u07ff', '\u0800', '日', '\uffff', '\u2028'),
      fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
    );
    const text = fc.string({ unit, maxLength: 12 });
    const numbers = fc.oneof(
      fc.double(),
      fc.integer(),
      fc.constantFrom(0, -0, 2 ** 31 - 1, 2 ** 31, -(2 ** 31), -(2 ** 31) + 1, 1e21, -1e-7, 2 ** 53, Infinity, -Infinity, NaN),
    );
    const leaf = fc.oneof(text, numbers, fc.boolean(), fc.constant(null), fc.constant(undefined));
    // Records with unsorted keys (fc.dictionary keeps insertion order) and undefined properties, sparse arrays.
    const { tree } = fc.letrec((tie) => ({
      tree: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, tie('record'), tie('array')),
      record: fc.dictionary(fc.oneof(text, fc.constantFrom('b', 'a', '10', '2', 'board')), tie('tree'), { maxKeys: 6 }),
      array: fc.sparseArray(tie('tree'), { maxLength: 6 }),
    }));
    const values = fc.oneof(tree, fc.anything({ withNullPrototype: true, withSparseArray: true, withObjectString: true, withBoxedValues: true }));
    fc.assert(
      fc.property(values, (value) => {
        expect(hashValue(value)).toBe(textHash(value));
        if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
          const { board: _board, ...rest } = value as Record<string, unknown>;
          expect(new Fnv64().recordWithout(value as Record<string, unknown>, 'board').digest()).toBe(textHash(rest));
        }
      }),
      { numRuns: 1000, seed: 13 },
    );
    const odd = [1, , undefined, () => 0, NaN, -0, 'é', '\ud83d', '\ude00x', '😀', { y: undefined, x: [, ,] }];
    expect(hashValue(odd)).toBe(textHash(odd));
    expect(() => hashValue({ a: 1n })).toThrow(TypeError);
  });

  it('stateHash is the hash of the state without its board, on the states of a real game', () => {
    let s = toMovement(game({ units }, 'stream'));
    const states = [s];
    s = act(s, { type: 'fastMove', unitId: 'a1' });
    states.push(s);
    s = act(s, { type: 'moveTo', unitId: 'a1', to: { col: 3, row: 4 } });
    states.push(s, act(s, { type: 'endPhase' }));
    for (const state of states) {
      const { board: _board, ...dynamic } = state;
      expect(stateHash(state)).toBe(fnv1a64(canonicalJson(dynamic)));
    }
  });

  it('test guards: Math.random and Date.now throw inside engine tests', () => {
    expect(() => Math.random()).toThrow(/no Math.random/);
    expect(() => Date.now()).toThrow(/no Date.now/);
  });
});
