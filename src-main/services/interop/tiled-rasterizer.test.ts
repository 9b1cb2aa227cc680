/**
 * Real Tiled checks the exported maps: tmxrasterizer (Tiled's own renderer, `apt-get install tiled`; .ci/run installs
 * it) draws every exported .tmx and .tmj, and at every hex centre the picture shows that hex's terrain colour, and
 * the elevation layer shows a level mark exactly where Atoll has one.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundledScenario } from '../../../tests/support/bundled-scenarios';
import { tileCentre, tiledGridFor, tiledLayout, tiledMapPixels, tilePolygon } from '../../../src-shared/interop/tiled/geometry';
import { TILE_SIZES } from '../../../src-shared/interop/tiled/export-model';
import { syntheticMap } from '../../../src-shared/interop/tiled/test-maps';
import type { ScenarioDocument } from '../../../src-shared/model';
import { tiledExportFiles } from './tiled-export';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'atoll-tmxrasterizer-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function rasterize(map: string, out: string, layer?: string): PNG {
  try {
    execFileSync('tmxrasterizer', [...(layer ? ['--show-layer', layer] : []), map, out], {
      env: { ...process.env, QT_QPA_PLATFORM: 'offscreen', XDG_RUNTIME_DIR: dir },
      stdio: 'pipe',
      timeout: 120_000,
    });
  } catch (e) {
    const err = e as NodeJS.ErrnoException & { stderr?: Buffer };
    if (err.code === 'ENOENT') throw new Error('tmxrasterizer is not installed: apt-get install tiled (.ci/run installs it)');
    throw new Error(`tmxrasterizer failed on ${path.basename(map)}: ${err.stderr?.toString() ?? err.message}`);
  }
  return PNG.sync.read(readFileSync(out));
}

const hex = (c: string) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));

/** The commonest opaque colour in a small square around a point. */
function dominant(png: PNG, x: number, y: number, r = 3): number[] | null {
  const counts = new Map<string, number>();
  for (let dy = -r; dy <= r; dy++)
    for (let dx = -r; dx <= r; dx++) {
      const px = Math.round(x) + dx;
      const py = Math.round(y) + dy;
      if (px < 0 || py < 0 || px >= png.width || py >= png.height) continue;
      const i = (py * png.width + px) * 4;
      if (png.data[i + 3] < 255) continue;
      const key = `${png.data[i]},${png.data[i + 1]},${png.data[i + 2]}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  const best = [...counts].sort((a, b) => b[1] - a[1])[0];
  return best ? best[0].split(',').map(Number) : null;
}

const alphaAt = (png: PNG, x: number, y: number) => png.data[(Math.round(y) * png.width + Math.round(x)) * 4 + 3];

const CASES: [string, () => ScenarioDocument][] = [
  ['Taremo Ridge', () => bundledScenario('taremo')],
  ['Palembang', () => bundledScenario('palembang')],
  ['Primosole Bridge', () => bundledScenario('primosole')],
  ['flat-top, even stagger', () => syntheticMap('flat', 'even')],
  ['pointy-top, odd stagger', () => syntheticMap('pointy', 'odd')],
  ['pointy-top, even stagger', () => syntheticMap('pointy', 'even')],
];

describe.each(['tmx', 'tmj'] as const)('tmxrasterizer draws the exported .%s as Atoll has it', (format) => {
  it.each(CASES)('%s', async (name, make) => {
    const doc = make();
    const stem = name.replace(/[^A-Za-z]+/g, '-').toLowerCase();
    const folder = path.join(dir, `${stem}-${format}`);
    mkdirSync(folder, { recursive: true });
    for (const f of await tiledExportFiles(doc, format, 'medium', stem)) writeFileSync(path.join(folder, f.name), f.bytes);
    const mapFile = path.join(folder, `${stem}.${format}`);
    const l = tiledLayout(tiledGridFor(doc.map, TILE_SIZES.medium));

    const terrain = rasterize(mapFile, path.join(folder, 'terrain.png'), 'Terrain');
    expect([terrain.width, terrain.height]).toEqual(Object.values(tiledMapPixels(l, doc.map.cols, doc.map.rows)));
    const at = new Map(doc.hexes.map((h) => [`${h.col},${h.row}`, h]));
    const fills = new Map(doc.ruleset.terrain.map((t) => [t.id, hex(t.look.fill)]));
    const wrong: string[] = [];
    for (let row = 0; row < doc.map.rows; row++)
      for (let col = 0; col < doc.map.cols; col++) {
        const id = at.get(`${col},${row}`)?.terrain ?? doc.map.defaultTerrain;
        const c = tileCentre(l, col, row);
        const seen = dominant(terrain, c.x, c.y);
        const fill = fills.get(id)!;
        // Within a few levels: a pattern may tint the fill (the airfield's by one level), no terrain is that close to another.
        if (!seen || seen.some((v, k) => Math.abs(v - fill[k]) > 4)) wrong.push(`${col},${row}: ${id} ${JSON.stringify(fills.get(id))} drawn as ${JSON.stringify(seen)}`);
      }
    expect(wrong).toEqual([]);

    const elevation = rasterize(mapFile, path.join(folder, 'elevation.png'), 'Elevation');
    const marks: string[] = [];
    for (let row = 0; row < doc.map.rows; row++)
      for (let col = 0; col < doc.map.cols; col++) {
        const level = at.get(`${col},${row}`)?.elevation ?? 0;
        const c = tileCentre(l, col, row);
        // The contour ring runs just inside the hex edge: look 1.5 px inside the middle of the upper-left side.
        const outline = tilePolygon(l, col, row);
        const mid = { x: (outline[1].x + outline[2].x) / 2, y: (outline[1].y + outline[2].y) / 2 };
        const d = Math.hypot(c.x - mid.x, c.y - mid.y);
        const ring = { x: mid.x + ((c.x - mid.x) * 1.5) / d, y: mid.y + ((c.y - mid.y) * 1.5) / d };
        const marked = alphaAt(elevation, ring.x, ring.y) > 0;
        if (marked !== (level !== 0) || alphaAt(elevation, c.x, c.y) !== 0) marks.push(`${col},${row}: level ${level}, ring ${marked ? 'drawn' : 'missing'}`);
      }
    expect(marks).toEqual([]);

    if (format === 'tmx' && name === 'Taremo Ridge') {
      rasterize(mapFile, path.join(folder, 'all.png'));
      mkdirSync('test-results', { recursive: true });
      writeFileSync('test-results/tiled-export-taremo.png', readFileSync(path.join(folder, 'all.png')));
    }
  }, 120_000);
});
