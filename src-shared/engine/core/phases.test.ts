import { describe, expect, it } from 'vitest';
import '../testing/test-guards';
import { apply } from './apply';
import type { GameEvent } from './events';
import { AIRBORNE_PLAYER_TURN, DEFENDING_PLAYER_TURN, defaultPlayerOrder } from './phases';
import { act, game } from '../testing/test-fixtures';
import type { GameState } from './state';

const units = [
  { id: 'a1', side: 'axis' as const, type: 'platoon', at: { col: 1, row: 1 } },
  { id: 'b1', side: 'allies' as const, type: 'platoon', at: { col: 8, row: 8 } },
];

function startedPhases(events: readonly GameEvent[]): string[] {
  return events.flatMap((e) => (e.type === 'phase-started' ? [`${e.turn}:${e.side}:${e.phase}`] : []));
}

function endPhases(state: GameState, n: number): { state: GameState; events: GameEvent[] } {
  let s = state;
  const events: GameEvent[] = [];
  for (let i = 0; i < n; i++) {
    const r = apply(s, { type: 'endPhase' });
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

describe('sequence of play (4.0)', () => {
  it('4.2 I: the airborne player turn has eight phases a–h in order', () => {
    expect(AIRBORNE_PLAYER_TURN).toEqual(['command', 'reinforcement', 'airborne-landing', 'engineering', 'movement', 'strikes', 'ground-attack', 'regroup']);
  });

  it('4.2 II: the defending player turn is the same order without the Airborne Landing Phase', () => {
    expect(DEFENDING_PLAYER_TURN).toEqual(['command', 'reinforcement', 'engineering', 'movement', 'strikes', 'ground-attack', 'regroup']);
  });

  it('4.2: the airborne side plays first even when listed second', () => {
    expect(defaultPlayerOrder([{ id: 'd', role: 'defender' }, { id: 'a', role: 'airborne' }])).toEqual(['a', 'd']);
    const s = game({ units });
    expect(s.board.sides.map((x) => x.id)).toEqual(['axis', 'allies']);
  });

  it('4.2, 5.2: a new game starts on turn 1 in the airborne Command Point Phase with its CP from the track', () => {
    const s = game({ units });
    expect(s.turn).toBe(1);
    expect(s.player).toBe(0);
    expect(s.phase).toBe('command');
    expect(s.cp).toEqual({ axis: 2, allies: 0 });
    expect(s.over).toBe(false);
  });

  it('4.2: endPhase walks both player turns in order, then 4.2 III starts the next turn', () => {
    const { state, events } = endPhases(game({ units }), 15);
    expect(startedPhases(events)).toEqual([
      ...AIRBORNE_PLAYER_TURN.slice(1).map((p) => `1:axis:${p}`),
      ...DEFENDING_PLAYER_TURN.map((p) => `1:allies:${p}`),
      '2:axis:command',
    ]);
    expect(events.some((e) => e.type === 'turn-ended' && e.turn === 1)).toBe(true);
    expect(events.some((e) => e.type === 'turn-started' && e.turn === 2)).toBe(true);
    expect(state.turn).toBe(2);
    expect(state.phase).toBe('command');
  });

  it('4.2 III: ending the last turn ends the game, and nothing more is allowed', () => {
    const { state, events } = endPhases(game({ units, turns: [{ axis: 1, allies: 1 }, { axis: 1, allies: 1 }] }), 30);
    expect(state.over).toBe(true);
    expect(state.turn).toBe(2);
    expect(events.filter((e) => e.type === 'game-over')).toHaveLength(1);
    const after = apply(state, { type: 'endPhase' });
    expect(after.ok).toBe(false);
    if (!after.ok) expect(after.error.code).toBe('game-over');
  });

  it('4.1: an action in the name of the non-phasing player is refused', () => {
    const r = apply(game({ units }), { type: 'endPhase', side: 'allies' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'not-your-turn', rule: '4.1' });
    expect(apply(game({ units }), { type: 'endPhase', side: 'axis' }).ok).toBe(true);
  });

  it('4.2: an unknown action type is refused as a bad action', () => {
    const r = apply(game({ units }), { type: 'dance' } as never);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('bad-action');
  });

  it('10.0: units move only in the Movement Phase', () => {
    const s = act(game({ units }), { type: 'endPhase' });
    const r = apply(s, { type: 'moveTo', unitId: 'a1', to: { col: 1, row: 2 } });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('wrong-phase');
  });
});
