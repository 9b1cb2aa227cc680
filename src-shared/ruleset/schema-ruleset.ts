/**
 * The whole ruleset: catalogs + charts + optional modules, with the cross-reference checks that tie them together
 * (unique ids, a cost for every movement class, known ids everywhere, every terrain on the air drop table).
 */
import { z } from 'zod';
import { ShortText, SourceSchema } from './common';
import { FeatureRuleSchema, HexsideTypeSchema, MovementClassSchema, PathTypeSchema, TerrainSchema } from './schema';
import { AirDropTableSchema, CombatShiftsSchema, CrtSchema, DemolitionTableSchema } from './schema-tables';
import { MoraleTableSchema } from './morale-table';
import { PassengerTableSchema } from './passenger-table';

export const RULESET_BASES = ['paratrooper-pacific'] as const;

/** One switch per MODULE_NAMES entry. */
export const RulesetModulesSchema = z.strictObject({
  japanese: z.boolean(),
  banzai: z.boolean(),
  caves: z.boolean(),
  napalm: z.boolean(),
  starshells: z.boolean(),
  tankKillers: z.boolean(),
  canister: z.boolean(),
  hip: z.boolean(),
});
export type RulesetModules = z.infer<typeof RulesetModulesSchema>;

/** Default stacking; scenarios set their own (Paratrooper 7.2). */
export const StackingSchema = z.strictObject({
  source: SourceSchema,
  /** Stacking points allowed per hex for ground units. */
  pointsPerHex: z.int().min(1).max(99),
  /** Points a unit of a given size counts (`platoon`, `company`...); sizes not listed count `defaultSizePoints`. */
  sizePoints: z.record(z.string().min(1).max(40), z.int().min(0).max(99)),
  defaultSizePoints: z.int().min(0).max(99),
  airstrikesPerHex: z.int().min(0).max(20),
  navalGunfirePerHex: z.int().min(0).max(20),
});
export type Stacking = z.infer<typeof StackingSchema>;

const RulesetShape = z.strictObject({
  base: z.enum(RULESET_BASES),
  name: ShortText,
  /** Version of this ruleset's data; bump when a built-in ruleset changes. */
  version: z.int().min(1),
  movementClasses: z.array(MovementClassSchema).min(1).max(20),
  terrain: z.array(TerrainSchema).min(1).max(200),
  hexsides: z.array(HexsideTypeSchema).max(100),
  paths: z.array(PathTypeSchema).max(50),
  features: z.array(FeatureRuleSchema).max(50),
  crt: CrtSchema,
  combatShifts: CombatShiftsSchema,
  airDropTable: AirDropTableSchema,
  demolitionTable: DemolitionTableSchema,
  modules: RulesetModulesSchema,
  stacking: StackingSchema.optional(),
  /** False: the scenario has no command points (5.0): nothing costs CP and the CP track is not kept. Absent: it has. */
  commandPoints: z.boolean().optional(),
  /** The morale table of the `morale` module (morale-table.ts); absent: the module plays the default table. */
  morale: MoraleTableSchema.optional(),
  /** What happens to the units aboard a carrier that is hit (transport); the Atoll default table when absent. */
  passengerTable: PassengerTableSchema.optional(),
});
type RulesetInput = z.infer<typeof RulesetShape>;

type Ctx = z.RefinementCtx;
type Path = (string | number)[];

function issue(ctx: Ctx, path: Path, message: string): void {
  ctx.addIssue({ code: 'custom', path, message });
}

function checkUnique(ctx: Ctx, items: readonly { id: string }[], path: Path, what: string): void {
  const seen = new Set<string>();
  items.forEach((item, i) => {
    if (seen.has(item.id)) issue(ctx, [...path, i, 'id'], `duplicate ${what} id '${item.id}'`);
    seen.add(item.id);
  });
}

function checkKnown(ctx: Ctx, ids: readonly string[], known: ReadonlySet<string>, path: Path, what: string): void {
  ids.forEach((id, j) => {
    if (!known.has(id)) issue(ctx, [...path, j], `unknown ${what} '${id}'`);
  });
}

