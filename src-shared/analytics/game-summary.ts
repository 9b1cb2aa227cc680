/**
 * One bot game reduced to what a batch of games reports (playout-report.ts): how it ended, its length, the VP, the
 * turn each contingent came into play and the hexes where units were eliminated. The same function plays the games of
 * `atoll playout` and of the app's bot-game batches (in worker threads), so both give the same numbers for a seed.
 */
import { botSetup, scenarioGame, type BotKind, type GameEnd, type PreparedScenario } from '../engine/bots';
import { poolOf, type GameState } from '../engine/core/state';

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

/** The units of each contingent, in the board's unit order, for the arrival check after every action. */
function contingentUnits(scenario: PreparedScenario): Map<string, string[]> {
  const byContingent = new Map<string, string[]>();
  for (const unit of scenario.doc.units) {
    const list = byContingent.get(unit.contingentId);
    if (list) list.push(unit.id);
    else byContingent.set(unit.contingentId, [unit.id]);
  }
  for (const list of byContingent.values()) list.sort();
  return byContingent;
}

/** The same test as the engine's contingentArrived (conditions.ts), over the contingent's own units only. */
function inPlay(state: GameState, unitIds: readonly string[]): boolean {
  const pool = poolOf(state);
  return unitIds.some((id) => {
    const unit = state.units[id];
    return unit !== undefined && (unit.hex !== null || unit.eliminated === true || unit.removed !== undefined || Object.hasOwn(pool, id));
  });
}

/** Plays game `options.seed` of the scenario and sums it up. */
export function playSummary(scenario: PreparedScenario, options: GameOptions): GameSummary {
  const waiting = contingentUnits(scenario);
  const arrived: Record<string, number> = {};
  const eliminated: [number, string][] = [];
  const { cols } = scenario.doc.map;
  // Whether a contingent is in play depends on the units and the pool alone: most actions keep one of them or both.
  let seenUnits: GameState['units'] | null = null;
  let seenPool: GameState['pool'] | null = null;
  const played = scenarioGame(scenario, {
    seed: options.seed,
    bots: options.bots,
    observe: ({ state, events }) => {
      for (const e of events) if (e.type === 'unit-eliminated') eliminated.push([e.at.row * cols + e.at.col, state.board.units[e.unitId].sideId]);
      if (waiting.size === 0 || (state.units === seenUnits && state.pool === seenPool)) return;
      seenUnits = state.units;
      seenPool = state.pool;
      for (const [contingent, unitIds] of waiting) {
        if (!inPlay(state, unitIds)) continue;
        arrived[contingent] = state.turn;
        waiting.delete(contingent);
      }
    },
  });
  return {
    end: played.end,
    actions: played.session.actions.length,
    turn: played.state.turn,
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
