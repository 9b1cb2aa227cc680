/**
 * Who plays each side: bots at the table and what a person may see in hot-seat play.
 *  - botAction: the next action of the acting side by a bot, deterministic for a state and a bot seed; BotTable keeps
 *    one bot per side across a game, as `atoll playout` plays, for a bot that remembers its plan within a phase.
 *  - Stop predicates for "bot plays until the end of the phase / turn / game" (the UI schedules the actions).
 *  - viewFor: what a side may see: the other sides' hidden units (module hip) left out, arrival plans and arrival orders
 *    sealed until the game is over (planFor, orderFor), and which log lines name a unit it may not see.
 */
import { actingSide, greedyBot, randomBot, type Bot, type BotKind } from '../engine/bots';
import { isHidden, orderFor, planDigest, planFor, stateHash, type Action, type GameState } from '../engine';
import { stacks, type StackView } from './board-view';
import type { Narration } from './narration';

export { actingSide };

/**
 * The next action of the side acting now (the phasing side, or a side still to write its arrival plan), by a bot.
 * Pure: the greedy bot starts afresh from the state; the random bot's dice are seeded from `botSeed` and the state,
 * so the same state and seed give the same action.
 */
export function botAction(state: GameState, kind: BotKind, botSeed: string): Action {
  const side = actingSide(state);
  const bot = kind === 'greedy' ? greedyBot() : randomBot(`${botSeed}|${side}|${stateHash(state)}`);
  return bot.next(state, side);
}

/**
 * Bots at the table for a whole game: one bot per side it is given, kept across actions so the greedy bot remembers
 * its plan within a phase (bots/phase-memory.ts), each seeded as `atoll playout` seeds it (`kind-seed-side`): a game
 * played from the start by a BotTable is the game playout plays. After stepping back or branching, call reset.
 */
export class BotTable {
  private bots = new Map<string, Bot>();

  constructor(
    private readonly kinds: Readonly<Record<string, BotKind>>,
    private readonly seed: number | string,
  ) {}

  /** The side acting now is played by a bot. */
  plays(state: GameState): boolean {
    return !state.over && Object.hasOwn(this.kinds, actingSide(state));
  }

  /** The bot's action for the side acting now; null when a person plays that side or the game is over. */
  next(state: GameState): Action | null {
    if (!this.plays(state)) return null;
    const side = actingSide(state);
    let bot = this.bots.get(side);
    if (!bot) {
      const kind = this.kinds[side];
      bot = kind === 'greedy' ? greedyBot() : randomBot(`${kind}-${this.seed}-${side}`);
      this.bots.set(side, bot);
    }
    return bot.next(state, side);
  }

  /** Forgets what the bots remember (after a step back, a branch, or a side changing hands). */
  reset(): void {
    this.bots = new Map();
  }
}

export type StopScope = 'phase' | 'turn' | 'game';

/**
 * A predicate for "play until the end of the phase / turn / game" from `start`: true once the game is over, or the phase
 * (of that player turn) or the turn has moved on.
 */
export function stopAfter(start: GameState, scope: StopScope): (state: GameState) => boolean {
  return (state) => {
    if (state.over) return true;
    if (scope === 'game') return false;
    if (state.turn !== start.turn) return true;
    return scope === 'phase' && (state.player !== start.player || state.phase !== start.phase);
  };
}

export type SideView = {
  readonly viewer: string;
  /** Units of other sides the viewer may not see: hidden (module hip) and not yet revealed. */
  readonly masked: ReadonlySet<string>;
  /** The stacks as the viewer sees them: masked units left out, stacks of masked units only dropped. */
  readonly stacks: readonly StackView[];
  /** Each side's arrival plan as the viewer may see it: its own, and every one once the game is over; null while sealed. */
  readonly plans: Readonly<Record<string, readonly string[] | null>>;
  /** Each side's plan digest (which anyone may see), null when it has written none. */
  readonly digests: Readonly<Record<string, string | null>>;
  /** Each side's arrival order (units or contingents) as the viewer may see it: its own, and every one once the game is over; null while sealed or not written. */
  readonly orders: Readonly<Record<string, readonly string[] | null>>;
};

/** The units of other sides on the map that `viewer` may not see: hidden (module hip) and not yet revealed. */
export function maskedFor(state: GameState, viewer: string): ReadonlySet<string> {
  const { board } = state;
  return new Set(board.unitIds.filter((id) => board.units[id].sideId !== viewer && state.units[id].hex !== null && isHidden(state, id)));
}

export function viewFor(state: GameState, viewer: string): SideView {
  const { board } = state;
  const masked = maskedFor(state, viewer);
  const shown = stacks(state)
    .map((s) => ({ ...s, units: s.units.filter((u) => !masked.has(u.unitId)) }))
    .filter((s) => s.units.length > 0);
  return {
    viewer,
    masked,
    stacks: shown,
    plans: Object.fromEntries(board.sides.map((s) => [s.id, planFor(state, viewer, s.id)])),
    digests: Object.fromEntries(board.sides.map((s) => [s.id, planDigest(state, s.id)])),
    orders: Object.fromEntries(board.sides.map((s) => [s.id, orderFor(state, viewer, s.id)])),
  };
}

/** The log line names no unit the viewer may not see now. */
export function visibleTo(view: Pick<SideView, 'masked'>, narration: Pick<Narration, 'units'>): boolean {
  return narration.units.every((id) => !view.masked.has(id));
}
