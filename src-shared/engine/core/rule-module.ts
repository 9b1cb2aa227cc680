/**
 * What a rule module is: a set of rules that a scenario or ruleset switches on, joined to the core through hooks. The
 * core (every folder of the engine but modules/) calls the hooks through the registry (registry.ts) and never imports a
 * module; modules/installed.ts lists the modules and installs them. A module declares:
 *  - `id` and `rules`: its name and the rule numbers it implements;
 *  - `params`: what a scenario may tune (special-rule modules; scenario/special-rules.ts checks and reads them);
 *  - `slice`: the key of the game state it owns, declared on `ModuleSlices` (core/state.ts) by declaration merging
 *    and listed with its empty value in EMPTY_SLICES (core/state.ts: every state has the same keys);
 *  - `actions`: its action types (declared on `ModuleActions`, core/actions.ts), what legalActions lists for them and
 *    their reducer, which runs its own legality check and refuses with a RuleError;
 *  - `events`: the event types it emits (declared on `ModuleEvents`, core/events.ts; playtest/narrate.ts words them);
 *  - `hooks`: the points of the core it joins. Hooks of several modules run in installation order: for a fault the
 *    first one found wins, lists are concatenated, and steps are chained.
 */
import type { HexRef } from '../../model';
import type { GameSetup } from '../scenario/setup-types';
import type { ModuleParamSpec } from '../scenario/special-rules';
import type { Action } from './actions';
import type { Board, BoardFeature, UnitInfo } from './board';
import type { ColumnShift, GameEvent } from './events';
import type { TableModifier } from './events-scenario';
import type { RuleError } from './errors';
import type { CombatForces, ReachEntry, UnitsDraft } from './hook-types';
import type { ApplyResult } from './result';
import type { GameState, UnitState } from './state';
import type { Work } from './work';

/** A state and the events that led to it, as hooks chain them. */
export type Step = { readonly state: GameState; readonly events: readonly GameEvent[] };

/** Units confined to a network of hexes and steps (river boats keep to the river). */
export type Confinement = {
  readonly rule: string;
  /** The unit keeps to the network on this board. */
  applies(board: Board, info: UnitInfo): boolean;
  /** Per hex, 1 where a confined unit may stand; per hex*6+dir, 1 where its step follows the network. */
  masks(board: Board): { readonly hex: Uint8Array; readonly step: Uint8Array; readonly openTerrain: Uint8Array };
  /** Half-MP to enter terrain that only the network opens (an all-river hex). */
  openTerrainHalf(board: Board): number;
  /** Why a confined unit may not stand in `at`, or null. */
  hexFault(board: Board, at: number): string | null;
  /** Why a confined unit may not step from `from` into its neighbour `to` in direction `dir`, or null. */
  stepFault(board: Board, from: number, dir: number, to: number): string | null;
};

