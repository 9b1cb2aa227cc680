import { z } from 'zod';
import { ArrivalSchema, CpBonusSchema, DieTableSchema } from './arrivals';
import {
  ContingentSchema, FeatureSchema, HexsideSchema, PathSchema, SideSchema, SpecialRuleSchema, StrikeSchema,
  TurnSchema, UnitSchema, UnitTypeSchema, ZoneSchema,
} from './records';

/** Every keyed record collection of a scenario, with the schema of one record. Declared once; the store,
 *  the project file, the JSON format and the api all iterate this table. */
export const COLLECTIONS = {
  sides: SideSchema,
  contingents: ContingentSchema,
  unitTypes: UnitTypeSchema,
  units: UnitSchema,
  strikes: StrikeSchema,
  turns: TurnSchema,
  arrivals: ArrivalSchema,
  dieTables: DieTableSchema,
  cpBonuses: CpBonusSchema,
  zones: ZoneSchema,
  features: FeatureSchema,
  hexsides: HexsideSchema,
  paths: PathSchema,
  specialRules: SpecialRuleSchema,
} as const;

export type CollectionName = keyof typeof COLLECTIONS;
export const COLLECTION_NAMES = Object.keys(COLLECTIONS) as CollectionName[];
export const CollectionNameSchema = z.enum(COLLECTION_NAMES as [CollectionName, ...CollectionName[]]);
export type RecordOf<C extends CollectionName> = z.infer<(typeof COLLECTIONS)[C]>;
/** The per-collection limit on record count: a hostile file cannot make the project unusable. */
export const MAX_RECORDS_PER_COLLECTION = 100_000;
