/**
 * What people call the things a game refers to by id: units by designation, sides, contingents, strike markers,
 * tables, zones and arrivals by their names, hexes by the map's own numbering, terrain and features by the catalog's
 * names, directions by the compass. Built once per game from its board, and from the scenario document where the board
 * keeps only ids (contingent codes, zone names).
 */
import { directionNames, HEX_DIRECTIONS, sheetDirectionOf, type HexDirection } from '../hex';
import type { Area, Contingent, HexRef, Zone } from '../model';
import { featureRuleById, hexsideTypeById, pathTypeById, terrainById } from '../ruleset';
import { labelOf, type Board } from '../engine';
import { listOf, lowerFirst } from './narration';

/** The parts of a scenario document the board does not keep. */
export type NameSource = {
  readonly contingents?: readonly Pick<Contingent, 'id' | 'code' | 'name'>[];
  readonly zones?: readonly Pick<Zone, 'id' | 'name'>[];
};

export type Names = {
  readonly board: Board;
  /** A unit's designation; with its contingent's code when another unit has the same designation. */
  unit(id: string): string;
  units(ids: readonly string[]): string;
  side(id: string): string;
  contingent(id: string): string;
  /** A strike marker's label ("Japanese airstrike 1"). */
  strike(id: string): string;
  /** A die-roll table's name. */
  table(id: string): string;
  /** What brought reinforcements: a table (its name) or an arrival ("the turn 3 arrival"). */
  source(id: string): string;
  zone(id: string): string;
  hex(ref: HexRef): string;
  hexes(refs: readonly HexRef[]): string;
  terrain(id: string): string;
  hexside(id: string): string;
  path(id: string): string;
  feature(type: string): string;
  area(area: Area): string;
  /** A direction of the sheet (HexDirection) named by the compass (north may lie on any side of the sheet). */
  direction(dir: number): string;
  /**
   * The engine's own words (reasons, purposes, notes) with the record ids some of them quote ("table result
   * (allied-reinforcements)", "shot down br-air-1") put as names.
   */
  text(words: string): string;
  /** The engine's words as a clause inside a sentence: `text`, with a capital first letter lowered unless a name starts it. */
  clause(words: string): string;
};

const escape = (id: string) => id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Ids that cannot be mistaken for words: with a digit, a hyphen or an underscore, and three characters or more. */
const quotable = (id: string) => id.length >= 3 && /[-_0-9]/.test(id);


export function gameNames(board: Board, source: NameSource = {}): Names {
  const contingents = new Map((source.contingents ?? []).map((c) => [c.id, c]));
  const zones = new Map((source.zones ?? []).map((z) => [z.id, z.name]));
  const designations = new Map<string, number>();
  for (const id of board.unitIds) designations.set(board.units[id].designation, (designations.get(board.units[id].designation) ?? 0) + 1);
  const { scenario, ruleset } = board;
  const own = <T>(record: Readonly<Record<string, T>>, id: string): T | undefined => (Object.hasOwn(record, id) ? record[id] : undefined);
  const quoted = new Map<string, () => string>();
  for (const id of board.unitIds) if (quotable(id)) quoted.set(id, () => names.unit(id));
  for (const id of scenario.strikeIds) if (quotable(id)) quoted.set(id, () => names.strike(id));
  for (const id of scenario.tableIds) if (quotable(id)) quoted.set(id, () => names.table(id));
  for (const a of scenario.arrivals) if (quotable(a.id)) quoted.set(a.id, () => names.source(a.id));
  // Zone ids: a victory condition's reason names the zone to hold.
  for (const id of Object.keys(scenario.zones)) if (quotable(id) && zones.has(id)) quoted.set(id, () => names.zone(id));
  // Side ids too, whatever they look like: the engine writes them into conditions and reasons ("japanese occupies ...").
  for (const side of board.sides) quoted.set(side.id, () => side.name);
  const pattern = quoted.size > 0 ? new RegExp(`(?<![\\w-])(${[...quoted.keys()].sort((a, b) => b.length - a.length).map(escape).join('|')})(?![\\w-])`, 'g') : null;
  const proper = [...board.unitIds.map((id) => board.units[id].designation), ...board.sides.map((s) => s.name), ...scenario.strikeIds.map((id) => scenario.strikes[id].label), ...Object.values(scenario.tables).map((t) => t.name)]
    .filter((n) => n.length > 0)
    .sort((a, b) => b.length - a.length);
  const startsWithName = (words: string) => proper.some((n) => words.startsWith(n) && !/[\p{L}\p{N}]/u.test(words.charAt(n.length)));
  const names: Names = {
    board,
    unit(id) {
      const info = own(board.units, id);
      if (!info) return id;
      if ((designations.get(info.designation) ?? 0) < 2) return info.designation;
      const code = contingents.get(info.contingentId ?? '')?.code;
      return code ? `${code} ${info.designation}` : info.designation;
    },
    units: (ids) => listOf(ids.map((id) => names.unit(id))),
    side: (id) => board.sides.find((s) => s.id === id)?.name ?? id,
    contingent(id) {
      const c = contingents.get(id);
      return c ? c.code || c.name : id;
    },
    strike: (id) => own(scenario.strikes, id)?.label || `${own(scenario.strikes, id)?.kind === 'naval' ? 'naval gunfire' : 'airstrike'} marker`,
    table: (id) => own(scenario.tables, id)?.name ?? id,
    source(id) {
      const table = own(scenario.tables, id);
      if (table) return table.name;
      const arrival = scenario.arrivals.find((a) => a.id === id);
      if (arrival) return `the turn ${arrival.turn} arrival`;
      return id;
    },
    zone: (id) => zones.get(id) ?? id,
    hex: (ref) => labelOf(board, ref),
    hexes: (refs) => listOf(refs.map((r) => labelOf(board, r))),
    terrain: (id) => terrainById(ruleset, id)?.name ?? id,
    hexside: (id) => hexsideTypeById(ruleset, id)?.name ?? id,
    path: (id) => pathTypeById(ruleset, id)?.name ?? id,
    feature: (type) => featureRuleById(ruleset, type)?.name ?? (type.length > 0 ? type[0].toUpperCase() + type.slice(1).replace(/([A-Z])/g, ' $1').toLowerCase() : type),
    area(area) {
      switch (area.kind) {
        case 'anywhere':
          return 'anywhere on the map';
        case 'zone':
          return names.zone(area.zoneId);
        case 'hexes':
          return area.hexes.length <= 6 ? names.hexes(area.hexes) : `${area.hexes.length} listed hexes`;
        case 'edge':
          return `the ${area.edge} edge`;
        case 'matching': {
          const what = [...area.terrain.map(names.terrain), ...area.hexsides.map(names.hexside), ...area.features.map(names.feature)].map((n) => n.toLowerCase());
          return `${listOf(what) || 'no'} hexes${area.adjacent ? ' and the hexes next to them' : ''}`;
        }
      }
    },
    direction(dir) {
      const { orientation } = board.geom;
      const compass = HEX_DIRECTIONS.find((c) => sheetDirectionOf(orientation, board.north, c) === dir) ?? (dir as HexDirection);
      return directionNames(orientation)[compass] ?? String(dir);
    },
    clause: (words) => names.text(startsWithName(words) ? words : lowerFirst(words)),
    text: (words) => (pattern === null ? words : words.replace(pattern, (id: string) => quoted.get(id)?.() ?? id)),
  };
  return names;
}
