import { mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_SCENARIO_JSON_BYTES } from '../../src-shared/schema/import-json';
import { commandForFile, filesInArgs } from './launch-files';

const dir = mkdtempSync(path.join(os.tmpdir(), 'atoll-launch-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('files given to the app', () => {
  it('are the arguments ending in .atoll or .atoll.json, made absolute; switches and paths of Electron and the app are not', () => {
    const argv = ['/opt/Atoll/atoll', '--no-sandbox', '.', 'maps/kokoda.atoll', '/data/Taremo.ATOLL.json', 'notes.txt', '--user-data-dir=/x.atoll'];
    expect(filesInArgs(argv, '/home/me')).toEqual(['/home/me/maps/kokoda.atoll', '/data/Taremo.ATOLL.json']);
  });

  it('open a project by its path, import a scenario’s text, and refuse anything else with the reason', () => {
    const project = path.join(dir, 'kokoda.atoll');
    const scenario = path.join(dir, 'kokoda.atoll.json');
    writeFileSync(project, 'SQLite format 3');
    writeFileSync(scenario, '{"version": 1}');
    expect(commandForFile(project)).toEqual({ kind: 'open', path: project });
    expect(commandForFile(scenario)).toEqual({ kind: 'import', fileName: 'kokoda.atoll.json', text: '{"version": 1}' });
    expect(commandForFile(path.join(dir, 'gone.atoll'))).toEqual({ kind: 'refused', fileName: 'gone.atoll', reason: 'there is no such file' });
    mkdirSync(path.join(dir, 'folder.atoll'));
    expect(commandForFile(path.join(dir, 'folder.atoll'))).toMatchObject({ kind: 'refused', reason: 'it is not a file' });
    const huge = path.join(dir, 'huge.atoll.json');
    writeFileSync(huge, '');
    truncateSync(huge, MAX_SCENARIO_JSON_BYTES + 1);
    expect(commandForFile(huge)).toMatchObject({ kind: 'refused', reason: expect.stringMatching(/larger than the 32 MB/) });
  });
});
