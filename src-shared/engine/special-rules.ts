/**
 * Scenario special rules that switch engine modules on (SpecialRule.module): the optional rules 22.1 and 22.2 and the
 * Palembang rules of 23.3. A module is on when any special rule of the setup names it; ids the engine does not know
 * stay text only. `params` (engine-side, optional) tune a module; every value has a default from the rule text.
 */
import type { Board } from './board';
import type { GameState } from './state';

export const SPECIAL_RULE_MODULES = {
  /** 22.1: air drops anywhere but all-sea and all-river hexes, +1 on the Air Drop Table away from a friendly DZ. */
  emergencyAirDrops: 'emergency-air-drops',
  /** 22.2, 22.2.1: engineers repair demolished bridges (2 CP, Demolition Table engineer column). */
  bridgeRepair: 'bridge-repair',
  /** 22.2, 22.2.2: engineers build bridges over rivers and streams (3 CP); params: `markers`, `markers.<sideId>`. */
  bridgeBuilding: 'bridge-building',
  /** 23.3: ranged fire or an airstrike against units in a refinery hex may set it on fire (params: `fireOn`). */
  refineryFires: 'refinery-fires',
  /** 23.3: the flamethrower truck eliminated in a refinery hex may set it on fire (params: `fireOn`). */
  flamethrowerFires: 'flamethrower-fires',
  /** 23.3: oil-refinery technical troops remove a refinery's demolished marker (params: `cp`). */
  refineryRepair: 'refinery-repair',
  /** 23.3: river boats set up, move and retreat only on the river (params: `classes`, `allRiverMp`). */
  riverBoats: 'river-boats',
} as const;

export type SpecialRuleModule = (typeof SPECIAL_RULE_MODULES)[keyof typeof SPECIAL_RULE_MODULES];

/** Labels for an editor's module picker. */
export const SPECIAL_RULE_MODULE_LABELS: Readonly<Record<SpecialRuleModule, string>> = {
  'emergency-air-drops': 'Emergency air drops (optional rule 22.1)',
  'bridge-repair': 'Bridge repair (optional rule 22.2.1)',
  'bridge-building': 'Bridge building (optional rule 22.2.2)',
  'refinery-fires': 'Refinery fires from ranged fire and airstrikes (Palembang 23.3)',
  'flamethrower-fires': 'Refinery fires from an eliminated flamethrower truck (Palembang 23.3)',
  'refinery-repair': 'Oil-refinery technical troops repair refineries (Palembang 23.3)',
  'river-boats': 'River boats keep to river hexes (Palembang 23.3)',
};

export type ModuleParams = Readonly<Record<string, number | string | boolean>>;

const KNOWN: ReadonlySet<string> = new Set(Object.values(SPECIAL_RULE_MODULES));

/** Module id -> its params, for the known modules the special rules name (the first rule naming one gives its params). */
export function modulesOf(rules: readonly { readonly module?: string; readonly params?: ModuleParams }[]): Readonly<Record<string, ModuleParams>> {
  const on: Record<string, ModuleParams> = {};
  for (const rule of rules) {
    if (rule.module === undefined || !KNOWN.has(rule.module) || Object.hasOwn(on, rule.module)) continue;
    on[rule.module] = { ...(rule.params ?? {}) };
  }
  return on;
}

/** The params of a module that is on in this board's scenario, or null when it is off (for board-level tables). */
export function boardModuleParams(board: Board, module: SpecialRuleModule): ModuleParams | null {
  return Object.hasOwn(board.scenario.modules, module) ? board.scenario.modules[module] : null;
}

export function moduleOn(state: GameState, module: SpecialRuleModule): boolean {
  return Object.hasOwn(state.board.scenario.modules, module);
}

/** A whole-number param of a module that is on, or the default when unset or not a whole number >= 0. */
export function moduleNumber(state: GameState, module: SpecialRuleModule, key: string, fallback: number): number {
  const params = Object.hasOwn(state.board.scenario.modules, module) ? state.board.scenario.modules[module] : {};
  const value = Object.hasOwn(params, key) ? params[key] : undefined;
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : fallback;
}
