import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextUint32, seedRng, type RngState } from './rng';
import { rollDie } from './rollDie';

function rollMany(state: RngState, sides: number, n: number): { values: number[]; state: RngState } {
  const values: number[] = [];
  let current = state;
  for (let i = 0; i < n; i++) {
    const step = rollDie(current, sides);
    values.push(step.value);
    current = step.state;
  }
  return { values, state: current };
}

function chiSquare(observed: readonly number[], expectedEach: number): number {
  return observed.reduce((acc, o) => acc + (o - expectedEach) ** 2 / expectedEach, 0);
}

function histogram(values: readonly number[], sides: number): number[] {
  const counts = new Array<number>(sides).fill(0);
  for (const v of values) counts[v - 1] = (counts[v - 1] ?? 0) + 1;
  return counts;
}

describe('rollDie', () => {
  it('pins the first rolls for seed 1', () => {
    expect(rollMany(seedRng(1), 6, 20).values).toEqual([5, 5, 6, 4, 1, 3, 4, 5, 2, 5, 3, 1, 2, 4, 2, 1, 2, 2, 1, 2]);
    expect(rollMany(seedRng(1), 100, 10).values).toEqual([41, 5, 76, 16, 47, 37, 22, 27, 80, 21]);
  });

  it('same seed gives the same rolls', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.string()), fc.integer({ min: 1, max: 1000 }), (seed, sides) => {
        expect(rollMany(seedRng(seed), sides, 10)).toEqual(rollMany(seedRng(seed), sides, 10));
      }),
    );
  });

  it('always returns an integer face in 1..sides', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 2 ** 32 }), (seed, sides) => {
        for (const v of rollMany(seedRng(seed), sides, 5).values) {
          expect(Number.isInteger(v) && v >= 1 && v <= sides).toBe(true);
        }
      }),
    );
  });

  // Critical values of the chi-square distribution at p = 0.001. The seeds are
  // fixed, so these tests are deterministic; they would catch a biased mapping.
  it('60,000 d6 rolls pass a chi-square test (df 5, p = 0.001 → 20.515)', () => {
    for (const seed of [1, 2, 'atoll']) {
      const counts = histogram(rollMany(seedRng(seed), 6, 60_000).values, 6);
      expect(counts.reduce((a, b) => a + b, 0)).toBe(60_000);
      expect(chiSquare(counts, 10_000)).toBeLessThan(20.515);
    }
  });

  it('100,000 d100 rolls pass a chi-square test (df 99, p = 0.001 → 148.23)', () => {
    const counts = histogram(rollMany(seedRng('d100'), 100, 100_000).values, 100);
    expect(chiSquare(counts, 1_000)).toBeLessThan(148.23);
  });

  it('uses rejection sampling: no modulo bias even for huge dice', () => {
    // With sides = 3·2^30 a plain `value % sides` would make faces 1..2^30
    // twice as likely (1/2 instead of 1/3); raw values ≥ 3·2^30 must be redrawn.
    const sides = 3 * 2 ** 30;
    let state = seedRng('bias');
    let low = 0;
    let redraws = 0;
    const n = 30_000;
    for (let i = 0; i < n; i++) {
      // Reference: draw raw values until one is below the limit.
      let reference = nextUint32(state);
      let draws = 1;
      while (reference.value >= sides) {
        reference = nextUint32(reference.state);
        draws++;
      }
      const step = rollDie(state, sides);
      // 30,000 draws: expect only on a difference (a passing toEqual costs more than the draw).
      const expected = { value: reference.value + 1, state: reference.state };
      if (JSON.stringify(step) !== JSON.stringify(expected)) expect(step).toEqual(expected);
      if (draws > 1) redraws++;
      if (step.value <= 2 ** 30) low++;
      state = step.state;
    }
    expect(low / n).toBeGreaterThan(0.32);
    expect(low / n).toBeLessThan(0.347);
    expect(redraws / n).toBeGreaterThan(0.2); // ≈ 25 % of raw values are rejected
  });

  it('rejects raw values at or above the limit, accepts the one just below (boundary)', () => {
    // sfc32's next output is a + b + d, so these states produce a chosen raw value.
    // For a d6 the limit is 2^32 - (2^32 mod 6) = 0xFFFFFFFC.
    const rawState = (raw: number): RngState => ({ a: raw, b: 0, c: 0, d: 0 });
    expect(nextUint32(rawState(0xfffffffb)).value).toBe(0xfffffffb);

    const below = rollDie(rawState(0xfffffffb), 6);
    expect(below).toEqual({ value: (0xfffffffb % 6) + 1, state: nextUint32(rawState(0xfffffffb)).state });

    for (const raw of [0xfffffffc, 0xffffffff]) {
      const first = nextUint32(rawState(raw));
      const second = nextUint32(first.state);
      expect(second.value).toBeLessThan(0xfffffffc);
      expect(rollDie(rawState(raw), 6)).toEqual({ value: (second.value % 6) + 1, state: second.state });
    }
  });

  it('consumes exactly one draw when no rejection happens', () => {
    const state = seedRng(1);
    expect(rollDie(state, 6).state).toEqual(nextUint32(state).state);
    expect(rollDie(state, 1)).toEqual({ value: 1, state: nextUint32(state).state });
  });

  it('does not mutate the input state', () => {
    const state = Object.freeze(seedRng(5));
    const copy = { ...state };
    const first = rollDie(state, 6);
    expect(state).toEqual(copy);
    expect(rollDie(state, 6)).toEqual(first);
  });

  it('throws RangeError for invalid sides', () => {
    for (const bad of [0, -6, 2.5, Number.NaN, 2 ** 32 + 1, Number.POSITIVE_INFINITY]) {
      expect(() => rollDie(seedRng(1), bad)).toThrow(RangeError);
    }
  });
});
