import { z } from 'zod';
import { parseDice } from '../dice/parseDice';
import { COMPASS_EDGES, type CompassEdge } from '../hex/compass';
import { IdSchema } from './ids';
import { MAX_MAP_SIDE } from './map';
import { FEATURE_TYPES, HexRefSchema } from './map-refs';

/** Compass edges; `MapSettings.north` says which sheet side each lies on. */
export const MAP_EDGES = COMPASS_EDGES;
export type MapEdge = CompassEdge;

/** A dice expression as a designer types it (`1d6`, `2d6`, `1d6÷2`, `1d6+12`, `3`); stored as text, parsed on use. */
export const DiceText = z
  .string()
  .max(40)
  .superRefine((text, ctx) => {
    const parsed = parseDice(text);
    if (!parsed.ok) ctx.addIssue({ code: 'custom', message: `"${text}" is not a dice expression: ${parsed.error}` });
  });

const Ids = z.array(IdSchema).max(200);

/**
 * Where units may be placed: at set-up, on arrival, or where a table entry sends them. Every way the seed
 * scenarios state a place is one kind: a painted zone, listed hexes, a stretch of a map edge, or the hexes
 * matching terrain/hexside/feature types ("any town or refinery hex", "any river hex or hexside", "in
 * fortifications"), optionally widened to their neighbours ("on or adjacent to the airfield").
 */
export const AreaSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('anywhere') }),
  z.strictObject({ kind: z.literal('zone'), zoneId: IdSchema }),
  z.strictObject({ kind: z.literal('hexes'), hexes: z.array(HexRefSchema).max(10_000) }),
  z.strictObject({
    kind: z.literal('edge'),
    edge: z.enum(MAP_EDGES),
    /** First and last position along the edge: the column on a top/bottom sheet side, the row on a left/right one,
     *  0-based; the whole edge when absent. */
    from: z.int().min(0).max(MAX_MAP_SIDE - 1).optional(),
    to: z.int().min(0).max(MAX_MAP_SIDE - 1).optional(),
  }),
  z.strictObject({
    kind: z.literal('matching'),
    terrain: Ids,
    hexsides: Ids,
    features: z.array(z.enum(FEATURE_TYPES)).max(20),
    /** Also every hex next to a matching one. */
    adjacent: z.boolean(),
  }),
]);
export type Area = z.infer<typeof AreaSchema>;

/** Which units: whole contingents (the ones not yet in play), chosen units, or "any N units of these types from these contingents". */
export const UnitSelectorSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('contingents'), contingentIds: Ids.min(1) }),
  z.strictObject({ kind: z.literal('units'), unitIds: z.array(IdSchema).min(1).max(10_000) }),
  z.strictObject({
    kind: z.literal('pick'),
    contingentIds: Ids.min(1),
    /** Unit types allowed; any type when empty. */
    typeIds: Ids,
    /** How many: a number or a dice expression rolled when they arrive (Primosole: 1d6+12). */
    count: DiceText,
  }),
]);
export type UnitSelector = z.infer<typeof UnitSelectorSchema>;

export const ARRIVAL_METHODS = ['ground', 'airdrop', 'airLanded'] as const;
/** How arriving units come in: ground entry on the first usable area (later areas are fallbacks when the
 *  enemy holds every hex of the earlier ones), airdrop within one hex of a drop zone (6.0), or air-landed on a
 *  friendly airfield (16.3). `entryTableId` names a table whose roll chooses the entry area. */
export const EntrySchema = z.strictObject({
  method: z.enum(ARRIVAL_METHODS),
  areas: z.array(AreaSchema).max(10),
  entryTableId: IdSchema.optional(),
  /** May the owner hold the units back to a later turn (16.1)? */
  mayDelay: z.boolean(),
  /** Turns the units wait before entering by a fallback area once the enemy holds every hex of the first (Palembang: 1). */
  fallbackDelay: z.int().min(1).max(10).optional(),
});
export type Entry = z.infer<typeof EntrySchema>;

/** A condition a table modifier, an outcome or a CP bonus depends on. */
export const ConditionSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('turn'), from: z.int().min(1).max(999), to: z.int().min(1).max(999).optional() }),
  z.strictObject({ kind: z.literal('night'), night: z.boolean() }),
  z.strictObject({
    kind: z.literal('occupies'),
    sideId: IdSchema,
    /** The hexes counted; the scenario's objective hexes when empty. */
    hexes: z.array(HexRefSchema).max(1000),
    atLeast: z.int().min(1).max(1000),
  }),
  z.strictObject({ kind: z.literal('arrived'), contingentId: IdSchema, arrived: z.boolean() }),
]);
export type Condition = z.infer<typeof ConditionSchema>;
export const ConditionsSchema = z.array(ConditionSchema).max(10);
