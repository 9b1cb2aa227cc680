/**
 * Building a units record (`state.units`) from its unit states in board order. By default there is no builder and a
 * record is copied by a spread, as it always was; a host that may compile code (the Node processes that play bot games: not the renderer, whose
 * content security policy forbids it) installs `compiledRecordBuilder`, which makes per board one function returning
 * an object literal with the board's unit ids as its keys. Either way the record has the same keys in the same order
 * and the same values, so a state, its hash and its schema are the same; the literal is some fifteen times cheaper than
 * the spread (`{ ...state.units }`) a move used to make: Node 20's V8 copies a record of 40 units one property at a time
 * through its generic path, and every literal made by one function shares one hidden class.
 */
import type { UnitState } from './state';

type Units = Record<string, UnitState>;

/** Makes the record of `list[i]` under `ids[i]`, for one list of ids (a board's `unitIds`). */
export type RecordBuilder = (list: readonly UnitState[]) => Units;

/** Makes a builder for a list of ids, or null where it cannot (then records are copied by spread). */
export type RecordBuilderCompiler = (ids: readonly string[]) => RecordBuilder | null;

let compiler: RecordBuilderCompiler | null = null;
let builders = new WeakMap<readonly string[], RecordBuilder | null>();
let lastIds: readonly string[] | null = null;
let lastBuilder: RecordBuilder | null = null;

/** Sets how units records are built from here on (null: by spread); the builders made before are forgotten. */
export function useRecordBuilder(next: RecordBuilderCompiler | null): void {
  compiler = next;
  builders = new WeakMap();
  lastIds = null;
  lastBuilder = null;
}

/**
 * One object literal with the ids as keys (`{"id": list[0], …}`), compiled once per list of ids. Null for a list it
 * would not copy exactly: a `__proto__` key (a literal sets the prototype with it) or an id listed twice.
 */
export const compiledRecordBuilder: RecordBuilderCompiler = (ids) => {
  if (ids.includes('__proto__') || new Set(ids).size !== ids.length) return null;
  const body = ids.map((id, i) => `${JSON.stringify(id)}: list[${i}]`).join(',\n');
  // The ids enter the code only as JSON string literals.
  return new Function('list', `'use strict';\nreturn {\n${body}\n};`) as RecordBuilder;
};

/** The builder for this list of ids, or null (no compiler installed, or none for these ids): then copy by spread. */
export function recordBuilder(ids: readonly string[]): RecordBuilder | null {
  if (!compiler) return null;
  if (ids === lastIds) return lastBuilder;
  let builder = builders.get(ids);
  if (builder === undefined) builders.set(ids, (builder = compiler(ids)));
  lastIds = ids;
  lastBuilder = builder;
  return builder;
}
