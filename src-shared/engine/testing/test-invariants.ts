/**
 * What every accepted action must keep true, for the property tests and the bot games (test-only; never imported by
 * the engine). Checked with plain comparisons, so a thousand games cost little; each broken one is a sentence.
 */
import type { Action } from '../core/actions';
import { onMap } from '../core/board';
import type { GameEvent } from '../core/events';
import { PHASES } from '../core/phases';
import { overStackedHexes } from '../stacking/stacking';
import type { GameState } from '../core/state';
import { unitHexIndexes } from '../core/units';

type Position = { turn: number; player: number; phase: string };

const position = (s: GameState): Position => ({ turn: s.turn, player: s.player, phase: s.phase });
const same = (a: Position, b: Position) => a.turn === b.turn && a.player === b.player && a.phase === b.phase;

/** Where the sequence of play goes after this phase (4.2): the side's next phase, the next player, the next turn. */
export function nextPosition(state: GameState): Position | 'game-over' {
  const { board } = state;
  const phases = board.sides[state.player].phases;
  const at = phases.indexOf(state.phase);
  if (at + 1 < phases.length) return { turn: state.turn, player: state.player, phase: phases[at + 1] };
  if (state.player + 1 < board.sides.length) return { turn: state.turn, player: state.player + 1, phase: board.sides[state.player + 1].phases[0] };
  const following = board.turns[board.turns.findIndex((t) => t.index === state.turn) + 1];
  return following ? { turn: following.index, player: 0, phase: board.sides[0].phases[0] } : 'game-over';
}

export function brokenInvariants(before: GameState, action: Action, after: GameState, events: readonly GameEvent[]): string[] {
  const broken: string[] = [];
  const { board } = after;
  // 4.2: phases in order; only endPhase moves the sequence on, and only the game's end stops it.
  const next = action.type === 'endPhase' ? nextPosition(before) : position(before);
  // A victory condition judged as the turn ends (21.1) ends the game there, on the turn it decided.
  const decidedAtTurnEnd = after.over && !before.over && same(position(after), position(before)) && events.some((e) => e.type === 'victory-condition');
  if (next === 'game-over' ? !after.over : !same(position(after), next) && !decidedAtTurnEnd) broken.push(`${action.type} went from ${JSON.stringify(position(before))} to ${JSON.stringify(position(after))}`);
  if (after.over && !before.over && next !== 'game-over' && after.outcome?.kind !== 'sudden-death') broken.push('the game ended before its last turn without a sudden death');
  // 5.4: CP never below zero.
  for (const [side, cp] of Object.entries(after.cp)) if (!(cp >= 0)) broken.push(`${side} has ${cp} CP`);
  // Units are conserved: they leave the map only by a logged elimination or evacuation, never come back, and come on
  // only by a logged arrival; nothing stands off the map.
  if (Object.keys(after.units).length !== board.unitIds.length) broken.push('the set of units changed');
  const logged = (type: GameEvent['type']) => new Set(events.flatMap((e) => (e.type === type && 'unitId' in e ? [e.unitId] : [])));
  const eliminated = logged('unit-eliminated');
  const evacuated = logged('unit-evacuated');
  // OST 15.2: a tank killer that attacks is removed, logged as its detonation.
  for (const id of logged('tank-killer-detonated')) evacuated.add(id);
  // Transport: boarding takes a unit off the map into play aboard its carrier; getting off brings it back.
  for (const id of logged('unit-loaded')) evacuated.add(id);
  const arrived = new Set([...logged('unit-entered'), ...logged('unit-air-dropped'), ...logged('unit-unloaded')]);
  const owner = new Map<number, string>();
  for (const id of board.unitIds) {
    const [was, now] = [before.units[id], after.units[id]];
    if (!now) continue;
    if (now.hex && !onMap(board, now.hex)) broken.push(`${id} stands off the map`);
    if (was.hex && !now.hex && !eliminated.has(id) && !evacuated.has(id)) broken.push(`${id} left the map without a logged elimination, evacuation or detonation`);
    if (!was.hex && now.hex && !arrived.has(id)) broken.push(`${id} came onto the map without a logged arrival`);
    if ((was.eliminated || was.removed) && (now.hex || now.eliminated !== was.eliminated || now.removed !== was.removed)) broken.push(`${id} came back into play`);
    if (eliminated.has(id) !== (!was.eliminated && now.eliminated === true)) broken.push(`${id}: elimination and its event disagree`);
    // 7.6: opposing units never share a hex, except after an air drop until the landing phase ends (6.2.3).
    if (now.hex && after.phase !== 'airborne-landing') {
      const at = now.hex.row * board.cols + now.hex.col;
      const side = board.units[id].sideId;
      if ((owner.get(at) ?? side) !== side) broken.push(`${id} shares a hex with the enemy`);
      owner.set(at, side);
    }
  }
  // 7.3: when a phase with a stacking check ends, every unit of an over-stacked hex has been disrupted, and said so.
  if (action.type === 'endPhase' && PHASES[before.phase].stackingCheck) {
    const reported = new Set(events.flatMap((e) => (e.type === 'over-stacked' ? [`${e.side}@${e.at.col},${e.at.row}`] : [])));
    for (const r of overStackedHexes(after)) {
      const key = `${r.side}@${r.hexIndex % board.cols},${Math.floor(r.hexIndex / board.cols)}`;
      if (!reported.has(key)) broken.push(`over-stacked at the end of the ${before.phase} phase without a report: ${key}`);
      // A unit that takes its losses as steps (a long step chain, Atoll 13) has lost one instead.
      const stepped = new Set(events.flatMap((e) => (e.type === 'unit-step-lost' ? [e.unitId] : [])));
      for (const u of r.units) if (!after.units[u.unitId].disrupted && !stepped.has(u.unitId)) broken.push(`${u.unitId} is over-stacked and still effective after the ${before.phase} phase`);
    }
  }
  // The positions the engine keeps per units record (units.ts unitHexIndexes) are those of the record: no units
  // record was changed after something read it.
  for (const state of [before, after]) {
    const kept = unitHexIndexes(state);
    board.unitIds.forEach((id, i) => {
      const hex = state.units[id]?.hex;
      if (kept[i] !== (hex ? hex.row * board.cols + hex.col : -1)) broken.push(`the kept position of ${id} is not its hex: a units record was changed after it was read`);
    });
  }
  return broken;
}
