import Database from 'better-sqlite3';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { documentToJson, emptyDocument } from '../../src-shared/model';
import { apiCalls } from './test-backend';
import { createBackend, type Backend } from './backend';
import { confinedPaths, desktopPaths } from './paths';
import { ProjectStore } from './project-store';
import { RecentFiles } from './recent';

let dir: string;
let projectsDir: string;
let dataDir: string;
let backend: Backend;

beforeEach(() => {
  dir = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'atoll-backend-')));
  projectsDir = path.join(dir, 'projects');
  dataDir = path.join(dir, 'data');
  mkdirSync(projectsDir);
  let n = 0;
  let clock = Date.parse('2026-03-01T10:00:00Z');
  backend = createBackend({
    host: 'desktop',
    version: '0.0.0-test',
    projectsDir,
    dataDir,
    paths: desktopPaths(),
    now: () => new Date((clock += 1000)),
    newHandle: () => `h${++n}`,
  });
});
afterEach(() => {
  backend.closeAll();
  rmSync(dir, { recursive: true, force: true });
});

const { call, callError } = apiCalls(() => backend);

const hex = (col: number, row: number, terrain: string) => ({ kind: 'hex' as const, col, row, terrain, elevation: 0 });
const drafts = () => (existsSync(path.join(dataDir, 'drafts')) ? readdirSync(path.join(dataDir, 'drafts')).filter((n) => n.endsWith('.atoll')) : []);

describe('backend: a project from creation to Save As', () => {
  it('creates a draft, edits, undoes, saves it elsewhere and keeps editing the saved file', async () => {
    const created = await call('project.create', { title: 'Milne Bay' });
    expect(created).toMatchObject({ handle: 'h1', draft: true, name: expect.stringMatching(/^Milne-Bay-2026-03-01/) });
    expect(created.document.info.title).toBe('Milne Bay');
    expect(created.history).toEqual({ canUndo: false, canRedo: false, undoLabel: null, redoLabel: null });
    expect(drafts()).toHaveLength(1);

    const applied = await call('project.apply', { handle: 'h1', label: 'Paint jungle', changes: [hex(1, 1, 'jungle')] });
    expect(applied.history).toEqual({ canUndo: true, canRedo: false, undoLabel: 'Paint jungle', redoLabel: null });
    await call('project.apply', { handle: 'h1', label: 'Paint ocean', changes: [hex(2, 2, 'ocean')] });
    const undone = await call('project.undo', { handle: 'h1' });
    expect(undone).toMatchObject({ label: 'Paint ocean', changes: [hex(2, 2, 'clear')] });

    const target = path.join(projectsDir, 'milne');
    const saved = await call('project.saveAs', { handle: 'h1', path: target });
    expect(saved).toEqual({ path: `${target}.atoll`, name: 'milne', draft: false });
    expect(drafts()).toEqual([]);
    expect(readdirSync(projectsDir)).toContain('milne.atoll');

    // The same handle now edits the saved file, with its history.
    expect((await call('project.redo', { handle: 'h1' }))?.label).toBe('Paint ocean');
    await call('project.apply', { handle: 'h1', label: 'Paint kunai', changes: [hex(3, 3, 'kunai')] });
    const exported = await call('project.exportJson', { handle: 'h1' });
    expect(exported.fileName).toBe('Milne-Bay.atoll.json');
    await call('project.close', { handle: 'h1' });

    const reopened = await call('project.open', { path: `${target}.atoll` });
    expect(reopened.document.hexes.map((h) => h.terrain)).toEqual(['jungle', 'ocean', 'kunai']);
    expect(documentToJson(reopened.document)).toBe(exported.text);
    expect(reopened.history.undoLabel).toBe('Paint kunai');
    expect((await call('recent.list', {})).map((r) => r.name)).toEqual(['milne']);
  });

  it('refuses to Save As over an existing file unless asked, and then replaces it', async () => {
    const { handle } = await call('project.create', { title: 'A' });
    const target = path.join(projectsDir, 'taken.atoll');
    writeFileSync(target, 'keep');
    expect((await callError('project.saveAs', { handle, path: target })).code).toBe('exists');
    expect(existsSync(target) && readdirSync(projectsDir)).toEqual(['taken.atoll']);
    await call('project.saveAs', { handle, path: target, overwrite: true });
    const store = ProjectStore.open(target);
    expect(store.loadDocument().info.title).toBe('A');
    store.close();
    expect(readdirSync(projectsDir).filter((n) => n.includes('saving'))).toEqual([]);
  });

  it('shares one store between two opens of the same file and closes it with the last handle', async () => {
    const file = path.join(projectsDir, 'shared.atoll');
    ProjectStore.create(file, emptyDocument()).close();
    const a = await call('project.open', { path: file });
    const b = await call('project.open', { path: file });
    expect(a.handle).not.toBe(b.handle);
    await call('project.apply', { handle: a.handle, label: 'Edit', changes: [hex(0, 0, 'ocean')] });
    await call('project.close', { handle: a.handle });
    expect((await callError('project.undo', { handle: a.handle })).code).toBe('no-project');
    expect((await call('project.undo', { handle: b.handle }))?.label).toBe('Edit');
    expect(existsSync(`${file}-wal`)).toBe(true);
    await call('project.close', { handle: b.handle });
    // The last close closed the database, which removes its log.
    expect(existsSync(`${file}-wal`)).toBe(false);
  });
});

