import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unzipSync } from 'fflate';
import { readTiledMap } from '../../src-shared/interop/tiled/read-map';
import { documentToJson, emptyDocument } from '../../src-shared/model';
import { nodeTiledCodec } from '../services/interop/tiled-codec';
import { diskResolver, readTiledFile } from '../services/interop/tiled-files';
import { atoll, atollProcess, expectBadInput, ROOT } from './test-cli';

let dir: string;
const at = (name: string) => path.join(dir, name);
const taremo = path.join(ROOT, 'scenarios/taremo.atoll.json');

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'atoll-export-tiled-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Each test starts the CLI in its own process (several, one after another): slow on a loaded machine, so the tests
// run one at a time beside the other CLI tests.
describe('atoll export tmx|tmj', { timeout: 120_000 }, () => {
  it.each(['tmx', 'tmj'] as const)('writes the %s and its tileset images beside it, named from the output', async (format) => {
    const stem = `island-${format}`;
    const out = at(`${stem}.${format}`);
    const run = await atoll('export', format, taremo, out, '--tile-size', 'small');
    expect(run.code).toBe(0);
    expect(run.stdout.split('\n').filter(Boolean)).toEqual([
      `wrote ${at(`${stem}-terrain.png`)} (${Math.ceil(readFileSync(at(`${stem}-terrain.png`)).length / 1024)} KB)`,
      `wrote ${at(`${stem}-elevation.png`)} (${Math.ceil(readFileSync(at(`${stem}-elevation.png`)).length / 1024)} KB)`,
      expect.stringMatching(new RegExp(`^wrote ${out.replace(/[.]/g, '\\.')} \\(\\d+ KB\\)$`)),
    ]);
    const map = readTiledMap(readTiledFile(out), diskResolver(out), nodeTiledCodec);
    expect(map.grid).toMatchObject({ staggerAxis: 'x', staggerIndex: 'odd', hexSideLength: 16 });
    expect(map.tilesets.map((t) => t.image?.source)).toEqual([`${stem}-terrain.png`, `${stem}-elevation.png`]);
    expect(readFileSync(at(`${stem}-terrain.png`)).subarray(1, 4).toString()).toBe('PNG');
  });

  it('refuses a wrong extension, an unknown tile size and files it would overwrite, and writes nothing', async () => {
    expectBadInput(await atoll('export', 'tmx', taremo, at('map.png')), /export tmx: the output must end in \.tmx/);
    expectBadInput(await atoll('export', 'tmj', taremo, at('x.tmj'), '--tile-size', 'huge'), /--tile-size must be small, medium or large, not "huge"/);
    writeFileSync(at('kept-terrain.png'), 'mine');
    expectBadInput(await atoll('export', 'tmx', taremo, at('kept.tmx')), /kept-terrain\.png exists; pass --force to overwrite/);
    expect(readFileSync(at('kept-terrain.png'), 'utf8')).toBe('mine');
    expect(existsSync(at('kept.tmx'))).toBe(false);
    expect(existsSync(at('x.tmj'))).toBe(false);
  });
});

// Each test starts the CLI in its own process (several, one after another): slow on a loaded machine, so the tests
// run one at a time beside the other CLI tests.
describe('atoll export vmod', { timeout: 120_000 }, () => {
  it('writes a VASSAL module: buildFile, moduledata, the board and the counters', async () => {
    const run = await atollProcess('export', 'vmod', taremo, at('taremo.vmod'), '--dpi', '60', '--counter-size', '1/2in');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^wrote .*taremo\.vmod \(\d+ KB\)$/m);
    const zip = unzipSync(readFileSync(at('taremo.vmod')));
    expect(Object.keys(zip)).toEqual(expect.arrayContaining(['buildFile.xml', 'moduledata', 'images/board.png']));
    expect(Object.keys(zip).filter((f) => /^images\/unit-/.test(f)).length).toBeGreaterThan(40);
  });

  it('refuses a wrong extension, a resolution out of range and a board too large, in one line, and writes nothing', async () => {
    expectBadInput(await atoll('export', 'vmod', taremo, at('taremo.zip')), /export vmod: the output must end in \.vmod/);
    expectBadInput(await atoll('export', 'vmod', taremo, at('a.vmod'), '--dpi', '600'), /--dpi must be a whole number from 36 to 300, not "600"/);
    const huge = emptyDocument();
    huge.map = { ...huge.map, cols: 300, rows: 300 };
    writeFileSync(at('huge.atoll.json'), documentToJson(huge));
    const lines = expectBadInput(await atoll('export', 'vmod', at('huge.atoll.json'), at('huge.vmod'), '--dpi', '150'), /export vmod: at 150 dpi the board would be [\d,]+ × [\d,]+ pixels, more than VASSAL handles well; choose \d+ dpi or less/);
    expect(lines).toHaveLength(1);
    expect(existsSync(at('a.vmod'))).toBe(false);
    expect(existsSync(at('huge.vmod'))).toBe(false);
  });
});
