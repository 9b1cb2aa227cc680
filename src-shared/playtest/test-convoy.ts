/** A stack with a carrier for the board's tests (test-only): rifles a and z with lorry t in hex 3,3, z already aboard. */
import { createGame } from '../engine/scenario/setup';
import type { GameState } from '../engine/core/state';
import { ALL_UNIT_TYPES, makeSetup, toMovement, unitType } from '../engine/testing/test-fixtures';
import type { UnitType } from '../model';

export const CONVOY_HEX = { col: 3, row: 3 };

const lorry: UnitType = { ...unitType('lorry', 'wheeled', 'platoon', [8, 4]), unitClass: 'vehicle', carrier: { capacity: 2, measure: 'units', classes: ['infantry'], loadMp: 1, unloadMp: 1 } };

/** The convoy in its side's Movement Phase, with an enemy platoon e far off. */
export function convoy(): GameState {
  const setup = makeSetup({
    unitTypes: [...ALL_UNIT_TYPES, lorry],
    units: [
      { id: 'a', side: 'axis', type: 'rifle', at: CONVOY_HEX },
      { id: 't', side: 'axis', type: 'lorry', at: CONVOY_HEX },
      { id: 'z', side: 'axis', type: 'rifle', at: CONVOY_HEX },
      { id: 'e', side: 'allies', type: 'platoon', at: { col: 9, row: 9 } },
    ],
  });
  return toMovement(createGame({ ...setup, units: setup.units.map((u) => (u.id === 'z' ? { ...u, aboard: 't' } : u)) }, 1));
}
