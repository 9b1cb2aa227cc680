/**
 * A play-test session as a timeline: the game after any number of its actions, the events each action produced, and a
 * flat event log that knows the turn, phase and phasing side of every event. Any moment is a fold of the log (DESIGN
 * §4.2); the timeline keeps the state after every `checkpointEvery`-th action and a small store of recently visited
 * states, so stepping back one action, or jumping anywhere, replays at most one checkpoint's worth of actions.
 *
 * A log the engine refuses part-way (a corrupt or foreign session, a changed engine) keeps its valid prefix and says
 * which action was refused and why (`refused`); a refused `append` changes nothing and returns the engine's reason.
 */
import { apply, createGame, phasingSide, SetupError, type Action, type GameEvent, type GameSetup, type GameState, type PhaseId, type RuleError } from '../engine';

/** One event of the log with where it happened. */
export type TimelineEvent = {
  readonly event: GameEvent;
  /** The action (0-based) that produced it: after it, `stateAt(actionIndex + 1)` shows its result. */
  readonly actionIndex: number;
  /** Its place in the flat log. */
  readonly index: number;
  readonly turn: number;
  readonly phase: PhaseId;
  /** The phasing side (whose player turn it was) when it happened. */
  readonly side: string;
};

/** The first logged action the engine refused on opening the timeline; nothing from it on was kept. */
export type ReplayRefusal = {
  /** Its index in the given log, 0-based; equal to the number of actions kept. */
  readonly index: number;
  readonly action: Action;
  readonly error: RuleError;
  /** Actions given from it on (itself included), none of which was kept. */
  readonly dropped: number;
};

export type AppendResult =
  | { readonly ok: true; readonly state: GameState; readonly events: readonly GameEvent[] }
  | { readonly ok: false; readonly error: RuleError };

export type TimelineOptions = {
  /** Keep the state after every n-th action (32 unless given). */
  readonly checkpointEvery?: number;
  /** How many other states to keep, the most recently visited (96 unless given). */
  readonly recentStates?: number;
};

const DEFAULT_CHECKPOINT_EVERY = 32;
const DEFAULT_RECENT_STATES = 96;

/** The phase context an action starts in; the events it produces move it on (a phase or turn started). */
type Context = { turn: number; phase: PhaseId; side: string };

function contextOf(state: GameState): Context {
  return { turn: state.turn, phase: state.phase, side: phasingSide(state).id };
}

export class Timeline {
  readonly setup: GameSetup;
  readonly seed: number | string;
  readonly refused: ReplayRefusal | null;
  private readonly every: number;
  private readonly recentLimit: number;
  private readonly log: Action[] = [];
  private readonly eventsByAction: (readonly GameEvent[])[] = [];
  /** Index in `flat` of each action's first event. */
  private readonly firstEvent: number[] = [];
  private readonly flat: TimelineEvent[] = [];
  /** Action count -> state, for counts divisible by `every`. */
  private readonly checkpoints = new Map<number, GameState>();
  /** Action count -> state, most recently used last. */
  private readonly recent = new Map<number, GameState>();
  private last: GameState;
  private replays = 0;

  /** Replays `actions` on a new game of `setup`; throws SetupError when the setup cannot start a game (see openTimeline). */
  constructor(setup: GameSetup, seed: number | string, actions: readonly Action[] = [], options: TimelineOptions = {}) {
    this.setup = setup;
    this.seed = seed;
    this.every = Math.max(1, Math.floor(options.checkpointEvery ?? DEFAULT_CHECKPOINT_EVERY));
    this.recentLimit = Math.max(0, Math.floor(options.recentStates ?? DEFAULT_RECENT_STATES));
    this.last = createGame(setup, seed);
    this.checkpoints.set(0, this.last);
    let refused: ReplayRefusal | null = null;
    for (let i = 0; i < actions.length; i++) {
      const result = this.append(actions[i]);
      if (!result.ok) {
        refused = { index: i, action: actions[i], error: result.error, dropped: actions.length - i };
        break;
      }
    }
    this.refused = refused;
  }

  /** Number of actions in the timeline. */
  get length(): number {
    return this.log.length;
  }

  get actions(): readonly Action[] {
    return this.log;
  }

  /** The state after the last action. */
  get current(): GameState {
    return this.last;
  }

  /** Every event, in order, with its action, turn, phase and phasing side. */
  get events(): readonly TimelineEvent[] {
    return this.flat;
  }

  /** Actions applied again to rebuild states not kept (for tests of the checkpoint spacing). */
  get replayedActions(): number {
    return this.replays;
  }

  /** The state after the first `count` actions (0: the game as set up). */
  stateAt(count: number): GameState {
    this.checkCount(count, 'stateAt');
    if (count === this.log.length) return this.last;
    const kept = this.checkpoints.get(count) ?? this.touch(count);
    if (kept) return kept;
    const base = count - (count % this.every);
    let state = this.checkpoints.get(base);
    if (!state) throw new Error(`timeline: no checkpoint at ${base}`);
    for (let i = base; i < count; i++) {
      const result = apply(state, this.log[i]);
      this.replays++;
      // The engine is deterministic: an action it accepted once it accepts again from the same state.
      if (!result.ok) throw new Error(`timeline: action ${i} was accepted once and refused on replay: ${result.error.message}`);
      state = result.state;
      if (i + 1 < count) this.remember(i + 1, state);
    }
    this.remember(count, state);
    return state;
  }

