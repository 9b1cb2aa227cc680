/**
 * Builds the two bundled Paratrooper scenarios, 23.0 Palembang and 24.0 Primosole Bridge, in code and writes them as
 * canonical `scenarios/*.atoll.json`:
 *
 *   npx tsx scripts/make-scenarios.ts
 *
 * Every statement of the scenario text is entered as document data (sides, contingents, set-up areas, turn track,
 * arrivals, die-roll tables, strikes, CP bonuses, side parameters, victory). What the text does not print (counter
 * values, CP per turn, strike strengths, the maps) is chosen here and listed in each scenario's designer notes.
 * The builders are deterministic: the same code gives the same bytes (tests/unit/scenarios.test.ts checks it).
 * The map builder and the record helpers are exported for the other scenario generators (scripts/make-island.ts).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SPECIAL_RULE_MODULES } from '../src-shared/engine';
import { compassEdgeOf, directionOf, distance, hexLabel, hexsideKey, HEX_DIRECTIONS, neighbour, parseHexLabel } from '../src-shared/hex';
import {
  defaultVictory, documentToJson, emptyDocument, makeSide, sidcWithSize, UNIT_CLASSES,
  type Area, type Arrival, type Condition, type Contingent, type DieTable, type Effect, type Entry, type Feature, type FeatureType,
  type HexRef, type MapSettings, type Outcome, type ScenarioDocument, type SimpleEffect, type SpecialRule, type Strike,
  type TableRow, type Turn, type Unit, type UnitType, type Zone,
} from '../src-shared/model';

// ------------------------------------------------------------------------------------------------ map builder

/** A document under construction, with the map painted by printed hex numbers ("3016") as the text gives them. */
export class ScenarioBuilder {
  readonly doc: ScenarioDocument;
  private readonly terrain = new Map<string, string>();
  private readonly sideTypes = new Map<string, string>();
  private readonly pathIds = new Set<string>();

  constructor(map: MapSettings) {
    this.doc = { ...emptyDocument(), map, sides: [] };
  }

  private get geom() {
    return { orientation: this.doc.map.orientation, stagger: this.doc.map.stagger };
  }

  onMap(h: HexRef): boolean {
    return h.col >= 0 && h.row >= 0 && h.col < this.doc.map.cols && h.row < this.doc.map.rows;
  }

  /** The hex a printed label names; throws for a label that is not on the map (a typo in a scenario part). */
  hex(label: string): HexRef {
    const h = parseHexLabel(this.doc.map.numbering, label);
    if (!h || !this.onMap(h)) throw new Error(`hex ${label} is not on the ${this.doc.map.cols}×${this.doc.map.rows} map`);
    return h;
  }

  hexes(...labels: string[]): HexRef[] {
    return labels.map((l) => this.hex(l));
  }

  label(h: HexRef): string {
    return hexLabel(this.doc.map.numbering, h) ?? `${h.col},${h.row}`;
  }

  /** The hex by its printed column and row numbers. */
  at(c: number, r: number): HexRef {
    const { firstCol, firstRow, colStep = 1, rowStep = 1 } = this.doc.map.numbering;
    return { col: (c - firstCol) * colStep, row: (r - firstRow) * rowStep };
  }

  /** Printed column and row numbers of a hex. */
  numbers(h: HexRef): { c: number; r: number } {
    const { firstCol, firstRow, colStep = 1, rowStep = 1 } = this.doc.map.numbering;
    return { c: firstCol + colStep * h.col, r: firstRow + rowStep * h.row };
  }

  /** Every hex of the map, row by row. */
  all(): HexRef[] {
    const out: HexRef[] = [];
    for (let row = 0; row < this.doc.map.rows; row++) for (let col = 0; col < this.doc.map.cols; col++) out.push({ col, row });
    return out;
  }

  /** Every hex whose printed numbers pass the test. */
  where(test: (c: number, r: number) => boolean): HexRef[] {
    return this.all().filter((h) => {
      const { c, r } = this.numbers(h);
      return test(c, r);
    });
  }

  neighbours(h: HexRef): HexRef[] {
    return HEX_DIRECTIONS.map((dir) => neighbour(this.geom, h, dir)).filter((n) => this.onMap(n));
  }

  distance(a: HexRef, b: HexRef): number {
    return distance(this.geom, a, b);
  }

  terrainAt(h: HexRef): string {
    return this.terrain.get(`${h.col},${h.row}`) ?? this.doc.map.defaultTerrain;
  }

  paint(hexes: HexRef[], terrain: string): void {
    for (const h of hexes) this.terrain.set(`${h.col},${h.row}`, terrain);
  }

  /** Paint land features (towns, refineries...) that must not fall into a river or the sea. */
  build(hexes: HexRef[], terrain: string): void {
    for (const h of hexes) {
      const before = this.terrainAt(h);
      if (before === 'all-river' || before === 'all-sea') throw new Error(`${terrain} at ${this.label(h)} would cover ${before}`);
    }
    this.paint(hexes, terrain);
  }

  /** The connected hexes of a line through the waypoints. Each leg takes a shortest step at a time, keeping to the
   *  row the straight line between its ends would be on, so a leg along one printed row stays on that row. */
  line(...labels: string[]): HexRef[] {
    const points = this.hexes(...labels);
    const out: HexRef[] = [points[0]];
    points.slice(1).forEach((to, i) => {
      const from = points[i];
      const rowAt = (col: number) => (from.col === to.col ? to.row : from.row + ((to.row - from.row) * (col - from.col)) / (to.col - from.col));
      for (let at = from; this.distance(at, to) > 0; ) {
        const closer = this.neighbours(at).filter((n) => this.distance(n, to) === this.distance(at, to) - 1);
        at = closer.reduce((best, n) => (Math.abs(n.row - rowAt(n.col)) < Math.abs(best.row - rowAt(best.col)) ? n : best));
        out.push(at);
      }
    });
    return out;
  }

  /** A road, railroad or track along the line through the waypoints: one path record per hexside crossed. */
  path(type: string, ...labels: string[]): void {
    const line = this.line(...labels);
    line.slice(1).forEach((to, i) => {
      const from = line[i];
      const dir = directionOf(this.geom, from, to);
      if (dir === null) throw new Error(`${type}: ${this.label(from)} and ${this.label(to)} are not adjacent`);
      for (const h of [from, to])
        if (this.terrainAt(h) === 'all-river' || this.terrainAt(h) === 'all-sea') throw new Error(`${type} runs into water at ${this.label(h)}`);
      this.pathIds.add(`${hexsideKey(this.geom, from, dir)}|${type}`);
    });
  }

  /** One hexside between two adjacent hexes. */
  /** Puts a hexside feature between two adjacent hexes and returns its key. */
  hexside(a: HexRef, b: HexRef, type: string): string {
    const dir = directionOf(this.geom, a, b);
    if (dir === null) throw new Error(`hexside: ${this.label(a)} and ${this.label(b)} are not adjacent`);
    const key = hexsideKey(this.geom, a, dir);
    this.sideTypes.set(key, type);
    return key;
  }

  /** A line of hexsides between two regions: every side between neighbours the test puts on different banks
   *  (null = neither bank, e.g. sea). This draws a river that never has a gap. */
  boundary(bank: (c: number, r: number) => 'a' | 'b' | null, type: string): void {
    for (const h of this.all()) {
      const { c, r } = this.numbers(h);
      const mine = bank(c, r);
      if (!mine) continue;
      for (const dir of [0, 1, 2] as const) {
        const n = neighbour(this.geom, h, dir);
        if (!this.onMap(n)) continue;
        const other = this.numbers(n);
        const theirs = bank(other.c, other.r);
        if (theirs && theirs !== mine) this.sideTypes.set(hexsideKey(this.geom, h, dir), type);
      }
    }
  }

  feature(id: string, type: FeatureType, label: string, props: Feature['props'] = {}): void {
    this.doc.features.push({ id, type, hex: this.hex(label), props });
  }

