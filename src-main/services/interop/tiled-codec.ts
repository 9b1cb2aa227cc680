import { gunzipSync, inflateSync } from 'node:zlib';
import type { TiledCodec } from '../../../src-shared/interop/tiled/layer-data';

/** Node's zlib behind the pure readers' codec: strict base64, and decompression that stops one byte past the
 *  layer's size, so a small file cannot expand into gigabytes. Zstandard has no reader in Node 20: refused. */
export const nodeTiledCodec: TiledCodec = {
  base64(text) {
    const clean = text.replace(/\s+/g, '');
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(clean) || clean.length % 4 === 1) throw new Error('not base64');
    return Buffer.from(clean, 'base64');
  },
  inflate(kind, data, maxBytes) {
    const options = { maxOutputLength: maxBytes + 1 };
    return kind === 'zlib' ? inflateSync(data, options) : gunzipSync(data, options);
  },
};