  /** The events action `index` (0-based) produced. */
  eventsOf(index: number): readonly GameEvent[] {
    this.checkIndex(index, 'eventsOf');
    return this.eventsByAction[index];
  }

  /** The index in `events` of the first event of action `index`; where the next action's events start when it has none. */
  firstEventOf(index: number): number {
    this.checkIndex(index, 'firstEventOf');
    return this.firstEvent[index];
  }

  actionAt(index: number): Action {
    this.checkIndex(index, 'actionAt');
    return this.log[index];
  }

  /** Applies the action to the current state; when the engine refuses it nothing changes and its reason comes back. */
  append(action: Action): AppendResult {
    const result = apply(this.last, action);
    if (!result.ok) return result;
    const index = this.log.length;
    const ctx = contextOf(this.last);
    this.log.push(action);
    this.eventsByAction.push(result.events);
    this.firstEvent.push(this.flat.length);
    for (const event of result.events) {
      if (event.type === 'phase-started') Object.assign(ctx, { turn: event.turn, phase: event.phase, side: event.side });
      else if (event.type === 'turn-started') ctx.turn = event.turn;
      const own = event.type === 'phase-ended' ? { turn: event.turn, phase: event.phase, side: event.side } : ctx;
      this.flat.push({ event, actionIndex: index, index: this.flat.length, turn: own.turn, phase: own.phase, side: own.side });
    }
    this.remember(index, this.last);
    this.last = result.state;
    if (this.log.length % this.every === 0) this.checkpoints.set(this.log.length, result.state);
    return { ok: true, state: result.state, events: result.events };
  }

  /** Keeps only the first `count` actions (undo, or the start of a branch), with their events and kept states. */
  truncate(count: number): void {
    this.checkCount(count, 'truncate');
    if (count === this.log.length) return;
    const state = this.stateAt(count);
    const cut = this.firstEvent[count];
    this.log.length = count;
    this.eventsByAction.length = count;
    this.firstEvent.length = count;
    this.flat.length = cut;
    for (const at of [...this.checkpoints.keys()]) if (at > count) this.checkpoints.delete(at);
    for (const at of [...this.recent.keys()]) if (at >= count) this.recent.delete(at);
    this.last = state;
  }

  /** A new timeline with the first `count` actions ("play on from here"), sharing the states kept so far. */
  branch(count: number = this.log.length): Timeline {
    this.checkCount(count, 'branch');
    const copy = new Timeline(this.setup, this.seed, [], { checkpointEvery: this.every, recentStates: this.recentLimit });
    const events = count < this.log.length ? this.firstEvent[count] : this.flat.length;
    for (let i = 0; i < count; i++) {
      copy.log.push(this.log[i]);
      copy.eventsByAction.push(this.eventsByAction[i]);
      copy.firstEvent.push(this.firstEvent[i]);
    }
    for (let i = 0; i < events; i++) copy.flat.push(this.flat[i]);
    for (const [at, state] of this.checkpoints) if (at <= count) copy.checkpoints.set(at, state);
    for (const [at, state] of this.recent) if (at < count) copy.recent.set(at, state);
    copy.last = this.stateAt(count);
    return copy;
  }

  private touch(count: number): GameState | undefined {
    const state = this.recent.get(count);
    if (state === undefined) return undefined;
    this.recent.delete(count);
    this.recent.set(count, state);
    return state;
  }

  private remember(count: number, state: GameState): void {
    if (this.recentLimit === 0 || count % this.every === 0) return;
    this.recent.delete(count);
    this.recent.set(count, state);
    while (this.recent.size > this.recentLimit) this.recent.delete(this.recent.keys().next().value as number);
  }

  private checkCount(count: number, what: string): void {
    if (!Number.isInteger(count) || count < 0 || count > this.log.length) throw new RangeError(`${what}: ${count} is not an action count from 0 to ${this.log.length}`);
  }

  private checkIndex(index: number, what: string): void {
    if (!Number.isInteger(index) || index < 0 || index >= this.log.length) throw new RangeError(`${what}: ${index} is not an action index from 0 to ${this.log.length - 1}`);
  }
}

export type OpenedTimeline = { readonly ok: true; readonly timeline: Timeline } | { readonly ok: false; readonly problems: readonly string[] };

/** A timeline, or every reason the setup cannot start a game (the engine's SetupError) instead of a throw. */
export function openTimeline(setup: GameSetup, seed: number | string, actions: readonly Action[] = [], options: TimelineOptions = {}): OpenedTimeline {
  try {
    return { ok: true, timeline: new Timeline(setup, seed, actions, options) };
  } catch (e) {
    if (e instanceof SetupError) return { ok: false, problems: e.problems };
    throw e;
  }
}
