/**
 * The hexes of a scenario Area as board indexes, sorted (an engine-local resolver, kept apart from the editor's).
 * Edges are compass edges, put on a sheet side by the map's compass (north at the top unless the map says otherwise);
 * positions along the top and bottom sides are columns, along the left and right sides rows. `from`/`to` bound the
 * stretch, both included.
 */
import { sheetSideOf } from '../../hex';
import type { Area } from '../../model';
import { hexIndex, onMap, type Board } from '../core/board';

function edgeHexes(board: Board, area: Extract<Area, { kind: 'edge' }>): number[] {
  const side = sheetSideOf(board.north, area.edge);
  const alongCols = side === 'top' || side === 'bottom';
  const length = alongCols ? board.cols : board.rows;
  const from = Math.max(0, area.from ?? 0);
  const to = Math.min(length - 1, area.to ?? length - 1);
  const out: number[] = [];
  for (let i = from; i <= to; i++) {
    if (side === 'top') out.push(i);
    else if (side === 'bottom') out.push((board.rows - 1) * board.cols + i);
    else if (side === 'left') out.push(i * board.cols);
    else out.push(i * board.cols + board.cols - 1);
  }
  return out;
}

function matchingHexes(board: Board, area: Extract<Area, { kind: 'matching' }>): number[] {
  const terrain = new Set(area.terrain);
  const hexsides = new Set(area.hexsides);
  const features = new Set<string>(area.features);
  const hit = new Uint8Array(board.size);
  for (let at = 0; at < board.size; at++) {
    if (terrain.has(board.terrainIds[board.terrainAt[at]])) hit[at] = 1;
    for (let dir = 0; dir < 6 && hit[at] === 0; dir++) {
      const hs = board.hexsideAt[at * 6 + dir];
      if (hs >= 0 && hexsides.has(board.hexsideTypeIds[hs])) hit[at] = 1;
    }
  }
  for (const [at, list] of board.featuresAt) if (list.some((f) => features.has(f.type))) hit[at] = 1;
  const out = new Set<number>();
  for (let at = 0; at < board.size; at++) {
    if (hit[at] === 0) continue;
    out.add(at);
    if (!area.adjacent) continue;
    for (let dir = 0; dir < 6; dir++) {
      const n = board.neighbourAt[at * 6 + dir];
      if (n >= 0) out.add(n);
    }
  }
  return [...out];
}

const hexesByBoard = new WeakMap<Board, WeakMap<Area, readonly number[]>>();

/**
 * Every hex of the area on this map, as sorted board indexes; hexes off the map and unknown zones give nothing.
 * Worked out once per board and area record (entry areas are read at every step of a Movement Phase).
 */
export function areaHexes(board: Board, area: Area): readonly number[] {
  let known = hexesByBoard.get(board);
  if (!known) hexesByBoard.set(board, (known = new WeakMap()));
  let hexes = known.get(area);
  if (!hexes) known.set(area, (hexes = resolveArea(board, area)));
  return hexes;
}

function resolveArea(board: Board, area: Area): number[] {
  let list: number[];
  switch (area.kind) {
    case 'anywhere':
      list = Array.from({ length: board.size }, (_, i) => i);
      break;
    case 'zone': {
      const hexes = Object.hasOwn(board.scenario.zones, area.zoneId) ? board.scenario.zones[area.zoneId] : [];
      list = hexes.filter((h) => onMap(board, h)).map((h) => hexIndex(board, h));
      break;
    }
    case 'hexes':
      list = area.hexes.filter((h) => onMap(board, h)).map((h) => hexIndex(board, h));
      break;
    case 'edge':
      list = edgeHexes(board, area);
      break;
    case 'matching':
      list = matchingHexes(board, area);
      break;
  }
  return [...new Set(list)].sort((a, b) => a - b);
}

/** One line naming the area for explanations. */
export function describeArea(area: Area): string {
  switch (area.kind) {
    case 'anywhere':
      return 'anywhere on the map';
    case 'zone':
      return `zone '${area.zoneId}'`;
    case 'hexes':
      return `${area.hexes.length} listed hex${area.hexes.length === 1 ? '' : 'es'}`;
    case 'edge':
      return `the ${area.edge} map edge${area.from !== undefined || area.to !== undefined ? ` (${area.from ?? 'start'} to ${area.to ?? 'end'})` : ''}`;
    case 'matching':
      return `hexes matching ${[...area.terrain, ...area.hexsides, ...area.features].join(', ') || 'nothing'}${area.adjacent ? ' and next to them' : ''}`;
  }
}
