import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { MapArtModel, mapSteps, partOfRect } from '../../../../src-shared/map-art';
import type { ScenarioDocument } from '../../../../src-shared/model';
import { checkCancelled, type JobContext } from '../../jobs';
import { SvgContext } from '../svg-context';
import { printStyle, type MapArtOptions } from './map-style';

/** The whole map as one SVG drawing in millimetres (vector, the same art as the PDF), written as it is drawn. */
export async function writeMapSvg(doc: ScenarioDocument, options: MapArtOptions, file: string, job: JobContext): Promise<{ bytes: number }> {
  const model = MapArtModel.fromDocument(doc);
  const { width, height } = model.mapMm;
  const out = createWriteStream(file);
  let bytes = 0;
  let buffered: string[] = [];
  let size = 0;
  const flush = async () => {
    if (!buffered.length) return;
    const text = buffered.join('');
    buffered = [];
    size = 0;
    bytes += Buffer.byteLength(text);
    if (!out.write(text)) await once(out, 'drain');
  };
  const failed = new Promise<never>((_, reject) => out.on('error', reject));
  const run = async () => {
    const ctx = new SvgContext((text) => {
      buffered.push(text);
      size += text.length;
    });
    const n = (v: number) => String(Math.round(v * 1000) / 1000);
    buffered.push(
      `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="${n(width)}mm" height="${n(height)}mm" viewBox="0 0 ${n(width)} ${n(height)}">\n` +
        `<title>${(doc.info.title || 'Scenario').replace(/&/g, '&amp;').replace(/</g, '&lt;')}: map</title>\n`,
    );
    const style = printStyle(model, options, (_c, tile) => ctx.fillPattern(tile));
    const rect = { x0: 0, y0: 0, x1: width, y1: height };
    ctx.save();
    ctx.beginPath();
    ctx.rect(0, 0, width, height);
    ctx.clip();
    for (const done of mapSteps(ctx, model, style, partOfRect(model, rect))) {
      checkCancelled(job.signal);
      job.progress(Math.round(done * 1000), 1000, 'drawing');
      if (size > 1 << 20) await flush();
    }
    ctx.restore();
    ctx.finish();
    buffered.push('</svg>\n');
    await flush();
    out.end();
    await once(out, 'finish');
    job.progress(1, 1, 'finished');
  };
  try {
    await Promise.race([run(), failed]);
    return { bytes };
  } catch (e) {
    out.destroy();
    throw e;
  }
}
