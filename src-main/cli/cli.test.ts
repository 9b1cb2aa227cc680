import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { documentToJson, emptyDocument, type ScenarioDocument } from '../../src-shared/model';
import { turn } from '../../src-shared/scenario/test-tables';
import { ProjectStore } from '../services/project-store';
import { atoll, atollFromSources, atollProcess, expectBadInput } from './test-cli';

// Three tests start the CLI in its own process, one through tsx (a cold TypeScript transform): beside the other suites
// on a shared 2-core machine that can pass 30 s.
vi.setConfig({ testTimeout: 120_000 });

let dir: string;

const at = (name: string) => path.join(dir, name);
const sha = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
const withoutFileLine = (text: string) => text.split('\n').filter((l) => !l.startsWith('file:')).join('\n');

/** A scenario with a side, a contingent, a unit type and a unit, all references resolving. */
function scenario(): ScenarioDocument {
  const doc = emptyDocument();
  doc.info.title = 'Kokoda Track';
  doc.info.designer = 'A. Tester';
  doc.sides[1].name = 'Japanese';
  doc.contingents = [
    { id: 'con-1', code: 'IJA', sideId: 'side-2', name: '144th Regiment', colours: { background: '#c8b273', text: '#000000' } },
    { id: 'con-2', code: 'AIF', sideId: 'side-1', name: '39th Battalion', colours: { background: '#7a8c4a', text: '#ffffff' } },
  ];
  doc.unitTypes = [
    {
      id: 'type-1',
      name: 'Rifle platoon',
      unitClass: 'infantry',
      sidc: '10031000001211000000',
      size: 'platoon',
      movementClass: 'foot',
      flags: [],
      stepModel: 'two-sided',
      steps: [{ label: 'effective', combat: 3, range: 1, ma: 4 }, { label: 'disrupted', combat: 1, range: 0, ma: 2 }],
    },
  ];
  doc.units = [
    { id: 'unit-1', designation: '1/144', typeId: 'type-1', contingentId: 'con-1', setup: { kind: 'rule', text: 'anywhere on the track' }, hidden: false },
    { id: 'unit-2', designation: 'A/39', typeId: 'type-1', contingentId: 'con-2', setup: { kind: 'rule', text: 'at Kokoda' }, hidden: false },
  ];
  doc.hexes = [
    { col: 2, row: 3, terrain: 'jungle', elevation: 1 },
    { col: 10, row: 4, terrain: 'kunai', elevation: 0 },
  ];
  doc.turns = [turn(1, false, { cp: { 'side-1': 1, 'side-2': 1 } }), turn(2, true, { cp: { 'side-1': 1, 'side-2': 1 } })];
  return doc;
}

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'atoll-cli-'));
  ProjectStore.create(at('a.atoll'), scenario()).close();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.concurrent('atoll CLI: usage', () => {
  it('prints the usage and exits 2 without arguments (started as npm run atoll starts it)', async () => {
    const run = await atollFromSources();
    expect(run.code).toBe(2);
    expect(run.stdout).toMatch(/^usage: npm run atoll -- <command>/);
    expect(run.stdout).toContain('convert <in> <out>');
  });

  it('exits 0 for --help and 2 for an unknown command or a wrong argument count', async () => {
    const [help, unknown, missing] = await Promise.all([atollProcess('--help'), atollProcess('frobnicate', 'x'), atollProcess('info')]);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('usage:');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr.split('\n')[0]).toBe('atoll: unknown command "frobnicate"');
    expect(missing.code).toBe(2);
    expect(missing.stderr.split('\n')[0]).toBe('atoll: info takes 1 file argument');
  });
});

