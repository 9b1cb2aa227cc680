/**
 * Dice for Atoll's rules engine: a seeded PRNG whose state is plain JSON in
 * the game state, dice expressions as designers type them (`2d6`, `1d6/2+1`),
 * rolls that keep the individual faces, and exact probability distributions.
 * Pure functions only: no Math.random, no clocks, no I/O.
 */
export { RngStateSchema, nextUint32, seedRng, type RngState, type RngStep } from './rng';
export { rollDie } from './rollDie';
export { cyrb128 } from './seedHash';
export {
  DICE_LIMITS,
  DiceExprSchema,
  assertDiceExpr,
  makeConstant,
  makeDice,
  maxValue,
  minValue,
  type DiceExpr,
} from './diceExpr';
export { parseDice, type ParseDiceResult } from './parseDice';
export { formatDice } from './formatDice';
export { rollDice, totalOf, type DiceRoll } from './rollDice';
export { describeRoll } from './describeRoll';
export {
  distribution,
  distributionCounts,
  probabilityAtLeast,
  probabilityInRange,
  type DiceCounts,
  type DiceDistribution,
  type OutcomeCount,
  type OutcomeProbability,
} from './distribution';
