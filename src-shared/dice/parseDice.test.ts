import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DICE_LIMITS, DiceExprSchema, makeConstant, makeDice, type DiceExpr } from './diceExpr';
import { formatDice } from './formatDice';
import { parseDice } from './parseDice';

const validExprArb: fc.Arbitrary<DiceExpr> = fc.oneof(
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

function parsed(text: string): DiceExpr {
  const result = parseDice(text);
  if (!result.ok) throw new Error(`expected ${JSON.stringify(text)} to parse: ${result.error}`);
  return result.expr;
}

function errorOf(text: string): string {
  const result = parseDice(text);
  if (result.ok) throw new Error(`expected ${JSON.stringify(text)} to fail, got ${JSON.stringify(result.expr)}`);
  return result.error;
}

describe('parseDice: accepted forms', () => {
  it.each([
    ['1d6', makeDice(1, 6)],
    ['2d6', makeDice(2, 6)],
    ['1d8', makeDice(1, 8)],
    ['d6', makeDice(1, 6)],
    ['D6', makeDice(1, 6)],
    ['3D10', makeDice(3, 10)],
    ['1d6+1', makeDice(1, 6, 1)],
    ['2d6-2', makeDice(2, 6, -2)],
    ['1d6/2', makeDice(1, 6, 0, 2)],
    ['1d6÷2', makeDice(1, 6, 0, 2)],
    ['1d6/2+1', makeDice(1, 6, 1, 2)],
    ['2d6÷3-1', makeDice(2, 6, -1, 3)],
    ['1d6/1', makeDice(1, 6)],
    ['1d6+0', makeDice(1, 6)],
    ['1d6-0', makeDice(1, 6)],
    ['1d6 − 1', makeDice(1, 6, -1)], // typographic minus
    ['1d6 – 1', makeDice(1, 6, -1)], // en dash
    ['  2 d 6 / 2 + 1  ', makeDice(2, 6, 1, 2)],
    ['\t1d6\n', makeDice(1, 6)],
    ['01d06', makeDice(1, 6)],
    ['20d100+1000', makeDice(20, 100, 1000)],
    ['1d2-1000', makeDice(1, 2, -1000)],
    ['1d6/100', makeDice(1, 6, 0, 100)],
    ['3', makeConstant(3)],
    [' 0 ', makeConstant(0)],
    ['-0', makeConstant(0)],
    ['+4', makeConstant(4)],
    ['-1', makeConstant(-1)],
    ['1000', makeConstant(1000)],
    ['-1000', makeConstant(-1000)],
  ])('%j', (text, expected) => {
    expect(parsed(text)).toEqual(expected);
    expect(Object.is(parsed(text).modifier, -0)).toBe(false);
  });
});

describe('parseDice: errors say what and where', () => {
  it.each([
    ['2d', `"2d": missing die size after 'd' at position 3`],
    ['d', `"d": missing die size after 'd' at position 2`],
    ['2d +1', `"2d +1": missing die size after 'd' at position 4`],
    ['', `"": empty dice expression, expected dice like 2d6 or a number like 3 at position 1`],
    ['0d6', `"0d6": dice count must be at least 1 at position 1`],
    ['21d6', `"21d6": too many dice (21, at most 20) at position 1`],
    ['99999999999999999999d6', `"99999999999999999999d6": too many dice (99999999999999999999, at most 20) at position 1`],
    ['2d1', `"2d1": die size 1 is out of range (2..100) at position 3`],
    ['2d101', `"2d101": die size 101 is out of range (2..100) at position 3`],
    ['1d6/0', `"1d6/0": cannot divide by zero at position 5`],
    ['1d6/', `"1d6/": missing divisor after '/' at position 5`],
    ['1d6/101', `"1d6/101": divisor 101 is too large (at most 100) at position 5`],
    ['1d6+', `"1d6+": missing number after '+' at position 5`],
    ['1d6++1', `"1d6++1": missing number after '+' at position 5`],
    ['1d6+1001', `"1d6+1001": modifier 1001 is too large (at most 1000) at position 5`],
    ['1001', `"1001": constant 1001 is too large (at most 1000) at position 1`],
    ['-', `"-": missing number after '-' at position 2`],
    [
      '1d6+1/2',
      `"1d6+1/2": the divisor must come before the modifier (write 1d6/2+1, not 1d6+1/2), unexpected '/' at position 6`,
    ],
    ['1d6/2/2', `"1d6/2/2": only one divisor is allowed, unexpected '/' at position 6`],
    ['1d6+1+1', `"1d6+1+1": only one modifier is allowed, unexpected '+' at position 6`],
    ['2d6 3', `"2d6 3": unexpected '3', expected '/', '+', '-' or the end at position 5`],
    ['2d6d6', `"2d6d6": unexpected 'd', expected '/', '+', '-' or the end at position 4`],
    ['1d6/2x', `"1d6/2x": unexpected 'x', expected '+', '-' or the end at position 6`],
    ['1d6+2x', `"1d6+2x": unexpected 'x', expected the end at position 6`],
    ['-1d6', `"-1d6": a sign cannot come before dice (write 1d6-1, not -1d6) at position 3`],
    ['3+1', `"3+1": unexpected '+' after the number 3; a constant stands alone at position 2`],
    ['x', `"x": unexpected 'x', expected dice like 2d6 or a number like 3 at position 1`],
    ['1d6*2', `"1d6*2": unexpected '*', expected '/', '+', '-' or the end at position 4`],
    ['1.5', `"1.5": unexpected '.' after the number 1; a constant stands alone at position 2`],
  ])('%j', (text, message) => {
    expect(errorOf(text)).toBe(message);
  });

  it('reports the 1-based position separately for the UI', () => {
    expect(parseDice('2d')).toEqual({ ok: false, error: `"2d": missing die size after 'd' at position 3`, position: 3 });
  });

  it('rejects text longer than 40 characters without scanning it', () => {
    expect(parseDice(' '.repeat(40) + '1')).toEqual({
      ok: false,
      error: 'dice expression is too long (41 characters, at most 40)',
      position: 41,
    });
    expect(parseDice('1d6' + ' '.repeat(37)).ok).toBe(true);
    expect(parseDice('1'.repeat(1_000_000)).ok).toBe(false);
  });

  it('rejects non-text input from untyped callers', () => {
    expect(parseDice(42 as unknown as string).ok).toBe(false);
  });
});

describe('parseDice: properties', () => {
  it('never throws; successes are schema-valid and within the limits', () => {
    const alphabet = fc.constantFrom(...'0123456789dD+-−/÷ \t.x*'.split(''));
    const textArb = fc.oneof(fc.string({ maxLength: 50 }), fc.string({ unit: alphabet, maxLength: 45 }));
    fc.assert(
      fc.property(textArb, (text) => {
        const result = parseDice(text);
        if (result.ok) {
          expect(text.length).toBeLessThanOrEqual(DICE_LIMITS.maxTextLength);
          expect(DiceExprSchema.safeParse(result.expr).success).toBe(true);
        } else {
          expect(result.error.length).toBeGreaterThan(0);
          expect(result.position).toBeGreaterThanOrEqual(1);
          expect(result.position).toBeLessThanOrEqual(Math.max(text.length + 1, DICE_LIMITS.maxTextLength + 1));
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('parseDice(formatDice(e)) round-trips every valid expression', () => {
    fc.assert(
      fc.property(validExprArb, (expr) => {
        const text = formatDice(expr);
        expect(text.length).toBeLessThanOrEqual(DICE_LIMITS.maxTextLength);
        expect(parseDice(text)).toEqual({ ok: true, expr });
      }),
    );
  });

  it('formatDice is canonical: formatting a parse of any accepted text is stable', () => {
    fc.assert(
      fc.property(validExprArb, fc.boolean(), fc.boolean(), (expr, upper, spaced) => {
        let text = formatDice(expr).replace('/', '÷');
        if (upper) text = text.toUpperCase();
        if (spaced) text = ` ${text.replace(/([dD÷+-])/g, ' $1 ')} `;
        const result = parseDice(text);
        expect(result.ok && formatDice(result.expr)).toBe(formatDice(expr));
      }),
    );
  });
});

describe('formatDice', () => {
  it.each([
    [makeDice(1, 6), '1d6'],
    [makeDice(2, 6, -2), '2d6-2'],
    [makeDice(1, 6, 1, 2), '1d6/2+1'],
    [makeDice(20, 100, 1000, 100), '20d100/100+1000'],
    [makeConstant(3), '3'],
    [makeConstant(-7), '-7'],
  ])('%j → %s', (expr, text) => {
    expect(formatDice(expr)).toBe(text);
  });
});

describe('DiceExprSchema', () => {
  it('accepts valid expressions and rejects invalid ones', () => {
    expect(DiceExprSchema.safeParse(makeDice(2, 6)).success).toBe(true);
    expect(DiceExprSchema.safeParse(makeConstant(3)).success).toBe(true);
    for (const bad of [
      makeDice(21, 6),
      makeDice(1, 1),
      makeDice(1, 101),
      makeDice(1, 6, 1001),
      makeDice(1, 6, 0, 0),
      makeDice(1.5, 6),
      { count: 0, sides: 6, modifier: 3, divisor: 1 },
      { count: 0, sides: 0, modifier: 3, divisor: 2 },
      { count: 1, sides: 6, modifier: 0 },
    ]) {
      expect(DiceExprSchema.safeParse(bad).success).toBe(false);
    }
  });
});
