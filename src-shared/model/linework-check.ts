import { ID_PATTERN, MAX_ID_LENGTH, RESERVED_IDS } from './ids';
import { HEXSIDE_KEY, PATH_KEY, type Hexside, type PathRecord } from './records';

const isId = (v: unknown): v is string => typeof v === 'string' && v.length >= 1 && v.length <= MAX_ID_LENGTH && ID_PATTERN.test(v) && !RESERVED_IDS.has(v);

/**
 * A stored hexside or path record checked without zod: a big map holds tens of thousands of them, and opening it
 * would spend most of its time in the schema's machinery. Accepts exactly the plain `{ id, type }` objects that
 * HexsideSchema or PathSchema accept and returns the same record; anything else is null, for the schema to judge
 * and word.
 */
export function checkLinework(collection: 'hexsides' | 'paths', value: unknown): Hexside | PathRecord | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || Object.getPrototypeOf(value) !== Object.prototype) return null;
  const keys = Object.keys(value);
  if (keys.length !== 2) return null;
  const { id, type } = value as Record<string, unknown>;
  if (!isId(id) || !isId(type) || !(collection === 'hexsides' ? HEXSIDE_KEY : PATH_KEY).test(id)) return null;
  return { id, type };
}
