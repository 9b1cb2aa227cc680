/**
 * A dice expression as plain JSON data: `count` dice with `sides` faces,
 * the sum divided by `divisor` and rounded down, then `modifier` added.
 *
 *   value = floor((sum of `count` dice) / divisor) + modifier
 *
 * ORDER: the divisor applies to the dice sum first, then the modifier is
 * added, so `1d6/2+1` = floor(d6 / 2) + 1 (range 1..4). The dice sum is always
 * positive, so "rounded down" and "rounded toward zero" agree.
 *
 * A constant (e.g. `3`) is `{ count: 0, sides: 0, modifier: 3, divisor: 1 }`:
 * no dice, and `sides`/`divisor` fixed to 0/1 so every value has exactly one
 * representation (deep equality == same expression).
 */
import { z } from 'zod';

export const DICE_LIMITS = {
  /** Most dice in one expression. */
  maxCount: 20,
  minSides: 2,
  maxSides: 100,
  /** Largest |modifier| (and |constant|). */
  maxModifier: 1000,
  /** Largest divisor; 1 means "no division". */
  maxDivisor: 100,
  /** Longest text `parseDice` accepts. */
  maxTextLength: 40,
} as const;

export const DiceExprSchema = z
  .object({
    count: z.int().min(0).max(DICE_LIMITS.maxCount),
    sides: z.int().min(0).max(DICE_LIMITS.maxSides),
    modifier: z.int().min(-DICE_LIMITS.maxModifier).max(DICE_LIMITS.maxModifier),
    divisor: z.int().min(1).max(DICE_LIMITS.maxDivisor),
  })
  .superRefine((expr, ctx) => {
    if (expr.count === 0) {
      if (expr.sides !== 0) {
        ctx.addIssue({ code: 'custom', path: ['sides'], message: 'a constant (count 0) must have sides 0' });
      }
      if (expr.divisor !== 1) {
        ctx.addIssue({ code: 'custom', path: ['divisor'], message: 'a constant (count 0) must have divisor 1' });
      }
    } else if (expr.sides < DICE_LIMITS.minSides) {
      ctx.addIssue({
        code: 'custom',
        path: ['sides'],
        message: `dice need ${DICE_LIMITS.minSides}..${DICE_LIMITS.maxSides} sides`,
      });
    }
  });

export type DiceExpr = Readonly<z.infer<typeof DiceExprSchema>>;

/** Builds a dice expression `count`d`sides` with optional divisor and modifier (not validated). */
export function makeDice(count: number, sides: number, modifier = 0, divisor = 1): DiceExpr {
  return { count, sides, modifier, divisor };
}

/** Builds a constant expression (not validated). */
export function makeConstant(value: number): DiceExpr {
  return { count: 0, sides: 0, modifier: value, divisor: 1 };
}

const inRange = (n: unknown, min: number, max: number): boolean => Number.isInteger(n) && (n as number) >= min && (n as number) <= max;

/**
 * Plainly valid (DiceExprSchema accepts it): the check every roll makes, so it reads four numbers instead of running
 * the schema. Whatever it does not accept goes to the schema, which decides and explains.
 */
function plainlyValid(expr: DiceExpr): boolean {
  if (typeof expr !== 'object' || expr === null) return false;
  const { count, sides, modifier, divisor } = expr;
  // A constant as the schema has it (count 0, sides 0, divisor 1): games roll constants from their tables often.
  if (count === 0 && sides === 0 && divisor === 1) return inRange(modifier, -DICE_LIMITS.maxModifier, DICE_LIMITS.maxModifier);
  if (!inRange(count, 1, DICE_LIMITS.maxCount) || !inRange(sides, DICE_LIMITS.minSides, DICE_LIMITS.maxSides)) return false;
  return inRange(modifier, -DICE_LIMITS.maxModifier, DICE_LIMITS.maxModifier) && inRange(divisor, 1, DICE_LIMITS.maxDivisor);
}

/** Throws RangeError with a readable message if `expr` is not a valid DiceExpr. */
export function assertDiceExpr(expr: DiceExpr, caller: string): void {
  if (plainlyValid(expr)) return;
  const result = DiceExprSchema.safeParse(expr);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    throw new RangeError(`${caller}: invalid dice expression ${JSON.stringify(expr)} (${where}${issue?.message ?? 'invalid'})`);
  }
}

/** Smallest possible result. */
export function minValue(expr: DiceExpr): number {
  return Math.floor(expr.count / expr.divisor) + expr.modifier;
}

/** Largest possible result. */
export function maxValue(expr: DiceExpr): number {
  return Math.floor((expr.count * expr.sides) / expr.divisor) + expr.modifier;
}
