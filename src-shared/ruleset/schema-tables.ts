/**
 * Schemas of the printed charts: combat results table, combat shifts, air drop table, demolition table.
 * Checks that need only the table itself live here; checks against the terrain catalog live in schema-ruleset.ts.
 */
import { z } from 'zod';
import { ColumnShiftSchema, D6Schema, DiceTextSchema, IdSchema, ShortText, SourceSchema } from './common';

// ---------------------------------------------------------------- combat results table

/**
 * CRT result codes, listed from worst to best for the attacker; that order defines monotonicity.
 * AD attacker disrupted, NE no effect, EX exchange, DD defender disrupted, DR defender retreats,
 * DDR defender disrupted and retreats, DE defender eliminated.
 */
export const RESULT_CODES = ['AD', 'NE', 'EX', 'DD', 'DR', 'DDR', 'DE'] as const;
export const ResultCodeSchema = z.enum(RESULT_CODES);
export type ResultCode = z.infer<typeof ResultCodeSchema>;

/** One CRT column: the differentials it covers; `null` = open end ("or less" / "or more"). */
export const CrtColumnSchema = z.strictObject({
  label: ShortText,
  minDiff: z.int().min(-99).max(99).nullable(),
  maxDiff: z.int().min(-99).max(99).nullable(),
});
export type CrtColumn = z.infer<typeof CrtColumnSchema>;

export const CrtRowSchema = z.strictObject({
  roll: z.int().min(1).max(6),
  results: z.array(ResultCodeSchema).min(1).max(30),
});
export type CrtRow = z.infer<typeof CrtRowSchema>;

export const CrtSchema = z
  .strictObject({
    id: IdSchema,
    name: ShortText,
    source: SourceSchema,
    dice: D6Schema,
    /** Reading convention of the rows; Atoll tables use: a higher roll is never worse for the attacker. */
    rollConvention: z.literal('high-favours-attacker'),
    /** Hexes a unit retreats on a retreat result (Paratrooper 13.1: one die per unit). */
    retreatDice: DiceTextSchema,
    columns: z.array(CrtColumnSchema).min(1).max(30),
    rows: z.array(CrtRowSchema).length(6),
  })
  .superRefine((crt, ctx) => {
    const cols = crt.columns;
    cols.forEach((col, i) => {
      const first = i === 0;
      const last = i === cols.length - 1;
      if (first !== (col.minDiff === null)) {
        ctx.addIssue({
          code: 'custom',
          path: ['columns', i, 'minDiff'],
          message: first ? 'lowest differential must be empty in the first column (it is open below)' : 'lowest differential may be empty only in the first column',
        });
      }
      if (last !== (col.maxDiff === null)) {
        ctx.addIssue({
          code: 'custom',
          path: ['columns', i, 'maxDiff'],
          message: last ? 'highest differential must be empty in the last column (it is open above)' : 'highest differential may be empty only in the last column',
        });
      }
      if (col.minDiff !== null && col.maxDiff !== null && col.minDiff > col.maxDiff) {
        ctx.addIssue({ code: 'custom', path: ['columns', i, 'maxDiff'], message: "highest differential is below the column's lowest" });
      }
      const prev = i > 0 ? cols[i - 1] : undefined;
      if (prev && prev.maxDiff !== null && col.minDiff !== null && col.minDiff !== prev.maxDiff + 1) {
        ctx.addIssue({
          code: 'custom',
          path: ['columns', i, 'minDiff'],
          message: `lowest differential must be ${prev.maxDiff + 1}, one above the column before it`,
        });
      }
    });
    crt.rows.forEach((row, i) => {
      if (row.roll !== i + 1) {
        ctx.addIssue({ code: 'custom', path: ['rows', i, 'roll'], message: `roll must be ${i + 1}: the rows list the rolls 1 to 6 in order` });
      }
      if (row.results.length !== cols.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['rows', i, 'results'],
          message: `results must be ${cols.length}, one per column, not ${row.results.length}`,
        });
      }
    });
  });
export type Crt = z.infer<typeof CrtSchema>;

/** Column shifts that do not come from terrain (Paratrooper 11.4, 12.6, 17.0). */
export const CombatShiftsSchema = z.strictObject({
  source: SourceSchema,
  /** Defender surrounded by attackers, their ZOCs, prohibited terrain or map edges (11.4.2). */
  concentric: ColumnShiftSchema,
  /** Mechanized attackers against an undisrupted antitank defender (11.4.3). */
  antitank: ColumnShiftSchema,
  /** Ground combat and naval gunfire on a night turn (11.4.4, 17.0). */
  night: ColumnShiftSchema,
  /** Undisrupted engineers attacking a defender with terrain benefits; at most once (11.4.5, 18.1). */
  engineers: ColumnShiftSchema,
  /** Airstrike against a hex containing or next to an undisrupted AAA unit; at most once (12.6). */
  aaa: ColumnShiftSchema,
});
export type CombatShifts = z.infer<typeof CombatShiftsSchema>;

// ---------------------------------------------------------------- air drop table

/** Air drop outcomes from best to worst; higher modified rolls are never better. */
export const AIR_DROP_RESULTS = ['landed', 'disrupted', 'scattered', 'eliminated'] as const;
export const AirDropResultSchema = z.enum(AIR_DROP_RESULTS);
export type AirDropResult = z.infer<typeof AirDropResultSchema>;

export const AirDropModifierSchema = z.strictObject({ id: IdSchema, label: ShortText, value: z.int().min(-6).max(6) });
export type AirDropModifier = z.infer<typeof AirDropModifierSchema>;

