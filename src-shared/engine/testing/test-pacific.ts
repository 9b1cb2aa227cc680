/** Helpers for the Pacific module tests (test-only; never imported by the engine). */
import type { UnitType } from '../../model';
import { defaultRuleset, type ModuleName, type Ruleset } from '../../ruleset';
import { unitType } from './test-fixtures';

/** The default ruleset with the named modules switched on. */
export function pacificRuleset(...modules: ModuleName[]): Ruleset {
  const ruleset = defaultRuleset();
  for (const m of modules) ruleset.modules[m] = true;
  return ruleset;
}

/** A chain unit type (ASL G1.1): full → reduced → half-squad. */
export function chainType(id: string, combat: [number, number, number], flags: string[] = [], ma = 4, range = 1): UnitType {
  const step = (label: string, c: number) => ({ label, combat: c, range, ma });
  return { ...unitType(id, 'foot', 'platoon', [ma, ma], flags), stepModel: 'chain', steps: [step('full', combat[0]), step('reduced', combat[1]), step('half-squad', combat[2])] };
}

/** Unit types of the Pacific tests: chain infantry, a leader, a canister gun and tank, a tank killer. */
export const PACIFIC_UNIT_TYPES: UnitType[] = [
  chainType('jrifle', [2, 1, 1]),
  chainType('jstrong', [6, 4, 2]),
  chainType('jleader', [1, 1, 1], ['leader']),
  unitType('canister-gun', 'foot', 'platoon', [1, 1], ['canister'], [2, 1], [3, 2]),
  unitType('stuart', 'tracked', 'platoon', [6, 3], ['canister', 'pursuit'], [3, 2], [3, 2]),
  unitType('heavy-tank', 'tracked', 'platoon', [5, 2], [], [4, 2]),
  { ...unitType('tank-killer', 'foot', 'platoon', [4, 4], ['tank-killer'], [1, 1]), steps: [{ label: 'tank killer', combat: 1, range: 1, ma: 4 }] },
  unitType('howitzer-battery', 'wheeled', 'platoon', [3, 1], ['artillery'], [5, 2], [4, 2]),
];