  zone(id: string, name: string, colour: string, purpose: Zone['purpose'], hexes: HexRef[]): void {
    this.doc.zones.push({ id, name, colour, purpose, hexes });
  }

  /** A stretch of one map edge between two printed labels, as the `edge` area kind: the labels give the sheet side,
   *  the map's compass the compass edge ("North (1418 to 3318)" is the bottom row when north is at the bottom). */
  edgeStretch(fromLabel: string, toLabel: string): Area {
    const [a, b] = this.hexes(fromLabel, toLabel);
    const { cols, rows, north } = this.doc.map;
    if (a.row === b.row && (a.row === 0 || a.row === rows - 1))
      return { kind: 'edge', edge: compassEdgeOf(north, a.row === 0 ? 'top' : 'bottom'), from: Math.min(a.col, b.col), to: Math.max(a.col, b.col) };
    if (a.col === b.col && (a.col === 0 || a.col === cols - 1))
      return { kind: 'edge', edge: compassEdgeOf(north, a.col === 0 ? 'left' : 'right'), from: Math.min(a.row, b.row), to: Math.max(a.row, b.row) };
    throw new Error(`${fromLabel}–${toLabel} is not a stretch of one map edge`);
  }

  /** The document with the painted map written into its hexes, hexsides and paths. */
  finish(): ScenarioDocument {
    const { defaultTerrain } = this.doc.map;
    this.doc.hexes = [...this.terrain]
      .filter(([, t]) => t !== defaultTerrain)
      .map(([key, terrain]) => {
        const [col, row] = key.split(',').map(Number);
        return { col, row, terrain, elevation: 0 };
      });
    this.doc.hexsides = [...this.sideTypes].map(([id, type]) => ({ id, type }));
    this.doc.paths = [...this.pathIds].map((id) => ({ id, type: id.slice(id.indexOf('|') + 1) }));
    return this.doc;
  }
}

// ------------------------------------------------------------------------------------------------ record helpers

export type Values = [combat: number, range: number, ma: number];

/** A two-sided counter (front: combat effective, back: disrupted, 2.4) of a catalogue class. */
export function unitType(id: string, name: string, classId: string, size: string, flags: string[], front: Values, back: Values, movementClass?: string): UnitType {
  const cls = UNIT_CLASSES.find((c) => c.id === classId);
  if (!cls) throw new Error(`unknown unit class ${classId}`);
  const step = (label: string, [combat, range, ma]: Values) => ({ label, combat, range, ma });
  return {
    id, name, unitClass: cls.id, sidc: sidcWithSize(cls.sidc, size), size, movementClass: movementClass ?? cls.movementClass, flags,
    stepModel: 'two-sided', steps: [step('Front', front), step('Disrupted', back)],
  };
}

export function contingent(id: string, sideId: string, name: string, background: string, text: string): Contingent {
  return { id, code: id, sideId, name, colours: { background, text } };
}

/** Units of one type for a contingent; ids continue the contingent's numbering (`2R-01`, `2R-02`...). */
export function addUnits(doc: ScenarioDocument, contingentId: string, typeId: string, designations: string[], setup: Unit['setup']): void {
  for (const designation of designations) {
    const n = doc.units.filter((u) => u.contingentId === contingentId).length + 1;
    doc.units.push({ id: `${contingentId}-${String(n).padStart(2, '0')}`, designation, typeId, contingentId, setup, hidden: false });
  }
}

export const REINFORCEMENT: Unit['setup'] = { kind: 'reinforcement' };
export const inArea = (area: Area): Unit['setup'] => ({ kind: 'area', area });
export const matching = (terrain: string[], fields: { hexsides?: string[]; features?: FeatureType[]; adjacent?: boolean } = {}): Area => ({
  kind: 'matching', terrain, hexsides: fields.hexsides ?? [], features: fields.features ?? [], adjacent: fields.adjacent ?? false,
});
const hexArea = (hexes: HexRef[]): Area => ({ kind: 'hexes', hexes });
export const zoneArea = (zoneId: string): Area => ({ kind: 'zone', zoneId });

export const ground = (areas: Area[], mayDelay: boolean, entryTableId?: string, fallbackDelay?: number): Entry => ({
  method: 'ground', areas, mayDelay, ...(entryTableId ? { entryTableId } : {}), ...(fallbackDelay ? { fallbackDelay } : {}),
});
const AIRDROP: Entry = { method: 'airdrop', areas: [], mayDelay: false };

export const deploy = (contingentIds: string[], entry: Entry): SimpleEffect => ({ kind: 'deploy', units: { kind: 'contingents', contingentIds }, entry });
export const airstrikes = (count: number): SimpleEffect => ({ kind: 'strikes', strikeKind: 'air', count, notAtNight: true });
export const NO_EFFECT: SimpleEffect = { kind: 'noEffect' };

const turns = (from: number, to?: number): Condition => ({ kind: 'turn', from, ...(to === undefined ? {} : { to }) });
const arrived = (contingentId: string, value: boolean): Condition => ({ kind: 'arrived', contingentId, arrived: value });

export function outcome(effect: Effect, fields: { when?: Condition[]; onceOnly?: boolean; otherwise?: SimpleEffect } = {}): Outcome {
  return { effect, when: fields.when ?? [], onceOnly: fields.onceOnly ?? false, ...(fields.otherwise ? { otherwise: fields.otherwise } : {}) };
}
export const row = (from: number, to: number, ...outcomes: Outcome[]): TableRow => ({ from, to, outcomes });

export function table(fields: Pick<DieTable, 'id' | 'name' | 'sideId' | 'use' | 'rows' | 'note'> & Partial<DieTable>): DieTable {
  return { dice: '1d6', firstTurn: 1, modifiers: [], ...fields };
}

export type Slot = { date: string; time: 'morning' | 'afternoon' | 'night' };

/** The turn record track: one turn per slot, CP per side by time of day. */
export function turnTrack(slots: Slot[], cp: (slot: Slot, index: number) => Record<string, number>, notes: Record<number, string> = {}): Turn[] {
  const timeName = { morning: 'Morning', afternoon: 'Afternoon', night: 'Night' } as const;
  return slots.map((slot, i) => ({
    id: `turn-${i + 1}`, index: i + 1, label: `${slot.date} ${timeName[slot.time]}`, date: slot.date, timeOfDay: slot.time,
    night: slot.time === 'night', cp: cp(slot, i + 1), notes: notes[i + 1] ?? '',
  }));
}

export function days(dates: string[], count: number, firstTime: Slot['time']): Slot[] {
  const times: Slot['time'][] = ['morning', 'afternoon', 'night'];
  const out: Slot[] = [];
  for (let i = times.indexOf(firstTime); out.length < count; i++) out.push({ date: dates[Math.floor(i / 3)], time: times[i % 3] });
  return out;
}

export function strike(id: string, sideId: string, kind: Strike['kind'], strength: number, label: string, fields: Pick<Strike, 'initial' | 'availability' | 'shotDown'>): Strike {
  return { id, sideId, kind, strength, label, ...fields };
}

const rule = (id: string, title: string, text: string): SpecialRule => ({ id, title, text });
/** A special rule the engine enforces through one of its modules (src-shared/engine/special-rules.ts). */
const withModule = (module: string, id: string, title: string, text: string): SpecialRule => ({ id, title, text, module });

// ================================================================================================ 23.0 Palembang

const JAPAN = 'japanese';
const ALLIES = 'allied';

/** Printed numbering 0401–3318: column 04 is the east edge, row 01 the south edge, row 18 the north edge (23.1, 23.2). */
function palembangMapSettings(): MapSettings {
  return {
    cols: 30, rows: 18, orientation: 'flat', stagger: 'odd', hexSizeMm: 19,
    numbering: { scheme: 'xxyy', firstCol: 4, firstRow: 1, digits: 2 },
    showLabels: true, marginMm: 10, defaultTerrain: 'jungle', north: 'bottom',
  };
}

