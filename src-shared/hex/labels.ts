import { parseCanonicalInteger } from './offset';
import type { OffsetHex } from './types';

export type NumberingScheme = 'xxyy' | 'letter-number';

/**
 * How hexes are labelled for people. firstCol/firstRow are the numbers printed for col 0 / row 0; the numbers
 * rise by one per column/row, or fall when colStep/rowStep is -1.
 * xxyy: column and row each zero-padded to `digits`. letter-number: the column number in letters
 * (1 = A, 26 = Z, 27 = AA, bijective base 26) followed by the unpadded row number; `digits` is unused.
 */
export type Numbering = {
  scheme: NumberingScheme;
  firstCol: number;
  firstRow: number;
  digits: number;
  /** -1 when numbers fall from col/row 0 onwards (a sheet numbered right to left, or bottom to top); 1 when absent. */
  colStep?: 1 | -1;
  rowStep?: 1 | -1;
};

export const DEFAULT_NUMBERING: Readonly<Numbering> = Object.freeze({ scheme: 'xxyy', firstCol: 1, firstRow: 1, digits: 2 });

function checkNumbering(numbering: Numbering): void {
  const { firstCol, firstRow, digits } = numbering;
  if (!Number.isSafeInteger(firstCol) || !Number.isSafeInteger(firstRow)) {
    throw new RangeError(`numbering firstCol/firstRow must be integers, got ${firstCol}/${firstRow}`);
  }
  if (!Number.isInteger(digits) || digits < 1 || digits > 15) {
    throw new RangeError(`numbering digits must be an integer 1..15, got ${digits}`);
  }
}

/** Column number to letters: 1 -> A, 26 -> Z, 27 -> AA, 28 -> AB; null below 1. */
export function columnLetters(n: number): string | null {
  if (!Number.isSafeInteger(n) || n < 1) return null;
  let letters = '';
  let rest = n;
  while (rest > 0) {
    const digit = (rest - 1) % 26;
    letters = String.fromCharCode(65 + digit) + letters;
    rest = (rest - 1 - digit) / 26;
  }
  return letters;
}

/** Inverse of columnLetters, case-insensitive; null for anything but letters A..Z. */
export function parseColumnLetters(text: string): number | null {
  if (!/^[A-Za-z]+$/.test(text)) return null;
  let n = 0;
  for (const ch of text.toUpperCase()) {
    n = n * 26 + (ch.charCodeAt(0) - 64);
    if (!Number.isSafeInteger(n)) return null;
  }
  return n;
}

/**
 * The label people see, e.g. "0405" or "X11"; null when the hex has no label under this numbering
 * (a printed number below 0, or a letter column below 1 - e.g. col 0 with letter-number and firstCol 0).
 * xxyy: when a column or row number needs more than `digits` digits, BOTH parts widen to the
 * longer width (digits 2, column 100, row 5 -> "100005"), so a label always splits in half.
 */
export function hexLabel(numbering: Numbering, hex: OffsetHex): string | null {
  checkNumbering(numbering);
  const colNumber = numbering.firstCol + (numbering.colStep ?? 1) * hex.col;
  const rowNumber = numbering.firstRow + (numbering.rowStep ?? 1) * hex.row;
  if (!Number.isSafeInteger(colNumber) || !Number.isSafeInteger(rowNumber) || rowNumber < 0) return null;
  if (numbering.scheme === 'letter-number') {
    const letters = columnLetters(colNumber);
    return letters === null ? null : `${letters}${rowNumber}`;
  }
  if (colNumber < 0) return null;
  const colText = String(colNumber);
  const rowText = String(rowNumber);
  const width = Math.max(numbering.digits, colText.length, rowText.length);
  return colText.padStart(width, '0') + rowText.padStart(width, '0');
}

/**
 * Inverse of hexLabel: the hex, or null for junk. Letters are case-insensitive; otherwise the label
 * must be exactly what hexLabel prints (no spaces, no extra zero padding, "A01" is rejected).
 */
export function parseHexLabel(numbering: Numbering, label: string): OffsetHex | null {
  checkNumbering(numbering);
  let colNumber: number | null;
  let rowNumber: number | null;
  if (numbering.scheme === 'letter-number') {
    const match = /^([A-Za-z]+)(\d+)$/.exec(label);
    if (!match) return null;
    colNumber = parseColumnLetters(match[1]);
    rowNumber = parseCanonicalInteger(match[2]);
  } else {
    if (!/^\d+$/.test(label) || label.length % 2 !== 0) return null;
    const half = label.length / 2;
    colNumber = parseDigits(label.slice(0, half));
    rowNumber = parseDigits(label.slice(half));
  }
  if (colNumber === null || rowNumber === null) return null;
  const offset = (n: number, first: number, step: 1 | -1 | undefined) => (step === -1 ? first - n : n - first);
  const hex = { col: offset(colNumber, numbering.firstCol, numbering.colStep), row: offset(rowNumber, numbering.firstRow, numbering.rowStep) };
  // Accept only canonical labels so that label -> hex -> label gives the same text back.
  return hexLabel(numbering, hex) === label.toUpperCase() ? hex : null;
}

function parseDigits(text: string): number | null {
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : null;
}
