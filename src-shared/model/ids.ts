import { z } from 'zod';

/** Names every JavaScript object already answers to: as ids they would find what the language put there, not a
 *  record, wherever a lookup by id is a plain object (ids are keys in files, diffs and the engine's state). */
export const RESERVED_IDS: ReadonlySet<string> = new Set([
  '__proto__', 'constructor', 'prototype', 'toString', 'toLocaleString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf',
  'propertyIsEnumerable', '__defineGetter__', '__defineSetter__', '__lookupGetter__', '__lookupSetter__',
]);

/** The characters of an id. */
export const ID_PATTERN = /^[A-Za-z0-9_.:,|/-]+$/;
export const MAX_ID_LENGTH = 80;

/** Record ids are short, printable and stable; they appear in files and diffs. */
export const IdSchema = z
  .string()
  .min(1)
  .max(MAX_ID_LENGTH)
  .regex(ID_PATTERN, 'ids use letters, digits and _ . : , | / - only')
  .refine((id) => !RESERVED_IDS.has(id), { message: 'this id is a name JavaScript reserves (such as __proto__ or constructor); choose another' });
export type Id = z.infer<typeof IdSchema>;

/** The next free id of the form `${prefix}-${n}`; deterministic so the engine and tests can use it too. */
export function nextId(prefix: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  let n = 1;
  while (used.has(`${prefix}-${n}`)) n++;
  return `${prefix}-${n}`;
}