function palembangInfo(b: ScenarioBuilder): void {
  b.doc.info = {
    title: 'Palembang',
    subtitle: 'Air assault on Sumatra, February 1942 (Paratrooper scenario 23.0)',
    startDate: '14 February 1942',
    endDate: '16 February 1942',
    designer: 'Atoll bundled scenario, after Paratrooper 23.0',
    historicalNotes: [
      'Japan needed the oil of the Dutch East Indies, and the refineries at Palembang on Sumatra were among the largest.',
      'On 14 February 1942 the 2nd Raiding Regiment jumped on the airfield north of the town and on the two refinery',
      'complexes by the Musi. Surprise won them the objectives, but not the strength to keep them against the Dutch',
      'garrison and British and Australian troops. Ground troops of the Tanaka Detachment, coming up the Musi by boat,',
      'settled the matter; by then part of the refineries had been wrecked by their defenders.',
    ].join(' '),
    designerNotes: [
      'Every statement of scenario 23.0 is entered as data where the document model can hold it; the rest is in the',
      'special rules, and the bundled README lists what is text only.',
      '',
      'Map. The printed map is not in the source text, so the terrain is a simplified reconstruction: jungle by default,',
      'marsh along the Musi and in the south, clearings round the airfield and the town, the town on both banks, two',
      'refinery complexes (BPM at Pladju, NKPM at Sungai Gerong) on the south bank, the airfield P1 north-west of the',
      'town. The Musi is all-river hexes from the town down to the east edge (0411) and a river hexside upstream.',
      'The hex numbers the text names fix the sheet: column 04 is the east edge, row 01 the south edge and row 18 the',
      'north edge, so the map is 30 × 18 hexes numbered 0401–3318 and north is at the bottom of the sheet (west on',
      'the right). The map\'s compass says so, and edge areas name the text\'s compass edges.',
      '',
      'Counters. The counter values are not in the text; the values here are plausible Paratrooper-scale choices',
      '(combat-range-movement, front / disrupted): airborne infantry and engineer platoons 3-1-4 / 1-1-4, airborne',
      'heavy weapons 4-2-3 / 2-2-3, airborne anti-tank 2-2-3 / 1-2-3, infantry companies 5-1-4 or 6-1-4, MG',
      'platoons 3-2-4 or 4-2-4, light AAA 3-2-3, heavy AAA 4-3-2, patrol boat 2-2-6, flamethrower truck 4-1-6,',
      'oil-refinery technical troops 1-0-3. The 2R holds 10 infantry, 3 engineer and 3 heavy weapons platoons',
      '(12 drop on turn 1, the remaining 4 on turn 5) and the anti-tank platoon (turn 2).',
      '',
      'Command points. The printed track is not in the text: Japanese 5 on turn 1, 4 on day turns, 2 at night;',
      'Allied 2 on turn 1, 3 on day turns, 1 at night.',
      '',
      'Strikes. Strengths are chosen: four Japanese airstrikes of strength 4 (available on turn 1, back on later',
      'turns as the table rolls them), one Allied airstrike of strength 4.',
      '',
      'No optional engine module applies: the Pacific modules (Japanese step losses, banzai, caves...) are not part',
      'of the Paratrooper rules this scenario uses.',
    ].join('\n'),
  };
}

function palembangMap(b: ScenarioBuilder): void {
  // Swamp south of the river and round the lower Musi; clearings (plantations, kampongs) north of the town.
  b.paint(b.where((c, r) => r <= 4 && c <= 21), 'marsh');
  b.paint(b.where((c, r) => r >= 5 && r <= 7 && c <= 12), 'marsh');
  b.paint(b.where((c, r) => r >= 12 && r <= 14 && c >= 18 && c <= 27), 'clear');
  b.paint(b.all().filter((h) => b.distance(h, b.hex('3016')) <= 3), 'clear');
  b.paint(b.all().filter((h) => b.distance(h, b.hex('2111')) <= 3), 'clear');
  b.paint(b.where((c, r) => r >= 2 && r <= 5 && c >= 23 && c <= 28), 'clear');

  // The Musi: all-river from the town to the east edge, a river hexside upstream of the town.
  const musi = b.line('0411', '0810', '1209', '1609', '2009', '2209', '2407');
  b.paint(musi, 'all-river');
  b.boundary((c, r) => (c >= 25 ? (r >= 7 ? 'a' : 'b') : null), 'river');
  for (const h of musi) for (const n of b.neighbours(h)) if (b.terrainAt(n) === 'jungle') b.paint([n], 'marsh');

  b.build(b.hexes('3015', '3016', '3017'), 'airfield');
  b.build(b.hexes('1910', '1911', '2010', '2011', '2012', '2110', '2111', '2112', '2210', '2211', '2008', '2108', '2504'), 'town');
  b.build(b.hexes('1407', '1408', '1507', '1508'), 'refinery');
  b.build(b.hexes('0908', '0909', '1009'), 'refinery');

  b.path('road', '2111', '2613', '3016', '3018');
  b.path('road', '1911', '1312', '0413');
  b.path('road', '2108', '1508', '0908');
  b.path('railroad', '2504', '2501');
  b.path('railroad', '2504', '3303');

  b.feature('airfield-p1', 'airfield', '3016', { name: 'Palembang airfield (P1)' });
  const objective = (id: string, label: string, name: string, vp: number, vpDemolished?: number) =>
    b.feature(id, 'objective', label, { name, vp, ...(vpDemolished === undefined ? {} : { vpDemolished }) });
  objective('objective-1408', '1408', 'BPM refinery, Pladju (west)', 10, 5);
  objective('objective-1507', '1507', 'BPM refinery, Pladju (east)', 10, 5);
  objective('objective-0909', '0909', 'NKPM refinery, Sungai Gerong', 10, 5);
  objective('objective-3016', '3016', 'Airfield', 10);
  objective('objective-2504', '2504', 'Railroad station (Kertapati)', 5);
  objective('objective-2110', '2110', 'Benteng Kuto Besak', 5);
  objective('objective-2012', '2012', 'Utilities', 5);
  const place = (id: string, label: string, text: string) => b.feature(id, 'label', label, { text });
  place('label-palembang', '2311', 'Palembang');
  place('label-pladju', '1606', 'Pladju');
  place('label-sungai-gerong', '0806', 'Sungai Gerong');
  place('label-musi', '1310', 'Musi');
  place('label-p1', '3114', 'P1');
}

function palembangSides(b: ScenarioBuilder): void {
  b.doc.sides = [
    {
      ...makeSide({ id: JAPAN, name: 'Japanese', colour: '#b0463c', role: 'airborne', setupOrder: 2 }),
      fireCoordination: 2, airstrikesPerHex: 2, dropZones: { count: 3, terrain: ['clear', 'marsh'], later: { count: 1, fromTurn: 2, cp: 1, terrain: ['clear', 'marsh'] } }, airSupply: 1,
    },
    { ...makeSide({ id: ALLIES, name: 'Allied', colour: '#3d6b8f', role: 'defender', setupOrder: 1 }), fireCoordination: 1, airstrikesPerHex: 1 },
  ];
  b.doc.contingents = [
    contingent('2R', JAPAN, '2nd Raiding Regiment', '#d9c27a', '#1a1a1a'),
    contingent('T1', JAPAN, 'Tanaka Detachment, first group', '#c9a86a', '#1a1a1a'),
    contingent('T2', JAPAN, 'Tanaka Detachment, second group', '#b8955a', '#1a1a1a'),
    contingent('BR', ALLIES, 'British AAA defending the airfield', '#c8b89a', '#1a1a1a'),
    contingent('2A', ALLIES, '1/2 Australian Machinegun Battalion', '#9aae6a', '#1a1a1a'),
    contingent('SG', ALLIES, 'South Sumatra Garrison Battalion', '#e09a4a', '#1a1a1a'),
    contingent('TC', ALLIES, 'Territorial Command South Sumatra', '#e8b87a', '#1a1a1a'),
  ];
}

