import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseSessionFile, type SessionFile } from '../../src-shared/engine/core/session-file';
import { botPlacements, placementGround } from '../../src-shared/engine/bots';
import { documentToJson } from '../../src-shared/model';
import { bundledScenario } from '../../tests/support/bundled-scenarios';
import { replayCommand } from '../cli/replay-command';
import { bufferIo } from '../cli/test-cli';
import type { Output } from '../../src-shared/api/contract';
import { apiCalls } from './test-backend';
import { createBackend, type Backend } from './backend';
import { desktopPaths } from './paths';

let dir: string;
let backend: Backend;
let clock: number;

beforeEach(() => {
  dir = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'atoll-sessions-')));
  mkdirSync(path.join(dir, 'projects'));
  let n = 0;
  clock = Date.parse('2026-03-01T10:00:00Z');
  backend = createBackend({
    host: 'desktop', version: '0.0.0-test', projectsDir: path.join(dir, 'projects'), dataDir: path.join(dir, 'data'),
    paths: desktopPaths(), now: () => new Date((clock += 1000)), newHandle: () => `h${++n}`,
  });
});
afterEach(() => {
  backend.closeAll();
  rmSync(dir, { recursive: true, force: true });
});

const { call, callError } = apiCalls(() => backend);

/** A whole greedy game of Palembang, as a golden replay pins it (its placements, seed, actions and final hash). */
const golden = (() => {
  const parsed = parseSessionFile(readFileSync(new URL('../../tests/fixtures/replays/palembang-greedy-1.session.json', import.meta.url), 'utf8'));
  if (!parsed.ok) throw new Error('golden replay unreadable');
  return parsed.file;
})();
const palembangJson = documentToJson(bundledScenario('palembang'));

async function openPalembang(): Promise<string> {
  return (await call('project.importJson', { fileName: 'palembang.atoll.json', text: palembangJson })).handle;
}

async function createGame(handle: string, name = 'Greedy game') {
  return call('sessions.create', { handle, name, seed: golden.seed, placements: golden.placements, players: { allied: 'human' } });
}

async function playAll(handle: string, id: string, from = 0, chunk = 100) {
  const actions = golden.actions;
  let count = from;
  let result: Output<'sessions.append'> | undefined;
  while (count < actions.length) {
    result = await call('sessions.append', { handle, id, expectedCount: count, actions: actions.slice(count, count + chunk) });
    count = result.summary.actionCount;
  }
  return result!;
}

