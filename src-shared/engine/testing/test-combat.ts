/** Helpers for the combat tests (test-only; never imported by the engine). */
import { rollDie, seedRng, type RngState } from '../../dice';
import type { AttackAction } from '../core/actions';
import { apply } from '../core/apply';
import type { GameEvent } from '../core/events';
import type { ApplyResult } from '../core/result';
import type { GameState } from '../core/state';
import { ALL_UNIT_TYPES, game, toPhase, type FixtureOptions } from './test-fixtures';

/** A dice state whose next d6 rolls are `faces` (found by trying seeds in order; deterministic). */
export function rngFor(faces: readonly number[]): RngState {
  for (let i = 0; i < 1_000_000; i++) {
    const start = seedRng(`faces-${i}`);
    let rng = start;
    let ok = true;
    for (const face of faces) {
      const r = rollDie(rng, 6);
      rng = r.state;
      if (r.value !== face) {
        ok = false;
        break;
      }
    }
    if (ok) return start;
  }
  throw new Error(`no seed rolls ${faces.join(',')}`);
}

/** The state with the dice set to roll `faces` next. */
export function withDice(state: GameState, faces: readonly number[]): GameState {
  return { ...state, rng: rngFor(faces) };
}

/** A game with the combat unit types, at the axis (airborne) side's Ground Attack Phase of turn 1. */
export function battle(o: FixtureOptions): GameState {
  return toPhase(game({ cols: 12, rows: 12, unitTypes: ALL_UNIT_TYPES, ...o }), 'ground-attack');
}

export function accepted(r: ApplyResult): { state: GameState; events: readonly GameEvent[] } {
  if (!r.ok) throw new Error(`refused: ${r.error.code}: ${r.error.message}`);
  return r;
}

export function refused(r: ApplyResult) {
  if (r.ok) throw new Error('expected a refusal');
  return r.error;
}

export type Resolved = Extract<GameEvent, { type: 'combat-resolved' }>;

/** Makes the attack with the dice set to `faces`; returns the new state, the events and the combat report. */
export function fight(state: GameState, action: Omit<AttackAction, 'type'>, faces: readonly number[]) {
  const r = accepted(apply(withDice(state, faces), { type: 'attack', ...action }));
  const report = r.events.find((e): e is Resolved => e.type === 'combat-resolved');
  if (!report) throw new Error('no combat-resolved event');
  return { state: r.state, events: r.events, report };
}

export function eventsOf<T extends GameEvent['type']>(events: readonly GameEvent[], type: T): Extract<GameEvent, { type: T }>[] {
  return events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);
}
