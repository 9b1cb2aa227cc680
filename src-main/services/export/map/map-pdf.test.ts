import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultExportOptions, type MapPdfOptions } from '../../../../src-shared/api/contract-export';
import { hexLabel } from '../../../../src-shared/hex';
import { legendItems, legendSize, MapArtModel, TITLE_BLOCK_MM } from '../../../../src-shared/map-art';
import { emptyDocument, type ScenarioDocument } from '../../../../src-shared/model';
import { PAPER_MM } from '../pages';
import { boxes, fonts, pageSizes, renderPage, words } from '../test-poppler';
import { writePdf } from '../write-pdf';
import { sheetLayout, tileLayout } from './map-layout';
import { PNG } from 'pngjs';
import { previewExport } from '../run-export';
import { planMapPdf } from './map-pages';
import { bundled } from './test-docs';

const dir = mkdtempSync(path.join(os.tmpdir(), 'atoll-map-pdf-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const job = { signal: new AbortController().signal, progress() {} };
const PT = 72 / 25.4;

/** Clear terrain with a few beach hexes (they carry a centre dot) and one jungle hex, 19 mm hexes. */
function measureDoc(): ScenarioDocument {
  const doc = emptyDocument();
  doc.map = { ...doc.map, cols: 12, rows: 10, hexSizeMm: 19 };
  doc.hexes = [
    { col: 2, row: 2, terrain: 'beach', elevation: 0 },
    { col: 2, row: 5, terrain: 'beach', elevation: 0 },
    { col: 8, row: 2, terrain: 'beach', elevation: 0 },
    { col: 6, row: 7, terrain: 'jungle', elevation: 0 },
  ];
  return doc;
}

const options = (patch: Partial<MapPdfOptions> = {}): MapPdfOptions => ({ ...defaultExportOptions().map, ...patch });

/** Where the sheet export puts the map's frame (the same layout the export uses). */
function mapOrigin(doc: ScenarioDocument, o: MapPdfOptions) {
  const model = MapArtModel.fromDocument(doc);
  const items = o.legend ? legendItems(model) : [];
  const layout = sheetLayout(model.mapMm, o.paper === 'custom' ? o.customMm : PAPER_MM[o.paper], o.marginMm, o.bleedMm, {
    title: o.titleBlock ? { ...TITLE_BLOCK_MM } : null, legend: (h) => (items.length ? legendSize(items, h) : null), compass: 28,
  })!;
  return { model, layout };
}

/** Centroids (mm, page) of the dark blobs in a rendered region. */
function darkBlobs(png: ReturnType<typeof renderPage>, pxPerMm: number, origin: { x: number; y: number }) {
  const seen = new Uint8Array(png.width * png.height);
  const dark = (i: number) => png.data[i * 4] < 90 && png.data[i * 4 + 1] < 90 && png.data[i * 4 + 2] < 90;
  const blobs: { x: number; y: number; n: number }[] = [];
  for (let start = 0; start < seen.length; start++) {
    if (seen[start] || !dark(start)) continue;
    let sx = 0;
    let sy = 0;
    let n = 0;
    const stack = [start];
    seen[start] = 1;
    while (stack.length) {
      const i = stack.pop()!;
      const x = i % png.width;
      const y = (i - x) / png.width;
      sx += x;
      sy += y;
      n++;
      for (const j of [i - 1, i + 1, i - png.width, i + png.width]) {
        if (j < 0 || j >= seen.length || seen[j] || !dark(j)) continue;
        seen[j] = 1;
        stack.push(j);
      }
    }
    blobs.push({ x: origin.x + (sx / n + 0.5) / pxPerMm, y: origin.y + (sy / n + 0.5) / pxPerMm, n });
  }
  return blobs;
}

describe('map PDF (read back with poppler)', () => {
  it('prints hexes at their true size on an exact A3 sheet: hex centres 19 mm apart within 0.5 %, jungle in the jungle colour', async () => {
    const doc = measureDoc();
    const o = options({ paper: 'a3', hexNumbers: false, gridColour: '#eef0d6', legend: false });
    const file = path.join(dir, 'measure.pdf');
    await writePdf(planMapPdf(doc, o), file, job);
    const { model, layout } = mapOrigin(doc, o);
    const size = pageSizes(file)[0];
    expect([size.width, size.height].sort((p, q) => p - q)).toEqual([841.89, 1190.55]);
    const dpi = 254; // 10 pixels per mm
    const crop = { x: layout.mapAt.x, y: layout.mapAt.y, width: model.mapMm.width, height: model.mapMm.height };
    const png = renderPage(file, 1, dpi, crop);
    const centre = (col: number, row: number) => ({ x: layout.mapAt.x + model.lattice.centreX(col, row), y: layout.mapAt.y + model.lattice.centreY(col, row) });
    // Dot-sized dark marks outside the jungle hex (its canopy is dark too): the centre dots of the three beach hexes.
    const jungleAt = centre(6, 7);
    const dots = darkBlobs(png, dpi / 25.4, crop).filter((b) => b.n > 20 && b.n < 1000 && Math.hypot(b.x - jungleAt.x, b.y - jungleAt.y) > 12);
    expect(dots.length).toBe(3);
    const near = (c: { x: number; y: number }) => dots.find((d) => Math.hypot(d.x - c.x, d.y - c.y) < 2)!;
    const a = near(centre(2, 2));
    const b = near(centre(2, 5));
    const c = near(centre(8, 2));
    expect(a && b && c).toBeTruthy();
    // Three rows apart in one column: 3 hex sizes; six columns apart: 6 × 19 × √3 / 2.
    expect(Math.abs(Math.hypot(b.x - a.x, b.y - a.y) / (3 * 19) - 1)).toBeLessThan(0.005);
    expect(Math.abs(Math.hypot(c.x - a.x, c.y - a.y) / ((6 * 19 * Math.sqrt(3)) / 2) - 1)).toBeLessThan(0.005);
    // The jungle hex: its commonest colour is the jungle's fill.
    const j = centre(6, 7);
    const counts = new Map<string, number>();
    const pxPerMm = dpi / 25.4;
    for (let dy = -4; dy <= 4; dy += 0.2)
      for (let dx = -4; dx <= 4; dx += 0.2) {
        const x = Math.round((j.x + dx - crop.x) * pxPerMm);
        const y = Math.round((j.y + dy - crop.y) * pxPerMm);
        const i = (y * png.width + x) * 4;
        const key = [png.data[i], png.data[i + 1], png.data[i + 2]].map((v) => Math.round(v / 8)).join(',');
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    const jungle = [0x2f, 0x6a, 0x34];
    const rgb = [...counts].sort((p, q) => q[1] - p[1])[0][0].split(',').map((v) => Number(v) * 8);
    rgb.forEach((v, i) => expect(Math.abs(v - jungle[i])).toBeLessThanOrEqual(8));
  });

  it('Palembang on 22 × 34": exact sheet, fonts embedded, every hex label in the text, title and key on the sheet', async () => {
    const doc = bundled('palembang');
    const file = path.join(dir, 'palembang.pdf');
    const plan = planMapPdf(doc, options({ paper: '22x34', tec: true }));
    await writePdf(plan, file, job);
    const sizes = pageSizes(file);
    // 22 × 34 inches, turned to suit the map.
    expect([sizes[0].width, sizes[0].height].sort((p, q) => p - q)).toEqual([1584, 2448]);
    expect(sizes.length).toBeGreaterThan(1); // the Terrain Effects Chart follows
    for (const f of fonts(file)) expect(f.embedded).toBe(true);
    const text = new Set(words(file, 1).map((w) => w.text));
    for (let row = 0; row < doc.map.rows; row++)
      for (let col = 0; col < doc.map.cols; col++) expect(text.has(hexLabel(doc.map.numbering, { col, row })!), hexLabel(doc.map.numbering, { col, row })!).toBe(true);
    for (const word of ['Palembang', 'Terrain', 'key', 'Jungle', 'Road', 'River']) expect(text.has(word), word).toBe(true);
  });

  it('with bleed: the trim box is the map and its key, terrain runs into the bleed, crop marks outside it', async () => {
    const doc = measureDoc();
    const o = options({ paper: 'a3', bleedMm: 3, legend: false });
    const file = path.join(dir, 'bleed.pdf');
    await writePdf(planMapPdf(doc, o), file, job);
    const { model, layout } = mapOrigin(doc, o);
    const trim = layout.trim!;
    const pageH = layout.page.height;
    const b = boxes(file);
    const expected = [trim.x, pageH - trim.y - trim.height, trim.x + trim.width, pageH - trim.y].map((v) => v * PT);
    b.TrimBox.forEach((v, i) => expect(v).toBeCloseTo(expected[i], 1));
    expect(trim.y).toBeCloseTo(layout.mapAt.y, 6);
    // 1.5 mm above the map's top edge (in the bleed): clear terrain; 4.5 mm above (beyond it): white paper.
    const png = renderPage(file, 1, 127, { x: layout.mapAt.x + 20, y: layout.mapAt.y - 6, width: 10, height: 6 });
    const at = (mmAbove: number) => {
      const y = Math.round((6 - mmAbove) * 5);
      const i = (y * png.width + 25) * 4;
      return [png.data[i], png.data[i + 1], png.data[i + 2]];
    };
    const clear = [0xee, 0xf0, 0xd6];
    at(1.5).forEach((v, i) => expect(Math.abs(v - clear[i])).toBeLessThanOrEqual(10));
    at(4.5).forEach((v) => expect(v).toBeGreaterThan(245));
    expect(model.mapMm.width).toBeGreaterThan(0);
  });

  it('tiles over Letter: pages overlap by exactly the chosen 10 mm, each labelled, after an assembly page', async () => {
    const doc = bundled('taremo');
    const o = options({ tile: true, paper: 'letter', overlapMm: 10 });
    const file = path.join(dir, 'tiles.pdf');
    const plan = planMapPdf(doc, o);
    await writePdf(plan, file, job);
    const model = MapArtModel.fromDocument(doc);
    const layout = tileLayout(model.mapMm, PAPER_MM.letter, o.marginMm, o.bleedMm, o.overlapMm);
    expect(layout.cols).toBeGreaterThan(1);
    expect(plan.pages.length).toBe(1 + layout.tiles.length);
    const sizes = pageSizes(file);
    for (const s of sizes) expect(s).toEqual(layout.page.width > layout.page.height ? { width: 792, height: 612 } : { width: 612, height: 792 });
    expect(words(file, 1).map((w) => w.text).join(' ')).toContain('how the');
    // Tile A1 (page 2) and tile A2 (page 3): A1's last 10 mm of map are A2's first 10 mm.
    const dpi = 100;
    const w = layout.window;
    const strip = (page: number, x: number) => renderPage(file, page, dpi, { x, y: layout.windowAt.y, width: 10, height: w.height });
    const diff = (p: ReturnType<typeof strip>, q: ReturnType<typeof strip>) => {
      let sum = 0;
      const n = Math.min(p.data.length, q.data.length);
      for (let i = 0; i < n; i++) if (i % 4 !== 3) sum += Math.abs(p.data[i] - q.data[i]);
      return sum / ((n / 4) * 3);
    };
    const left = strip(2, layout.windowAt.x + w.width - 10);
    const right = strip(3, layout.windowAt.x);
    const shifted = strip(3, layout.windowAt.x + 2);
    expect(diff(left, right)).toBeLessThan(6);
    expect(diff(left, shifted)).toBeGreaterThan(3 * diff(left, right));
    const label = words(file, 2).map((x) => x.text).join(' ');
    expect(label).toContain('A1');
    expect(label).toMatch(/hexes \d{4} to \d{4}/);
    expect(label).toContain('overlap 10 mm');
  });

  it('previews the first page with the same code: the assembly page shows the map under the page frames', async () => {
    const preview = await previewExport(bundled('palembang'), { kind: 'map', options: options({ tile: true, paper: 'letter' }) }, 520);
    const image = PNG.sync.read(preview.png);
    expect(preview.pages).toBeGreaterThan(2);
    // The thumbnail fills the upper half of the page: mostly map colours, not paper.
    let coloured = 0;
    let total = 0;
    for (let y = Math.round(image.height * 0.15); y < image.height * 0.45; y += 2)
      for (let x = Math.round(image.width * 0.35); x < image.width * 0.65; x += 2) {
        const i = (y * image.width + x) * 4;
        total++;
        if (image.data[i] < 235 || image.data[i + 1] < 235 || image.data[i + 2] < 235) coloured++;
      }
    expect(coloured / total).toBeGreaterThan(0.6);
  });

  it('a file that cannot be written fails the export with the reason while pages are still to draw', async () => {
    // The file fails as it opens, before the first of these pages is drawn; a failure left unhandled until the last
    // page was an unhandled rejection, which ends the process (and fails this run).
    const plan = planMapPdf(bundled('taremo'), options({ tile: true, paper: 'letter' }));
    expect(plan.pages.length).toBeGreaterThan(2);
    await expect(writePdf(plan, path.join(dir, 'no-such-folder', 'map.pdf'), job)).rejects.toThrow(/ENOENT/);
  });

  it('refuses a map that does not fit the sheet, saying what to do', () => {
    const doc = bundled('palembang');
    expect(() => planMapPdf(doc, options({ paper: 'a4' }))).toThrow(/does not fit on a A4 sheet.*tile it/);
  });
});
