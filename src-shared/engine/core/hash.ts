/**
 * Stable hashing of plain JSON-like values: canonical JSON (object keys sorted, `undefined` properties left out)
 * fed to 64-bit FNV-1a over its UTF-8 bytes. Used to pin golden replays; not cryptographic. `hashValue` feeds the
 * bytes to the hash while it walks the value, without making the text (`Fnv64.value`); `canonicalJson` makes it.
 */

/** Canonical JSON text: keys sorted by code unit order, no whitespace, undefined properties omitted. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return primitiveJson(value);
  if (Array.isArray(value)) {
    let text = '[';
    for (let i = 0; i < value.length; i++) {
      if (i > 0) text += ',';
      if (i in value) text += canonicalJson(value[i]);
    }
    return text + ']';
  }
  const record = value as Record<string, unknown>;
  let text = '{';
  for (const key of sortedKeys(record)) {
    const item = record[key];
    if (item === undefined) continue;
    if (text.length > 1) text += ',';
    text += stringJson(key) + ':' + canonicalJson(item);
  }
  return text + '}';
}

function primitiveJson(value: unknown): string {
  if (typeof value === 'string') return stringJson(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'null';
  return JSON.stringify(value) ?? 'null';
}

// JSON.stringify escapes control characters, quotes, backslashes and lone surrogates; any other string is itself in
// quotes, and most keys and values of a game state are such strings.
const PLAIN = /^[^\u0000-\u001f"\\\ud800-\udfff]*$/;
function stringJson(text: string): string {
  return PLAIN.test(text) ? '"' + text + '"' : JSON.stringify(text);
}

/**
 * The record's own keys in code unit order (the order of `keys.sort()`, which compares strings as `<` does); a
 * state's records mostly come in that order already, and most of the others are small (a unit's state lists `hex`
 * before `disrupted`), sorted in place by insertion, cheaper than Array.prototype.sort for a few keys.
 */
function sortedKeys(record: Readonly<Record<string, unknown>>): readonly string[] {
  const keys = Object.keys(record);
  for (let i = 1; i < keys.length; i++) {
    if (keys[i - 1] <= keys[i]) continue;
    if (keys.length > 12) return sortedLong(keys);
    for (let j = i; j < keys.length; j++) {
      const key = keys[j];
      let k = j - 1;
      for (; k >= 0 && keys[k] > key; k--) keys[k + 1] = keys[k];
      keys[k + 1] = key;
    }
    return keys;
  }
  return keys;
}

/**
 * The last few long key lists sorted, each with its order, latest first: a game state's some thirty keys come always the
 * same ones in the same order, and a state read back from JSON (its unused parts left out) in another.
 */
const longLists: { readonly keys: readonly string[]; readonly sorted: readonly string[] }[] = [];
const LONG_LISTS = 4;

/**
 * `keys.sort()` for a long list: the sorted list made before for a list holding the same keys in the same order
 * (checked key by key, so the answer is the one sort would give), else a new sort. A state's hash sorted its keys
 * every time: the states of 150 random games hashed in 7 % less time with the sort kept.
 */
function sortedLong(keys: string[]): readonly string[] {
  for (let n = 0; n < longLists.length; n++) {
    const known = longLists[n].keys;
    if (known.length !== keys.length) continue;
    let same = true;
    for (let i = 0; i < keys.length && same; i++) same = keys[i] === known[i];
    if (!same) continue;
    const found = longLists[n];
    if (n > 0) {
      longLists.splice(n, 1);
      longLists.unshift(found);
    }
    return found.sorted;
  }
  const sorted = [...keys].sort();
  longLists.unshift({ keys, sorted });
  if (longLists.length > LONG_LISTS) longLists.length = LONG_LISTS;
  return sorted;
}

/**
 * 64-bit FNV-1a over the UTF-8 encoding of the text fed to it, fed in any number of pieces (cut between code points,
 * never inside a surrogate pair); a copy carries on from where the original stands, so a common prefix is hashed once.
 */
export class Fnv64 {
  // The offset basis 0xcbf29ce484222325 as two 32-bit halves (read as unsigned).
  private hi = 0xcbf29ce4 | 0;
  private lo = 0x84222325 | 0;

  copy(): Fnv64 {
    const c = new Fnv64();
    c.hi = this.hi;
    c.lo = this.lo;
    return c;
  }

