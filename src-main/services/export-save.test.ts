import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { defaultExportOptions } from '../../src-shared/api/contract-export';
import { dispatch } from '../../src-shared/api/dispatch';
import { createBackend } from './backend';
import { desktopPaths } from './paths';

const dir = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'atoll-export-save-')));
const backend = createBackend({
  host: 'desktop', version: 't', projectsDir: path.join(dir, 'projects'), dataDir: path.join(dir, 'data'), paths: desktopPaths(), newHandle: () => 'h1',
});
afterEach(() => {
  backend.closeAll();
  rmSync(dir, { recursive: true, force: true });
});

it('never saves an export over a project file, even one that is open and even with overwrite', async () => {
  mkdirSync(path.join(dir, 'projects'));
  const project = path.join(dir, 'projects', 'open.atoll');
  expect((await dispatch(backend.handlers, 'project.create', {})).ok).toBe(true);
  expect((await dispatch(backend.handlers, 'project.saveAs', { handle: 'h1', path: project })).ok).toBe(true);
  const before = readFileSync(project);
  const started = await dispatch(backend.handlers, 'export.start', { handle: 'h1', request: { kind: 'counters', options: defaultExportOptions().counters } });
  if (!started.ok) throw new Error(started.error.message);
  const { id } = started.value as { id: string };
  for (let state = 'running'; state === 'running'; await new Promise((r) => setTimeout(r, 20))) {
    const status = await dispatch(backend.handlers, 'jobs.status', { id });
    state = status.ok ? (status.value as { state: string }).state : 'failed';
  }
  for (const target of [project, path.join(dir, 'projects', 'scenario.atoll.json')]) {
    const saved = await dispatch(backend.handlers, 'export.save', { id, path: target, overwrite: true });
    expect(saved).toMatchObject({ ok: false, error: { code: 'path-refused', message: expect.stringMatching(/cannot be saved over an Atoll project/) } });
  }
  expect(readFileSync(project).equals(before)).toBe(true);
});