export type RuleHooks = {
  // Set-up (scenario/setup.ts).
  /** The module's part of a new game's state from the setup and its placed units; problems found are pushed. */
  readonly start?: (setup: GameSetup, board: Board, units: Readonly<Record<string, UnitState>>, problems: string[]) => Partial<GameState>;
  // Sequence of play (core/sequence.ts, core/apply.ts, core/legal.ts).
  /**
   * What play waits for before it begins (a side's sealed arrival order still to write): the sides that owe it, why
   * play waits, and the module's actions that settle it; null once nothing is owed. A module with this hook applies
   * its own actions whoever is phasing (each carries the side that takes it), and nothing else is applied meanwhile.
   */
  readonly beforePlay?: (state: GameState) => { readonly sides: readonly string[]; readonly reason: RuleError; readonly actions: readonly Action[] } | null;
  /** Events the module adds as the game ends, after the action that ended it (an arrival order revealed). */
  readonly gameEnds?: (state: GameState) => readonly GameEvent[];
  /** As a phase begins, after the standard and scenario rules. */
  readonly phaseStart?: (state: GameState) => Step;
  /** Why the phase may not end yet, or null. */
  readonly phaseOpen?: (state: GameState) => RuleError | null;
  /** After every accepted action, from the state it was applied to; before the sudden-death check. */
  readonly afterAction?: (before: GameState, after: GameState) => Step;
  /** Once an action's own events are known (a refinery catches fire after the combat that hit it). */
  readonly aftermath?: { readonly after: (action: Action) => boolean; readonly run: (work: Work, action: Action, events: readonly GameEvent[]) => void };
  // Movement (movement/, reinforcements/entry.ts, retreat/pursuit.ts).
  /** Why a unit not in the reinforcements pool may not enter yet (its place in an arrival order is still to come), or null. */
  readonly entryFault?: (state: GameState, unitId: string) => RuleError | null;
  /** Hexes a unit may not enter, and those where it may not end its move (tank killers stand alone); null for none. */
  readonly moveMasks?: (state: GameState, unitId: string) => { readonly blocked: Uint8Array; readonly noEnd: Uint8Array | null } | null;
  /** Half-MP added to entering each hex (1 MP more into a cave), or null. */
  readonly extraCost?: (state: GameState, info: UnitInfo) => Uint8Array | null;
  /** Why the unit may not enter `at` (ending there when `ends`), or null: a stacking rule of the module. */
  readonly stackFault?: (state: GameState, unitId: string, at: number, ends: boolean) => RuleError | null;
  /** Why the unit may not move at all now (a morale result), or null; asked by movement's mover check and by pursuit. */
  readonly moverFault?: (state: GameState, unitId: string) => RuleError | null;
  /** Why this move of the unit to `at` is refused by the module, or null. */
  readonly moveFault?: (state: GameState, unitId: string, at: number) => RuleError | null;
  /** Hexes a unit may reach beyond its movement (a Banzai participant's one extra hex), or null. */
  readonly extraMoves?: (state: GameState, unitId: string) => Map<string, ReachEntry> | null;
  /** The destinations legalActions lists for a unit from its reachable hexes (a Banzai participant only closes). */
  readonly destinations?: (state: GameState, unitId: string, reach: Map<string, ReachEntry>) => Map<string, ReachEntry>;
  /** Units kept to a network of hexes (movement cost tables, entry, retreat, pursuit, set-up). */
  readonly confinement?: Confinement;
  // Combat (combat/).
  /** Why the attack may not be made, or null; run with the standard checks before any die is rolled. */
  readonly attackFault?: (state: GameState, plan: CombatForces) => RuleError | null;
  /** A feature in the defenders' hex counts its column shift (a cave only when every defender is inside it). */
  readonly featureShelters?: (state: GameState, feature: BoardFeature, at: number, defenders: readonly string[]) => boolean;
  /** The night shift does not apply to this hex (a starshell lights it). */
  readonly nightLit?: (state: GameState, at: number) => boolean;
  /** Further column shifts, after the standard ones. */
  readonly columnShift?: (board: Board, plan: CombatForces) => ColumnShift | null;
  /** Defence strength added to the defenders of a ground attack (a command post's bonus), with notes; null for none. */
  readonly defenceAdd?: (state: GameState, plan: CombatForces) => { add: number; notes: string[] } | null;
  /** Attack strengths other than the counters' (a lone leader in a Banzai), with notes. */
  readonly strengths?: (state: GameState, plan: CombatForces) => { strength: Map<string, number>; notes: string[] };
  /** Resolves the attack instead of the CRT (artillery against a cave), or null to resolve it as usual. */
  readonly resolveAttack?: (state: GameState, plan: CombatForces & { readonly payRanged: boolean }) => ApplyResult | null;
  /** After an attack resolved on the CRT (`before` it, `after` it). */
  readonly afterAttack?: (before: GameState, after: GameState, plan: CombatForces & { readonly payRanged: boolean }) => Step;
  // Losses (disruption/, retreat/).
  /** A defender survives one more loss (a chain unit with steps left); null leaves it to the standard rule. */
  readonly survivesLoss?: (board: Board, unit: UnitState, unitId: string) => boolean | null;
  /** Takes a loss its own way (a chain unit loses a step): whether it is still on the map; null leaves it to disruption. */
  readonly takeLoss?: (board: Board, units: UnitsDraft, unitId: string, reason: string, events: GameEvent[]) => boolean | null;
  /** The unit holds its hex instead of retreating (its events pushed); false to retreat as usual. */
  readonly holdsInsteadOfRetreating?: (state: GameState, units: UnitsDraft, unitId: string, events: GameEvent[]) => boolean;
  // Strikes (strikes/).
  /** The unit is not seen by the enemy (hidden): no strike may name its hex. */
  readonly unseen?: (state: GameState, unitId: string) => boolean;
  /** The unit is out of reach of a strike in `at` (inside a cave); logs why. */
  readonly strikeImmune?: (work: Work, at: number, unitId: string, attack: string) => boolean;
  /** The unit is sheltered in `at` from a strike's results (inside a cave). */
  readonly sheltered?: (state: GameState, at: number, unitId: string) => boolean;
  /** After a strike on `at`. */
  readonly afterStrike?: (work: Work, at: number, cause: string) => void;
  // Air drops (airdrops/, engineering/air-supply.ts).
  /** Drops may be made without a drop zone (emergency drops). */
  readonly dropsAnywhere?: (state: GameState) => boolean;
  /** A drop into `at`, off the side's drop zones, is allowed. */
  readonly dropAllowed?: (state: GameState, at: number) => boolean;
  /** Why a drop into `at` is refused by the module, or null; asked only when no drop zone and no module allows it. */
  readonly dropFault?: (state: GameState, at: HexRef) => RuleError | null;
  /** Air Drop Table modifiers of a drop into `at`. */
  readonly dropModifiers?: (state: GameState, sideId: string, at: number) => TableModifier[];
  /** Hexes a side may drop into besides its drop zones. */
  readonly dropHexes?: (state: GameState, sideId: string) => number[];
};

export type RuleModule = {
  readonly id: string;
  /** The rule numbers it implements. */
  readonly rules: string;
  readonly params?: readonly ModuleParamSpec[];
  /** The key of the game state it owns. */
  readonly slice?: keyof GameState;
  readonly actions?: {
    readonly types: readonly string[];
    readonly legal: (state: GameState) => Action[];
    readonly apply: (state: GameState, action: Action) => ApplyResult;
  };
  readonly events?: readonly string[];
  readonly hooks?: RuleHooks;
  /** What the bots may ask of the module (bots/ reads these): actions worth taking now, best first. */
  readonly botHints?: (state: GameState) => Action[];
};
