/**
 * Answers on their way between the backend and the window: a document's hexes travel packed (a 500 × 500 map is
 * 250,000 hex records, 14 MB of JSON to write and parse; packed they are 1.8 MB of base64 in one string), and are
 * unpacked on arrival, so every caller sees the contract's own shape.
 */
import type { Hex } from '../model';

const PACKED = '$packedHexes';
type Packed = { [PACKED]: 1; palette: string[]; count: number; data: string };

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const LOOKUP = new Uint8Array(128);
const CODES = new Uint8Array(64);
for (let i = 0; i < ALPHABET.length; i++) {
  LOOKUP[ALPHABET.charCodeAt(i)] = i;
  CODES[i] = ALPHABET.charCodeAt(i);
}

/** The platform's own base64 where it has one (Chromium's Uint8Array.prototype.toBase64, Node's Buffer): a
 *  quarter of a million hexes' bytes take a few milliseconds instead of a hundred. */
type NativeBase64 = { toBase64?: (this: Uint8Array) => string };
type NativeFromBase64 = { fromBase64?: (text: string) => Uint8Array };
type NodeBuffer = { from(bytes: ArrayBufferLike, offset: number, length: number): { toString(encoding: 'base64'): string }; from(text: string, encoding: 'base64'): Uint8Array };
const nativeTo = (Uint8Array.prototype as NativeBase64).toBase64;
const nativeFrom = (Uint8Array as unknown as NativeFromBase64).fromBase64;
const nodeBuffer = (globalThis as { Buffer?: NodeBuffer }).Buffer;

export function toBase64(bytes: Uint8Array): string {
  if (nativeTo) return nativeTo.call(bytes);
  if (nodeBuffer) return nodeBuffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
  return toBase64Portable(bytes);
}

export function fromBase64(text: string): Uint8Array {
  if (nativeFrom) return nativeFrom(text);
  if (nodeBuffer) {
    const b = nodeBuffer.from(text, 'base64');
    return new Uint8Array(b.buffer, b.byteOffset, b.byteLength);
  }
  return fromBase64Portable(text);
}

/** Base64 in plain script, for a platform with neither. */
export function toBase64Portable(bytes: Uint8Array): string {
  // ASCII codes written into one buffer and turned into text 8 K at a time: string concatenation of a quarter
  // of a million pieces took half a second.
  const out = new Uint8Array(Math.ceil(bytes.length / 3) * 4);
  const codes = CODES;
  let o = 0;
  let i = 0;
  for (; i + 2 < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | (bytes[i + 1] << 8) | bytes[i + 2];
    out[o++] = codes[n >> 18];
    out[o++] = codes[(n >> 12) & 63];
    out[o++] = codes[(n >> 6) & 63];
    out[o++] = codes[n & 63];
  }
  const rest = bytes.length - i;
  if (rest) {
    const n = (bytes[i] << 16) | (rest === 2 ? bytes[i + 1] << 8 : 0);
    out[o++] = codes[n >> 18];
    out[o++] = codes[(n >> 12) & 63];
    out[o++] = rest === 2 ? codes[(n >> 6) & 63] : 61;
    out[o++] = 61;
  }
  const parts: string[] = [];
  for (let at = 0; at < out.length; at += 8192) parts.push(String.fromCharCode.apply(null, out.subarray(at, at + 8192) as unknown as number[]));
  return parts.join('');
}

export function fromBase64Portable(text: string): Uint8Array {
  const pad = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  const out = new Uint8Array((text.length / 4) * 3 - pad);
  let o = 0;
  for (let i = 0; i < text.length; i += 4) {
    const n = (LOOKUP[text.charCodeAt(i)] << 18) | (LOOKUP[text.charCodeAt(i + 1)] << 12) | (LOOKUP[text.charCodeAt(i + 2)] << 6) | LOOKUP[text.charCodeAt(i + 3)];
    if (o < out.length) out[o++] = n >> 16;
    if (o < out.length) out[o++] = (n >> 8) & 255;
    if (o < out.length) out[o++] = n & 255;
  }
  return out;
}

function packHexes(hexes: readonly Hex[]): Packed | null {
  const palette: string[] = [];
  const index = new Map<string, number>();
  // col and row (16 bits each), terrain index (16 bits), level (8 bits), for every hex in order, little-endian.
  const bytes = new Uint8Array(hexes.length * 7);
  // Neighbouring hexes mostly share a terrain: the last one's index is tried before the map.
  let lastTerrain = '';
  let last = -1;
  for (let i = 0, o = 0; i < hexes.length; i++, o += 7) {
    const h = hexes[i];
    if (!(h.col >= 0 && h.col < 65536 && h.row >= 0 && h.row < 65536 && h.elevation >= -128 && h.elevation < 128)) return null;
    let t = h.terrain === lastTerrain ? last : index.get(h.terrain);
    if (t === undefined) {
      t = palette.length;
      palette.push(h.terrain);
      index.set(h.terrain, t);
      if (t >= 65536) return null;
    }
    lastTerrain = h.terrain;
    last = t;
    bytes[o] = h.col & 255;
    bytes[o + 1] = h.col >> 8;
    bytes[o + 2] = h.row & 255;
    bytes[o + 3] = h.row >> 8;
    bytes[o + 4] = t & 255;
    bytes[o + 5] = t >> 8;
    bytes[o + 6] = h.elevation & 255;
  }
  return { [PACKED]: 1, palette, count: hexes.length, data: toBase64(bytes) };
}

function unpackHexes(packed: Packed): Hex[] {
  const bytes = fromBase64(packed.data);
  const { palette } = packed;
  const out: Hex[] = new Array(packed.count);
  for (let i = 0, o = 0; i < packed.count; i++, o += 7)
    out[i] = { col: bytes[o] | (bytes[o + 1] << 8), row: bytes[o + 2] | (bytes[o + 3] << 8), terrain: palette[bytes[o + 4] | (bytes[o + 5] << 8)], elevation: (bytes[o + 6] << 24) >> 24 };
  return out;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** An answer as it travels: a `document`'s hexes packed. */
export function packAnswer(value: unknown): unknown {
  if (!isObject(value) || !isObject(value.document) || !Array.isArray(value.document.hexes) || value.document.hexes.length < 1000) return value;
  const packed = packHexes(value.document.hexes as Hex[]);
  return packed ? { ...value, document: { ...value.document, hexes: packed } } : value;
}

/** An answer as the caller sees it: what `packAnswer` packed, unpacked. */
export function unpackAnswer(value: unknown): unknown {
  if (!isObject(value) || !isObject(value.document) || !isObject(value.document.hexes) || value.document.hexes[PACKED] !== 1) return value;
  return { ...value, document: { ...value.document, hexes: unpackHexes(value.document.hexes as Packed) } };
}