  update(text: string): this {
    let hi = this.hi;
    let lo = this.lo;
    for (let i = 0; i < text.length; i++) {
      let code = text.charCodeAt(i);
      if (code < 0x80) {
        // Times the prime 2^40 + 0x1b3, modulo 2^64, in 32-bit integer arithmetic: lo × 0x1b3 gives the new low
        // half and, from its 16-bit halves, the carry; the high half takes hi × 0x1b3, the carry and lo × 2^8
        // (lo × 2^40, shifted down 32).
        lo ^= code;
        const carry = ((lo >>> 16) * 0x1b3 + (((lo & 0xffff) * 0x1b3) >>> 16)) >>> 16;
        hi = (Math.imul(hi, 0x1b3) + carry + (lo << 8)) | 0;
        lo = Math.imul(lo, 0x1b3);
        continue;
      }
      if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
        const next = text.charCodeAt(i + 1);
        if (next >= 0xdc00 && next <= 0xdfff) {
          code = 0x10000 + ((code - 0xd800) << 10) + (next - 0xdc00);
          i++;
        }
      }
      // The UTF-8 bytes of a code point of two, three or four bytes, most significant first.
      const count = code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
      for (let k = count - 1; k >= 0; k--) {
        lo ^= k === count - 1 ? ((0xf00 >> count) & 0xff) | (code >> (6 * k)) : 0x80 | ((code >> (6 * k)) & 0x3f);
        const carry = ((lo >>> 16) * 0x1b3 + (((lo & 0xffff) * 0x1b3) >>> 16)) >>> 16;
        hi = (Math.imul(hi, 0x1b3) + carry + (lo << 8)) | 0;
        lo = Math.imul(lo, 0x1b3);
      }
    }
    this.hi = hi;
    this.lo = lo;
    return this;
  }

  /**
   * Feeds the canonical JSON of `value` (what `canonicalJson(value)` returns), walking the value the same way but
   * making no text: structure, keys, strings and small integers go to the hash byte by byte.
   */
  value(value: unknown): this {
    if (value === null || typeof value !== 'object') return this.primitive(value);
    if (Array.isArray(value)) {
      this.ascii(0x5b); // [
      for (let i = 0; i < value.length; i++) {
        if (i > 0) this.ascii(0x2c); // ,
        if (i in value) this.value(value[i]);
      }
      this.ascii(0x5d); // ]
      return this;
    }
    return this.record(value as Record<string, unknown>, null);
  }

  /**
   * Feeds the canonical JSON of `record` up to the value of `key` and returns the text after that value: feeding next
   * any value but undefined and then the text is feeding canonicalJson({ ...record, [key]: value }). Lets a caller
   * that hashes many records differing in one key (game setups differing in their placements) do the rest once.
   */
  valueAround(record: Readonly<Record<string, unknown>>, key: string): string {
    const keys = Object.hasOwn(record, key) ? Object.keys(record) : [...Object.keys(record), key];
    keys.sort();
    this.ascii(0x7b); // {
    let first = true;
    let i = 0;
    for (; keys[i] !== key; i++) {
      const item = record[keys[i]];
      if (item === undefined) continue;
      if (first) first = false;
      else this.ascii(0x2c); // ,
      this.quoted(keys[i]);
      this.ascii(0x3a); // :
      this.value(item);
    }
    if (!first) this.ascii(0x2c);
    this.quoted(key);
    this.ascii(0x3a);
    let after = '';
    for (i++; i < keys.length; i++) {
      const item = record[keys[i]];
      if (item !== undefined) after += ',' + stringJson(keys[i]) + ':' + canonicalJson(item);
    }
    return after + '}';
  }

  /** Feeds the canonical JSON of `record` without its property `omit` (of `{ [omit]: _, ...rest } = record`, rest's). */
  recordWithout(record: object, omit: string): this {
    return this.record(record as Readonly<Record<string, unknown>>, omit);
  }

  private record(record: Readonly<Record<string, unknown>>, omit: string | null): this {
    this.ascii(0x7b); // {
    let first = true;
    for (const key of sortedKeys(record)) {
      if (key === omit) continue;
      const item = record[key];
      if (item === undefined) continue;
      if (first) first = false;
      else this.ascii(0x2c); // ,
      this.quoted(key);
      this.ascii(0x3a); // :
      this.value(item);
    }
    this.ascii(0x7d); // }
    return this;
  }

  /** primitiveJson(value), fed. */
  private primitive(value: unknown): this {
    if (typeof value === 'string') return this.quoted(value);
    if (typeof value === 'number') {
      if (Number.isInteger(value) && value > -0x80000000 && value < 0x80000000) return this.integer(value);
      return this.update(Number.isFinite(value) ? String(value) : 'null');
    }
    if (value === true) return this.ascii4(0x74, 0x72, 0x75, 0x65); // true
    if (value === false) {
      this.ascii(0x66); // f
      return this.ascii4(0x61, 0x6c, 0x73, 0x65); // alse
    }
    if (value === null) return this.ascii4(0x6e, 0x75, 0x6c, 0x6c); // null
    return this.update(JSON.stringify(value) ?? 'null');
  }

  /** String(value) of a 32-bit integer (-0 included, which String writes as 0), fed digit by digit. */
  private integer(value: number): this {
    if (value >= 0 && value < 10) {
      this.ascii(0x30 + value);
      return this;
    }
    let rest = value;
    if (rest < 0) {
      this.ascii(0x2d); // -
      rest = -rest;
    }
    let power = 1;
    while (power * 10 <= rest) power *= 10;
    for (; power >= 1; power /= 10) {
      const digit = Math.floor(rest / power);
      this.ascii(0x30 + digit);
      rest -= digit * power;
    }
    return this;
  }

  /**
   * stringJson(text), fed: a string of printable ASCII but quotes and backslashes (JSON.stringify writes it as itself in
   * quotes) is fed as it is read; at the first character that needs more (an escape, or any character past ASCII, which
   * takes two to four UTF-8 bytes), the hash goes back to where it stood and takes JSON.stringify's text through update,
   * which encodes it. The loop holds the one-byte step only: with the multi-byte steps written in it too, V8's optimised
   * code for it came out some four times slower whenever it was first optimised while games were being played (as in
   * the property tests), though the states hashed hold no such character. The length is read once: once states read
   * back from JSON have been hashed too, the loop that read it at each step ran a fifth slower still.
   */
  private quoted(text: string): this {
    const startHi = this.hi;
    const startLo = this.lo;
    this.ascii(0x22);
    let hi = this.hi;
    let lo = this.lo;
    const length = text.length;
    for (let i = 0; i < length; i++) {
      const code = text.charCodeAt(i);
      if (code < 0x20 || code >= 0x80 || code === 0x22 || code === 0x5c) return this.restart(startHi, startLo, text);
      // update's byte step, written out here too: on locals, in the hash's hottest loop (keys and strings).
      lo ^= code;
      const carry = ((lo >>> 16) * 0x1b3 + (((lo & 0xffff) * 0x1b3) >>> 16)) >>> 16;
      hi = (Math.imul(hi, 0x1b3) + carry + (lo << 8)) | 0;
      lo = Math.imul(lo, 0x1b3);
    }
    this.hi = hi;
    this.lo = lo;
    this.ascii(0x22);
    return this;
  }

  private restart(hi: number, lo: number, text: string): this {
    this.hi = hi;
    this.lo = lo;
    return this.update(JSON.stringify(text));
  }

  /** Feeds four bytes below 0x80. */
  private ascii4(a: number, b: number, c: number, d: number): this {
    this.ascii(a);
    this.ascii(b);
    this.ascii(c);
    this.ascii(d);
    return this;
  }

  /** Feeds one byte below 0x80. */
  private ascii(code: number): void {
    const lo = this.lo ^ code;
    const carry = ((lo >>> 16) * 0x1b3 + (((lo & 0xffff) * 0x1b3) >>> 16)) >>> 16;
    this.hi = (Math.imul(this.hi, 0x1b3) + carry + (lo << 8)) | 0;
    this.lo = Math.imul(lo, 0x1b3);
  }

  /** The hash so far, as 16 lower-case hex digits. */
  digest(): string {
    return (this.hi >>> 0).toString(16).padStart(8, '0') + (this.lo >>> 0).toString(16).padStart(8, '0');
  }
}

/** 64-bit FNV-1a of the UTF-8 encoding of `text`, as 16 lower-case hex digits. */
export function fnv1a64(text: string): string {
  return new Fnv64().update(text).digest();
}

/** fnv1a64(canonicalJson(value)), without making the text. */
export function hashValue(value: unknown): string {
  return new Fnv64().value(value).digest();
}