describe('backend: refusals', () => {
  it('a project with a damaged record is corrupt, named by path, and not left open', async () => {
    const file = path.join(projectsDir, 'damaged.atoll');
    ProjectStore.create(file, emptyDocument()).close();
    const db = new Database(file);
    db.prepare("UPDATE records SET data = ? WHERE collection = 'sides' AND id = 'side-2'").run('{"id":"side-2","name":7}');
    db.close();
    for (let attempt = 0; attempt < 2; attempt++) {
      const error = await callError('project.open', { path: file });
      expect(error.code).toBe('corrupt');
      expect(error.message).toMatch(/\$\.sides\.side-2\.name/);
      expect(readdirSync(projectsDir)).toEqual(['damaged.atoll']);
    }
    expect(await call('recent.list', {})).toEqual([]);
  });

  it('a file that is not a project is refused with its code through the api', async () => {
    const file = path.join(projectsDir, 'notes.atoll');
    writeFileSync(file, 'hello');
    expect((await callError('project.open', { path: file })).code).toBe('not-atoll');
    expect((await callError('project.open', { path: 'relative.atoll' })).code).toBe('path-refused');
  });

  it('a missing file is not-found and leaves the recent list', async () => {
    const file = path.join(projectsDir, 'gone.atoll');
    ProjectStore.create(file, emptyDocument()).close();
    const { handle } = await call('project.open', { path: file });
    await call('project.close', { handle });
    expect(new RecentFiles(dataDir).list().map((r) => r.path)).toEqual([file]);
    rmSync(file);
    expect((await callError('project.open', { path: file })).code).toBe('not-found');
    expect(new RecentFiles(dataDir).list()).toEqual([]);
  });

  it('an invalid scenario import lists its problems and creates nothing', async () => {
    const data = JSON.parse(documentToJson(emptyDocument()));
    data.info.title = 5;
    const error = await callError('project.importJson', { fileName: 'x.atoll.json', text: JSON.stringify(data) });
    expect(error.code).toBe('invalid-scenario');
    expect(error.details).toEqual([{ path: '$.info.title', message: 'Title must be text, not the number 5' }]);
    expect(drafts()).toEqual([]);

    const good = emptyDocument();
    good.info.title = 'Imported';
    const imported = await call('project.importJson', { fileName: 'x.atoll.json', text: documentToJson(good) });
    expect(imported).toMatchObject({ draft: true, document: { info: { title: 'Imported' } } });
    expect(drafts()).toHaveLength(1);
  });

  it('a command that does not fit the project is refused and the project stays usable', async () => {
    const { handle } = await call('project.create', {});
    const error = await callError('project.apply', { handle, label: 'Off map', changes: [hex(0, 0, 'ocean'), hex(99, 0, 'ocean')] });
    expect(error.code).toBe('invalid-request');
    const badShape = await callError('project.apply', { handle, label: 'Bad', changes: [{ kind: 'hex', col: -1, row: 0, terrain: 'ocean', elevation: 0 }] });
    expect(badShape.code).toBe('invalid-request');
    expect(badShape.details?.[0].path).toBe('$.changes[0].col');
    expect((await call('project.exportJson', { handle })).text).toBe(documentToJson(emptyDocument()));
  });
});

describe('path policies', () => {
  it('confinedPaths keeps every path inside the root, symlinks included', () => {
    mkdirSync(path.join(projectsDir, 'sub'));
    symlinkSync(dir, path.join(projectsDir, 'up'));
    const paths = confinedPaths(projectsDir);
    expect(paths.resolve('a.atoll')).toBe(path.join(projectsDir, 'a.atoll'));
    expect(paths.resolve('sub/new/b.atoll')).toBe(path.join(projectsDir, 'sub', 'new', 'b.atoll'));
    expect(paths.resolve('.')).toBe(projectsDir);
    expect(paths.display(path.join(projectsDir, 'sub', 'b.atoll'))).toBe('sub/b.atoll');
    expect(paths.display(projectsDir)).toBe('.');
    for (const bad of ['..', '../x.atoll', 'sub/../../x.atoll', '/etc/passwd', 'C:\\x.atoll', 'c:x', 'a\0b', 'up/data', 'up/projects/../x.atoll'])
      expect(() => paths.resolve(bad), bad).toThrow(expect.objectContaining({ code: 'path-refused' }));
  });

  it('desktopPaths accepts absolute paths only', () => {
    const paths = desktopPaths();
    expect(paths.resolve('/tmp/../tmp/a.atoll')).toBe('/tmp/a.atoll');
    expect(() => paths.resolve('a.atoll')).toThrow(expect.objectContaining({ code: 'path-refused' }));
  });
});

describe('recent files', () => {
  it('keeps the 12 most recent, newest first, without duplicates, and survives a damaged list', () => {
    const recent = new RecentFiles(dataDir);
    expect(recent.list()).toEqual([]);
    for (let i = 0; i < 15; i++) recent.add({ path: `/p/${i}.atoll`, name: `${i}`, openedAt: `t${i}` });
    recent.add({ path: '/p/3.atoll', name: '3', openedAt: 'again' });
    const list = recent.list();
    expect(list).toHaveLength(12);
    expect(list.map((e) => e.name)).toEqual(['3', '14', '13', '12', '11', '10', '9', '8', '7', '6', '5', '4']);
    recent.remove('/p/14.atoll');
    expect(recent.list().map((e) => e.name)).not.toContain('14');
    writeFileSync(path.join(dataDir, 'recent.json'), '{ not json');
    expect(recent.list()).toEqual([]);
  });
});

describe('jobs', () => {
  it('an unknown or malformed job id is refused with a clear reason', async () => {
    expect((await callError('jobs.status', { id: 'job-404' })).code).toBe('not-found');
    expect((await callError('jobs.cancel', { id: '../etc' })).code).toBe('invalid-request');
  });
});
