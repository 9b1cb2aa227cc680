// Rules 4.2, 21.1, 21.2.
/**
 * Moving through the sequence of play (4.2): phase by phase through each player turn in player order, then
 * the end of turn (4.2 III): the scenario's turn-end victory conditions are judged (21.1), then the last turn ends the
 * game (21.2, with the scenario's default result when the VP levels name no winner), any other advances the turn marker.
 */
import { resetCp } from '../command-points/command-points';
import { forgetEngineering } from '../engineering/engineering';
import type { GameEvent } from './events';
import { firstFault, hooks } from './registry';
import { PHASES } from './phases';
import { accept, refusal, type ApplyResult } from './result';
import { endScenarioPhase, scenarioPhaseOpen, startScenarioPhase } from './scenario-phases';
import { enforceStacking } from '../stacking/stacking';
import { NO_MOVEMENT, phasingSide, withPart, withParts, type GameState } from './state';
import { endGameVictory } from '../victory/victory';
import { checkConditionsAtTurnEnd, defaultResult } from '../victory/victory-conditions';

/**
 * What happens as a phase begins: 5.2 resets the phasing side's CP in its Command Point Phase; then the scenario
 * rules (scenario-phases.ts): CP bonuses (5.3), reinforcements (16.0); then the rule modules' `phaseStart` hooks.
 */
export function enterPhase(state: GameState): { state: GameState; events: GameEvent[] } {
  const side = phasingSide(state);
  const events: GameEvent[] = [{ type: 'phase-started', turn: state.turn, side: side.id, phase: state.phase, rule: PHASES[state.phase].rule }];
  let next = state;
  if (state.phase === 'command') {
    const reset = resetCp(next, side.id);
    next = reset.state;
    events.push(...reset.events);
  }
  const scenario = startScenarioPhase(next);
  events.push(...scenario.events);
  next = scenario.state;
  for (const hook of hooks('phaseStart')) {
    const step = hook(next);
    next = step.state;
    events.push(...step.events);
  }
  return { state: next, events };
}

/**
 * What happens as a phase ends: the scenario rules' end of phase (scenario-phases.ts), then stacking is enforced
 * (7.1, 7.3); movement progress, combat, reinforcement and strike bookkeeping are forgotten.
 */
function leavePhase(state: GameState): { state: GameState; events: GameEvent[] } {
  const ended = endScenarioPhase(state);
  const events: GameEvent[] = [{ type: 'phase-ended', turn: state.turn, side: phasingSide(state).id, phase: state.phase }, ...ended.events];
  let next = ended.state;
  if (PHASES[state.phase].stackingCheck) {
    const checked = enforceStacking(next);
    next = checked.state;
    events.push(...checked.events);
  }
  if (state.phase === 'movement') next = withParts(next, { movement: NO_MOVEMENT });
  next = forgetEngineering(withPart(withPart(withPart(next, 'combat', undefined), 'reinforcement', undefined), 'strikesCommitted', undefined), state.phase);
  return { state: next, events };
}

export function endPhase(state: GameState): ApplyResult {
  const open = scenarioPhaseOpen(state) ?? firstFault(hooks('phaseOpen'), state);
  if (open) return refusal(open);
  const left = leavePhase(state);
  const events = [...left.events];
  let next = left.state;
  const phases = phasingSide(next).phases;
  const at = phases.indexOf(next.phase);
  if (at + 1 < phases.length) {
    next = withParts(next, { phase: phases[at + 1] });
  } else if (next.player + 1 < next.board.sides.length) {
    const player = next.player + 1;
    next = withParts(next, { player, phase: next.board.sides[player].phases[0] });
  } else {
    events.push({ type: 'turn-ended', turn: next.turn, rule: '4.2' });
    const decided = checkConditionsAtTurnEnd(next);
    if (decided) return accept(decided.state, [...events, ...decided.events]);
    const turns = next.board.turns;
    const following = turns[turns.findIndex((t) => t.index === next.turn) + 1];
    if (!following) {
      const reason = 'the last turn of the scenario has ended';
      const victory = endGameVictory(next);
      if (!victory) {
        events.push({ type: 'game-over', turn: next.turn, rule: '4.2', reason });
        return accept(withParts(next, { over: true }), events);
      }
      const fallback = defaultResult(next, victory.outcome.winner);
      const outcome = fallback ? { ...victory.outcome, winner: fallback.winner, level: fallback.level } : victory.outcome;
      const { winner, level } = outcome;
      events.push(...victory.events, ...(fallback ? [fallback.event] : []), { type: 'game-over', turn: next.turn, rule: '21.2', reason, winner, level });
      return accept(withParts(next, { over: true, outcome }), events);
    }
    next = withParts(next, { turn: following.index, player: 0, phase: next.board.sides[0].phases[0] });
    events.push({ type: 'turn-started', turn: following.index, label: following.label, night: following.night });
  }
  const entered = enterPhase(next);
  return accept(entered.state, [...events, ...entered.events]);
}
