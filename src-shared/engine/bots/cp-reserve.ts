/**
 * The greedy bot's CP reserve: what it keeps in hand for the fighting phases later in its player turn before it
 * spends CP on anything optional (demolition, roadblocks, fast movement). CP left at the end of the turn are lost
 * (5.5), so the reserve only guards the attacks of this turn:
 *  - 2 CP when a strike marker of the side may fly this turn (air by day, naval any turn): the greedy strike rule
 *    commits strikes only with 2 CP in hand, one for the commitment and one for the ranged fire after it;
 *  - otherwise 1 CP when one of its units on the map can fire at range (range 2 or more), for the Ground Attack
 *    Phase's ranged fire (11.2.2);
 *  - otherwise nothing.
 * Whatever is left after the attacks goes to regrouping, as before.
 */
import { cpOf } from '../command-points/command-points';
import { availableStrikes } from '../strikes/strike-state';
import { turnRecord, type GameState } from '../core/state';
import { unitInfos, unitStates, currentStep } from '../core/units';

/**
 * The last reserve worked out and what it read: the bot asks again and again within one phase (before each optional
 * spending), and the answer depends on nothing but the board, the units record, the strike markers, the turn and the side.
 */
let last: { board: GameState['board']; units: GameState['units']; strikes: GameState['strikes']; turn: number; side: string; reserve: number } | null = null;

export function cpReserve(state: GameState, side: string): number {
  if (last && last.units === state.units && last.strikes === state.strikes && last.turn === state.turn && last.side === side && last.board === state.board) return last.reserve;
  const reserve = reserveOf(state, side);
  last = { board: state.board, units: state.units, strikes: state.strikes, turn: state.turn, side, reserve };
  return reserve;
}

function reserveOf(state: GameState, side: string): number {
  const naval = availableStrikes(state, side, 'naval', 'usable').length > 0;
  const air = !turnRecord(state)?.night && availableStrikes(state, side, 'air', 'usable').length > 0;
  if (naval || air) return 2;
  const { board } = state;
  const units = unitStates(state);
  const infos = unitInfos(board);
  for (let i = 0; i < units.length; i++) {
    const unit = units[i];
    if (unit.hex && infos[i].sideId === side && currentStep(infos[i], unit).range >= 2) return 1;
  }
  return 0;
}

/** CP the side may spend now on optional things, its reserve kept. */
export function spareCp(state: GameState, side: string): number {
  return Math.max(0, cpOf(state, side) - cpReserve(state, side));
}
