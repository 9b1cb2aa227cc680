/**
 * Set-up before play (not an engine action: the placements a game starts from). For each unit: where it may go (its
 * side's set-up area as the bots compute it, less the hexes its movement class may not enter) or why it is not placed
 * on the map (set up by special-rule text, a reinforcement, no area given); what a hex holds against it (stacking 7.2,
 * the side's set-up limit per hex, enemy units 7.6, a tank killer stands alone OST 15.12); placing and removing on an
 * immutable list of placements, with the reason when refused; the bots' placement for one side; and whether the game
 * can start, by the engine's own set-up check (setupProblems), each problem in words.
 */
import { BotDice, placementGround, type PlacementGround, type PlacementStyle } from '../engine/bots';
import { hexAt, hexIndex, labelOf, setupFromScenario, setupProblems, type Board, type Placement } from '../engine';
import { hasFlag, unitPoints } from '../engine/core/units';
import type { Area, HexRef, ScenarioDocument } from '../model';

/** What set-up needs from a scenario, worked out once. */
export type SetupPlan = {
  readonly doc: ScenarioDocument;
  readonly ground: PlacementGround;
  readonly board: Board;
  /** Side ids in set-up order (lower `setupOrder` first). */
  readonly order: readonly string[];
  /** Every unit's set-up, in set-up order of sides, then unit id. */
  readonly units: readonly UnitSetup[];
  readonly byUnit: ReadonlyMap<string, UnitSetup>;
  /** Per unit: the board indexes of the hexes of its set-up area open to it. */
  readonly open: ReadonlyMap<string, ReadonlySet<number>>;
};

export type UnitSetup =
  | { readonly unitId: string; readonly sideId: string; readonly placeable: true; readonly hexes: readonly HexRef[]; readonly area: Area }
  | { readonly unitId: string; readonly sideId: string; readonly placeable: false; readonly why: string };

export type Placed = { readonly ok: true; readonly placements: readonly Placement[] } | { readonly ok: false; readonly reason: string };

/** The hidden units of a side (module hip, ASL G1.631): the scenario marks them; the side's share limits how many. */
export type HiddenShare = {
  readonly sideId: string;
  /** The module is on and the side has units marked hidden. */
  readonly applies: boolean;
  readonly percent: number | null;
  /** Units the scenario marks hidden. */
  readonly marked: readonly string[];
  /** Of those, the ones placed on the map now (only they start hidden). */
  readonly placed: readonly string[];
  /** How many may be hidden, given the side's units placed now (fractions rounded up); null without a limit. */
  readonly allowed: number | null;
};

export function setupPlan(doc: ScenarioDocument): SetupPlan {
  const ground = placementGround(doc);
  const order = [...doc.sides].sort((a, b) => a.setupOrder - b.setupOrder).map((s) => s.id);
  const units = unitSetups(doc, ground, order);
  const open = new Map([...ground.open].map(([id, hexes]) => [id, new Set(hexes)]));
  return { doc, ground, board: ground.board, order, units, byUnit: new Map(units.map((u) => [u.unitId, u])), open };
}

const designation = (plan: SetupPlan, unitId: string) => (Object.hasOwn(plan.board.units, unitId) ? plan.board.units[unitId].designation : unitId);

/** Where each unit of the scenario sets up, or why it is not placed on the map; in set-up order of sides, then unit id. */
function unitSetups(doc: ScenarioDocument, ground: PlacementGround, order: readonly string[]): UnitSetup[] {
  const { board } = ground;
  const result: UnitSetup[] = [];
  for (const sideId of order) {
    for (const unit of [...doc.units].sort((a, b) => (a.id < b.id ? -1 : 1))) {
      const info = Object.hasOwn(board.units, unit.id) ? board.units[unit.id] : undefined;
      if (!info || info.sideId !== sideId) continue;
      const base = { unitId: unit.id, sideId };
      if (unit.aboard) {
        const carrier = Object.hasOwn(board.units, unit.aboard) ? board.units[unit.aboard].designation : unit.aboard;
        result.push({ ...base, placeable: false, why: `it starts aboard ${carrier}, wherever that carrier is placed` });
        continue;
      }
      switch (unit.setup.kind) {
        case 'reinforcement':
          result.push({ ...base, placeable: false, why: 'a reinforcement: it arrives during play' });
          break;
        case 'rule':
          result.push({ ...base, placeable: false, why: `set up by a special rule: ${unit.setup.text}` });
          break;
        case 'none':
          result.push({ ...base, placeable: false, why: 'the scenario gives it no set-up area' });
          break;
        case 'area': {
          const open = ground.open.get(unit.id) ?? [];
          if (open.length === 0) result.push({ ...base, placeable: false, why: 'its set-up area has no hex its movement class may enter' });
          else result.push({ ...base, placeable: true, hexes: open.map((at) => hexAt(board, at)), area: unit.setup.area });
          break;
        }
      }
    }
  }
  return result;
}

