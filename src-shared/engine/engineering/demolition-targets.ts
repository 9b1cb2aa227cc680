// Rules 19.0, 19.2, 21.2, 22.2.2.
/**
 * What can be demolished (19.0) and what a demolition marker does (19.2). The ruleset's Demolition Table lists the
 * targets: hex terrain (refinery, fortification...) and hexside types (bridge). Markers live in `state.demolished`:
 *  - a hex as "hex:col,row", with the ids of the objectives in it, so they score their demolished VP (21.2); a feature
 *    marked demolished by the scenario (`props.demolished`) marks its hex too;
 *  - a bridge by its hexside key; the hexside becomes the bridge type's `demolishedAs` (river costs and defence);
 *  - a bridge marker built in play (22.2.2) leaves no marker: it is removed and the hexside is as printed again.
 * In a demolished hex, defenders lose the terrain's column shift (19.2); a hex feature and a hexside are separate.
 */
import type { HexRef } from '../../model';
import { hexsideTypeById, terrainById, type DemolitionTarget } from '../../ruleset';
import { hexAt, hexIndex, labelOf, type Board } from '../core/board';
import type { GameEvent } from '../core/events';
import type { EngineeringTarget } from './events-engineering';
import { changeOf, liveHexsideType, setHexsideType } from './live-hexsides';
import { withPart, type GameState } from '../core/state';

export const hexMarkerId = (hex: HexRef): string => `hex:${hex.col},${hex.row}`;

/** The table target the hex's terrain makes it, if any. */
export function hexTargetOf(board: Board, at: number): DemolitionTarget | undefined {
  const terrain = board.terrainIds[board.terrainAt[at]];
  return board.ruleset.demolitionTable.targets.find((t) => t.on === 'hex' && t.types.includes(terrain));
}

/** The table target the hexside type in force makes it (a bridge), if any. */
export function hexsideTargetOf(board: Board, key: string): DemolitionTarget | undefined {
  const type = liveHexsideType(board, key);
  return type === null ? undefined : board.ruleset.demolitionTable.targets.find((t) => t.on === 'hexside' && t.types.includes(type));
}

/** A hexside type that some type becomes when demolished: the hexside carries a demolished bridge (19.2, 22.2.1). */
export function isDemolishedType(board: Board, type: string | null): boolean {
  return type !== null && board.ruleset.hexsides.some((h) => h.demolishedAs === type);
}

function objectivesIn(board: Board, at: number): string[] {
  return board.scenario.objectives.filter((o) => hexIndex(board, o.hex) === at).map((o) => o.featureId);
}

export function hexDemolished(state: GameState, at: number): boolean {
  const list = state.demolished ?? [];
  if (list.length === 0) return false;
  const { board } = state;
  return list.includes(hexMarkerId(hexAt(board, at))) || (board.featuresAt.get(at) ?? []).some((f) => list.includes(f.id));
}

/** 19.2: a demolished hex feature no longer protects the defenders: the hex's terrain gives no column shift. */
export function terrainBenefitLost(state: GameState, at: number): boolean {
  return hexTargetOf(state.board, at) !== undefined && hexDemolished(state, at);
}

export function hexTarget(board: Board, at: number): EngineeringTarget {
  const hex = hexAt(board, at);
  const terrain = board.terrainIds[board.terrainAt[at]];
  return { kind: 'hex', id: hexMarkerId(hex), label: `${terrainById(board.ruleset, terrain)?.name ?? terrain} in ${labelOf(board, hex)}`, hexes: [hex] };
}

function withDemolished(state: GameState, add: readonly string[], remove: readonly string[]): GameState {
  const list = [...new Set([...(state.demolished ?? []), ...add])].filter((id) => !remove.includes(id)).sort();
  return withPart(state, 'demolished', list.length > 0 ? list : undefined);
}

/** What a (un)demolished hex, or hexside key, does to the objectives it counts for (21.2; Primosole 24.4 for bridges). */
function objectiveEffects(state: GameState, where: { at: number } | { hexside: string }, demolished: boolean): string[] {
  const { board } = state;
  return board.scenario.objectives
    .filter((o) => ('at' in where ? hexIndex(board, o.hex) === where.at : o.demolishedWith === where.hexside) && o.vpDemolished !== null && o.vpDemolished !== o.vp)
    .map((o) => {
      const label = labelOf(board, o.hex);
      return demolished ? `objective ${label} now scores ${o.vpDemolished} VP instead of ${o.vp} (19.2, 21.2)` : `objective ${label} scores ${o.vp} VP again (21.2)`;
    });
}

