/** Exact non-negative rationals over BigInt, always in lowest terms with a positive denominator. */
export type Fraction = { readonly num: bigint; readonly den: bigint };

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function fraction(num: bigint, den: bigint = 1n): Fraction {
  if (den === 0n) throw new RangeError('fraction: zero denominator');
  if (den < 0n) [num, den] = [-num, -den];
  const g = gcd(num, den);
  return g > 1n ? { num: num / g, den: den / g } : { num, den };
}

export const ZERO = fraction(0n);
export const ONE = fraction(1n);

export function add(a: Fraction, b: Fraction): Fraction {
  return a.den === b.den ? fraction(a.num + b.num, a.den) : fraction(a.num * b.den + b.num * a.den, a.den * b.den);
}

export function multiply(a: Fraction, b: Fraction): Fraction {
  return fraction(a.num * b.num, a.den * b.den);
}

/** "11/36", or "0" and "1" for whole numbers. */
export function fractionText(f: Fraction): string {
  return f.den === 1n ? String(f.num) : `${f.num}/${f.den}`;
}

function bitLength(n: bigint): number {
  return (n < 0n ? -n : n).toString(2).length;
}

/** The nearest double; both parts are scaled down first when they would overflow a double. */
export function fractionValue(f: Fraction): number {
  const excess = Math.max(bitLength(f.num), bitLength(f.den)) - 1000;
  if (excess <= 0) return Number(f.num) / Number(f.den);
  const shift = BigInt(excess);
  return Number(f.num >> shift) / Number(f.den >> shift);
}
