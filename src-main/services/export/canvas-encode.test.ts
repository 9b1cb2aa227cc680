import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

// The exports hand back `canvas.encode('png')` without keeping the canvas (tileset images, counter pieces, map PNGs).
// @napi-rs/canvas before 1.0.6 did not hold the drawing surface while the encode ran on the thread pool: a garbage
// collection in between freed it, and the process crashed (a vitest worker during the Tiled export tests) or hung (a
// browser-mode host, its export never finishing). Run in a child process, so a crash fails this test alone.
const UNHELD_ENCODES = `
import { createCanvas } from '@napi-rs/canvas';
const encodeUnheld = () => {
  const canvas = createCanvas(512, 512);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#c00';
  ctx.fillRect(0, 0, 512, 512);
  return canvas.encode('png');
};
let whole = 0;
for (let round = 0; round < 10; round++) {
  const pending = Array.from({ length: 16 }, encodeUnheld);
  globalThis.gc();
  globalThis.gc();
  for (const png of await Promise.all(pending)) if (png.length > 100 && png.readUInt32BE(0) === 0x89504e47) whole++;
}
console.log(whole);
`;

describe('PNG encoding', () => {
  it('survives a garbage collection while the encode runs, when nothing holds the canvas', async () => {
    const run = promisify(execFile)(process.execPath, ['--expose-gc', '--input-type=module', '-e', UNHELD_ENCODES], { cwd: fileURLToPath(new URL('../../..', import.meta.url)) });
    const { stdout } = await run.catch((e: { code?: number; signal?: string; stderr?: string }) => {
      throw new Error(`the encoding process failed (exit ${e.code}, signal ${e.signal}): ${e.stderr}`);
    });
    expect(Number(stdout.trim())).toBe(160);
  });
});
