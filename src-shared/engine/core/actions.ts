/**
 * What a player can ask the engine to do. Actions are plain JSON so a session log can be saved and replayed.
 * `side`, when given, names the acting player; an action for a side that is not phasing is refused.
 */
import type { HexRef } from '../../model';
import { ENGINEERING_ACTION_TYPES, type EngineeringAction } from '../engineering/actions-engineering';

export type * from '../engineering/actions-engineering';

/** End the current phase; after the last phase of the last player turn, the turn ends (4.2). */
export type EndPhaseAction = { readonly type: 'endPhase'; readonly side?: string };

/** Move one unit along the listed hexes, each adjacent to the one before; the unit's own hex is not listed. */
export type MoveAction = { readonly type: 'move'; readonly unitId: string; readonly path: readonly HexRef[]; readonly side?: string };

/** Move one unit to a hex by its cheapest legal path (the one reachableHexes reports). */
export type MoveToAction = { readonly type: 'moveTo'; readonly unitId: string; readonly to: HexRef; readonly side?: string };

/** Spend 1 CP and roll 1d6 extra MP for the unit whose move is in progress, or one that has not moved (10.10). */
export type FastMoveAction = { readonly type: 'fastMove'; readonly unitId: string; readonly side?: string };

/**
 * One ground attack (11.3) on the enemy units of `defenderHex`: `attackers` adjacent to it (11.2.1) and up to the
 * scenario's limit of `ranged` units firing from a distance (11.2.2). Either list may be empty, not both.
 */
export type AttackAction = {
  readonly type: 'attack';
  readonly attackers: readonly string[];
  readonly defenderHex: HexRef;
  readonly ranged?: readonly string[];
  /** The adjacent attacker to disrupt on an exchange (EX); default: the engine's choice, explained in the event. */
  readonly exchangeUnit?: string;
  /**
   * Hook for the defending player's retreat choice (13.1, 13.2): per defending unit, a planned route out of the hex,
   * longest first. On a retreat result the unit follows the first hexes of its plan for the rolled distance (further
   * while the end hex would be over-stacked); a plan too short for the roll is set aside for the automatic choice.
   */
  readonly retreatPaths?: Readonly<Record<string, readonly HexRef[]>>;
  readonly side?: string;
};

/** Pursuit after combat (14.2): `path` starts with the hex the defenders left; mechanized units may add one more hex. */
export type PursueAction = { readonly type: 'pursue'; readonly unitId: string; readonly path: readonly HexRef[]; readonly side?: string };

/** Spend 1 CP to return one disrupted unit to its combat effective side (15.2). */
export type RegroupAction = { readonly type: 'regroup'; readonly unitId: string; readonly side?: string };

/** Resolve a pending `choice` table result (16.4): the indexes of the options taken. */
export type ChooseAction = { readonly type: 'choose'; readonly decisionId: string; readonly options: readonly number[]; readonly side?: string };

/** Resolve a pending pick of arriving units (16.4): which of the candidates arrive. */
export type PickUnitsAction = { readonly type: 'pickUnits'; readonly decisionId: string; readonly unitIds: readonly string[]; readonly side?: string };

/** Bring a unit from the reinforcements pool onto the map in the Movement Phase (16.2, 16.3). */
export type EnterAction = { readonly type: 'enter'; readonly unitId: string; readonly hex: HexRef; readonly side?: string };

/** Move a unit off the map edge its side may evacuate by (21.2, a scenario rule), spending 1 MP. */
export type EvacuateAction = { readonly type: 'evacuate'; readonly unitId: string; readonly side?: string };

/** One hex a strike commitment attacks, and the markers sent to it. */
export type StrikeTarget = { readonly hex: HexRef; readonly strikeIds: readonly string[] };

/**
 * Commit strike markers of one kind for this Airstrike & Naval Gunfire Phase (12.2, 12.10): 1 CP, once per kind per
 * phase; the targets are resolved in the order listed (12.3).
 */
export type CommitStrikesAction = { readonly type: 'commitStrikes'; readonly kind: 'air' | 'naval'; readonly targets: readonly StrikeTarget[]; readonly side?: string };

/** Place a drop-zone marker (6.1): free on the first turn up to the side's count, then 1 CP each. */
export type PlaceDropZoneAction = { readonly type: 'placeDropZone'; readonly hex: HexRef; readonly side?: string };

/** Air drop a unit from the pool onto a drop zone or a hex next to one, and check its landing (6.2). */
export type AirdropAction = { readonly type: 'airdrop'; readonly unitId: string; readonly hex: HexRef; readonly side?: string };

/**
 * Write down the side's arrival plan before play (scenario rule "arrival plan"): every one of its reinforcement
 * contingents, once each, in the order it intends them to arrive. `side` names the plan's side, which need not be
 * phasing; the plan is sealed from the other side until the game is over.
 */
export type SubmitArrivalPlanAction = { readonly type: 'submitArrivalPlan'; readonly side: string; readonly order: readonly string[] };

export type Action =
  | EndPhaseAction
  | MoveAction
  | MoveToAction
  | FastMoveAction
  | AttackAction
  | PursueAction
  | RegroupAction
  | ChooseAction
  | PickUnitsAction
  | EnterAction
  | EvacuateAction
  | CommitStrikesAction
  | PlaceDropZoneAction
  | AirdropAction
  | SubmitArrivalPlanAction
  | EngineeringAction
  | ModuleActions[keyof ModuleActions];

/**
 * The actions of rule modules (core/rule-module.ts), one entry per module family, each added by its module through
 * declaration merging (`declare module '.../core/actions'`), so the core names no module's actions.
 */
export interface ModuleActions {}

export const CORE_ACTION_TYPES: readonly Action['type'][] = ['endPhase', 'move', 'moveTo', 'fastMove', 'attack', 'pursue', 'regroup', 'choose', 'pickUnits', 'enter', 'evacuate', 'commitStrikes', 'placeDropZone', 'airdrop', 'submitArrivalPlan', ...ENGINEERING_ACTION_TYPES];

/** Every action type: the core's, then those of the installed modules (registry.ts adds them as it installs them). */
export const ACTION_TYPES: readonly Action['type'][] = [...CORE_ACTION_TYPES];