function palembangForces(b: ScenarioBuilder): void {
  const doc = b.doc;
  doc.unitTypes = [
    unitType('jp-ab-inf', 'Airborne infantry platoon', 'parachute infantry', '•••', ['parachute', 'pursuit'], [3, 1, 4], [1, 1, 4]),
    unitType('jp-ab-eng', 'Airborne engineer platoon', 'engineers', '•••', ['parachute', 'engineer'], [3, 1, 4], [1, 1, 4]),
    unitType('jp-ab-hw', 'Airborne heavy weapons platoon', 'heavy weapons', '•••', ['parachute'], [4, 2, 3], [2, 2, 3]),
    unitType('jp-ab-at', 'Airborne anti-tank platoon', 'anti-tank', '•••', ['parachute', 'anti-tank'], [2, 2, 3], [1, 2, 3]),
    unitType('jp-inf-coy', 'Infantry company', 'light infantry', 'I', ['pursuit'], [6, 1, 4], [3, 1, 4]),
    unitType('jp-mg', 'Machinegun platoon', 'heavy weapons', '•••', [], [4, 2, 4], [2, 2, 4]),
    unitType('jp-gun', 'Battalion gun platoon', 'mortar', '•••', [], [3, 3, 3], [1, 3, 3]),
    unitType('jp-eng', 'Engineer platoon', 'engineers', '•••', ['engineer'], [3, 1, 4], [1, 1, 4]),
    unitType('jp-oil', 'Oil-refinery technical troops', 'oil technical troops', '[•••]', [], [1, 0, 3], [0, 0, 3]),
    unitType('al-laa', 'Light AAA troop (Bofors)', 'anti-aircraft', '•••', ['anti-aircraft'], [3, 2, 3], [1, 2, 3]),
    unitType('al-haa', 'Heavy AAA troop (3.7-inch)', 'anti-aircraft', '•••', ['anti-aircraft'], [4, 3, 2], [2, 3, 2]),
    unitType('al-mg-coy', 'Machinegun company', 'heavy weapons', 'I', [], [6, 2, 4], [3, 2, 4]),
    unitType('al-garrison', 'Garrison infantry company', 'light infantry', 'I', [], [5, 1, 4], [2, 1, 4]),
    unitType('al-mg', 'Machinegun platoon', 'heavy weapons', '•••', [], [3, 2, 4], [1, 2, 4]),
    unitType('al-flame', 'Flamethrower truck', 'truck flamethrower', '•••', [], [4, 1, 6], [2, 1, 6]),
    unitType('al-boat', 'Patrol boat', 'river boat', '•••', [], [2, 2, 6], [1, 2, 6]),
    unitType('al-knil', 'KNIL infantry company', 'light infantry', 'I', [], [5, 1, 4], [2, 1, 4]),
    unitType('al-armcar', 'Armoured car platoon (overvalwagen)', 'wheeled recon', '•••', ['recon'], [3, 1, 8], [1, 1, 8]),
    unitType('al-mortar', 'Mortar platoon', 'mortar', '•••', [], [3, 3, 3], [1, 3, 3]),
  ];

  // 2R: 16 platoons the player drops as chosen (12 on turn 1, 4 on turn 5) and the anti-tank platoon (turn 2).
  const platoons = (company: number, from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `${company}/${from + i}`);
  addUnits(doc, '2R', 'jp-ab-inf', [...platoons(1, 1, 4), ...platoons(2, 1, 3), ...platoons(3, 1, 3)], REINFORCEMENT);
  addUnits(doc, '2R', 'jp-ab-eng', ['Eng 1', 'Eng 2', 'Eng 3'], REINFORCEMENT);
  addUnits(doc, '2R', 'jp-ab-hw', ['HW 1', 'HW 2', 'HW 3'], REINFORCEMENT);
  addUnits(doc, '2R', 'jp-ab-at', ['AT'], REINFORCEMENT);
  addUnits(doc, 'T1', 'jp-inf-coy', ['1/229', '2/229'], REINFORCEMENT);
  addUnits(doc, 'T1', 'jp-mg', ['MG/229'], REINFORCEMENT);
  addUnits(doc, 'T1', 'jp-gun', ['Bn gun'], REINFORCEMENT);
  addUnits(doc, 'T2', 'jp-inf-coy', ['3/229', '4/229'], REINFORCEMENT);
  addUnits(doc, 'T2', 'jp-eng', ['Eng 38'], REINFORCEMENT);
  addUnits(doc, 'T2', 'jp-oil', ['Oil tech'], REINFORCEMENT);

  const onOrNextToAirfield = inArea(matching(['airfield'], { adjacent: true }));
  addUnits(doc, 'BR', 'al-haa', ['HAA 1', 'HAA 2'], onOrNextToAirfield);
  addUnits(doc, 'BR', 'al-laa', ['LAA 1', 'LAA 2', 'LAA 3'], onOrNextToAirfield);
  addUnits(doc, '2A', 'al-mg-coy', ['1/2 MG'], REINFORCEMENT);
  const townOrRefinery = inArea(matching(['town', 'refinery']));
  addUnits(doc, 'SG', 'al-garrison', ['1 Coy', '2 Coy', '3 Coy'], townOrRefinery);
  addUnits(doc, 'SG', 'al-mg', ['MG'], townOrRefinery);
  addUnits(doc, 'SG', 'al-flame', ['Flame'], townOrRefinery);
  addUnits(doc, 'SG', 'al-boat', ['Patrol boat'], inArea(matching(['all-river'], { hexsides: ['river'] })));
  addUnits(doc, 'TC', 'al-knil', ['KNIL 1', 'KNIL 2'], REINFORCEMENT);
  addUnits(doc, 'TC', 'al-armcar', ['Overval'], REINFORCEMENT);
  addUnits(doc, 'TC', 'al-mortar', ['Mortar'], REINFORCEMENT);
  addUnits(doc, 'TC', 'al-mg', ['MG TC'], REINFORCEMENT);
}

function palembangTurns(b: ScenarioBuilder): void {
  const slots = days(['14 Feb 1942', '15 Feb 1942', '16 Feb 1942'], 8, 'morning');
  b.doc.turns = turnTrack(
    slots,
    (slot, index) => (slot.time === 'night' ? { [JAPAN]: 2, [ALLIES]: 1 } : { [JAPAN]: index === 1 ? 5 : 4, [ALLIES]: index === 1 ? 2 : 3 }),
    { 1: '2R drops 12 platoons; 3 free DZ markers; 4 Japanese airstrikes', 2: 'Both reinforcement tables rolled from this turn; 2R anti-tank platoon drops', 5: 'The remaining four 2R platoons drop' },
  );
}

function palembangArrivals(b: ScenarioBuilder): void {
  const sideId = JAPAN;
  const arrivals: Arrival[] = [
    {
      id: 'arrival-2r-1', sideId, turn: 1, entry: AIRDROP, note: '12 airborne infantry, engineer or heavy weapons platoons of the player\'s choice',
      units: { kind: 'pick', contingentIds: ['2R'], typeIds: ['jp-ab-inf', 'jp-ab-eng', 'jp-ab-hw'], count: '12' },
    },
    { id: 'arrival-2r-2', sideId, turn: 2, entry: AIRDROP, note: 'The 2R anti-tank platoon', units: { kind: 'units', unitIds: ['2R-17'] } },
    { id: 'arrival-2r-5', sideId, turn: 5, entry: AIRDROP, note: 'The remaining four airborne platoons', units: { kind: 'contingents', contingentIds: ['2R'] } },
  ];
  if (b.doc.units.find((u) => u.id === '2R-17')?.typeId !== 'jp-ab-at') throw new Error('2R-17 must be the anti-tank platoon');
  b.doc.arrivals = arrivals;
}

