import { existsSync, mkdirSync, mkdtempSync, readdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiCalls } from './test-backend';
import { createBackend, type Backend, type BackendOptions } from './backend';
import { confinedPaths, desktopPaths } from './paths';

let dir: string;
let projectsDir: string;
let backend: Backend;
let clock: number;

function start(host: 'desktop' | 'web'): Backend {
  let n = 0;
  const options: BackendOptions = {
    host,
    version: '0.0.0-test',
    projectsDir,
    // Browser mode keeps its data inside the projects folder, as `npm run web` does.
    dataDir: host === 'web' ? path.join(projectsDir, '.atoll') : path.join(dir, 'data'),
    paths: host === 'web' ? confinedPaths(projectsDir) : desktopPaths(),
    now: () => new Date((clock += 60_000)),
    newHandle: () => `h${++n}`,
  };
  return createBackend(options);
}

beforeEach(() => {
  dir = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'atoll-drafts-')));
  projectsDir = path.join(dir, 'projects');
  mkdirSync(projectsDir);
  clock = Date.parse('2026-03-01T10:00:00Z');
  backend = start('desktop');
});
afterEach(() => {
  backend.closeAll();
  rmSync(dir, { recursive: true, force: true });
});

const { call, callError } = apiCalls(() => backend);

const setTitle = (title: string) => [{ kind: 'set' as const, name: 'info' as const, value: { title, subtitle: '', startDate: '', endDate: '', designer: '', historicalNotes: '', designerNotes: '' } }];

describe('drafts: every project the user touched stays reachable', () => {
  it('a new draft is listed with its title and last edit time, and in the recent list under its current title', async () => {
    const created = await call('project.create', { title: 'Milne Bay' });
    await call('project.apply', { handle: created.handle, label: 'Set title', changes: setTitle('Milne Bay, August 1942') });
    const editedAt = new Date(clock).toISOString();
    const { drafts, deleted } = await call('drafts.list', {});
    expect(deleted).toEqual([]);
    expect(drafts).toEqual([{ name: path.basename(created.path), path: created.path, title: 'Milne Bay, August 1942', edited: editedAt, readable: true }]);
    expect(await call('recent.list', {})).toEqual([{ path: created.path, name: 'Milne Bay, August 1942', openedAt: expect.any(String), draft: true }]);
    // Still listed once closed, and it opens again from there with its edit.
    await call('project.close', { handle: created.handle });
    const reopened = await call('project.open', { path: drafts[0].path! });
    expect(reopened).toMatchObject({ draft: true, document: { info: { title: 'Milne Bay, August 1942' } } });
  });

  it('lists the newest edit first; a draft with no edit yet counts from when it was made', async () => {
    const first = await call('project.create', { title: 'First' });
    const before = clock;
    await call('project.create', { title: 'Second' });
    const after = clock;
    await call('project.apply', { handle: first.handle, label: 'Set title', changes: setTitle('First, edited') });
    const { drafts } = await call('drafts.list', {});
    expect(drafts.map((d) => [d.title, d.edited])).toEqual([['First, edited', new Date(clock).toISOString()], ['Second', expect.any(String)]]);
    // The backend's clock when the draft was made, not the file's time.
    expect(Date.parse(drafts[1].edited)).toBeGreaterThan(before);
    expect(Date.parse(drafts[1].edited)).toBeLessThanOrEqual(after);
  });

  it('deletes only a closed draft, keeps it aside for an undo, and forgets it when the app closes', async () => {
    const created = await call('project.create', { title: 'Buna' });
    const name = path.basename(created.path);
    expect((await callError('drafts.delete', { name })).code).toBe('conflict');
    await call('project.close', { handle: created.handle });
    await call('drafts.delete', { name });
    let listing = await call('drafts.list', {});
    expect(listing.drafts).toEqual([]);
    expect(listing.deleted).toEqual([expect.objectContaining({ name, title: 'Buna', path: null })]);
    expect(await call('recent.list', {})).toEqual([]);
    expect((await callError('project.open', { path: created.path })).code).toBe('not-found');

    await call('drafts.restore', { name });
    listing = await call('drafts.list', {});
    expect(listing).toEqual({ drafts: [expect.objectContaining({ name, title: 'Buna', path: created.path })], deleted: [] });
    expect((await call('project.open', { path: created.path })).document.info.title).toBe('Buna');

    await call('project.close', { handle: 'h2' });
    await call('drafts.delete', { name });
    backend.closeAll();
    backend = start('desktop');
    expect(await call('drafts.list', {})).toEqual({ drafts: [], deleted: [] });
  });

  it('refuses names that are not drafts and changes nothing', async () => {
    const created = await call('project.create', { title: 'Gona' });
    await call('project.close', { handle: created.handle });
    writeFileSync(path.join(projectsDir, 'keep.atoll'), 'precious');
    const before = readdirSync(path.dirname(created.path)).sort();
    for (const name of ['../keep.atoll', 'deleted/x.atoll', '.atoll', 'x.json', `${path.basename(created.path)}/..`])
      expect((await callError('drafts.delete', { name })).code).toBe('invalid-request');
    expect((await callError('drafts.delete', { name: 'nothing-here.atoll' })).code).toBe('not-found');
    expect((await callError('drafts.restore', { name: path.basename(created.path) })).code).toBe('not-found');
    expect(readdirSync(path.dirname(created.path)).sort()).toEqual(before);
    expect(existsSync(path.join(projectsDir, 'keep.atoll'))).toBe(true);
  });

  it('lists a damaged draft so that it can still be deleted', async () => {
    const created = await call('project.create', { title: 'Kokoda' });
    await call('project.close', { handle: created.handle });
    writeFileSync(path.join(path.dirname(created.path), 'broken-2026.atoll'), 'not a database at all, just text '.repeat(40));
    const { drafts } = await call('drafts.list', {});
    const broken = drafts.find((d) => d.name === 'broken-2026.atoll');
    expect(broken).toMatchObject({ readable: false, path: null, title: expect.stringContaining('cannot be read') });
    await call('drafts.delete', { name: 'broken-2026.atoll' });
    expect((await call('drafts.list', {})).drafts.map((d) => d.title)).toEqual(['Kokoda']);
  });

  it('what a crash left of a project being written is swept away when Atoll starts, and never listed', async () => {
    const created = await call('project.create', { title: 'Buna' });
    await call('project.close', { handle: created.handle });
    const drafts = path.dirname(created.path);
    for (const name of ['Gona-2026.atoll.partial', 'Gona-2026.atoll.partial-wal']) writeFileSync(path.join(drafts, name), 'half a project');
    expect((await call('drafts.list', {})).drafts.map((d) => d.title)).toEqual(['Buna']);
    backend.closeAll();
    backend = start('desktop');
    expect(readdirSync(drafts).filter((n) => n.includes('partial'))).toEqual([]);
    expect((await call('drafts.list', {})).drafts.map((d) => d.title)).toEqual(['Buna']);
  });

  it('in browser mode a draft is reached by its path inside the projects folder', async () => {
    backend.closeAll();
    backend = start('web');
    const created = await call('project.create', { title: 'Lae' });
    expect(created.path).toMatch(/^\.atoll\/drafts\/Lae-.*\.atoll$/);
    await call('project.close', { handle: created.handle });
    const { drafts } = await call('drafts.list', {});
    expect(drafts).toEqual([expect.objectContaining({ title: 'Lae', path: created.path })]);
    expect((await call('recent.list', {}))[0]).toMatchObject({ path: created.path, name: 'Lae', draft: true });
    expect((await call('project.open', { path: created.path })).draft).toBe(true);
  });
});
