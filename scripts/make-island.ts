/**
 * Builds Atoll's own Pacific scenario, "Taremo Ridge" (a fictional island landing, November 1944), in code and writes
 * it as canonical `scenarios/taremo.atoll.json`:
 *
 *   npx tsx scripts/make-island.ts
 *
 * It exercises the Pacific terrain (ocean shallows, beach, palms, palm debris, kunai, jungle, jungle paths, airstrip),
 * the cave, trench and command-post features and every optional module of the ruleset. Every value is chosen here
 * and explained in the designer notes. The builder is deterministic: the same code gives the same bytes
 * (tests/unit/island-scenario.test.ts checks it).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { directionNames, neighbour, type HexDirection } from '../src-shared/hex';
import {
  defaultVictory, documentToJson, makeSide,
  type Area, type Entry, type HexRef, type MapSettings, type ScenarioDocument, type SpecialRule, type Step, type UnitType,
} from '../src-shared/model';
import { MODULE_NAMES, terrainById, type ModuleName } from '../src-shared/ruleset';
import {
  addUnits, airstrikes, contingent, days, deploy, ground, inArea, matching, NO_EFFECT, outcome, REINFORCEMENT, row,
  ScenarioBuilder, SCENARIOS_DIR, strike, table, turnTrack, unitType, zoneArea, type Values,
} from './make-scenarios';

export const ISLAND_FILE = 'taremo.atoll.json';

const US = 'us';
const JAPAN = 'japanese';

// ------------------------------------------------------------------------------------------------ map

/** 24 × 20 flat-top hexes numbered 0101–2420, north at the top: the landing beaches are on the west edge. */
function islandMapSettings(): MapSettings {
  return {
    cols: 24, rows: 20, orientation: 'flat', stagger: 'odd', hexSizeMm: 19,
    numbering: { scheme: 'xxyy', firstCol: 1, firstRow: 1, digits: 2 },
    showLabels: true, marginMm: 10, defaultTerrain: 'jungle', north: 'top',
  };
}

/**
 * The west coast by printed row: columns up to `deep` are all-sea beyond the reef, columns up to `shallows` are ocean
 * shallows over the reef flat; every land hex next to the water is beach (OST 7.2). The headlands (rows 1–3, 18–20) drop into deep water
 * close inshore; Taremo Point (rows 10–11) juts out between Red Beach and Blue Beach.
 */
export function coastOf(r: number): { deep: number; shallows: number } {
  if (r <= 3 || r >= 18) return { deep: 2, shallows: 3 };
  if (r === 10 || r === 11) return { deep: 0, shallows: 1 };
  return { deep: 0, shallows: 2 };
}

/** The coral ridge, column by column (printed numbers); the middle column is the crest. */
const RIDGE: readonly { c: number; from: number; to: number; elevation: number }[] = [
  { c: 9, from: 4, to: 9, elevation: 1 },
  { c: 10, from: 3, to: 10, elevation: 2 },
  { c: 11, from: 4, to: 8, elevation: 1 },
];

const onRidge = (c: number, r: number) => RIDGE.some((s) => s.c === c && r >= s.from && r <= s.to);

type Facing = 'SW' | 'NW';

/** The caves in the ridge's seaward face and the hexside each faces: their fire lanes run down onto the beaches. */
const CAVES: readonly { label: string; facing: Facing }[] = [
  { label: '0904', facing: 'SW' },
  { label: '0906', facing: 'SW' },
  { label: '0908', facing: 'NW' },
  { label: '1010', facing: 'SW' },
];

/** Trench lines: on Taremo Point, behind both beaches, at the foot of the ridge and round the airstrip. */
const TRENCHES = ['0210', '0311', '0506', '0508', '0514', '0516', '0803', '0810', '0915', '1317', '1715', '1917'];

const COMMAND_POST = '1306';
const AIRSTRIP_ROW = 16;
const AIRSTRIP_COLUMNS = { from: 10, to: 18 };

function paintCoast(b: ScenarioBuilder): void {
  b.paint(b.where((c, r) => c <= coastOf(r).deep), 'all-sea');
  b.paint(b.where((c, r) => c > coastOf(r).deep && c <= coastOf(r).shallows), 'ocean');
  const water = (h: HexRef) => b.terrainAt(h) === 'ocean' || b.terrainAt(h) === 'all-sea';
  b.paint(b.all().filter((h) => !water(h) && b.neighbours(h).some(water)), 'beach');
  // The reef's seaward edge, where the reef flat drops into deep water.
  b.boundary((c, r) => (c <= coastOf(r).deep ? 'a' : c <= coastOf(r).shallows ? 'b' : null), 'reef-edge');
}

