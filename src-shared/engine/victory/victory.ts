// Rules 21.0, 21.1, 21.2.
/**
 * Victory (21.0).
 *  - Sudden death (21.1), from its first turn: one side occupies every objective hex and no other side has a unit on
 *    the map. Checked after every accepted action; the game ends at once. Only `objectivesAndNoEnemy` is automatic.
 *  - End-game VP (21.2), `scoreVictory`: each objective hex scores its `vp` (its `vpDemolished` once it, or the hexside named
 *    by its `demolishedWith`, is demolished) for the
 *    side occupying it; each eliminated unit scores for every other side by the first elimination line matching it
 *    (its side, and each non-empty list of contingents, unit classes and flags); shot-down strike markers score by the
 *    first `strikes` line of their side; evacuated units score for their own side. The difference between the two
 *    highest totals reaches the highest level whose `from` it meets.
 *  A side wins when the difference reaches a level above 0 ("0–10: Draw" is no win); otherwise nobody does.
 */
import type { EliminationVp, Victory } from '../../model';
import { hexIndex, labelOf, type UnitInfo } from '../core/board';
import { occupiers } from '../scenario/conditions';
import type { GameEvent } from '../core/events';
import type { VictoryScore, VpLine } from '../core/events-scenario';
import { type GameOutcome, type GameState, withParts } from '../core/state';
import { unitOf, unitHexIndexes, unitSideIds } from '../core/units';

type SuddenDeath = Victory['suddenDeath'][number];

function matches(line: EliminationVp, info: UnitInfo): boolean {
  const { contingentIds, unitClasses, flags } = line.match;
  if (contingentIds.length > 0 && !contingentIds.includes(info.contingentId ?? '')) return false;
  if (unitClasses.length > 0 && !unitClasses.some((c) => c.toLowerCase() === info.type.unitClass.toLowerCase())) return false;
  const own = info.type.flags.map((f) => f.toLowerCase());
  return flags.length === 0 || flags.some((f) => own.includes(f.toLowerCase()));
}

function objectiveLines(state: GameState): VpLine[] {
  const { board } = state;
  const held = occupiers(state);
  const demolished = new Set(state.demolished ?? []);
  const lines: VpLine[] = [];
  for (const o of board.scenario.objectives) {
    const side = held.get(hexIndex(board, o.hex));
    const isDemolished = (demolished.has(o.featureId) || (o.demolishedWith !== null && demolished.has(o.demolishedWith))) && o.vpDemolished !== null;
    const vp = isDemolished ? (o.vpDemolished ?? 0) : o.vp;
    if (side === undefined || vp === 0) continue;
    lines.push({ side, what: `occupies objective ${labelOf(board, o.hex)}${isDemolished ? ' (demolished)' : ''}`, count: 1, vpEach: vp, vp, rule: '21.2' });
  }
  return lines;
}

function eliminationLines(state: GameState): VpLine[] {
  const { board } = state;
  const rules = board.scenario.victory?.elimination ?? [];
  const counts = new Map<number, number>();
  for (const id of board.unitIds) {
    if (!unitOf(state, id).eliminated) continue;
    const info = board.units[id];
    const at = rules.findIndex((line) => line.what === 'units' && line.sideId === info.sideId && matches(line, info));
    if (at >= 0) counts.set(at, (counts.get(at) ?? 0) + 1);
  }
  const strikes = board.scenario.strikes;
  const lost = new Map<string, number>();
  for (const [id, s] of Object.entries(state.strikes ?? {})) if (s.lost) lost.set(strikes[id].sideId, (lost.get(strikes[id].sideId) ?? 0) + s.lost);
  for (const [sideId, n] of lost) {
    const at = rules.findIndex((line) => line.what === 'strikes' && line.sideId === sideId);
    if (at >= 0) counts.set(at, (counts.get(at) ?? 0) + n);
  }
  const lines: VpLine[] = [];
  for (const [at, count] of [...counts].sort((a, b) => a[0] - b[0])) {
    const line = rules[at];
    const what = `${line.label || 'eliminated'}: ${count} ${line.what === 'strikes' ? 'strike marker' : 'unit'}${count === 1 ? '' : 's'} of ${line.sideId} eliminated`;
    for (const side of board.sides) if (side.id !== line.sideId) lines.push({ side: side.id, what, count, vpEach: line.vp, vp: count * line.vp, rule: '21.2' });
  }
  return lines;
}

