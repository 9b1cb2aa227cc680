// Rules 16.0, 16.1, 16.4.
/**
 * The Reinforcement Phase (16.0): as it begins, the phasing side's scheduled arrivals for this turn become available
 * (16.1), then each of its reinforcement tables in force this turn is rolled, in setup order (16.4). Units go to the
 * reinforcements pool and enter later in the turn (entry.ts); choices the tables leave open are pending decisions
 * (decisions.ts), and the phase cannot end while one is open.
 */
import { ruleError, type RuleError } from '../core/errors';
import type { GameEvent } from '../core/events';
import { deploy, runTable } from './reinforcement-effects';
import { phasingSide, type GameState } from '../core/state';
import { startWork } from '../core/work';

export function startReinforcementPhase(state: GameState): { state: GameState; events: GameEvent[] } {
  const work = startWork(state);
  const side = phasingSide(state).id;
  const { arrivals, tables, tableIds } = state.board.scenario;
  for (const arrival of arrivals) {
    if (arrival.sideId !== side || arrival.turn !== state.turn) continue;
    deploy(work, arrival.units, arrival.entry, { sideId: side, source: arrival.id, depth: 0, areas: null });
  }
  for (const id of tableIds) {
    const table = tables[id];
    if (table.use !== 'reinforcement' || table.sideId !== side) continue;
    if (state.turn < table.firstTurn || (table.lastTurn !== undefined && state.turn > table.lastTurn)) continue;
    runTable(work, table, { sideId: side, source: table.id, depth: 0, areas: null });
  }
  return { state: work.state, events: work.events };
}

/** Why the Reinforcement Phase may not end yet: a decision is still open. */
export function reinforcementPhaseOpen(state: GameState): RuleError | null {
  const pending = state.reinforcement?.pending ?? [];
  if (pending.length === 0) return null;
  const first = pending[0];
  const what = first.kind === 'choice' ? `choose ${first.count} of ${first.options.length} table results` : `pick ${first.count} of ${first.candidates.length} arriving units`;
  return ruleError('decision-pending', `${phasingSide(state).name} must first decide (${first.id}): ${what}.`, '16.4');
}
