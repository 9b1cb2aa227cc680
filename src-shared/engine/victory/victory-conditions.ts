// Rules 21.1 (the scenario's victory conditions), 21.2 (its default result).
/**
 * Victory conditions the scenario sets (`victory.conditions`, model/victory-conditions.ts), each judged at its place
 * in the sequence of play; conditions are judged in their order and the first one met decides:
 *  - at once, after every accepted action (with sudden death): `eliminate` (N % of the other sides' units eliminated,
 *    counted over every unit they have in the scenario) and `exit` (N units of the side gone off the map by an
 *    evacuation line of that edge);
 *  - at the end of each turn (4.2 III), before the last turn ends the game: `hold` (the side holds a hex, an objective
 *    or a zone: a unit of its own in it and, for a zone, no enemy unit in any of its hexes), then `vp` (the side's VP
 *    total, as 21.2 scores it, reaches the threshold); then the deadlines: a `hold` condition not met by the end of its
 *    turn gives the game to its `elseSideId`.
 * After the last turn, when the VP levels name no winner, `victory.otherwise` decides: a side wins, or the game is a
 * draw because the scenario says so. Scenarios without conditions are judged exactly as before.
 */
import type { HexRef, HoldTarget, Victory, VictoryCondition } from '../../model';
import { hexIndex, labelOf, onMap, type Board } from '../core/board';
import type { GameEvent } from '../core/events';
import { type GameOutcome, type GameState, withParts } from '../core/state';
import { occupiers } from '../scenario/conditions';
import { scoreVictory } from './victory';

export type Verdict = { readonly winner: string | null; readonly level: string; readonly event: Extract<GameEvent, { type: 'victory-condition' }> };

const sideName = (state: GameState, id: string) => state.board.sides.find((s) => s.id === id)?.name ?? id;
const levelOf = (result: string, winner: string | null) => result || (winner === null ? 'Draw' : 'Decisive victory');

function verdict(state: GameState, index: number | null, kind: Verdict['event']['kind'], winner: string | null, result: string, reason: string, hexes: readonly HexRef[] = []): Verdict {
  const level = levelOf(result, winner);
  return { winner, level, event: { type: 'victory-condition', turn: state.turn, condition: index, kind, winner, level, reason, hexes, rule: kind === 'default' ? '21.2' : '21.1' } };
}

/** The hexes of a hold target on this board and its name in a sentence ("hex 0905", "objective Command post at 0905"). */
export function holdTargetHexes(board: Board, target: HoldTarget): { hexes: HexRef[]; name: string } {
  switch (target.kind) {
    case 'hex':
      return { hexes: onMap(board, target.hex) ? [target.hex] : [], name: `hex ${labelOf(board, target.hex)}` };
    case 'objective': {
      const o = board.scenario.objectives.find((x) => x.featureId === target.featureId);
      return o ? { hexes: [o.hex], name: `the objective at ${labelOf(board, o.hex)}` } : { hexes: [], name: `objective ${target.featureId}` };
    }
    case 'zone': {
      const hexes = (Object.hasOwn(board.scenario.zones, target.zoneId) ? board.scenario.zones[target.zoneId] : []).filter((h) => onMap(board, h));
      return { hexes, name: `zone ${target.zoneId}` };
    }
  }
}

/** Whether the side holds the target now, with the count that says so. */
function holding(state: GameState, condition: Extract<VictoryCondition, { kind: 'hold' }>, held: Map<number, string>): { holds: boolean; detail: string; hexes: HexRef[]; name: string } {
  const { hexes, name } = holdTargetHexes(state.board, condition.target);
  const own = hexes.filter((h) => held.get(hexIndex(state.board, h)) === condition.sideId).length;
  const enemy = hexes.filter((h) => {
    const side = held.get(hexIndex(state.board, h));
    return side !== undefined && side !== condition.sideId;
  }).length;
  if (condition.target.kind !== 'zone') return { holds: own > 0, detail: own > 0 ? 'held' : enemy > 0 ? 'held by the enemy' : 'empty', hexes, name };
  return { holds: own > 0 && enemy === 0, detail: `own units in ${own} of its ${hexes.length} hexes, enemy units in ${enemy}`, hexes, name };
}

/** Eliminate and exit conditions, judged after every accepted action. */
function metAtOnce(state: GameState, conditions: readonly VictoryCondition[], victory: Victory): Verdict | null {
  const { board } = state;
  for (const [i, c] of conditions.entries()) {
    if (c.kind === 'eliminate') {
      let total = 0;
      let gone = 0;
      for (const id of board.unitIds) {
        if (board.units[id].sideId === c.sideId) continue;
        total += 1;
        if (state.units[id].eliminated) gone += 1;
      }
      if (total > 0 && gone * 100 >= c.percent * total) {
        const pct = Math.floor((gone * 100) / total);
        return verdict(state, i, 'eliminate', c.sideId, c.result, `${sideName(state, c.sideId)} have eliminated ${gone} of the ${total} enemy units (${pct} %); the condition asks ${c.percent === 100 ? 'all of them' : `${c.percent} %`}`);
      }
    } else if (c.kind === 'exit') {
      const lines = victory.evacuation.filter((l) => l.sideId === c.sideId && l.edge === c.edge);
      const out = board.unitIds.filter((id) => {
        const info = board.units[id];
        return info.sideId === c.sideId && state.units[id].removed === 'evacuated' && lines.some((l) => l.contingentIds.length === 0 || l.contingentIds.includes(info.contingentId ?? ''));
      }).length;
      if (out >= c.count) return verdict(state, i, 'exit', c.sideId, c.result, `${sideName(state, c.sideId)} have taken ${out} unit${out === 1 ? '' : 's'} off the ${c.edge} edge; the condition asks ${c.count}`);
    }
  }
  return null;
}

