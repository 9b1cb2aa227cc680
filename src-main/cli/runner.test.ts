/** `atoll playout` and `atoll replay`, run as a user runs them, in their own process. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseSessionFile } from '../../src-shared/engine/core/session-file';
import { PlayoutReportSchema } from '../../src-shared/analytics/playout-report';
import { atoll, atollProcess, expectBadInput, ROOT } from './test-cli';


// Each test starts the CLI (a Node process compiling TypeScript) several times; beside the other suites on 2 cores
// one test can pass 30 s.
vi.setConfig({ testTimeout: 120_000 });
const PALEMBANG = path.join(ROOT, 'scenarios', 'palembang.atoll.json');
let dir: string;
const at = (name: string) => path.join(dir, name);

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'atoll-runner-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.concurrent('atoll playout', () => {
  it('plays the games and prints how they ended, the VP and the victory levels', async () => {
    const run = await atollProcess('playout', PALEMBANG, '--games', '2', '--seed', '5', '--bots', 'greedy');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const lines = run.stdout.split('\n');
    expect(lines[0]).toBe('Palembang: 2 games, greedy bots, seeds 5–6');
    expect(lines[1]).toMatch(/^ended: {4}\d after the last turn, \d by sudden death; stalled: 0$/);
    expect(run.stdout).toMatch(/^Allied +[\d.]+ +\d+ +\d+$/m);
    expect(run.stdout).toMatch(/^Japanese VP histogram:$/m);
    expect(run.stdout).toMatch(/^ {2}nobody won: /m);
    expect(run.stdout).toMatch(/^time: .*games\/s\)$/m);
  });

  it('--json prints the report as checked JSON, the same for the same seed; bots may differ by side', async () => {
    const args = ['playout', PALEMBANG, '--games', '3', '--seed', '9', '--bots', 'allied=random,japanese=greedy', '--json'];
    const [a, b] = await Promise.all([atoll(...args), atoll(...args)]);
    expect(a.code).toBe(0);
    const report = PlayoutReportSchema.parse(JSON.parse(a.stdout));
    expect(b.stdout).toBe(a.stdout);
    expect(report).toMatchObject({ games: 3, seed: 9, bots: { allied: 'random', japanese: 'greedy' }, scenario: { file: 'palembang.atoll.json', title: 'Palembang' } });
    expect(report.ended.lastTurn + report.ended.suddenDeath + report.ended.stalled).toBe(3);
    expect(report.sides.map((s) => s.id)).toEqual(['allied', 'japanese']);
    for (const side of report.sides) expect(side.vp.histogram.reduce((n, bin) => n + bin.games, 0)).toBe(3);
  });

  it('--save-session writes the first game, and replay reaches its pinned hash', async () => {
    const file = at('first.session.json');
    const played = await atoll('playout', PALEMBANG, '--games', '1', '--seed', '4', '--save-session', file);
    expect(played.code).toBe(0);
    const parsed = parseSessionFile(readFileSync(file, 'utf8'));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
    const run = await atoll('replay', file);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`actions:  ${parsed.file.actions.length} replayed (seed 4)`);
    expect(run.stdout).toMatch(/^turn: {5}8 \(.+\) of 8, \w+, phase \w+/m);
    expect(run.stdout).toMatch(/^over: {5}yes, /m);
    expect(run.stdout).toContain(`hash:     ${parsed.file.finalHash}`);
    expect(run.stdout).toContain('pinned:   matches');

    const tampered = { ...parsed.file, finalHash: '0000000000000000' };
    writeFileSync(at('tampered.session.json'), JSON.stringify(tampered));
    const differs = await atollProcess('replay', at('tampered.session.json'));
    expect(differs.code).toBe(1);
    expect(differs.stdout).toContain('pinned:   0000000000000000, which differs');

    const refused = { ...parsed.file, actions: [...parsed.file.actions.slice(0, 3), { type: 'regroup', unitId: 'nobody' }] };
    writeFileSync(at('refused.session.json'), JSON.stringify(refused));
    expectBadInput(await atoll('replay', at('refused.session.json')), /the session does not replay: action 3 \(.*nobody.*\) is refused: \S/);
  });

  it('bad arguments: a clear message and exit 2', async () => {
    const runs = await Promise.all([
      atoll('playout'),
      atoll('playout', PALEMBANG, '--games', '0'),
      atoll('playout', PALEMBANG, '--games', 'many'),
      atoll('playout', PALEMBANG, '--bots', 'clever'),
      atoll('playout', PALEMBANG, '--bots', 'allied=greedy'),
      atoll('playout', PALEMBANG, '--fast'),
      atoll('playout', PALEMBANG, '--seed'),
      atoll('playout', at('missing.atoll.json')),
      atoll('playout', PALEMBANG, '--games', '50', '--save-session', at('no-such-folder/s.session.json')),
      atoll('replay'),
    ]);
    const reasons = [
      /playout takes 1 scenario file argument/,
      /--games must be a whole number from 1 to 100000, not "0"/,
      /--games must be a whole number from 1 to 100000, not "many"/,
      /--bots takes random, greedy, or side=kind pairs for the sides allied, japanese/,
      /--bots names no bot for japanese/,
      /unknown option --fast/,
      /--seed needs a value/,
      /cannot find .*missing\.atoll\.json/,
      /playout: the folder .*no-such-folder does not exist/,
      /replay takes 1 session file argument/,
    ];
    runs.forEach((run, i) => expectBadInput(run, reasons[i]));
  });
});

describe.concurrent('atoll replay: bad session files', () => {
  const write = (name: string, text: string) => {
    writeFileSync(at(name), text);
    return at(name);
  };
  const header = { format: 'atoll-session', version: 1, scenario: { file: PALEMBANG }, placements: [], seed: 1 };

  it('not JSON, not a session, a wrong action: one line each, then the JSON paths', async () => {
    const [prose, scenario, action, missing] = await Promise.all([
      atoll('replay', write('prose.session.json', 'Once upon a time')),
      atoll('replay', PALEMBANG),
      atoll('replay', write('action.session.json', JSON.stringify({ ...header, actions: [{ type: 'endPhase' }, { type: 'teleport' }] }))),
      atoll('replay', at('nowhere.session.json')),
    ]);
    expect(expectBadInput(prose, /prose\.session\.json is not a valid Atoll session: 1 problem/)[1]).toMatch(/^\s+\$: not valid JSON/);
    expect(expectBadInput(scenario, /is not a valid Atoll session: 1 problem/)[1]).toMatch(/^\s+\$\.format: not an Atoll session/);
    expect(expectBadInput(action, /action\.session\.json is not a valid Atoll session/)[1]).toMatch(/^\s+\$\.actions\[1\]\.type: /);
    expect(expectBadInput(missing, /cannot find .*nowhere\.session\.json/)).toHaveLength(1);
  });

  it('a session whose scenario is missing or broken', async () => {
    const [gone, broken] = await Promise.all([
      atoll('replay', write('gone.session.json', JSON.stringify({ ...header, scenario: { file: 'no-such.atoll.json' }, actions: [] }))),
      atoll('replay', write('broken.session.json', JSON.stringify({ ...header, scenario: { format: 'atoll-scenario', version: 2 }, actions: [] }))),
    ]);
    expectBadInput(gone, /cannot find .*no-such\.atoll\.json/);
    expect(expectBadInput(broken, /broken\.session\.json: its scenario has \d+ problem/)[1]).toMatch(/^\s+\$\.scenario\./);
  });
});
