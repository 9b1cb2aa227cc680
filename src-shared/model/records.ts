import { z } from 'zod';
import { IdSchema } from './ids';
import { MAX_MAP_SIDE } from './map';
import { Colour, LongText, ShortText } from './text';

export const HexRefSchema = z.strictObject({
  col: z.int().min(0).max(MAX_MAP_SIDE - 1),
  row: z.int().min(0).max(MAX_MAP_SIDE - 1),
});
export type HexRef = z.infer<typeof HexRefSchema>;

/** One hex that differs from the map's default terrain or has an elevation. */
export const HexSchema = z.strictObject({
  col: HexRefSchema.shape.col,
  row: HexRefSchema.shape.row,
  terrain: IdSchema,
  elevation: z.int().min(-10).max(50),
});
export type Hex = z.infer<typeof HexSchema>;

/** A hexside feature; `id` is the canonical hexside key shared by both hexes. */
export const HexsideSchema = z.strictObject({ id: IdSchema, type: IdSchema });
export type Hexside = z.infer<typeof HexsideSchema>;

/** A road/railroad/track/trail crossing one hexside; `id` is `<hexside key>|<type>`. */
export const PathSchema = z.strictObject({ id: IdSchema, type: IdSchema });
export type PathRecord = z.infer<typeof PathSchema>;

const PropValue = z.union([z.string().max(500), z.number(), z.boolean()]);

export const FeatureSchema = z.strictObject({
  id: IdSchema,
  type: z.enum([
    'cave', 'trench', 'roadblock', 'fortification', 'objective', 'dropZone', 'commandPost', 'airfield', 'label',
  ]),
  hex: HexRefSchema,
  facing: z.int().min(0).max(5).optional(),
  props: z.record(z.string().max(40), PropValue),
});
export type Feature = z.infer<typeof FeatureSchema>;

export const ZoneSchema = z.strictObject({
  id: IdSchema,
  name: ShortText,
  colour: Colour,
  purpose: z.enum(['setup', 'entry', 'victory', 'other']),
  hexes: z.array(HexRefSchema).max(MAX_MAP_SIDE * MAX_MAP_SIDE),
});
export type Zone = z.infer<typeof ZoneSchema>;

export const SideSchema = z.strictObject({
  id: IdSchema,
  name: ShortText,
  colour: Colour,
  role: z.enum(['airborne', 'defender', 'attacker', 'other']),
  setupOrder: z.int().min(0).max(20),
});
export type Side = z.infer<typeof SideSchema>;

export const ContingentSchema = z.strictObject({
  id: IdSchema,
  code: z.string().max(12),
  sideId: IdSchema,
  name: ShortText,
  colours: z.strictObject({ background: Colour, text: Colour }),
});
export type Contingent = z.infer<typeof ContingentSchema>;

export const StepSchema = z.strictObject({
  label: z.string().max(40),
  combat: z.int().min(0).max(99),
  range: z.int().min(0).max(99),
  ma: z.int().min(0).max(99),
});
export type Step = z.infer<typeof StepSchema>;

export const UnitTypeSchema = z.strictObject({
  id: IdSchema,
  name: ShortText,
  unitClass: z.string().max(60),
  sidc: z.string().max(30),
  size: z.string().max(10),
  movementClass: IdSchema,
  flags: z.array(z.string().max(40)).max(30),
  stepModel: z.enum(['two-sided', 'chain']),
  steps: z.array(StepSchema).min(1).max(6),
});
export type UnitType = z.infer<typeof UnitTypeSchema>;

export const SetupSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('none') }),
  z.strictObject({ kind: z.literal('zone'), zoneId: IdSchema }),
  z.strictObject({ kind: z.literal('hexes'), hexes: z.array(HexRefSchema).max(10_000) }),
  z.strictObject({ kind: z.literal('rule'), text: ShortText }),
  z.strictObject({ kind: z.literal('reinforcement') }),
]);

export const UnitSchema = z.strictObject({
  id: IdSchema,
  designation: ShortText,
  typeId: IdSchema,
  contingentId: IdSchema,
  setup: SetupSchema,
  hidden: z.boolean(),
});
export type Unit = z.infer<typeof UnitSchema>;

export const StrikeSchema = z.strictObject({
  id: IdSchema,
  sideId: IdSchema,
  kind: z.enum(['air', 'naval']),
  strength: z.int().min(0).max(99),
});
export type Strike = z.infer<typeof StrikeSchema>;

export const TurnSchema = z.strictObject({
  id: IdSchema,
  index: z.int().min(1).max(999),
  label: ShortText,
  date: ShortText,
  timeOfDay: z.enum(['morning', 'afternoon', 'evening', 'night', 'day']),
  night: z.boolean(),
  cp: z.record(IdSchema, z.int().min(0).max(99)),
  notes: LongText,
});
export type Turn = z.infer<typeof TurnSchema>;

export const SpecialRuleSchema = z.strictObject({
  id: IdSchema,
  title: ShortText,
  text: LongText,
  module: IdSchema.optional(),
});
export type SpecialRule = z.infer<typeof SpecialRuleSchema>;
