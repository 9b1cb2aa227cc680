import { neighbours, parseHexsideKey, sheetSideOf } from '../hex';
import type { Area } from '../model/areas';
import type { ScenarioDocument } from '../model/document';
import type { MapSettings } from '../model/map';
import type { HexRef } from '../model/map-refs';

/** The parts of a document an area needs: cheap to build from a store without copying the hexes. */
export type AreaContext = Pick<ScenarioDocument, 'map' | 'zones' | 'hexes' | 'hexsides' | 'features'>;
type MapSize = Pick<MapSettings, 'cols' | 'rows'>;
type MapFrame = MapSize & Pick<MapSettings, 'north'>;

const onMap = (map: MapSize, hex: HexRef) =>
  Number.isInteger(hex.col) && Number.isInteger(hex.row) && hex.col >= 0 && hex.row >= 0 && hex.col < map.cols && hex.row < map.rows;

/** A hex on the outermost ring of the map: at least one of its neighbours lies off the map. */
export function isEdgeHex(map: MapSize, hex: HexRef): boolean {
  return onMap(map, hex) && (hex.col === 0 || hex.row === 0 || hex.col === map.cols - 1 || hex.row === map.rows - 1);
}

/** The terrain of any hex: its own record, or the map's default terrain. */
export function terrainLookup(doc: Pick<ScenarioDocument, 'map' | 'hexes'>): (hex: HexRef) => string {
  const { map } = doc;
  const own = new Map<number, string>();
  for (const h of doc.hexes) if (onMap(map, h)) own.set(h.row * map.cols + h.col, h.terrain);
  return (hex) => (onMap(map, hex) ? own.get(hex.row * map.cols + hex.col) : undefined) ?? map.defaultTerrain;
}

/** Hexes by flat index `row * cols + col`; collecting them in index order sorts and de-duplicates at once. */
class HexMarks {
  private readonly marks: Uint8Array;
  constructor(private readonly map: MapSize) {
    this.marks = new Uint8Array(map.cols * map.rows);
  }
  add(hex: HexRef): void {
    if (onMap(this.map, hex)) this.marks[hex.row * this.map.cols + hex.col] = 1;
  }
  list(): HexRef[] {
    const out: HexRef[] = [];
    const { cols } = this.map;
    this.marks.forEach((mark, i) => {
      if (mark) out.push({ col: i % cols, row: Math.floor(i / cols) });
    });
    return out;
  }
}

/** Short lists skip the full-map mark array. */
function sortedUnique(map: MapSize, hexes: readonly HexRef[]): HexRef[] {
  const seen = new Set<number>();
  for (const hex of hexes) if (onMap(map, hex)) seen.add(hex.row * map.cols + hex.col);
  return [...seen].sort((a, b) => a - b).map((i) => ({ col: i % map.cols, row: Math.floor(i / map.cols) }));
}

/** A stretch of the sheet side the compass puts the edge on (positions: columns on top/bottom, rows on left/right). */
function edgeHexes(map: MapFrame, area: Extract<Area, { kind: 'edge' }>): HexRef[] {
  const side = sheetSideOf(map.north, area.edge);
  const horizontal = side === 'top' || side === 'bottom';
  const length = horizontal ? map.cols : map.rows;
  const from = Math.max(0, area.from ?? 0);
  const to = Math.min(length - 1, area.to ?? length - 1);
  const fixed = side === 'top' || side === 'left' ? 0 : side === 'bottom' ? map.rows - 1 : map.cols - 1;
  const out: HexRef[] = [];
  for (let p = from; p <= to; p++) out.push(horizontal ? { col: p, row: fixed } : { col: fixed, row: p });
  return out;
}

function matchingHexes(doc: AreaContext, area: Extract<Area, { kind: 'matching' }>): HexRef[] {
  const { map } = doc;
  const marks = new HexMarks(map);
  const terrain = new Set(area.terrain);
  if (terrain.has(map.defaultTerrain)) {
    const terrainAt = terrainLookup(doc);
    for (let row = 0; row < map.rows; row++)
      for (let col = 0; col < map.cols; col++) if (terrain.has(terrainAt({ col, row }))) marks.add({ col, row });
  } else if (terrain.size > 0) {
    for (const h of doc.hexes) if (terrain.has(h.terrain)) marks.add(h);
  }
  if (area.hexsides.length > 0) {
    const types = new Set(area.hexsides);
    for (const side of doc.hexsides) {
      if (!types.has(side.type)) continue;
      const parsed = parseHexsideKey(map, side.id);
      if (!parsed) continue;
      marks.add(parsed.hex);
      marks.add(parsed.other);
    }
  }
  if (area.features.length > 0) {
    const types = new Set<string>(area.features);
    for (const f of doc.features) if (types.has(f.type)) marks.add(f.hex);
  }
  if (!area.adjacent) return marks.list();
  const core = marks.list();
  for (const hex of core) for (const n of neighbours(map, hex)) marks.add(n);
  return marks.list();
}

/** Every on-map hex an area stands for, sorted by row then column, without duplicates. */
export function areaHexes(doc: AreaContext, area: Area): HexRef[] {
  const { map } = doc;
  switch (area.kind) {
    case 'anywhere': {
      const out: HexRef[] = [];
      for (let row = 0; row < map.rows; row++) for (let col = 0; col < map.cols; col++) out.push({ col, row });
      return out;
    }
    case 'zone':
      return sortedUnique(map, doc.zones.find((z) => z.id === area.zoneId)?.hexes ?? []);
    case 'hexes':
      return sortedUnique(map, area.hexes);
    case 'edge':
      return edgeHexes(map, area);
    case 'matching':
      return matchingHexes(doc, area);
  }
}
