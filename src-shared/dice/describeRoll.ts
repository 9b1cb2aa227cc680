import type { DiceExpr } from './diceExpr';
import { formatDice } from './formatDice';

/**
 * Human-readable arithmetic of a roll, for logs and the play-test UI:
 *
 *   2d6       "2d6: 3 + 5 = 8"
 *   1d6       "1d6: 4"
 *   1d6+1     "1d6+1: 4 + 1 = 5"
 *   2d6-2     "2d6-2: 3 + 5 - 2 = 6"
 *   1d6÷2     "1d6÷2: 5 → 2"
 *   2d6÷2+1   "2d6÷2+1: 3 + 4 = 7 → 3 + 1 = 4"
 *   3         "3: 3"
 *
 * Division is shown as `÷` and "→" marks the halving-and-rounding-down.
 * The last number printed is `total` as given; intermediate steps are
 * computed from `dice` (callers pass the result of `rollDice`).
 */
export function describeRoll(expr: DiceExpr, dice: readonly number[], total: number): string {
  const label = formatDice(expr).replace('/', '÷');
  if (expr.count === 0) return `${label}: ${total}`;

  const sum = dice.reduce((acc, face) => acc + face, 0);
  const modifierText = expr.modifier === 0 ? '' : `${expr.modifier > 0 ? ' + ' : ' - '}${Math.abs(expr.modifier)}`;
  const facesText = dice.join(' + ');
  if (expr.divisor === 1) {
    // "3 + 5 - 2 = 6"; a lone die with no modifier is just "4".
    return dice.length === 1 && expr.modifier === 0
      ? `${label}: ${facesText}`
      : `${label}: ${facesText}${modifierText} = ${total}`;
  }
  // "3 + 4 = 7 → 3 + 1 = 4": sum, then halve-and-floor, then the modifier.
  const sumText = dice.length > 1 ? `${facesText} = ${sum}` : facesText;
  return expr.modifier === 0
    ? `${label}: ${sumText} → ${total}`
    : `${label}: ${sumText} → ${Math.floor(sum / expr.divisor)}${modifierText} = ${total}`;
}
