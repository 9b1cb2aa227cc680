/**
 * The end-of-game summary: how the game ended, the victory level, each side's VP with every line, the arrival plans
 * checked, and the result against the scenario's historical outcome.
 *
 * The historical outcome is the scenario's `victory.historical` text. Atoll reads its opening as the result: a side's
 * name followed by a level name ("Japanese operational victory: ..."), or a level that is no win ("Draw: ..."); an
 * opening it does not recognise ("None: the scenario is fictional ...") means there is nothing to compare, and the
 * text is shown as it is.
 */
import type { GameEvent, GameState } from '../engine';
import { liveScore, type LiveScore } from './board-view';

export type HistoricalOutcome = {
  readonly text: string;
  /** The opening named a result Atoll can compare with. */
  readonly recognised: boolean;
  /** The side that won historically; null for a draw (or when not recognised). */
  readonly winner: string | null;
  /** The level's name as the scenario spells it; '' when not recognised. */
  readonly level: string;
};

export type Comparison = {
  /** Per side: the game went better for it than history, worse, or the same. */
  readonly bySide: Readonly<Record<string, 'better' | 'worse' | 'same'>>;
  readonly sentence: string;
};

export type EndSummary = {
  readonly over: boolean;
  /** How it ended: sudden death (21.1), after the last turn (21.2); null while the game goes on. */
  readonly kind: 'sudden-death' | 'end-game' | null;
  readonly winner: string | null;
  /** The level reached ('' when none, a stalemate). */
  readonly level: string;
  /**
   * The engine's words for how it ended, when the events are given: the victory condition that decided and why (its
   * numbers), or the scenario's default result, else the game-over event's reason.
   */
  readonly reason: string | null;
  /** The scenario's victory condition (or default result) that decided the game (21.1), when one did. */
  readonly decidedBy: Extract<GameEvent, { type: 'victory-condition' }> | null;
  readonly turn: number;
  readonly turnLabel: string;
  readonly score: LiveScore;
  /** One line: "Operational victory for Japanese on turn 8 (after the last turn)". */
  readonly headline: string;
  readonly historical: HistoricalOutcome;
  readonly comparison: Comparison | null;
  /** Each sealed arrival plan as checked at the end (scenario rule "arrival plan"), when the events are given. */
  readonly arrivalPlans: readonly Extract<GameEvent, { type: 'arrival-plan-checked' }>[];
  /** Each sealed arrival order as revealed at the end (engine/modules/arrival-orders), when the events are given. */
  readonly arrivalOrders: readonly Extract<GameEvent, { type: 'arrival-order-revealed' }>[];
};

const levelsOf = (state: GameState) => [...(state.board.scenario.victory?.levels ?? [])].sort((a, b) => a.from - b.from);

/** Reads the result at the start of `victory.historical` (see the file comment). */
export function historicalOutcome(state: GameState): HistoricalOutcome {
  const text = state.board.scenario.victory?.historical ?? '';
  const none: HistoricalOutcome = { text, recognised: false, winner: null, level: '' };
  const opening = text.split(/[:.;]/)[0].trim().toLowerCase();
  if (opening === '') return none;
  for (const level of levelsOf(state).reverse()) {
    const name = level.name.toLowerCase();
    if (name === '' || !opening.endsWith(name)) continue;
    const before = opening.slice(0, opening.length - name.length).trim();
    if (before === '' && level.from === 0) return { text, recognised: true, winner: null, level: level.name };
    const side = state.board.sides.find((s) => s.name.toLowerCase() === before || s.id.toLowerCase() === before);
    if (side) return { text, recognised: true, winner: side.id, level: level.name };
  }
  return none;
}

/**
 * A result as a number for one side: the level's rank for its winner, its negative for the others, 0 for no win. A win
 * at a level the table does not list (a sudden death's "Decisive victory") ranks above every level.
 */
function standing(state: GameState, winner: string | null, level: string, side: string): number {
  if (winner === null) return 0;
  const levels = levelsOf(state);
  const at = levels.findIndex((l) => l.name === level);
  const rank = at < 0 ? levels.length : at;
  return winner === side ? rank : -rank;
}

function compare(state: GameState, historical: HistoricalOutcome): Comparison | null {
  if (!historical.recognised || !state.over) return null;
  const outcome = state.outcome;
  const winner = outcome?.winner ?? null;
  const level = outcome?.level ?? '';
  const bySide: Record<string, 'better' | 'worse' | 'same'> = {};
  for (const side of state.board.sides) {
    const now = standing(state, winner, level, side.id);
    const then = standing(state, historical.winner, historical.level, side.id);
    bySide[side.id] = now > then ? 'better' : now < then ? 'worse' : 'same';
  }
  const name = (id: string) => state.board.sides.find((s) => s.id === id)?.name ?? id;
  const was = historical.winner === null ? historical.level : `${historical.level} for ${name(historical.winner)}`;
  const better = state.board.sides.filter((s) => bySide[s.id] === 'better').map((s) => s.name);
  const sentence = better.length === 0 ? `The same result as history (${was}).` : `${better.join(' and ')} did better than history (${was}).`;
  return { bySide, sentence };
}

export function endSummary(state: GameState, history: readonly GameEvent[] = []): EndSummary {
  const score = liveScore(state);
  const outcome = state.outcome;
  const over = state.over;
  const record = state.board.turns.find((t) => t.index === state.turn);
  const gameOver = [...history].reverse().find((e) => e.type === 'game-over');
  const decided = over ? [...history].reverse().find((e): e is Extract<GameEvent, { type: 'victory-condition' }> => e.type === 'victory-condition') : undefined;
  const which = decided ? (decided.condition === null ? "the scenario's default result" : `victory condition ${decided.condition + 1}`) : '';
  const winner = over ? (outcome?.winner ?? null) : null;
  const level = over ? (outcome?.level ?? '') : score.level;
  const name = (id: string) => state.board.sides.find((s) => s.id === id)?.name ?? id;
  const how = decided ? (decided.condition === null ? `after the last turn, by ${which}` : `by ${which}`) : outcome?.kind === 'sudden-death' ? 'by sudden death' : 'after the last turn';
  const headline = !over
    ? `The game goes on: turn ${state.turn}${score.leader ? `, ${name(score.leader)} ahead by ${score.difference} VP` : ''}`
    : winner
      ? `${level || 'Victory'} for ${name(winner)} on turn ${state.turn} (${how})`
      : `${level || 'No victory level reached'}: no side wins (turn ${state.turn}, ${how})`;
  const historical = historicalOutcome(state);
  return {
    over,
    kind: over ? (outcome?.kind ?? 'end-game') : null,
    winner,
    level,
    reason: decided ? `${which.charAt(0).toUpperCase()}${which.slice(1)}: ${decided.reason}` : gameOver?.type === 'game-over' ? gameOver.reason : null,
    decidedBy: decided ?? null,
    turn: state.turn,
    turnLabel: record?.label ?? `Turn ${state.turn}`,
    score,
    headline,
    historical,
    comparison: compare(state, historical),
    arrivalPlans: history.filter((e): e is Extract<GameEvent, { type: 'arrival-plan-checked' }> => e.type === 'arrival-plan-checked'),
    arrivalOrders: history.filter((e): e is Extract<GameEvent, { type: 'arrival-order-revealed' }> => e.type === 'arrival-order-revealed'),
  };
}
