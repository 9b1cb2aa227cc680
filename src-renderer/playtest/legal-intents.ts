import { observable, reaction } from 'mobx';
import type { GameState } from '../../src-shared/engine';
import { groupIntents, type GroupedIntents, type Names } from '../../src-shared/playtest';
import { afterNextFrame } from '../stores/after-frame';

/**
 * The legal actions of the state shown, labelled and grouped by unit and hex (playtest/intents), while a person may act:
 * worked out just after the frame that shows the state (a big scenario lists thousands of moves, and the board should
 * not wait for them), or at once when a click needs them first.
 */
export class LegalIntents {
  private readonly cache = observable.box<{ state: GameState; value: GroupedIntents } | null>(null, { deep: false });
  private cancelLater: (() => void) | null = null;
  private readonly dispose: () => void;

  constructor(
    /** The state a person may act on now, or null while nobody may. */
    private readonly actable: () => GameState | null,
    private readonly names: Names,
  ) {
    this.dispose = reaction(actable, (state) => this.schedule(state), { fireImmediately: true });
  }

  private schedule(state: GameState | null) {
    this.cancelLater?.();
    this.cancelLater = null;
    if (!state) return;
    this.cancelLater = afterNextFrame(() => {
      this.cancelLater = null;
      if (this.actable() === state) this.now();
    });
  }

  /** The grouped legal actions once worked out (observable), null until then and while nobody may act. */
  get current(): GroupedIntents | null {
    const state = this.actable();
    const cached = this.cache.get();
    return state && cached?.state === state ? cached.value : null;
  }

  /** The grouped legal actions, worked out now if they are not yet; null while nobody may act. */
  now(): GroupedIntents | null {
    const state = this.actable();
    if (!state) return null;
    const cached = this.cache.get();
    if (cached?.state === state) return cached.value;
    const value = groupIntents(state, this.names);
    this.cache.set({ state, value });
    return value;
  }

  destroy() {
    this.dispose();
    this.cancelLater?.();
  }
}
