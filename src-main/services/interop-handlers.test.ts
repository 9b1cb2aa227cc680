import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { unzipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Input, MethodName, Output } from '../../src-shared/api/contract';
import { dispatch } from '../../src-shared/api/dispatch';
import { ApiError } from '../../src-shared/api/errors';
import { emptyMapping } from '../../src-shared/interop/tiled/mapping';
import { createBackend, type Backend } from './backend';
import { desktopPaths } from './paths';

let dir: string;
let backend: Backend;

beforeEach(() => {
  dir = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'atoll-interop-')));
  mkdirSync(path.join(dir, 'projects'));
  let n = 0;
  backend = createBackend({
    host: 'desktop', version: '0.0.0-test', projectsDir: path.join(dir, 'projects'), dataDir: path.join(dir, 'data'), paths: desktopPaths(), newHandle: () => `h${++n}`,
  });
});
afterEach(() => {
  backend.closeAll();
  rmSync(dir, { recursive: true, force: true });
});

async function call<M extends MethodName>(method: M, input: Input<M>): Promise<Output<M>> {
  const response = await dispatch(backend.handlers, method, input);
  if (!response.ok) throw ApiError.from(response.error);
  return response.value as Output<M>;
}

const file = (name: string) => ({ name, base64: readFileSync(path.join(__dirname, '../../tests/fixtures/tiled', name)).toString('base64') });
const PALM = [file('palm-point-csv.tmx'), file('atoll-sample.tsx'), file('atoll-sample.png')];

describe('interop.tiledInspect', () => {
  it('lists every distinct tile with its picture, properties, use and suggested target, and every kind of object', async () => {
    const { summary, pictures, remembered, missingImages } = await call('interop.tiledInspect', { map: 'palm-point-csv.tmx', files: PALM });
    expect(remembered).toBeNull();
    expect(missingImages).toEqual([]);
    expect(summary).toMatchObject({ cols: 12, rows: 10, orientation: 'flat', stagger: 'even', format: 'tmx' });
    expect(summary.tiles.map((t) => t.key)).toEqual(['atoll-sample#0', 'atoll-sample#1', 'atoll-sample#2', 'atoll-sample#3', 'atoll-sample#4', 'atoll-sample#5']);
    const kunai = summary.tiles.find((t) => t.key === 'atoll-sample#3');
    expect(kunai).toMatchObject({ count: 9, layers: ['Ground'], properties: { terrain: 'kunai', elevation: 1 }, suggestion: { target: { terrain: 'kunai', elevation: 1 } } });
    expect(summary.tiles.find((t) => t.key === 'atoll-sample#4')?.suggestion).toBeNull();
    expect(Object.keys(pictures).sort()).toEqual(summary.tiles.map((t) => t.key).sort());
    // The first tile cut from the image is the jungle hex (the image is decoded before it is cut).
    const jungle = await loadImage(Buffer.from(pictures['atoll-sample#0'], 'base64'));
    const canvas = createCanvas(jungle.width, jungle.height);
    canvas.getContext('2d').drawImage(jungle, 0, 0);
    expect([...canvas.getContext('2d').getImageData(jungle.width >> 1, jungle.height >> 1, 1, 1).data]).toEqual([0x2f, 0x6a, 0x34, 255]);
    expect(summary.objects.map((o) => [o.key, o.suggestion.target])).toEqual([
      ['area|setup', { as: 'zone', purpose: 'setup' }],
      ['area|victory', { as: 'zone', purpose: 'victory' }],
      ['line|river', { as: 'hexside', type: 'river' }],
      ['line|road', { as: 'path', type: 'road' }],
      ['point|', { as: 'label' }],
      ['point|label', { as: 'label' }],
      ['point|objective', { as: 'feature', feature: 'objective' }],
    ]);
  });

  it('without the tileset image there are no pictures, and a missing tileset is named for the dialog to ask for', async () => {
    const { pictures, missingImages } = await call('interop.tiledInspect', { map: 'palm-point-csv.tmx', files: PALM.slice(0, 2) });
    expect(pictures).toEqual({});
    expect(missingImages).toEqual(['atoll-sample.png']);
    const missing = await call('interop.tiledInspect', { map: 'palm-point-csv.tmx', files: PALM.slice(0, 1) }).catch((e: ApiError) => e);
    expect(missing).toBeInstanceOf(ApiError);
    expect((missing as ApiError).code).toBe('not-found');
    expect((missing as ApiError).details).toEqual([{ path: 'atoll-sample.tsx', message: 'not among the chosen files' }]);
  });
});

describe('interop.tiledImport', () => {
  it('makes a draft project by the mapping, which it remembers for the next import', async () => {
    const mapping = { ...emptyMapping(), defaultTerrain: 'kunai', tiles: { 'atoll-sample#4': { terrain: 'hills', elevation: 2 } } };
    const { project, report } = await call('interop.tiledImport', { map: 'palm-point-csv.tmx', files: PALM, mapping });
    expect(project.draft).toBe(true);
    expect(project.document.info.title).toBe('palm point csv');
    expect(project.document.map.defaultTerrain).toBe('kunai');
    expect(project.document.hexes.find((h) => h.col === 9 && h.row === 8)).toEqual({ col: 9, row: 8, terrain: 'hills', elevation: 2 });
    expect(report.unmapped).toEqual([]);
    const again = await call('interop.tiledInspect', { map: 'palm-point.tmj', files: [file('palm-point.tmj'), file('atoll-sample.tsx')], handle: project.handle });
    expect(again.remembered).toEqual(mapping);
  });

  it('a bad file changes nothing: no draft is made', async () => {
    const bad = { name: 'bad.tmx', base64: Buffer.from('<map orientation="isometric" width="2" height="2" tilewidth="8" tileheight="8"/>').toString('base64') };
    const e = await call('interop.tiledImport', { map: 'bad.tmx', files: [bad], mapping: emptyMapping() }).catch((x: ApiError) => x);
    expect(e).toMatchObject({ code: 'invalid-request', message: 'bad.tmx is an isometric map; Atoll imports hexagonal Tiled maps only (Tiled: Map ▸ Map Properties ▸ Orientation: Hexagonal)' });
    const drafts = path.join(dir, 'data', 'drafts');
    expect(existsSync(drafts) ? readdirSync(drafts) : []).toEqual([]);
  });
});

