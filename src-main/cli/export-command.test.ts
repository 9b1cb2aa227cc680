import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseScenarioJson } from '../../src-shared/schema';
import { ProjectStore } from '../services/project-store';
import { parseLength } from './export-command';
import { atoll, atollProcess, expectBadInput, ROOT } from './test-cli';

let dir: string;
const at = (name: string) => path.join(dir, name);
const sha = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'atoll-export-cli-'));
  const parsed = parseScenarioJson(readFileSync(path.join(ROOT, 'scenarios/palembang.atoll.json'), 'utf8'));
  if (!parsed.ok) throw new Error('palembang does not parse');
  ProjectStore.create(at('palembang.atoll'), parsed.document).close();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('atoll export', () => {
  it('writes counter sheets from a project with progress on stderr, and never touches the project', async () => {
    const before = sha(at('palembang.atoll'));
    const run = await atollProcess('export', 'counters', at('palembang.atoll'), at('c.pdf'), '--page', 'a4', '--counter-size', '5/8in', '--duplex', '--back-offset', '0.5,-0.3', '--calibration');
    expect(run.stderr).toMatch(/export counters: 100 %/);
    expect(run.stdout).toMatch(/^wrote .*c\.pdf \(\d+ pages, \d+ KB\)/);
    expect(run.code).toBe(0);
    expect(readFileSync(at('c.pdf')).subarray(0, 5).toString()).toBe('%PDF-');
    expect(sha(at('palembang.atoll'))).toBe(before);
    expect(readdirSync(dir).filter((f) => f.includes('.part-'))).toEqual([]);
  });

  it('writes the map as tiled PDF pages, a PNG at a chosen dpi and an SVG, with progress, never touching the project', async () => {
    const before = sha(at('palembang.atoll'));
    const tiled = await atoll('export', 'map', at('palembang.atoll'), at('m.pdf'), '--tile', '--page', 'a4', '--overlap', '15', '--bleed', '2', '--no-legend');
    expect(tiled.code).toBe(0);
    expect(tiled.stderr).toMatch(/export map: 100 %/);
    expect(tiled.stdout).toMatch(/^wrote .*m\.pdf \((\d+) pages, \d+ KB\)/);
    expect(Number(/\((\d+) pages/.exec(tiled.stdout)![1])).toBeGreaterThan(2);
    const png = await atoll('export', 'png', at('palembang.atoll'), at('m.png'), '--dpi', '40', '--no-hex-numbers');
    expect(png.code).toBe(0);
    const bytes = readFileSync(at('m.png'));
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    // 40 dpi: the map's frame (499.1 × 351.5 mm) in pixels.
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([786, 554]);
    const svg = await atoll('export', 'svg', at('palembang.atoll'), at('m.svg'), '--grid-colour', '#000000', '--grid-width', '0.3');
    expect(svg.code).toBe(0);
    expect(readFileSync(at('m.svg'), 'utf8')).toContain('stroke="#000000"');
    expect(sha(at('palembang.atoll'))).toBe(before);
  });

  it.each([
    [['export', 'posters', 'x.atoll', 'y.pdf'], /format must be one of map, counters, booklet, png, svg/],
    [['export', 'png', 'PROJECT', 'OUT', '--dpi', '400'], /--dpi must be at most 300/],
    [['export', 'map', 'PROJECT', 'OUT', '--page', 'a4'], /does not fit on a A4 sheet.*tile it/],
    [['export', 'map', 'PROJECT', 'OUT', '--tile', '--overlap', '80'], /--overlap must be at most 50/],
    [['export', 'counters', 'x.atoll'], /takes a project file and an output file/],
    [['export', 'counters', 'PROJECT', 'OUT', '--counter-size', 'huge'], /--counter-size must be a length/],
    [['export', 'counters', 'PROJECT', 'OUT', '--counter-size', '3in'], /--counter-size must be at most \d/],
    [['export', 'counters', 'PROJECT', 'OUT', '--page', 'tabloid'], /--page must be one of “letter”, “a4”, “a3”/],
    [['export', 'counters', 'PROJECT', 'OUT', '--back-offset', '2'], /--back-offset is x,y/],
    [['export', 'counters', 'PROJECT', 'OUT', '--duplex', '--gutter-fold'], /not both/],
    [['export', 'booklet', 'PROJECT', 'OUT', '--dpi', '300'], /unknown option --dpi/],
    [['export', 'booklet', 'missing.atoll', 'OUT'], /cannot find/],
    [['export', 'counters', 'PROJECT', 'OUT_IN_NO_FOLDER'], /export: the folder .*no-such-folder does not exist/],
    [['export', 'tmx', 'PROJECT', 'OUT_IN_NO_FOLDER'], /export: the folder .*no-such-folder does not exist/],
  ])('refuses %j with exit 2 and one line', async (args, reason) => {
    const outputs: Record<string, string> = { PROJECT: at('palembang.atoll'), OUT: at('bad.pdf'), OUT_IN_NO_FOLDER: at('no-such-folder/bad.pdf') };
    const real = args.map((a) => outputs[a] ?? a);
    const lines = expectBadInput(await atoll(...real), reason);
    expect(lines.length).toBe(1);
    expect(existsSync(at('bad.pdf'))).toBe(false);
  });

  it('reads counter sizes as a publisher writes them', () => {
    expect(parseLength('--counter-size', '5/8in')).toBeCloseTo(15.875, 6);
    expect(parseLength('--counter-size', '9/16in')).toBeCloseTo(14.2875, 6);
    expect(parseLength('--counter-size', '1in')).toBeCloseTo(25.4, 6);
    expect(parseLength('--counter-size', '0.75in')).toBeCloseTo(19.05, 6);
    expect(parseLength('--counter-size', '16mm')).toBe(16);
    expect(parseLength('--counter-size', '3/4"')).toBeCloseTo(19.05, 6);
  });
});
