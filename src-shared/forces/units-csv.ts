import { z } from 'zod';
import { issueSentence } from '../schema/issue-text';
import {
  MAX_RECORDS_PER_COLLECTION, UnitSchema,
  type Change, type Contingent, type Setup, type Unit, type UnitType,
} from '../model';
import { DEFAULT_CSV_LIMITS, parseCsv, sniffDelimiter, toCsv, unescapeFormula } from './csv';
import { closestName, nameOf, nameResolver, type NameKey } from './names';
import { formatSetup, parseSetup, type SetupTextContext } from './setup-text';
import { sameValue, unitIdAllocator } from './unit-ids';

/** What export and import read from the project. */
export type UnitsCsvContext = SetupTextContext & {
  units: readonly Unit[];
  unitTypes: readonly UnitType[];
  contingents: readonly Contingent[];
};

export const UNITS_CSV_COLUMNS = ['designation', 'type', 'contingent', 'setup', 'hidden'] as const;
/** Import reads at most this many unit rows (besides the header) and this much text. */
export const MAX_CSV_UNITS = 20_000;
export const MAX_CSV_CHARS = 2_000_000;
/** Import stops listing errors after this many. */
export const MAX_CSV_ERRORS = 100;

const TYPE_KEYS: NameKey<UnitType>[] = [(t) => t.name];
const CONTINGENT_KEYS: NameKey<Contingent>[] = [(c) => c.code, (c) => c.name];

/** Units as CSV (header designation,type,contingent,setup,hidden; `id` last when asked), types and contingents by
 *  name/code. With ids, editing the file and importing it back updates the same units instead of adding copies. */
export function exportUnitsCsv(units: readonly Unit[], ctx: UnitsCsvContext, options: { includeIds?: boolean } = {}): string {
  const header: string[] = [...UNITS_CSV_COLUMNS];
  if (options.includeIds) header.push('id');
  const rows = units.map((u) => {
    const row = [
      u.designation,
      nameOf(ctx.unitTypes, u.typeId, TYPE_KEYS),
      nameOf(ctx.contingents, u.contingentId, CONTINGENT_KEYS),
      formatSetup(u.setup, ctx),
      u.hidden ? 'true' : 'false',
    ];
    if (options.includeIds) row.push(u.id);
    return row;
  });
  return toCsv([header, ...rows]);
}

/** `row` is the spreadsheet row (the header is row 1); 0 for a problem with the whole file. */
export type CsvRowError = { row: number; message: string };
export type UnitsCsvImport =
  | { ok: true; changes: Change[]; units: Unit[]; added: number; updated: number; unchanged: number }
  | { ok: false; errors: CsvRowError[]; omitted: number };

export const formatCsvError = (e: CsvRowError): string => (e.row > 0 ? `row ${e.row}: ${e.message}` : e.message);

const KNOWN_COLUMNS = ['id', ...UNITS_CSV_COLUMNS, 'side'] as const;
type Column = (typeof KNOWN_COLUMNS)[number];

const HIDDEN_WORDS: Record<string, boolean> = { '': false, true: true, false: false, yes: true, no: false, y: true, n: false, '1': true, '0': false, x: true };

// One data row as text, shape-checked before names are looked up.
const RowSchema = z.object({
  id: z.string().trim().max(80, 'id is longer than 80 characters').optional(),
  designation: z.string().trim().min(1, 'designation is empty').max(200, 'designation is longer than 200 characters'),
  type: z.string().trim().min(1, 'type is empty'),
  contingent: z.string().trim().min(1, 'contingent is empty'),
  setup: z.string().optional(),
  hidden: z
    .string()
    .transform((s, ctx) => {
      const value = HIDDEN_WORDS[s.trim().toLowerCase()];
      if (value === undefined) ctx.addIssue({ code: 'custom', message: `hidden "${s}" is not true/false, yes/no or 1/0` });
      return value ?? false;
    })
    .optional(),
});

