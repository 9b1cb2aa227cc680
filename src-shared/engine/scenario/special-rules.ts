// Rules 22.1, 22.2, 23.3.
/**
 * Scenario special rules that switch engine modules on (SpecialRule.module): the optional rules 22.1 and 22.2 and the
 * Palembang rules of 23.3. A module is on when any special rule of the setup names it; ids the engine does not know
 * stay text only. `params` (engine-side, optional) tune a module; every value has a default from the rule text.
 */

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
  /** Issue 14 item 11: units that have lost their leaders roll on the morale table (params: `leaders`, `radius`, `japanese`). */
  morale: 'morale',
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
  morale: 'Leaders and morale: units without leaders roll on the morale table',
};

export type ModuleParams = Readonly<Record<string, number | string | boolean>>;

/** What these lookups read of a board: the modules its scenario switches on (core/board.ts). */
type Board = { readonly scenario: { readonly modules: Readonly<Record<string, ModuleParams>> } };
type GameState = { readonly board: Board };

/**
 * A param a module reads, with the rule text's value (or Atoll's, where the text gives none) as its default: a whole
 * number in a range, or a text. `perSide`: `<key>.<sideId>` sets a number for one side and `<key>` for every side
 * without its own.
 */
export type NumberParamSpec = { readonly key: string; readonly label: string; readonly fallback: number; readonly min: number; readonly max: number; readonly perSide?: boolean };
export type TextParamSpec = { readonly key: string; readonly label: string; readonly fallback: string; readonly text: true; readonly choices?: readonly { readonly value: string; readonly label: string }[] };
export type ModuleParamSpec = NumberParamSpec | TextParamSpec;

const isTextSpec = (spec: ModuleParamSpec): spec is TextParamSpec => 'text' in spec;

export const SPECIAL_RULE_MODULE_PARAMS: Readonly<Record<SpecialRuleModule, readonly ModuleParamSpec[]>> = {
  'emergency-air-drops': [],
  'bridge-repair': [],
  'bridge-building': [{ key: 'markers', label: 'Bridge markers', fallback: 1, min: 0, max: 20, perSide: true }],
  'refinery-fires': [{ key: 'fireOn', label: 'Catches fire on a roll of at least', fallback: 5, min: 1, max: 7 }],
  'flamethrower-fires': [{ key: 'fireOn', label: 'Catches fire on a roll of at least', fallback: 4, min: 1, max: 7 }],
  'refinery-repair': [{ key: 'cp', label: 'CP per repair', fallback: 2, min: 0, max: 20 }],
  'river-boats': [
    { key: 'classes', label: 'Unit classes kept to the river (comma-separated)', fallback: 'river boat', text: true },
    { key: 'allRiverMp', label: 'MP to enter an all-river hex', fallback: 1, min: 0, max: 20 },
  ],
  morale: [
    {
      key: 'leaders',
      label: 'A unit’s leaders are',
      fallback: 'formation',
      text: true,
      choices: [
        { value: 'formation', label: 'the leaders of its formation (contingent)' },
        { value: 'nearby', label: 'friendly leaders within the radius' },
      ],
    },
    { key: 'radius', label: 'Leader radius in hexes (0: the same hex)', fallback: 1, min: 0, max: 10 },
    {
      key: 'japanese',
      label: 'Japanese step-loss units',
      fallback: 'exempt',
      text: true,
      choices: [
        { value: 'exempt', label: 'never roll (they never break)' },
        { value: 'step-loss', label: 'lose a step instead of a morale result' },
      ],
    },
  ],
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
    if (!spec || rest.length > 0 || (side !== undefined && (isTextSpec(spec) || !spec.perSide))) {
      problems.push(`'${key}' is not a param of this module${specs.length ? ` (it reads ${specs.map((p) => (!isTextSpec(p) && p.perSide ? `${p.key} or ${p.key}.<side>` : p.key)).join(', ')})` : ' (it reads none)'}`);
    } else if (side !== undefined && !sideIds.includes(side)) {
      problems.push(`'${key}' names no side of the scenario`);
    } else if (isTextSpec(spec)) {
      if (typeof value !== 'string' || value.trim() === '') problems.push(`'${key}' must be a text, not ${JSON.stringify(value)}; the engine would use "${spec.fallback}"`);
      else if (spec.choices && !spec.choices.some((c) => c.value === value)) problems.push(`'${key}' must be one of ${spec.choices.map((c) => `"${c.value}"`).join(', ')}, not ${JSON.stringify(value)}; the engine would use "${spec.fallback}"`);
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

/** The params of a module that is on in this board's scenario, or null when it is off (for board-level tables). */
export function boardModuleParams(board: Board, module: SpecialRuleModule): ModuleParams | null {
  return Object.hasOwn(board.scenario.modules, module) ? board.scenario.modules[module] : null;
}

export function moduleOn(state: GameState, module: SpecialRuleModule): boolean {
  return Object.hasOwn(state.board.scenario.modules, module);
}

/**
 * A whole-number param of a module that is on (SPECIAL_RULE_MODULE_PARAMS), for one side when `sideId` is given: the
 * side's own value, else the module's, else the default. Values out of range count as unset (the checker reports them).
 */
export function moduleNumber(state: GameState, module: SpecialRuleModule, key: string, sideId?: string): number {
  return boardModuleNumber(state.board, module, key, sideId);
}

export function boardModuleNumber(board: Board, module: SpecialRuleModule, key: string, sideId?: string): number {
  const spec = SPECIAL_RULE_MODULE_PARAMS[module].find((p) => p.key === key);
  if (!spec || isTextSpec(spec)) throw new Error(`module ${module} has no number param ${key}`);
  const params = boardModuleParams(board, module) ?? {};
  const valid = (k: string) => {
    const value = Object.hasOwn(params, k) ? params[k] : undefined;
    return typeof value === 'number' && Number.isInteger(value) && value >= spec.min && value <= spec.max ? value : undefined;
  };
  return (spec.perSide && sideId !== undefined ? valid(`${key}.${sideId}`) : undefined) ?? valid(key) ?? spec.fallback;
}

/** A text param of a module (SPECIAL_RULE_MODULE_PARAMS), or its default when unset or blank. */
export function moduleText(params: ModuleParams, module: SpecialRuleModule, key: string): string {
  const spec = SPECIAL_RULE_MODULE_PARAMS[module].find((p) => p.key === key);
  if (!spec || !isTextSpec(spec)) throw new Error(`module ${module} has no text param ${key}`);
  const value = Object.hasOwn(params, key) ? params[key] : undefined;
  if (typeof value !== 'string' || value.trim() === '') return spec.fallback;
  return spec.choices && !spec.choices.some((c) => c.value === value) ? spec.fallback : value;
}
