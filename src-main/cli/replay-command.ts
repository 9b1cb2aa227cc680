/** `atoll replay <session.json>`: replays a saved session and prints where it ends and its state hash. */
import { ReplayError, replay, SetupError, stateHash, turnRecord, type GameState } from '../../src-shared/engine';
import { scoreVictory } from '../../src-shared/engine';
import { ApiError } from '../../src-shared/api/errors';
import type { CliIo } from './cli-io';
import { parseArgs, UsageError } from './options';
import { readSession } from './read-session';

function describeEnd(state: GameState): string {
  if (!state.over) return 'no: the session stops mid-game';
  const name = (id: string) => state.board.sides.find((s) => s.id === id)?.name ?? id;
  const vp = Object.entries(scoreVictory(state).totals).map(([id, n]) => `${name(id)} ${n}`).join(', ');
  const how = state.outcome?.kind === 'sudden-death' ? 'by sudden death' : 'after the last turn';
  const result = state.outcome ? `${state.outcome.level || 'no victory level'}${state.outcome.winner ? ` for ${name(state.outcome.winner)}` : ''}` : 'no victory conditions';
  return `yes, ${how}: ${result} (VP ${vp})`;
}

/** Exit 0 when the replay reaches the session's pinned hash (or it pins none), 1 when it does not. */
export function replayCommand(args: readonly string[], io: CliIo): number {
  const { positional } = parseArgs('replay', args, [], []);
  if (positional.length !== 1) throw new UsageError('replay takes 1 session file argument');
  const { file, doc, session } = readSession(positional[0]);
  let state: GameState;
  try {
    state = replay(session);
  } catch (e) {
    if (e instanceof ReplayError) throw new ApiError('invalid-request', `${positional[0]}: the session does not replay: action ${e.index} (${JSON.stringify(session.actions[e.index])}) is refused: ${e.error.message}`);
    if (e instanceof SetupError) throw new ApiError('invalid-request', `${positional[0]}: the game cannot start: ${e.problems.join('; ')}`);
    throw e;
  }
  const hash = stateHash(state);
  const turn = turnRecord(state);
  const side = state.board.sides[state.player];
  const lines = [
    `scenario: ${doc.info.title}`,
    `actions:  ${session.actions.length} replayed (seed ${String(session.seed)})`,
    `turn:     ${state.turn}${turn?.label ? ` (${turn.label})` : ''} of ${state.board.turns.length}, ${side.name}, phase ${state.phase}`,
    `over:     ${describeEnd(state)}`,
    `hash:     ${hash}`,
  ];
  const matches = file.finalHash === undefined || file.finalHash === hash;
  if (file.finalHash !== undefined) lines.push(matches ? 'pinned:   matches' : `pinned:   ${file.finalHash}, which differs: a rules change, or a session from another version of the rules`);
  io.out(lines.join('\n'));
  return matches ? 0 : 1;
}