function paintInland(b: ScenarioBuilder): void {
  b.build(b.where((c) => c <= 7).filter((h) => b.terrainAt(h) === 'jungle'), 'palms');
  // Shell-torn palms where the preliminary bombardment fell behind both beaches.
  b.build(b.where((c, r) => (c >= 4 && c <= 5 && r >= 6 && r <= 8) || (c >= 4 && c <= 6 && r >= 14 && r <= 15)), 'palm-debris');
  // Kunai: cleared fields of fire in front of the ridge, and the grass plain round the airstrip.
  b.build(b.where((c, r) => c >= 8 && c <= 11 && r <= 11), 'kunai');
  b.build(b.where((c, r) => c >= 8 && c <= 18 && r >= 12), 'kunai');
  b.build(b.where(onRidge), 'hills');
  // The garrison's gardens, a clearing in the northern jungle.
  b.build(b.where((c, r) => c >= 16 && c <= 19 && r >= 1 && r <= 3), 'kunai');
  // A tongue of jungle between the ridge and the airstrip.
  b.build(b.where((c, r) => c >= 13 && c <= 15 && r >= 12 && r <= 13), 'jungle');
  b.build(b.where((c, r) => r === AIRSTRIP_ROW && c >= AIRSTRIP_COLUMNS.from && c <= AIRSTRIP_COLUMNS.to), 'airstrip');
}

/**
 * Jungle paths: the jungle hexes along each line become jungle-path hexes, and the line itself a trail (foot units) or,
 * from the airstrip to the east edge, a track the garrison's tanks can use.
 */
function paintJunglePaths(b: ScenarioBuilder): void {
  const lines: { type: 'trail' | 'track'; waypoints: string[] }[] = [
    { type: 'trail', waypoints: ['1205', COMMAND_POST, '1806', '2406'] },
    { type: 'trail', waypoints: [COMMAND_POST, '1311'] },
    { type: 'track', waypoints: ['1816', '2416'] },
  ];
  for (const { type, waypoints } of lines) {
    b.paint(b.line(...waypoints).filter((h) => b.terrainAt(h) === 'jungle'), 'jungle-path');
    b.path(type, ...waypoints);
  }
}

function islandMap(b: ScenarioBuilder): void {
  paintCoast(b);
  paintInland(b);
  paintJunglePaths(b);
  b.path('track', '0501', '0520');
  b.path('track', '0512', '1016');
}

/** The hexes from a hex in one direction until the edge of the map. */
function ray(b: ScenarioBuilder, from: HexRef, dir: HexDirection): HexRef[] {
  const out: HexRef[] = [];
  for (let at = neighbour(b.doc.map, from, dir); b.onMap(at); at = neighbour(b.doc.map, at, dir)) out.push(at);
  return out;
}

/** The cave's fire lane down to the beach; throws when the lane is blocked or never reaches the beach. */
function fireLane(b: ScenarioBuilder, label: string, dir: HexDirection): HexRef[] {
  const lane: HexRef[] = [];
  for (const h of ray(b, b.hex(label), dir)) {
    lane.push(h);
    const terrain = b.terrainAt(h);
    if (terrain === 'beach') return lane;
    if (terrainById(b.doc.ruleset, terrain)?.los === 'blocks') break;
  }
  throw new Error(`the cave at ${label} does not look over the beach`);
}

const facingDirection = (facing: Facing) => directionNames('flat').indexOf(facing) as HexDirection;

function islandFeatures(b: ScenarioBuilder): void {
  CAVES.forEach(({ label, facing }, i) => {
    const dir = facingDirection(facing);
    const lane = fireLane(b, label, dir);
    b.doc.features.push({
      id: `cave-${i + 1}`, type: 'cave', hex: b.hex(label), facing: dir,
      props: { name: `Cave ${i + 1}`, covers: b.label(lane[lane.length - 1]) },
    });
  });
  TRENCHES.forEach((label, i) => b.feature(`trench-${String(i + 1).padStart(2, '0')}`, 'trench', label));
  b.feature('command-post', 'commandPost', COMMAND_POST, { name: 'Garrison command post' });
  b.feature('airfield-taremo', 'airfield', '1416', { name: 'Taremo airstrip' });
  const objective = (label: string, name: string, vp: number) => b.feature(`objective-${label}`, 'objective', label, { name, vp });
  objective('1006', 'Crest of Taremo Ridge', 10);
  objective(COMMAND_POST, 'Garrison command post', 10);
  objective('1016', 'Airstrip, west end', 5);
  objective('1816', 'Airstrip, east end', 5);
  const place = (label: string, text: string) => b.feature(`label-${label}`, 'label', label, { text });
  place('0206', 'Red Beach');
  place('0215', 'Blue Beach');
  place('0311', 'Taremo Point');
  place('1103', 'Taremo Ridge');
  place('1417', 'Airstrip');
  place('0102', 'Reef edge');
}

