/** The Pacific modules' part of a new game (pacific-state.ts): hidden units (hidden.ts). */
import type { Board } from './board';
import { initialHidden } from './hidden';
import type { PacificState } from './pacific-state';
import type { GameSetup } from './setup-types';
import type { UnitState } from './state';

/** The Pacific state a game starts with, or undefined when it needs none; problems found are added to `problems`. */
export function pacificStart(setup: GameSetup, board: Board, units: Readonly<Record<string, UnitState>>, problems: string[]): PacificState | undefined {
  const hidden = initialHidden(setup, board, units, problems);
  const state: PacificState = { ...(hidden ? { hidden } : {}) };
  return Object.keys(state).length > 0 ? state : undefined;
}
