/**
 * The greedy bot's evacuation (21.2; Primosole 24.3), for units a scenario line scores when they leave the map (VP
 * above 0) and may leave by now. A unit holding an objective never leaves. Otherwise it leaves:
 *  - when it stands on its edge already: the VP are sure, and no detour is needed;
 *  - when it is disrupted (one more loss and it is gone, handing the enemy its elimination VP) or it is the last turn
 *    (nothing later to fight for), and it can reach its edge this phase: it moves to the edge hex it gets to
 *    cheapest, and leaves as soon as it stands there with the MP to (the engine's check decides).
 * Anything else keeps the unit's ordinary plan.
 */
import type { Area } from '../../model';
import type { Action } from '../core/actions';
import { areaHexes } from '../scenario/area-hexes';
import { hexAt, hexIndex, type Board } from '../core/board';
import { checkEvacuate, openEvacuationLines } from '../victory/evacuation';
import type { MoveContext, ReachSearch } from '../movement/reach';
import type { GameState } from '../core/state';

type EdgeArea = Extract<Area, { kind: 'edge' }>;
const edgeAreas = new Map<string, EdgeArea>();
/** The same area record per edge name, so areaHexes keeps its hexes per board. */
function edgeHexes(board: Board, edge: EdgeArea['edge']): readonly number[] {
  let area = edgeAreas.get(edge);
  if (!area) edgeAreas.set(edge, (area = { kind: 'edge', edge }));
  return areaHexes(board, area);
}

/** The hexes of the edges the unit may leave by now for VP; empty when evacuation pays it nothing. */
export function evacuationEdge(state: GameState, unitId: string): ReadonlySet<number> {
  const lines = state.board.scenario.victory?.evacuation ?? [];
  if (lines.length === 0) return new Set();
  const out = new Set<number>();
  for (const line of openEvacuationLines(state, unitId)) if (line.vp > 0) for (const at of edgeHexes(state.board, line.edge)) out.add(at);
  return out;
}

const isLastTurn = (state: GameState) => state.board.turns[state.board.turns.length - 1]?.index === state.turn;

/** The unit leaves now: it stands on its edge, may leave, and holds no objective. */
export function evacuateNow(state: GameState, unitId: string, holdsObjective: boolean): Action | null {
  const hex = state.units[unitId].hex;
  if (holdsObjective || !hex || !evacuationEdge(state, unitId).has(hexIndex(state.board, hex)) || checkEvacuate(state, unitId)) return null;
  return { type: 'evacuate', unitId };
}

/** The unit heads for its edge this phase: disrupted or on the last turn, and the edge within reach. */
export function evacuationMove(state: GameState, unitId: string, ctx: MoveContext, search: ReachSearch, holdsObjective: boolean): Action | null {
  if (holdsObjective || !(state.units[unitId].disrupted || isLastTurn(state))) return null;
  const edge = evacuationEdge(state, unitId);
  if (edge.size === 0 || edge.has(ctx.start)) return null;
  let best = -1;
  for (const at of search.reached) if (edge.has(at) && (best < 0 || search.dist[at] < search.dist[best] || (search.dist[at] === search.dist[best] && at < best))) best = at;
  // On the last turn only a unit that can also leave this phase goes: the edge alone scores nothing.
  if (best < 0 || (!state.units[unitId].disrupted && search.dist[best] + 2 > ctx.budgetHalf)) return null;
  return { type: 'moveTo', unitId, to: hexAt(state.board, best) };
}