function palembangTables(b: ScenarioBuilder): void {
  // The Japanese ground entry: the river hexes of the east edge, then the whole east edge, then the north or
  // south edge within ten hexes of the east edge (a zone: one area that spans two edges).
  b.zone('zone-jp-entry-3', 'North or south edge within ten hexes of the east edge', '#c9a86a', 'entry',
    b.where((c, r) => c <= 14 && (r === 1 || r === 18)));
  const japaneseEntry = ground([
    hexArea(b.hexes('0408', '0409', '0410', '0412', '0413', '0414')),
    hexArea(b.hexes('0405', '0406', '0407', '0408', '0409', '0410', '0412', '0413', '0414')),
    zoneArea('zone-jp-entry-3'),
  ], false, undefined, 1);
  const alliedEntry = ground([], false, 'allied-entry');

  b.doc.dieTables = [
    table({
      id: 'allied-reinforcements', name: 'Allied reinforcements', sideId: ALLIES, use: 'reinforcement', firstTurn: 2,
      note: 'Rolled from 14 February afternoon. Units arrive on the turn rolled, by the edge the entry table gives.',
      rows: [
        row(1, 1, outcome(deploy(['TC'], alliedEntry), { onceOnly: true })),
        row(2, 2, outcome(deploy(['2A'], alliedEntry), { onceOnly: true })),
        row(3, 3, outcome(airstrikes(1))),
        row(4, 5, outcome(NO_EFFECT)),
        row(6, 6, outcome({ kind: 'cp', amount: -2 }, { when: [{ kind: 'occupies', sideId: JAPAN, hexes: [], atLeast: 2 }], otherwise: NO_EFFECT })),
      ],
    }),
    table({
      id: 'allied-entry', name: 'Allied entry edge', sideId: ALLIES, use: 'subTable',
      note: 'The sheet has north at the bottom: the north stretch is row 18, the east stretch column 04, the south stretch row 01.',
      rows: [
        row(1, 2, outcome({ kind: 'entryArea', area: b.edgeStretch('1418', '3318') })),
        row(3, 4, outcome({ kind: 'entryArea', area: b.edgeStretch('0405', '0414') })),
        row(5, 6, outcome({ kind: 'entryArea', area: b.edgeStretch('1901', '3301') })),
      ],
    }),
    table({
      id: 'japanese-reinforcements', name: 'Japanese variable entry', sideId: JAPAN, use: 'reinforcement', firstTurn: 2,
      note: 'Rolled from 14 February afternoon. On 15 and 16 February (turns 4–8) a 1–2 also brings T1, or T2 once T1 is in play; after both only the airstrike remains.',
      rows: [
        row(1, 2,
          outcome(airstrikes(1)),
          outcome(deploy(['T1'], japaneseEntry), { when: [turns(4, 8)], onceOnly: true }),
          outcome(deploy(['T2'], japaneseEntry), { when: [turns(4, 8), arrived('T1', true)], onceOnly: true })),
        row(3, 4, outcome(airstrikes(2))),
        row(5, 5, outcome(airstrikes(3))),
        row(6, 6, outcome(airstrikes(4))),
      ],
    }),
  ];
}

function palembangStrikes(b: ScenarioBuilder): void {
  const lost = { availability: 'arrivalTurn', shotDown: 'eliminated' } as const;
  b.doc.strikes = [
    ...[1, 2, 3, 4].map((n) => strike(`jp-air-${n}`, JAPAN, 'air', 4, `Japanese airstrike ${n}`, { initial: true, ...lost })),
    strike('al-air-1', ALLIES, 'air', 4, 'RAF airstrike', { initial: false, ...lost }),
  ];
  b.doc.cpBonuses = [
    { id: 'cp-airfield', sideId: JAPAN, cp: 2, hexes: b.hexes('3016'), require: 'any', noAdjacentEnemy: true, note: 'Japanese ground unit on the airfield objective, no enemy adjacent' },
  ];
}

function palembangVictory(b: ScenarioBuilder): void {
  const none = { contingentIds: [], unitClasses: [], flags: [] };
  b.doc.victory = {
    suddenDeath: [{ fromTurn: 2, kind: 'objectivesAndNoEnemy', text: 'One side holds every objective hex and the other has no unit on the map', result: 'Decisive victory' }],
    elimination: [
      { sideId: JAPAN, what: 'units', match: { ...none, contingentIds: ['2R'] }, vp: 2, label: 'Japanese airborne (all types)' },
      { sideId: JAPAN, what: 'units', match: none, vp: 1, label: 'Other Japanese units' },
      { sideId: ALLIES, what: 'units', match: none, vp: 1, label: 'Allied units' },
      { sideId: JAPAN, what: 'strikes', match: none, vp: 1, label: 'Japanese airstrikes' },
      { sideId: ALLIES, what: 'strikes', match: none, vp: 1, label: 'Allied airstrikes' },
    ],
    evacuation: [],
    levels: defaultVictory().levels,
    historical: 'Japanese operational victory: the airfield and the refineries were taken, but the Dutch wrecked the NKPM refinery first.',
  };
}

function palembangRules(b: ScenarioBuilder): void {
  const table = b.doc.ruleset.demolitionTable;
  b.doc.ruleset = { ...b.doc.ruleset, demolitionTable: { ...table, targets: table.targets.map((t) => (t.id === 'refinery' ? { ...t, sides: [ALLIES] } : t)) } };
  b.doc.specialRules = [
    rule('rule-01-airfield-cp', 'Airfield command points',
      'While any Japanese ground unit holds the airfield objective (3016) with no enemy unit next to it, the Japanese player gets 2 more CP in each of his Command Point Phases. Holding the airfield earns the Allies nothing. (Entered as a CP bonus.)'),
    withModule(SPECIAL_RULE_MODULES.riverBoats, 'rule-02-patrol-boat', 'Patrol boat',
      'The SG patrol boat sets up, moves and retreats only along the river: all-river hexes and hexes with a river hexside. In every other way it is a ground unit, and it has a zone of control in all adjacent hexes.'),
    rule('rule-03-demolition', 'Demolishing refineries',
      'The Allied player may try to demolish refinery hexes, using the Demolition Table. A demolished objective refinery is worth 5 VP instead of 10. (Entered in the Demolition Table: only the Allies may demolish a refinery.)'),
    withModule(SPECIAL_RULE_MODULES.refineryFires, 'rule-04-refinery-fires', 'Refinery fires',
      'After any ranged attack or airstrike against units in a refinery hex, the attacker rolls a die: 5 or 6 sets the refinery on fire and it is marked demolished. A refinery already demolished is not rolled for.'),
    withModule(SPECIAL_RULE_MODULES.flamethrowerFires, 'rule-05-flamethrower', 'Flamethrower truck',
      'When the flamethrower truck is eliminated in a refinery hex, roll a die after the combat: 4 to 6 sets the refinery on fire and it is marked demolished (no roll if it already is).'),
    withModule(SPECIAL_RULE_MODULES.refineryRepair, 'rule-06-oil-troops', 'Oil-refinery technical troops',
      'A Japanese technical troops unit that starts the airborne Movement Phase in a demolished refinery hex may stay there and, for 2 CP, remove the demolished marker. A refinery repaired this way may be demolished again, unlike other demolished installations (19.3).'),
    rule('rule-07-late-dz', 'A further drop zone',
      'From 14 February afternoon on, the Japanese player may place one more DZ marker, on a clear or marsh hex, at a cost of 1 CP. (Entered as the side\'s further drop zone.)'),
    rule('rule-08-blocked-entry', 'Blocked river entry',
      'Japanese ground reinforcements use the first entry area with a hex free of enemy units. When the enemy holds every hex of an area, the units come in on the next turn through the next area. (Entered as the entry\'s fallback delay of one turn.)'),
  ];
}

export function buildPalembang(): ScenarioDocument {
  const b = new ScenarioBuilder(palembangMapSettings());
  for (const part of [palembangInfo, palembangMap, palembangSides, palembangForces, palembangTurns, palembangArrivals, palembangTables, palembangStrikes, palembangVictory, palembangRules])
    part(b);
  return b.finish();
}

// ================================================================================================ 24.0 Primosole Bridge

const BRITISH = 'british';
const AXIS = 'axis';

/**
 * Printed numbering 0101–3640. The bridge hexes (north end 1929, south end 2029) make columns run north to south, so
 * north is at the left; turned that way, east is at the top, and rows are numbered from the bottom (west) up.
 */