describe.concurrent('atoll CLI: info and convert', () => {
  it('info prints what a project holds, without touching the file', async () => {
    const before = sha(at('a.atoll'));
    const run = await atoll('info', at('a.atoll'));
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    const lines = run.stdout.split('\n');
    expect(lines).toContain('title:     Kokoda Track');
    expect(lines).toContain('designer:  A. Tester');
    expect(lines).toContain('map:       24 × 18 hexes, flat-top, 19 mm');
    expect(lines).toContain('sides:     Attacker, Japanese');
    expect(lines).toContain('hexes:     2 set');
    expect(lines).toContain('units:     2');
    expect(sha(at('a.atoll'))).toBe(before);
    expect(readdirSync(dir).filter((n) => n.startsWith('a.atoll'))).toEqual(['a.atoll']);
  });

  it('converts a project to JSON and back without losing anything, with byte-identical JSON', async () => {
    expect((await atoll('convert', at('a.atoll'), at('b.atoll.json'))).code).toBe(0);
    const json = readFileSync(at('b.atoll.json'), 'utf8');
    expect(json).toBe(documentToJson(scenario()));

    const [toProject, again] = await Promise.all([atoll('convert', at('b.atoll.json'), at('c.atoll')), atoll('convert', at('a.atoll'), at('b2.atoll.json'))]);
    expect(toProject).toMatchObject({ code: 0, stdout: `wrote ${at('c.atoll')}\n` });
    expect(again.code).toBe(0);
    expect(readFileSync(at('b2.atoll.json'), 'utf8')).toBe(json);

    const [infoA, infoC, back] = await Promise.all([atoll('info', at('a.atoll')), atoll('info', at('c.atoll')), atoll('convert', at('c.atoll'), at('d.atoll.json'))]);
    expect(infoC.code).toBe(0);
    expect(withoutFileLine(infoC.stdout)).toBe(withoutFileLine(infoA.stdout));
    expect(back.code).toBe(0);
    expect(readFileSync(at('d.atoll.json'), 'utf8')).toBe(json);

    const store = ProjectStore.open(at('c.atoll'));
    try {
      expect(documentToJson(store.loadDocument())).toBe(json);
    } finally {
      store.close();
    }
  });

  it('refuses to overwrite an existing output without --force, and overwrites with it', async () => {
    writeFileSync(at('taken.atoll.json'), 'precious');
    const refused = await atoll('convert', at('a.atoll'), at('taken.atoll.json'));
    expect(refused.code).toBe(2);
    expect(refused.stderr.split('\n')[0]).toBe(`atoll: ${at('taken.atoll.json')} exists; pass --force to overwrite it`);
    expect(readFileSync(at('taken.atoll.json'), 'utf8')).toBe('precious');
    const forced = await atoll('convert', '--force', at('a.atoll'), at('taken.atoll.json'));
    expect(forced.code).toBe(0);
    expect(readFileSync(at('taken.atoll.json'), 'utf8')).toBe(documentToJson(scenario()));
  });
});

describe.concurrent('atoll CLI: check', () => {
  it('exits 0 on a clean scenario', async () => {
    writeFileSync(at('clean.atoll.json'), documentToJson(scenario()));
    const run = await atoll('check', at('clean.atoll.json'));
    expect(run).toMatchObject({ code: 0, stdout: 'no problems found\n', stderr: '' });
  });

  it('exits 1 when a unit has no set-up', async () => {
    const doc = scenario();
    doc.units[0].setup = { kind: 'none' };
    writeFileSync(at('nosetup.atoll.json'), documentToJson(doc));
    const run = await atollProcess('check', at('nosetup.atoll.json'));
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('error: unit 1/144 has no set-up and no arrival ($.units[0].setup)');
    expect(run.stdout).toContain('1 error(s), 0 warning(s)');
  });

  it('exits 1 when a unit in a project references a missing unit type', async () => {
    const doc = scenario();
    doc.units[0].typeId = 'type-gone';
    ProjectStore.create(at('dangling.atoll'), doc).close();
    const run = await atoll('check', at('dangling.atoll'));
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('error: unknown unit type "type-gone" ($.units[0].typeId)');
  });

  it('exits 1 when a unit in a hand-written JSON references a missing unit type', async () => {
    const text = documentToJson(scenario()).replace('"typeId": "type-1"', '"typeId": "type-gone"');
    expect(text).toContain('type-gone');
    writeFileSync(at('dangling.atoll.json'), text);
    const run = await atoll('check', at('dangling.atoll.json'));
    expect(run.stdout + run.stderr).toContain('$.units[0].typeId');
    expect(run.code).toBe(1);
  });
});

