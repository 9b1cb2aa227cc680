/**
 * Makes the Tiled fixtures in tests/fixtures/tiled with real Tiled (Debian: `apt-get install tiled`):
 *
 *   npx tsx scripts/make-tiled-fixtures.ts
 *
 * "Palm Point" is a 12 × 10 flat-top map with its own tileset (atoll-sample.tsx and .png, drawn here) whose tiles say
 * what they are by type or by a `terrain`, `elevation` or `feature` property, a second tile layer of marks, and
 * objects: a label, an objective with a vp property, a set-up area, a victory ellipse, a river along hex edges and a
 * road from hex to hex. This script writes one source map per layer encoding (CSV, XML, base64, zlib, gzip, zstd) and
 * an infinite one whose tiles start at an odd column; Tiled itself (`tiled --export-map`) reads each source and
 * writes the fixture, so every fixture is a file Tiled wrote. Every variant describes the same map, so each must
 * import to the same scenario (src-shared/interop/tiled/variants.test.ts).
 */
import { createCanvas } from '@napi-rs/canvas';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync, deflateSync } from 'node:zlib';
import { neighbour, type HexDirection, type OffsetHex } from '../src-shared/hex';
import { tileCentre, tiledLayout, tilePolygon } from '../src-shared/interop/tiled/geometry';
import type { TiledHexGrid } from '../src-shared/interop/tiled/model';

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../tests/fixtures/tiled');
const COLS = 12;
const ROWS = 10;
const TILE = { w: 64, h: 56, side: 32 };
/** The finite map: flat-top, even columns pushed down. */
const FINITE: TiledHexGrid = { tileWidth: TILE.w, tileHeight: TILE.h, hexSideLength: TILE.side, staggerAxis: 'x', staggerIndex: 'even' };
/** The infinite one starts at tile (-3, 5): an odd column, so Tiled's odd stagger is Atoll's even one there. */
const INFINITE: TiledHexGrid = { ...FINITE, staggerIndex: 'odd' };
const ORIGIN = { x: -3, y: 5 };
const GEOM = { orientation: 'flat', stagger: 'even' } as const;

/** gid of every hex: 1 jungle, 2 ocean, 3 beach, 4 kunai hill, 5 rocks (nothing says what rocks are). */
function ground(col: number, row: number): number {
  if (col < 2) return 2;
  if (col === 2) return 3;
  if (col >= 4 && col <= 6 && row >= 3 && row <= 5) return 4;
  if ((col === 9 && row === 8) || (col === 10 && row === 8)) return 5;
  return 1;
}
/** The marks layer: the objective tile (gid 6) on two hexes. */
const MARKS: OffsetHex[] = [{ col: 6, row: 4 }, { col: 10, row: 1 }];

function tilesetPng(): Buffer {
  const canvas = createCanvas(TILE.w * 6, TILE.h);
  const ctx = canvas.getContext('2d');
  const fills = ['#2f6a34', '#4a7fb5', '#e8d9a0', '#b5b060', '#8c8c8c', null];
  fills.forEach((fill, i) => {
    const x0 = i * TILE.w;
    const off = (TILE.w - TILE.side) / 2;
    ctx.beginPath();
    ctx.moveTo(x0, TILE.h / 2);
    ctx.lineTo(x0 + off, 0);
    ctx.lineTo(x0 + off + TILE.side, 0);
    ctx.lineTo(x0 + TILE.w, TILE.h / 2);
    ctx.lineTo(x0 + off + TILE.side, TILE.h);
    ctx.lineTo(x0 + off, TILE.h);
    ctx.closePath();
    if (fill) {
      ctx.fillStyle = fill;
      ctx.fill();
    } else {
      ctx.fillStyle = '#d22020';
      ctx.beginPath();
      for (let k = 0; k < 10; k++) {
        const t = -Math.PI / 2 + (k * Math.PI) / 5;
        const r = k % 2 ? 6 : 14;
        ctx.lineTo(x0 + TILE.w / 2 + Math.cos(t) * r, TILE.h / 2 + Math.sin(t) * r);
      }
      ctx.fill();
    }
  });
  return canvas.toBuffer('image/png');
}

const TSX = `<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="atoll-sample" tilewidth="${TILE.w}" tileheight="${TILE.h}" tilecount="6" columns="6">
 <image source="atoll-sample.png" width="${TILE.w * 6}" height="${TILE.h}"/>
 <tile id="0" type="jungle"/>
 <tile id="1"><properties><property name="terrain" value="Ocean"/></properties></tile>
 <tile id="2" type="Beach"/>
 <tile id="3"><properties><property name="elevation" type="int" value="1"/><property name="terrain" value="kunai"/></properties></tile>
 <tile id="4" type="rocks"/>
 <tile id="5"><properties><property name="feature" value="objective"/><property name="vp" type="int" value="3"/></properties></tile>
</tileset>
`;

