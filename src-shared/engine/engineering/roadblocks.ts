// Rules 6.2.3, 20.0, 20.1, 20.2, 20.3.
/**
 * Roadblocks (20.0).
 *  - Building (20.1): in the phasing player's Engineering Phase, 1 CP, in the hex of an undisrupted ground unit of
 *    the side, enemy next to it or not, road or no road; at most one roadblock in a hex (a map roadblock counts);
 *    never where the ruleset's roadblock rule forbids it (fortification, all-sea and all-river hexes). The unit may
 *    not move in the following Movement Phase.
 *  - Effect (20.2): one column left for the builder's defending units against every kind of attack, on top of the
 *    terrain; air assaults ignore it, as they ignore all terrain (6.2.3). Movement is not affected (the text gives no
 *    cost). The shift is the ruleset's roadblock feature rule (features.ts).
 *  - Duration (20.3): the marker stays while at least one ground unit of its side is in the hex; the moment none is,
 *    it is removed, never taken over by the enemy. Checked after every action (after-action.ts). Map roadblocks that
 *    name a side follow the same rule; those naming none stay, as map features.
 */
import { hexKey, parseHexKey } from '../../hex';
import type { HexRef } from '../../model';
import { featureRuleById, terrainById } from '../../ruleset';
import type { BuildRoadblockAction } from './actions-engineering';
import { hexAt, hexIndex, labelOf, type Board } from '../core/board';
import { cpOf, spendCp } from '../command-points/command-points';
import { checkWorker, withWorking } from './engineering';
import { ruleError, type RuleError } from '../core/errors';
import type { ColumnShift, GameEvent } from '../core/events';
import { accept, refusal, type ApplyResult } from '../core/result';
import { phasingSide, withPart, type GameState } from '../core/state';
import type { RoadblockState } from './state-engineering';
import { unitHexIndexes, unitSideIds } from '../core/units';

const ROADBLOCK = 'roadblock';

function roadblocksOf(state: GameState): RoadblockState {
  return state.roadblocks ?? {};
}

function builtOf(state: GameState): Readonly<Record<string, string>> {
  return roadblocksOf(state).built ?? {};
}

/** Map roadblock features still in place in the hex (20.3 removes those whose side has left). */
function mapRoadblocks(state: GameState, at: number) {
  const cleared = roadblocksOf(state).cleared ?? [];
  return (state.board.featuresAt.get(at) ?? []).filter((f) => f.type === ROADBLOCK && !cleared.includes(f.id));
}

/** A map roadblock feature that 20.3 has removed: combat no longer counts it. */
export function roadblockCleared(state: GameState, featureId: string): boolean {
  return (roadblocksOf(state).cleared ?? []).includes(featureId);
}

function hasRoadblock(state: GameState, at: number): boolean {
  return Object.hasOwn(builtOf(state), hexKey(hexAt(state.board, at))) || mapRoadblocks(state, at).length > 0;
}

function checkBuild(state: GameState, action: BuildRoadblockAction): RuleError | { at: number } {
  const worker = checkWorker(state, action.unitId, 'engineering', 'Building a roadblock', '20.1');
  if ('error' in worker) return worker.error;
  const { board } = state;
  const hex = state.units[worker.info.id].hex ?? { col: 0, row: 0 };
  const at = hexIndex(board, hex);
  const label = labelOf(board, hex);
  if (hasRoadblock(state, at)) return ruleError('illegal-roadblock', `${label} has a roadblock already; a hex holds at most one.`, '20.1');
  const rule = featureRuleById(board.ruleset, ROADBLOCK);
  const terrain = terrainById(board.ruleset, board.terrainIds[board.terrainAt[at]]);
  if (rule && terrain) {
    const forbidden = rule.forbidden.terrain.includes(terrain.id) || rule.forbidden.water.includes(terrain.water) || (rule.forbidden.structure && terrain.structure);
    if (forbidden) return ruleError('illegal-roadblock', `No roadblock may be built in ${terrain.name.toLowerCase()} (${label}).`, '20.1');
  }
  const side = phasingSide(state).id;
  if (cpOf(state, side) < 1) return ruleError('not-enough-cp', `A roadblock costs 1 CP and ${side} has none left.`, '20.1');
  return { at };
}

