import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTiledMap } from '../../src-shared/interop/tiled/read-map';
import { nodeTiledCodec } from '../services/interop/tiled-codec';
import { diskResolver, readTiledFile } from '../services/interop/tiled-files';
import { atoll, expectBadInput, ROOT } from './test-cli';

let dir: string;
const at = (name: string) => path.join(dir, name);
const taremo = path.join(ROOT, 'scenarios/taremo.atoll.json');

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'atoll-export-tiled-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.concurrent('atoll export tmx|tmj', () => {
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
