/**
 * What the board shows for a state: the stacks (each unit with the counter face to draw), the markers on the map, the
 * command point and turn tracks, the live victory points and the turn record track. Read from the state the engine
 * keeps; nothing here decides a rule. Off-map displays are in off-map.ts.
 */
import { parseHexsideKey } from '../hex';
import type { HexRef } from '../model';
import { featureRuleById, hexsideTypeById } from '../ruleset';
import {
  activeBanzai,
  airSupplyOf,
  cpOf,
  dropZonesOf,
  hexAt,
  hexIndex,
  insideCave,
  isHidden,
  labelOf,
  moraleMarkerText,
  moraleStatus,
  overStackedHexes,
  pacificOf,
  phasingSide,
  PHASES,
  scoreVictory,
  sizePoints,
  usesCp,
  type GameEvent,
  type GameState,
  type PhaseId,
  type VpLine,
} from '../engine';

/** One counter as the board draws it. */
export type CounterView = {
  readonly unitId: string;
  readonly sideId: string;
  /** The step of the unit type to draw: a two-sided counter's front (0) or back (1), a chain's current step. */
  readonly stepIndex: number;
  readonly face: 'front' | 'back' | 'step';
  readonly disrupted: boolean;
  /** Lost a step for good: a chain unit below its first step, or a two-sided unit that shows its back for good. */
  readonly reduced: boolean;
  /** Set up hidden and not yet revealed (module hip). */
  readonly hidden: boolean;
  /** Inside a cave (module caves). */
  readonly inCave: boolean;
  /** Taking part in its side's Banzai charge (module banzai). */
  readonly banzai: boolean;
  /** Its morale results in force (module morale): "NM" cannot move, "NF" cannot fire; absent when none. */
  readonly morale?: string;
  /** The carrier it is aboard (transport): drawn with that carrier, just under it in the stack; null when not carried. */
  readonly aboard: string | null;
};

export type StackView = {
  readonly hex: HexRef;
  readonly label: string;
  readonly sideId: string;
  /** In the board's unit order (stable from state to state). */
  readonly units: readonly CounterView[];
  /** Stacking points in the hex, and the limit (7.2). */
  readonly points: number;
  readonly limit: number;
  /** The engine counts the hex over-stacked (7.3; a tank killer not alone, OST 15.12). */
  readonly overStacked: boolean;
};

export function counterView(state: GameState, unitId: string): CounterView {
  const info = state.board.units[unitId];
  const unit = state.units[unitId];
  const steps = info.type.steps;
  const chain = info.type.stepModel === 'chain';
  const stepIndex = chain ? Math.min(Math.max(unit.step, 0), steps.length - 1) : (unit.disrupted || unit.step > 0) && steps.length > 1 ? 1 : 0;
  return {
    unitId,
    sideId: info.sideId,
    stepIndex,
    face: chain ? 'step' : stepIndex === 0 ? 'front' : 'back',
    disrupted: unit.disrupted,
    reduced: unit.step > 0,
    hidden: isHidden(state, unitId),
    inCave: insideCave(state, unitId),
    banzai: (pacificOf(state).banzai?.[info.sideId]?.units ?? []).includes(unitId) && activeBanzai(state, info.sideId) !== null,
    aboard: unit.aboard ?? null,
    ...moraleView(state, unitId),
  };
}

function moraleView(state: GameState, unitId: string): { morale?: string } {
  const status = moraleStatus(state, unitId);
  const text = status ? moraleMarkerText(status) : '';
  return text ? { morale: text } : {};
}

/** Units aboard each carrier (transport), by carrier id; empty in games without transport. */
function passengersByCarrier(state: GameState): Map<string, string[]> {
  const aboard = new Map<string, string[]>();
  for (const id of state.board.unitIds) {
    const carrier = state.units[id].aboard;
    if (!carrier) continue;
    const list = aboard.get(carrier);
    if (list) list.push(id);
    else aboard.set(carrier, [id]);
  }
  return aboard;
}