function primosoleMapSettings(): MapSettings {
  return {
    cols: 36, rows: 40, orientation: 'flat', stagger: 'odd', hexSizeMm: 16,
    numbering: { scheme: 'xxyy', firstCol: 1, firstRow: 40, digits: 2, rowStep: -1 },
    showLabels: true, marginMm: 10, defaultTerrain: 'clear', north: 'left',
  };
}

/** The Simeto: hexes with a column number up to this are on its north bank. 1929 north, 2029 south. */
function simetoNorthBank(r: number): number {
  if (r <= 6) return 22;
  if (r <= 12) return 21;
  if (r <= 18) return 22;
  if (r <= 24) return 20;
  if (r <= 33) return 19;
  return 20;
}

/** First all-sea printed row of each column: the Gulf of Catania along the east (top) edge of the sheet. */
function primosoleCoast(c: number): number {
  return c >= 14 && c <= 26 ? 37 : 38;
}

function primosoleInfo(b: ScenarioBuilder): void {
  b.doc.info = {
    title: 'Primosole Bridge',
    subtitle: 'Clash of airborne, Sicily, July 1943 (Paratrooper scenario 24.0)',
    startDate: '13 July 1943',
    endDate: '16 July 1943',
    designer: 'Atoll bundled scenario, after Paratrooper 24.0',
    historicalNotes: [
      'Four days into the invasion of Sicily, Montgomery wanted the Primosole Bridge over the Simeto open for the Eighth',
      'Army\'s drive on Catania. The 1st Parachute Brigade dropped on the night of 13 July (Operation Fustian), but flak and',
      'bad navigation scattered the lift and only a few hundred men reached the bridge. Italian coastal troops held the',
      'area, German paratroopers flown into Catania were close by, and the bridge changed hands until the 151st Brigade',
      'and the tanks of the 4th Armoured Brigade came up from the south. The British kept the bridge; the Germans pulled',
      'back in order to a new line, and the advance on Catania stalled.',
    ].join(' '),
    designerNotes: [
      'Every statement of scenario 24.0 is entered as data where the document model can hold it; the rest is in the',
      'special rules, and the bundled README lists what is text only.',
      '',
      'Map. The printed map is not in the source text, so the terrain is a simplified reconstruction: the Simeto plain',
      '(clear) with the river as a river hexside crossed by the Primosole road bridge between 1929 and 2029, orchards',
      '(woods) along the river, hills to the south-west, marsh near the river mouth, Catania\'s southern edge round',
      '0529, the Fosso Bottaceto as a stream, fortifications at the bridge and on the coast, the sea along the east.',
      'The labels fix the sheet: the north bridge end 1929 and the south end 2029 put north at the left of the sheet',
      '(column 01) and south at the right (column 36), so east is at the top (the sea) and west at the bottom. For',
      'Catania (0529) and the bridge to lie near the coast, rows are numbered from the bottom: row 01 is the west edge',
      'and row 40 the east edge. The map is 36 × 40 hexes numbered 0101–3640; its compass and numbering say so, and',
      'edge areas and the evacuation edge name the text\'s compass edges.',
      '',
      'Counters. The counter values are not in the text; the values here are plausible Paratrooper-scale choices',
      '(combat-range-movement, front / disrupted): parachute platoons 3-1-4 / 1-1-4, parachute heavy weapons 4-2-3,',
      'glider anti-tank 3-2-3, pathfinders 2-1-5, Sherman troops 6-2-8, armoured cars 3-1-10, infantry companies',
      '6-1-4, Fallschirmjäger companies 6-1-4 to 7-2-4, Italian coastal companies 3-1-3, Arditi 5-1-5, panzer',
      'platoon 6-2-8, 88 mm flak 5-4-2. 1P has 22 platoons (13–18 drop on turn 1); 4A has 4 units and 151 has 8, so',
      'the first 3–4 result brings 7 of those 12 and the second the other 5.',
      '',
      'Command points. The printed track is not in the text: British 3 on the night of the drop, 4 on day turns and',
      '2 at night; Axis 1 on turn 1, 4 on day turns (3 on the first morning) and 2 at night.',
      '',
      'Strikes. Strengths are chosen: British airstrike 5, naval gunfire 6, Axis airstrike 4.',
      '',
      'No optional engine module applies: the Pacific modules are not part of the Paratrooper rules this scenario uses.',
    ].join('\n'),
  };
}

function primosoleMap(b: ScenarioBuilder): void {
  b.paint(b.where((c, r) => r >= primosoleCoast(c)), 'all-sea');
  b.paint(b.where((c, r) => c >= 27 && r <= 14), 'hills');
  b.paint(b.where((c, r) => c >= 24 && c <= 30 && r >= 18 && r <= 25), 'woods');
  b.paint(b.where((c, r) => c >= 10 && c <= 15 && r >= 9 && r <= 17), 'woods');
  b.paint(b.where((c, r) => Math.abs(c - simetoNorthBank(r) - 0.5) <= 1.5 && r >= 8 && r <= 26), 'woods');
  b.paint(b.where((c, r) => c >= 16 && c <= 25 && r >= 32 && r < primosoleCoast(c)), 'marsh');
  b.build(b.where((c, r) => c <= 5 && r >= 28 && r <= 34), 'town');
  b.build(b.hexes('1828', '1930', '2028', '2130', '1235', '2634'), 'fortification');

  b.boundary((c, r) => (r >= primosoleCoast(c) ? null : c <= simetoNorthBank(r) ? 'a' : 'b'), 'river');
  const bridge = b.hexside(b.hex('1929'), b.hex('2029'), 'bridge');
  b.boundary((c, r) => (r >= 22 && r < primosoleCoast(c) && c >= 9 && c <= 10 ? (c === 9 ? 'a' : 'b') : null), 'stream');

  b.path('road', '0129', '3629');
  b.path('road', '1201', '0529');
  b.path('track', '2029', '2436', '2634');

  const objective = (id: string, label: string, name: string, vp: number, demolished?: { vp: number; with: string }) =>
    b.feature(id, 'objective', label, { name, vp, ...(demolished ? { vpDemolished: demolished.vp, demolishedWith: demolished.with } : {}) });
  objective('objective-0529', '0529', 'To Catania', 10);
  objective('objective-0936', '0936', 'Bottoceto', 5);
  // 24.4: the bridge objectives drop to 5 VP when the bridge between them is demolished.
  objective('objective-1929', '1929', 'North Primosole Bridge', 10, { vp: 5, with: bridge });
  objective('objective-2029', '2029', 'South Primosole Bridge', 10, { vp: 5, with: bridge });
  const place = (id: string, label: string, text: string) => b.feature(id, 'label', label, { text });
  place('label-catania', '0231', 'Catania');
  place('label-simeto', '2214', 'Simeto');
  place('label-primosole', '1831', 'Primosole Bridge');
  place('label-bottaceto', '1033', 'Fosso Bottaceto');
  place('label-gulf', '1839', 'Gulf of Catania');
  place('label-lentini', '3529', 'To Lentini');

  // The Axis entry spans two edges, part of one (north = sheet left, west = sheet bottom): a zone. The other entries
  // are whole compass edges.
  const land = (h: HexRef) => b.terrainAt(h) !== 'all-sea';
  b.zone('zone-axis-entry', 'North edge, and west edge north of the Simeto (Axis entry)', '#7a7a7a', 'entry',
    b.where((c, r) => c === 1 || (r === 1 && c <= simetoNorthBank(1))).filter(land));
}

