import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeConstant, makeDice, maxValue, minValue, type DiceExpr } from './diceExpr';
import { distribution, distributionCounts, probabilityAtLeast, probabilityInRange } from './distribution';
import { parseDice } from './parseDice';
import { totalOf } from './rollDice';

const modifierArb = fc.integer({ min: -1000, max: 1000 });
const divisorArb = fc.integer({ min: 1, max: 100 });

/** count 0..3 (0 = constant), sides 2..8, any modifier and divisor. */
const smallExprArb: fc.Arbitrary<DiceExpr> = fc
  .record({
    count: fc.integer({ min: 0, max: 3 }),
    sides: fc.integer({ min: 2, max: 8 }),
    modifier: modifierArb,
    divisor: fc.oneof(fc.integer({ min: 1, max: 4 }), divisorArb),
  })
  .map(({ count, sides, modifier, divisor }) =>
    count === 0 ? makeConstant(modifier) : makeDice(count, sides, modifier, divisor),
  );

const anyExprArb: fc.Arbitrary<DiceExpr> = fc.oneof(
  modifierArb.map(makeConstant),
  fc
    .record({ count: fc.integer({ min: 1, max: 20 }), sides: fc.integer({ min: 2, max: 100 }), modifier: modifierArb, divisor: divisorArb })
    .map(({ count, sides, modifier, divisor }) => makeDice(count, sides, modifier, divisor)),
);

function expr(text: string): DiceExpr {
  const result = parseDice(text);
  if (!result.ok) throw new Error(result.error);
  return result.expr;
}

/** Enumerates all sides^count face sequences and tallies their totals. */
function bruteForceCounts(e: DiceExpr): Map<number, bigint> {
  const tally = new Map<number, bigint>();
  const faces = new Array<number>(e.count).fill(1);
  for (;;) {
    const total = totalOf(e, faces);
    tally.set(total, (tally.get(total) ?? 0n) + 1n);
    let i = 0;
    while (i < e.count && faces[i] === e.sides) faces[i++] = 1;
    if (i === e.count) return tally;
    faces[i] = (faces[i] ?? 0) + 1;
  }
}

