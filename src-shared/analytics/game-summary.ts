/**
 * One bot game reduced to what a batch of games reports (playout-report.ts): how it ended, its length, the VP, the
 * turn each contingent came into play and the hexes where units were eliminated. The same function plays the games of
 * `atoll playout` and of the app's bot-game batches (in worker threads), so both give the same numbers for a seed.
 */
import { botSetup, scenarioGame, type BotKind, type GameEnd, type PreparedScenario } from '../engine/bots';
import type { GameState, UnitState } from '../engine/core/state';
import type { Board } from '../engine/core/board';
import { unitIndex, unitStates } from '../engine/core/units';

export type GameSummary = {
  readonly end: GameEnd;
  readonly actions: number;
  /** The turn (its index on the track) the game ended in. */
  readonly turn: number;
  readonly vp: Readonly<Record<string, number>>;
  readonly winner: string | null;
  readonly level: string;
  /** Contingent id -> the turn its first unit came into play (16.4: on the map, in the pool, eliminated or removed). */
  readonly arrived: Readonly<Record<string, number>>;
  /** Where units were eliminated: [hex index (row * cols + col), side id] per elimination, in the order they fell. */
  readonly eliminated: readonly (readonly [number, string])[];
};

export type GameOptions = {
  readonly seed: number;
  /** One kind for every side, or a kind per side id. */
  readonly bots: BotKind | Readonly<Record<string, BotKind>>;
};

/** The units of each contingent, as indexes in the board's unit order, for the arrival check after every action. */
function contingentUnits(scenario: PreparedScenario, board: Board): Map<string, number[]> {
  const byContingent = new Map<string, number[]>();
  for (const unit of scenario.doc.units) {
    const at = unitIndex(board, unit.id);
    if (at < 0) continue;
    const list = byContingent.get(unit.contingentId);
    if (list) list.push(at);
    else byContingent.set(unit.contingentId, [at]);
  }
  return byContingent;
}

/**
 * The same test as the engine's contingentArrived (conditions.ts), over the contingent's own units only, read from the
 * units record's table by index: a read of `state.units[id]` here took V8's generic keyed load after every action
 * (about 1 % of a bot game). With `before`, the table the last check read under the same pool, only units whose state
 * changed since are looked at: the others were not in play then and still are not.
 */
function inPlay(state: GameState, units: readonly UnitState[], before: readonly UnitState[] | null, indexes: readonly number[]): boolean {
  const { pool } = state;
  const ids = state.board.unitIds;
  for (const i of indexes) {
    const unit = units[i];
    if (before !== null && before[i] === unit) continue;
    if (unit.hex !== null || unit.eliminated === true || unit.removed !== undefined || (pool !== undefined && Object.hasOwn(pool, ids[i]))) return true;
  }
  return false;
}

/** Plays game `options.seed` of the scenario and sums it up. */
export function playSummary(scenario: PreparedScenario, options: GameOptions): GameSummary {
  let waiting: Map<string, number[]> | null = null;
  const arrived: Record<string, number> = {};
  const eliminated: [number, string][] = [];
  const { cols } = scenario.doc.map;
  // Whether a contingent is in play depends on the units and the pool alone: most actions keep one of them or both.
  let seenUnits: GameState['units'] | null = null;
  let seenPool: GameState['pool'] | null = null;
  let seenList: readonly UnitState[] | null = null;
  const played = scenarioGame(scenario, {
    seed: options.seed,
    bots: options.bots,
    observe: ({ state, events }) => {
      for (const e of events) if (e.type === 'unit-eliminated') eliminated.push([e.at.row * cols + e.at.col, state.board.units[e.unitId].sideId]);
      waiting ??= contingentUnits(scenario, state.board);
      if (waiting.size === 0 || (state.units === seenUnits && state.pool === seenPool)) return;
      const units = unitStates(state);
      const before = state.pool === seenPool ? seenList : null;
      seenUnits = state.units;
      seenPool = state.pool;
      seenList = units;
      for (const [contingent, indexes] of waiting) {
        if (!inPlay(state, units, before, indexes)) continue;
        arrived[contingent] = state.turn;
        waiting.delete(contingent);
      }
    },
  });
  return {
    end: played.end,
    actions: played.session.actions.length,
    turn: played.turn,
    vp: played.vp,
    winner: played.winner,
    level: played.level,
    arrived,
    eliminated,
  };
}

/** Units the bots cannot set up in any game of this scenario (special-rule set-ups stay off the map). */
export function unplacedUnits(scenario: PreparedScenario, options: GameOptions): readonly string[] {
  return botSetup(scenario, options).unplaced;
}