/** A landing-terrain column of the table and the terrain ids that use it. */
export const AirDropCategorySchema = z.strictObject({ id: IdSchema, name: ShortText, terrain: z.array(IdSchema).max(200) });
export type AirDropCategory = z.infer<typeof AirDropCategorySchema>;

/** `results[i]` applies to modified roll i + 1; lower rolls use the first entry, higher rolls the last. */
export const AirDropRowSchema = z.strictObject({ category: IdSchema, results: z.array(AirDropResultSchema).min(1).max(20) });
export type AirDropRow = z.infer<typeof AirDropRowSchema>;

export const ScatterRuleSchema = z
  .strictObject({
    directionDice: D6Schema,
    /** Direction (0..5, clockwise from N on a flat-top grid) for direction roll 1..6: `directions[roll - 1]`. */
    directions: z.array(z.int().min(0).max(5)).length(6),
    /** Hexes scattered, counted from the planned hex, which itself does not count (Paratrooper 6.2.2). */
    distanceDice: DiceTextSchema,
    /** A scattered unit is disrupted where it lands. */
    disrupts: z.boolean(),
  })
  .superRefine((rule, ctx) => {
    if (new Set(rule.directions).size !== 6) {
      ctx.addIssue({ code: 'custom', path: ['directions'], message: 'each of the six directions must appear once' });
    }
  });
export type ScatterRule = z.infer<typeof ScatterRuleSchema>;

export const AirDropTableSchema = z
  .strictObject({
    source: SourceSchema,
    dice: D6Schema,
    /** Cumulative die roll modifiers. */
    modifiers: z.array(AirDropModifierSchema).max(20),
    categories: z.array(AirDropCategorySchema).min(1).max(20),
    rows: z.array(AirDropRowSchema).min(1).max(20),
    /** Terrain where a landing unit is eliminated outright (all-sea, all-river: Paratrooper 6.2.2). */
    prohibitedTerrain: z.array(IdSchema).max(200),
    scatter: ScatterRuleSchema,
  })
  .superRefine((table, ctx) => {
    const seen = new Map<string, string>();
    table.categories.forEach((cat, i) => {
      cat.terrain.forEach((terrainId, j) => {
        const owner = seen.get(terrainId);
        if (owner !== undefined) {
          ctx.addIssue({
            code: 'custom',
            path: ['categories', i, 'terrain', j],
            message: `terrain ${terrainId} is already in ${owner}: a terrain is in one category only`,
          });
        }
        seen.set(terrainId, `the ${cat.name} category`);
      });
    });
    table.prohibitedTerrain.forEach((terrainId, i) => {
      const owner = seen.get(terrainId);
      if (owner !== undefined) {
        ctx.addIssue({ code: 'custom', path: ['prohibitedTerrain', i], message: `terrain ${terrainId} is already in ${owner}: a terrain is in one category only` });
      }
      seen.set(terrainId, 'the terrain where a landing unit is eliminated');
    });
    const categoryIds = new Set(table.categories.map((cat) => cat.id));
    const rowFor = new Set<string>();
    table.rows.forEach((row, i) => {
      if (!categoryIds.has(row.category)) {
        ctx.addIssue({ code: 'custom', path: ['rows', i, 'category'], message: `category ${row.category} is none of the table's categories` });
      } else if (rowFor.has(row.category)) {
        ctx.addIssue({ code: 'custom', path: ['rows', i, 'category'], message: `category ${table.categories.find((c) => c.id === row.category)?.name ?? row.category} has a second row` });
      }
      rowFor.add(row.category);
    });
    table.categories.forEach((cat, i) => {
      if (!rowFor.has(cat.id)) {
        ctx.addIssue({ code: 'custom', path: ['categories', i], message: `category ${cat.name} has no row of results` });
      }
    });
  });
export type AirDropTable = z.infer<typeof AirDropTableSchema>;

// ---------------------------------------------------------------- demolition table

export const DEMOLITION_RESULTS = ['success', 'fail'] as const;
export const DemolitionResultSchema = z.enum(DEMOLITION_RESULTS);
export type DemolitionResult = z.infer<typeof DemolitionResultSchema>;

/** What can be demolished: hex terrain ids (refinery, fortification, airfield) or hexside type ids (bridge). */
export const DemolitionTargetSchema = z.strictObject({
  id: IdSchema,
  name: ShortText,
  on: z.enum(['hex', 'hexside']),
  /** Terrain ids (`on: 'hex'`) or hexside type ids (`on: 'hexside'`). */
  types: z.array(IdSchema).min(1).max(50),
  /** Only these sides (ids of the scenario's sides) may demolish it, as a scenario rule says (Palembang 23.3); any side when absent. */
  sides: z.array(IdSchema).min(1).max(20).optional(),
});
export type DemolitionTarget = z.infer<typeof DemolitionTargetSchema>;

export const DemolitionRowSchema = z.strictObject({
  roll: z.int().min(1).max(6),
  engineer: DemolitionResultSchema,
  other: DemolitionResultSchema,
});
export type DemolitionRow = z.infer<typeof DemolitionRowSchema>;

export const DemolitionTableSchema = z
  .strictObject({
    source: SourceSchema,
    dice: D6Schema,
    rows: z.array(DemolitionRowSchema).length(6),
    targets: z.array(DemolitionTargetSchema).max(50),
  })
  .superRefine((table, ctx) => {
    table.rows.forEach((row, i) => {
      if (row.roll !== i + 1) {
        ctx.addIssue({ code: 'custom', path: ['rows', i, 'roll'], message: `roll must be ${i + 1}: the rows list the rolls 1 to 6 in order` });
      }
    });
  });
export type DemolitionTable = z.infer<typeof DemolitionTableSchema>;