function primosoleSides(b: ScenarioBuilder): void {
  const anyButSea = b.doc.ruleset.terrain.map((t) => t.id).filter((id) => id !== 'all-sea');
  b.doc.sides = [
    {
      ...makeSide({ id: BRITISH, name: 'British', colour: '#a04040', role: 'airborne', setupOrder: 2 }),
      fireCoordination: 2, airstrikesPerHex: 1, navalGunfirePerHex: 1, dropZones: { count: 6, terrain: anyButSea },
    },
    { ...makeSide({ id: AXIS, name: 'Axis', colour: '#5a5a5a', role: 'defender', setupOrder: 1 }), fireCoordination: 2, airstrikesPerHex: 1, setupMaxPerHex: 1 },
  ];
  b.doc.contingents = [
    contingent('1P', BRITISH, '1st Parachute Brigade', '#b5533c', '#ffffff'),
    contingent('4A', BRITISH, '4th Armoured Brigade', '#c8a070', '#1a1a1a'),
    contingent('151', BRITISH, '151st Infantry Brigade', '#d8b888', '#1a1a1a'),
    contingent('1FM', AXIS, '1st Fallschirmjäger Machinegun Battalion', '#8a9aa8', '#1a1a1a'),
    contingent('1FP', AXIS, '1st Fallschirmjäger Pioneer Battalion', '#7a8a98', '#1a1a1a'),
    contingent('4F', AXIS, 'I Battalion, 4th Fallschirmjäger Regiment', '#9aaab8', '#1a1a1a'),
    contingent('372', AXIS, '372nd Italian Coastal Defence Battalion', '#9aae7a', '#1a1a1a'),
    contingent('Ar', AXIS, 'Italian Arditi', '#6a8a4a', '#ffffff'),
    contingent('GS', AXIS, 'Group Schmalz', '#6a6a6a', '#ffffff'),
    contingent('KS', AXIS, 'Kampfgruppe Stangenberg', '#8a8a7a', '#ffffff'),
  ];
}

function primosoleForces(b: ScenarioBuilder): void {
  const doc = b.doc;
  doc.unitTypes = [
    unitType('br-para', 'Parachute infantry platoon', 'parachute infantry', '•••', ['parachute', 'pursuit'], [3, 1, 4], [1, 1, 4]),
    unitType('br-para-eng', 'Parachute engineer platoon', 'engineers', '•••', ['parachute', 'engineer'], [3, 1, 4], [1, 1, 4]),
    unitType('br-para-hw', 'Parachute heavy weapons platoon', 'heavy weapons', '•••', ['parachute'], [4, 2, 3], [2, 2, 3]),
    unitType('br-glider-at', 'Airlanding anti-tank platoon (6-pdr)', 'anti-tank', '•••', ['glider', 'anti-tank'], [3, 2, 3], [1, 2, 3]),
    unitType('br-pathfinder', 'Pathfinder platoon', 'parachute infantry', '•••', ['parachute', 'recon'], [2, 1, 5], [1, 1, 5]),
    unitType('br-sherman', 'Sherman tank troop', 'armor', '•••', ['anti-tank', 'pursuit'], [6, 2, 8], [3, 2, 8]),
    unitType('br-armcar', 'Armoured car troop', 'wheeled recon', '•••', ['recon'], [3, 1, 10], [1, 1, 10]),
    unitType('br-inf-coy', 'Infantry company', 'light infantry', 'I', [], [6, 1, 4], [3, 1, 4]),
    unitType('br-mg', 'Machinegun platoon', 'heavy weapons', '•••', [], [4, 2, 4], [2, 2, 4]),
    unitType('br-at', 'Anti-tank platoon (6-pdr)', 'anti-tank', '•••', ['anti-tank'], [3, 2, 3], [1, 2, 3], 'wheeled'),
    unitType('de-fj-mg', 'Fallschirmjäger MG company', 'heavy weapons', 'I', ['parachute'], [7, 2, 4], [3, 2, 4]),
    unitType('de-fj-pio', 'Fallschirmjäger pioneer company', 'engineers', 'I', ['parachute', 'engineer', 'pursuit'], [6, 1, 4], [3, 1, 4]),
    unitType('de-fj-inf', 'Fallschirmjäger rifle company', 'parachute infantry', 'I', ['parachute', 'pursuit'], [6, 1, 4], [3, 1, 4]),
    unitType('de-fj-hw', 'Fallschirmjäger heavy weapons platoon', 'heavy weapons', '•••', ['parachute'], [4, 3, 3], [2, 3, 3]),
    unitType('it-coastal', 'Coastal infantry company', 'light infantry', 'I', [], [3, 1, 3], [1, 1, 3]),
    unitType('it-coastal-mg', 'Coastal MG platoon', 'heavy weapons', '•••', [], [3, 2, 3], [1, 2, 3]),
    unitType('it-arditi', 'Arditi company', 'commando', 'I', ['recon', 'pursuit'], [5, 1, 5], [2, 1, 5]),
    unitType('de-pzgren', 'Panzergrenadier company', 'mechanized infantry', 'I', ['pursuit'], [6, 1, 6], [3, 1, 6]),
    unitType('de-panzer', 'Panzer platoon', 'armor', '•••', ['anti-tank', 'pursuit'], [6, 2, 8], [3, 2, 8]),
    unitType('de-flak88', 'Flak platoon (88 mm)', 'anti-aircraft', '•••', ['anti-aircraft', 'anti-tank'], [5, 4, 2], [2, 4, 2]),
    unitType('de-flak20', 'Light flak platoon (20 mm)', 'anti-aircraft', '•••', ['anti-aircraft'], [3, 2, 4], [1, 2, 4]),
    unitType('de-inf-coy', 'Infantry company (ad hoc)', 'light infantry', 'I', [], [5, 1, 4], [2, 1, 4]),
  ];

  const battalion = (n: number) => ['A', 'B', 'C', 'D', 'E'].map((p) => `${n} Para ${p}`);
  addUnits(doc, '1P', 'br-para', [...battalion(1), ...battalion(2), ...battalion(3)], REINFORCEMENT);
  addUnits(doc, '1P', 'br-para-eng', ['1 Para Sqn RE 1', '1 Para Sqn RE 2'], REINFORCEMENT);
  addUnits(doc, '1P', 'br-para-hw', ['1 Para Bde MG', '1 Para Bde Mor'], REINFORCEMENT);
  addUnits(doc, '1P', 'br-glider-at', ['1 ALAT 1', '1 ALAT 2'], REINFORCEMENT);
  addUnits(doc, '1P', 'br-pathfinder', ['PF'], REINFORCEMENT);
  addUnits(doc, '4A', 'br-sherman', ['CLY A', 'CLY B', 'CLY C'], REINFORCEMENT);
  addUnits(doc, '4A', 'br-armcar', ['RD'], REINFORCEMENT);
  addUnits(doc, '151', 'br-inf-coy', ['6 DLI A', '6 DLI B', '8 DLI A', '8 DLI B', '9 DLI A', '9 DLI B'], REINFORCEMENT);
  addUnits(doc, '151', 'br-mg', ['DLI MG'], REINFORCEMENT);
  addUnits(doc, '151', 'br-at', ['DLI AT'], REINFORCEMENT);

  addUnits(doc, '1FM', 'de-fj-mg', ['1 FJ MG 1', '1 FJ MG 2', '1 FJ MG 3'], inArea({ kind: 'anywhere' }));
  addUnits(doc, '372', 'it-coastal', ['372/1', '372/2', '372/3'], inArea(matching(['fortification'])));
  addUnits(doc, '372', 'it-coastal-mg', ['372 MG'], inArea(matching(['fortification'])));
  addUnits(doc, '1FP', 'de-fj-pio', ['FJ Pi 1', 'FJ Pi 2', 'FJ Pi 3'], REINFORCEMENT);
  addUnits(doc, '4F', 'de-fj-inf', ['I/4 1', 'I/4 2', 'I/4 3'], REINFORCEMENT);
  addUnits(doc, '4F', 'de-fj-hw', ['I/4 HW'], REINFORCEMENT);
  addUnits(doc, 'Ar', 'it-arditi', ['Arditi'], REINFORCEMENT);
  addUnits(doc, 'GS', 'de-pzgren', ['HG PzGr 1', 'HG PzGr 2'], REINFORCEMENT);
  addUnits(doc, 'GS', 'de-panzer', ['HG Pz'], REINFORCEMENT);
  addUnits(doc, 'GS', 'de-flak88', ['HG Flak 88'], REINFORCEMENT);
  addUnits(doc, 'KS', 'de-inf-coy', ['KG St 1', 'KG St 2'], REINFORCEMENT);
  addUnits(doc, 'KS', 'de-flak20', ['KG St Flak'], REINFORCEMENT);
}

