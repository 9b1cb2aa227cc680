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

/** 64-bit FNV-1a of the UTF-8 encoding of `text`, as 16 lower-case hex digits. */
export function fnv1a64(text: string): string {
  // The 64-bit state as four 16-bit limbs, least significant first; offset basis 0xcbf29ce484222325.
  let h0 = 0x2325;
  let h1 = 0x8422;
  let h2 = 0x9ce4;
  let h3 = 0xcbf2;
  const mix = (byte: number): void => {
    h0 ^= byte;
    // Multiply by the prime 2^40 + 0x1b3; 2^40 lands on limb 2 shifted left by 8.
    const t0 = h0 * 0x1b3;
    const t1 = h1 * 0x1b3 + (t0 >>> 16);
    const t2 = h2 * 0x1b3 + (h0 << 8) + (t1 >>> 16);
    const t3 = h3 * 0x1b3 + (h1 << 8) + (t2 >>> 16);
    h0 = t0 & 0xffff;
    h1 = t1 & 0xffff;
    h2 = t2 & 0xffff;
    h3 = t3 & 0xffff;
  };
  for (let i = 0; i < text.length; i++) {
    let code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const low = text.charCodeAt(i + 1);
      if (low >= 0xdc00 && low <= 0xdfff) {
        code = 0x10000 + ((code - 0xd800) << 10) + (low - 0xdc00);
        i++;
      }
    }
    if (code < 0x80) mix(code);
    else if (code < 0x800) {
      mix(0xc0 | (code >> 6));
      mix(0x80 | (code & 0x3f));
    } else if (code < 0x10000) {
      mix(0xe0 | (code >> 12));
      mix(0x80 | ((code >> 6) & 0x3f));
      mix(0x80 | (code & 0x3f));
    } else {
      mix(0xf0 | (code >> 18));
      mix(0x80 | ((code >> 12) & 0x3f));
      mix(0x80 | ((code >> 6) & 0x3f));
      mix(0x80 | (code & 0x3f));
    }
  }
  const hex = (limb: number) => limb.toString(16).padStart(4, '0');
  return hex(h3) + hex(h2) + hex(h1) + hex(h0);
}

export function hashValue(value: unknown): string {
  return fnv1a64(canonicalJson(value));
}
