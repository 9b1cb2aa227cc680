import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseScenarioJson } from '../../src-shared/schema';
import { ProjectStore } from '../services/project-store';
import { atoll, atollProcess, expectBadInput, ROOT } from './test-cli';

const fixture = (name: string) => path.join(ROOT, 'tests/fixtures/tiled', name);
let dir: string;
const at = (name: string) => path.join(dir, name);
const sha = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'atoll-import-tiled-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Each test starts the CLI in its own process (several, one after another): slow on a loaded machine, so the tests
// run one at a time beside the other CLI tests.
describe('atoll import-tiled', { timeout: 120_000 }, () => {
  it('imports the hexagonal example Tiled ships with a mapping, and the project remembers the mapping', async () => {
    const run = await atollProcess('import-tiled', fixture('hexagonal-mini.tmx'), at('mini.atoll'), '--mapping', fixture('hexagonal-mini.mapping.json'));
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^wrote .*mini\.atoll: 20 × 20 pointy-top hexes \(odd rows pushed\), 3\d\d hexes set$/m);
    // Tiles 16 and 17 (fields) are not in the mapping and have no type: listed.
    expect(run.stdout).toMatch(/unmapped tiles \(default terrain\): hex mini#1[56] ×\d+, hex mini#1[56] ×\d+$/m);
    const store = ProjectStore.open(at('mini.atoll'));
    try {
      const doc = store.loadDocument();
      const terrain = (col: number, row: number) => doc.hexes.find((h) => h.col === col && h.row === row)?.terrain ?? doc.map.defaultTerrain;
      expect(terrain(0, 0)).toBe('hills'); // the snowy peaks in Tiled's top-left corner
      expect(terrain(19, 0)).toBe('ocean');
      expect(doc.features.filter((f) => f.type === 'objective')).toHaveLength(3); // the three towns
      expect(JSON.parse(store.getSetting('interop.tiledMapping') ?? '{}')).toEqual(JSON.parse(readFileSync(fixture('hexagonal-mini.mapping.json'), 'utf8')));
    } finally {
      store.close();
    }
  });

  it('writes a scenario JSON that imports cleanly', async () => {
    const run = await atoll('import-tiled', fixture('palm-point.tmj'), at('palm.atoll.json'));
    expect(run.code).toBe(0);
    const parsed = parseScenarioJson(readFileSync(at('palm.atoll.json'), 'utf8'));
    expect(parsed.ok && parsed.document.map).toMatchObject({ cols: 12, rows: 10, orientation: 'flat', stagger: 'even' });
  });

  it.each([
    [['not-a-map.txt'], /is not a Tiled map: it is neither XML \(\.tmx\) nor JSON \(\.tmj\)$/],
    [['palm-point-zstd.tmx'], /compressed with zstd, which Atoll cannot read/],
    [['bomb.tmx'], /declares XML entities \(<!ENTITY>\), which Atoll never expands; it is refused$/],
    [['orthogonal.tmx'], /is an orthogonal \(square tiles\) map; Atoll imports hexagonal Tiled maps only/],
    [['lonely.tmx'], /uses the tileset missing\.tsx, which was not found; add it beside the map$/],
  ])('refuses %s with one line and writes nothing', async ([name], reason) => {
    const own = mkdtempSync(path.join(dir, 'bad-'));
    const at = (file: string) => path.join(own, file);
    writeFileSync(at('not-a-map.txt'), 'hello');
    writeFileSync(at('bomb.tmx'), '<?xml version="1.0"?><!DOCTYPE m [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;">]><map orientation="hexagonal">&b;</map>');
    writeFileSync(at('orthogonal.tmx'), '<map orientation="orthogonal" width="2" height="2" tilewidth="8" tileheight="8"/>');
    writeFileSync(at('lonely.tmx'), '<map orientation="hexagonal" width="2" height="2" tilewidth="8" tileheight="8" hexsidelength="4"><tileset firstgid="1" source="missing.tsx"/></map>');
    const input = existsSync(at(name)) ? at(name) : fixture(name);
    const before = sha(input);
    const out = at(`${name}.atoll`);
    const listing = readdirSync(own).sort();
    const lines = expectBadInput(await atoll('import-tiled', input, out), reason);
    expect(lines).toHaveLength(1);
    expect(sha(input)).toBe(before);
    expect(existsSync(out)).toBe(false);
    expect(readdirSync(own).sort()).toEqual(listing);
  });

  it('refuses a bad mapping file with the field at fault', async () => {
    writeFileSync(at('bad-mapping.json'), JSON.stringify({ format: 'atoll-tiled-mapping', version: 1, tiles: { 'a#1': { terrain: 7 } }, objects: {} }));
    expectBadInput(await atoll('import-tiled', fixture('palm-point.tmj'), at('x.atoll'), '--mapping', at('bad-mapping.json')), /bad-mapping\.json is not a Tiled mapping: \$\.tiles\.a#1\.terrain Invalid input: expected string, received number$/);
    writeFileSync(at('unknown-terrain.json'), JSON.stringify({ format: 'atoll-tiled-mapping', version: 1, tiles: { 'a#1': { terrain: 'lava' } }, objects: {} }));
    expectBadInput(await atoll('import-tiled', fixture('palm-point.tmj'), at('x.atoll'), '--mapping', at('unknown-terrain.json')), /the mapping names what the ruleset does not have: terrain "lava" \(tile a#1\)$/);
    expect(existsSync(at('x.atoll'))).toBe(false);
  });
});