/** Every hex with units, in hex order, each stack in the board's unit order; units aboard a carrier just under it. */
export function stacks(state: GameState): StackView[] {
  const { board } = state;
  const byHex = new Map<number, string[]>();
  const aboard = passengersByCarrier(state);
  for (const id of board.unitIds) {
    const hex = state.units[id].hex;
    if (!hex) continue;
    const at = hexIndex(board, hex);
    const here = [...(aboard.get(id) ?? []), id];
    const list = byHex.get(at);
    if (list) list.push(...here);
    else byHex.set(at, here);
  }
  const over = new Set(overStackedHexes(state).map((r) => r.hexIndex));
  return [...byHex.keys()]
    .sort((a, b) => a - b)
    .map((at) => {
      const ids = byHex.get(at) as string[];
      const hex = hexAt(board, at);
      return {
        hex,
        label: labelOf(board, hex),
        sideId: board.units[ids[0]].sideId,
        units: ids.map((id) => counterView(state, id)),
        // Units aboard a carrier count for no stacking (transport).
        points: ids.reduce((sum, id) => sum + (state.units[id].aboard ? 0 : sizePoints(board.stacking, board.units[id].type.size)), 0),
        limit: board.stacking.pointsPerHex,
        overStacked: over.has(at),
      };
    });
}

/** The stack in one hex, or null when it is empty. */
export function stackAt(state: GameState, hex: HexRef): StackView | null {
  const at = hexIndex(state.board, hex);
  return stacks(state).find((s) => hexIndex(state.board, s.hex) === at) ?? null;
}

export type MapMarker =
  | { readonly kind: 'drop-zone'; readonly sideId: string; readonly hex: HexRef }
  /** A roadblock: printed on the map (until its side leaves it, 20.3) or built in play. */
  | { readonly kind: 'roadblock'; readonly sideId: string | null; readonly hex: HexRef; readonly built: boolean }
  /** A demolition marker on a hex (a refinery, a fortification) or a hexside (a bridge); `fire`: set by a refinery fire (23.3). */
  | { readonly kind: 'demolished'; readonly hexes: readonly HexRef[]; readonly hexside: string | null; readonly fire: boolean }
  | { readonly kind: 'bridge-marker'; readonly sideId: string; readonly hexside: string; readonly hexes: readonly HexRef[] }
  | { readonly kind: 'starshell'; readonly sideId: string; readonly hex: HexRef }
  | { readonly kind: 'air-supply'; readonly sideId: string; readonly hex: HexRef }
  | { readonly kind: 'collapsed-cave'; readonly hex: HexRef }
  /** An obstacle cleared in play (Atoll 14.9): a hexside's two hexes, or the hex of a feature; standing ones are the map's own. */
  | { readonly kind: 'obstacle-cleared'; readonly name: string; readonly hexes: readonly HexRef[]; readonly hexside: string | null }
  /** A feature with a life destroyed by fire (Atoll 14.10), keeping its defence bonus or not. */
  | { readonly kind: 'feature-destroyed'; readonly name: string; readonly hex: HexRef; readonly keepsBonus: boolean }
  /** An objective with its VP now (its demolished VP once demolished) and the side holding it, if any. */
  | { readonly kind: 'objective'; readonly hex: HexRef; readonly vp: number; readonly heldBy: string | null; readonly demolished: boolean };

export type BanzaiMarker = { readonly sideId: string; readonly leaderId: string; readonly unitIds: readonly string[]; readonly active: boolean };

export type CpMarker = { readonly sideId: string; readonly cp: number };

export type TurnMarker = { readonly turn: number; readonly label: string; readonly night: boolean; readonly phasingSide: string; readonly phase: PhaseId; readonly phaseName: string; readonly over: boolean };

export type Markers = {
  readonly onMap: readonly MapMarker[];
  readonly banzai: readonly BanzaiMarker[];
  readonly cp: readonly CpMarker[];
  readonly turn: TurnMarker;
};

/**
 * Demolition marker ids (state.demolished) put there last by a refinery fire, from the game's events so far: the state
 * keeps the marker, not its cause.
 */
function fireMarkers(history: readonly GameEvent[]): Set<string> {
  const fires = new Set<string>();
  for (const e of history) {
    if (e.type === 'feature-demolished') {
      if (/refinery fire/i.test(e.cause)) fires.add(e.target.id);
      else fires.delete(e.target.id);
    } else if (e.type === 'demolition-repaired') fires.delete(e.target.id);
  }
  return fires;
}

