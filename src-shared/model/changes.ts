import { z } from 'zod';
import { COLLECTION_NAMES, COLLECTIONS, CollectionNameSchema, type CollectionName, type RecordOf } from './collections';
import { SINGLETON_NAMES, SINGLETONS, type SingletonName, type SingletonValue } from './document';
import { IdSchema } from './ids';
import { HexSchema } from './records';

type Tuple<T> = [T, T, ...T[]];

const putVariants = COLLECTION_NAMES.map((name) =>
  z.strictObject({ kind: z.literal('put'), collection: z.literal(name), record: COLLECTIONS[name] }),
);
const setVariants = SINGLETON_NAMES.map((name) =>
  z.strictObject({ kind: z.literal('set'), name: z.literal(name), value: SINGLETONS[name] }),
);

/** One atomic edit of the document. A user command is a list of these, written in one transaction;
 *  the backend records the inverse it reads from the stored state, so undo never trusts the client. */
export const ChangeSchema = z.discriminatedUnion('kind', [
  z.discriminatedUnion('collection', putVariants as unknown as Tuple<(typeof putVariants)[number]>),
  z.discriminatedUnion('name', setVariants as unknown as Tuple<(typeof setVariants)[number]>),
  z.strictObject({ kind: z.literal('del'), collection: CollectionNameSchema, id: IdSchema }),
  /** Set one hex; a hex equal to the map default (default terrain, elevation 0) is stored as no record. */
  HexSchema.extend({ kind: z.literal('hex') }),
]);

export type PutChange = { [C in CollectionName]: { kind: 'put'; collection: C; record: RecordOf<C> } }[CollectionName];
export type SetChange = { [S in SingletonName]: { kind: 'set'; name: S; value: SingletonValue<S> } }[SingletonName];
export type DelChange = { kind: 'del'; collection: CollectionName; id: string };
export type HexChange = { kind: 'hex'; col: number; row: number; terrain: string; elevation: number };
export type Change = PutChange | SetChange | DelChange | HexChange;

/** The most changes one command may carry (moving every hex of a 500×500 map is 500,000). */
export const MAX_CHANGES_PER_COMMAND = 600_000;
// The schema is built from the collection and singleton tables, which loses the pairing of a collection with
// its record type; the hand-written `Change` keeps it, and every Change is accepted by the schema.
export const ChangeListSchema = z.array(ChangeSchema).min(1).max(MAX_CHANGES_PER_COMMAND) as unknown as z.ZodType<Change[]>;
const everyChangeFitsTheSchema = (c: Change): z.infer<typeof ChangeSchema> => c;
void everyChangeFitsTheSchema;