/** Hold and VP conditions, then the hold deadlines, judged as a turn ends (4.2 III). */
function metAtTurnEnd(state: GameState, conditions: readonly VictoryCondition[]): Verdict | null {
  const turn = state.turn;
  let held: Map<number, string> | null = null;
  const occupied = () => (held ??= occupiers(state));
  for (const [i, c] of conditions.entries()) {
    if (c.kind === 'hold') {
      const due = c.check === 'everyTurn' ? c.turn === null || turn <= c.turn : c.turn === turn;
      if (!due) continue;
      const h = holding(state, c, occupied());
      const when = c.check === 'everyTurn' ? (c.turn === null ? 'the condition counts the end of every turn' : `the condition counts the end of every turn up to ${c.turn}`) : `the condition counts the end of turn ${c.turn} only`;
      if (h.holds) return verdict(state, i, 'hold', c.sideId, c.result, `${sideName(state, c.sideId)} hold ${h.name} at the end of turn ${turn} (${h.detail}); ${when}`, h.hexes);
    } else if (c.kind === 'vp') {
      const score = scoreVictory(state);
      const vp = score.totals[c.sideId] ?? 0;
      if (vp >= c.vp) return verdict(state, i, 'vp', c.sideId, c.result, `${sideName(state, c.sideId)} have ${vp} VP at the end of turn ${turn}; the condition asks ${c.vp}`);
    }
  }
  for (const [i, c] of conditions.entries()) {
    if (c.kind !== 'hold' || c.elseSideId === null || c.turn !== turn) continue;
    const h = holding(state, c, occupied());
    const result = c.check === 'turnOnly' ? `at the end of turn ${turn}` : `by the end of turn ${turn}`;
    return verdict(state, i, 'hold', c.elseSideId, c.elseResult, `${sideName(state, c.sideId)} did not hold ${h.name} ${result} (${h.detail}): the condition gives the game to ${sideName(state, c.elseSideId)}`, h.hexes);
  }
  return null;
}

/** The hexes the scenario's hold conditions name, for the bots' goals. */
export function holdConditionHexes(board: Board): HexRef[] {
  return (board.scenario.victory?.conditions ?? []).flatMap((c) => (c.kind === 'hold' ? holdTargetHexes(board, c.target).hexes : []));
}

function ended(state: GameState, v: Verdict): { state: GameState; events: GameEvent[] } {
  const outcome: GameOutcome = { kind: 'sudden-death', winner: v.winner, level: v.level };
  const over: GameEvent = { type: 'game-over', turn: state.turn, rule: v.event.rule, reason: `victory condition: ${v.event.reason}`, winner: v.winner, level: v.level };
  return { state: withParts(state, { over: true, outcome }), events: [v.event, over] };
}

/** Ends the game when an eliminate or exit condition is met (after every accepted action); null otherwise. */
export function checkConditionsAtOnce(state: GameState): { state: GameState; events: GameEvent[] } | null {
  const victory = state.board.scenario.victory;
  const conditions = victory?.conditions;
  if (!victory || !conditions || conditions.length === 0 || state.over) return null;
  const v = metAtOnce(state, conditions, victory);
  return v ? ended(state, v) : null;
}

/** Ends the game when a hold or VP condition, or a hold deadline, decides at the end of the turn; null otherwise. */
export function checkConditionsAtTurnEnd(state: GameState): { state: GameState; events: GameEvent[] } | null {
  const conditions = state.board.scenario.victory?.conditions;
  if (!conditions || conditions.length === 0 || state.over) return null;
  const v = metAtTurnEnd(state, conditions);
  return v ? ended(state, v) : null;
}

/** After the last turn: the scenario's default result when the VP levels name no winner; null when it sets none. */
export function defaultResult(state: GameState, scoredWinner: string | null): Verdict | null {
  const otherwise = state.board.scenario.victory?.otherwise;
  if (!otherwise || scoredWinner !== null) return null;
  const reason =
    otherwise.sideId === null
      ? 'no victory condition was met and the VP levels name no winner: the scenario calls the game a draw'
      : `no victory condition was met and the VP levels name no winner: the scenario gives the game to ${sideName(state, otherwise.sideId)}`;
  return verdict(state, null, 'default', otherwise.sideId, otherwise.result, reason);
}
