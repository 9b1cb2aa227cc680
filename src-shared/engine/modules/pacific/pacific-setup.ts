// Rules OST 15.12.
/**
 * The Pacific modules' part of a new game (pacific-state.ts): hidden units (hidden.ts), starshells (starshells.ts), and
 * the set-up check of tank killers, which stand alone (OST 15.12, tank-killers.ts).
 */
import type { Board } from '../../core/board';
import { initialHidden } from '../hidden/hidden';
import type { PacificState, StarshellState } from './pacific-state';
import type { GameSetup } from '../../scenario/setup-types';
import type { UnitState } from '../../core/state';
import { tankKillerSetupProblems } from '../tank-killers/tank-killers';

/** The Pacific state a game starts with, or undefined when it needs none; problems found are added to `problems`. */
export function pacificStart(setup: GameSetup, board: Board, units: Readonly<Record<string, UnitState>>, problems: string[]): PacificState | undefined {
  tankKillerSetupProblems(board, units, problems);
  const hidden = initialHidden(setup, board, units, problems);
  const starshells = initialStarshells(setup, board, problems);
  const state: PacificState = { ...(hidden ? { hidden } : {}), ...(starshells ? { starshells } : {}) };
  return Object.keys(state).length > 0 ? state : undefined;
}

/** OST 17.3: each side's starshells for the scenario, when the module is on and some side has any. */
function initialStarshells(setup: GameSetup, board: Board, problems: string[]): StarshellState | undefined {
  const left: Record<string, number> = {};
  for (const side of setup.sides) {
    const n = side.starshells;
    if (n === undefined) continue;
    if (!Number.isInteger(n) || n < 0 || n > 99) problems.push(`starshells of '${side.id}' must be a whole number from 0 to 99`);
    else if (n > 0) left[side.id] = n;
  }
  return board.ruleset.modules.starshells && Object.keys(left).length > 0 ? { left, burning: [] } : undefined;
}