describe('interop.exportStart', () => {
  async function finished(id: string) {
    for (;;) {
      const status = await call('jobs.status', { id });
      if (status.state !== 'running') return status;
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  it('writes the map and its tileset images as one export job; saved together, downloaded as a zip; the options are remembered', async () => {
    const imported = await call('project.importJson', { fileName: 'taremo.atoll.json', text: readFileSync(path.join(__dirname, '../../scenarios/taremo.atoll.json'), 'utf8') });
    const started = await call('interop.exportStart', { handle: imported.handle, request: { kind: 'tiled', options: { format: 'tmj', tileSize: 'large' } } });
    expect(started.files).toEqual(['Taremo-Ridge.tmj', 'Taremo-Ridge-terrain.png', 'Taremo-Ridge-elevation.png']);
    expect(started.bundle).toBe('Taremo-Ridge-tiled.zip');
    expect((await finished(started.id)).state).toBe('done');
    expect(await call('export.result', { id: started.id })).toMatchObject({ fileName: 'Taremo-Ridge.tmj', mime: 'application/json' });
    const target = path.join(dir, 'out', 'island.tmj');
    await call('export.save', { id: started.id, path: target });
    expect(readdirSync(path.join(dir, 'out')).sort()).toEqual(['Taremo-Ridge-elevation.png', 'Taremo-Ridge-terrain.png', 'island.tmj']);
    const zip = unzipSync(readFileSync(backend.exportDownload(started.id)!.file));
    expect(Object.keys(zip).sort()).toEqual(['Taremo-Ridge-elevation.png', 'Taremo-Ridge-terrain.png', 'Taremo-Ridge.tmj']);
    expect(await call('interop.exportOptions', { handle: imported.handle })).toMatchObject({ tiled: { format: 'tmj', tileSize: 'large' } });
  });
});

describe('interop.exportPreview and the VASSAL module', () => {
  it('says what a module writes and how large its board is, refuses a resolution the map is too large for, and exports the module', async () => {
    const imported = await call('project.importJson', { fileName: 'palembang.atoll.json', text: readFileSync(path.join(__dirname, '../../scenarios/palembang.atoll.json'), 'utf8') });
    const request = { kind: 'vassal' as const, options: { dpi: 100, counterSizeMm: 15.875 } };
    const preview = await call('interop.exportPreview', { handle: imported.handle, request });
    expect(preview).toMatchObject({ files: ['Palembang.vmod'], bundle: 'Palembang.vmod', boardPx: { width: 1965, height: 1384 } });
    // Make the map 150 × 100 hexes: at 300 dpi its board would be far beyond what VASSAL handles.
    const doc = imported.document;
    await call('project.apply', { handle: imported.handle, label: 'Resize', changes: [{ kind: 'set', name: 'map', value: { ...doc.map, cols: 150, rows: 100 } }] });
    const refused = await call('interop.exportPreview', { handle: imported.handle, request: { ...request, options: { ...request.options, dpi: 300 } } }).catch((e: ApiError) => e);
    expect(refused).toMatchObject({ code: 'invalid-request' });
    expect((refused as ApiError).message).toMatch(/^at 300 dpi the board would be [\d,]+ × [\d,]+ pixels, more than VASSAL handles well; choose \d+ dpi or less$/);
    const fits = Number(/choose (\d+) dpi/.exec((refused as ApiError).message)![1]);
    await expect(call('interop.exportPreview', { handle: imported.handle, request: { ...request, options: { ...request.options, dpi: fits } } })).resolves.toMatchObject({ files: ['Palembang.vmod'] });
    await expect(call('interop.exportStart', { handle: imported.handle, request: { ...request, options: { ...request.options, dpi: 300 } } })).rejects.toMatchObject({ code: 'invalid-request' });
  });

  it('the module is one file, saved and downloaded as it is', async () => {
    const imported = await call('project.importJson', { fileName: 'primosole.atoll.json', text: readFileSync(path.join(__dirname, '../../scenarios/primosole.atoll.json'), 'utf8') });
    const started = await call('interop.exportStart', { handle: imported.handle, request: { kind: 'vassal', options: { dpi: 50, counterSizeMm: 12.7 } } });
    expect(started.files).toEqual(['Primosole-Bridge.vmod']);
    for (;;) {
      const status = await call('jobs.status', { id: started.id });
      if (status.state !== 'running') {
        expect(status.state).toBe('done');
        break;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    const download = backend.exportDownload(started.id)!;
    expect(download.fileName).toBe('Primosole-Bridge.vmod');
    const zip = unzipSync(readFileSync(download.file));
    expect(Object.keys(zip)).toEqual(expect.arrayContaining(['buildFile.xml', 'moduledata', 'images/board.png']));
    expect(await call('interop.exportOptions', { handle: imported.handle })).toMatchObject({ vassal: { dpi: 50, counterSizeMm: 12.7 } });
  });
});
