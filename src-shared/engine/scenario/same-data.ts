/**
 * Whether two values hold the same plain data, as far as anything that reads them can tell: the same primitive
 * (Object.is, so -0 is not 0), or arrays of the same length with the same holes and the same data at each index
 * (what array methods and canonical JSON read; other own properties of an array are not compared), or plain objects (of
 * the Object prototype or none) with the same prototype, the same own keys in the same order and the same data under
 * each. Any other object (a class instance, a function) only if it is the very same. Lets prepareSetup share what it
 * built from a setup with a copy of it (a session read back from JSON), proven equal rather than assumed.
 */
export function samePlainData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const proto: unknown = Object.getPrototypeOf(a);
  if (proto !== Object.getPrototypeOf(b)) return false;
  if (proto === Array.prototype) return sameArray(a as readonly unknown[], b as readonly unknown[]);
  if (proto !== Object.prototype && proto !== null) return false;
  return sameRecord(a as Readonly<Record<string, unknown>>, b as Readonly<Record<string, unknown>>);
}

function sameArray(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (i in a !== i in b || !samePlainData(a[i], b[i])) return false;
  return true;
}

function sameRecord(a: Readonly<Record<string, unknown>>, b: Readonly<Record<string, unknown>>): boolean {
  const keys = Object.keys(a);
  const other = Object.keys(b);
  if (keys.length !== other.length) return false;
  for (let i = 0; i < keys.length; i++) if (keys[i] !== other[i] || !samePlainData(a[keys[i]], b[keys[i]])) return false;
  return true;
}

/** What plainCopy returns for a value holding something other than plain data (a class instance, a function). */
export const NOT_PLAIN: unique symbol = Symbol('not plain data');

/**
 * A copy of plain data that samePlainData finds the same as the value (the same holes, prototypes, keys in the same
 * order and primitives), sharing no object with it, so that a later change to the value is told from the copy; NOT_PLAIN
 * when the value holds any other object, which samePlainData compares by identity only.
 */
export function plainCopy(value: unknown): unknown {
  if (typeof value === 'function') return NOT_PLAIN;
  if (typeof value !== 'object' || value === null) return value;
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto === Array.prototype && Array.isArray(value)) {
    const copy: unknown[] = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) {
      if (!(i in value)) continue;
      const item = plainCopy(value[i]);
      if (item === NOT_PLAIN) return NOT_PLAIN;
      copy[i] = item;
    }
    return copy;
  }
  if (proto !== Object.prototype && proto !== null) return NOT_PLAIN;
  const record = value as Readonly<Record<string, unknown>>;
  const copy = Object.create(proto) as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const item = plainCopy(record[key]);
    if (item === NOT_PLAIN) return NOT_PLAIN;
    Object.defineProperty(copy, key, { value: item, enumerable: true, writable: true, configurable: true });
  }
  return copy;
}
