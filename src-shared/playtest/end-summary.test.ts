import { describe, expect, it } from 'vitest';
import '../engine/testing/test-guards';
import { apply, type GameEvent, type GameState } from '../engine';
import { scenario } from '../engine/testing/test-scenario';
import { goldenReplay } from '../../tests/support/playtest-games';
import { endSummary, historicalOutcome } from './end-summary';
import { Timeline } from './timeline';

const golden = goldenReplay('palembang-greedy-1.session.json');
const palembang = new Timeline(golden.setup, golden.seed, golden.actions);
const primosole = (() => {
  const session = goldenReplay('primosole-greedy-1.session.json');
  return new Timeline(session.setup, session.seed, session.actions);
})();
const withHistory = (state: GameState, historical: string): GameState => {
  const victory = state.board.scenario.victory;
  if (!victory) throw new Error('no victory rules');
  return { ...state, board: { ...state.board, scenario: { ...state.board.scenario, victory: { ...victory, historical } } } };
};

describe('end summary', () => {
  it('reads the historical result at the start of the scenario’s historical outcome', () => {
    expect(historicalOutcome(palembang.current)).toMatchObject({ recognised: true, winner: 'japanese', level: 'Operational victory' });
    expect(historicalOutcome(primosole.current)).toMatchObject({ recognised: true, winner: null, level: 'Draw' });
    const fictional = withHistory(palembang.current, 'None: Taremo is fictional. Par for a good US player is a tactical victory.');
    expect(historicalOutcome(fictional)).toMatchObject({ recognised: false, winner: null, level: '' });
    expect(historicalOutcome(withHistory(palembang.current, 'Allied tactical victory.'))).toMatchObject({ recognised: true, winner: 'allied', level: 'Tactical victory' });
    expect(historicalOutcome(withHistory(palembang.current, ''))).toMatchObject({ recognised: false });
  });

  it('sums up a finished game: outcome, level, VP per side, and how it went against history', () => {
    const state = palembang.current;
    const summary = endSummary(state, palembang.events.map((e) => e.event));
    expect(summary).toMatchObject({ over: true, kind: 'end-game', winner: state.outcome?.winner ?? null, level: state.outcome?.level, turn: state.turn });
    expect(summary.reason).toBe('the last turn of the scenario has ended');
    const scored = palembang.events.find((e) => e.event.type === 'victory-scored')?.event;
    if (scored?.type !== 'victory-scored') throw new Error('no score');
    expect(Object.fromEntries(summary.score.sides.map((s) => [s.sideId, s.vp]))).toEqual(scored.score.totals);
    // This game was a draw; historically the Japanese won an operational victory.
    expect(state.outcome?.winner).toBeNull();
    expect(summary.headline).toBe(`${state.outcome?.level}: no side wins (turn 8, after the last turn)`);
    expect(summary.comparison).toEqual({ bySide: { allied: 'better', japanese: 'worse' }, sentence: 'Allied did better than history (Operational victory for Japanese).' });
  });

  it('compares wins by level, a sudden death above every level', () => {
    const state = palembang.current;
    const won = (winner: string, level: string, kind: 'sudden-death' | 'end-game' = 'end-game'): GameState => ({ ...state, outcome: { kind, winner, level } });
    expect(endSummary(won('japanese', 'Operational victory')).comparison?.sentence).toBe('The same result as history (Operational victory for Japanese).');
    expect(endSummary(won('japanese', 'Strategic victory')).comparison?.bySide).toEqual({ allied: 'worse', japanese: 'better' });
    expect(endSummary(won('japanese', 'Tactical victory')).comparison?.bySide).toEqual({ allied: 'better', japanese: 'worse' });
    const sudden = endSummary(won('japanese', 'Decisive victory', 'sudden-death'));
    expect(sudden.headline).toBe('Decisive victory for Japanese on turn 8 (by sudden death)');
    expect(sudden.comparison?.bySide.japanese).toBe('better');
    expect(endSummary(withHistory(state, 'None: fictional.')).comparison).toBeNull();
  });

  it('says the game goes on before its end', () => {
    const summary = endSummary(palembang.stateAt(120));
    expect(summary).toMatchObject({ over: false, kind: null, winner: null, comparison: null });
    expect(summary.headline).toMatch(/^The game goes on: turn \d+/);
  });
});

describe('end summary of a game a victory condition decided', () => {
  it('names the condition that decided and why, in the headline and the reason', () => {
    const CP = { col: 5, row: 5 };
    const state = scenario({
      units: [{ id: 'a1', side: 'axis', type: 'rifle', at: CP }, { id: 'b1', side: 'allies', type: 'rifle', at: { col: 9, row: 9 } }],
      extra: {
        victory: {
          suddenDeath: [], elimination: [], evacuation: [], levels: [{ from: 0, name: 'Draw' }], historical: '',
          conditions: [{ kind: 'hold', sideId: 'axis', target: { kind: 'hex', hex: CP }, check: 'everyTurn', turn: null, elseSideId: null, result: 'Decisive victory', elseResult: '' }],
        },
      },
    });
    let s = state;
    const events: GameEvent[] = [];
    while (!s.over) {
      const r = apply(s, { type: 'endPhase' });
      if (!r.ok) throw new Error(r.error.message);
      events.push(...r.events);
      s = r.state;
    }
    const summary = endSummary(s, events);
    expect(summary.headline).toBe('Decisive victory for Axis on turn 1 (by victory condition 1)');
    expect(summary.reason).toBe('Victory condition 1: Axis hold hex 0606 at the end of turn 1 (held); the condition counts the end of every turn');
    expect(summary.decidedBy).toMatchObject({ condition: 0, kind: 'hold', winner: 'axis' });
  });
});