/** Places a demolition marker in the hex (19.1) and says what it changes (19.2). */
export function demolishHex(state: GameState, at: number, side: string, cause: string, rule: string): { state: GameState; event: GameEvent } {
  const { board } = state;
  const target = hexTarget(board, at);
  const terrain = terrainById(board.ruleset, board.terrainIds[board.terrainAt[at]]);
  const effects: string[] = [];
  if (terrain && terrain.columnShift !== 0) effects.push(`defenders in ${labelOf(board, target.hexes[0])} lose the ${terrain.name.toLowerCase()}'s column shift of ${terrain.columnShift} (19.2)`);
  effects.push(...objectiveEffects(state, { at }, true));
  const next = withDemolished(state, [target.id, ...objectivesIn(board, at)], []);
  return { state: next, event: { type: 'feature-demolished', side, target, cause, effects, rule } };
}

/** Removes the hex's demolition marker (23.3 repair): the hex may be demolished again (19.3). */
export function restoreHex(state: GameState, at: number): { state: GameState; effects: string[] } {
  const { board } = state;
  const ids = [hexMarkerId(hexAt(board, at)), ...(board.featuresAt.get(at) ?? []).map((f) => f.id)];
  const terrain = terrainById(board.ruleset, board.terrainIds[board.terrainAt[at]]);
  const effects = terrain && terrain.columnShift !== 0 ? [`defenders regain the ${terrain.name.toLowerCase()}'s column shift of ${terrain.columnShift}`] : [];
  return { state: withDemolished(state, [], ids), effects: [...effects, ...objectiveEffects(state, { at }, false)] };
}

const typeName = (board: Board, id: string | null) => (id === null ? 'plain' : (hexsideTypeById(board.ruleset, id)?.name ?? id));

/** Demolishes the bridge on a hexside (19.2), or removes a bridge marker built in play (22.2.2). */
export function demolishHexside(state: GameState, target: EngineeringTarget, side: string, cause: string, rule: string): { state: GameState; event: GameEvent } {
  const key = target.id;
  const { board } = state;
  const change = changeOf(state, key);
  if (change?.builtBy !== undefined) {
    const next = setHexsideType(state, key, null);
    const effects = [`the bridge marker is removed for good; the hexside is ${typeName(board, change.printed)} again (22.2.2)`];
    return { state: next, event: { type: 'feature-demolished', side, target, cause, effects, rule: `${rule}, 22.2.2` } };
  }
  const type = liveHexsideType(board, key);
  const becomes = type === null ? undefined : hexsideTypeById(board.ruleset, type)?.demolishedAs;
  const next = withDemolished(setHexsideType(state, key, becomes ?? null), [key], []);
  const after = hexsideTypeById(board.ruleset, becomes ?? '');
  const effects = [
    `the hexside is now ${typeName(board, becomes ?? null)}${after ? `: ${after.columnShift} column shift for defenders, and no road or track rate across it` : ''} (19.2, 10.8)`,
    ...objectiveEffects(state, { hexside: key }, true),
  ];
  return { state: next, event: { type: 'feature-demolished', side, target, cause, effects, rule } };
}

/** Removes a bridge's demolished marker (22.2.1): the hexside carries the bridge type whose `demolishedAs` it shows. */
export function repairHexside(state: GameState, key: string): { state: GameState; effects: string[] } {
  const { board } = state;
  const type = liveHexsideType(board, key);
  const bridge = board.ruleset.hexsides.find((h) => h.demolishedAs !== undefined && h.demolishedAs === type);
  const next = withDemolished(setHexsideType(state, key, bridge?.id ?? null), [], [key]);
  return { state: next, effects: [`the hexside is a ${typeName(board, bridge?.id ?? null)} again, fully functional (22.2.1)`, ...objectiveEffects(state, { hexside: key }, false)] };
}
