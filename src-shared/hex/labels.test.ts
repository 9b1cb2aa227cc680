import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_NUMBERING, columnLetters, hexLabel, parseColumnLetters, parseHexLabel } from './index';
import type { Numbering, OffsetHex } from './index';

const h = (col: number, row: number): OffsetHex => ({ col, row });
const numbering = (over: Partial<Numbering>): Numbering => ({ ...DEFAULT_NUMBERING, ...over });
const letters = numbering({ scheme: 'letter-number' });

describe('xxyy labels: known values', () => {
  it('labels the top-left hex 0101 by default', () => {
    expect(hexLabel(DEFAULT_NUMBERING, h(0, 0))).toBe('0101');
    expect(parseHexLabel(DEFAULT_NUMBERING, '0101')).toEqual(h(0, 0));
  });

  it('maps 0405 to col 3, row 4 with defaults', () => {
    expect(hexLabel(DEFAULT_NUMBERING, h(3, 4))).toBe('0405');
    expect(parseHexLabel(DEFAULT_NUMBERING, '0405')).toEqual(h(3, 4));
  });

  it('honours firstCol, firstRow and digits', () => {
    expect(hexLabel(numbering({ digits: 3 }), h(0, 0))).toBe('001001');
    expect(hexLabel(numbering({ firstCol: 0, firstRow: 0 }), h(0, 0))).toBe('0000');
    expect(hexLabel(numbering({ firstCol: 10, firstRow: 0 }), h(2, 7))).toBe('1207');
    expect(parseHexLabel(numbering({ digits: 3 }), '012034')).toEqual(h(11, 33));
  });

  it('counts down when a step is -1: a sheet numbered bottom to top, or right to left', () => {
    const upward = numbering({ firstRow: 40, rowStep: -1 });
    expect(hexLabel(upward, h(18, 0))).toBe('1940');
    expect(hexLabel(upward, h(18, 39))).toBe('1901');
    expect(parseHexLabel(upward, '1929')).toEqual(h(18, 11));
    const leftward = numbering({ firstCol: 33, colStep: -1 });
    expect(hexLabel(leftward, h(29, 0))).toBe('0401');
    expect(parseHexLabel(leftward, '3301')).toEqual(h(0, 0));
    expect(hexLabel(leftward, h(34, 0))).toBeNull();
  });

  it('widens both parts when a number outgrows digits', () => {
    expect(hexLabel(DEFAULT_NUMBERING, h(98, 4))).toBe('9905');
    expect(hexLabel(DEFAULT_NUMBERING, h(99, 4))).toBe('100005');
    expect(hexLabel(DEFAULT_NUMBERING, h(4, 120))).toBe('005121');
    expect(parseHexLabel(DEFAULT_NUMBERING, '100005')).toEqual(h(99, 4));
    expect(parseHexLabel(DEFAULT_NUMBERING, '005121')).toEqual(h(4, 120));
  });

  it('has no label for negative numbers', () => {
    expect(hexLabel(DEFAULT_NUMBERING, h(-2, 0))).toBeNull();
    expect(hexLabel(DEFAULT_NUMBERING, h(0, -2))).toBeNull();
    expect(hexLabel(DEFAULT_NUMBERING, h(-1, 0))).toBe('0001');
  });

  it('rejects junk', () => {
    const junk = ['', '405', '04050', '04 05', '04O5', 'A405', '-405', '+0405', '0x05', '00040005', '005005', '٠٤٠٥'];
    for (const label of junk) expect(parseHexLabel(DEFAULT_NUMBERING, label)).toBeNull();
    expect(parseHexLabel(numbering({ digits: 3 }), '0405')).toBeNull();
  });
});