function cells(origin: { x: number; y: number }, width: number, height: number, at: (x: number, y: number) => number): number[] {
  const out: number[] = [];
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) out.push(at(x + origin.x, y + origin.y));
  return out;
}

function encode(gids: number[], encoding: string): string {
  if (encoding === 'csv') return `<data encoding="csv">\n${gids.join(',')}\n</data>`;
  if (encoding === 'xml') return `<data>${gids.map((g) => (g ? `<tile gid="${g}"/>` : '<tile/>')).join('')}</data>`;
  const raw = Buffer.alloc(gids.length * 4);
  gids.forEach((g, i) => raw.writeUInt32LE(g, i * 4));
  if (encoding === 'base64') return `<data encoding="base64">${raw.toString('base64')}</data>`;
  if (encoding === 'zlib') return `<data encoding="base64" compression="zlib">${deflateSync(raw).toString('base64')}</data>`;
  if (encoding === 'gzip') return `<data encoding="base64" compression="gzip">${gzipSync(raw).toString('base64')}</data>`;
  const zstd = spawnSync('zstd', ['-q', '-c'], { input: raw });
  if (zstd.status !== 0) throw new Error('zstd failed (apt-get install zstd)');
  return `<data encoding="base64" compression="zstd">${zstd.stdout.toString('base64')}</data>`;
}

/** Objects placed on hexes of the Atoll map, in the pixels of a grid whose tile (origin) is hex (0, 0). */
function objectsXml(grid: TiledHexGrid, origin: { x: number; y: number }): string {
  const l = tiledLayout(grid);
  const centre = (h: OffsetHex) => tileCentre(l, h.col + origin.x, h.row + origin.y);
  const poly = (h: OffsetHex) => tilePolygon(l, h.col + origin.x, h.row + origin.y);
  const pts = (list: { x: number; y: number }[], o: { x: number; y: number }) => list.map((p) => `${p.x - o.x},${p.y - o.y}`).join(' ');
  const label = centre({ col: 3, row: 2 });
  const radio = centre({ col: 8, row: 6 });
  const anchorage = centre({ col: 0, row: 8 });
  // The set-up area: a box around the centres of columns 0-3, rows 6-9.
  const a = centre({ col: 0, row: 6 });
  const b = centre({ col: 3, row: 9 });
  const setup = [{ x: a.x - 8, y: a.y - 8 }, { x: b.x + 8, y: a.y - 8 }, { x: b.x + 8, y: b.y + 8 }, { x: a.x - 8, y: b.y + 8 }];
  // The river runs down the west edges of column 6, rows 0-4: top-left, left, ... then the last bottom-left corner.
  const river = [0, 1, 2, 3, 4].flatMap((row) => [poly({ col: 6, row })[2], poly({ col: 6, row })[0]]).concat([poly({ col: 6, row: 4 })[7]]);
  // The road: from hex (2,1) four steps south-east, then two south.
  const road: OffsetHex[] = [{ col: 2, row: 1 }];
  for (const dir of [2, 2, 2, 2, 3, 3] as HexDirection[]) road.push(neighbour(GEOM, road[road.length - 1], dir));
  const roadPts = road.map(centre);
  const ridge = centre({ col: 9, row: 2 });
  const rx = TILE.w * 1.2;
  const ry = TILE.h * 1.2;
  return `<objectgroup id="3" name="Annotations">
  <object id="1" name="Palm Point" type="label" x="${label.x}" y="${label.y}"><point/></object>
  <object id="2" name="Radio station" type="objective" x="${radio.x}" y="${radio.y}"><properties><property name="vp" type="int" value="5"/></properties><point/></object>
  <object id="3" name="Allied set-up" type="setup" x="${setup[0].x}" y="${setup[0].y}"><polygon points="${pts(setup, setup[0])}"/></object>
  <object id="4" name="Kuma River" type="river" x="${river[0].x}" y="${river[0].y}"><polyline points="${pts(river, river[0])}"/></object>
  <object id="5" name="Coast road" type="road" x="${roadPts[0].x}" y="${roadPts[0].y}"><polyline points="${pts(roadPts, roadPts[0])}"/></object>
  <object id="6" name="Anchorage" x="${anchorage.x}" y="${anchorage.y}"/>
  <object id="7" name="Ridge" type="victory" x="${ridge.x - rx}" y="${ridge.y - ry}" width="${rx * 2}" height="${ry * 2}"><ellipse/></object>
 </objectgroup>`;
}

