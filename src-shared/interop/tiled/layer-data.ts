import { InteropError } from '../errors';

/** Byte work the pure readers cannot do themselves (no Node built-ins here): the backend provides it. */
export type TiledCodec = {
  /** Decode base64 text; throws on anything that is not base64. */
  base64(text: string): Uint8Array;
  /** Decompress; throws when the result would pass `maxBytes` (a compression bomb) or the data is damaged. */
  inflate(kind: 'zlib' | 'gzip', data: Uint8Array, maxBytes: number): Uint8Array;
  /** Zstandard, where a library for it is available. */
  zstd?: (data: Uint8Array, maxBytes: number) => Uint8Array;
};

/** How a layer's (or chunk's) cells are stored. */
export type CellSource =
  | { kind: 'xml'; gids: (string | undefined)[] }
  | { kind: 'csv'; text: string }
  | { kind: 'base64'; text: string; compression: string }
  | { kind: 'array'; values: unknown[] };

const MAX_GID = 0xffffffff;

function parseCsv(text: string, count: number, where: string): Uint32Array {
  const out = new Uint32Array(count);
  let n = 0;
  let value = 0;
  let digits = 0;
  const flush = () => {
    if (digits === 0) return;
    if (n >= count) throw new InteropError(`${where}: the CSV data holds more than the ${count} cells the layer has`);
    out[n++] = value;
    value = 0;
    digits = 0;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      value = value * 10 + (c - 48);
      if (++digits > 10 || value > MAX_GID) throw new InteropError(`${where}: a tile number in the CSV data is too large`);
    } else if (c === 44) {
      if (digits === 0) throw new InteropError(`${where}: the CSV data has an empty cell`);
      flush();
    } else if (c === 32 || c === 10 || c === 13 || c === 9) {
      if (digits > 0) {
        // A space inside a number ("1 2") is not CSV; a space before the comma is.
        let j = i + 1;
        while (j < text.length && /\s/.test(text[j])) j++;
        if (j < text.length && text[j] !== ',') throw new InteropError(`${where}: the CSV data has a cell with a space in it`);
      }
    } else {
      throw new InteropError(`${where}: the CSV data has "${text[i]}" in it, which is not a tile number`);
    }
  }
  flush();
  if (n !== count) throw new InteropError(`${where}: the CSV data holds ${n} cells; the layer has ${count}`);
  return out;
}

function fromBytes(bytes: Uint8Array, count: number, where: string): Uint32Array {
  if (bytes.length !== count * 4) throw new InteropError(`${where}: the data holds ${Math.floor(bytes.length / 4)} cells; the layer has ${count}`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out = new Uint32Array(count);
  for (let i = 0; i < count; i++) out[i] = view.getUint32(i * 4, true);
  return out;
}

function decompress(compression: string, data: Uint8Array, count: number, where: string, codec: TiledCodec): Uint8Array {
  const max = count * 4;
  try {
    switch (compression) {
      case '':
        return data;
      case 'zlib':
      case 'gzip':
        return codec.inflate(compression, data, max);
      case 'zstd':
        if (!codec.zstd)
          throw new InteropError(`${where}: the layer is compressed with zstd, which Atoll cannot read; in Tiled choose Map ▸ Map Properties ▸ Tile Layer Format: Base64 (zlib) or CSV, save and import again`);
        return codec.zstd(data, max);
      default:
        throw new InteropError(`${where}: the compression "${compression}" is not one Tiled writes (zlib, gzip or zstd)`);
    }
  } catch (e) {
    if (e instanceof InteropError) throw e;
    throw new InteropError(`${where}: the ${compression} data is damaged or larger than the layer (${e instanceof Error ? e.message : String(e)})`);
  }
}

/** The `count` cells of a layer or chunk, decoded from any encoding Tiled writes. */
export function decodeCells(source: CellSource, count: number, where: string, codec: TiledCodec): Uint32Array {
  switch (source.kind) {
    case 'xml': {
      if (source.gids.length !== count) throw new InteropError(`${where}: the data holds ${source.gids.length} <tile> cells; the layer has ${count}`);
      const out = new Uint32Array(count);
      source.gids.forEach((g, i) => {
        if (g === undefined) return;
        const n = Number(g);
        if (!/^\d+$/.test(g) || n > MAX_GID) throw new InteropError(`${where}: "${g}" is not a tile number`);
        out[i] = n;
      });
      return out;
    }
    case 'csv':
      return parseCsv(source.text, count, where);
    case 'base64': {
      let bytes: Uint8Array;
      try {
        bytes = codec.base64(source.text.trim());
      } catch {
        throw new InteropError(`${where}: the data is not valid base64`);
      }
      return fromBytes(decompress(source.compression, bytes, count, where, codec), count, where);
    }
    case 'array': {
      if (source.values.length !== count) throw new InteropError(`${where}: the data holds ${source.values.length} cells; the layer has ${count}`);
      const out = new Uint32Array(count);
      for (let i = 0; i < count; i++) {
        const v = source.values[i];
        if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > MAX_GID) throw new InteropError(`${where}: cell ${i} is not a tile number`);
        out[i] = v;
      }
      return out;
    }
  }
}
