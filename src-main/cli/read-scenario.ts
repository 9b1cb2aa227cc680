import { copyFileSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ApiError } from '../../src-shared/api/errors';
import type { ScenarioDocument } from '../../src-shared/model';
import { MAX_SCENARIO_JSON_BYTES, parseScenarioJson } from '../../src-shared/schema';
import { ProjectStore } from '../services/project-store';

export const isJsonPath = (file: string) => file.toLowerCase().endsWith('.json');

/** Read a scenario from a `.atoll` project or a `.atoll.json` file without changing the file on disk.
 *  `references: false` accepts a JSON whose references do not resolve (the checker reports them). */
export function readScenario(file: string, options: { references?: boolean } = {}): ScenarioDocument {
  if (isJsonPath(file)) {
    let size: number;
    try {
      size = statSync(file).size;
    } catch {
      throw new ApiError('not-found', `cannot find ${file}`);
    }
    if (size > MAX_SCENARIO_JSON_BYTES)
      throw new ApiError('invalid-scenario', `the file is ${(size / 1048576).toFixed(1)} MB; the largest scenario file Atoll accepts is ${MAX_SCENARIO_JSON_BYTES / 1048576} MB`);
    const result = parseScenarioJson(readFileSync(file, 'utf8'), options);
    if (!result.ok) throw new ApiError('invalid-scenario', `${file} has ${result.errors.length} problem(s)`, result.errors);
    return result.document;
  }
  // Work on a private copy: opening may migrate an older file, and this command must never write the original.
  const dir = mkdtempSync(path.join(os.tmpdir(), 'atoll-read-'));
  const copy = path.join(dir, 'project.atoll');
  try {
    try {
      copyFileSync(file, copy);
    } catch {
      throw new ApiError('not-found', `cannot find ${file}`);
    }
    for (const suffix of ['-wal']) {
      try {
        copyFileSync(file + suffix, copy + suffix);
      } catch {
        /* no write-ahead log: nothing to copy */
      }
    }
    const store = ProjectStore.open(copy);
    try {
      return store.exportDocument();
    } finally {
      store.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