export function applyBuildRoadblock(state: GameState, action: BuildRoadblockAction): ApplyResult {
  const checked = checkBuild(state, action);
  if ('code' in checked) return refusal(checked);
  const info = state.board.units[action.unitId];
  const spent = spendCp(state, info.sideId, 1, `Roadblock by ${info.designation}`, '20.1');
  if (!spent.ok) return refusal(spent.error);
  const at = hexAt(state.board, checked.at);
  const current = roadblocksOf(state);
  const roadblocks: RoadblockState = { ...current, built: { ...builtOf(state), [hexKey(at)]: info.sideId } };
  const next = withWorking(withPart(spent.state, 'roadblocks', roadblocks), info.id);
  const notes = [`${info.designation} may not move in this turn's Movement Phase (20.1)`, `${info.sideId}'s defenders in the hex get one more column shift left (20.2)`];
  return accept(next, [...spent.events, { type: 'roadblock-built', side: info.sideId, unitId: info.id, hex: labelOf(state.board, at), at, notes, rule: '20.1' }]);
}

/** Why the unit may not build a roadblock now, or null: the check roadblockActions lists by. */
export function roadblockFault(state: GameState, action: BuildRoadblockAction): RuleError | null {
  const checked = checkBuild(state, action);
  return 'code' in checked ? checked : null;
}

export function roadblockActions(state: GameState): BuildRoadblockAction[] {
  if (state.phase !== 'engineering') return [];
  const side = phasingSide(state).id;
  return state.board.unitIds
    .filter((unitId) => state.board.units[unitId].sideId === side)
    .map((unitId): BuildRoadblockAction => ({ type: 'buildRoadblock', unitId }))
    .filter((action) => !('code' in checkBuild(state, action)));
}

/** 20.2: the shift of a roadblock built in play in the defenders' hex, when it is their side's. */
export function builtRoadblockShift(state: GameState, target: number, defenderSide: string): ColumnShift | null {
  // Most states have no roadblock built: then no key is made for the hex.
  const built = roadblocksOf(state).built;
  if (built === undefined) return null;
  const key = hexKey(hexAt(state.board, target));
  const owner = Object.hasOwn(built, key) ? built[key] : undefined;
  if (owner === undefined || owner !== defenderSide) return null;
  const rule = featureRuleById(state.board.ruleset, ROADBLOCK);
  const shift = rule?.columnShift ?? -1;
  return shift === 0 ? null : { cause: "Roadblock in the defenders' hex", shift, rule: '20.2' };
}

/** Per board: the map roadblocks that name a side (20.3 applies to them), in the board's feature order. */
const sidedRoadblocks = new WeakMap<Board, readonly { at: number; id: string; side: string }[]>();

function sidedMapRoadblocks(board: Board): readonly { at: number; id: string; side: string }[] {
  let list = sidedRoadblocks.get(board);
  if (!list) {
    const found: { at: number; id: string; side: string }[] = [];
    for (const [at, features] of board.featuresAt) for (const f of features) if (f.type === ROADBLOCK && f.side !== undefined) found.push({ at, id: f.id, side: f.side });
    sidedRoadblocks.set(board, (list = found));
  }
  return list;
}

const parsedKeys = new Map<string, HexRef | null>();
function parsedHexKey(key: string): HexRef | null {
  let hex = parsedKeys.get(key);
  if (hex === undefined) {
    if (parsedKeys.size > 10_000) parsedKeys.clear();
    parsedKeys.set(key, (hex = parseHexKey(key)));
  }
  return hex;
}

/** A roadblock 20.3 watches: built in play (by its key) or on the map (by its feature id), in hex `at`. */
type Watched = { readonly at: number; readonly hex: HexRef; readonly side: string; readonly key?: string; readonly featureId?: string };
/** `watched`: 1 on every hex with a watched roadblock, so the units elsewhere are passed over at once. */
type WatchList = { readonly board: Board; readonly list: readonly Watched[]; readonly byHex: ReadonlyMap<number, readonly number[]>; readonly watched: Uint8Array };

