/** Reading exported PDFs back with poppler-utils (pdfinfo, pdffonts, pdftotext, pdftoppm), for the export tests. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';

const run = (tool: string, args: string[]) => execFileSync(tool, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

/** Each page's size in points, as pdfinfo reports it. */
export function pageSizes(file: string): { width: number; height: number }[] {
  const pages = Number(/Pages:\s+(\d+)/.exec(run('pdfinfo', [file]))![1]);
  const out = run('pdfinfo', ['-f', '1', '-l', String(pages), file]);
  return [...out.matchAll(/Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/g)].map((m) => ({ width: Number(m[1]), height: Number(m[2]) }));
}

/** The fonts of the file: name and whether it is embedded. */
export function fonts(file: string): { name: string; embedded: boolean }[] {
  return run('pdffonts', [file])
    .split('\n')
    .slice(2)
    .filter((l) => l.trim())
    .map((l) => {
      const cols = l.trim().split(/\s+/);
      return { name: cols[0], embedded: cols[cols.length - 5] === 'yes' };
    });
}

/** The text of the file in content-stream order (`-raw`), whitespace folded. */
export function rawText(file: string, first?: number, last?: number): string {
  const range = first ? ['-f', String(first), '-l', String(last ?? first)] : [];
  return run('pdftotext', ['-raw', ...range, file, '-']).replace(/\s+/g, ' ');
}

export type Word = { text: string; xMin: number; yMin: number; xMax: number; yMax: number };

/** Every word of one page with its box in points. */
export function words(file: string, page: number): Word[] {
  const html = run('pdftotext', ['-bbox', '-f', String(page), '-l', String(page), file, '-']);
  return [...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map((m) => ({
    text: m[5].replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'"),
    xMin: Number(m[1]), yMin: Number(m[2]), xMax: Number(m[3]), yMax: Number(m[4]),
  }));
}

/** One page rendered at `dpi`, as RGBA pixels; with `crop` (mm from the page's top-left) only that part. */
export function renderPage(file: string, page: number, dpi: number, crop?: { x: number; y: number; width: number; height: number }): PNG {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'atoll-ppm-'));
  const px = (mm: number) => String(Math.round((mm * dpi) / 25.4));
  const region = crop ? ['-x', px(crop.x), '-y', px(crop.y), '-W', px(crop.width), '-H', px(crop.height)] : [];
  try {
    execFileSync('pdftoppm', ['-r', String(dpi), '-f', String(page), '-l', String(page), ...region, '-png', '-singlefile', file, path.join(dir, 'p')]);
    return PNG.sync.read(readFileSync(path.join(dir, 'p.png')));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The page boxes pdfinfo reports for page 1 (MediaBox, TrimBox, BleedBox...), in points from the bottom left. */
export function boxes(file: string): Record<string, [number, number, number, number]> {
  const out: Record<string, [number, number, number, number]> = {};
  for (const m of run('pdfinfo', ['-box', file]).matchAll(/^(\w+Box):\s+([\d.-]+)\s+([\d.-]+)\s+([\d.-]+)\s+([\d.-]+)/gm)) out[m[1]] = [Number(m[2]), Number(m[3]), Number(m[4]), Number(m[5])];
  return out;
}

export function pixel(png: PNG, x: number, y: number): [number, number, number] {
  const i = (Math.round(y) * png.width + Math.round(x)) * 4;
  return [png.data[i], png.data[i + 1], png.data[i + 2]];
}
