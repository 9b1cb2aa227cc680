import { Image, createCanvas } from '@napi-rs/canvas';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultExportOptions } from '../../../../src-shared/api/contract-export';
import { hexLabel } from '../../../../src-shared/hex';
import { MapArtModel } from '../../../../src-shared/map-art';
import { emptyDocument, type ScenarioDocument } from '../../../../src-shared/model';
import { bundled } from './test-docs';
import { encodeMapPng, renderMapPng, writeMapPng } from './render-png';
import { writeMapSvg } from './write-svg';

const dir = mkdtempSync(path.join(os.tmpdir(), 'atoll-map-image-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const job = { signal: new AbortController().signal, progress() {} };
const png = defaultExportOptions().png;

/** Left part clear, right part hills (neither has a pattern); drawn without grid and hex numbers. */
function twoAreas(): ScenarioDocument {
  const doc = emptyDocument();
  doc.map = { ...doc.map, cols: 10, rows: 8, hexSizeMm: 16 };
  doc.hexes = [];
  for (let row = 0; row < 8; row++) for (let col = 6; col < 10; col++) doc.hexes.push({ col, row, terrain: 'hills', elevation: 0 });
  return doc;
}

describe('map PNG and SVG', () => {
  it('draws one terrain as one area: no seam between its hexes, nothing but the two fills away from their border', async () => {
    const doc = twoAreas();
    const buffer = await renderMapPng(doc, { ...png, dpi: 200, hexNumbers: false, gridWidthMm: 0 });
    const image = PNG.sync.read(buffer);
    const model = MapArtModel.fromDocument(doc);
    const pxPerMm = 200 / 25.4;
    // The border runs between columns 5 and 6: keep 3 mm clear of its hexsides.
    const borderX = (model.lattice.centreX(5, 0) + model.lattice.centreX(6, 0)) / 2;
    const clear = [0xee, 0xf0, 0xd6];
    const hills = [0xdc, 0xc5, 0x9a];
    let checked = 0;
    const wrong: string[] = [];
    for (let y = 0; y < image.height; y += 3)
      for (let x = 0; x < image.width; x += 3) {
        const mm = x / pxPerMm;
        if (Math.abs(mm - borderX) < model.lattice.radius + 3) continue;
        const i = (y * image.width + x) * 4;
        const want = mm < borderX ? clear : hills;
        if ([0, 1, 2].some((k) => Math.abs(image.data[i + k] - want[k]) > 1)) wrong.push(`${x},${y}`);
        checked++;
      }
    expect(wrong.slice(0, 5)).toEqual([]);
    expect(checked).toBeGreaterThan(10000);
  });

  it('writes the map at the chosen resolution, band by band, the same image whatever the band height', async () => {
    const doc = bundled('palembang');
    const model = MapArtModel.fromDocument(doc);
    const file = path.join(dir, 'palembang.png');
    const written = await writeMapPng(doc, { ...png, dpi: 60 }, file, job);
    const image = PNG.sync.read(readFileSync(file));
    expect(image.width).toBe(Math.round((model.mapMm.width * 60) / 25.4));
    expect(image.height).toBe(Math.round((model.mapMm.height * 60) / 25.4));
    expect(written.bytes).toBe(readFileSync(file).length);
    // pHYs: 60 dpi in pixels per metre.
    const bytes = readFileSync(file);
    const phys = bytes.indexOf('pHYs');
    expect(bytes.readUInt32BE(phys + 4)).toBe(Math.round(60 / 0.0254));
    // Bands of 7 rows (many seams to get wrong) give the same picture as bands of hundreds: outlines traced over
    // other ranges differ only in the last bit of anti-aliasing, and the rows where bands meet no more than others.
    const parts: Buffer[] = [];
    await encodeMapPng(doc, { ...png, dpi: 60 }, (b) => void parts.push(b), job, image.width * 7);
    const banded = PNG.sync.read(Buffer.concat(parts));
    const rowDiff = (y: number) => {
      let sum = 0;
      for (let i = y * image.width * 4; i < (y + 1) * image.width * 4; i++) if (i % 4 !== 3) sum += Math.abs(banded.data[i] - image.data[i]);
      return sum / (image.width * 3);
    };
    const all = Array.from({ length: image.height }, (_, y) => rowDiff(y));
    const meets = all.filter((_, y) => y % 7 === 0 || y % 7 === 6);
    const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;
    expect(mean(all)).toBeLessThan(0.1);
    expect(mean(meets)).toBeLessThan(0.15);
  });

  it('stops when the job is cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(writeMapPng(bundled('palembang'), { ...png, dpi: 100 }, path.join(dir, 'cancelled.png'), { signal: controller.signal, progress() {} })).rejects.toThrow(/cancel/i);
  });

  it('writes the whole map as an SVG in millimetres that draws what the PNG draws, with every hex label as text', async () => {
    const doc = bundled('palembang');
    const model = MapArtModel.fromDocument(doc);
    const file = path.join(dir, 'palembang.svg');
    await writeMapSvg(doc, { ...png }, file, job);
    const svg = readFileSync(file, 'utf8');
    expect(svg.startsWith('<?xml')).toBe(true);
    expect(svg).toContain(`width="${Math.round(model.mapMm.width * 1000) / 1000}mm"`);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    expect(svg).toContain('@font-face');
    const texts = new Set([...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]));
    for (let row = 0; row < doc.map.rows; row++) for (let col = 0; col < doc.map.cols; col++) expect(texts.has(hexLabel(doc.map.numbering, { col, row })!)).toBe(true);
    // Drawn by Skia at 40 dpi, the SVG looks like the PNG of the same map.
    const dpi = 40;
    const reference = PNG.sync.read(await renderMapPng(doc, { ...png, dpi }));
    const image = new Image();
    image.src = Buffer.from(svg.replace(/<svg /, `<svg preserveAspectRatio="none" `).replace(/width="[\d.]+mm" height="[\d.]+mm"/, `width="${reference.width}" height="${reference.height}"`));
    const canvas = createCanvas(reference.width, reference.height);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, reference.width, reference.height);
    ctx.drawImage(image, 0, 0, reference.width, reference.height);
    const drawn = ctx.getImageData(0, 0, reference.width, reference.height).data;
    let diff = 0;
    for (let i = 0; i < drawn.length; i += 4) for (let k = 0; k < 3; k++) diff += Math.abs(drawn[i + k] - reference.data[i + k]);
    expect(diff / ((drawn.length / 4) * 3)).toBeLessThan(8);
  });
});