/** Every movement class has a cost, and no cost names an unknown class. */
function checkCostTable(ctx: Ctx, move: Record<string, unknown>, classIds: readonly string[], path: Path): void {
  for (const id of classIds) {
    if (!Object.hasOwn(move, id)) issue(ctx, [...path, id], `no cost for movement class '${id}'`);
  }
  for (const id of Object.keys(move)) {
    if (!classIds.includes(id)) issue(ctx, [...path, id], `unknown movement class '${id}'`);
  }
}

function checkReferences(r: RulesetInput, ctx: Ctx): void {
  checkUnique(ctx, r.movementClasses, ['movementClasses'], 'movement class');
  checkUnique(ctx, r.terrain, ['terrain'], 'terrain');
  checkUnique(ctx, r.hexsides, ['hexsides'], 'hexside type');
  checkUnique(ctx, r.paths, ['paths'], 'path type');
  checkUnique(ctx, r.features, ['features'], 'feature');
  checkUnique(ctx, r.airDropTable.categories, ['airDropTable', 'categories'], 'air drop category');
  checkUnique(ctx, r.airDropTable.modifiers, ['airDropTable', 'modifiers'], 'air drop modifier');
  checkUnique(ctx, r.demolitionTable.targets, ['demolitionTable', 'targets'], 'demolition target');

  const classIds = r.movementClasses.map((c) => c.id);
  const terrainIds = new Set(r.terrain.map((t) => t.id));
  const hexsideIds = new Set(r.hexsides.map((h) => h.id));

  r.terrain.forEach((t, i) => {
    checkCostTable(ctx, t.move, classIds, ['terrain', i, 'move']);
    checkKnown(ctx, t.adjacentTo ?? [], terrainIds, ['terrain', i, 'adjacentTo'], 'terrain');
  });
  r.hexsides.forEach((h, i) => {
    checkCostTable(ctx, h.move, classIds, ['hexsides', i, 'move']);
    for (const key of ['spans', 'demolishedAs'] as const) {
      const ref = h[key];
      if (ref === undefined) continue;
      if (!hexsideIds.has(ref)) issue(ctx, ['hexsides', i, key], `unknown hexside type '${ref}'`);
      else if (ref === h.id) issue(ctx, ['hexsides', i, key], 'a hexside type cannot refer to itself');
    }
  });
  r.paths.forEach((p, i) => checkKnown(ctx, p.classes, new Set(classIds), ['paths', i, 'classes'], 'movement class'));
  r.features.forEach((f, i) => checkKnown(ctx, f.forbidden.terrain, terrainIds, ['features', i, 'forbidden', 'terrain'], 'terrain'));

  const drop = r.airDropTable;
  const placed = new Set<string>();
  drop.categories.forEach((cat, i) => {
    checkKnown(ctx, cat.terrain, terrainIds, ['airDropTable', 'categories', i, 'terrain'], 'terrain');
    cat.terrain.forEach((id) => placed.add(id));
  });
  checkKnown(ctx, drop.prohibitedTerrain, terrainIds, ['airDropTable', 'prohibitedTerrain'], 'terrain');
  drop.prohibitedTerrain.forEach((id) => placed.add(id));
  r.terrain.forEach((t, i) => {
    if (!placed.has(t.id)) {
      issue(ctx, ['terrain', i, 'id'], `terrain '${t.id}' has no air drop category (add it to a category or to prohibitedTerrain)`);
    }
  });

  r.demolitionTable.targets.forEach((target, i) => {
    const path: Path = ['demolitionTable', 'targets', i, 'types'];
    if (target.on === 'hex') {
      checkKnown(ctx, target.types, terrainIds, path, 'terrain');
      return;
    }
    checkKnown(ctx, target.types, hexsideIds, path, 'hexside type');
    target.types.forEach((id, j) => {
      const type = r.hexsides.find((h) => h.id === id);
      if (type && type.demolishedAs === undefined) {
        issue(ctx, [...path, j], `hexside type '${id}' has no demolishedAs, so it cannot be demolished`);
      }
    });
  });
}

export const RulesetSchema = RulesetShape.superRefine(checkReferences);
export type Ruleset = z.infer<typeof RulesetSchema>;
