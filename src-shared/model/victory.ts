import { z } from 'zod';
import { MAP_EDGES } from './areas';
import { IdSchema } from './ids';
import { LongText, ShortText } from './text';
import { DefaultResultSchema, VictoryConditionSchema } from './victory-conditions';

const Ids = z.array(IdSchema).max(200);

/** Which eliminated units a VP line counts: all listed criteria must match; an empty matcher counts every unit. */
export const UnitMatchSchema = z.strictObject({
  contingentIds: Ids,
  unitClasses: z.array(z.string().max(60)).max(50),
  flags: z.array(z.string().max(40)).max(30),
});

export const EliminationVpSchema = z.strictObject({
  /** The side whose eliminated units are counted; the other side scores. */
  sideId: IdSchema,
  what: z.enum(['units', 'strikes']),
  match: UnitMatchSchema,
  vp: z.int().min(0).max(100),
  label: ShortText,
});
export type EliminationVp = z.infer<typeof EliminationVpSchema>;

export const EvacuationVpSchema = z.strictObject({
  sideId: IdSchema,
  contingentIds: Ids,
  edge: z.enum(MAP_EDGES),
  vp: z.int().min(0).max(100),
  /** Evacuation opens once any unit of these contingents has arrived (Primosole: 4A or 151); at once when empty. */
  afterArrivalOf: Ids,
});
export type EvacuationVp = z.infer<typeof EvacuationVpSchema>;

export const SuddenDeathSchema = z.strictObject({
  fromTurn: z.int().min(1).max(999),
  /** `objectivesAndNoEnemy`: one side holds every objective hex and the other has no unit on the map (21.1). */
  kind: z.enum(['objectivesAndNoEnemy', 'custom']),
  text: ShortText,
  result: ShortText,
});

/** Levels by the VP difference, lowest first: each applies from `from` up to the next level's `from`. */
export const VictoryLevelSchema = z.strictObject({ from: z.int().min(0).max(10_000), name: ShortText });

export const VictorySchema = z.strictObject({
  suddenDeath: z.array(SuddenDeathSchema).max(10),
  /** First matching line counts, so specific lines go before "all other units". */
  elimination: z.array(EliminationVpSchema).max(50),
  evacuation: z.array(EvacuationVpSchema).max(10),
  levels: z.array(VictoryLevelSchema).max(10),
  historical: LongText,
  /** Conditions the engine evaluates (victory-conditions.ts); absent in scenarios that have none. */
  conditions: z.array(VictoryConditionSchema).max(20).optional(),
  /** The result when no condition decides and the VP levels name no winner; absent: nobody wins. */
  otherwise: DefaultResultSchema.optional(),
});
export type Victory = z.infer<typeof VictorySchema>;

export function defaultVictory(): Victory {
  return {
    suddenDeath: [{ fromTurn: 2, kind: 'objectivesAndNoEnemy', text: '', result: 'Decisive victory' }],
    elimination: [],
    evacuation: [],
    levels: [
      { from: 0, name: 'Draw' },
      { from: 11, name: 'Tactical victory' },
      { from: 26, name: 'Operational victory' },
      { from: 41, name: 'Strategic victory' },
    ],
    historical: '',
  };
}
