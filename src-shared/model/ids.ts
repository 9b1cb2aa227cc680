import { z } from 'zod';

/** Record ids are short, printable and stable; they appear in files and diffs. */
export const IdSchema = z
  .string()
  .min(1)
  .max(80)
  .regex(/^[A-Za-z0-9_.:,|/-]+$/, 'ids use letters, digits and _ . : , | / - only');
export type Id = z.infer<typeof IdSchema>;

/** The next free id of the form `${prefix}-${n}`; deterministic so the engine and tests can use it too. */
export function nextId(prefix: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  let n = 1;
  while (used.has(`${prefix}-${n}`)) n++;
  return `${prefix}-${n}`;
}