/** Placements by board index of their hex. */
type Occupancy = ReadonlyMap<number, readonly Placement[]>;

function occupancy(board: Board, placements: readonly Placement[]): Occupancy {
  const byHex = new Map<number, Placement[]>();
  for (const p of placements) {
    const at = hexIndex(board, p.hex);
    const list = byHex.get(at);
    if (list) list.push(p);
    else byHex.set(at, [p]);
  }
  return byHex;
}

/** Why `unitId` may not go to `hex` given the other placements (its own left out), or null when it may. */
export function placementFault(plan: SetupPlan, placements: readonly Placement[], unitId: string, hex: HexRef): string | null {
  return fault(plan, occupancy(plan.board, placements), unitId, hex);
}

function fault(plan: SetupPlan, occupied: Occupancy, unitId: string, hex: HexRef): string | null {
  const { board, doc } = plan;
  if (!Object.hasOwn(board.units, unitId)) return `There is no unit '${unitId}' in this scenario.`;
  const info = board.units[unitId];
  const name = info.designation;
  const setup = plan.byUnit.get(unitId);
  if (!setup?.placeable) return `${name} is not placed on the map at set-up: ${setup && !setup.placeable ? setup.why : 'unknown unit'}.`;
  if (!Number.isInteger(hex.col) || !Number.isInteger(hex.row) || hex.col < 0 || hex.row < 0 || hex.col >= board.cols || hex.row >= board.rows) return `That hex is not on the map.`;
  const at = hexIndex(board, hex);
  const label = labelOf(board, hex);
  if (!plan.open.get(unitId)?.has(at)) return `${label} is not in ${name}'s set-up area, or its terrain is closed to ${name}'s movement class.`;
  const here = (occupied.get(at) ?? []).filter((p) => p.unitId !== unitId);
  const enemy = here.find((p) => board.units[p.unitId]?.sideId !== info.sideId);
  if (enemy) return `${label} holds an enemy unit (${designation(plan, enemy.unitId)}): units of two sides never share a hex (7.6).`;
  const side = doc.sides.find((s) => s.id === info.sideId);
  if (side?.setupMaxPerHex !== undefined && here.length + 1 > side.setupMaxPerHex) return `${side.name} may set up at most ${side.setupMaxPerHex} unit${side.setupMaxPerHex === 1 ? '' : 's'} in one hex (a scenario rule).`;
  const points = here.reduce((sum, p) => sum + unitPoints(board, p.unitId), 0) + unitPoints(board, unitId);
  if (points > board.stacking.pointsPerHex) return `${label} would hold ${points} stacking points; the most is ${board.stacking.pointsPerHex} (7.2).`;
  if (board.ruleset.modules.tankKillers) {
    if (hasFlag(info, 'tank-killer') && here.length > 0) return `${name} is a tank killer: it sets up alone in its hex (OST 15.12).`;
    const killer = here.find((p) => hasFlag(board.units[p.unitId], 'tank-killer'));
    if (killer) return `${designation(plan, killer.unitId)} in ${label} is a tank killer: it stands alone in its hex (OST 15.12).`;
  }
  return null;
}

/** Places (or moves) one unit; refused with the reason, the list unchanged. */
export function placeUnit(plan: SetupPlan, placements: readonly Placement[], unitId: string, hex: HexRef): Placed {
  const fault = placementFault(plan, placements, unitId, hex);
  if (fault) return { ok: false, reason: fault };
  return { ok: true, placements: [...placements.filter((p) => p.unitId !== unitId), { unitId, hex: { col: hex.col, row: hex.row } }] };
}

/** Takes a unit off the map (back to the tray); refused when it is not placed. */
export function removeUnit(plan: SetupPlan, placements: readonly Placement[], unitId: string): Placed {
  if (!placements.some((p) => p.unitId === unitId)) return { ok: false, reason: `${designation(plan, unitId)} is not placed.` };
  return { ok: true, placements: placements.filter((p) => p.unitId !== unitId) };
}

