/** A stored session as the session JSON `atoll replay` reads, and such a file read back for import. */
import { ApiError } from '../../src-shared/api/errors';
import type { Action, GameState, Placement } from '../../src-shared/engine';
import { parseSessionFile, sessionFileText, type SessionFile } from '../../src-shared/engine/core/session-file';
import type { ScenarioDocument } from '../../src-shared/model';
import { parseScenarioJson } from '../../src-shared/schema';
import { replayFrom, startGame, type Refusal } from './session-replay';
import type { SessionMeta } from './session-store';

function fileStem(name: string): string {
  return name.trim().replace(/[^A-Za-z0-9 _-]+/g, '').replace(/\s+/g, '-').slice(0, 60) || 'session';
}

export function exportSession(meta: SessionMeta, scenario: ScenarioDocument, placements: readonly Placement[], actions: readonly Action[], finalHash: string) {
  const players = Object.entries(meta.players).map(([side, kind]) => `${side} ${kind}`).join(', ');
  const note = `${meta.name}: ${meta.scenarioTitle}, seed ${String(meta.seed)}${players ? `, ${players}` : ''}`.slice(0, 500);
  const text = sessionFileText({ note, scenario, placements, seed: meta.seed, actions, finalHash });
  return { fileName: `${fileStem(meta.name)}.session.json`, text, finalHash };
}

export type ImportedSession = { file: SessionFile; doc: ScenarioDocument; state: GameState; kept: number; refused: Refusal | null };

/** Reads a session file for import: a file that is not a whole, valid session with its scenario embedded is refused
 *  with the reason (`ApiError`); a log the engine refuses part-way is cut before the refused action. */
export function importSession(text: string): ImportedSession {
  const parsed = parseSessionFile(text);
  if (!parsed.ok) {
    const [first] = parsed.problems;
    if (parsed.problems.length === 1 && (first.path === '$' || first.path === '$.format'))
      throw new ApiError('invalid-request', `this file is not an Atoll play-test session: ${first.message}; nothing was imported`);
    const n = parsed.problems.length;
    throw new ApiError('invalid-request', `the session file has ${n === 1 ? 'a problem' : `${n} problems`} (first: ${first.path} ${first.message}); nothing was imported`, parsed.problems);
  }
  const { file } = parsed;
  if (!('format' in file.scenario))
    throw new ApiError('invalid-request', `the session names its scenario by file ("${file.scenario.file}") instead of carrying it; only a session with its scenario embedded (as Atoll exports them) can be imported`);
  const scenario = parseScenarioJson(JSON.stringify(file.scenario));
  if (!scenario.ok) {
    const problems = scenario.errors.map((e) => ({ path: e.path.replace(/^\$/, '$.scenario'), message: e.message }));
    throw new ApiError('invalid-scenario', `the session's scenario has ${problems.length === 1 ? 'a problem' : `${problems.length} problems`} (first: ${problems[0]?.path} ${problems[0]?.message}); nothing was imported`, problems);
  }
  const doc = scenario.document;
  const replayed = replayFrom(startGame(doc, file.placements, file.seed), file.actions);
  return { file, doc, state: replayed.state, kept: replayed.kept, refused: replayed.refused };
}