describe('sessions: create, play, list', () => {
  it('stores a whole game: the backend replays each append and the log reaches the golden hash', async () => {
    const handle = await openPalembang();
    const created = await createGame(handle);
    expect(created).toMatchObject({ name: 'Greedy game', actionCount: 0, turnReached: 1, over: false, outcome: null, parentId: null, scenarioChanged: false });
    expect(created.id).toMatch(/^ses-/);
    const sides = Object.keys(created.players);
    expect(created.sides.map((s) => s.id)).toEqual(sides);
    expect(created.sides.map((s) => s.name)).toEqual(bundledScenario('palembang').sides.map((s) => s.name));
    expect(sides.length).toBe(2);
    expect(Object.values(created.players)).toEqual(['human', 'human']);

    const appended = await playAll(handle, created.id);
    expect(appended.summary.actionCount).toBe(golden.actions.length);
    expect(appended.summary.over).toBe(true);
    expect(appended.stateHash).toBe(golden.finalHash);

    const [listed] = await call('sessions.list', { handle });
    expect(listed).toEqual(appended.summary);
    const detail = await call('sessions.get', { handle, id: created.id });
    expect(detail.actions).toEqual(golden.actions);
    expect(detail.placements).toEqual(golden.placements);
    expect(documentToJson(detail.scenario)).toBe(palembangJson);
  });

  it('lists the newest first and never writes the document or its undo history', async () => {
    const handle = await openPalembang();
    const a = await createGame(handle, 'First');
    const b = await createGame(handle, 'Second');
    expect((await call('sessions.list', { handle })).map((s) => s.name)).toEqual(['Second', 'First']);
    await call('sessions.append', { handle, id: a.id, expectedCount: 0, actions: golden.actions.slice(0, 3) });
    expect((await call('sessions.list', { handle })).map((s) => s.id)).toEqual([a.id, b.id]);
    expect(await call('project.undo', { handle })).toBeNull();
    expect(documentToJson((await call('project.open', { path: (await call('project.saveAs', { handle, path: path.join(dir, 'projects', 'p') })).path })).document)).toBe(palembangJson);
  });

  it('refuses placements the game cannot start with, and a side the scenario does not have', async () => {
    const handle = await openPalembang();
    const offMap = [{ unitId: golden.placements[0].unitId, hex: { col: 300, row: 0 } }];
    expect(await callError('sessions.create', { handle, name: 'x', seed: 1, placements: offMap, players: {} })).toMatchObject({ code: 'invalid-request', message: expect.stringMatching(/cannot start/) });
    expect(await callError('sessions.create', { handle, name: 'x', seed: 1, placements: [], players: { martians: 'greedy' } })).toMatchObject({ message: 'the scenario has no side "martians"' });
    expect(await callError('sessions.create', { handle, name: '   ', seed: 1, placements: [], players: {} })).toMatchObject({ code: 'invalid-request' });
    expect(await call('sessions.list', { handle })).toEqual([]);
  });

  it('sets up hidden the units the set-up chose (module hip): the snapshot marks those, and the scenario has not changed', async () => {
    const taremo = bundledScenario('taremo');
    const handle = (await call('project.importJson', { fileName: 'taremo.atoll.json', text: documentToJson(taremo) })).handle;
    const placements = botPlacements(placementGround(taremo), '1', () => 'objectives').placements;
    const japanese = new Set(taremo.contingents.filter((c) => c.sideId === 'japanese').map((c) => c.id));
    const placed = new Set(placements.map((p) => p.unitId));
    const mine = taremo.units.filter((u) => japanese.has(u.contingentId) && placed.has(u.id)).map((u) => u.id);
    const chosen = mine.filter((id) => !taremo.units.find((u) => u.id === id)?.hidden).slice(0, 2);
    const { id } = await call('sessions.create', { handle, name: 'Hidden', seed: 1, placements, players: {}, hidden: chosen });
    const detail = await call('sessions.get', { handle, id });
    expect(detail.scenario.units.filter((u) => u.hidden).map((u) => u.id).sort()).toEqual([...chosen].sort());
    expect(detail.summary.scenarioChanged).toBe(false);
    // A unit the scenario does not have, or more than the side's share, is refused.
    expect(await callError('sessions.create', { handle, name: 'x', seed: 1, placements, players: {}, hidden: ['nobody'] })).toMatchObject({ message: 'the scenario has no unit "nobody" to set up hidden' });
    expect(await callError('sessions.create', { handle, name: 'x', seed: 1, placements, players: {}, hidden: mine })).toMatchObject({ code: 'invalid-request', message: expect.stringMatching(/may hide/) });
  });

  it('says when the project scenario has changed in something the rules read, and not for a new title', async () => {
    const handle = await openPalembang();
    const { id } = await createGame(handle);
    const doc = (await call('project.open', { path: (await call('project.saveAs', { handle, path: path.join(dir, 'projects', 'p') })).path })).document;
    await call('project.apply', { handle, label: 'Title', changes: [{ kind: 'set', name: 'info', value: { ...doc.info, title: 'Palembang, retitled' } }] });
    expect((await call('sessions.list', { handle }))[0].scenarioChanged).toBe(false);
    const hex = doc.hexes[0];
    await call('project.apply', { handle, label: 'Paint', changes: [{ kind: 'hex', col: hex.col, row: hex.row, terrain: hex.terrain === 'ocean' ? 'jungle' : 'ocean', elevation: 0 }] });
    expect((await call('sessions.list', { handle }))[0]).toMatchObject({ id, scenarioChanged: true, scenarioTitle: doc.info.title });
    await call('project.undo', { handle });
    expect((await call('sessions.list', { handle }))[0].scenarioChanged).toBe(false);
  });
});