describe('distributionCounts', () => {
  it('2d6 has the classic 1-2-3-4-5-6-5-4-3-2-1 counts', () => {
    const { outcomes, counts } = distributionCounts(expr('2d6'));
    expect(outcomes).toBe(36n);
    expect(counts.map((c) => c.value)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(counts.map((c) => c.count)).toEqual([1n, 2n, 3n, 4n, 5n, 6n, 5n, 4n, 3n, 2n, 1n]);
  });

  it('1d6/2+1 = floor(d6/2)+1 has values 1..4 with counts 1, 2, 2, 1', () => {
    const { counts } = distributionCounts(expr('1d6/2+1'));
    expect(counts).toEqual([
      { value: 1, count: 1n },
      { value: 2, count: 2n },
      { value: 3, count: 2n },
      { value: 4, count: 1n },
    ]);
  });

  it('a constant has one outcome', () => {
    expect(distributionCounts(makeConstant(-3))).toEqual({ outcomes: 1n, counts: [{ value: -3, count: 1n }] });
  });

  it('stays exact for the largest expression (20d100)', () => {
    const { outcomes, counts } = distributionCounts(makeDice(20, 100));
    expect(outcomes).toBe(100n ** 20n);
    expect(counts.reduce((acc, c) => acc + c.count, 0n)).toBe(outcomes);
    expect(counts[0]).toEqual({ value: 20, count: 1n });
    expect(counts[counts.length - 1]).toEqual({ value: 2000, count: 1n });
    expect(counts[1]).toEqual({ value: 21, count: 20n });
  });

  it('equals brute-force enumeration exactly for small expressions', () => {
    fc.assert(
      fc.property(smallExprArb, (e) => {
        const { outcomes, counts } = distributionCounts(e);
        const brute = bruteForceCounts(e);
        expect(outcomes).toBe(BigInt(e.sides) ** BigInt(e.count));
        expect(new Map(counts.map((c) => [c.value, c.count]))).toEqual(brute);
      }),
      { numRuns: 500 },
    );
  });

  it('is sorted, has only positive counts, and its support is [minValue, maxValue]', () => {
    fc.assert(
      fc.property(anyExprArb, (e) => {
        const { outcomes, counts } = distributionCounts(e);
        for (let i = 1; i < counts.length; i++) {
          expect((counts[i]?.value ?? 0) > (counts[i - 1]?.value ?? 0)).toBe(true);
        }
        for (const c of counts) expect(c.count > 0n).toBe(true);
        expect(counts.reduce((acc, c) => acc + c.count, 0n)).toBe(outcomes);
        expect(counts[0]?.value).toBe(minValue(e));
        expect(counts[counts.length - 1]?.value).toBe(maxValue(e));
      }),
      { numRuns: 200 },
    );
  });

  it('throws RangeError for an invalid expression', () => {
    expect(() => distributionCounts(makeDice(0, 6))).toThrow(RangeError);
  });
});

describe('distribution', () => {
  it('2d6 probabilities are count / 36', () => {
    const dist = distribution(expr('2d6'));
    expect(dist.find((o) => o.value === 7)?.p).toBe(6 / 36);
    expect(dist.find((o) => o.value === 2)?.p).toBe(1 / 36);
  });

  it('probabilities are count / outcomes and sum to 1 within 1e-12', () => {
    fc.assert(
      fc.property(anyExprArb, (e) => {
        const dist = distribution(e);
        const { outcomes, counts } = distributionCounts(e);
        expect(dist.map((o) => o.value)).toEqual(counts.map((c) => c.value));
        dist.forEach((o, i) => expect(o.p).toBe(Number(counts[i]?.count ?? 0n) / Number(outcomes)));
        expect(Math.abs(dist.reduce((acc, o) => acc + o.p, 0) - 1)).toBeLessThan(1e-12);
      }),
      { numRuns: 200 },
    );
    const biggest = distribution(makeDice(20, 100, -1000));
    expect(Math.abs(biggest.reduce((acc, o) => acc + o.p, 0) - 1)).toBeLessThan(1e-12);
  });

  it('minValue / maxValue for typical expressions', () => {
    expect([minValue(expr('2d6')), maxValue(expr('2d6'))]).toEqual([2, 12]);
    expect([minValue(expr('1d6/2')), maxValue(expr('1d6/2'))]).toEqual([0, 3]);
    expect([minValue(expr('2d6-2')), maxValue(expr('2d6-2'))]).toEqual([0, 10]);
    expect([minValue(expr('3')), maxValue(expr('3'))]).toEqual([3, 3]);
  });
});

describe('probabilityAtLeast / probabilityInRange', () => {
  const twoD6 = distribution(expr('2d6'));

  it('2d6 examples', () => {
    expect(probabilityAtLeast(twoD6, 7)).toBeCloseTo(21 / 36, 15);
    expect(probabilityAtLeast(twoD6, 2)).toBe(1);
    expect(probabilityAtLeast(twoD6, -100)).toBe(1);
    expect(probabilityAtLeast(twoD6, 13)).toBe(0);
    expect(probabilityInRange(twoD6, 6, 8)).toBeCloseTo(16 / 36, 15);
    expect(probabilityInRange(twoD6, 7, 7)).toBe(6 / 36);
    expect(probabilityInRange(twoD6, 8, 6)).toBe(0);
    expect(probabilityInRange(twoD6, -Infinity, Infinity)).toBe(1);
  });

  it('agree with exact counts', () => {
    fc.assert(
      fc.property(smallExprArb, fc.integer({ min: -1100, max: 1100 }), fc.integer({ min: -1100, max: 1100 }), (e, x, y) => {
        const dist = distribution(e);
        const { outcomes, counts } = distributionCounts(e);
        const exact = (pred: (v: number) => boolean): number =>
          Number(counts.filter((c) => pred(c.value)).reduce((acc, c) => acc + c.count, 0n)) / Number(outcomes);
        expect(probabilityAtLeast(dist, x)).toBeCloseTo(exact((v) => v >= x), 12);
        expect(probabilityInRange(dist, x, y)).toBeCloseTo(exact((v) => v >= x && v <= y), 12);
        const p = probabilityAtLeast(dist, x);
        expect(p >= 0 && p <= 1).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
