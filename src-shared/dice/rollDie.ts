import { nextUint32, type RngState, type RngStep } from './rng';

const TWO_POW_32 = 4294967296;

/**
 * Rolls one fair die with faces 1..sides.
 *
 * Uses rejection sampling, so there is no modulo bias: raw uint32 values at or
 * above the largest multiple of `sides` that fits in 2^32 are thrown away and
 * a new value is drawn. For dice up to d100 a redraw is needed with
 * probability < 3e-8, so one roll almost always consumes exactly one draw.
 *
 * `sides` must be an integer in 1..2^32; otherwise throws RangeError.
 */
export function rollDie(state: RngState, sides: number): RngStep<number> {
  if (!Number.isInteger(sides) || sides < 1 || sides > TWO_POW_32) {
    throw new RangeError(`rollDie: sides must be an integer in 1..2^32, got ${String(sides)}`);
  }
  const limit = TWO_POW_32 - (TWO_POW_32 % sides);
  let current = state;
  for (;;) {
    const step = nextUint32(current);
    current = step.state;
    if (step.value < limit) return { value: (step.value % sides) + 1, state: current };
  }
}
