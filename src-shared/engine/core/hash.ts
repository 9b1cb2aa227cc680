/**
 * Stable hashing of plain JSON-like values: canonical JSON (object keys sorted, `undefined` properties left out)
 * fed to 64-bit FNV-1a over its UTF-8 bytes. Used to pin golden replays; not cryptographic.
 */

/** Canonical JSON text: keys sorted by code unit order, no whitespace, undefined properties omitted. */
export function canonicalJson(value: unknown): string {
  const out: string[] = [];
  writeCanonical(value, out);
  return out.join('');
}

// One output list for the whole value: hashing a scenario setup or a state is on the hot path of every bot game.
function writeCanonical(value: unknown, out: string[]): void {
  if (value === null || typeof value !== 'object') {
    const text = JSON.stringify(value);
    out.push(text === undefined ? 'null' : text);
    return;
  }
  if (Array.isArray(value)) {
    out.push('[');
    for (let i = 0; i < value.length; i++) {
      if (i > 0) out.push(',');
      if (i in value) writeCanonical(value[i], out);
    }
    out.push(']');
    return;
  }
  const record = value as Record<string, unknown>;
  let first = true;
  out.push('{');
  for (const key of Object.keys(record).sort()) {
    const item = record[key];
    if (item === undefined) continue;
    if (!first) out.push(',');
    first = false;
    out.push(JSON.stringify(key), ':');
    writeCanonical(item, out);
  }
  out.push('}');
}

/**
 * Canonical JSON of `record` cut around the value of `key`: `before + canonicalJson(value) + after` is
 * canonicalJson({ ...record, [key]: value }) for any value but undefined. Lets a caller that hashes many records
 * differing in one key (game setups differing in their placements) write the rest once.
 */
export function canonicalJsonAround(record: Readonly<Record<string, unknown>>, key: string): { before: string; after: string } {
  const before: string[] = ['{'];
  const after: string[] = [];
  let out = before;
  let first = true;
  const keys = Object.hasOwn(record, key) ? Object.keys(record) : [...Object.keys(record), key];
  for (const k of keys.sort()) {
    if (k === key) {
      if (!first) out.push(',');
      first = false;
      out.push(JSON.stringify(k), ':');
      out = after;
      continue;
    }
    const item = record[k];
    if (item === undefined) continue;
    if (!first) out.push(',');
    first = false;
    out.push(JSON.stringify(k), ':');
    writeCanonical(item, out);
  }
  after.push('}');
  return { before: before.join(''), after: after.join('') };
}

/**
 * 64-bit FNV-1a over the UTF-8 encoding of the text fed to it, fed in any number of pieces (cut between code points,
 * never inside a surrogate pair); a copy carries on from where the original stands, so a common prefix is hashed once.
 */
export class Fnv64 {
  // The offset basis 0xcbf29ce484222325 in 16-bit limbs.
  private h0 = 0x2325;
  private h1 = 0x8422;
  private h2 = 0x9ce4;
  private h3 = 0xcbf2;

  copy(): Fnv64 {
    const c = new Fnv64();
    c.h0 = this.h0;
    c.h1 = this.h1;
    c.h2 = this.h2;
    c.h3 = this.h3;
    return c;
  }

  update(text: string): this {
    // The state as four 16-bit limbs, least significant first. Times the prime 2^40 + 0x1b3: 2^40 lands on limb 2
    // shifted left by 8.
    let h0 = this.h0;
    let h1 = this.h1;
    let h2 = this.h2;
    let h3 = this.h3;
    let pending = 0;
    let bytes = 0;
    for (let i = 0; i < text.length || pending > 0; ) {
      let byte: number;
      if (pending > 0) {
        pending--;
        byte = (bytes >>> (pending * 8)) & 0xff;
      } else {
        let code = text.charCodeAt(i++);
        if (code >= 0x80) {
          if (code >= 0xd800 && code <= 0xdbff && i < text.length) {
            const low = text.charCodeAt(i);
            if (low >= 0xdc00 && low <= 0xdfff) {
              code = 0x10000 + ((code - 0xd800) << 10) + (low - 0xdc00);
              i++;
            }
          }
          // The UTF-8 bytes after the first, most significant first, wait in `bytes`.
          if (code < 0x800) {
            byte = 0xc0 | (code >> 6);
            bytes = 0x80 | (code & 0x3f);
            pending = 1;
          } else if (code < 0x10000) {
            byte = 0xe0 | (code >> 12);
            bytes = ((0x80 | ((code >> 6) & 0x3f)) << 8) | (0x80 | (code & 0x3f));
            pending = 2;
          } else {
            byte = 0xf0 | (code >> 18);
            bytes = ((0x80 | ((code >> 12) & 0x3f)) << 16) | ((0x80 | ((code >> 6) & 0x3f)) << 8) | (0x80 | (code & 0x3f));
            pending = 3;
          }
        } else byte = code;
      }
      h0 ^= byte;
      const t0 = h0 * 0x1b3;
      const t1 = h1 * 0x1b3 + (t0 >>> 16);
      const t2 = h2 * 0x1b3 + (h0 << 8) + (t1 >>> 16);
      const t3 = h3 * 0x1b3 + (h1 << 8) + (t2 >>> 16);
      h0 = t0 & 0xffff;
      h1 = t1 & 0xffff;
      h2 = t2 & 0xffff;
      h3 = t3 & 0xffff;
    }
    this.h0 = h0;
    this.h1 = h1;
    this.h2 = h2;
    this.h3 = h3;
    return this;
  }

  /** The hash so far, as 16 lower-case hex digits. */
  digest(): string {
    const hex = (limb: number) => limb.toString(16).padStart(4, '0');
    return hex(this.h3) + hex(this.h2) + hex(this.h1) + hex(this.h0);
  }
}

/** 64-bit FNV-1a of the UTF-8 encoding of `text`, as 16 lower-case hex digits. */
export function fnv1a64(text: string): string {
  return new Fnv64().update(text).digest();
}

export function hashValue(value: unknown): string {
  return fnv1a64(canonicalJson(value));
}
