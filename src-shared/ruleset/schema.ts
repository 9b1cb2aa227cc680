/**
 * Catalog schemas of a ruleset: movement classes, terrain, hexside types, path types and hex features.
 * Each type is defined once here (zod schema) and its TypeScript type is inferred from it.
 */
import { z } from 'zod';
import {
  Colour,
  ColumnShiftSchema,
  IdSchema,
  LineLookSchema,
  ModuleNameSchema,
  MpSchema,
  ShortText,
  SourceSchema,
  WaterKindSchema,
} from './common';
import { FeatureLifeSchema, ObstacleSchema } from './schema-obstacles';

// ---------------------------------------------------------------- movement classes

/** Light = non-mechanized (foot); mechanized = vehicles (Paratrooper 2.4, 10.3). */
export const MOVEMENT_KINDS = ['light', 'mechanized'] as const;

export const MovementClassSchema = z.strictObject({
  id: IdSchema,
  name: ShortText,
  kind: z.enum(MOVEMENT_KINDS),
});
export type MovementClass = z.infer<typeof MovementClassSchema>;

// ---------------------------------------------------------------- movement costs

/**
 * The cost for one movement class to enter a hex. `bog`: a vehicle makes a bog roll on entering (OST).
 * `amphibiousOnly`: only units with the amphibious flag may enter, at this cost (ocean for vehicles).
 */
export const MoveCostSchema = z.union([
  z.strictObject({
    mp: MpSchema.min(0.5),
    bog: z.literal(true).optional(),
    amphibiousOnly: z.literal(true).optional(),
  }),
  z.strictObject({ prohibited: z.literal(true) }),
]);
export type MoveCost = z.infer<typeof MoveCostSchema>;

/** The additional MP to cross a hexside (added to the cost of the hex entered, Paratrooper 10.5). */
export const HexsideCostSchema = z.union([
  z.strictObject({ mp: MpSchema, amphibiousOnly: z.literal(true).optional() }),
  z.strictObject({ prohibited: z.literal(true) }),
]);
export type HexsideCost = z.infer<typeof HexsideCostSchema>;

// ---------------------------------------------------------------- terrain

/** The fill patterns the map painter knows; each is drawn in the terrain's `ink` colour. */
export const TERRAIN_PATTERNS = [
  'none',
  'grass',
  'palms',
  'debris',
  'jungle',
  'dots',
  'waves',
  'ripples',
  'sand',
  'runway',
  'marsh',
  'buildings',
  'tanks',
  'trees',
  'hatch',
  'contour',
] as const;
export const TerrainPatternSchema = z.enum(TERRAIN_PATTERNS);
export type TerrainPattern = z.infer<typeof TerrainPatternSchema>;

export const TerrainLookSchema = z.strictObject({
  fill: Colour,
  pattern: TerrainPatternSchema,
  /** Pattern colour. */
  ink: Colour,
  /** Lightness (0 black .. 255 white) the hex prints at in greyscale; with the pattern it tells terrains apart. */
  grey: z.int().min(0).max(255),
});
export type TerrainLook = z.infer<typeof TerrainLookSchema>;

export const TERRAIN_CATEGORIES = ['pacific', 'operational'] as const;
export const LOS_EFFECTS = ['clear', 'degrades', 'blocks'] as const;
export const LosEffectSchema = z.enum(LOS_EFFECTS);
export type LosEffect = z.infer<typeof LosEffectSchema>;

export const TerrainSchema = z.strictObject({
  id: IdSchema,
  name: ShortText,
  /** `pacific`: OST Vol. 3 tactical terrain; `operational`: Paratrooper scenario terrain classes. */
  category: z.enum(TERRAIN_CATEGORIES),
  source: SourceSchema,
  /** Cost to enter, keyed by movement class id; every class of the ruleset must have an entry. */
  move: z.record(IdSchema, MoveCostSchema),
  /** OST-style defence modifier for units in the hex (+2 jungle, −2 ocean). */
  defence: z.int().min(-5).max(5),
  /** CRT column shift for a defender in the hex; the defaults follow `columnShiftForDefence`. */
  columnShift: ColumnShiftSchema,
  los: LosEffectSchema,
  water: WaterKindSchema,
  /** Town/refinery/fortification-like hex: caves and trenches may not be placed (OST 9.11, 10.4). */
  structure: z.boolean(),
  /** Aircraft can land here (air-landed reinforcements, Paratrooper 16.3). */
  airfield: z.boolean(),
  /** Artillery does not burst in the air over this hex (OST palms, jungle, jungle path). */
  noAirburst: z.boolean().optional(),
  /** The hex must lie next to at least one hex of these terrain ids (beach next to ocean). */
  adjacentTo: z.array(IdSchema).max(20).optional(),
  look: TerrainLookSchema,
  marks: z.strictObject({
    /** White marks on the hex corners (OST jungle). */
    cornerMarks: z.boolean(),
    /** A dot in the hex centre (OST ocean and beach). */
    centreDot: z.boolean(),
  }),
});
export type Terrain = z.infer<typeof TerrainSchema>;

