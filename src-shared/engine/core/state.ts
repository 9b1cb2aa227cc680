// Rules 8.0.
/**
 * The game state: an immutable value. Every change builds new objects and shares the untouched ones; the
 * engine never mutates a state it was given.
 *
 * Fog of war (8.0): stacks are open to both players, so the state holds no hidden information and needs no
 * per-player view. (Off-map displays are private in the text; the engine keeps no secrets from the play-tester.)
 * The one exception is a scenario's arrival plans: kept here, but shown to a player only through planFor. Units
 * set up hidden (module hip) are in the state like any other, only listed as hidden (modules/pacific/pacific-state.ts, modules/hidden).
 */
import type { RngState } from '../../dice';
import type { HexRef } from '../../model';
import type { Board, SideInfo } from './board';
import type { PhaseId } from './phases';
import type { AirSupplyState, EngineeringState, HexsideChanges, RoadblockState } from '../engineering/state-engineering';
import type { GameOutcome, PoolEntry, ReinforcementState, SealedArrivalPlan, StrikeState } from './state-scenario';

export type { Decision, EntryPlan, GameOutcome, PoolEntry, ReinforcementState, SealedArrivalPlan, StrikeState } from './state-scenario';

export type UnitState = {
  /** Null while off the map: not yet arrived, or eliminated. */
  readonly hex: HexRef | null;
  /** Back side of the counter (15.0). Combat, retreat and over-stacking set it (7.3, 11.5, 13.3, 13.4); regroup clears it (15.2). */
  readonly disrupted: boolean;
  /**
   * Index into the unit type's steps for chain step models. Two-sided units use `disrupted` and stay at 0, unless
   * reduced for good (1: it shows its back whatever `disrupted` says; a crew-served weapon in a Banzai, OST 12.8).
   */
  readonly step: number;
  /**
   * Removed from play by a logged `unit-eliminated` event (11.5, 13.2, 15.1, 15.3); it never returns.
   * Absent (rather than false) for units in play, so states without eliminations hash as before.
   */
  readonly eliminated?: true;
  /**
   * Out of play without being eliminated: moved off the map by evacuation (scenario rule, scored in 21.2), or an
   * airborne reinforcement not dropped on its turn (6.0), or a tank killer spent in its attack (OST 15.2).
   * Absent for units in play or not yet arrived.
   */
  readonly removed?: 'evacuated' | 'not-dropped' | 'detonated';
  /**
   * The carrier it is aboard (transport, modules/transport): off the map (`hex` null) yet in play, moving with the
   * carrier and sharing its fate; it counts for no stacking or ZOC, and neither attacks nor is attacked on its own.
   * Absent for units not carried, so states without transport hash as before.
   */
  readonly aboard?: string;
};

export type UnitMoveProgress = {
  /** MP still available: the MA, less what was spent, plus any fast-movement die (10.10). */
  readonly mpLeft: number;
  /** Hexes entered this phase; the minimum move (10.4) is open only while this is 0. */
  readonly hexesEntered: number;
  /** Entered an enemy ZOC: no further movement this phase (9.2). */
  readonly halted: boolean;
  /** Has used its one fast movement of the phase (10.10). */
  readonly fastMoved: boolean;
  /** Its move is over because another unit has moved since (10.1: units move one at a time). */
  readonly done: boolean;
  /** Has moved the one extra hex of a Banzai participant (OST 13.7): its move is over. Absent otherwise. */
  readonly banzaiExtra?: true;
};

export type MovementState = {
  /** The unit whose move is in progress: it may continue, or declare fast movement (10.10). */
  readonly current: string | null;
  readonly units: Readonly<Record<string, UnitMoveProgress>>;
};

/** After a combat that emptied the defenders' hex: who may still pursue (14.0). */
export type PursuitState = {
  /** The hex the defenders left; every pursuit enters it first (14.3). */
  readonly hex: HexRef;
  /** Attacking units that may still pursue, with the most hexes each may move (14.2). */
  readonly units: Readonly<Record<string, number>>;
};

/** Bookkeeping of the current Ground Attack Phase (11.0). */
export type CombatState = {
  /** Units that have attacked this phase (11.1), with the hex each attacked from (one unit per over-stacked hex, 7.4). */
  readonly attacked: Readonly<Record<string, HexRef>>;
  /** The phasing side has paid this phase's 1 CP for ranged fire (11.2.2). */
  readonly rangedPaid: boolean;
  /** Open right after a combat that cleared the defenders' hex; the next attack or the end of the phase closes it. */
  readonly pursuit: PursuitState | null;
};

