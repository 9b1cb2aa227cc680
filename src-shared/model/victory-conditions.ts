import { z } from 'zod';
import { MAP_EDGES } from './areas';
import { IdSchema } from './ids';
import { HexRefSchema } from './map-refs';
import { ShortText } from './text';

/** What a side must hold: one hex, one objective (a feature of type objective) or a zone (a unit in it and no enemy). */
export const HoldTargetSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('hex'), hex: HexRefSchema }),
  z.strictObject({ kind: z.literal('objective'), featureId: IdSchema }),
  z.strictObject({ kind: z.literal('zone'), zoneId: IdSchema }),
]);
export type HoldTarget = z.infer<typeof HoldTargetSchema>;

const Turn = z.int().min(1).max(999);
/** The level the game-over event names when the condition decides ("Decisive victory" when blank). */
const Result = ShortText;

/**
 * Victory conditions the engine evaluates (21.1), each at its place in the sequence of play:
 *  - `hold`: `sideId` wins at the end of a turn if it holds the target: at the end of every turn up to `turn` (any turn
 *    when null) with `check: 'everyTurn'`, or at the end of turn `turn` only with `check: 'turnOnly'`; when it has not
 *    by the end of `turn`, `elseSideId` (when set) wins then;
 *  - `eliminate`: `sideId` wins at once when `percent` % (100: all) of the other sides' units are eliminated;
 *  - `exit`: `sideId` wins at once when `count` of its units have left by the `edge` (an evacuation line opens the edge);
 *  - `vp`: `sideId` wins at the end of a turn when its VP total (21.2) reaches `vp`.
 */
export const VictoryConditionSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('hold'),
    sideId: IdSchema,
    target: HoldTargetSchema,
    check: z.enum(['everyTurn', 'turnOnly']),
    turn: Turn.nullable(),
    elseSideId: IdSchema.nullable(),
    result: Result,
    /** The level named when `elseSideId` wins by the deadline ("Decisive victory" when blank). */
    elseResult: Result,
  }),
  z.strictObject({ kind: z.literal('eliminate'), sideId: IdSchema, percent: z.int().min(1).max(100), result: Result }),
  z.strictObject({ kind: z.literal('exit'), sideId: IdSchema, edge: z.enum(MAP_EDGES), count: z.int().min(1).max(999), result: Result }),
  z.strictObject({ kind: z.literal('vp'), sideId: IdSchema, vp: z.int().min(1).max(10_000), result: Result }),
]);
export type VictoryCondition = z.infer<typeof VictoryConditionSchema>;
export type VictoryConditionKind = VictoryCondition['kind'];

/** When no condition decides and the VP levels name no winner: this side wins, or (`sideId` null) the game is a draw. */
export const DefaultResultSchema = z.strictObject({ sideId: IdSchema.nullable(), result: Result });
export type DefaultResult = z.infer<typeof DefaultResultSchema>;

export const VICTORY_CONDITION_NAMES: Readonly<Record<VictoryConditionKind, string>> = {
  hold: 'Hold a hex, objective or zone',
  eliminate: 'Eliminate enemy units',
  exit: 'Exit units off an edge',
  vp: 'Reach a VP total',
};