function evacuationLines(state: GameState): VpLine[] {
  const { board } = state;
  return (board.scenario.victory?.evacuation ?? []).flatMap((line) => {
    const count = board.unitIds.filter((id) => {
      const info = board.units[id];
      const contingentOk = line.contingentIds.length === 0 || line.contingentIds.includes(info.contingentId ?? '');
      return state.units[id].removed === 'evacuated' && info.sideId === line.sideId && contingentOk;
    }).length;
    return count === 0 ? [] : [{ side: line.sideId, what: `${count} unit${count === 1 ? '' : 's'} evacuated off the ${line.edge} edge`, count, vpEach: line.vp, vp: count * line.vp, rule: '21.2' }];
  });
}

/** The end-game VP of the state as it stands (21.2), with every line explained. */
export function scoreVictory(state: GameState): VictoryScore {
  const { board } = state;
  const lines = [...objectiveLines(state), ...eliminationLines(state), ...evacuationLines(state)];
  const totals: Record<string, number> = {};
  for (const side of board.sides) totals[side.id] = 0;
  for (const line of lines) totals[line.side] = (totals[line.side] ?? 0) + line.vp;
  const ranked = Object.entries(totals).sort((a, b) => b[1] - a[1]);
  const [first, second] = [ranked[0], ranked[1]];
  const difference = first ? first[1] - (second ? second[1] : 0) : 0;
  const leader = first && difference > 0 ? first[0] : null;
  const levels = [...(board.scenario.victory?.levels ?? [])].sort((a, b) => a.from - b.from);
  const level = levels.filter((l) => l.from <= difference).pop()?.name ?? '';
  const name = (id: string) => board.sides.find((s) => s.id === id)?.name ?? id;
  const explanation = [
    ...lines.map((l) => `${name(l.side)}: ${l.what}${l.count > 1 ? `, ${l.count} × ${l.vpEach}` : ''} = ${l.vp} VP`),
    `${ranked.map(([id, vp]) => `${name(id)} ${vp} VP`).join(', ')}: difference ${difference}`,
    level === '' ? 'no victory level is reached: a stalemate' : `${level}${leader ? ` for ${name(leader)}` : ''}`,
  ];
  return { lines, totals, leader, difference, level, explanation };
}

/** The side winning by a `objectivesAndNoEnemy` sudden-death rule in force now, if any (21.1). */
export function suddenDeathWinner(state: GameState): { winner: string; rule: SuddenDeath } | null {
  const { board } = state;
  const rule = (board.scenario.victory?.suddenDeath ?? []).find((r) => r.kind === 'objectivesAndNoEnemy' && state.turn >= r.fromTurn);
  const objectives = board.scenario.objectives;
  if (rule === undefined || objectives.length === 0) return null;
  // Checked after every action: while two sides have units on the map nobody can have won, so stop at the second.
  const hexes = unitHexIndexes(state);
  const sides = unitSideIds(board);
  let onMap: string | undefined;
  for (let i = 0; i < hexes.length; i++) {
    if (hexes[i] < 0) continue;
    const side = sides[i];
    if (onMap === undefined) onMap = side;
    else if (side !== onMap) return null;
  }
  const held = occupiers(state);
  for (const side of board.sides) {
    const holdsAll = objectives.every((o) => held.get(hexIndex(board, o.hex)) === side.id);
    const othersGone = onMap === undefined || onMap === side.id;
    if (holdsAll && othersGone) return { winner: side.id, rule };
  }
  return null;
}

/** Ends the game if a sudden-death condition holds (21.1). */
export function checkSuddenDeath(state: GameState): { state: GameState; events: GameEvent[] } | null {
  if (state.over) return null;
  const won = suddenDeathWinner(state);
  if (!won) return null;
  const side = state.board.sides.find((s) => s.id === won.winner);
  const level = won.rule.result || 'Decisive victory';
  const outcome: GameOutcome = { kind: 'sudden-death', winner: won.winner, level };
  const reason = `sudden death: ${side?.name ?? won.winner} occupies every objective hex and the enemy has no units on the map`;
  return { state: withParts(state, { over: true, outcome }), events: [{ type: 'game-over', turn: state.turn, rule: '21.1', reason, winner: won.winner, level }] };
}

/** The end-game check after the last turn (21.2): the score and the outcome; null when the scenario has no victory rules. */
export function endGameVictory(state: GameState): { outcome: GameOutcome; events: GameEvent[] } | null {
  if (!state.board.scenario.victory) return null;
  const score = scoreVictory(state);
  const levels = state.board.scenario.victory.levels;
  const reached = levels.filter((l) => l.from <= score.difference).sort((a, b) => a.from - b.from).pop();
  const winner = score.leader !== null && reached !== undefined && reached.from > 0 ? score.leader : null;
  return { outcome: { kind: 'end-game', winner, level: score.level }, events: [{ type: 'victory-scored', score, rule: '21.2' }] };
}