export type GameState = {
  /**
   * Static map, ruleset, sides and units, shared by every state of the game; not part of stateHash. Only hexsides
   * changed in play (`hexsides`) patch it: restoreHexsides rebuilds such a board from the setup's.
   */
  readonly board: Board;
  /** Hash of the setup the board was built from; part of stateHash. */
  readonly setupHash: string;
  /** The current turn's `index` on the turn record track. */
  readonly turn: number;
  /** Index into board.sides: whose player turn it is (the phasing player, 4.1). */
  readonly player: number;
  readonly phase: PhaseId;
  /** Command points per side id (5.0), never below zero. */
  readonly cp: Readonly<Record<string, number>>;
  readonly units: Readonly<Record<string, UnitState>>;
  /** Progress of the current Movement Phase; empty in every other phase. */
  readonly movement: MovementState;
  /**
   * The current Ground Attack Phase's attacks, ranged-fire payment and open pursuit. Absent until the first
   * attack of the phase and dropped when the phase ends, so states outside combat hash as before.
   */
  readonly combat?: CombatState;
  /** The dice: every roll advances this state (DESIGN §4.1). */
  readonly rng: RngState;
  /** True once the last turn has ended (4.2 III) or a side won by sudden death (21.1). */
  readonly over: boolean;
  // Scenario parts: each undefined while unused (EMPTY_SLICES), so states of games without them hash as before.
  /** Units in the Reinforcements Display waiting to enter (16.1), by unit id. */
  readonly pool?: Readonly<Record<string, PoolEntry>>;
  /** Open decisions of the current Reinforcement Phase; dropped when it ends. */
  readonly reinforcement?: ReinforcementState;
  /** Once-only table outcomes that have happened ("table#row.outcome"), sorted. */
  readonly once?: readonly string[];
  /** Strike markers by id (12.1); present when the scenario has any. */
  readonly strikes?: Readonly<Record<string, StrikeState>>;
  /** Kinds of strikes committed in the current Airstrike & Naval Gunfire Phase (12.2, 12.10). */
  readonly strikesCommitted?: readonly ('air' | 'naval')[];
  /**
   * Demolition markers (19.0), sorted: feature ids (objectives in a demolished hex included), demolished hexes as
   * "hex:col,row" and demolished bridges by their hexside key ("col,row:dir").
   */
  readonly demolished?: readonly string[];
  /** Hexsides changed in play (19.2, 22.2); `board` is patched to match (live-hexsides.ts). */
  readonly hexsides?: HexsideChanges;
  /** Roadblocks built in play and map roadblocks removed (20.0). */
  readonly roadblocks?: RoadblockState;
  /** Engineering bookkeeping of the current player turn (19.3, 20.1). */
  readonly engineering?: EngineeringState;
  /** Air supply markers per side id, once the side has dropped one (18.3). */
  readonly airSupply?: Readonly<Record<string, AirSupplyState>>;
  /** Drop zones placed (6.1), per side id. */
  readonly dropZones?: Readonly<Record<string, readonly HexRef[]>>;
  /** Markers placed under the scenario's further drop-zone allowance (`dropZones.later`), per side id. */
  readonly laterDropZones?: Readonly<Record<string, number>>;
  /** Air drops made in the current Airborne Landing Phase: drop zones go down before the first (6.1); dropped when it ends. */
  readonly airdropsMade?: number;
  /** Arrival plans submitted, per side id (scenario rule "arrival plan"); sealed: read them through planFor. */
  readonly arrivalPlans?: Readonly<Record<string, SealedArrivalPlan>>;
  readonly outcome?: GameOutcome;
} & ModuleSlices;

/**
 * The parts of the state that rule modules own (core/rule-module.ts), each optional and undefined in games that do
 * not use it, added by its module through declaration merging (`declare module '.../core/state'`) and listed in
 * EMPTY_SLICES below.
 */
export interface ModuleSlices {}

export const NO_MOVEMENT: MovementState = { current: null, units: {} };

export function phasingSide(state: GameState): SideInfo {
  return state.board.sides[state.player];
}

export function turnRecord(state: GameState) {
  return state.board.turns.find((t) => t.index === state.turn);
}

export const NO_COMBAT: CombatState = { attacked: {}, rangedPaid: false, pursuit: null };

export function combatOf(state: GameState): CombatState {
  return state.combat ?? NO_COMBAT;
}

export function poolOf(state: GameState): Readonly<Record<string, PoolEntry>> {
  return state.pool ?? {};
}