/** The ridge stands above the island: its hexes get their elevation once the map is written. */
function raiseRidge(b: ScenarioBuilder, doc: ScenarioDocument): void {
  for (const hex of doc.hexes) {
    const { c, r } = b.numbers(hex);
    const strip = RIDGE.find((s) => s.c === c && r >= s.from && r <= s.to);
    if (strip) hex.elevation = strip.elevation;
  }
}

function islandZones(b: ScenarioBuilder): void {
  const isOcean = (h: HexRef) => b.terrainAt(h) === 'ocean';
  const westEdge = (from: number, to: number) => b.where((c, r) => c === 1 && r >= from && r <= to).filter(isOcean);
  b.zone('zone-red-beach', 'Red Beach landing lanes', '#c0392b', 'entry', westEdge(4, 8));
  b.zone('zone-blue-beach', 'Blue Beach landing lanes', '#2e6fb0', 'entry', westEdge(13, 17));
  b.zone('zone-landing-lanes', 'Every landing lane over the reef', '#7f8fa6', 'entry', westEdge(1, 20));
  const beaches = b.all().filter((h) => b.terrainAt(h) === 'beach');
  const land = (h: HexRef) => !['beach', 'ocean', 'all-sea'].includes(b.terrainAt(h));
  b.zone('zone-jp-forward', 'Within two hexes of the beach (tank-killer ambush)', '#8e6b3a', 'setup',
    b.all().filter((h) => land(h) && beaches.some((x) => b.distance(h, x) <= 2)));
  b.zone('zone-counterattack', 'Jungle paths at the east edge (counterattack)', '#6b3a8e', 'entry',
    b.where((c) => c === b.doc.map.cols).filter((h) => b.terrainAt(h) === 'jungle-path'));
}

// ------------------------------------------------------------------------------------------------ forces

type StepValues = [label: string, combat: number, range: number, ma: number];

const stepOf = ([label, combat, range, ma]: StepValues): Step => ({ label, combat, range, ma });
const valuesOf = ([, combat, range, ma]: StepValues): Values => [combat, range, ma];

/** A step-chain counter (ASL G1.1 as OST 11 plays it): each loss takes the unit one step down the chain. */
function chainType(id: string, name: string, classId: string, size: string, flags: string[], steps: StepValues[]): UnitType {
  const base = unitType(id, name, classId, size, flags, valuesOf(steps[0]), valuesOf(steps[1]));
  return { ...base, stepModel: 'chain', steps: steps.map(stepOf) };
}

/** A two-sided counter whose sides are not "front / disrupted" (the tank killer's Detonate side). */
function twoFaced(id: string, name: string, classId: string, size: string, flags: string[], front: StepValues, back: StepValues): UnitType {
  return { ...unitType(id, name, classId, size, flags, valuesOf(front), valuesOf(back)), steps: [stepOf(front), stepOf(back)] };
}

const JAPANESE_RIFLES: StepValues[] = [['Full strength', 4, 1, 4], ['Reduced', 3, 1, 4], ['Half-squad', 2, 1, 4]];
const JAPANESE_MGS: StepValues[] = [['Full strength', 4, 2, 3], ['Reduced', 3, 2, 3], ['Half-squad', 1, 2, 3]];
const JAPANESE_LEADER: StepValues[] = [['Leader', 1, 1, 4], ['Wounded', 1, 1, 3]];

