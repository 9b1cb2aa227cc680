/** The random games the engine property tests share (test-only; never imported by the engine). */
import fc from 'fast-check';
import { seedRng } from '../../dice';
import type { Action } from '../core/actions';
import { apply } from '../core/apply';
import type { GameEvent } from '../core/events';
import { legalActions } from '../core/legal';
import { isPacificAction } from '../modules/pacific/pacific-actions';
import { stateHash, type GameSession } from '../core/session';
import { createGame } from '../scenario/setup';
import type { GameState } from '../core/state';
import { deepFreeze } from './test-fixtures';
import { Dice, junkAction, randomSetup } from './test-random';
import { junkEngineeringAction } from './test-random-engineering';
import { junkPacificAction } from './test-random-pacific';
import { junkOrderAction, junkPlanAction } from './test-random-scenario';
import { junkTransportAction } from './test-random-transport';

export const RUNS = 1000;
const STEPS = 60;

/** `events[i]` is what the action from `states[i]` to `states[i + 1]` logged; `legal[i]` what legalActions listed in `states[i]`. */
export type Played = { session: GameSession; states: GameState[]; events: (readonly GameEvent[])[]; legal: Action[][]; refusals: number };

/**
 * A random bot: at each step it picks uniformly among legalActions (ending the phase a quarter of the time, so
 * games get past movement; a Pacific action a third of the time one is open), and also tries junk actions, which
 * must either apply or change nothing.
 */
function play(seed: number): Played {
  // Frozen, as the states are: prepareSetup shares what it builds from a setup on the word that no one writes to one.
  const setup = deepFreeze(randomSetup(seed));
  const d = new Dice(seedRng(`bot-${seed}`));
  // Junk plans, engineering and Pacific actions come from dice of their own, so the bot's other choices stay as they were.
  const planDice = new Dice(seedRng(`plans-${seed}`));
  const engineeringDice = new Dice(seedRng(`engineering-${seed}`));
  const pacificDice = new Dice(seedRng(`pacific-junk-${seed}`));
  const orderDice = new Dice(seedRng(`orders-${seed}`));
  const transportDice = new Dice(seedRng(`transport-junk-${seed}`));
  const transport = setup.unitTypes.some((t) => t.carrier);
  let state = deepFreeze(createGame(setup, seed));
  const actions: Action[] = [];
  const states = [state];
  const events: (readonly GameEvent[])[] = [];
  const legalLists: Action[][] = [];
  let refusals = 0;
  for (let i = 0; i < STEPS && !state.over; i++) {
    const before = hashOf(state);
    const refused: Action[] = [];
    // Checks without `expect` on the hot path (thousands of calls per game); a failure still names the action.
    const tryJunk = (junk: Action) => {
      const tried = apply(state, junk);
      if (tried.ok) return;
      refusals++;
      refused.push(junk);
      if (tried.error.message.length <= 10) throw new Error(`refused ${JSON.stringify(junk)} without a reason: '${tried.error.message}'`);
    };
    tryJunk(junkAction(d, setup));
    if (planDice.chance(20)) tryJunk(junkPlanAction(planDice));
    if (orderDice.chance(20)) tryJunk(junkOrderAction(orderDice, setup));
    if (engineeringDice.chance(30)) tryJunk(junkEngineeringAction(engineeringDice, setup));
    tryJunk(junkPacificAction(pacificDice, setup));
    if (transport) tryJunk(junkTransportAction(transportDice, setup));
    const legal = legalActions(state);
    legalLists.push(legal);
    if (legal.length === 0) throw new Error(`no legal action in ${state.phase}`);
    // Pacific actions are few among many moves; the bot takes one a third of the time they are open (own dice).
    const pacificLegal = legal.filter((a) => isPacificAction(a));
    // Loads and unloads likewise, half the time they are open (own dice; games without carriers have none).
    const transportLegal = transport ? legal.filter((a) => a.type === 'load' || a.type === 'unload') : [];
    const action =
      transportLegal.length > 0 && transportDice.chance(50)
        ? transportDice.pick(transportLegal)
        : pacificLegal.length > 0 && pacificDice.chance(33)
          ? pacificDice.pick(pacificLegal)
          : d.chance(25)
            ? legal[0]
            : d.pick(legal);
    const r = apply(state, action);
    if (!r.ok) throw new Error(`legal action ${JSON.stringify(action)} refused: ${r.error.message}`);
    // The state is frozen, so nothing can change it in place; hashing it again after the refused actions and the
    // applied one proves that none of them did (one hash per step instead of one per call).
    if (stateHash(state) !== before) throw new Error(`the state changed in place: refused ${JSON.stringify(refused)}, applied ${JSON.stringify(action)}`);
    state = deepFreeze(r.state);
    actions.push(action);
    states.push(state);
    events.push(r.events);
  }
  return { session: { setup, seed, actions }, states, events, legal: legalLists, refusals };
}

const hashes = new WeakMap<GameState, string>();
/** stateHash of a state the random games recorded (frozen, so its hash is computed once and kept). */
export function hashOf(state: GameState): string {
  let hash = hashes.get(state);
  if (hash === undefined) {
    hash = stateHash(state);
    hashes.set(state, hash);
  }
  return hash;
}

export const seeds = fc.integer({ min: 0, max: 2_000_000_000 });
/** Every property runs over the same 1,000 seeds (same fast-check seed); each random game is played once. */
export const FC = { numRuns: RUNS, seed: 20_260_101 };
const played = new Map<number, Played>();
export function game(seed: number): Played {
  const known = played.get(seed);
  if (known) return known;
  const fresh = play(seed);
  played.set(seed, fresh);
  return fresh;
}

/** How often each action type (`action <type>`) and each event (by `keyOf`, its type by default) happens over all the games. */
export function kindsSeen(keyOf: (e: GameEvent) => string = (e) => e.type): Map<string, number> {
  const seen = new Map<string, number>();
  const count = (key: string) => seen.set(key, (seen.get(key) ?? 0) + 1);
  fc.assert(
    fc.property(seeds, (seed) => {
      const { session, events } = game(seed);
      for (const a of session.actions) count(`action ${a.type}`);
      for (const e of events.flat()) count(keyOf(e));
    }),
    FC,
  );
  return seen;
}
