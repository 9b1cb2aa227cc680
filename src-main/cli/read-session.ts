/** Read a session file (`*.session.json`) and the scenario it names, validating both; bad input throws ApiError. */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ApiError } from '../../src-shared/api/errors';
import type { GameSession } from '../../src-shared/engine';
import { parseSessionFile, sessionOf, type SessionFile } from '../../src-shared/engine/core/session-file';
import type { ScenarioDocument } from '../../src-shared/model';
import { MAX_SCENARIO_JSON_BYTES, parseScenarioJson } from '../../src-shared/schema';
import { readScenario } from './read-scenario';

export type ReadSession = { readonly file: SessionFile; readonly doc: ScenarioDocument; readonly session: GameSession };

/** The largest session file read: an embedded scenario at its own limit, plus a long log. */
const MAX_SESSION_BYTES = MAX_SCENARIO_JSON_BYTES + 64 * 1024 * 1024;

export function readSession(sessionPath: string): ReadSession {
  let text: string;
  try {
    if (statSync(sessionPath).size > MAX_SESSION_BYTES) throw new ApiError('invalid-request', `${sessionPath} is larger than ${MAX_SESSION_BYTES / 1048576} MB; no session is that long`);
    text = readFileSync(sessionPath, 'utf8');
  } catch (e) {
    if (e instanceof ApiError) throw e;
    throw new ApiError('not-found', `cannot find ${sessionPath}`);
  }
  const parsed = parseSessionFile(text);
  if (!parsed.ok) throw new ApiError('invalid-request', `${sessionPath} is not a valid Atoll session: ${parsed.problems.length} problem(s)`, parsed.problems);
  const { file } = parsed;
  let doc: ScenarioDocument;
  const scenario = file.scenario;
  if (!('format' in scenario)) {
    doc = readScenario(path.resolve(path.dirname(sessionPath), scenario.file));
  } else {
    const result = parseScenarioJson(JSON.stringify(scenario));
    if (!result.ok) {
      const problems = result.errors.map((e) => ({ path: e.path.replace(/^\$/, '$.scenario'), message: e.message }));
      throw new ApiError('invalid-scenario', `${sessionPath}: its scenario has ${problems.length} problem(s)`, problems);
    }
    doc = result.document;
  }
  return { file, doc, session: sessionOf(file, doc) };
}
