import { makeAutoObservable, reaction } from 'mobx';
import type { PlayerKind } from '../../src-shared/api/contract-sessions';
import type { BotKind } from '../../src-shared/engine/bots';
import { actingSide, BotTable, stopAfter, type StopScope } from '../../src-shared/playtest';
import type { Action, GameState } from '../../src-shared/engine';

/** What the runner needs of the player's hands (play-ui.ts): an action played as a click would play it, with its animation. */
type Hands = { act(action: Action): boolean };
import type { GameStore } from './game-store';
import type { PlayPrefs } from './play-prefs';

/** How long the quickest speed plays before it lets the page draw. */
const FRAME_BUDGET_MS = 40;

/**
 * Bots at the table: a side played by a bot acts whenever it is its decision, at the chosen speed; "bot plays until the
 * end of the phase / turn / game" lets a bot play the people's sides too until then. Each action goes through the
 * engine like a person's; a bot action the engine refuses stops the bots and says why. Pure decisions come from
 * playtest/players (BotTable, stopAfter); this only schedules them.
 */
export class BotRunner {
  paused = false;
  /** Bots also play the people's sides until this point. */
  until: { scope: StopScope; kind: BotKind; stop: (state: GameState) => boolean } | null = null;
  /** Actions the bots played in this run. */
  played = 0;
  private table: BotTable | null = null;
  private tableKey = '';
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly dispose: () => void;

  constructor(
    private readonly game: GameStore,
    private readonly ui: Hands,
    private readonly prefs: PlayPrefs,
  ) {
    makeAutoObservable<BotRunner, 'game' | 'ui' | 'prefs' | 'table' | 'tableKey' | 'timer' | 'dispose'>(this, { game: false, ui: false, prefs: false, table: false, tableKey: false, timer: false, dispose: false });
    this.dispose = reaction(
      () => [this.shouldRun, this.game.version, this.speed] as const,
      () => this.schedule(),
      { fireImmediately: true },
    );
  }

  /** Who plays a side now: its player, or the bot of a "play until" run for a person's side. */
  kindFor(sideId: string): PlayerKind {
    const player = this.game.playerOf(sideId);
    return player === 'human' && this.until ? this.until.kind : player;
  }

  get acting(): string {
    return actingSide(this.game.state);
  }

  /** A bot's turn to act, on the live game. */
  get shouldRun(): boolean {
    const { game } = this;
    if (!game.live || game.over || this.paused || game.saveError) return false;
    if (this.until && this.until.stop(game.state)) return false;
    return this.kindFor(this.acting) !== 'human';
  }

  /** Bots play every side until the end of the phase, turn or game (the people's sides with `kind`). */
  playUntil(scope: StopScope, kind: BotKind = 'greedy') {
    this.until = { scope, kind, stop: stopAfter(this.game.state, scope) };
    this.paused = false;
    this.played = 0;
  }

  stop() {
    this.until = null;
    this.clearTimer();
  }
  setPaused(paused: boolean) {
    this.paused = paused;
  }
  /** The bots' speed (the playtester's preference, kept for the next games). */
  get speed(): number {
    return this.prefs.botSpeed;
  }
  setSpeed(ms: number) {
    this.prefs.setBotSpeed(ms);
  }

  destroy() {
    this.dispose();
    this.clearTimer();
  }

  private clearTimer() {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule() {
    this.clearTimer();
    if (this.until && this.until.stop(this.game.state)) this.until = null;
    if (!this.shouldRun) return;
    this.timer = setTimeout(() => this.step(), this.speed);
  }

  /** The bots' table for the current players (rebuilt when someone changes hands, so no bot keeps a stale plan). */
  private tableFor(): BotTable {
    const kinds: Record<string, BotKind> = {};
    for (const side of this.game.state.board.sides) {
      const kind = this.kindFor(side.id);
      if (kind !== 'human') kinds[side.id] = kind;
    }
    const key = `${JSON.stringify(kinds)}@${this.game.id}`;
    if (!this.table || key !== this.tableKey) {
      this.table = new BotTable(kinds, this.game.summary.seed);
      this.tableKey = key;
    }
    return this.table;
  }

  private step() {
    this.timer = null;
    const started = performance.now();
    do {
      if (!this.shouldRun) return;
      let action;
      try {
        action = this.tableFor().next(this.game.state);
      } catch (e) {
        this.fail(`the bot failed: ${e instanceof Error ? e.message : String(e)}`);
        return;
      }
      if (!action) return;
      const ok = this.speed >= 300 ? this.ui.act(action) : this.game.act(action).ok;
      if (!ok) {
        this.fail(`the engine refused the bot's action (${action.type})`);
        return;
      }
      this.played++;
    } while (this.speed === 0 && performance.now() - started < FRAME_BUDGET_MS);
  }

  private fail(why: string) {
    this.until = null;
    this.paused = true;
    this.game.refuse(`The bots stopped: ${why}.`);
  }

  /** After time travel or a branch the bots start afresh. */
  forget() {
    this.table = null;
  }
}
