import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeRoll } from './describeRoll';
import { assertDiceExpr, DiceExprSchema, makeConstant, makeDice, maxValue, minValue, type DiceExpr } from './diceExpr';
import { parseDice } from './parseDice';
import { seedRng } from './rng';
import { rollDice, totalOf } from './rollDice';
import { rollDie } from './rollDie';

const anyExprArb: fc.Arbitrary<DiceExpr> = fc.oneof(
  fc.integer({ min: -1000, max: 1000 }).map(makeConstant),
  fc
    .record({
      count: fc.integer({ min: 1, max: 20 }),
      sides: fc.integer({ min: 2, max: 100 }),
      modifier: fc.integer({ min: -1000, max: 1000 }),
      divisor: fc.integer({ min: 1, max: 100 }),
    })
    .map(({ count, sides, modifier, divisor }) => makeDice(count, sides, modifier, divisor)),
);

function expr(text: string): DiceExpr {
  const result = parseDice(text);
  if (!result.ok) throw new Error(result.error);
  return result.expr;
}

describe('rollDice', () => {
  it('pins the first roll of 2d6 for seed 1', () => {
    const roll = rollDice(seedRng(1), expr('2d6'));
    expect(roll.dice).toEqual([5, 5]);
    expect(roll.total).toBe(10);
    expect(describeRoll(expr('2d6'), roll.dice, roll.total)).toBe('2d6: 5 + 5 = 10');
  });

  it('rolls the dice one rollDie at a time, in order', () => {
    const e = expr('3d8/2-1');
    let state = seedRng('order');
    const roll = rollDice(state, e);
    for (const face of roll.dice) {
      const step = rollDie(state, 8);
      expect(step.value).toBe(face);
      state = step.state;
    }
    expect(roll.state).toEqual(state);
    expect(roll.total).toBe(Math.floor(roll.dice.reduce((a, b) => a + b, 0) / 2) - 1);
  });

  it('divides the dice sum first, then adds the modifier: 1d6/2+1 = floor(d6/2)+1', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const roll = rollDice(seedRng(seed), expr('1d6/2+1'));
        expect(roll.total).toBe(Math.floor((roll.dice[0] ?? 0) / 2) + 1);
      }),
    );
  });

  it('totals always fall inside [minValue, maxValue], faces inside 1..sides', () => {
    fc.assert(
      fc.property(anyExprArb, fc.oneof(fc.integer(), fc.string()), (e, seed) => {
        const roll = rollDice(seedRng(seed), e);
        expect(roll.dice).toHaveLength(e.count);
        for (const face of roll.dice) expect(face >= 1 && face <= e.sides && Number.isInteger(face)).toBe(true);
        expect(roll.total).toBe(totalOf(e, roll.dice));
        expect(roll.total).toBeGreaterThanOrEqual(minValue(e));
        expect(roll.total).toBeLessThanOrEqual(maxValue(e));
      }),
      { numRuns: 500 },
    );
  });

  it('is deterministic and never mutates the input state', () => {
    fc.assert(
      fc.property(anyExprArb, fc.integer(), (e, seed) => {
        const state = Object.freeze(seedRng(seed));
        const copy = { ...state };
        const first = rollDice(state, e);
        expect(rollDice(state, e)).toEqual(first);
        expect(state).toEqual(copy);
      }),
    );
  });

  it('a constant consumes no randomness', () => {
    const state = seedRng(9);
    expect(rollDice(state, makeConstant(3))).toEqual({ total: 3, dice: [], state });
  });

  it('throws RangeError for an invalid expression', () => {
    expect(() => rollDice(seedRng(1), makeDice(1, 1))).toThrow(RangeError);
    expect(() => rollDice(seedRng(1), makeDice(21, 6))).toThrow(/invalid dice expression/);
  });
});

describe('describeRoll', () => {
  it.each([
    ['2d6', [3, 5], 8, '2d6: 3 + 5 = 8'],
    ['1d6', [4], 4, '1d6: 4'],
    ['1d6+1', [4], 5, '1d6+1: 4 + 1 = 5'],
    ['2d6-2', [3, 5], 6, '2d6-2: 3 + 5 - 2 = 6'],
    ['1d6/2', [5], 2, '1d6÷2: 5 → 2'],
    ['1d6÷2', [1], 0, '1d6÷2: 1 → 0'],
    ['2d6/2', [3, 4], 3, '2d6÷2: 3 + 4 = 7 → 3'],
    ['1d6/2+1', [5], 3, '1d6÷2+1: 5 → 2 + 1 = 3'],
    ['2d6/2+1', [3, 4], 4, '2d6÷2+1: 3 + 4 = 7 → 3 + 1 = 4'],
    ['3d6/3-2', [1, 1, 2], -1, '3d6÷3-2: 1 + 1 + 2 = 4 → 1 - 2 = -1'],
    ['3', [], 3, '3: 3'],
    ['-2', [], -2, '-2: -2'],
  ])('%s with %j', (text, dice, total, expected) => {
    expect(describeRoll(expr(text), dice, total)).toBe(expected);
  });

  it('ends with the total for every roll', () => {
    fc.assert(
      fc.property(anyExprArb, fc.integer(), (e, seed) => {
        const roll = rollDice(seedRng(seed), e);
        expect(describeRoll(e, roll.dice, roll.total).endsWith(` ${roll.total}`)).toBe(true);
      }),
    );
  });
});

describe('assertDiceExpr', () => {
  it('accepts exactly what DiceExprSchema accepts, constants included (its quick check never decides otherwise)', () => {
    const near = (limit: number) => fc.integer({ min: -2, max: limit + 2 });
    const exprArb = fc.oneof(
      fc.record({ count: near(20), sides: near(100), modifier: fc.integer({ min: -1002, max: 1002 }), divisor: near(100) }),
      fc.record({ count: fc.constantFrom(0, 1), sides: fc.constantFrom(0, 1, 2), modifier: fc.integer({ min: -1002, max: 1002 }), divisor: fc.constantFrom(0, 1, 2) }),
    );
    fc.assert(
      fc.property(exprArb, (e) => {
        let refused = false;
        try {
          assertDiceExpr(e, 'test');
        } catch {
          refused = true;
        }
        expect(refused, JSON.stringify(e)).toBe(!DiceExprSchema.safeParse(e).success);
      }),
    );
  });
});
