// Rules Atoll 14.9 (obstacles with state), Atoll 14.10 (features with a life).
/**
 * The data of obstacles and of features with a life, as optional parts of hexside types and feature rules:
 *  - an obstacle (`obstacle`, on a hexside type or a feature rule) stands until cleared. While it stands, classes the
 *    hexside's move table prohibits (a feature's `blocks`) cannot cross it (enter its hex); classes listed in
 *    `clearedByCrossing` cross it (enter its hex) at the usual cost and clear it as they do; other classes cross a
 *    standing feature obstacle freely and a hexside one at its move table's cost; `clearers` (N units, of a flag and/or
 *    of given classes) clear it by spending their Engineering Phase next to it (or in its hex). A cleared hexside
 *    becomes `clearedAs` (a plain hexside when absent); a cleared feature is gone;
 *  - a feature's `life` makes it destructible by fire: every attack, ranged fire or strike against its hex rolls its
 *    own table; a destroyed feature keeps its defence bonus (its column shift and `defenceAdd`) only when
 *    `keepsBonus` says so.
 * Absent parts leave hexside types and features exactly as before.
 */
import { z } from 'zod';
import { D6Schema, IdSchema } from './common';

/** Who clears an obstacle by spending a phase next to it: `count` units, each with `flag` and of one of `classes` when given. */
export const ObstacleClearersSchema = z.strictObject({
  count: z.int().min(1).max(6),
  /** A unit flag every clearer has ('engineer'); any unit when absent. */
  flag: z.string().min(1).max(40).optional(),
  /** The movement classes clearers are of; any class when absent. */
  classes: z.array(IdSchema).min(1).max(20).optional(),
});
export type ObstacleClearers = z.infer<typeof ObstacleClearersSchema>;

export const ObstacleSchema = z.strictObject({
  /** Movement classes that cross the hexside (enter the hex) while it stands and clear it as they do. */
  clearedByCrossing: z.array(IdSchema).max(20).optional(),
  /** Units that clear it by spending the Engineering Phase next to it (or in its hex). */
  clearers: ObstacleClearersSchema.optional(),
  /** A hexside obstacle: the hexside type in force once cleared; a plain hexside when absent. */
  clearedAs: IdSchema.optional(),
  /** A hex obstacle (feature): movement classes that may not enter its hex while it stands. */
  blocks: z.array(IdSchema).max(20).optional(),
});
export type Obstacle = z.infer<typeof ObstacleSchema>;

export const FEATURE_FIRE_RESULTS = ['destroyed', 'intact'] as const;

/** One row of a feature's destruction table: the die roll and what it does to the feature. */
export const FeatureFireRowSchema = z.strictObject({
  roll: z.int().min(1).max(6),
  result: z.enum(FEATURE_FIRE_RESULTS),
});
export type FeatureFireRow = z.infer<typeof FeatureFireRowSchema>;

export const FeatureLifeSchema = z
  .strictObject({
    /** Defence strength added to the defenders of its hex while the feature counts (besides its column shift). */
    defenceAdd: z.int().min(0).max(20).optional(),
    dice: D6Schema,
    /** The destruction table, rolled after every attack, ranged fire or strike against the hex: rolls 1 to 6 in order. */
    rows: z.array(FeatureFireRowSchema).length(6),
    /** A destroyed feature still gives its defence bonus (rubble that still shelters); otherwise it loses it. */
    keepsBonus: z.boolean(),
  })
  .superRefine((life, ctx) => {
    life.rows.forEach((row, i) => {
      if (row.roll !== i + 1) ctx.addIssue({ code: 'custom', path: ['rows', i, 'roll'], message: `roll must be ${i + 1}: the rows list the rolls 1 to 6 in order` });
    });
  });
export type FeatureLife = z.infer<typeof FeatureLifeSchema>;

/** A destruction table: rolls from `from` up destroy the feature. */
export function featureFireRows(from: number): FeatureFireRow[] {
  return [1, 2, 3, 4, 5, 6].map((roll) => ({ roll, result: roll >= from ? 'destroyed' : 'intact' }));
}