function islandUnitTypes(): UnitType[] {
  return [
    unitType('us-lvta', 'LVT(A)(4) amtank platoon', 'armor', '•••', ['amphibious', 'pursuit'], [5, 2, 6], [2, 2, 6]),
    unitType('us-lvt', 'LVT(2) amtrac platoon', 'mechanized infantry', '•••', ['amphibious'], [3, 1, 6], [1, 1, 6]),
    unitType('us-rifle', 'Marine rifle platoon', 'light infantry', '•••', ['pursuit'], [4, 1, 5], [2, 1, 5]),
    unitType('us-mg', 'Marine machine-gun platoon', 'heavy weapons', '•••', [], [4, 2, 5], [2, 2, 5]),
    unitType('us-eng', 'Assault engineer platoon (flamethrowers, demolitions)', 'engineers', '•••', ['engineer'], [4, 1, 5], [2, 1, 5]),
    unitType('us-37mm', '37 mm anti-tank gun platoon', 'anti-tank', '•••', ['anti-tank', 'canister'], [3, 2, 4], [1, 2, 4]),
    unitType('us-81mm', '81 mm mortar platoon', 'mortar', '•••', [], [3, 3, 4], [1, 3, 4]),
    chainType('jp-rifle', 'Rifle platoon', 'light infantry', '•••', [], JAPANESE_RIFLES),
    chainType('jp-hmg', 'Heavy machine-gun platoon', 'heavy weapons', '•••', [], JAPANESE_MGS),
    chainType('jp-leader', 'Company commander', 'light infantry', '•', ['leader'], JAPANESE_LEADER),
    unitType('jp-47mm', 'Type 1 47 mm anti-tank gun', 'anti-tank', '••', ['anti-tank'], [3, 2, 2], [1, 2, 2]),
    unitType('jp-70mm', 'Type 92 70 mm battalion gun', 'mortar', '••', [], [3, 3, 2], [1, 3, 2]),
    unitType('jp-aa', 'Type 96 25 mm anti-aircraft platoon', 'anti-aircraft', '•••', ['anti-aircraft'], [2, 2, 2], [1, 2, 2]),
    twoFaced('jp-tk', 'Tank-killer team', 'light infantry', '•', ['tank-killer', 'one-step'], ['Tank killer', 1, 1, 4], ['Detonate', 5, 0, 0]),
    unitType('jp-hago', 'Type 95 light tank platoon', 'armor', '•••', ['pursuit'], [4, 2, 6], [2, 2, 6]),
  ];
}

function islandSides(b: ScenarioBuilder): void {
  b.doc.sides = [
    {
      ...makeSide({ id: US, name: 'United States', colour: '#3d6b8f', role: 'attacker', setupOrder: 2 }),
      fireCoordination: 2, airstrikesPerHex: 2, navalGunfirePerHex: 1, starshells: 6,
    },
    {
      ...makeSide({ id: JAPAN, name: 'Japanese', colour: '#b0463c', role: 'defender', setupOrder: 1 }),
      fireCoordination: 2, airstrikesPerHex: 1, navalGunfirePerHex: 1, hiddenPercent: 30, starshells: 2,
    },
  ];
  b.doc.contingents = [
    contingent('LVT', US, 'Amphibian tractor battalion (first wave)', '#7a8a6a', '#ffffff'),
    contingent('A', US, 'Company A, 2nd Battalion', '#c8a070', '#1a1a1a'),
    contingent('B', US, 'Company B, 2nd Battalion', '#d8b888', '#1a1a1a'),
    contingent('SP', US, 'Battalion support wave', '#a8b8c8', '#1a1a1a'),
    contingent('C', US, 'Company C, 2nd Battalion (reserve)', '#e8d0a8', '#1a1a1a'),
    contingent('GB', JAPAN, 'Taremo garrison battalion', '#d9c27a', '#1a1a1a'),
    contingent('CA', JAPAN, 'Counterattack force from the east of the island', '#b8955a', '#1a1a1a'),
  ];
}

const IN_CAVES = matching([], { features: ['cave'] });
const IN_TRENCHES = matching([], { features: ['trench'] });
const IN_JUNGLE = matching(['jungle', 'jungle-path']);
const AT_COMMAND_POST = matching([], { features: ['commandPost'], adjacent: true });
const BY_AIRSTRIP = matching(['airstrip'], { adjacent: true });
const FORWARD = zoneArea('zone-jp-forward');

/**
 * The garrison, set up by area. Five units set up hidden (hip module): the tank-killer teams, the anti-tank gun and
 * one cave machine gun.
 */
function addGarrison(b: ScenarioBuilder): void {
  const add = (typeId: string, designations: string[], area: Area, hidden = false) => {
    const before = b.doc.units.length;
    addUnits(b.doc, 'GB', typeId, designations, inArea(area));
    for (const unit of b.doc.units.slice(before)) unit.hidden = hidden;
  };
  add('jp-hmg', ['MG 1'], IN_CAVES, true);
  add('jp-hmg', ['MG 2'], IN_CAVES);
  add('jp-rifle', ['1/1', '1/2'], IN_CAVES);
  add('jp-rifle', ['2/1', '2/2', '2/3', '3/1'], IN_TRENCHES);
  add('jp-47mm', ['47 mm'], IN_TRENCHES, true);
  add('jp-rifle', ['1/3', '3/2', '3/3'], IN_JUNGLE);
  add('jp-70mm', ['70 mm'], IN_JUNGLE);
  add('jp-leader', ['Capt. Hayama', 'Lt. Ogura'], AT_COMMAND_POST);
  add('jp-aa', ['AA'], BY_AIRSTRIP);
  add('jp-tk', ['TK 1', 'TK 2', 'TK 3'], FORWARD, true);
}