function mapHeader(grid: TiledHexGrid, infinite: boolean): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<map version="1.8" tiledversion="1.8.2" orientation="hexagonal" renderorder="right-down" width="${COLS}" height="${ROWS}" tilewidth="${grid.tileWidth}" tileheight="${grid.tileHeight}" infinite="${infinite ? 1 : 0}" hexsidelength="${grid.hexSideLength}" staggeraxis="${grid.staggerAxis}" staggerindex="${grid.staggerIndex}" nextlayerid="4" nextobjectid="8">
 <properties><property name="scenario" value="Palm Point"/></properties>
 <tileset firstgid="1" source="atoll-sample.tsx"/>`;
}

function finiteMap(encoding: string): string {
  const groundGids = cells({ x: 0, y: 0 }, COLS, ROWS, ground);
  const marks = cells({ x: 0, y: 0 }, COLS, ROWS, (x, y) => (MARKS.some((m) => m.col === x && m.row === y) ? 6 : 0));
  return `${mapHeader(FINITE, false)}
 <layer id="1" name="Ground" width="${COLS}" height="${ROWS}">
  ${encode(groundGids, encoding)}
 </layer>
 <layer id="2" name="Marks" width="${COLS}" height="${ROWS}">
  ${encode(marks, encoding)}
 </layer>
 ${objectsXml(FINITE, { x: 0, y: 0 })}
</map>
`;
}

function infiniteMap(): string {
  const chunk = (layer: (col: number, row: number) => number, cx: number, cy: number) =>
    `<chunk x="${cx}" y="${cy}" width="16" height="16">\n${cells({ x: cx, y: cy }, 16, 16, (x, y) => {
      const col = x - ORIGIN.x;
      const row = y - ORIGIN.y;
      return col >= 0 && col < COLS && row >= 0 && row < ROWS ? layer(col, row) : 0;
    }).join(',')}\n</chunk>`;
  const layer = (id: number, name: string, at: (c: number, r: number) => number) =>
    ` <layer id="${id}" name="${name}" width="${COLS}" height="${ROWS}">\n  <data encoding="csv">\n${chunk(at, -16, 0)}\n${chunk(at, 0, 0)}\n  </data>\n </layer>`;
  return `${mapHeader(INFINITE, true)}
${layer(1, 'Ground', ground)}
${layer(2, 'Marks', (x, y) => (MARKS.some((m) => m.col === x && m.row === y) ? 6 : 0))}
 ${objectsXml(INFINITE, ORIGIN)}
</map>
`;
}

function tiled(args: string[], cwd: string) {
  const run = spawnSync('tiled', args, { cwd, env: { ...process.env, QT_QPA_PLATFORM: 'offscreen' }, encoding: 'utf8', timeout: 60_000 });
  if (run.status !== 0) throw new Error(`tiled ${args.join(' ')} failed: ${run.stderr}`);
}

function main() {
  const work = mkdtempSync(path.join(os.tmpdir(), 'atoll-tiled-'));
  try {
    mkdirSync(OUT, { recursive: true });
    writeFileSync(path.join(work, 'atoll-sample.png'), tilesetPng());
    writeFileSync(path.join(work, 'atoll-sample-src.tsx'), TSX);
    tiled(['--export-tileset', 'tsx', 'atoll-sample-src.tsx', 'atoll-sample.tsx'], work);
    tiled(['--export-tileset', 'json', 'atoll-sample-src.tsx', 'atoll-sample.tsj'], work);
    const made: string[] = ['atoll-sample.png', 'atoll-sample.tsx', 'atoll-sample.tsj'];
    for (const encoding of ['csv', 'xml', 'base64', 'zlib', 'gzip', 'zstd']) {
      writeFileSync(path.join(work, `src-${encoding}.tmx`), finiteMap(encoding));
      tiled(['--export-map', 'tmx', `src-${encoding}.tmx`, `palm-point-${encoding}.tmx`], work);
      made.push(`palm-point-${encoding}.tmx`);
    }
    tiled(['--export-map', 'tmx', '--embed-tilesets', 'src-csv.tmx', 'palm-point-embedded.tmx'], work);
    tiled(['--export-map', 'json', 'src-csv.tmx', 'palm-point.tmj'], work);
    tiled(['--export-map', 'json', '--embed-tilesets', 'src-zlib.tmx', 'palm-point-zlib-embedded.tmj'], work);
    writeFileSync(path.join(work, 'src-infinite.tmx'), infiniteMap());
    tiled(['--export-map', 'tmx', 'src-infinite.tmx', 'palm-point-infinite.tmx'], work);
    tiled(['--export-map', 'json', 'src-infinite.tmx', 'palm-point-infinite.tmj'], work);
    made.push('palm-point-embedded.tmx', 'palm-point.tmj', 'palm-point-zlib-embedded.tmj', 'palm-point-infinite.tmx', 'palm-point-infinite.tmj');
    for (const name of made) copyFileSync(path.join(work, name), path.join(OUT, name));
    const version = spawnSync('tiled', ['--version'], { env: { ...process.env, QT_QPA_PLATFORM: 'offscreen' }, encoding: 'utf8' }).stdout.trim();
    console.log(`wrote ${made.length} files to ${path.relative(process.cwd(), OUT)} with ${version || 'tiled'}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main();
