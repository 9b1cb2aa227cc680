// Renders resources/icons/atoll.svg into every icon file the installers use (run: npx tsx scripts/make-icons.ts):
//   png/<n>x<n>.png        the app icon at each size (Linux takes the folder; the window icon is 512)
//   atoll.ico, atoll.icns  the app icon for Windows and macOS
//   atoll-file.ico/.icns   the icon of a .atoll project file: a page with the app icon on it
//   manifest.json          the SVG's hash and each file's, so a test can tell when the files are out of date
// Each size is rendered from the vector drawing (never scaled down from a big bitmap) with @napi-rs/canvas.
import { createCanvas, Image, type SKRSContext2D } from '@napi-rs/canvas';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { icnsFile, icoFile, ICNS_TYPES } from './icon-containers';

export const ICONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'resources', 'icons');
export const PNG_SIZES = [16, 24, 32, 48, 64, 128, 256, 512, 1024] as const;
const ICO_SIZES = [16, 24, 32, 48, 64, 128, 256];

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

function drawSvg(ctx: SKRSContext2D, svg: Buffer, x: number, y: number, size: number) {
  const image = new Image();
  image.width = size;
  image.height = size;
  image.src = svg;
  ctx.drawImage(image, x, y, size, size);
}

function appIcon(svg: Buffer, size: number): Buffer {
  const canvas = createCanvas(size, size);
  drawSvg(canvas.getContext('2d'), svg, 0, 0, size);
  return canvas.toBuffer('image/png');
}

/** A white page with a folded corner and the app icon on its lower part. */
function fileIcon(svg: Buffer, size: number): Buffer {
  const canvas = createCanvas(size, size);
  const ctx = canvas.getContext('2d');
  const [left, right, top, bottom, fold] = [0.14, 0.86, 0.03, 0.97, 0.2].map((f) => f * size);
  const line = Math.max(1, size / 48);
  ctx.beginPath();
  ctx.moveTo(left, top);
  ctx.lineTo(right - fold, top);
  ctx.lineTo(right, top + fold);
  ctx.lineTo(right, bottom);
  ctx.lineTo(left, bottom);
  ctx.closePath();
  ctx.fillStyle = '#ffffff';
  ctx.fill();
  ctx.lineWidth = line;
  ctx.strokeStyle = '#6b7785';
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(right - fold, top);
  ctx.lineTo(right - fold, top + fold);
  ctx.lineTo(right, top + fold);
  ctx.fillStyle = '#d9dee4';
  ctx.fill();
  ctx.stroke();
  const inner = 0.62 * size;
  drawSvg(ctx, svg, (size - inner) / 2, bottom - inner - 0.06 * size, inner);
  return canvas.toBuffer('image/png');
}

export function renderIcons(svg: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const app = new Map(PNG_SIZES.map((n) => [n as number, appIcon(svg, n)]));
  for (const [n, png] of app) files.set(`png/${n}x${n}.png`, png);
  files.set('atoll.ico', icoFile(ICO_SIZES.map((size) => ({ size, png: app.get(size)! }))));
  files.set('atoll.icns', icnsFile(app));
  const doc = new Map([...new Set([...ICO_SIZES, ...Object.values(ICNS_TYPES)])].map((n) => [n, fileIcon(svg, n)]));
  files.set('atoll-file.ico', icoFile(ICO_SIZES.map((size) => ({ size, png: doc.get(size)! }))));
  files.set('atoll-file.icns', icnsFile(doc));
  return files;
}

export function manifestFor(svg: Buffer, files: ReadonlyMap<string, Buffer>) {
  return { source: 'atoll.svg', sourceSha256: sha256(svg), files: Object.fromEntries([...files].map(([name, data]) => [name, sha256(data)])) };
}

function main() {
  const svg = readFileSync(path.join(ICONS_DIR, 'atoll.svg'));
  const files = renderIcons(svg);
  for (const [name, data] of files) {
    mkdirSync(path.dirname(path.join(ICONS_DIR, name)), { recursive: true });
    writeFileSync(path.join(ICONS_DIR, name), data);
  }
  writeFileSync(path.join(ICONS_DIR, 'manifest.json'), `${JSON.stringify(manifestFor(svg, files), null, 2)}\n`);
  console.log(`wrote ${files.size} icon files and manifest.json to ${path.relative(process.cwd(), ICONS_DIR) || '.'}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