function islandForces(b: ScenarioBuilder): void {
  const doc = b.doc;
  doc.unitTypes = islandUnitTypes();
  addUnits(doc, 'LVT', 'us-lvta', ['LVT(A) 1', 'LVT(A) 2', 'LVT(A) 3'], REINFORCEMENT);
  addUnits(doc, 'LVT', 'us-lvt', ['LVT 1', 'LVT 2'], REINFORCEMENT);
  for (const company of ['A', 'B', 'C']) {
    addUnits(doc, company, 'us-rifle', [1, 2, 3].map((n) => `${company}/${n}`), REINFORCEMENT);
    addUnits(doc, company, 'us-mg', [`${company}/MG`], REINFORCEMENT);
  }
  addUnits(doc, 'SP', 'us-eng', ['Eng 1', 'Eng 2'], REINFORCEMENT);
  addUnits(doc, 'SP', 'us-37mm', ['37 mm'], REINFORCEMENT);
  addUnits(doc, 'SP', 'us-81mm', ['81 mm'], REINFORCEMENT);
  addGarrison(b);
  addUnits(doc, 'CA', 'jp-rifle', ['5/1', '5/2', '5/3', '6/1'], REINFORCEMENT);
  addUnits(doc, 'CA', 'jp-hmg', ['MG 3'], REINFORCEMENT);
  addUnits(doc, 'CA', 'jp-leader', ['Lt. Ishida'], REINFORCEMENT);
  addUnits(doc, 'CA', 'jp-hago', ['Ha-Go'], REINFORCEMENT);
}

// ------------------------------------------------------------------------------------------------ play

function islandTurns(b: ScenarioBuilder): void {
  const slots = days(['17 Nov 1944', '18 Nov 1944', '19 Nov 1944'], 8, 'morning');
  b.doc.turns = turnTrack(
    slots,
    (slot, index) =>
      slot.time === 'night' ? { [US]: 2, [JAPAN]: 4 } : { [US]: index === 1 ? 5 : 4, [JAPAN]: index === 1 ? 2 : 3 },
    {
      1: 'H-hour: the amtracs and Companies A and B land; naval gunfire and two carrier airstrikes on call',
      2: 'The support wave lands; the US fire support table is rolled from this turn',
      3: 'First night: starshells; the Japanese counterattack table is rolled from this turn; a Banzai is most likely now',
      4: 'Company C lands (it may be held back)',
      6: 'Second night',
    },
  );
}

const landing = (first: string, mayDelay = false): Entry =>
  ground(first === 'zone-landing-lanes' ? [zoneArea(first)] : [zoneArea(first), zoneArea('zone-landing-lanes')], mayDelay);

function islandArrivals(b: ScenarioBuilder): void {
  const wave = (id: string, turn: number, contingentId: string, entry: Entry, note: string) =>
    ({ id, sideId: US, turn, units: { kind: 'contingents' as const, contingentIds: [contingentId] }, entry, note });
  b.doc.arrivals = [
    wave('arrival-lvt', 1, 'LVT', landing('zone-landing-lanes'), 'First wave: amtanks and amtracs cross the reef anywhere'),
    wave('arrival-a', 1, 'A', landing('zone-red-beach'), 'Company A wades in over Red Beach'),
    wave('arrival-b', 1, 'B', landing('zone-blue-beach'), 'Company B wades in over Blue Beach'),
    wave('arrival-sp', 2, 'SP', landing('zone-landing-lanes'), 'Engineers, 37 mm guns and 81 mm mortars'),
    wave('arrival-c', 4, 'C', landing('zone-landing-lanes', true), 'The reserve company; it may be held back'),
  ];
}

