import type { CubeHex } from './types';

/** Turns -0 into 0 so results compare equal with Object.is and print as "0". */
export function withoutNegativeZero(n: number): number {
  return n === 0 ? 0 : n;
}

/** Builds an integer cube hex from q and r (s is derived). */
export function cube(q: number, r: number): CubeHex {
  return { q: withoutNegativeZero(q), r: withoutNegativeZero(r), s: withoutNegativeZero(-q - r) };
}

export function cubeAdd(a: CubeHex, b: CubeHex): CubeHex {
  return cube(a.q + b.q, a.r + b.r);
}

export function cubeSubtract(a: CubeHex, b: CubeHex): CubeHex {
  return cube(a.q - b.q, a.r - b.r);
}

export function cubeScale(a: CubeHex, factor: number): CubeHex {
  return cube(a.q * factor, a.r * factor);
}

export function cubeEquals(a: CubeHex, b: CubeHex): boolean {
  return a.q === b.q && a.r === b.r;
}

export function cubeDistance(a: CubeHex, b: CubeHex): number {
  return Math.max(Math.abs(a.q - b.q), Math.abs(a.r - b.r), Math.abs(a.s - b.s));
}

/** Linear interpolation between two (possibly fractional) cube points; the result is fractional. */
export function cubeLerp(a: CubeHex, b: CubeHex, t: number): CubeHex {
  return {
    q: a.q + (b.q - a.q) * t,
    r: a.r + (b.r - a.r) * t,
    s: a.s + (b.s - a.s) * t,
  };
}

/** Rounds a fractional cube point to the hex that contains it. */
export function cubeRound(frac: CubeHex): CubeHex {
  let q = Math.round(frac.q);
  let r = Math.round(frac.r);
  const s = Math.round(frac.s);
  const dq = Math.abs(q - frac.q);
  const dr = Math.abs(r - frac.r);
  const ds = Math.abs(s - frac.s);
  // Fix the component with the largest rounding error so that q + r + s stays 0.
  if (dq > dr && dq > ds) q = -r - s;
  else if (dr > ds) r = -q - s;
  return cube(q, r);
}
