import { z } from 'zod';
import { IdSchema } from './ids';
import { MAX_MAP_SIDE } from './map';
import { AreaSchema } from './areas';
import { ArrivalOrderSchema } from './arrival-orders';
import { FEATURE_TYPES, HexRefSchema } from './map-refs';
import { Colour, LongText, ShortText } from './text';
import { CarrierSchema } from './transport';

const HEX_COORD = '(?:0|[1-9][0-9]{0,3})';
/** `col,row:side`, the canonical key of a hexside (side 0-2 of the hex that owns it). */
export const HEXSIDE_KEY = new RegExp(`^${HEX_COORD},${HEX_COORD}:[012]$`);
/** A hexside key, a bar and the path's type. */
export const PATH_KEY = new RegExp(`^${HEX_COORD},${HEX_COORD}:[012]\\|.+$`);

/** One hex that differs from the map's default terrain or has an elevation. */
export const HexSchema = z.strictObject({
  col: HexRefSchema.shape.col,
  row: HexRefSchema.shape.row,
  terrain: IdSchema,
  elevation: z.int().min(-10).max(50),
});
export type Hex = z.infer<typeof HexSchema>;

/** A hexside feature; `id` is the canonical hexside key shared by both hexes. */
export const HexsideSchema = z.strictObject({ id: IdSchema.regex(HEXSIDE_KEY, 'a hexside key such as 12,7:1 (column,row:side 0-2)'), type: IdSchema });
export type Hexside = z.infer<typeof HexsideSchema>;

/** A road/railroad/track/trail crossing one hexside; `id` is `<hexside key>|<type>`. */
export const PathSchema = z.strictObject({ id: IdSchema.regex(PATH_KEY, 'a hexside key and the path type, such as 12,7:1|road'), type: IdSchema });
export type PathRecord = z.infer<typeof PathSchema>;

const PropValue = z.union([z.string().max(500), z.number(), z.boolean()]);

export const FeatureSchema = z.strictObject({
  id: IdSchema,
  type: z.enum(FEATURE_TYPES),
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

/** What a zone is for, as the interface says it. */
export const ZONE_PURPOSE_NAMES: Readonly<Record<Zone['purpose'], string>> = {
  setup: 'Set-up area',
  entry: 'Entry edge',
  victory: 'Victory area',
  other: 'Other',
};

export const SIDE_ROLES = ['airborne', 'defender', 'attacker', 'other'] as const;

export const SideSchema = z.strictObject({
  id: IdSchema,
  name: ShortText,
  colour: Colour,
  role: z.enum(SIDE_ROLES),
  /** Lower sets up first. */
  setupOrder: z.int().min(0).max(20),
  /** Most units this side may place in one hex at set-up; no limit beyond stacking when absent. */
  setupMaxPerHex: z.int().min(1).max(20).optional(),
  /** Share of this side's set-up units that may be placed hidden, in percent. */
  hiddenPercent: z.int().min(0).max(100),
  /** Most of this side's ground units that may make a ranged attack in one combat (11.2.2). */
  fireCoordination: z.int().min(0).max(20),
  airstrikesPerHex: z.int().min(0).max(20),
  navalGunfirePerHex: z.int().min(0).max(20),
  /** Drop-zone markers placed on turn 1 at no CP cost (6.1), and the terrain they may go on (any when empty). */
  /**
   * Drop-zone markers (6.1): `count` free on the first turn, on `terrain` (any hex open to ground units when empty);
   * `later`, when the scenario allows more, up to `count` further markers from turn `fromTurn` on, `cp` each.
   */
  dropZones: z.strictObject({
    count: z.int().min(0).max(50),
    terrain: z.array(IdSchema).max(50),
    later: z
      .strictObject({ count: z.int().min(1).max(50), fromTurn: z.int().min(1).max(999), cp: z.int().min(0).max(20), terrain: z.array(IdSchema).max(50) })
      .optional(),
  }),
  airSupply: z.int().min(0).max(20),
  /** Starshells for the whole scenario (OST 17.3), used when the starshells module is on; none when absent. */
  starshells: z.int().min(0).max(99).optional(),
  /** The side writes down its arrival order before play, sealed from the other side and checked afterwards. */
  arrivalPlan: z.boolean(),
  /** The side's arrival order at unit level (arrival-orders.ts); none when absent. */
  arrivalOrder: ArrivalOrderSchema.optional(),
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

/** Most steps a unit type may have: a chain of up to 12 (a squad of figures losing one at a time). */
export const MAX_STEPS = 12;

export const UnitTypeSchema = z.strictObject({
  id: IdSchema,
  name: ShortText,
  unitClass: z.string().max(60),
  sidc: z.string().max(30),
  size: z.string().max(10),
  movementClass: IdSchema,
  flags: z.array(z.string().max(40)).max(30),
  stepModel: z.enum(['two-sided', 'chain']),
  steps: z.array(StepSchema).min(1).max(MAX_STEPS),
  /** A carrier (landing craft, truck, amtrac): what it carries and what loading costs; absent for other types. */
  carrier: CarrierSchema.optional(),
});
export type UnitType = z.infer<typeof UnitTypeSchema>;

/** Where a unit starts: not yet decided, somewhere in an area, by a special rule's text, or it arrives later. */
export const SetupSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('none') }),
  z.strictObject({ kind: z.literal('area'), area: AreaSchema }),
  z.strictObject({ kind: z.literal('rule'), text: ShortText }),
  z.strictObject({ kind: z.literal('reinforcement') }),
]);
export type Setup = z.infer<typeof SetupSchema>;

export const UnitSchema = z.strictObject({
  id: IdSchema,
  designation: ShortText,
  typeId: IdSchema,
  contingentId: IdSchema,
  setup: SetupSchema,
  hidden: z.boolean(),
  /** The carrier unit it starts aboard (transport), wherever that carrier sets up; absent for most units. */
  aboard: IdSchema.optional(),
});
export type Unit = z.infer<typeof UnitSchema>;

/** An airstrike or naval gunfire marker (12.0); its back is the generic side of the marker. */
export const StrikeSchema = z.strictObject({
  id: IdSchema,
  sideId: IdSchema,
  kind: z.enum(['air', 'naval']),
  strength: z.int().min(0).max(99),
  label: z.string().max(40),
  /** Available from the start (Palembang: four Japanese airstrikes); otherwise it arrives from a table. */
  initial: z.boolean(),
  /** Usable only on the turn it arrives (airstrikes), or for the rest of the game once arrived (naval gunfire). */
  availability: z.enum(['arrivalTurn', 'restOfGame']),
  /** When shot down by AAA: gone for good, or back the next time a table brings one. */
  shotDown: z.enum(['eliminated', 'replaced']),
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
  /** Numbers, words or switches that tune the module (e.g. `fireOn: 4`); each module documents its keys and defaults. */
  params: z
    .record(z.string().regex(/^[A-Za-z][A-Za-z0-9_.:,|/-]{0,119}$/, 'param names start with a letter; then letters, digits and _ . : , | / -'), z.union([z.number().finite(), z.string().max(200), z.boolean()]))
    .refine((p) => Object.keys(p).length <= 20, 'at most 20 params')
    .optional(),
});
export type SpecialRule = z.infer<typeof SpecialRuleSchema>;
