import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { csvField, parseCsv, sniffDelimiter, toCsv, unescapeFormula } from './csv';

const rows = (text: string, delimiter = ',') => {
  const r = parseCsv(text, delimiter);
  if (!r.ok) throw new Error(r.error.message);
  return r.records;
};

describe('parseCsv', () => {
  it('reads quotes, doubled quotes, delimiters and line breaks inside quotes', () => {
    expect(rows('a,"b,c","say ""hi""","two\r\nlines"\r\nx,y,z,w\r\n')).toEqual([
      ['a', 'b,c', 'say "hi"', 'two\r\nlines'],
      ['x', 'y', 'z', 'w'],
    ]);
  });
  it('accepts LF and lone CR, a BOM, empty fields and no final line break', () => {
    expect(rows('\ufeffa,b\n,\r"",c')).toEqual([['a', 'b'], ['', ''], ['', 'c']]);
  });
  it('keeps a quote inside an unquoted field', () => {
    expect(rows('5" gun,x')).toEqual([['5" gun', 'x']]);
  });
  it('reports an unclosed quote and text after a closing quote with the record number', () => {
    expect(parseCsv('a\nb\n"open')).toEqual({ ok: false, error: { record: 3, message: 'a quoted field is not closed' } });
    const after = parseCsv('a\n"x"y,z');
    expect(after.ok || after.error.record).toBe(2);
  });
  it('enforces the limits', () => {
    const limits = { maxChars: 100, maxRecords: 3, maxFields: 3, maxFieldChars: 5 };
    expect(parseCsv('x'.repeat(101), ',', limits).ok).toBe(false);
    expect(parseCsv('a\nb\nc\nd', ',', limits).ok).toBe(false);
    expect(parseCsv('a,b,c,d', ',', limits).ok).toBe(false);
    expect(parseCsv('abcdef', ',', limits).ok).toBe(false);
    expect(parseCsv('a\nb\nc\n', ',', limits).ok).toBe(true);
  });
  it('sniffs a semicolon delimiter only when the first line has no comma', () => {
    expect(sniffDelimiter('a;b;c\n1,2')).toBe(';');
    expect(sniffDelimiter('a,b;c')).toBe(',');
    expect(rows('a;"b;c"', ';')).toEqual([['a', 'b;c']]);
  });
});

describe('toCsv', () => {
  it('quotes only what needs quoting and escapes formula starts', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField(' pad')).toBe('" pad"');
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(unescapeFormula("'=SUM(A1)")).toBe('=SUM(A1)');
    expect(unescapeFormula("'plain")).toBe("'plain");
  });
  it('round-trips any table of strings', () => {
    const cell = fc.string({ unit: fc.constantFrom('a', 'Z', ' ', ',', ';', '"', '\r', '\n', '=', "'", 'é', '-') });
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 5 }), (table) => {
        const back = rows(toCsv(table)).map((r) => r.map(unescapeFormula));
        expect(back).toEqual(table);
      }),
    );
  });
});