/** The watch list of a roadblock state (or of none: the board's sided map roadblocks), made once per (immutable) state. */
const watchLists = new WeakMap<object, WatchList>();

function watchList(state: GameState): WatchList {
  const { board } = state;
  const owner: object = state.roadblocks ?? board;
  const known = watchLists.get(owner);
  if (known && known.board === board) return known;
  const builtNow = builtOf(state);
  const clearedNow = roadblocksOf(state).cleared ?? [];
  const list: Watched[] = [];
  for (const key in builtNow) {
    const hex = parsedHexKey(key);
    if (hex) list.push({ at: hexIndex(board, hex), hex, side: builtNow[key], key });
  }
  for (const f of sidedMapRoadblocks(board)) if (!clearedNow.includes(f.id)) list.push({ at: f.at, hex: hexAt(board, f.at), side: f.side, featureId: f.id });
  const byHex = new Map<number, number[]>();
  list.forEach((w, i) => byHex.set(w.at, [...(byHex.get(w.at) ?? []), i]));
  const watched = new Uint8Array(board.size);
  for (const w of list) watched[w.at] = 1;
  const made: WatchList = { board, list, byHex, watched };
  watchLists.set(owner, made);
  return made;
}

/** 20.3: removes every roadblock whose hex holds no unit of its side now. */
/**
 * The last positions and roadblocks found with nothing to remove: most actions change neither, and clearRoadblocks runs
 * after every one.
 */
let lastClear: { readonly board: Board; readonly units: GameState['units']; readonly roadblocks: RoadblockState | undefined } | null = null;

export function clearRoadblocks(state: GameState): { state: GameState; events: GameEvent[] } {
  const { board } = state;
  if (lastClear && lastClear.units === state.units && lastClear.roadblocks === state.roadblocks && lastClear.board === board) return { state, events: [] };
  const cleared = findCleared(state);
  if (cleared.state === state) lastClear = { board, units: state.units, roadblocks: state.roadblocks };
  return cleared;
}

function findCleared(state: GameState): { state: GameState; events: GameEvent[] } {
  const { board } = state;
  const { list: watched, byHex, watched: watchedAt } = watchList(state);
  if (watched.length === 0) return { state, events: [] };
  // One pass over the units marks the roadblocks whose side still stands in their hex.
  const held = new Uint8Array(watched.length);
  let open = watched.length;
  const hexes = unitHexIndexes(state);
  const sides = unitSideIds(board);
  for (let i = 0; i < hexes.length; i++) {
    const here = hexes[i] >= 0 && watchedAt[hexes[i]] === 1 ? byHex.get(hexes[i]) : undefined;
    if (!here) continue;
    const side = sides[i];
    for (const w of here) {
      if (held[w] === 1 || watched[w].side !== side) continue;
      held[w] = 1;
      open--;
    }
    if (open === 0) return { state, events: [] };
  }
  const events: GameEvent[] = [];
  const built = { ...builtOf(state) };
  const cleared = [...(roadblocksOf(state).cleared ?? [])];
  watched.forEach((w, i) => {
    if (held[i] === 1 || (w.featureId !== undefined && cleared.includes(w.featureId))) return;
    if (w.key !== undefined) delete built[w.key];
    if (w.featureId !== undefined) cleared.push(w.featureId);
    events.push(removedEvent(state, w.hex, w.side));
  });
  const next: RoadblockState = {
    ...(Object.keys(built).length > 0 ? { built } : {}),
    ...(cleared.length > 0 ? { cleared: cleared.sort() } : {}),
  };
  return { state: withPart(state, 'roadblocks', Object.keys(next).length > 0 ? next : undefined), events };
}

function removedEvent(state: GameState, hex: HexRef, side: string): GameEvent {
  return { type: 'roadblock-removed', side, hex: labelOf(state.board, hex), at: hex, reason: `no ${side} unit is left in the hex`, rule: '20.3' };
}
