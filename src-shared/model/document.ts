import { z } from 'zod';
import { defaultRuleset, RulesetSchema } from '../ruleset';
import { COLLECTION_NAMES, COLLECTIONS, MAX_RECORDS_PER_COLLECTION, type CollectionName, type RecordOf } from './collections';
import { defaultInfo, ScenarioInfoSchema } from './info';
import { defaultMap, MapSettingsSchema, MAX_MAP_SIDE } from './map';
import { AssetSchema } from './assets';
import { HexSchema, type Side } from './records';
import { defaultVictory, VictorySchema } from './victory';

/** The scenario document version written into every `*.atoll.json`; bump it with a migration in src-shared/schema. */
export const DOCUMENT_VERSION = 2;
export const DOCUMENT_FORMAT = 'atoll-scenario';

/** Whole-document values that are not keyed records. */
export const SINGLETONS = {
  info: ScenarioInfoSchema,
  map: MapSettingsSchema,
  ruleset: RulesetSchema,
  victory: VictorySchema,
} as const;
export type SingletonName = keyof typeof SINGLETONS;
export const SINGLETON_NAMES = Object.keys(SINGLETONS) as SingletonName[];
export type SingletonValue<S extends SingletonName> = z.infer<(typeof SINGLETONS)[S]>;

type Collections = { [C in CollectionName]: RecordOf<C>[] };

const collectionShape = Object.fromEntries(
  COLLECTION_NAMES.map((name) => [name, z.array(COLLECTIONS[name]).max(MAX_RECORDS_PER_COLLECTION)]),
) as { [C in CollectionName]: z.ZodArray<(typeof COLLECTIONS)[C]> };

/** Shape-only schema: types and limits. Cross-record checks (unique ids, references, bounds) live in `integrity.ts`. */
export const ScenarioDocumentShape = z.strictObject({
  format: z.literal(DOCUMENT_FORMAT),
  version: z.literal(DOCUMENT_VERSION),
  ...SINGLETONS,
  ...collectionShape,
  hexes: z.array(HexSchema).max(MAX_MAP_SIDE * MAX_MAP_SIDE),
  /** Images the document uses (the tracing background), embedded in `*.atoll.json` only; a project keeps them
   *  in its own table and never sends them with the document. */
  assets: z.array(AssetSchema).max(8).optional(),
});

export type ScenarioDocument = z.infer<typeof ScenarioDocumentShape>;

/** A side with the standard rules' defaults for everything the scenario did not set. */
export function makeSide(fields: Pick<Side, 'id' | 'name' | 'colour' | 'role' | 'setupOrder'>): Side {
  return {
    ...fields,
    hiddenPercent: 0,
    fireCoordination: 1,
    airstrikesPerHex: 1,
    navalGunfirePerHex: 1,
    dropZones: { count: 0, terrain: [] },
    airSupply: 0,
    arrivalPlan: false,
  };
}

export function defaultSides(): Side[] {
  return [
    makeSide({ id: 'side-1', name: 'Attacker', colour: '#b0463c', role: 'airborne', setupOrder: 2 }),
    makeSide({ id: 'side-2', name: 'Defender', colour: '#3d6b8f', role: 'defender', setupOrder: 1 }),
  ];
}

export function emptyDocument(): ScenarioDocument {
  const collections = Object.fromEntries(COLLECTION_NAMES.map((name) => [name, []])) as unknown as Collections;
  return {
    format: DOCUMENT_FORMAT,
    version: DOCUMENT_VERSION,
    info: defaultInfo(),
    map: defaultMap(),
    ruleset: defaultRuleset(),
    victory: defaultVictory(),
    ...collections,
    sides: defaultSides(),
    hexes: [],
  };
}