function demolitionMarkers(state: GameState, history: readonly GameEvent[]): MapMarker[] {
  const { board } = state;
  const fires = fireMarkers(history);
  const markers: MapMarker[] = [];
  const hexes = new Set<number>();
  const featureHex = new Map<string, number>();
  for (const [at, features] of board.featuresAt) for (const f of features) featureHex.set(f.id, at);
  for (const id of state.demolished ?? []) {
    const hexMatch = /^hex:(\d+),(\d+)$/.exec(id);
    const at = hexMatch ? hexIndex(board, { col: Number(hexMatch[1]), row: Number(hexMatch[2]) }) : featureHex.get(id);
    if (at !== undefined) {
      if (hexes.has(at)) continue;
      hexes.add(at);
      const hex = hexAt(board, at);
      markers.push({ kind: 'demolished', hexes: [hex], hexside: null, fire: fires.has(`hex:${hex.col},${hex.row}`) });
      continue;
    }
    const side = parseHexsideKey(board.geom, id);
    if (side) markers.push({ kind: 'demolished', hexes: [side.hex, side.other], hexside: id, fire: false });
  }
  return markers;
}

function roadblockMarkers(state: GameState): MapMarker[] {
  const { board } = state;
  const cleared = new Set(state.roadblocks?.cleared ?? []);
  const markers: MapMarker[] = [];
  for (const [at, features] of board.featuresAt) {
    for (const f of features) if (f.type === 'roadblock' && !cleared.has(f.id)) markers.push({ kind: 'roadblock', sideId: f.side ?? null, hex: hexAt(board, at), built: false });
  }
  for (const [key, sideId] of Object.entries(state.roadblocks?.built ?? {})) {
    const [col, row] = key.split(',').map(Number);
    markers.push({ kind: 'roadblock', sideId, hex: { col, row }, built: true });
  }
  return markers;
}

function objectiveMarkers(state: GameState): MapMarker[] {
  const { board } = state;
  if (board.scenario.objectives.length === 0) return [];
  const held = new Map<number, string>();
  for (const id of board.unitIds) {
    const hex = state.units[id].hex;
    if (hex) held.set(hexIndex(board, hex), board.units[id].sideId);
  }
  const demolished = new Set(state.demolished ?? []);
  return board.scenario.objectives.map((o) => {
    const isDemolished = o.vpDemolished !== null && (demolished.has(o.featureId) || (o.demolishedWith !== null && demolished.has(o.demolishedWith)));
    return { kind: 'objective', hex: o.hex, vp: isDemolished ? (o.vpDemolished ?? 0) : o.vp, heldBy: held.get(hexIndex(board, o.hex)) ?? null, demolished: isDemolished };
  });
}

/** Obstacles cleared and features destroyed in play (Atoll 14.9, 14.10): what the printed map no longer shows. */
function obstacleMarkers(state: GameState): MapMarker[] {
  const { board } = state;
  const where = new Map<string, { at: number; type: string }>();
  for (const [at, features] of board.featuresAt) for (const f of features) where.set(f.id, { at, type: f.type });
  const out: MapMarker[] = [];
  for (const id of state.obstacles?.cleared ?? []) {
    const side = parseHexsideKey(board.geom, id);
    const feature = where.get(id);
    if (side) {
      const printed = state.hexsides?.changed[id]?.printed ?? null;
      const name = printed === null ? 'Obstacle' : (hexsideTypeById(board.ruleset, printed)?.name ?? printed);
      out.push({ kind: 'obstacle-cleared', name, hexes: [side.hex, side.other], hexside: id });
    } else if (feature) {
      out.push({ kind: 'obstacle-cleared', name: featureRuleById(board.ruleset, feature.type)?.name ?? feature.type, hexes: [hexAt(board, feature.at)], hexside: null });
    }
  }
  for (const id of state.obstacles?.destroyed ?? []) {
    const feature = where.get(id);
    const rule = feature ? featureRuleById(board.ruleset, feature.type) : undefined;
    if (feature) out.push({ kind: 'feature-destroyed', name: rule?.name ?? feature.type, hex: hexAt(board, feature.at), keepsBonus: rule?.life?.keepsBonus === true });
  }
  return out;
}

/** Each side's command points in hand (the CP track, 5.0); none in a scenario without CP, which shows no CP anywhere. */
export function commandPoints(state: GameState): CpMarker[] {
  return usesCp(state.board) ? state.board.sides.map((s) => ({ sideId: s.id, cp: cpOf(state, s.id) })) : [];
}