describe('letter-number labels: known values', () => {
  it('prints column letters in bijective base 26', () => {
    const cases: [number, string][] = [[1, 'A'], [2, 'B'], [26, 'Z'], [27, 'AA'], [28, 'AB'], [52, 'AZ'], [53, 'BA'], [702, 'ZZ'], [703, 'AAA']];
    for (const [n, text] of cases) {
      expect(columnLetters(n)).toBe(text);
      expect(parseColumnLetters(text)).toBe(n);
      expect(parseColumnLetters(text.toLowerCase())).toBe(n);
    }
    expect(columnLetters(0)).toBeNull();
    expect(parseColumnLetters('')).toBeNull();
    expect(parseColumnLetters('A1')).toBeNull();
  });

  it('labels A1, X11, AA3', () => {
    expect(hexLabel(letters, h(0, 0))).toBe('A1');
    expect(hexLabel(letters, h(23, 10))).toBe('X11');
    expect(hexLabel(letters, h(26, 2))).toBe('AA3');
    expect(parseHexLabel(letters, 'X11')).toEqual(h(23, 10));
    expect(parseHexLabel(letters, 'aa3')).toEqual(h(26, 2));
    expect(parseHexLabel(letters, 'Aa3')).toEqual(h(26, 2));
  });

  it('ignores digits and honours firstRow; col 0 has no label when firstCol is 0', () => {
    expect(hexLabel({ ...letters, digits: 3 }, h(1, 4))).toBe('B5');
    expect(hexLabel({ ...letters, firstRow: 0 }, h(1, 0))).toBe('B0');
    expect(hexLabel({ ...letters, firstCol: 0 }, h(1, 0))).toBe('A1');
    expect(hexLabel({ ...letters, firstCol: 0 }, h(0, 0))).toBeNull();
  });

  it('rejects junk', () => {
    for (const label of ['', 'A', '11', 'A01', 'A 1', '1A', 'A-1', 'Ä1', 'A1B', 'A1.5']) {
      expect(parseHexLabel(letters, label)).toBeNull();
    }
  });
});

describe('labels: properties', () => {
  const numberingArb = fc.record({
    scheme: fc.constantFrom<Numbering['scheme']>('xxyy', 'letter-number'),
    firstCol: fc.integer({ min: 0, max: 5 }),
    firstRow: fc.integer({ min: 0, max: 5 }),
    digits: fc.constantFrom(1, 2, 3, 4),
  });
  const hexArb = fc.record({ col: fc.integer({ min: 0, max: 2000 }), row: fc.integer({ min: 0, max: 2000 }) });

  it('round-trips hex -> label -> hex for both schemes', () => {
    fc.assert(
      fc.property(numberingArb, hexArb, (n, hex) => {
        const label = hexLabel(n, hex);
        const labelless = n.scheme === 'letter-number' && hex.col + n.firstCol < 1;
        expect(label === null).toBe(labelless);
        if (label === null) return;
        expect(parseHexLabel(n, label)).toEqual(hex);
        expect(parseHexLabel(n, label.toLowerCase())).toEqual(hex);
      }),
    );
  });

  it('round-trips columns beyond 26 with letters', () => {
    fc.assert(
      fc.property(fc.integer({ min: 26, max: 100_000 }), fc.integer({ min: 0, max: 500 }), (col, row) => {
        const label = hexLabel(letters, h(col, row));
        expect(label).toMatch(/^[A-Z]{2,}\d+$/);
        expect(parseHexLabel(letters, label ?? '')).toEqual(h(col, row));
      }),
    );
  });

  it('accepts only labels it would print (label -> hex -> label)', () => {
    const textArb = fc.oneof(fc.string({ maxLength: 8 }), fc.stringMatching(/^[0-9]{1,8}$/), fc.stringMatching(/^[A-Za-z]{1,3}[0-9]{1,4}$/));
    fc.assert(
      fc.property(numberingArb, textArb, (n, text) => {
        const hex = parseHexLabel(n, text);
        if (hex !== null) expect(hexLabel(n, hex)).toBe(text.toUpperCase());
      }),
    );
  });

  it('xxyy labels of one map have equal length while numbers fit the digits', () => {
    fc.assert(
      fc.property(fc.constantFrom(2, 3), fc.integer({ min: 0, max: 98 }), fc.integer({ min: 0, max: 98 }), (digits, col, row) => {
        expect(hexLabel(numbering({ digits }), h(col, row))).toHaveLength(2 * digits);
      }),
    );
  });
});

describe('numbering validation', () => {
  it('throws on an invalid numbering', () => {
    expect(() => hexLabel(numbering({ digits: 0 }), h(0, 0))).toThrow(RangeError);
    expect(() => hexLabel(numbering({ firstCol: 1.5 }), h(0, 0))).toThrow(RangeError);
    expect(() => parseHexLabel(numbering({ digits: 2.5 }), '0101')).toThrow(RangeError);
  });
});