// ---------------------------------------------------------------- hexsides

export const HEXSIDE_KINDS = ['water', 'bridge', 'obstacle', 'elevation'] as const;

export const HexsideTypeSchema = z.strictObject({
  id: IdSchema,
  name: ShortText,
  source: SourceSchema,
  kind: z.enum(HEXSIDE_KINDS),
  /** Additional MP to cross, keyed by movement class id; every class must have an entry. */
  move: z.record(IdSchema, HexsideCostSchema),
  /** Shift for an attack made entirely across this hexside; negative favours the defender (11.4.1). */
  columnShift: ColumnShiftSchema,
  blocksLos: z.boolean().optional(),
  /** A unit retreating across this hexside is disrupted (river, Paratrooper 13.4). */
  crossingDisrupts: z.boolean().optional(),
  /** For a bridge: the hexside type it carries units over; crossing the bridge ignores that hexside. */
  spans: IdSchema.optional(),
  /** The hexside type this one becomes when demolished (bridge -> demolished bridge, Paratrooper 19.2). */
  demolishedAs: IdSchema.optional(),
  /** An obstacle with state (wire, a minefield's edge): blocks or is cleared in play (schema-obstacles.ts). */
  obstacle: ObstacleSchema.optional(),
  look: LineLookSchema,
});
export type HexsideType = z.infer<typeof HexsideTypeSchema>;

// ---------------------------------------------------------------- paths

export const PathTypeSchema = z.strictObject({
  id: IdSchema,
  name: ShortText,
  source: SourceSchema,
  /** MP per hex moved along connected path hexes, whatever the other terrain (Paratrooper 10.6, 10.7). */
  mpPerHex: MpSchema.min(0.5),
  /** Movement class ids that may use the path rate; other classes pay the terrain cost. */
  classes: z.array(IdSchema).min(1).max(20),
  look: LineLookSchema,
});
export type PathType = z.infer<typeof PathTypeSchema>;

// ---------------------------------------------------------------- hex features (caves, trenches, roadblocks)

export const FeatureRuleSchema = z.strictObject({
  /** Matches the document's feature type (`cave`, `trench`, `roadblock`). */
  id: IdSchema,
  name: ShortText,
  source: SourceSchema,
  /** Optional rules module that must be on for the feature to count; absent = always. */
  module: ModuleNameSchema.optional(),
  /** Defence modifier added for protected units. */
  defence: z.int().min(-5).max(5),
  /** Extra CRT column shift for defenders in the hex (added to the terrain's shift). */
  columnShift: ColumnShiftSchema,
  /** Which units benefit: everybody, or light (foot) units only. */
  protects: z.enum(['all', 'light']),
  vehiclesMayEnter: z.boolean(),
  /** MP to enter or leave the feature itself (OST cave: 1). */
  enterMp: MpSchema,
  maxPerHex: z.int().min(1).max(10),
  /** Most foot units inside (OST cave: 1, plus support weapons and one leader). */
  maxFootUnits: z.int().min(1).max(20).optional(),
  /** Where the feature may not be placed. */
  forbidden: z.strictObject({
    structure: z.boolean(),
    water: z.array(WaterKindSchema).max(4),
    terrain: z.array(IdSchema).max(50),
  }),
  /** An obstacle with state (a minefield, a roadblock): blocks or is cleared in play (schema-obstacles.ts). */
  obstacle: ObstacleSchema.optional(),
  /** Destructible by fire, keeping or losing its bonus (an emplacement, a command post; schema-obstacles.ts). */
  life: FeatureLifeSchema.optional(),
});
export type FeatureRule = z.infer<typeof FeatureRuleSchema>;
