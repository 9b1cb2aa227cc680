/**
 * Seeded pseudo-random number generator whose whole state is plain JSON data
 * (four uint32 words), so it can live inside the game state, be saved with a
 * play-test session and replay to the same rolls anywhere (DESIGN.md §4.1).
 *
 * Generator: sfc32 ("Small Fast Counter", Chris Doty-Humphrey, PractRand).
 * 128-bit state, passes PractRand/BigCrush, and the `d` word is a counter, so
 * no state (not even all zeros) is a short cycle: period >= 2^32, ~2^127 on
 * average. Every function here is pure: it returns a new state and never
 * mutates its input.
 */
import { z } from 'zod';
import { cyrb128, splitSafeInteger } from './seedHash';

export const RngStateSchema = z.object({
  a: z.uint32(),
  b: z.uint32(),
  c: z.uint32(),
  d: z.uint32(),
});

/** The generator state: four unsigned 32-bit integers. Treat as immutable. */
export type RngState = Readonly<z.infer<typeof RngStateSchema>>;

export type RngStep<T> = { readonly value: T; readonly state: RngState };

/** Outputs discarded after seeding, as PractRand's own sfc32 seeding does. */
const WARM_UP_ROUNDS = 12;

/** One sfc32 step: returns the next uint32 and the following state. */
export function nextUint32(state: RngState): RngStep<number> {
  const { a, b, c, d } = state;
  const t = (((a + b) | 0) + d) | 0;
  const next: RngState = {
    a: (b ^ (b >>> 9)) >>> 0,
    b: (c + (c << 3)) >>> 0,
    c: (((c << 21) | (c >>> 11)) + t) >>> 0,
    d: (d + 1) >>> 0,
  };
  return { value: t >>> 0, state: next };
}

function warmUp(state: RngState): RngState {
  let current = state;
  for (let i = 0; i < WARM_UP_ROUNDS; i++) current = nextUint32(current).state;
  return current;
}

/**
 * Creates a generator state from a seed.
 *
 * - number: must be a safe integer (negative allowed). Seeded the PractRand
 *   way: a = 0, b = low 32 bits, c = high 32 bits, d = 1.
 * - string: hashed with cyrb128 into a, b, c, d.
 *
 * Both are then warmed up by discarding 12 outputs. Numbers and strings are
 * separate seed spaces: `seedRng(1)` and `seedRng('1')` give different states.
 * Throws RangeError for a number that is not a safe integer.
 */
export function seedRng(seed: number | string): RngState {
  if (typeof seed === 'string') {
    const [a, b, c, d] = cyrb128(seed);
    return warmUp({ a, b, c, d });
  }
  if (!Number.isSafeInteger(seed)) {
    throw new RangeError(`seedRng: a numeric seed must be a safe integer, got ${String(seed)}`);
  }
  const [low, high] = splitSafeInteger(seed);
  return warmUp({ a: 0, b: low, c: high, d: 1 });
}
