/**
 * A rule being applied step by step: the latest state and the events so far. Rules that chain many small changes
 * (a reinforcement phase rolling several tables) replace `state` with each new value; no state is ever mutated.
 */
import { parseDice, rollDice, type ParseDiceResult } from '../../dice';
import type { GameEvent } from './events';
import { withParts, type GameState } from './state';

export type Work = { state: GameState; events: GameEvent[] };

export function startWork(state: GameState): Work {
  return { state, events: [] };
}

/** Dice texts parsed before: a scenario rolls the same few texts all game long. */
const parsedTexts = new Map<string, ParseDiceResult>();

export function parsedDice(text: string): ParseDiceResult {
  let parsed = parsedTexts.get(text);
  if (!parsed) {
    if (parsedTexts.size >= 1000) parsedTexts.clear();
    parsedTexts.set(text, (parsed = parseDice(text)));
  }
  return parsed;
}

/** Rolls a dice expression with the game dice; constants roll nothing. Returns the total and the faces. */
export function rollText(work: Work, text: string): { total: number; faces: number[] } {
  const parsed = parsedDice(text);
  if (!parsed.ok) return { total: 0, faces: [] }; // the setup check refuses bad dice; never reached
  const roll = rollDice(work.state.rng, parsed.expr);
  work.state = withParts(work.state, { rng: roll.state });
  return { total: roll.total, faces: [...roll.dice] };
}

/** Rolls and logs a `die-rolled` event (nothing is logged for a constant). */
export function rollLogged(work: Work, text: string, purpose: string, rule: string): number {
  const { total, faces } = rollText(work, text);
  if (faces.length > 0) work.events.push({ type: 'die-rolled', purpose, dice: text, faces, total, rule });
  return total;
}