// Its own block, one file after the other: the concurrent blocks above already start many processes at once.
describe('atoll CLI: check on what cannot be played', () => {
  it('exits 1 on a blank new project and on a scenario whose turn track was emptied', async () => {
    writeFileSync(at('blank.atoll.json'), documentToJson(emptyDocument()));
    const taremo = JSON.parse(readFileSync(path.join(import.meta.dirname, '../../scenarios/taremo.atoll.json'), 'utf8')) as { turns: unknown[]; arrivals: { turn: number }[] };
    const due = [...new Set(taremo.arrivals.map((a) => a.turn))].sort((a, b) => a - b);
    taremo.turns = [];
    writeFileSync(at('no-turns.atoll.json'), JSON.stringify(taremo));
    const [blank, noTurns] = await Promise.all([atoll('check', at('blank.atoll.json')), atoll('check', at('no-turns.atoll.json'))]);
    expect(blank.code).toBe(1);
    expect(blank.stdout).toContain('error: the turn record track has no turns: the game cannot start ($.turns)');
    expect(blank.stdout).toContain('error: Attacker has no units: add some to its contingents in the Forces sheet ($.sides[0])');
    expect(noTurns.code).toBe(1);
    expect(due).toEqual([1, 2, 4]);
    expect(noTurns.stdout).toContain(`error: the turn record track has no turns: the game cannot start (${taremo.arrivals.length} arrivals are due on turns 1, 2, 4) ($.turns)`);
  });
});

describe('atoll CLI: bad inputs', () => {
  /** Exit 2, a clear first line on stderr, no stack trace, and the input exactly as it was. */
  async function expectBadInputUnchanged(args: string[], input: string, reason: RegExp): Promise<string[]> {
    const before = sha(input);
    const listing = readdirSync(dir).sort();
    const run = await atoll(...args);
    const lines = expectBadInput(run, reason);
    expect(run.stderr).not.toContain('usage:');
    expect(sha(input)).toBe(before);
    expect(readdirSync(dir).sort()).toEqual(listing);
    return lines;
  }

  it('a text file renamed .atoll', async () => {
    writeFileSync(at('notes.atoll'), 'not a database\n'.repeat(50));
    for (const command of ['info', 'check']) {
      const lines = await expectBadInputUnchanged([command, at('notes.atoll')], at('notes.atoll'), /not an Atoll project/);
      expect(lines).toHaveLength(1);
    }
    const lines = await expectBadInputUnchanged(['convert', at('notes.atoll'), at('notes-out.atoll.json')], at('notes.atoll'), /not an Atoll project/);
    expect(lines).toHaveLength(1);
    expect(existsSync(at('notes-out.atoll.json'))).toBe(false);
  });

  it('a scenario JSON with wrong types names the JSON path', async () => {
    const data = JSON.parse(documentToJson(scenario())) as { info: { title: unknown } };
    data.info.title = 42;
    writeFileSync(at('wrong.atoll.json'), JSON.stringify(data));
    const lines = await expectBadInputUnchanged(['info', at('wrong.atoll.json')], at('wrong.atoll.json'), /wrong\.atoll\.json has 1 problem/);
    expect(lines[1]).toBe('  $.info.title: Title must be text, not the number 42');
    await expectBadInputUnchanged(['convert', at('wrong.atoll.json'), at('wrong-out.atoll')], at('wrong.atoll.json'), /has 1 problem/);
    expect(existsSync(at('wrong-out.atoll'))).toBe(false);
  });

  it('a file that is not JSON at all', async () => {
    writeFileSync(at('prose.atoll.json'), 'Once upon a time');
    const lines = await expectBadInputUnchanged(['check', at('prose.atoll.json')], at('prose.atoll.json'), /has 1 problem/);
    expect(lines[1]).toMatch(/\$: not valid JSON/);
  });

  it('a 50 MB JSON array is refused by its size, in one line', async () => {
    const file = at('huge.atoll.json');
    const size = 50 * 1024 * 1024;
    const body = Buffer.alloc(size, '0,');
    body[0] = 0x5b; // '[', then ' 0,0,…,0]': a valid JSON array of 26 million zeros
    body[1] = 0x20;
    body[size - 1] = 0x5d;
    writeFileSync(file, body);
    const lines = await expectBadInputUnchanged(['info', file], file, /50\.0 MB; the largest scenario file Atoll accepts is 32 MB/);
    expect(lines).toHaveLength(1);
    rmSync(file);
  }, 20_000);

  it('a missing file', async () => {
    const run = await atoll('info', at('missing.atoll'));
    expect(run.code).toBe(2);
    expect(run.stderr.trim()).toBe(`atoll: cannot find ${at('missing.atoll')}`);
  });
});