describe('sessions: append', () => {
  it('refuses a stale expectedCount with conflict and an action the engine refuses, saving nothing', async () => {
    const handle = await openPalembang();
    const { id } = await createGame(handle);
    await call('sessions.append', { handle, id, expectedCount: 0, actions: golden.actions.slice(0, 5) });
    const stale = await callError('sessions.append', { handle, id, expectedCount: 3, actions: golden.actions.slice(3, 4) });
    expect(stale).toMatchObject({ code: 'conflict', message: expect.stringMatching(/has 5 actions, not 3/) });
    const bad = await callError('sessions.append', { handle, id, expectedCount: 5, actions: [...golden.actions.slice(5, 7), { type: 'regroup', unitId: 'nobody' }] });
    expect(bad).toMatchObject({ code: 'invalid-request', message: expect.stringMatching(/^nothing was saved: action 8 \(regroup\) is refused: \S/) });
    expect((await call('sessions.get', { handle, id })).actions).toHaveLength(5);
  });

  it('replays the stored log when it has no state in memory (another backend, the app restarted)', async () => {
    const handle = await openPalembang();
    const { id } = await createGame(handle);
    await call('sessions.append', { handle, id, expectedCount: 0, actions: golden.actions.slice(0, 40) });
    const saved = await call('project.saveAs', { handle, path: path.join(dir, 'projects', 'restart') });
    backend.closeAll();
    backend = createBackend({ host: 'desktop', version: 't', projectsDir: path.join(dir, 'projects'), dataDir: path.join(dir, 'data'), paths: desktopPaths(), newHandle: () => 'again' });
    await call('project.open', { path: saved.path });
    const rest = await playAll('again', id, 40);
    expect(rest.stateHash).toBe(golden.finalHash);
  });

  it('refuses hostile payloads at the contract: unknown action types, huge batches, bad ids', async () => {
    const handle = await openPalembang();
    const { id } = await createGame(handle);
    expect((await callError('sessions.append', { handle, id, expectedCount: 0, actions: [{ type: 'teleport', unitId: 'x' }] })).code).toBe('invalid-request');
    expect((await callError('sessions.append', { handle, id, expectedCount: 0, actions: [] })).code).toBe('invalid-request');
    const many = Array.from({ length: 20_001 }, () => ({ type: 'endPhase' }));
    expect((await callError('sessions.append', { handle, id, expectedCount: 0, actions: many })).message).toMatch(/actions/);
    expect((await callError('sessions.append', { handle, id, expectedCount: -1, actions: [{ type: 'endPhase' }] })).code).toBe('invalid-request');
    expect((await callError('sessions.get', { handle, id: "ses-x' OR 1=1 --" })).code).toBe('invalid-request');
    expect((await callError('sessions.get', { handle, id: 'ses-doesnotexist' })).code).toBe('not-found');
    expect((await callError('sessions.list', { handle: 'nobody' })).code).toBe('no-project');
    expect((await callError('sessions.create', { handle, name: 'x'.repeat(201), seed: 1, placements: [], players: {} })).code).toBe('invalid-request');
    expect((await call('sessions.get', { handle, id })).actions).toEqual([]);
  });
});

describe('sessions: branch, update, delete and restore', () => {
  it('branches share the first actions; the parent is untouched', async () => {
    const handle = await openPalembang();
    const { id } = await createGame(handle);
    await call('sessions.append', { handle, id, expectedCount: 0, actions: golden.actions.slice(0, 30) });
    const branch = await call('sessions.branch', { handle, id, at: 12, name: 'What if' });
    expect(branch).toMatchObject({ name: 'What if', parentId: id, branchedAt: 12, actionCount: 12 });
    expect((await call('sessions.get', { handle, id: branch.id })).actions).toEqual(golden.actions.slice(0, 12));
    // The branch plays on by itself; the parent keeps its 30.
    await call('sessions.append', { handle, id: branch.id, expectedCount: 12, actions: golden.actions.slice(12, 14) });
    expect((await call('sessions.get', { handle, id })).actions).toHaveLength(30);
    expect((await call('sessions.branch', { handle, id, at: 29 })).name).toBe('Greedy game (from action 29)');
    expect((await callError('sessions.branch', { handle, id, at: 31 })).message).toMatch(/has 30 actions/);
  });

  it('renames, changes players, deletes softly and restores', async () => {
    const handle = await openPalembang();
    const { id, players } = await createGame(handle);
    const [first, second] = Object.keys(players);
    const renamed = await call('sessions.update', { handle, id, name: 'Renamed', players: { [second]: 'greedy' } });
    expect(renamed).toMatchObject({ name: 'Renamed', players: { [first]: 'human', [second]: 'greedy' } });
    expect((await call('sessions.update', { handle, id, players: { [first]: 'random' } })).players).toEqual({ [first]: 'random', [second]: 'greedy' });
    expect((await callError('sessions.update', { handle, id, players: { nobody: 'greedy' } })).code).toBe('invalid-request');

    await call('sessions.delete', { handle, id });
    expect(await call('sessions.list', { handle })).toEqual([]);
    expect((await callError('sessions.get', { handle, id })).code).toBe('not-found');
    expect(await call('sessions.restore', { handle, id })).toMatchObject({ id, name: 'Renamed' });
    expect(await call('sessions.list', { handle })).toHaveLength(1);

    // A session deleted more than a day ago is removed for good when the list is next read.
    await call('sessions.delete', { handle, id });
    clock += 25 * 60 * 60 * 1000;
    await call('sessions.list', { handle });
    expect((await callError('sessions.restore', { handle, id })).code).toBe('not-found');
  });
});

