import { createCanvas } from '@napi-rs/canvas';
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { MapArtModel, mapSteps, partOfRect } from '../../../../src-shared/map-art';
import type { ScenarioDocument } from '../../../../src-shared/model';
import { checkCancelled, type JobContext } from '../../jobs';
import { registerCanvasFonts, skiaPatternFill } from '../canvas-surface';
import { printStyle, type MapArtOptions } from './map-style';
import { PngStream } from './png-stream';

export type MapPngOptions = MapArtOptions & { dpi: number };

/** Pixels per band: the image is drawn a band of rows at a time, so memory stays near this (× 4 bytes). */
const BAND_PIXELS = 8 * 1024 * 1024;

const NO_JOB: JobContext = { signal: new AbortController().signal, progress() {} };

/** The size of the map image at `dpi`: the map's frame, in whole pixels. */
export function mapImageSize(doc: ScenarioDocument, dpi: number): { width: number; height: number; pxPerMm: number } {
  const model = MapArtModel.fromDocument(doc);
  const pxPerMm = dpi / 25.4;
  return { width: Math.max(1, Math.round(model.mapMm.width * pxPerMm)), height: Math.max(1, Math.round(model.mapMm.height * pxPerMm)), pxPerMm };
}

/**
 * The whole map as a PNG at `dpi` (the map's frame, hexes at their true size at that resolution), drawn by the
 * shared map art in bands of rows that are encoded as they are finished: a 22 × 34" map at 300 dpi (6,600 ×
 * 10,200 px) never holds more than one band. `write` gets the file's bytes in order; progress and cancel go
 * through `job`.
 */
export async function encodeMapPng(
  doc: ScenarioDocument, options: MapPngOptions, write: (bytes: Buffer) => void | Promise<void>, job: JobContext = NO_JOB, bandPixels = BAND_PIXELS,
): Promise<{ width: number; height: number }> {
  registerCanvasFonts();
  const model = MapArtModel.fromDocument(doc);
  const { width, height, pxPerMm } = mapImageSize(doc, options.dpi);
  const style = printStyle(model, options, skiaPatternFill(), pxPerMm);
  const bandRows = Math.max(1, Math.min(height, Math.floor(bandPixels / width)));
  const canvas = createCanvas(width, bandRows);
  const ctx = canvas.getContext('2d');
  const png = new PngStream(width, height, options.dpi, write);
  let last = performance.now();
  for (let top = 0; top < height; top += bandRows) {
    const rows = Math.min(bandRows, height - top);
    job.progress(top, height, `rows ${top + 1}–${top + rows} of ${height}`);
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, width, bandRows);
    ctx.setTransform(pxPerMm, 0, 0, pxPerMm, 0, -top);
    // The band in map millimetres: whole pixel rows, so bands meet without a seam.
    const rect = { x0: 0, y0: top / pxPerMm, x1: width / pxPerMm, y1: (top + rows) / pxPerMm };
    for (const _done of mapSteps(ctx, model, style, partOfRect(model, rect))) {
      checkCancelled(job.signal);
      if (performance.now() - last > 30) {
        await new Promise<void>((resolve) => setImmediate(resolve));
        last = performance.now();
      }
    }
    await png.rows(ctx.getImageData(0, 0, width, rows).data, rows);
  }
  await png.end();
  job.progress(height, height, 'finishing');
  return { width, height };
}

/** The map PNG written to a file (exports, the CLI). */
export async function writeMapPng(doc: ScenarioDocument, options: MapPngOptions, file: string, job: JobContext = NO_JOB): Promise<{ width: number; height: number; bytes: number }> {
  const out = createWriteStream(file);
  let bytes = 0;
  const failed = new Promise<never>((_, reject) => out.on('error', reject));
  try {
    const size = await Promise.race([
      encodeMapPng(doc, options, async (chunk) => {
        bytes += chunk.length;
        if (!out.write(chunk)) await once(out, 'drain');
      }, job),
      failed,
    ]);
    out.end();
    await once(out, 'finish');
    return { ...size, bytes };
  } catch (e) {
    out.destroy();
    throw e;
  }
}

/**
 * The map PNG in memory: what other exports build on (the VASSAL board image, the tiled PDF's assembly page).
 * `renderMapPng(doc, { dpi: 150, hexNumbers: true, gridColour: '#28322d', gridWidthMm: 0.2 })`.
 */
export async function renderMapPng(doc: ScenarioDocument, options: MapPngOptions, job?: JobContext): Promise<Buffer> {
  const parts: Buffer[] = [];
  await encodeMapPng(doc, options, (chunk) => void parts.push(chunk), job);
  return Buffer.concat(parts);
}
