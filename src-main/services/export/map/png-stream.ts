import { crc32, createDeflate } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/**
 * A PNG written as its rows arrive (RGB, 8 bits, the Sub filter), so an image of any size needs memory for one
 * band of rows only. `write` receives the file's bytes in order.
 */
export class PngStream {
  private readonly deflate = createDeflate({ level: 6, memLevel: 9 });
  private rowsWritten = 0;
  private readonly done: Promise<void>;
  private pending: Promise<void> = Promise.resolve();

  constructor(
    readonly width: number,
    readonly height: number,
    dpi: number,
    private readonly write: (bytes: Buffer) => void | Promise<void>,
  ) {
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(width, 0);
    ihdr.writeUInt32BE(height, 4);
    ihdr[8] = 8; // bit depth
    ihdr[9] = 2; // truecolour (RGB)
    const phys = Buffer.alloc(9);
    const perMetre = Math.round(dpi / 0.0254);
    phys.writeUInt32BE(perMetre, 0);
    phys.writeUInt32BE(perMetre, 4);
    phys[8] = 1; // metres
    this.pending = Promise.resolve(write(Buffer.concat([SIGNATURE, chunk('IHDR', ihdr), chunk('pHYs', phys)])));
    this.deflate.on('data', (data: Buffer) => {
      this.pending = this.pending.then(() => write(chunk('IDAT', data)));
    });
    this.done = new Promise((resolve, reject) => {
      this.deflate.on('end', () => resolve());
      this.deflate.on('error', reject);
    });
  }

  /** Rows of RGBA pixels (alpha is dropped: the map is opaque), `rows` of them. */
  async rows(rgba: Uint8Array | Uint8ClampedArray, rows: number): Promise<void> {
    const w = this.width;
    const line = Buffer.alloc(1 + w * 3);
    for (let y = 0; y < rows; y++) {
      line[0] = 1; // Sub: each byte minus the same byte of the pixel to its left
      const src = y * w * 4;
      let pr = 0;
      let pg = 0;
      let pb = 0;
      for (let x = 0, o = 1; x < w; x++, o += 3) {
        const r = rgba[src + x * 4];
        const g = rgba[src + x * 4 + 1];
        const b = rgba[src + x * 4 + 2];
        line[o] = (r - pr) & 0xff;
        line[o + 1] = (g - pg) & 0xff;
        line[o + 2] = (b - pb) & 0xff;
        pr = r;
        pg = g;
        pb = b;
      }
      if (!this.deflate.write(Buffer.from(line))) await new Promise<void>((resolve) => this.deflate.once('drain', () => resolve()));
    }
    this.rowsWritten += rows;
    await this.pending;
  }

  async end(): Promise<void> {
    if (this.rowsWritten !== this.height) throw new Error(`the image has ${this.rowsWritten} of its ${this.height} rows`);
    this.deflate.end();
    await this.done;
    await this.pending;
    await this.write(chunk('IEND', Buffer.alloc(0)));
  }
}