/** Not yet in play: off the map, never eliminated or removed, not aboard a carrier and not waiting in the pool. */
export function notYetArrived(state: GameState, unitId: string): boolean {
  const unit = state.units[unitId];
  return !unit.hex && !unit.eliminated && !unit.removed && !unit.aboard && !Object.hasOwn(poolOf(state), unitId);
}

/** The keys of the state's optional parts: the core's scenario parts and the rule modules' slices. */
export type SliceKey = { [K in keyof GameState]-?: undefined extends GameState[K] ? K : never }[keyof GameState];

/**
 * Every optional part of the game state with its empty value, in one fixed order: the one list of slices. A game's
 * first state holds all of them (createGame), unused ones `undefined`, and no change ever adds or deletes a key, so
 * every state of every game has one shape and the engine's reads of a state stay monomorphic in V8 (see "Engine
 * speed" in docs/ARCHITECTURE.md). stateHash leaves `undefined` parts out, so an unused part hashes as if absent.
 * A new part (on GameState or on ModuleSlices) does not compile until it is listed here.
 */
export const EMPTY_SLICES: { readonly [K in SliceKey]: undefined } = {
  combat: undefined,
  pool: undefined,
  reinforcement: undefined,
  once: undefined,
  strikes: undefined,
  strikesCommitted: undefined,
  demolished: undefined,
  hexsides: undefined,
  roadblocks: undefined,
  engineering: undefined,
  airSupply: undefined,
  dropZones: undefined,
  laterDropZones: undefined,
  airdropsMade: undefined,
  arrivalPlans: undefined,
  outcome: undefined,
  pacific: undefined,
  obstacles: undefined,
  morale: undefined,
  arrivalOrders: undefined,
};

/** Every part of a state, each key present (optional parts `undefined` while unused), writable: a state being made. */
export type StateParts = { -readonly [K in keyof Required<GameState>]: GameState[K] };

/**
 * A new state of the parts given, written property by property in the one fixed order (the core's parts, then
 * EMPTY_SLICES's): every state, the first (createGame) and each copy (copyState), is made by this one literal, so
 * every state has one hidden class. A part left out does not compile.
 */
function stateOf(s: StateParts): StateParts {
  return {
    board: s.board,
    setupHash: s.setupHash,
    turn: s.turn,
    player: s.player,
    phase: s.phase,
    cp: s.cp,
    units: s.units,
    movement: s.movement,
    rng: s.rng,
    over: s.over,
    combat: s.combat,
    pool: s.pool,
    reinforcement: s.reinforcement,
    once: s.once,
    strikes: s.strikes,
    strikesCommitted: s.strikesCommitted,
    demolished: s.demolished,
    hexsides: s.hexsides,
    roadblocks: s.roadblocks,
    engineering: s.engineering,
    airSupply: s.airSupply,
    dropZones: s.dropZones,
    laterDropZones: s.laterDropZones,
    airdropsMade: s.airdropsMade,
    arrivalPlans: s.arrivalPlans,
    outcome: s.outcome,
    pacific: s.pacific,
    obstacles: s.obstacles,
    morale: s.morale,
    arrivalOrders: s.arrivalOrders,
  };
}

/** The first state of a game, from its core parts; every optional part starts `undefined` (EMPTY_SLICES). */
export function firstState(core: Omit<StateParts, SliceKey>): GameState {
  return stateOf({ ...core, ...EMPTY_SLICES });
}

/**
 * A writable copy of the state, to set the parts an action changes on before handing it on (it is then as
 * immutable as any state). The same as `{ ...state }`, some ten times cheaper: V8 copies an object of thirty
 * properties by a spread one property at a time through its generic path (about 10,000 instructions), and a bot game
 * copies the state some thousands of times.
 */
export function copyState(state: GameState): StateParts {
  return stateOf(state as StateParts);
}

/** A copy of the state with the parts given changed: `{ ...state, ...parts }`, made by copyState. */
export function withParts(state: GameState, parts: Partial<StateParts>): GameState {
  return Object.assign(copyState(state), parts);
}

/**
 * A copy of the state with the given optional part set, or emptied (`undefined`) when `value` is undefined; the key
 * stays, so the copy keeps the state's shape (EMPTY_SLICES).
 */
export function withPart<K extends SliceKey>(state: GameState, key: K, value: GameState[K] | undefined): GameState {
  if (value === undefined && state[key] === undefined) return state;
  const next = copyState(state);
  next[key] = value as StateParts[K];
  return next;
}
