import type { DiceExpr } from './diceExpr';

/**
 * Canonical text of a dice expression: `2d6`, `1d6/2+1`, `3d6-2`, `-3`.
 * Always writes the count (`1d6`, never `d6`), ASCII `/` and `-`, no spaces,
 * and omits `/1` and `+0`. `parseDice(formatDice(e))` gives back `e`.
 */
export function formatDice(expr: DiceExpr): string {
  if (expr.count === 0) return String(expr.modifier);
  return `${expr.count}d${expr.sides}${expr.divisor !== 1 ? `/${expr.divisor}` : ''}${formatModifier(expr.modifier)}`;
}

function formatModifier(modifier: number): string {
  if (modifier > 0) return `+${modifier}`;
  if (modifier < 0) return `-${-modifier}`;
  return '';
}
