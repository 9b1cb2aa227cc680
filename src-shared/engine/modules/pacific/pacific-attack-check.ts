/** The Pacific modules' checks on a ground attack, run with the standard ones before any die is rolled (combat-check.ts). */
import { banzaiFireFault } from './banzai';
import { caveFireFault } from './caves';
import type { CombatForces } from '../../combat-shifts';
import type { RuleError } from '../../errors';
import { hiddenTargetFault } from './hidden';
import type { GameState } from '../../state';
import { tankKillerAttackFault } from './tank-killers';

export function pacificAttackFault(state: GameState, f: CombatForces): RuleError | null {
  return (
    hiddenTargetFault(state, f.target, f.defenders) ??
    tankKillerAttackFault(state, [...f.adjacent, ...f.ranged]) ??
    caveFireFault(state, f.target, f.defenders, f.ranged, f.adjacent) ??
    banzaiFireFault(state, f.ranged)
  );
}
