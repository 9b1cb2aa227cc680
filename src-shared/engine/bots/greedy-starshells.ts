/**
 * The greedy bot's starshells (module `starshells`, OST 17), fired in its Command Point Phase of a night turn at one
 * of the enemy hexes legalActions lists. Each listed hex is scored by what the shell would light (its hex and the six
 * around, OST 17.1): one point per known enemy unit there within STARSHELL_REACH hexes of a unit of the side (one it
 * may attack this turn without the night shift), less half a point per unit of its own lit (the enemy's attacks on it
 * lose the shift too); hexes lit already count nothing. It fires at the best hex scoring above 0, and spreads its
 * shells over the night turns left: no more this turn than its shells left divided by those nights, rounded up.
 */
import type { FireStarshellAction } from '../modules/pacific/pacific-actions';
import { hexIndex } from '../core/board';
import { isHidden } from '../modules/hidden/hidden';
import { illuminated, starshellActions, starshellsLeft } from '../modules/starshells/starshells';
import { turnRecord, type GameState } from '../core/state';
import { hexSteps } from './goals';
import type { PhaseMemory } from './phase-memory';

export const STARSHELL_REACH = 2;

export function starshellAction(state: GameState, side: string, memory: PhaseMemory): FireStarshellAction | null {
  const { board } = state;
  if (!board.ruleset.modules.starshells || !turnRecord(state)?.night) return null;
  const left = starshellsLeft(state, side);
  if (left < 1) return null;
  const nights = board.turns.filter((t) => t.index >= state.turn && t.night).length;
  if (memory.starshellsFired >= Math.ceil((left + memory.starshellsFired) / Math.max(1, nights))) return null;
  const actions = starshellActions(state);
  if (actions.length === 0) return null;
  const own: number[] = [];
  const worth = new Float64Array(board.size);
  for (const id of board.unitIds) {
    const hex = state.units[id].hex;
    if (hex && board.units[id].sideId === side) own.push(hexIndex(board, hex));
  }
  const fromOwn = hexSteps(board, own);
  for (const id of board.unitIds) {
    const hex = state.units[id].hex;
    if (!hex) continue;
    const at = hexIndex(board, hex);
    if (illuminated(state, at)) continue;
    if (board.units[id].sideId === side) worth[at] -= 0.5;
    else if (!isHidden(state, id) && fromOwn[at] >= 0 && fromOwn[at] <= STARSHELL_REACH) worth[at] += 1;
  }
  let best: FireStarshellAction | null = null;
  let bestScore = 0;
  for (const action of actions) {
    const at = hexIndex(board, action.hex);
    let score = worth[at];
    for (let dir = 0; dir < 6; dir++) if (board.neighbourAt[at * 6 + dir] >= 0) score += worth[board.neighbourAt[at * 6 + dir]];
    if (score > bestScore) {
      best = action;
      bestScore = score;
    }
  }
  if (best) memory.starshellsFired++;
  return best;
}