/** Every marker of the state. `history`: the game's events so far, to tell refinery fires from other demolitions. */
export function markers(state: GameState, history: readonly GameEvent[] = []): Markers {
  const { board } = state;
  const onMap: MapMarker[] = [];
  for (const side of board.sides) for (const hex of dropZonesOf(state, side.id)) onMap.push({ kind: 'drop-zone', sideId: side.id, hex });
  onMap.push(...roadblockMarkers(state), ...demolitionMarkers(state, history));
  for (const [key, change] of Object.entries(state.hexsides?.changed ?? {})) {
    const side = parseHexsideKey(board.geom, key);
    if (change.builtBy && side) onMap.push({ kind: 'bridge-marker', sideId: change.builtBy, hexside: key, hexes: [side.hex, side.other] });
  }
  const pacific = pacificOf(state);
  for (const shell of pacific.starshells?.burning ?? []) onMap.push({ kind: 'starshell', sideId: shell.side, hex: shell.hex });
  for (const side of board.sides) for (const hex of airSupplyOf(state, side.id).onMap) onMap.push({ kind: 'air-supply', sideId: side.id, hex });
  for (const id of pacific.collapsedCaves ?? []) {
    for (const [at, features] of board.featuresAt) if (features.some((f) => f.id === id)) onMap.push({ kind: 'collapsed-cave', hex: hexAt(board, at) });
  }
  onMap.push(...obstacleMarkers(state));
  onMap.push(...objectiveMarkers(state));
  const banzai = Object.entries(pacific.banzai ?? {}).map(([sideId, b]) => ({ sideId, leaderId: b.leaderId, unitIds: b.units, active: !b.ended }));
  const record = board.turns.find((t) => t.index === state.turn);
  const phasing = phasingSide(state);
  return {
    onMap,
    banzai,
    cp: commandPoints(state),
    turn: { turn: state.turn, label: record?.label ?? `Turn ${state.turn}`, night: record?.night ?? false, phasingSide: phasing.id, phase: state.phase, phaseName: PHASES[state.phase].name, over: state.over },
  };
}

export type TurnTrackRow = {
  readonly index: number;
  readonly label: string;
  readonly night: boolean;
  /** CP each side receives in its Command Point Phase of that turn (5.2); empty in a scenario without CP. */
  readonly cp: Readonly<Record<string, number>>;
  readonly current: boolean;
  readonly past: boolean;
};

/** The turn record track: every turn with its label, night and CP per side, the current one marked. */
export function turnTrack(state: GameState): TurnTrackRow[] {
  const { board } = state;
  return board.turns.map((t) => ({
    index: t.index,
    label: t.label,
    night: t.night,
    cp: usesCp(board) ? Object.fromEntries(board.sides.map((s) => [s.id, Object.hasOwn(t.cp, s.id) ? t.cp[s.id] : 0])) : {},
    current: t.index === state.turn && !state.over,
    past: t.index < state.turn || (t.index === state.turn && state.over),
  }));
}

export type PhaseRow = { readonly sideId: string; readonly phase: PhaseId; readonly name: string; readonly rule: string; readonly current: boolean; readonly done: boolean };

/** The sequence of play of a game turn: each side's player turn with its phases, the current one marked (4.2). */
export function sequenceOfPlay(state: GameState): PhaseRow[] {
  const rows: PhaseRow[] = [];
  state.board.sides.forEach((side, player) => {
    const current = side.phases.indexOf(state.phase);
    side.phases.forEach((phase, i) => {
      const done = state.over || player < state.player || (player === state.player && i < current);
      rows.push({ sideId: side.id, phase, name: PHASES[phase].name, rule: PHASES[phase].rule, current: !state.over && player === state.player && i === current, done });
    });
  });
  return rows;
}

export type SideScore = { readonly sideId: string; readonly vp: number; readonly lines: readonly VpLine[] };

export type LiveScore = {
  readonly sides: readonly SideScore[];
  readonly leader: string | null;
  readonly difference: number;
  /** The victory level the difference reaches now; '' when none. */
  readonly level: string;
  /** The leader would win with the game ending now: the level reached is above a draw (21.2). */
  readonly winning: boolean;
};

/** The VP each side would score if the game ended now, with every line (21.2, scoreVictory). */
export function liveScore(state: GameState): LiveScore {
  const score = scoreVictory(state);
  const levels = [...(state.board.scenario.victory?.levels ?? [])].sort((a, b) => a.from - b.from);
  const reached = levels.filter((l) => l.from <= score.difference).pop();
  return {
    sides: state.board.sides.map((s) => ({ sideId: s.id, vp: score.totals[s.id] ?? 0, lines: score.lines.filter((l) => l.side === s.id) })),
    leader: score.leader,
    difference: score.difference,
    level: score.level,
    winning: score.leader !== null && reached !== undefined && reached.from > 0,
  };
}