function islandTables(b: ScenarioBuilder): void {
  const counterattack = ground([zoneArea('zone-counterattack'), { kind: 'edge', edge: 'east' }], true);
  const banzaiSpirit = outcome({ kind: 'cp', amount: 2 });
  b.doc.dieTables = [
    table({
      id: 'us-support', name: 'US fire support', sideId: US, use: 'reinforcement', firstTurn: 2,
      note: 'Rolled from turn 2. Airstrikes never fly at night, so at night only the CP of a 6 count.',
      rows: [
        row(1, 1, outcome(NO_EFFECT)),
        row(2, 3, outcome(airstrikes(1))),
        row(4, 5, outcome(airstrikes(2))),
        row(6, 6, outcome(airstrikes(2)), outcome({ kind: 'cp', amount: 1 })),
      ],
    }),
    table({
      id: 'jp-counterattack', name: 'Japanese counterattack', sideId: JAPAN, use: 'reinforcement', firstTurn: 3,
      note: 'Rolled from the first night. +1 on a night turn, +1 while US units hold an objective. The counterattack force comes once, by the jungle paths at the east edge (the rest of the east edge when the enemy holds both); afterwards a 7–8 gives only the 2 CP.',
      modifiers: [
        { value: 1, when: [{ kind: 'night', night: true }] },
        { value: 1, when: [{ kind: 'occupies', sideId: US, hexes: [], atLeast: 1 }] },
      ],
      rows: [
        row(1, 3, outcome(NO_EFFECT)),
        row(4, 6, outcome(deploy(['CA'], counterattack), { onceOnly: true })),
        row(7, 8, outcome(deploy(['CA'], counterattack), { onceOnly: true }), banzaiSpirit),
      ],
    }),
  ];
}

function islandStrikes(b: ScenarioBuilder): void {
  const carrier = (n: number) =>
    strike(`us-air-${n}`, US, 'air', 4, `Carrier airstrike ${n}`, { initial: n <= 2, availability: 'arrivalTurn', shotDown: 'replaced' });
  const gunfire = { initial: true, availability: 'restOfGame', shotDown: 'replaced' } as const;
  b.doc.strikes = [
    ...[1, 2, 3, 4].map(carrier),
    strike('us-naval-dd', US, 'naval', 5, 'Destroyer gunfire', gunfire),
    strike('us-naval-ca', US, 'naval', 7, 'Cruiser gunfire', gunfire),
  ];
  b.doc.cpBonuses = [
    { id: 'cp-command-post', sideId: JAPAN, cp: 1, hexes: b.hexes(COMMAND_POST), require: 'any', noAdjacentEnemy: true, note: 'Japanese unit in the command post, no US unit adjacent: the field telephones still work' },
    { id: 'cp-airstrip', sideId: US, cp: 1, hexes: b.hexes('1016', '1816'), require: 'all', noAdjacentEnemy: true, note: 'US units on both airstrip objectives, no Japanese unit adjacent: spotter planes land' },
  ];
}

function islandVictory(b: ScenarioBuilder): void {
  const none = { contingentIds: [], unitClasses: [], flags: [] };
  b.doc.victory = {
    ...defaultVictory(),
    suddenDeath: [{ fromTurn: 2, kind: 'objectivesAndNoEnemy', text: 'One side holds every objective hex and the other has no unit on the map', result: 'Decisive victory' }],
    elimination: [
      { sideId: JAPAN, what: 'units', match: { ...none, flags: ['tank-killer'] }, vp: 0, label: 'Japanese tank-killer teams (no VP)' },
      { sideId: JAPAN, what: 'units', match: { ...none, flags: ['leader'] }, vp: 3, label: 'Japanese leaders' },
      { sideId: JAPAN, what: 'units', match: none, vp: 1, label: 'Other Japanese units (eliminated, not step-reduced)' },
      { sideId: US, what: 'units', match: { ...none, flags: ['amphibious'] }, vp: 1, label: 'US amtanks and amtracs' },
      { sideId: US, what: 'units', match: none, vp: 2, label: 'Other US units' },
      { sideId: US, what: 'strikes', match: none, vp: 1, label: 'US airstrikes shot down' },
    ],
    historical: 'None: Taremo is fictional. Par for a good US player is a tactical victory, with the ridge taken on the second day and the airstrip held against the counterattack.',
  };
}

// ------------------------------------------------------------------------------------------------ text

const moduleRule = (id: string, title: string, module: ModuleName, text: string): SpecialRule => ({ id, title, text, module });
const plainRule = (id: string, title: string, text: string): SpecialRule => ({ id, title, text });

