// Rules 5.3, 6.0, 6.2.3, 16.0, 16.1, 16.2.1, 16.4.
/**
 * What the scenario rules do as phases begin and end, and what holds a phase open:
 *  - Command Point Phase: the scenario's CP bonuses, after the reset to the track (5.3);
 *  - Reinforcement Phase: arrivals and tables as it begins (16.0); open while a decision is pending (16.4); a side
 *    without an Airborne Landing Phase loses its airdrop arrivals as it ends (6.0);
 *  - Airborne Landing Phase: open while airborne units can still be dropped; as it ends, units left among the enemy
 *    are eliminated and undropped units leave play (6.0, 6.2.3);
 *  - Movement Phase: as it begins, units whose first entry area is held start a scenario's fallback delay; open while
 *    reinforcements due this turn can enter (16.1); as it ends, those that cannot are reported (16.2.1).
 */
import { applyCpBonuses } from '../command-points/cp-bonus';
import type { RuleError } from './errors';
import { holdForFallback, movementPhaseOpen, mustEnter } from '../reinforcements/entry';
import type { GameEvent } from './events';
import { dropUndropped, endLandingPhase, landingPhaseOpen } from '../airdrops/landing-phase';
import { reinforcementPhaseOpen, startReinforcementPhase } from '../reinforcements/reinforcements';
import { phasingSide, type GameState } from './state';

type Step = { state: GameState; events: GameEvent[] };

export function startScenarioPhase(state: GameState): Step {
  if (state.phase === 'command') return applyCpBonuses(state, phasingSide(state).id);
  if (state.phase === 'reinforcement') return startReinforcementPhase(state);
  if (state.phase === 'movement') return holdForFallback(state);
  return { state, events: [] };
}

export function scenarioPhaseOpen(state: GameState): RuleError | null {
  if (state.phase === 'reinforcement') return reinforcementPhaseOpen(state);
  if (state.phase === 'movement') return movementPhaseOpen(state);
  if (state.phase === 'airborne-landing') return landingPhaseOpen(state);
  return null;
}

/** Runs before the end-of-phase stacking check. */
export function endScenarioPhase(state: GameState): Step {
  const side = phasingSide(state);
  if (state.phase === 'airborne-landing') return endLandingPhase(state);
  if (state.phase === 'reinforcement' && !side.phases.includes('airborne-landing')) return dropUndropped(state, '6.0, 16.1');
  if (state.phase === 'movement') {
    const { unable } = mustEnter(state);
    const reason = 'no hex of their entry areas can be entered now; they wait for the next turn';
    return { state, events: unable.length > 0 ? [{ type: 'reinforcements-held', side: side.id, units: unable, reason, rule: '16.2.1' }] : [] };
  }
  return { state, events: [] };
}
