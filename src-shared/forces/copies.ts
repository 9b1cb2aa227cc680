import type { Unit } from '../model';
import { unitIdAllocator } from './unit-ids';

export const MAX_COPIES = 500;
const MAX_DESIGNATION = 200;

/**
 * `n` new units like `base`, with fresh ids and numbered designations:
 * "1/2R" → "2/2R", "3/2R"…; "3rd Bn" → "4th Bn"…; "Rifle 3" → "Rifle 4"…; "A/1/2R" → "B/1/2R"…;
 * "Rifle" → "Rifle 1", "Rifle 2"…. Designations in `designationsTaken` (e.g. the contingent's units) are skipped.
 */
export function addCopies(
  base: Omit<Unit, 'id'>,
  n: number,
  taken: Iterable<string>,
  designationsTaken: Iterable<string> = [],
): Unit[] {
  if (!Number.isInteger(n) || n < 1 || n > MAX_COPIES) throw new RangeError(`copies must be a whole number from 1 to ${MAX_COPIES}, got ${n}`);
  const newId = unitIdAllocator(taken);
  return numberedDesignations(base.designation, n, designationsTaken).map((designation) => ({
    id: newId(),
    designation,
    typeId: base.typeId,
    contingentId: base.contingentId,
    setup: base.setup,
    hidden: base.hidden,
  }));
}

type Pattern = { start: number; make: (k: number) => string };

/** The next `n` designations after `designation`, skipping taken ones. */
export function numberedDesignations(designation: string, n: number, designationsTaken: Iterable<string> = []): string[] {
  const taken = new Set([...designationsTaken].map((d) => d.trim().toLowerCase()));
  const pattern = patternOf(designation.trim(), n, taken);
  const out: string[] = [];
  for (let k = pattern.start; out.length < n; k++) {
    const text = pattern.make(k);
    if (!taken.has(text.toLowerCase())) out.push(text);
  }
  return out;
}

function patternOf(d: string, n: number, taken: ReadonlySet<string>): Pattern {
  // A leading number ends at a separator or an ordinal suffix, so "2R/1" is not taken as "2".
  const leading = /^(\d{1,9})(st|nd|rd|th)?(?=[/\s.\-,]|$)/i.exec(d);
  if (leading) {
    const rest = d.slice(leading[0].length);
    const suffix = leading[2];
    return {
      start: Number(leading[1]) + 1,
      make: (k) => clip(`${pad(k, leading[1])}${suffix ? ordinal(k, suffix) : ''}`, rest),
    };
  }
  const trailing = /(\d{1,9})$/.exec(d);
  if (trailing) {
    const stem = d.slice(0, trailing.index);
    return { start: Number(trailing[1]) + 1, make: (k) => clip(stem, pad(k, trailing[1]), true) };
  }
  const letter = /^([A-Za-z])(?=[/\s.\-,])/.exec(d);
  if (letter) {
    const code = letter[1].toUpperCase().charCodeAt(0);
    const lower = letter[1] !== letter[1].toUpperCase();
    const make = (k: number) => `${lower ? String.fromCharCode(k).toLowerCase() : String.fromCharCode(k)}${d.slice(1)}`;
    let free = 0;
    for (let k = code + 1; k <= 90; k++) if (!taken.has(make(k).toLowerCase())) free++;
    // Only when the letters up to Z cover every copy; "Y" with five copies falls back to numbers.
    if (free >= n) return { start: code + 1, make };
  }
  const stem = d === '' ? 'Unit ' : `${d} `;
  return { start: 1, make: (k) => clip(stem, String(k), true) };
}

/** Keep zero padding: "01" → "02". */
const pad = (k: number, like: string) => (like.startsWith('0') ? String(k).padStart(like.length, '0') : String(k));

function ordinal(k: number, like: string): string {
  const teen = k % 100 >= 11 && k % 100 <= 13;
  const suffix = teen ? 'th' : ['th', 'st', 'nd', 'rd'][k % 10] ?? 'th';
  return like === like.toUpperCase() ? suffix.toUpperCase() : suffix;
}

/** Join a fixed part and a number within the designation limit, shortening the fixed part if needed. */
function clip(a: string, b: string, numberLast = false): string {
  const text = a + b;
  if (text.length <= MAX_DESIGNATION) return text;
  return numberLast ? a.slice(0, MAX_DESIGNATION - b.length) + b : a + b.slice(0, MAX_DESIGNATION - a.length);
}