/** Parse a units CSV into one command's changes, or report every row that is wrong (all-or-nothing). */
export function importUnitsCsv(text: string, ctx: UnitsCsvContext): UnitsCsvImport {
  const parsed = parseCsv(text, sniffDelimiter(text), { ...DEFAULT_CSV_LIMITS, maxChars: MAX_CSV_CHARS, maxRecords: MAX_CSV_UNITS + 1 });
  if (!parsed.ok) return failure([{ row: parsed.error.record, message: parsed.error.message }]);
  const [header, ...body] = parsed.records;
  if (!header || header.every((h) => !h.trim())) return failure([{ row: 0, message: 'the file is empty' }]);
  const columns = readHeader(header);
  if (!Array.isArray(columns)) return failure([columns]);

  const errors: CsvRowError[] = [];
  const puts: Unit[] = [];
  const existing = new Map(ctx.units.map((u) => [u.id, u]));
  const seenIds = new Map<string, number>();
  const newId = unitIdAllocator(existing.keys());
  const resolveType = nameResolver(ctx.unitTypes, TYPE_KEYS);
  const resolveContingent = nameResolver(ctx.contingents, CONTINGENT_KEYS);
  let added = 0;
  let updated = 0;
  let unchanged = 0;

  body.forEach((cells, index) => {
    const row = index + 2;
    if (cells.every((c) => !c.trim())) return;
    const problems: string[] = [];
    const extra = cells.slice(header.length).filter((c) => c.trim());
    if (extra.length) problems.push(`${cells.length} fields, but the header has ${header.length}`);
    const raw: Partial<Record<Column, string>> = {};
    columns.forEach((column, i) => {
      if (column) raw[column] = unescapeFormula(cells[i] ?? '');
    });
    const shape = RowSchema.safeParse(raw);
    if (!shape.success) {
      errors.push({ row, message: [...problems, ...shape.error.issues.map((i) => issueSentence(i))].join('; ') });
      return;
    }
    const r = shape.data;
    const before = r.id ? existing.get(r.id) : undefined;
    if (r.id && !before) problems.push(`no unit has the id "${r.id}" (leave the id empty to add a new unit)`);
    if (r.id && seenIds.has(r.id)) problems.push(`the id "${r.id}" is also on row ${seenIds.get(r.id)}`);
    if (r.id) seenIds.set(r.id, row);
    const typeId = lookup(r.type, resolveType, 'unit type', ctx.unitTypes.map((t) => t.name), problems);
    const contingentId = lookup(r.contingent, resolveContingent, 'contingent', ctx.contingents.flatMap((c) => [c.code, c.name]), problems);
    let setup: Setup = before?.setup ?? { kind: 'none' };
    if (r.setup !== undefined) {
      const read = parseSetup(r.setup, ctx);
      if (read.ok) setup = read.setup;
      else problems.push(read.error);
    }
    if (problems.length || typeId === null || contingentId === null) {
      errors.push({ row, message: problems.join('; ') });
      return;
    }
    const unit = {
      id: before?.id ?? newId(),
      designation: r.designation,
      typeId,
      contingentId,
      setup,
      hidden: r.hidden ?? before?.hidden ?? false,
      // The CSV has no column for it: a unit set up aboard a carrier (transport) stays aboard.
      ...(before?.aboard ? { aboard: before.aboard } : {}),
    };
    const checked = UnitSchema.safeParse(unit);
    if (!checked.success) {
      errors.push({ row, message: checked.error.issues.map((i) => issueSentence(i)).join('; ') });
      return;
    }
    if (before && sameValue(before, checked.data)) unchanged++;
    else {
      puts.push(checked.data);
      if (before) updated++;
      else added++;
    }
  });

  if (errors.length) return failure(errors);
  if (ctx.units.length + added > MAX_RECORDS_PER_COLLECTION) {
    return failure([{ row: 0, message: `the project would have more than ${MAX_RECORDS_PER_COLLECTION} units` }]);
  }
  const changes: Change[] = puts.map((record) => ({ kind: 'put', collection: 'units', record }));
  return { ok: true, changes, units: puts, added, updated, unchanged };
}

function failure(errors: CsvRowError[]): UnitsCsvImport {
  return { ok: false, errors: errors.slice(0, MAX_CSV_ERRORS), omitted: Math.max(0, errors.length - MAX_CSV_ERRORS) };
}

/** The column each header cell names (null for an ignored column), or what is wrong with the header. */
function readHeader(header: string[]): (Column | null)[] | CsvRowError {
  const columns: (Column | null)[] = [];
  for (const cell of header) {
    const name = unescapeFormula(cell).trim().toLowerCase();
    const column = KNOWN_COLUMNS.find((c) => c === name);
    if (!column) {
      return { row: 1, message: `unknown column "${cell.trim()}"; the columns are ${KNOWN_COLUMNS.join(', ')} (side is ignored)` };
    }
    if (columns.includes(column)) return { row: 1, message: `the column "${column}" appears twice` };
    columns.push(column);
  }
  const missing = ['designation', 'type', 'contingent'].filter((c) => !columns.includes(c as Column));
  if (missing.length) return { row: 1, message: `missing column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}` };
  // The side follows from the contingent; a side column is there for people reading the file.
  return columns.map((c) => (c === 'side' ? null : c));
}

function lookup(
  text: string,
  resolve: ReturnType<typeof nameResolver>,
  what: string,
  names: readonly string[],
  problems: string[],
): string | null {
  const found = resolve(text);
  if (found.ok) return found.id;
  if (found.ambiguous) problems.push(`${found.ambiguous} ${what}s are called "${text}"; write the id instead`);
  else {
    const hint = closestName(text, names.filter(Boolean));
    problems.push(`unknown ${what} "${text}"${hint ? ` (did you mean "${hint}"?)` : ''}`);
  }
  return null;
}
