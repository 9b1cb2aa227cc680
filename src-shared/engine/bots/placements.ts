/**
 * The bots' set-up (before play, not an engine action): each unit set up in an area goes to a hex of that area that
 * its movement class may enter, free of enemy units, within the stacking limit (7.2) and the side's set-up limit per
 * hex; sides set up in their set-up order. `objectives` style fills empty objective hexes first, then hexes next to
 * objectives; `random` picks uniformly. Under the tankKillers module a tank killer goes only to a hex holding no
 * unit yet, and no unit goes where a tank killer stands (OST 15.12: createGame refuses any other set-up). Units set up
 * by special-rule text, or with no hex left, stay off the map.
 */
import type { ScenarioDocument } from '../../model';
import { areaHexes } from '../scenario/area-hexes';
import { hexAt, hexIndex, type Board } from '../core/board';
import { mayStandIn, unitCostTables } from '../movement/movement-cost';
import { setupFromScenario } from '../scenario/scenario-setup';
import { boardFromSetup } from '../scenario/setup';
import type { Placement } from '../scenario/setup-types';
import { hasFlag, unitPoints } from '../core/units';
import { BotDice } from './bot';

export type PlacementStyle = 'random' | 'objectives';

export type BotPlacements = {
  readonly placements: Placement[];
  /** Units the bots could not place: set up by special-rule text, or no legal hex left in their area. */
  readonly unplaced: string[];
};

/** What set-up needs from a scenario, worked out once for any number of games. */
export type PlacementGround = {
  readonly doc: ScenarioDocument;
  readonly board: Board;
  readonly objectives: ReadonlySet<number>;
  readonly nearObjective: ReadonlySet<number>;
  /** Hexes of each unit's set-up area that its movement class may enter, by unit id. */
  readonly open: ReadonlyMap<string, readonly number[]>;
};

export function placementGround(doc: ScenarioDocument): PlacementGround {
  const board = boardFromSetup(setupFromScenario(doc, []));
  const objectives = new Set(board.scenario.objectives.map((o) => hexIndex(board, o.hex)));
  const nearObjective = new Set<number>();
  for (const at of objectives) for (let dir = 0; dir < 6; dir++) if (board.neighbourAt[at * 6 + dir] >= 0) nearObjective.add(board.neighbourAt[at * 6 + dir]);
  const open = new Map<string, number[]>();
  const byArea = new Map<string, readonly number[]>();
  for (const unit of doc.units) {
    const info = Object.hasOwn(board.units, unit.id) ? board.units[unit.id] : undefined;
    // A unit set up aboard a carrier (transport) goes wherever its carrier is placed.
    if (unit.setup.kind !== 'area' || !info || unit.aboard) continue;
    const key = JSON.stringify(unit.setup.area);
    const hexes = byArea.get(key) ?? areaHexes(board, unit.setup.area);
    byArea.set(key, hexes);
    const tables = unitCostTables(board, info);
    open.set(unit.id, hexes.filter((at) => mayStandIn(board, tables, at)));
  }
  return { doc, board, objectives, nearObjective, open };
}

export function botPlacements(ground: PlacementGround, seed: string, style: (sideId: string) => PlacementStyle): BotPlacements {
  const { doc, board, objectives, nearObjective } = ground;
  const dice = new BotDice(`setup-${seed}`);
  const owner = new Map<number, string>();
  const points = new Map<number, number>();
  const count = new Map<number, number>();
  const killerAt = new Set<number>();
  const alone = board.ruleset.modules.tankKillers;
  const placements: Placement[] = [];
  const unplaced: string[] = [];
  const sides = [...doc.sides].sort((a, b) => a.setupOrder - b.setupOrder);
  const sideOf = new Map(doc.contingents.map((c) => [c.id, c.sideId]));
  for (const side of sides) {
    const maxPerHex = side.setupMaxPerHex ?? Infinity;
    const units = doc.units.filter((u) => sideOf.get(u.contingentId) === side.id && u.setup.kind !== 'reinforcement' && !u.aboard).sort((a, b) => (a.id < b.id ? -1 : 1));
    for (const unit of units) {
      const size = Object.hasOwn(board.units, unit.id) ? unitPoints(board, unit.id) : 0;
      const killer = alone && Object.hasOwn(board.units, unit.id) && hasFlag(board.units[unit.id], 'tank-killer');
      const open = (ground.open.get(unit.id) ?? []).filter(
        (at) =>
          (owner.get(at) ?? side.id) === side.id &&
          (points.get(at) ?? 0) + size <= board.stacking.pointsPerHex &&
          (count.get(at) ?? 0) < maxPerHex &&
          !killerAt.has(at) &&
          !(killer && count.has(at)),
      );
      const rank = (at: number) => (style(side.id) === 'random' ? 0 : objectives.has(at) && !owner.has(at) ? 0 : nearObjective.has(at) ? 1 : 2);
      const best = Math.min(...open.map(rank));
      const choices = open.filter((at) => rank(at) === best);
      if (choices.length === 0) {
        unplaced.push(unit.id);
        continue;
      }
      const at = dice.pick(choices);
      owner.set(at, side.id);
      points.set(at, (points.get(at) ?? 0) + size);
      count.set(at, (count.get(at) ?? 0) + 1);
      if (killer) killerAt.add(at);
      placements.push({ unitId: unit.id, hex: hexAt(board, at) });
    }
  }
  return { placements, unplaced };
}
