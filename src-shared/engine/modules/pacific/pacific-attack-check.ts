/** The Pacific modules' checks on a ground attack, run with the standard ones before any die is rolled (combat-check.ts). */
import { banzaiFireFault } from '../banzai/banzai';
import { caveFireFault } from '../caves/caves';
import type { CombatForces } from '../../combat/combat-shifts';
import type { RuleError } from '../../core/errors';
import { hiddenTargetFault } from '../hidden/hidden';
import type { GameState } from '../../core/state';
import { tankKillerAttackFault } from '../tank-killers/tank-killers';

export function pacificAttackFault(state: GameState, f: CombatForces): RuleError | null {
  return (
    hiddenTargetFault(state, f.target, f.defenders) ??
    (state.board.ruleset.modules.tankKillers ? tankKillerAttackFault(state, [...f.adjacent, ...f.ranged]) : null) ??
    caveFireFault(state, f.target, f.defenders, f.ranged, f.adjacent) ??
    banzaiFireFault(state, f.ranged)
  );
}
