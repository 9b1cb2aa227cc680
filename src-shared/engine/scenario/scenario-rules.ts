// Rules 5.3, 12.0, 16.1, 16.4, 21.0.
/**
 * The static scenario rules a game needs beyond the map: scheduled arrivals (16.1), die-roll tables (16.4),
 * CP bonuses (5.3), strike markers (12.0), side parameters, objectives and victory (21.0). Built once from the
 * setup and kept on the board, so the state holds only what changes.
 */
import { parseDice } from '../../dice';
import type { Arrival, ArrivalOrder, CpBonus, DieTable, HexRef, Strike, Victory } from '../../model';
import { reinforcementContingents } from '../reinforcements/reinforcement-contingents';
import type { GameSetup } from './setup-types';
import { modulesOf, type ModuleParams } from './special-rules';

export type ObjectiveInfo = {
  readonly featureId: string;
  readonly hex: HexRef;
  /** VP for the side occupying it at the end (21.2); 0 when the feature names none. */
  readonly vp: number;
  /** VP instead of `vp` once the feature is demolished (19.0); null when demolition changes nothing. */
  readonly vpDemolished: number | null;
  /** The hexside key (a bridge) whose demolition also counts as this objective's (`props.demolishedWith`; Primosole 24.4). */
  readonly demolishedWith: string | null;
};

export type SideRules = {
  readonly airstrikesPerHex: number;
  readonly navalGunfirePerHex: number;
  /**
   * Drop-zone markers placed on turn 1 at no CP cost (6.1), and the terrain they may go on (any when empty); `later`:
   * the further markers the scenario allows from a turn on, at a CP cost each.
   */
  readonly dropZones: {
    readonly count: number;
    readonly terrain: readonly string[];
    readonly later?: { readonly count: number; readonly fromTurn: number; readonly cp: number; readonly terrain: readonly string[] };
  };
  /** The side writes down the order its reinforcement contingents will arrive in before play (scenario rule "arrival plan"). */
  readonly arrivalPlan: boolean;
  /** Contingents of the side that arrivals or table results bring into play (reinforcement-contingents.ts). */
  readonly reinforcementContingents: readonly string[];
  /** Air supply markers the side may air drop in the game (18.3). */
  readonly airSupply: number;
  /** The side's arrival order at unit level (modules/arrival-orders); absent when it has none. */
  readonly arrivalOrder?: ArrivalOrder;
};

export type ScenarioRules = {
  readonly arrivals: readonly Arrival[];
  readonly tables: Readonly<Record<string, DieTable>>;
  /** Table ids in setup order: reinforcement tables are rolled in this order. */
  readonly tableIds: readonly string[];
  readonly cpBonuses: readonly CpBonus[];
  readonly strikes: Readonly<Record<string, Strike>>;
  /** Strike ids, sorted: the engine's order for markers. */
  readonly strikeIds: readonly string[];
  readonly victory: Victory | null;
  readonly objectives: readonly ObjectiveInfo[];
  /** Features of type `airfield` (16.3), by id and hex. */
  readonly airfields: readonly HexRef[];
  readonly zones: Readonly<Record<string, readonly HexRef[]>>;
  readonly sides: Readonly<Record<string, SideRules>>;
  /** Contingent id -> side id. */
  readonly contingents: Readonly<Record<string, string>>;
  /** Feature ids demolished when play starts (`props.demolished`). */
  readonly demolishedAtStart: readonly string[];
  /** Engine modules the special rules switch on, with their params (special-rules.ts). */
  readonly modules: Readonly<Record<string, ModuleParams>>;
};

export const NO_SCENARIO_RULES: ScenarioRules = {
  arrivals: [],
  tables: {},
  tableIds: [],
  cpBonuses: [],
  strikes: {},
  strikeIds: [],
  victory: null,
  objectives: [],
  airfields: [],
  zones: {},
  sides: {},
  contingents: {},
  demolishedAtStart: [],
  modules: {},
};

const numberProp = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const stringProp = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

function checkDice(text: string, where: string, problems: string[]): void {
  const parsed = parseDice(text);
  if (!parsed.ok) problems.push(`${where}: ${parsed.error}`);
}

