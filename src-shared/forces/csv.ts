/** RFC 4180 CSV: fields separated by a delimiter, records by CRLF (LF and lone CR are accepted too);
 *  a quoted field may hold delimiters, line breaks and doubled quotes. */

export type CsvLimits = { maxChars: number; maxRecords: number; maxFields: number; maxFieldChars: number };

export const DEFAULT_CSV_LIMITS: Readonly<CsvLimits> = Object.freeze({
  maxChars: 2_000_000,
  maxRecords: 20_001,
  maxFields: 50,
  maxFieldChars: 10_000,
});

/** `record` is 1-based, as a spreadsheet numbers its rows (the header is record 1). */
export type CsvParseError = { record: number; message: string };
export type CsvParseResult = { ok: true; records: string[][] } | { ok: false; error: CsvParseError };

const BOM = '\ufeff';

/** Comma unless the first line has no comma but a semicolon (spreadsheets in locales with a decimal comma). */
export function sniffDelimiter(text: string): ',' | ';' {
  const end = text.search(/[\r\n]/);
  const firstLine = end === -1 ? text : text.slice(0, end);
  return !firstLine.includes(',') && firstLine.includes(';') ? ';' : ',';
}

export function parseCsv(input: string, delimiter = ',', limits: CsvLimits = DEFAULT_CSV_LIMITS): CsvParseResult {
  if (input.length > limits.maxChars) {
    return { ok: false, error: { record: 0, message: `the text has ${input.length} characters; at most ${limits.maxChars} are read` } };
  }
  const text = input.startsWith(BOM) ? input.slice(1) : input;
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false; // inside a quoted field
  let wasQuoted = false; // the current field began with a quote that has closed
  const fail = (message: string): CsvParseResult => ({ ok: false, error: { record: records.length + 1, message } });

  const endField = (): string | null => {
    if (field.length > limits.maxFieldChars) return `a field is longer than ${limits.maxFieldChars} characters`;
    if (record.length >= limits.maxFields) return `more than ${limits.maxFields} fields`;
    record.push(field);
    field = '';
    wasQuoted = false;
    return null;
  };
  const endRecord = (): string | null => {
    const problem = endField();
    if (problem) return problem;
    if (records.length >= limits.maxRecords) return `more than ${limits.maxRecords - 1} rows`;
    records.push(record);
    record = [];
    return null;
  };

  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch !== '"') field += ch;
      else if (text[i + 1] === '"') {
        field += '"';
        i++;
      } else {
        quoted = false;
        wasQuoted = true;
      }
      continue;
    }
    if (ch === delimiter) {
      const problem = endField();
      if (problem) return fail(problem);
    } else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      const problem = endRecord();
      if (problem) return fail(problem);
    } else if (wasQuoted) {
      return fail(`unexpected ${JSON.stringify(ch)} after a closing quote (write "" for a quote inside a quoted field)`);
    } else if (ch === '"' && field.length === 0) {
      quoted = true;
    } else {
      // A quote inside an unquoted field is kept as it is, as spreadsheets do.
      field += ch;
    }
  }
  if (quoted) return fail('a quoted field is not closed');
  // A final line break ends the last record; it does not start an empty one.
  if (field.length > 0 || record.length > 0 || wasQuoted) {
    const problem = endRecord();
    if (problem) return fail(problem);
  }
  return { ok: true, records };
}

// Spreadsheets run a cell that starts with one of = + - @ as a formula; an apostrophe makes it plain text.
// Text that already starts with apostrophes before such a character gets one more, so the escape reverses.
const FORMULA_START = /^'*[=+\-@\t\r]/;

/** One field, quoted when it must be; a leading formula character is escaped with an apostrophe. */
export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n;]|^\s|\s$/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Undo csvField's formula escape on import. */
export function unescapeFormula(value: string): string {
  return value[0] === "'" && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}

export function toCsv(records: readonly (readonly string[])[]): string {
  return records.map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
}
