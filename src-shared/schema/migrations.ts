import { DOCUMENT_VERSION } from '../model/document';

type RawDocument = Record<string, unknown>;

/** Forward-only migrations of the JSON document: entry N turns a version-N document into version N+1.
 *  There are none yet; the first change to the document format adds one here with a fixture in tests/fixtures. */
const MIGRATIONS: Record<number, (doc: RawDocument) => RawDocument> = {};

export function migrateDocument(doc: RawDocument): RawDocument {
  let current = doc;
  for (let v = current.version as number; v < DOCUMENT_VERSION; v++) {
    const step = MIGRATIONS[v];
    if (!step) throw new Error(`no migration from document version ${v}`);
    current = { ...step(current), version: v + 1 };
  }
  return current;
}
