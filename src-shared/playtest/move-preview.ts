/**
 * What the board shows while a unit or stack is selected in the Movement Phase: every hex it can end its move in with
 * the MP it costs (the engine's reachableHexes, as legalActions lists them), the path to a hovered hex with each step's
 * cost broken down (terrain, hexside, road, cave, zone of control) exactly as the engine would apply it, the hexes in an
 * enemy zone of control, and why an action is refused, in words (whyNot). Nothing is decided here: a preview is the
 * engine's own answer for the move, worked out without keeping its result.
 */
import { apply, hexAt, hexIndex, labelOf, reachableHexes, zocMasks, type Action, type Board, type GameEvent, type GameState, type MoveStepExplanation, type ReachEntry, type RuleError } from '../engine';
import { banzaiDestinations } from '../engine/modules/banzai/banzai';
import type { HexRef } from '../model';
import { pathTypeById } from '../ruleset';
import type { Names } from './names';

export type ReachableHex = {
  readonly hex: HexRef;
  readonly label: string;
  /** MP the cheapest path costs (more than the MP left only for the one-hex minimum move, 10.4). */
  readonly cost: number;
  /** Hexes entered, in order, ending with this one. */
  readonly path: readonly HexRef[];
  /** In an enemy zone of control: the unit stops there (9.2). */
  readonly endsInEzoc: boolean;
  readonly minimumMove: boolean;
  readonly banzaiExtra: boolean;
};

/** Every hex the unit may move to now (each a legal `moveTo`), in hex order; empty when it may not move. */
export function reachFor(state: GameState, unitId: string): ReachableHex[] {
  if (!Object.hasOwn(state.board.units, unitId)) return [];
  const reach: Map<string, ReachEntry> = banzaiDestinations(state, unitId, reachableHexes(state, unitId));
  return [...reach.values()]
    .map((entry) => {
      const hex = entry.path[entry.path.length - 1];
      return { hex, label: labelOf(state.board, hex), cost: entry.cost, path: entry.path, endsInEzoc: entry.endsInEzoc, minimumMove: entry.minimumMove, banzaiExtra: entry.banzaiExtra === true };
    })
    .sort((a, b) => hexIndex(state.board, a.hex) - hexIndex(state.board, b.hex));
}

export type StackReach = {
  readonly hex: HexRef;
  readonly label: string;
  /** What each unit pays to get there; the stack moves one unit at a time (10.1). */
  readonly costs: Readonly<Record<string, number>>;
  readonly endsInEzoc: boolean;
};

/** The hexes every one of the units can move to now (a stack moved unit by unit to the same hex). */
export function stackReachFor(state: GameState, unitIds: readonly string[]): StackReach[] {
  if (unitIds.length === 0) return [];
  const each = unitIds.map((id) => new Map(reachFor(state, id).map((r) => [hexIndex(state.board, r.hex), r])));
  const [first, ...rest] = each;
  const result: StackReach[] = [];
  for (const [at, r] of first) {
    if (!rest.every((m) => m.has(at))) continue;
    const costs = Object.fromEntries(unitIds.map((id, i) => [id, (each[i].get(at) as ReachableHex).cost]));
    result.push({ hex: r.hex, label: r.label, costs, endsInEzoc: each.some((m) => (m.get(at) as ReachableHex).endsInEzoc) });
  }
  return result;
}

/** One line of a move's cost breakdown. */
export type CostLine = {
  readonly hex: string;
  readonly category: 'terrain' | 'hexside' | 'road' | 'cave';
  readonly what: string;
  readonly mp: number;
};

export type PathPreview =
  | {
      readonly ok: true;
      readonly unitId: string;
      readonly from: HexRef;
      readonly to: HexRef;
      /** Each hex entered, with its cost parts, MP left, rule and the engine's notes (ZOC, minimum move, infiltration). */
      readonly steps: readonly MoveStepExplanation[];
      /** The parts of every step, each with what kind of cost it is. */
      readonly lines: readonly CostLine[];
      readonly mpSpent: number;
      readonly mpLeft: number;
      /** The move ends in an enemy zone of control (9.2). */
      readonly halted: boolean;
      /** The move as the engine would log it; narrate() puts it in words. */
      readonly event: Extract<GameEvent, { type: 'unit-moved' }>;
    }
  | { readonly ok: false; readonly error: RuleError };

const pathNamesByBoard = new WeakMap<Board, ReadonlySet<string>>();

/** The path types' names as the engine's step explanations write them (movement-cost.ts: lower case). */
function pathTypeNames(board: Board): ReadonlySet<string> {
  let known = pathNamesByBoard.get(board);
  if (!known) pathNamesByBoard.set(board, (known = new Set(board.pathTypeIds.map((id) => (pathTypeById(board.ruleset, id)?.name ?? id).toLowerCase()))));
  return known;
}

function category(state: GameState, what: string): CostLine['category'] {
  if (/hexside$/.test(what)) return 'hexside';
  if (/cave$/.test(what)) return 'cave';
  return pathTypeNames(state.board).has(what) ? 'road' : 'terrain';
}

/**
 * The path the engine takes to `to` (its cheapest, as `moveTo` does) with every step explained, or the engine's reason
 * the unit cannot go there.
 */
export function previewMove(state: GameState, unitId: string, to: HexRef): PathPreview {
  const result = apply(state, { type: 'moveTo', unitId, to });
  if (!result.ok) return { ok: false, error: result.error };
  const event = result.events.find((e) => e.type === 'unit-moved' && e.unitId === unitId);
  if (event?.type !== 'unit-moved') return { ok: false, error: { code: 'illegal-move', message: 'The engine made no move.' } };
  const lines = event.steps.flatMap((s) => s.parts.map((p) => ({ hex: s.hex, category: category(state, p.what), what: p.what, mp: p.mp })));
  return { ok: true, unitId, from: event.from, to: event.to, steps: event.steps, lines, mpSpent: event.mpSpent, mpLeft: event.mpLeft, halted: event.halted, event };
}

/** The hexes in an enemy zone of control for `sideId`'s units (9.1), in hex order. */
export function enemyZoc(state: GameState, sideId: string): HexRef[] {
  const { ezoc } = zocMasks(state, sideId);
  const hexes: HexRef[] = [];
  for (let at = 0; at < ezoc.length; at++) if (ezoc[at] === 1) hexes.push(hexAt(state.board, at));
  return hexes;
}

/**
 * The state as a side knows it: the units it may not see (hidden, module hip) taken off the map. A move preview worked
 * out on it lists the hexes, costs and zones of control the side would expect, so it gives no hidden unit away; the move
 * itself is still played on the true state, where the engine decides.
 */
export function withoutUnits(state: GameState, unitIds: ReadonlySet<string>): GameState {
  if (unitIds.size === 0) return state;
  const units = { ...state.units };
  for (const id of unitIds) if (Object.hasOwn(units, id) && units[id].hex !== null) units[id] = { ...units[id], hex: null };
  return { ...state, units };
}

export type Refusal = { readonly code: RuleError['code']; readonly message: string; readonly rule?: string };

/** Null when the engine accepts the action now; otherwise its reason in words (record ids put as names). */
export function whyNot(state: GameState, action: Action, names?: Names): Refusal | null {
  const result = apply(state, action);
  if (result.ok) return null;
  const message = names ? names.text(result.error.message) : result.error.message;
  return { code: result.error.code, message, ...(result.error.rule !== undefined ? { rule: result.error.rule } : {}) };
}
