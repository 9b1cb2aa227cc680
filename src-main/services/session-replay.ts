/** The engine's side of stored sessions: starting a game from a snapshot, replaying a log as far as the engine allows. */
import { ApiError } from '../../src-shared/api/errors';
import {
  apply, createGame, hashValue, SetupError, setupFromScenario, turnRecord, type Action, type GameState, type Placement,
} from '../../src-shared/engine';
import type { ScenarioDocument } from '../../src-shared/model';
import { parseScenarioJson } from '../../src-shared/schema';

/** Hash of what the rules read from a scenario (its game setup, placements aside): two documents with the same hash
 *  play the same game, whatever else (title, notes, counter colours) differs. */
export function setupHashOf(doc: ScenarioDocument): string {
  return hashValue(setupFromScenario(doc, []));
}

/** A new game on the scenario, or a clear `invalid-request` saying why it cannot start. */
export function startGame(doc: ScenarioDocument, placements: readonly Placement[], seed: number | string): GameState {
  try {
    return createGame(setupFromScenario(doc, placements), seed);
  } catch (e) {
    if (e instanceof SetupError) throw new ApiError('invalid-request', `the game cannot start: ${e.problems.slice(0, 5).join('; ')}`);
    throw e;
  }
}

/** A stored or embedded snapshot read back (older document versions are migrated on the way). */
export function snapshotDocument(text: string, where: string): ScenarioDocument {
  const parsed = parseScenarioJson(text);
  if (!parsed.ok) throw new ApiError('corrupt', `${where}: its scenario snapshot is damaged (${parsed.errors[0]?.path} ${parsed.errors[0]?.message})`);
  return parsed.document;
}

export type Refusal = { index: number; type: string; reason: string };

/** Applies the actions in order, stopping at the first the engine refuses (or fails on). */
export function replayFrom(state: GameState, actions: readonly Action[], firstIndex = 0): { state: GameState; kept: number; refused: Refusal | null } {
  let current = state;
  for (let i = 0; i < actions.length; i++) {
    const action = actions[i];
    let reason: string;
    try {
      const result = apply(current, action);
      if (result.ok) {
        current = result.state;
        continue;
      }
      reason = result.error.message + (result.error.rule ? ` (rule ${result.error.rule})` : '');
    } catch (e) {
      reason = `the engine failed on it: ${e instanceof Error ? e.message : String(e)}`;
    }
    return { state: current, kept: i, refused: { index: firstIndex + i, type: action.type, reason } };
  }
  return { state: current, kept: actions.length, refused: null };
}

/** How far a game has got, as a session's summary shows it. */
export function progressOf(state: GameState) {
  return {
    turnReached: state.turn,
    turnLabel: turnRecord(state)?.label ?? '',
    over: state.over,
    outcome: state.outcome ? { kind: state.outcome.kind, winner: state.outcome.winner, level: state.outcome.level } : null,
  };
}

export function describeRefusal(refused: Refusal): string {
  return `action ${refused.index + 1} (${refused.type}) is refused: ${refused.reason}`;
}
