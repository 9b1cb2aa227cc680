import { assertDiceExpr, type DiceExpr } from './diceExpr';
import type { RngState } from './rng';
import { rollDie } from './rollDie';

export type DiceRoll = {
  /** floor(sum of dice / divisor) + modifier */
  readonly total: number;
  /** The individual die faces in the order rolled, so the UI can show the arithmetic. */
  readonly dice: readonly number[];
  readonly state: RngState;
};

/**
 * Rolls a dice expression: `count` calls of `rollDie`, then
 * total = floor(sum / divisor) + modifier (divide first, then add).
 * A constant consumes no random numbers and returns the input state.
 * Throws RangeError if `expr` is not a valid DiceExpr.
 */
export function rollDice(state: RngState, expr: DiceExpr): DiceRoll {
  assertDiceExpr(expr, 'rollDice');
  const faces: number[] = [];
  let current = state;
  for (let i = 0; i < expr.count; i++) {
    const step = rollDie(current, expr.sides);
    faces.push(step.value);
    current = step.state;
  }
  return { total: totalOf(expr, faces), dice: faces, state: current };
}

/** The result of an expression for the given die faces: floor(sum / divisor) + modifier. */
export function totalOf(expr: DiceExpr, faces: readonly number[]): number {
  const sum = faces.reduce((acc, face) => acc + face, 0);
  return Math.floor(sum / expr.divisor) + expr.modifier;
}
