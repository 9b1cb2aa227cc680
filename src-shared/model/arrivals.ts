import { z } from 'zod';
import { AreaSchema, ConditionsSchema, DiceText, EntrySchema, UnitSelectorSchema } from './areas';
import { IdSchema } from './ids';
import { HexRefSchema } from './map-refs';
import { LongText, ShortText } from './text';

/** A scheduled reinforcement (16.1): on this turn these units of this side arrive this way. */
export const ArrivalSchema = z.strictObject({
  id: IdSchema,
  sideId: IdSchema,
  turn: z.int().min(1).max(999),
  units: UnitSelectorSchema,
  entry: EntrySchema,
  note: ShortText,
});
export type Arrival = z.infer<typeof ArrivalSchema>;

/** What a table result does. `choice` lets the owner pick `count` of its options. */
const deploy = z.strictObject({ kind: z.literal('deploy'), units: UnitSelectorSchema, entry: EntrySchema });
const strikes = z.strictObject({
  kind: z.literal('strikes'),
  strikeKind: z.enum(['air', 'naval']),
  count: z.int().min(1).max(20),
  /** Airstrikes never fly on night turns (17.0). */
  notAtNight: z.boolean(),
});
const cp = z.strictObject({ kind: z.literal('cp'), amount: z.int().min(-20).max(20) });
const rollOn = z.strictObject({ kind: z.literal('rollOn'), tableId: IdSchema });
/** For an entry sub-table: where the units this roll belongs to come in. */
const entryArea = z.strictObject({ kind: z.literal('entryArea'), area: AreaSchema });
const noEffect = z.strictObject({ kind: z.literal('noEffect') });

export const SimpleEffectSchema = z.discriminatedUnion('kind', [deploy, strikes, cp, rollOn, entryArea, noEffect]);
export type SimpleEffect = z.infer<typeof SimpleEffectSchema>;
export const EffectSchema = z.discriminatedUnion('kind', [
  deploy, strikes, cp, rollOn, entryArea, noEffect,
  z.strictObject({ kind: z.literal('choice'), count: z.int().min(1).max(20), options: z.array(SimpleEffectSchema).min(1).max(20) }),
]);
export type Effect = z.infer<typeof EffectSchema>;
export type EffectKind = Effect['kind'];

/**
 * One thing a table row gives. It happens when every condition holds (and, when once-only, the first time
 * only); otherwise the fallback happens, or nothing. "Already arrived → only the airstrikes" is a row with a
 * plain strikes outcome beside a once-only deploy outcome.
 */
export const OutcomeSchema = z.strictObject({
  effect: EffectSchema,
  when: ConditionsSchema,
  onceOnly: z.boolean(),
  otherwise: SimpleEffectSchema.optional(),
});
export type Outcome = z.infer<typeof OutcomeSchema>;

export const TableRowSchema = z.strictObject({
  from: z.int().min(-100).max(1100),
  to: z.int().min(-100).max(1100),
  outcomes: z.array(OutcomeSchema).max(10),
});
export type TableRow = z.infer<typeof TableRowSchema>;

export const ModifierSchema = z.strictObject({ value: z.int().min(-50).max(50), when: ConditionsSchema });
export type Modifier = z.infer<typeof ModifierSchema>;

/**
 * A die-roll table (16.4): rolled by its side in every Reinforcement Phase from `firstTurn` (a `reinforcement`
 * table) or only when another result says so (a `subTable`, e.g. the entry edge). The modified result picks
 * the row; results beyond the rows' range count as the nearest row.
 */
export const DieTableSchema = z.strictObject({
  id: IdSchema,
  name: ShortText,
  sideId: IdSchema,
  use: z.enum(['reinforcement', 'subTable']),
  dice: DiceText,
  firstTurn: z.int().min(1).max(999),
  lastTurn: z.int().min(1).max(999).optional(),
  modifiers: z.array(ModifierSchema).max(20),
  rows: z.array(TableRowSchema).max(100),
  note: LongText,
});
export type DieTable = z.infer<typeof DieTableSchema>;

/** Extra command points for holding hexes with no enemy next to them (Palembang 23.3, Primosole 24.3). */
export const CpBonusSchema = z.strictObject({
  id: IdSchema,
  sideId: IdSchema,
  cp: z.int().min(-20).max(20),
  hexes: z.array(HexRefSchema).min(1).max(100),
  require: z.enum(['any', 'all']),
  noAdjacentEnemy: z.boolean(),
  note: ShortText,
});
export type CpBonus = z.infer<typeof CpBonusSchema>;