describe('sessions: export and import', () => {
  async function exported() {
    const handle = await openPalembang();
    const { id } = await createGame(handle, 'Palembang: greedy/1');
    await playAll(handle, id);
    return { handle, id, file: await call('sessions.export', { handle, id }) };
  }

  it('exports the session JSON that atoll replay reads, and it replays to the pinned finalHash', async () => {
    const { file } = await exported();
    expect(file.fileName).toBe('Palembang-greedy1.session.json');
    expect(file.finalHash).toBe(golden.finalHash);
    const at = path.join(dir, file.fileName);
    writeFileSync(at, file.text);
    const io = bufferIo();
    expect(replayCommand([at], io)).toBe(0);
    expect(io.stdout()).toMatch(new RegExp(`hash: +${golden.finalHash}\\npinned: +matches`));
  });

  it('imports an exported session whole', async () => {
    const { file } = await exported();
    const handle = await openPalembang();
    const result = await call('sessions.import', { handle, text: file.text });
    expect(result).toMatchObject({ total: golden.actions.length, kept: golden.actions.length, refused: null, pinnedHash: 'matches' });
    expect(result.summary).toMatchObject({ name: expect.stringMatching(/^Palembang: greedy\/1: /), over: true, scenarioChanged: false });
    expect((await call('sessions.export', { handle, id: result.summary.id })).finalHash).toBe(golden.finalHash);
  });

  it('keeps the valid prefix of a log with a bad action in the middle, and says where and why', async () => {
    const { file } = await exported();
    const data = JSON.parse(file.text) as SessionFile & { actions: unknown[] };
    data.actions.splice(50, 0, { type: 'fastMove', unitId: golden.placements[0].unitId });
    const handle = await openPalembang();
    const result = await call('sessions.import', { handle, text: JSON.stringify(data), name: 'Damaged' });
    expect(result).toMatchObject({ total: golden.actions.length + 1, kept: 50, refused: { index: 50, type: 'fastMove', reason: expect.stringMatching(/\S/) }, pinnedHash: 'differs' });
    expect(result.summary).toMatchObject({ name: 'Damaged', actionCount: 50 });
    expect((await call('sessions.get', { handle, id: result.summary.id })).actions).toEqual(golden.actions.slice(0, 50));
  });

  it.each([
    ['text that is not JSON', 'Shopping list: rice, tea', /not an Atoll play-test session: not valid JSON/],
    ['a scenario file', palembangJson, /not an Atoll play-test session/],
    ['a JSON array', '[1,2,3]', /not an Atoll play-test session/],
  ])('refuses %s and imports nothing', async (_name, text, message) => {
    const handle = await openPalembang();
    expect(await callError('sessions.import', { handle, text })).toMatchObject({ code: 'invalid-request', message: expect.stringMatching(message) });
    expect(await call('sessions.list', { handle })).toEqual([]);
  });

  it('refuses a session with a malformed action, a scenario by path, a broken scenario or a game that cannot start', async () => {
    const { file } = await exported();
    const handle = await openPalembang();
    const base = JSON.parse(file.text) as Record<string, unknown> & { actions: unknown[]; scenario: Record<string, unknown> };
    const variants: [Record<string, unknown>, RegExp, string][] = [
      [{ ...base, actions: [...base.actions.slice(0, 3), { type: 'move', unitId: 7 }] }, /\$\.actions\[3\]/, 'invalid-request'],
      [{ ...base, scenario: { file: '../palembang.atoll.json' } }, /names its scenario by file/, 'invalid-request'],
      [{ ...base, scenario: { ...base.scenario, sides: 'none' } }, /scenario has/, 'invalid-scenario'],
      [{ ...base, placements: [{ unitId: 'ghost', hex: { col: 1, row: 1 } }] }, /cannot start/, 'invalid-request'],
      [{ ...base, version: 99 }, /problem/, 'invalid-request'],
    ];
    for (const [data, message, code] of variants)
      expect(await callError('sessions.import', { handle, text: JSON.stringify(data) })).toMatchObject({ code, message: expect.stringMatching(message) });
    expect((await callError('sessions.import', { handle, text: ' '.repeat(40 * 1024 * 1024 + 1) })).code).toBe('invalid-request');
    expect(await call('sessions.list', { handle })).toEqual([]);
  });
});
