/**
 * What a game derives from the static parts of its setup (everything but the placements): the board, the problems
 * found building it, and the setup hash's share of those parts. Built once and shared by the games of setups holding
 * the same static parts, so that replays and bot games do not rebuild the board and rehash the scenario each time.
 * Setups are plain data never changed once made (the model replaces records whole; the engine reads them only), so
 * what was built from one holds for any setup whose static parts are the same objects, or hold the same data.
 */
import type { Board } from '../core/board';
import { Fnv64 } from '../core/hash';
import { NOT_PLAIN, plainCopy, samePlainData } from './same-data';
import type { GameSetup } from './setup-types';

export type PreparedSetup = {
  readonly setup: GameSetup;
  readonly board: Board;
  readonly problems: readonly string[];
  /** The setup hash's FNV state after the canonical JSON up to the placements, and the JSON after them. */
  readonly hashHead: Fnv64;
  readonly hashTail: string;
  /**
   * The setup hashes worked out from these static parts, latest first, each with a copy of the placements it was
   * worked out for: shared by every setup these static parts serve, since the hash reads nothing else.
   */
  readonly hashes: { readonly placements: unknown; readonly hash: string }[];
};

/**
 * Kept for the next game started from a setup with the very same static parts (the same objects: bot games of one
 * scenario), so it shares the board, the board's tables (movement costs, the bots' distance fields) and the hash of
 * everything but the placements. One per map object.
 */
const byMap = new WeakMap<object, PreparedSetup>();

/**
 * Every prepared setup still in use, by a few counts of its static parts: a setup whose parts are other objects
 * holding the same data (a session read back from JSON) finds the one built for them, proven the same by
 * samePlainData. Weak references: an entry lives as long as a setup that uses it.
 */
const byShape = new Map<string, WeakRef<PreparedSetup>[]>();

/** The setups prepared last, held so that a session read back soon after its original was dropped still finds them. */
const kept: PreparedSetup[] = [];
const KEPT = 2;

/** What the static parts of `setup` give, built by `build` unless a setup with the same static parts was prepared. */
export function preparedSetup(setup: GameSetup, build: (setup: GameSetup) => { board: Board; problems: readonly string[] }): PreparedSetup {
  const known = byMap.get(setup.map);
  if (known && sameStaticParts(known.setup, setup)) return keep(known);
  const shape = shapeOf(setup);
  const same = sameData(shape, setup);
  const prepared = same ? { ...same, setup } : fresh(setup, build);
  byMap.set(setup.map, prepared);
  const refs = byShape.get(shape);
  if (refs) refs.push(new WeakRef(prepared));
  else byShape.set(shape, [new WeakRef(prepared)]);
  return keep(prepared);
}

function fresh(setup: GameSetup, build: (setup: GameSetup) => { board: Board; problems: readonly string[] }): PreparedSetup {
  const { board, problems } = build(setup);
  const hashHead = new Fnv64();
  const hashTail = hashHead.valueAround(setup, 'placements');
  return { setup, board, problems, hashHead, hashTail, hashes: [] };
}

/** How many setup hashes a prepared setup keeps: a game, its replays and its reloads share one. */
const HASHES_KEPT = 4;

/**
 * hashValue(setup), with the static parts' share worked out once, and the whole of it once per placements: a setup
 * whose placements hold the same data as those of a hash worked out before (samePlainData against a copy taken then,
 * so a change made to them since is seen) has that hash. Replays and sessions read back from JSON start the same game
 * again and again; the rest of a setup's canonical JSON (the ruleset, the sides, the units) was fed each time.
 */
export function preparedSetupHash(prepared: PreparedSetup, setup: GameSetup): string {
  const { hashes } = prepared;
  for (const known of hashes) if (samePlainData(known.placements, setup.placements)) return known.hash;
  const hash = prepared.hashHead.copy().value(setup.placements).update(prepared.hashTail).digest();
  const placements = plainCopy(setup.placements);
  if (placements !== NOT_PLAIN) {
    hashes.unshift({ placements, hash });
    if (hashes.length > HASHES_KEPT) hashes.length = HASHES_KEPT;
  }
  return hash;
}

function sameStaticParts(a: GameSetup, b: GameSetup): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const key of keys) if (key !== 'placements' && (!Object.hasOwn(b, key) || a[key as keyof GameSetup] !== b[key as keyof GameSetup])) return false;
  return true;
}

/** The static parts hold the same data, under the same keys in the same order (the board and the hash read nothing else). */
function sameStaticData(a: GameSetup, b: GameSetup): boolean {
  const keys = Object.keys(a);
  const other = Object.keys(b);
  if (keys.length !== other.length) return false;
  for (let i = 0; i < keys.length; i++) {
    if (keys[i] !== other[i]) return false;
    if (keys[i] !== 'placements' && !samePlainData(a[keys[i] as keyof GameSetup], b[keys[i] as keyof GameSetup])) return false;
  }
  return true;
}

/** A few counts that setups with the same static data share; setups that differ mostly differ in one of them. */
function shapeOf(setup: GameSetup): string {
  const { map } = setup;
  return `${String(map.cols)}x${String(map.rows)}/${setup.hexes.length}/${setup.unitTypes.length}/${setup.units.length}/${setup.turns.length}/${setup.sides.length}`;
}

/** A prepared setup in use whose static parts hold the same data as the setup's; forgets those no longer in use. */
function sameData(shape: string, setup: GameSetup): PreparedSetup | undefined {
  const refs = byShape.get(shape);
  if (!refs) return undefined;
  let found: PreparedSetup | undefined;
  for (let i = refs.length - 1; i >= 0; i--) {
    const prepared = refs[i].deref();
    if (!prepared) refs.splice(i, 1);
    else if (!found && sameStaticData(prepared.setup, setup)) found = prepared;
  }
  if (refs.length === 0) byShape.delete(shape);
  return found;
}

function keep(prepared: PreparedSetup): PreparedSetup {
  if (kept[0] === prepared) return prepared;
  const at = kept.findIndex((p) => p.board === prepared.board);
  if (at >= 0) kept.splice(at, 1);
  kept.unshift(prepared);
  if (kept.length > KEPT) kept.length = KEPT;
  return prepared;
}