function checkTables(setup: GameSetup, sideIds: ReadonlySet<string>, problems: string[]): void {
  const tableIds = new Set((setup.dieTables ?? []).map((t) => t.id));
  if (tableIds.size !== (setup.dieTables ?? []).length) problems.push('two die-roll tables share an id');
  const checkTableRef = (id: string | undefined, where: string) => {
    if (id !== undefined && !tableIds.has(id)) problems.push(`${where} names unknown table '${id}'`);
  };
  for (const table of setup.dieTables ?? []) {
    if (!sideIds.has(table.sideId)) problems.push(`table '${table.id}' belongs to unknown side '${table.sideId}'`);
    checkDice(table.dice, `table '${table.id}'`, problems);
    for (const row of table.rows)
      for (const outcome of row.outcomes) {
        for (const effect of [outcome.effect, outcome.otherwise, ...(outcome.effect.kind === 'choice' ? outcome.effect.options : [])]) {
          if (effect?.kind === 'rollOn') checkTableRef(effect.tableId, `table '${table.id}'`);
          if (effect?.kind === 'deploy') {
            checkTableRef(effect.entry.entryTableId, `table '${table.id}'`);
            if (effect.units.kind === 'pick') checkDice(effect.units.count, `table '${table.id}'`, problems);
          }
        }
      }
  }
  for (const arrival of setup.arrivals ?? []) {
    if (!sideIds.has(arrival.sideId)) problems.push(`arrival '${arrival.id}' belongs to unknown side '${arrival.sideId}'`);
    checkTableRef(arrival.entry.entryTableId, `arrival '${arrival.id}'`);
    if (arrival.units.kind === 'pick') checkDice(arrival.units.count, `arrival '${arrival.id}'`, problems);
  }
}

/** The scenario rules of a setup; problems found are added to `problems`. */
export function scenarioRules(setup: GameSetup, problems: string[]): ScenarioRules {
  const sideIds = new Set(setup.sides.map((s) => s.id));
  checkTables(setup, sideIds, problems);
  const strikes: Record<string, Strike> = {};
  for (const strike of setup.strikes ?? []) {
    if (Object.hasOwn(strikes, strike.id)) problems.push(`duplicate strike id '${strike.id}'`);
    if (!sideIds.has(strike.sideId)) problems.push(`strike '${strike.id}' belongs to unknown side '${strike.sideId}'`);
    strikes[strike.id] = strike;
  }
  for (const bonus of setup.cpBonuses ?? []) if (!sideIds.has(bonus.sideId)) problems.push(`CP bonus '${bonus.id}' belongs to unknown side '${bonus.sideId}'`);
  const stacking = setup.ruleset.stacking;
  const sides: Record<string, SideRules> = {};
  const contingentsOf = reinforcementContingents(setup, setup.sides.map((s) => s.id));
  for (const side of setup.sides) {
    sides[side.id] = {
      airstrikesPerHex: side.airstrikesPerHex ?? stacking?.airstrikesPerHex ?? 1,
      navalGunfirePerHex: side.navalGunfirePerHex ?? stacking?.navalGunfirePerHex ?? 1,
      dropZones: {
        count: side.dropZones?.count ?? 0,
        terrain: [...(side.dropZones?.terrain ?? [])],
        ...(side.dropZones?.later ? { later: { ...side.dropZones.later, terrain: [...side.dropZones.later.terrain] } } : {}),
      },
      arrivalPlan: side.arrivalPlan === true,
      reinforcementContingents: contingentsOf[side.id],
      airSupply: side.airSupply ?? 0,
      ...(side.arrivalOrder ? { arrivalOrder: side.arrivalOrder } : {}),
    };
  }
  const features = setup.features ?? [];
  const objectives = features
    .filter((f) => f.type === 'objective')
    .map((f): ObjectiveInfo => ({
      featureId: f.id,
      hex: { col: f.hex.col, row: f.hex.row },
      vp: numberProp(f.props?.vp) ?? 0,
      vpDemolished: numberProp(f.props?.vpDemolished),
      demolishedWith: stringProp(f.props?.demolishedWith),
    }));
  return {
    arrivals: [...(setup.arrivals ?? [])],
    tables: Object.fromEntries((setup.dieTables ?? []).map((t) => [t.id, t])),
    tableIds: (setup.dieTables ?? []).map((t) => t.id),
    cpBonuses: [...(setup.cpBonuses ?? [])],
    strikes,
    strikeIds: Object.keys(strikes).sort(),
    victory: setup.victory ?? null,
    objectives,
    airfields: features.filter((f) => f.type === 'airfield').map((f) => ({ col: f.hex.col, row: f.hex.row })),
    zones: Object.fromEntries((setup.zones ?? []).map((z) => [z.id, z.hexes])),
    sides,
    contingents: Object.fromEntries(setup.contingents.map((c) => [c.id, c.sideId])),
    demolishedAtStart: features.filter((f) => f.props?.demolished === true).map((f) => f.id).sort(),
    modules: modulesOf(setup.specialRules ?? []),
  };
}