function islandRules(b: ScenarioBuilder): void {
  for (const name of MODULE_NAMES) b.doc.ruleset.modules[name] = true;
  b.doc.specialRules = [
    plainRule('rule-01-landing', 'Landing over the reef',
      'US units enter in their Movement Phase on the ocean hexes of the west edge: Company A by the Red Beach lanes (0104–0108), Company B by the Blue Beach lanes (0113–0117), every other wave by any lane (0104–0117), and any unit by any lane once the Japanese hold every hex of its own. Foot units wade: each ocean hex costs 3 MP, so a rifle platoon spends its first turn in the shallows. Amtanks and amtracs are amphibious and pay 2 MP per ocean hex. Nobody enters the all-sea beyond the reef edge.'),
    plainRule('rule-02-naval-gunfire', 'Naval gunfire and airstrikes',
      'Both naval gunfire markers are on call from turn 1 to the end of the game, night turns included (one column left at night). Carrier airstrikes 1 and 2 fly on turn 1; after that the fire support table brings airstrikes back for the turn rolled. Airstrikes never fly at night.'),
    moduleRule('rule-03-japanese', 'Japanese step losses', 'japanese',
      'Japanese rifle and machine-gun platoons and leaders are step chains. They never disrupt or retreat: each loss flips them one step down (full strength, reduced, half-squad; a leader is wounded first). Only eliminated units score VP, never a step lost.'),
    moduleRule('rule-04-banzai', 'Banzai', 'banzai',
      'Once in the scenario the Japanese player may declare a Banzai charge, led by one of the leaders (Capt. Hayama, Lt. Ogura, or Lt. Ishida once the counterattack force is in play). Foot units in the leader\'s command range join; the 47 mm and 70 mm guns join as reduced rifle platoons (they fight at their reduced values from then on), while units that move as vehicles (the Ha-Go tanks and the wheeled AA platoon) and the tank-killer teams never do. The charge costs 2 CP every turn it goes on, closes with the nearest US units and never fires at range; a unit that has spent its movement without reaching the enemy may still move one hex into an empty hex. A leader attacking alone, or defending a hex alone, fights at 1.'),
    moduleRule('rule-05-caves', 'Caves of Taremo Ridge', 'caves',
      'The four caves in the ridge\'s seaward face hold one foot unit each (plus a leader); a foot unit pays 1 MP more to enter or to leave a cave hex. Each faces the hexside shown, and ranged fire goes into or out of a cave only along that line: all four look down onto the beaches. Units inside ignore naval gunfire and airstrikes, but not napalm; a cave hit by a strike collapses on a roll of 5 or 6, and the unit inside is lost.'),
    moduleRule('rule-06-napalm', 'Napalm', 'napalm',
      'Any US airstrike marker available this turn may instead drop napalm on one hex with Japanese units, for 1 more CP. A pilot-quality die sets its strength (6, 8 or 10) and each unit in the hex is attacked on its own, caves included.'),
    moduleRule('rule-07-starshells', 'Starshells', 'starshells',
      'For the whole scenario the US player has 6 starshells (mortar and destroyer illumination), the Japanese player 2. On a night turn each player may fire any of his at the start of the turn; they light their hex and the hexes next to it for that turn.'),
    moduleRule('rule-08-tank-killers', 'Tank-killer teams', 'tankKillers',
      'The three tank-killer teams set up hidden within two hexes of the beach. One that moves next to a US amtank or amtrac attacks it at once with strength 5 and is removed; a hidden one may reveal itself to attack a vehicle that moves next to it. They never stack or move with other units, never join a Banzai, and score no VP when eliminated.'),
    moduleRule('rule-09-canister', 'Canister', 'canister',
      'The US 37 mm gun platoon may fire canister at Japanese foot units up to 3 hexes away, at doubled strength against two hexes next to each other.'),
    moduleRule('rule-10-hidden', 'Hidden Japanese positions', 'hip',
      'Up to 30% of the Japanese set-up units may set up hidden; the set-up marks five (the three tank-killer teams, the 47 mm gun and machine-gun platoon MG 1). A hidden unit is revealed when it fires or moves, or when a US unit moves next to it.'),
    plainRule('rule-11-command', 'Command post and airstrip',
      'While a Japanese unit holds the command post (1306) with no US unit next to it, the Japanese player gets 1 more CP each turn; while US units hold both airstrip objectives (1016, 1816) with no Japanese unit next to either, the US player gets 1 more CP. (Entered as CP bonuses.)'),
  ];
}

