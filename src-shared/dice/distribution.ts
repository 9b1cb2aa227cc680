/**
 * Exact probability distributions of dice expressions.
 *
 * Method: exact discrete convolution. The distribution of the sum of n dice
 * is the single-die distribution (1 way for each face 1..sides) convolved
 * with itself n times:
 *
 *   ways_n(s) = Σ_{f=1..sides} ways_{n-1}(s - f)
 *
 * Because the single-die kernel is uniform, each convolution step is done
 * with a running window sum (O(range) per die instead of O(range × sides)).
 * Counts are BigInt, so they stay exact even for 20d100 (100^20 outcomes).
 * The sums are then mapped through floor(sum / divisor) + modifier, merging
 * counts of sums that land on the same value. Probabilities are derived
 * last: p = count / sides^count, each correctly rounded to a double.
 */
import { assertDiceExpr, type DiceExpr } from './diceExpr';

export type OutcomeCount = { readonly value: number; readonly count: bigint };

export type DiceCounts = {
  /** Number of equally likely die-face sequences: sides^count (1 for a constant). */
  readonly outcomes: bigint;
  /** Ways to get each possible value, sorted by value, counts > 0; Σ count = outcomes. */
  readonly counts: readonly OutcomeCount[];
};

export type OutcomeProbability = { readonly value: number; readonly p: number };

/** Possible values sorted ascending, each with probability p > 0; Σ p = 1 (within 1e-12). */
export type DiceDistribution = readonly OutcomeProbability[];

/** Ways to roll each sum of `count` dice with `sides` faces; index 0 is the sum `count`. */
function sumWays(count: number, sides: number): bigint[] {
  let ways: bigint[] = [1n]; // zero dice: sum 0 in exactly one way
  for (let die = 0; die < count; die++) {
    // Convolve with the uniform kernel [1, 1, …, 1] (sides ones), shifted by 1.
    const next: bigint[] = new Array<bigint>(ways.length + sides - 1);
    let window = 0n;
    for (let i = 0; i < next.length; i++) {
      if (i < ways.length) window += ways[i] ?? 0n;
      if (i - sides >= 0) window -= ways[i - sides] ?? 0n;
      next[i] = window;
    }
    ways = next;
  }
  return ways;
}

/** Exact integer counts of every value over all sides^count equally likely outcomes. */
export function distributionCounts(expr: DiceExpr): DiceCounts {
  assertDiceExpr(expr, 'distributionCounts');
  const ways = sumWays(expr.count, expr.sides);
  const byValue = new Map<number, bigint>();
  ways.forEach((count, index) => {
    const value = Math.floor((expr.count + index) / expr.divisor) + expr.modifier;
    byValue.set(value, (byValue.get(value) ?? 0n) + count);
  });
  // Sums are visited in increasing order and the mapping is non-decreasing,
  // so Map insertion order is already sorted by value.
  const counts = [...byValue].map(([value, count]) => ({ value, count }));
  return { outcomes: BigInt(expr.sides) ** BigInt(expr.count), counts };
}

/** Exact distribution as probabilities (see the module comment for the method). */
export function distribution(expr: DiceExpr): DiceDistribution {
  const { outcomes, counts } = distributionCounts(expr);
  const total = Number(outcomes);
  return counts.map(({ value, count }) => ({ value, p: Number(count) / total }));
}

/** P(value ≥ x). */
export function probabilityAtLeast(dist: DiceDistribution, x: number): number {
  return clampProbability(dist.reduce((acc, { value, p }) => (value >= x ? acc + p : acc), 0));
}

/** P(from ≤ value ≤ to), both ends inclusive; 0 when from > to. */
export function probabilityInRange(dist: DiceDistribution, from: number, to: number): number {
  return clampProbability(dist.reduce((acc, { value, p }) => (value >= from && value <= to ? acc + p : acc), 0));
}

function clampProbability(p: number): number {
  return Math.min(1, Math.max(0, p));
}
