/**
 * Scenario special rules that switch engine modules on (SpecialRule.module): the optional rules 22.1 and 22.2 and the
 * Palembang rules of 23.3. A module is on when any special rule of the setup names it; ids the engine does not know
 * stay text only. `params` (engine-side, optional) tune a module; every value has a default from the rule text.
 */
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
};

export type ModuleParams = Readonly<Record<string, number | string | boolean>>;

/**
 * A whole-number param a module reads, with the rule text's value as its default. `perSide`: `<key>.<sideId>` sets it
 * for one side and `<key>` for every side without its own.
 */
export type ModuleParamSpec = { readonly key: string; readonly label: string; readonly fallback: number; readonly min: number; readonly max: number; readonly perSide?: boolean };

export const SPECIAL_RULE_MODULE_PARAMS: Readonly<Record<SpecialRuleModule, readonly ModuleParamSpec[]>> = {
  'emergency-air-drops': [],
  'bridge-repair': [],
  'bridge-building': [{ key: 'markers', label: 'Bridge markers', fallback: 1, min: 0, max: 20, perSide: true }],
  'refinery-fires': [{ key: 'fireOn', label: 'Catches fire on a roll of at least', fallback: 5, min: 1, max: 7 }],
  'flamethrower-fires': [{ key: 'fireOn', label: 'Catches fire on a roll of at least', fallback: 4, min: 1, max: 7 }],
  'refinery-repair': [{ key: 'cp', label: 'CP per repair', fallback: 2, min: 0, max: 20 }],
};

export const isSpecialRuleModule = (id: string): id is SpecialRuleModule => Object.hasOwn(SPECIAL_RULE_MODULE_PARAMS, id);

/** What is wrong with a special rule's params for its module, one sentence each; none for modules the engine does not know. */
export function paramProblems(module: string, params: ModuleParams, sideIds: readonly string[]): string[] {
  if (!isSpecialRuleModule(module)) return [];
  const specs = SPECIAL_RULE_MODULE_PARAMS[module];
  const problems: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    const [base, side, ...rest] = key.split('.');
    const spec = specs.find((p) => p.key === base);
    if (!spec || rest.length > 0 || (side !== undefined && !spec.perSide)) {
      problems.push(`'${key}' is not a param of this module${specs.length ? ` (it reads ${specs.map((p) => (p.perSide ? `${p.key} or ${p.key}.<side>` : p.key)).join(', ')})` : ' (it reads none)'}`);
    } else if (side !== undefined && !sideIds.includes(side)) {
      problems.push(`'${key}' names no side of the scenario`);
    } else if (typeof value !== 'number' || !Number.isInteger(value) || value < spec.min || value > spec.max) {
      problems.push(`'${key}' must be a whole number from ${spec.min} to ${spec.max}, not ${JSON.stringify(value)}; the engine would use ${spec.fallback}`);
    }
  }
  return problems;
}

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

export function moduleOn(state: GameState, module: SpecialRuleModule): boolean {
  return Object.hasOwn(state.board.scenario.modules, module);
}

/**
 * A whole-number param of a module that is on (SPECIAL_RULE_MODULE_PARAMS), for one side when `sideId` is given: the
 * side's own value, else the module's, else the default. Values out of range count as unset (the checker reports them).
 */
export function moduleNumber(state: GameState, module: SpecialRuleModule, key: string, sideId?: string): number {
  const spec = SPECIAL_RULE_MODULE_PARAMS[module].find((p) => p.key === key);
  if (!spec) throw new Error(`module ${module} has no param ${key}`);
  const params = Object.hasOwn(state.board.scenario.modules, module) ? state.board.scenario.modules[module] : {};
  const valid = (k: string) => {
    const value = Object.hasOwn(params, k) ? params[k] : undefined;
    return typeof value === 'number' && Number.isInteger(value) && value >= spec.min && value <= spec.max ? value : undefined;
  };
  return (spec.perSide && sideId !== undefined ? valid(`${key}.${sideId}`) : undefined) ?? valid(key) ?? spec.fallback;
}