function islandInfo(b: ScenarioBuilder): void {
  b.doc.info = {
    title: 'Taremo Ridge',
    subtitle: 'A Marine landing on a defended island, November 1944 (fictional scenario)',
    startDate: '17 November 1944',
    endDate: '19 November 1944',
    designer: 'Atoll bundled scenario (original design)',
    historicalNotes: [
      'A fictional scenario: Taremo is an invented island and this battle never happened. It is built from the pattern',
      'of the late-1944 island landings. A Marine battalion lands across a reef flat on two beaches either side of a',
      'rocky point. Behind the palms a coral ridge, honeycombed with caves, looks down on the beaches, and beyond the',
      'kunai lies the small airstrip the operation is for. The garrison battalion has dug in to fight for every cave',
      'and trench rather than meet the landing at the water\'s edge, and keeps a counterattack force in the jungle to',
      'the east, to come in by night.',
    ].join(' '),
    designerNotes: [
      'Everything here is chosen for this design; nothing comes from a printed scenario.',
      '',
      'Map. 24 × 20 flat-top hexes (19 mm) numbered 0101–2420, north at the top. The west edge is the sea: all-sea off',
      'the two headlands beyond a reef-edge hexside, ocean shallows two hexes wide in the bay (one off Taremo Point),',
      'then beach on every land hex next to the water, palms with two patches of palm debris where the bombardment',
      'fell, kunai in front of the ridge, round the airstrip and in a garden clearing, and jungle (the default',
      'terrain). Jungle paths run from the ridge past the command post to the east edge, carrying a trail (foot units',
      'pay 1 MP a hex along it), and from the airstrip to the east edge, carrying a track the Japanese tanks can use. A',
      'track also runs behind the beach and up to the airstrip. The coral ridge is hills terrain at elevation 1, its',
      'crest column at 2. Four caves face south-west or north-west so that their fire lanes cross only palms and kunai',
      'down to the beach; twelve trenches hold Taremo Point, the palms behind both beaches, the foot of the ridge and',
      'the airstrip.',
      '',
      'Set-up. The Japanese set up first, by area: one unit in each cave, platoons and the 47 mm gun in the trenches,',
      'three platoons and the battalion gun in the jungle, the leaders at the command post, the AA by the airstrip and',
      'the tank-killer teams within two hexes of the beach. The US waves land by ground entry on the ocean hexes of the',
      'west edge: the amtracs anywhere, Company A on the Red Beach lanes, Company B on the Blue Beach lanes (turn 1),',
      'the support wave on turn 2 and the reserve company on turn 4. The counterattack force enters from the east edge',
      'when the Japanese table rolls it, from the first night on.',
      '',
      'Forces. Paratrooper-scale platoons (combat-range-movement). US: amtanks 5-2-6 and amtracs 3-1-6 (tracked,',
      'amphibious), Marine rifle and machine-gun platoons 4-1-5 and 4-2-5 (movement 5 so a platoon that waded one',
      'ocean hex on its first turn reaches the beach on the next), engineers 4-1-5, a 37 mm gun 3-2-4 that fires',
      'canister, 81 mm mortars 3-3-4. Japanese: rifle platoons as a three-step chain 4/3/2-1-4, machine-gun platoons',
      '4/3/1-2-3, leaders 1-1-4 (wounded 1-1-3), a 47 mm gun 3-2-2, a 70 mm battalion gun 3-3-2, 25 mm AA 2-2-2,',
      'tank-killer teams 1-1-4 whose back is their Detonate side (strength 5), a Type 95 tank platoon 4-2-6.',
      '',
      'Turns and CP. Eight turns from 17 November morning; turns 3 and 6 are nights. US 5 CP on turn 1, 4 by day,',
      '2 at night; Japanese 2 on turn 1 (stunned by the bombardment), 3 by day, 4 at night, when they are at their',
      'best. Strikes: two naval gunfire markers (destroyer 5, cruiser 7) for the whole game and four carrier',
      'airstrikes of strength 4, two on turn 1 and the rest from the fire support table.',
      '',
      'Victory. The ridge crest and the command post are worth 10 VP each and each end of the airstrip 5. A Japanese',
      'unit eliminated scores 1 (a leader 3, a tank-killer team nothing; step losses score nothing), a US unit 2 (an',
      'amtank or amtrac 1), a shot-down airstrike 1. The usual levels apply to the difference.',
      '',
      'Modules. All eight Pacific modules are on in this scenario\'s ruleset, and each special rule names the module',
      'it describes. The hidden units carry the hidden mark, within the side\'s 30%. What the document cannot hold as',
      'data is special-rule text: the starshell allowance of each side (6 US, 2 Japanese) and the one-unit limit of a',
      'cave at set-up (the set-up area is "any cave", with four caves for the four units that use it).',
    ].join('\n'),
  };
}

// ------------------------------------------------------------------------------------------------ output

export function buildIsland(): ScenarioDocument {
  const b = new ScenarioBuilder(islandMapSettings());
  for (const part of [islandInfo, islandMap, islandFeatures, islandZones, islandSides, islandForces, islandTurns, islandArrivals, islandTables, islandStrikes, islandVictory, islandRules])
    part(b);
  const doc = b.finish();
  raiseRidge(b, doc);
  return doc;
}

function main(): void {
  const target = path.join(SCENARIOS_DIR, ISLAND_FILE);
  writeFileSync(target, documentToJson(buildIsland()));
  console.log(`wrote ${path.relative(process.cwd(), target)}`);
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
