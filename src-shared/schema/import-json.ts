import { COLLECTION_NAMES, MAX_RECORDS_PER_COLLECTION } from '../model/collections';
import { DOCUMENT_FORMAT, DOCUMENT_VERSION, ScenarioDocumentShape, type ScenarioDocument } from '../model/document';
import { checkIntegrity, formatPath, type DocumentIssue } from '../model/integrity';
import { MAX_MAP_SIDE } from '../model/map';
import { issueSentence } from './issue-text';
import { migrateDocument } from './migrations';

/** The largest scenario file accepted, in bytes of UTF-8 text: a 500×500 map with every hex set fits easily. */
export const MAX_SCENARIO_JSON_BYTES = 32 * 1024 * 1024;
const MAX_REPORTED = 100;

export type ImportError = { path: string; message: string };
export type ImportResult = { ok: true; document: ScenarioDocument } | { ok: false; errors: ImportError[] };

const fail = (path: string, message: string): ImportResult => ({ ok: false, errors: [{ path, message }] });
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function utf8Length(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    n += c < 0x80 ? 1 : c < 0x800 ? 2 : c >= 0xd800 && c <= 0xdbff ? (i++, 4) : 3;
  }
  return n;
}

/** Reject oversized arrays before the schema walks them, so a hostile file costs little to refuse. */
function checkArraySizes(data: Record<string, unknown>): ImportError[] {
  const errors: ImportError[] = [];
  for (const name of [...COLLECTION_NAMES, 'hexes']) {
    const value = data[name];
    const max = name === 'hexes' ? MAX_MAP_SIDE * MAX_MAP_SIDE : MAX_RECORDS_PER_COLLECTION;
    if (Array.isArray(value) && value.length > max)
      errors.push({ path: `$.${name}`, message: `${value.length.toLocaleString('en')} entries; at most ${max.toLocaleString('en')} are allowed` });
  }
  return errors;
}

/** Parse and validate a `*.atoll.json` text. All-or-nothing: any problem yields the list of errors and no document.
 *  With `references: false` a document of the right shape is returned even when its references do not resolve,
 *  so the checker can list those problems (`atoll check`). */
export function parseScenarioJson(text: string, options: { references?: boolean } = {}): ImportResult {
  // A UTF-16 code unit is at most three UTF-8 bytes (a surrogate pair, two units, is four): a text of at most a
  // third of the limit in units is within it, without counting.
  const bytes = text.length * 3 > MAX_SCENARIO_JSON_BYTES ? utf8Length(text) : 0;
  if (bytes > MAX_SCENARIO_JSON_BYTES)
    return fail('$', `the file is ${mb(bytes)}; the largest scenario file Atoll accepts is ${mb(MAX_SCENARIO_JSON_BYTES)}`);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return fail('$', `not valid JSON: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return fail('$', 'expected a JSON object');
  const record = data as Record<string, unknown>;
  if (record.format !== DOCUMENT_FORMAT) return fail('$.format', `not an Atoll scenario (expected "format": "${DOCUMENT_FORMAT}")`);
  if (typeof record.version !== 'number' || !Number.isInteger(record.version) || record.version < 1)
    return fail('$.version', 'missing or invalid format version');
  if (record.version > DOCUMENT_VERSION)
    return fail('$.version', `written by a newer Atoll (format version ${record.version}); this Atoll reads versions up to ${DOCUMENT_VERSION}`);
  const sizeErrors = checkArraySizes(record);
  if (sizeErrors.length) return { ok: false, errors: sizeErrors };
  const migrated = migrateDocument(record);
  const parsed = ScenarioDocumentShape.safeParse(migrated, { reportInput: true });
  if (!parsed.success) {
    return {
      ok: false,
      errors: parsed.error.issues.slice(0, MAX_REPORTED).map((i) => ({ path: formatPath(i.path), message: issueSentence(i) })),
    };
  }
  const document = parsed.data as ScenarioDocument;
  if (document.map.background && !document.assets?.some((a) => a.id === document.map.background?.assetId))
    return fail('$.map.background.assetId', 'the background image is not embedded in the file (missing from "assets")');
  const issues: DocumentIssue[] = options.references === false ? [] : checkIntegrity(document, MAX_REPORTED);
  if (issues.length) return { ok: false, errors: issues.map((i) => ({ path: formatPath(i.path), message: i.message })) };
  return { ok: true, document };
}
