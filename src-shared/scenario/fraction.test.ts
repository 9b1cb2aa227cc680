import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { add, fraction, fractionText, fractionValue, multiply, ONE, ZERO } from './fraction';

describe('Fraction', () => {
  it('keeps lowest terms with a positive denominator', () => {
    expect(fraction(6n, -36n)).toEqual({ num: -1n, den: 6n });
    expect(fractionText(add(fraction(1n, 6n), fraction(5n, 36n)))).toBe('11/36');
    expect(fractionText(multiply(fraction(5n, 6n), fraction(6n, 5n)))).toBe('1');
    expect(fractionText(ZERO)).toBe('0');
    expect(() => fraction(1n, 0n)).toThrow(RangeError);
  });

  it('adds and multiplies like the rationals', () => {
    const part = fc.record({ n: fc.bigInt({ min: 0n, max: 10n ** 12n }), d: fc.bigInt({ min: 1n, max: 10n ** 12n }) });
    fc.assert(
      fc.property(part, part, ({ n: a, d: b }, { n: c, d }) => {
        const sum = add(fraction(a, b), fraction(c, d));
        expect(sum.num * b * d).toBe((a * d + c * b) * sum.den);
        const product = multiply(fraction(a, b), fraction(c, d));
        expect(product.num * b * d).toBe(a * c * product.den);
      }),
    );
  });

  it('gives a double even when both parts are huge', () => {
    expect(fractionValue(fraction(11n, 36n))).toBe(11 / 36);
    const big = 6n ** 2000n;
    expect(fractionValue(fraction(big - 1n, big))).toBeCloseTo(1, 12);
    expect(fractionValue(fraction(big / 3n + 1n, big))).toBeCloseTo(1 / 3, 12);
    expect(fractionValue(ONE)).toBe(1);
  });
});
