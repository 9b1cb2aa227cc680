// Rules 12.1, 12.8.
/**
 * Where the strike markers are (12.1, 12.8): in the reserve (the Reinforcements Display), available (the Airstrikes
 * Display) or eliminated. A marker available only on its arrival turn goes back to the reserve when that turn is over;
 * one available for the rest of the game stays. Each marker flies at most once per game turn.
 */
import type { Board } from '../core/board';
import type { GameState, StrikeState } from '../core/state';

/** The markers at the start: `initial` ones available on the first turn, the others in the reserve. */
export function initialStrikes(board: Board, firstTurn: number): Record<string, StrikeState> | undefined {
  const { strikes, strikeIds } = board.scenario;
  if (strikeIds.length === 0) return undefined;
  const out: Record<string, StrikeState> = {};
  for (const id of strikeIds) out[id] = strikes[id].initial ? { status: 'available', arrivedTurn: firstTurn } : { status: 'reserve' };
  return out;
}

export function strikeStateOf(state: GameState, strikeId: string): StrikeState | undefined {
  const strikes = state.strikes ?? {};
  return Object.hasOwn(strikes, strikeId) ? strikes[strikeId] : undefined;
}

/** In the reserve now: never arrived, replaced after being shot down, or back after its arrival turn. */
export function inReserve(state: GameState, strikeId: string): boolean {
  const s = strikeStateOf(state, strikeId);
  if (!s) return false;
  if (s.status === 'reserve') return true;
  const strike = state.board.scenario.strikes[strikeId];
  return s.status === 'available' && strike.availability === 'arrivalTurn' && s.arrivedTurn !== state.turn;
}

/** May fly now: available, still within its availability, and not yet used this game turn (12.8). */
export function usable(state: GameState, strikeId: string): boolean {
  const s = strikeStateOf(state, strikeId);
  if (!s || s.status !== 'available' || s.usedTurn === state.turn) return false;
  const strike = state.board.scenario.strikes[strikeId];
  return strike.availability === 'restOfGame' || s.arrivedTurn === state.turn;
}

type StrikeInfo = Board['scenario']['strikes'][string];
const strikesInOrder = new WeakMap<Board['scenario'], readonly StrikeInfo[]>();

/** The scenario's markers in strikeIds order, listed once per board (a lookup by id per marker took V8's generic keyed load). */
function strikeList(scenario: Board['scenario']): readonly StrikeInfo[] {
  let list = strikesInOrder.get(scenario);
  if (!list) strikesInOrder.set(scenario, (list = scenario.strikeIds.map((id) => scenario.strikes[id])));
  return list;
}

/** The side's markers of a kind in the reserve, or usable now, in id order. */
export function availableStrikes(state: GameState, sideId: string, kind: 'air' | 'naval', where: 'reserve' | 'usable'): string[] {
  const { scenario } = state.board;
  const ids = scenario.strikeIds;
  const list = strikeList(scenario);
  const out: string[] = [];
  for (let i = 0; i < ids.length; i++) {
    if (list[i].sideId !== sideId || list[i].kind !== kind) continue;
    if (where === 'reserve' ? inReserve(state, ids[i]) : usable(state, ids[i])) out.push(ids[i]);
  }
  return out;
}