function primosoleTurns(b: ScenarioBuilder): void {
  const slots = days(['13 Jul 1943', '14 Jul 1943', '15 Jul 1943', '16 Jul 1943'], 9, 'night');
  b.doc.turns = turnTrack(
    slots,
    (slot, index) =>
      index === 1 ? { [BRITISH]: 3, [AXIS]: 1 }
        : slot.time === 'night' ? { [BRITISH]: 2, [AXIS]: 2 }
          : { [BRITISH]: 4, [AXIS]: index === 2 ? 3 : 4 },
    { 1: 'Night drop of 1d6+12 1P units; 6 free DZ markers', 2: 'Both reinforcement tables rolled from this turn' },
  );
}

function primosoleArrivals(b: ScenarioBuilder): void {
  b.doc.arrivals = [
    {
      id: 'arrival-1p-drop', sideId: BRITISH, turn: 1, entry: AIRDROP,
      note: '1d6+12 airborne units of 1P, the player\'s choice; the only air drop of the game (night: +1 on the Air Drop Table)',
      units: { kind: 'pick', contingentIds: ['1P'], typeIds: [], count: '1d6+12' },
    },
  ];
}

function primosoleTables(b: ScenarioBuilder): void {
  const axisEntry = ground([zoneArea('zone-axis-entry')], true);
  const paraEntry = ground([{ kind: 'edge', edge: 'west' }], false);
  const reliefEntry = ground([{ kind: 'edge', edge: 'south' }], true);
  const axisGroups = ['KS', '1FP', '4F', 'GS', 'Ar'];
  b.doc.dieTables = [
    table({
      id: 'axis-reinforcements', name: 'Axis reinforcements', sideId: AXIS, use: 'reinforcement', firstTurn: 2,
      note: 'Rolled from 14 July morning. A contingent already in play gives no effect when rolled again. Ground units may be held back.',
      rows: [
        ...axisGroups.map((id, i) => row(i + 1, i + 1, outcome(deploy([id], axisEntry), { onceOnly: true }))),
        row(6, 6, outcome(airstrikes(1)), outcome({ kind: 'choice', count: 1, options: axisGroups.map((id) => deploy([id], axisEntry)) })),
      ],
    }),
    table({
      id: 'british-reinforcements', name: 'British ground reinforcements', sideId: BRITISH, use: 'reinforcement', firstTurn: 2,
      note: 'Rolled from 14 July morning. A result whose units are all on the map or eliminated has no effect.',
      rows: [
        row(1, 2, outcome(deploy(['1P'], paraEntry), { onceOnly: true })),
        row(3, 4, outcome(
          { kind: 'deploy', units: { kind: 'pick', contingentIds: ['4A', '151'], typeIds: [], count: '7' }, entry: reliefEntry },
          { onceOnly: true, otherwise: deploy(['4A', '151'], reliefEntry) },
        )),
        row(5, 5, outcome({ kind: 'strikes', strikeKind: 'naval', count: 1, notAtNight: false })),
        row(6, 6, outcome(airstrikes(1))),
      ],
    }),
  ];
}

function primosoleStrikes(b: ScenarioBuilder): void {
  b.doc.strikes = [
    strike('br-air-1', BRITISH, 'air', 5, 'RAF airstrike', { initial: false, availability: 'arrivalTurn', shotDown: 'replaced' }),
    strike('br-naval-1', BRITISH, 'naval', 6, 'Naval gunfire', { initial: false, availability: 'restOfGame', shotDown: 'replaced' }),
    strike('ax-air-1', AXIS, 'air', 4, 'Axis airstrike', { initial: false, availability: 'arrivalTurn', shotDown: 'replaced' }),
  ];
  b.doc.cpBonuses = [
    { id: 'cp-bridge', sideId: BRITISH, cp: 1, hexes: b.hexes('1929', '2029'), require: 'all', noAdjacentEnemy: true, note: 'British ground units on both bridge hexes, no Axis ground unit adjacent' },
  ];
}

function primosoleVictory(b: ScenarioBuilder): void {
  const none = { contingentIds: [], unitClasses: [], flags: [] };
  b.doc.victory = {
    suddenDeath: [{ fromTurn: 2, kind: 'objectivesAndNoEnemy', text: 'One side holds every objective hex and the other has no unit on the map', result: 'Decisive victory' }],
    elimination: [
      { sideId: AXIS, what: 'units', match: { ...none, contingentIds: ['1FM', '1FP', '4F', 'GS', 'KS'] }, vp: 2, label: 'German (all types)' },
      { sideId: AXIS, what: 'units', match: { ...none, contingentIds: ['Ar'] }, vp: 2, label: 'Italian Arditi' },
      { sideId: AXIS, what: 'units', match: { ...none, contingentIds: ['372'] }, vp: 1, label: 'Italian 372 units' },
      { sideId: BRITISH, what: 'units', match: { ...none, flags: ['parachute'] }, vp: 2, label: 'British paratrooper units' },
      { sideId: BRITISH, what: 'units', match: { ...none, flags: ['glider'] }, vp: 2, label: 'British glider units' },
      { sideId: BRITISH, what: 'units', match: none, vp: 1, label: 'All other British units' },
      { sideId: BRITISH, what: 'strikes', match: none, vp: 0, label: 'British airstrike markers' },
      { sideId: AXIS, what: 'strikes', match: none, vp: 0, label: 'Axis airstrike markers' },
    ],
    evacuation: [{ sideId: BRITISH, contingentIds: ['1P'], edge: 'south', vp: 1, afterArrivalOf: ['4A', '151'] }],
    levels: defaultVictory().levels,
    historical: 'Draw: the British ended up holding the Primosole Bridge, but the Germans fell back intact to a new line further north.',
  };
}

function primosoleRules(b: ScenarioBuilder): void {
  b.doc.specialRules = [
    rule('rule-01-bridge-cp', 'Bridge command point',
      'While British ground units hold both bridge hexes (1929 and 2029) with no Axis ground unit next to either, the British player gets 1 more CP in each of his Command Point Phases. The Axis get nothing for holding them. (Entered as a CP bonus.)'),
    rule('rule-02-evacuation', 'Evacuating the 1st Parachute Brigade',
      'From the turn the first 4A or 151 unit comes on, 1P units may leave the map by the south edge: move to an edge hex and pay 1 more MP; the unit is out of the game and scores 1 VP. Units that scatter or retreat off the map do not count. (Entered as an evacuation VP line.)'),
    rule('rule-03-fortifications', 'Captured fortifications',
      'A fortification hex taken by the British gives three left shifts on the CRT when British units defend in it.'),
    rule('rule-04-naval-gunfire', 'Naval gunfire and airstrikes',
      'After it first arrives, the naval gunfire marker may be used on every later turn, each use paying its CP as usual. It never shares a hex with an airstrike.'),
    rule('rule-05-ad-hoc', 'Ad hoc British formations',
      'British counters stand for platoons that gathered into improvised companies and battalions after the scattered drop.'),
  ];
}

export function buildPrimosole(): ScenarioDocument {
  const b = new ScenarioBuilder(primosoleMapSettings());
  for (const part of [primosoleInfo, primosoleMap, primosoleSides, primosoleForces, primosoleTurns, primosoleArrivals, primosoleTables, primosoleStrikes, primosoleVictory, primosoleRules])
    part(b);
  return b.finish();
}

// ================================================================================================ output

/** The bundled scenario files, by file name under `scenarios/`. */
export const SCENARIO_FILES: readonly { file: string; build: () => ScenarioDocument }[] = [
  { file: 'palembang.atoll.json', build: buildPalembang },
  { file: 'primosole.atoll.json', build: buildPrimosole },
];

export const SCENARIOS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'scenarios');

function main(): void {
  for (const { file, build } of SCENARIO_FILES) {
    const target = path.join(SCENARIOS_DIR, file);
    writeFileSync(target, documentToJson(build()));
    console.log(`wrote ${path.relative(process.cwd(), target)}`);
  }
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
