import { DOCUMENT_VERSION } from '../model/document';

type RawDocument = Record<string, unknown>;
type RawRecord = Record<string, unknown>;

/**
 * One step of the document format, from version N to N+1, stated per record so that the same step migrates a
 * `*.atoll.json` file, the rows of a project file and the records inside its undo history.
 */
export type DocumentStep = {
  /** Rewrites one record of a collection (absent: records of that collection are unchanged). */
  records: Record<string, (record: RawRecord) => RawRecord>;
  /** Collections new in this version (start empty). */
  newCollections: string[];
  /** Singletons new in this version, with the value an older document gets. */
  newSingletons: Record<string, () => unknown>;
};

const isObject = (v: unknown): v is RawRecord => typeof v === 'object' && v !== null && !Array.isArray(v);

/** v1 → v2: scenario editors. Sides gain their scenario parameters, set-ups become areas, strikes gain their
 *  availability, and arrivals, die-roll tables, CP bonuses and victory conditions appear. */
const V1_TO_V2: DocumentStep = {
  records: {
    sides: (side) => ({
      hiddenPercent: 0, fireCoordination: 1, airstrikesPerHex: 1, navalGunfirePerHex: 1,
      dropZones: { count: 0, terrain: [] }, airSupply: 0, arrivalPlan: false, ...side,
    }),
    units: (unit) => {
      const setup = unit.setup;
      if (!isObject(setup)) return unit;
      if (setup.kind === 'zone') return { ...unit, setup: { kind: 'area', area: { kind: 'zone', zoneId: setup.zoneId } } };
      if (setup.kind === 'hexes') return { ...unit, setup: { kind: 'area', area: { kind: 'hexes', hexes: setup.hexes } } };
      return unit;
    },
    strikes: (strike) => ({ label: '', initial: true, availability: 'arrivalTurn', shotDown: 'eliminated', ...strike }),
  },
  newCollections: ['arrivals', 'dieTables', 'cpBonuses'],
  newSingletons: {
    victory: () => ({
      suddenDeath: [], elimination: [], evacuation: [], levels: [], historical: '',
    }),
  },
};

/** Forward-only steps: entry N turns a version-N document into version N+1; each has a fixture in tests/fixtures. */
export const DOCUMENT_STEPS: Record<number, DocumentStep> = { 1: V1_TO_V2 };

/** Applies one step to a whole JSON document. */
function applyStep(doc: RawDocument, step: DocumentStep): RawDocument {
  const out: RawDocument = { ...doc };
  for (const [collection, migrate] of Object.entries(step.records)) {
    const records = out[collection];
    if (Array.isArray(records)) out[collection] = records.map((r) => (isObject(r) ? migrate(r) : r));
  }
  for (const name of step.newCollections) if (!(name in out)) out[name] = [];
  for (const [name, make] of Object.entries(step.newSingletons)) if (!(name in out)) out[name] = make();
  return out;
}

/** Rewrites one change of a stored undo history (`put` carries a whole record). */
export function migrateChange(change: unknown, step: DocumentStep): unknown {
  if (!isObject(change) || change.kind !== 'put' || typeof change.collection !== 'string' || !isObject(change.record))
    return change;
  const migrate = step.records[change.collection];
  return migrate ? { ...change, record: migrate(change.record) } : change;
}

export function migrateDocument(doc: RawDocument): RawDocument {
  let current = doc;
  for (let v = current.version as number; v < DOCUMENT_VERSION; v++) {
    const step = DOCUMENT_STEPS[v];
    if (!step) throw new Error(`no migration from document version ${v}`);
    current = { ...applyStep(current, step), version: v + 1 };
  }
  return current;
}