/** Every hex the unit may be placed in now, given the others (what the board highlights while it is dragged). */
export function legalHexes(plan: SetupPlan, placements: readonly Placement[], unitId: string): HexRef[] {
  const setup = plan.byUnit.get(unitId);
  if (!setup?.placeable) return [];
  const occupied = occupancy(plan.board, placements);
  return setup.hexes.filter((hex) => fault(plan, occupied, unitId, hex) === null);
}

/**
 * The bots' set-up for one side (bots/placements.ts), around the placements already made: each of its units not yet
 * placed goes to a legal hex; `objectives` fills empty objective hexes first, then hexes next to them; `random` picks
 * uniformly. Units with no legal hex left stay off the map and are listed.
 */
export function autoPlace(plan: SetupPlan, placements: readonly Placement[], sideId: string, seed: string, style: PlacementStyle = 'objectives'): { placements: readonly Placement[]; unplaced: readonly string[] } {
  const { board, ground } = plan;
  const dice = new BotDice(`setup-${seed}-${sideId}`);
  let current = [...placements];
  const unplaced: string[] = [];
  const mine = plan.units.filter((u) => u.sideId === sideId && u.placeable && !current.some((p) => p.unitId === u.unitId));
  for (const unit of mine) {
    const held = new Set(current.map((p) => hexIndex(board, p.hex)));
    const hexes = legalHexes(plan, current, unit.unitId).map((h) => hexIndex(board, h));
    const rank = (at: number) => (style === 'random' ? 0 : ground.objectives.has(at) && !held.has(at) ? 0 : ground.nearObjective.has(at) ? 1 : 2);
    const best = Math.min(...hexes.map(rank));
    const choices = hexes.filter((at) => rank(at) === best);
    if (choices.length === 0) {
      unplaced.push(unit.unitId);
      continue;
    }
    current = [...current, { unitId: unit.unitId, hex: hexAt(board, dice.pick(choices)) }];
  }
  return { placements: current, unplaced };
}

export function hiddenShares(plan: SetupPlan, placements: readonly Placement[]): HiddenShare[] {
  const { board, doc } = plan;
  const placed = new Set(placements.map((p) => p.unitId));
  return plan.order.map((sideId) => {
    const side = doc.sides.find((s) => s.id === sideId);
    const marked = doc.units.filter((u) => u.hidden && board.units[u.id]?.sideId === sideId).map((u) => u.id).sort();
    const onMap = board.unitIds.filter((id) => board.units[id].sideId === sideId && placed.has(id)).length;
    const percent = side?.hiddenPercent ?? null;
    return {
      sideId,
      applies: board.ruleset.modules.hip && marked.length > 0,
      percent,
      marked,
      placed: marked.filter((id) => placed.has(id)),
      allowed: percent === null ? null : Math.ceil((onMap * percent) / 100),
    };
  });
}

export type SetupCheck = {
  /** The engine can start the game from these placements. */
  readonly ok: boolean;
  /** Why it cannot, in words. */
  readonly problems: readonly string[];
  /** Units that could be placed and are not: they would start off the map (allowed, but rarely meant). */
  readonly unplaced: readonly string[];
};

/** The engine's own set-up check on the placements (setupProblems), each problem with names and hex labels. */
export function readyToStart(plan: SetupPlan, placements: readonly Placement[]): SetupCheck {
  const problems = setupProblems(setupFromScenario(plan.doc, placements)).map((p) => problemInWords(plan, p));
  const placed = new Set(placements.map((p) => p.unitId));
  const unplaced = plan.units.filter((u) => u.placeable && !placed.has(u.unitId)).map((u) => u.unitId);
  return { ok: problems.length === 0, problems, unplaced };
}

/** The engine's set-up problems quote unit ids and "col,row" keys; people read designations and hex labels. */
function problemInWords(plan: SetupPlan, problem: string): string {
  const { board } = plan;
  const words = problem
    .replace(/'([^']+)'/g, (quoted, id: string) => (Object.hasOwn(board.units, id) ? board.units[id].designation : (plan.doc.sides.find((s) => s.id === id)?.name ?? quoted)))
    .replace(/\b(\d+),(\d+)\b/g, (key, col: string, row: string) => {
      const hex = { col: Number(col), row: Number(row) };
      return hex.col < board.cols && hex.row < board.rows ? labelOf(board, hex) : key;
    })
    .replace(/^(\S+) sets up/, (all, id: string) => `${plan.doc.sides.find((s) => s.id === id)?.name ?? id} sets up`);
  return words.length > 0 ? words[0].toUpperCase() + words.slice(1) : words;
}
