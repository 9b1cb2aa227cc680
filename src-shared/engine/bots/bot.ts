/** What every bot shares: the interface the game driver calls, seeded dice, and whose decision it is now. */
import { rollDie, seedRng, type RngState } from '../../dice';
import type { Action } from '../core/actions';
import { plansMissing } from '../reinforcements/arrival-plan';
import { beforePlay } from '../core/registry';
import { phasingSide, type GameState } from '../core/state';

export type Bot = {
  readonly name: string;
  /** The next action for `side`, which is acting in `state`; it must be one the engine accepts. */
  next(state: GameState, side: string): Action;
};

export type BotKind = 'random' | 'greedy';

/**
 * The bot's own dice: seeded from the bot seed, never from the game's dice, so a bot never changes the rolls. The
 * random test games use them too (test-random.ts).
 */
export class BotDice {
  private state: RngState;
  constructor(seed: string | RngState) {
    this.state = typeof seed === 'string' ? seedRng(seed) : seed;
  }
  /** 0 .. n-1 */
  int(n: number): number {
    const r = rollDie(this.state, n);
    this.state = r.state;
    return r.value - 1;
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)];
  }
  chance(percent: number): boolean {
    return this.int(100) < percent;
  }
}

/** Who decides now: a side still to write its arrival plan or seal its arrival order before play, else the phasing side. */
export function actingSide(state: GameState): string {
  return plansMissing(state)[0] ?? beforePlay(state)?.sides[0] ?? phasingSide(state).id;
}
