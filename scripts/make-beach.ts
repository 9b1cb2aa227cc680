/**
 * Builds Atoll's small beach-assault scenario, "Malua Point" (a fictional landing, November 1943), in code and writes
 * it as canonical `scenarios/malua.atoll.json`:
 *
 *   npx tsx scripts/make-beach.ts
 *
 * It is the scenario of the victory conditions the engine evaluates and of play without command points: the Marines
 * win at the end of any turn on which they hold the Japanese command post, the Japanese win if they still hold it
 * (or it is empty) at the end of turn 8, or at once if 80 % of the Marines are eliminated; the scenario has no CP
 * system. Every value is chosen here and explained in the designer notes. The builder is deterministic: the same code
 * gives the same bytes (tests/unit/beach-scenario.test.ts checks it).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  defaultVictory, documentToJson, makeSide,
  type Carrier, type Entry, type HexRef, type MapSettings, type ScenarioDocument, type SpecialRule, type Turn, type UnitType,
} from '../src-shared/model';
import { featureFireRows, type FeatureRule, type MoraleTable, type PassengerTable } from '../src-shared/ruleset';
import { SPECIAL_RULE_MODULES } from '../src-shared/engine/scenario/special-rules';
import { addUnits, contingent, ground, inArea, matching, REINFORCEMENT, ScenarioBuilder, SCENARIOS_DIR, unitType, zoneArea } from './make-scenarios';

export const BEACH_FILE = 'malua.atoll.json';

const US = 'us';
const JAPAN = 'japanese';
export const COMMAND_POST = '1107';
export const LAST_TURN = 8;
/** The share of the Marine units whose elimination throws the landing back. */
export const THROWN_BACK = 80;

// ------------------------------------------------------------------------------------------------ map

/** 18 × 14 flat-top hexes numbered 0101–1814, north at the top: the sea and the reef are on the west edge. */
function beachMapSettings(): MapSettings {
  return {
    cols: 18, rows: 14, orientation: 'flat', stagger: 'odd', hexSizeMm: 19,
    numbering: { scheme: 'xxyy', firstCol: 1, firstRow: 1, digits: 2 },
    showLabels: true, marginMm: 10, defaultTerrain: 'jungle', north: 'top',
  };
}

/** The headlands (rows 1–2 and 13–14) drop into deep water beyond the reef edge; the bay has two hexes of reef flat. */
const deepTo = (r: number) => (r <= 2 || r >= 13 ? 1 : 0);
const SHALLOWS_TO = 2;

function beachMap(b: ScenarioBuilder): void {
  b.paint(b.where((c, r) => c <= deepTo(r)), 'all-sea');
  b.paint(b.where((c, r) => c > deepTo(r) && c <= SHALLOWS_TO), 'ocean');
  const water = (h: HexRef) => b.terrainAt(h) === 'ocean' || b.terrainAt(h) === 'all-sea';
  b.paint(b.all().filter((h) => !water(h) && b.neighbours(h).some(water)), 'beach');
  b.boundary((c, r) => (c <= deepTo(r) ? 'a' : c <= SHALLOWS_TO ? 'b' : null), 'reef-edge');
  b.build(b.where((c) => c >= 4 && c <= 6).filter((h) => b.terrainAt(h) === 'jungle'), 'palms');
  b.build(b.where((c, r) => c === 5 && r >= 6 && r <= 8), 'palm-debris');
  b.build(b.where((c, r) => c >= 7 && c <= 9 && r >= 3 && r <= 12), 'kunai');
  // The clearing round the command post, cut for fields of fire.
  b.build(b.all().filter((h) => b.distance(h, b.hex(COMMAND_POST)) === 1), 'kunai');
  // A jungle path from the clearing to the east edge, the way the garrison's reserve comes in.
  const trail = [COMMAND_POST, '1807'];
  b.paint(b.line(...trail).filter((h) => b.terrainAt(h) === 'jungle'), 'jungle-path');
  b.path('trail', ...trail);
  b.path('track', '0402', '0413');
  b.path('track', '0407', COMMAND_POST);
  // Wire on the hexsides between the beach hexes of the bay (0303–0312) and the palms behind them.
  b.boundary((c, r) => (c === WIRE_COL && r >= WIRE_ROWS[0] && r <= WIRE_ROWS[1] ? 'a' : c === WIRE_COL + 1 ? 'b' : null), 'barbed-wire');
}

/** The wire runs behind the beach hexes 0303–0312. */
const WIRE_COL = 3;
const WIRE_ROWS = [3, 12] as const;

const TRENCHES = ['0505', '0509', '0807', '1006', '1108'];

function beachFeatures(b: ScenarioBuilder): void {
  TRENCHES.forEach((label, i) => b.feature(`trench-${i + 1}`, 'trench', label));
  b.feature('command-post', 'commandPost', COMMAND_POST, { name: 'Garrison command post' });
  b.feature('objective-command-post', 'objective', COMMAND_POST, { name: 'Garrison command post', vp: 10 });
  b.feature('label-beach', 'label', '0307', { text: 'Green Beach' });
  b.feature('label-point', 'label', '0202', { text: 'Malua Point' });
}

function beachZones(b: ScenarioBuilder): void {
  const lanes = b.where((c, r) => c === 1 && r >= 3 && r <= 12).filter((h) => b.terrainAt(h) === 'ocean');
  b.zone('zone-landing', 'Landing lanes over the reef', '#2e6fb0', 'entry', lanes);
  b.zone('zone-reserve-entry', 'Jungle path at the east edge', '#6b3a8e', 'entry', b.hexes('1807'));
  b.zone('zone-forward', 'Behind the beach (forward posts)', '#8e6b3a', 'setup', b.where((c, r) => c >= 4 && c <= 6 && r >= 3 && r <= 12));
}

// ------------------------------------------------------------------------------------------------ forces

function beachSides(b: ScenarioBuilder): void {
  b.doc.sides = [
    { ...makeSide({ id: US, name: 'Marines', colour: '#3d6b8f', role: 'attacker', setupOrder: 2 }), fireCoordination: 2 },
    { ...makeSide({ id: JAPAN, name: 'Japanese', colour: '#b0463c', role: 'defender', setupOrder: 1 }), fireCoordination: 1 },
  ];
  b.doc.contingents = [
    contingent('LVT', US, 'Amphibian tractors (first wave)', '#7a8a6a', '#ffffff'),
    contingent('A', US, 'Company A', '#c8a070', '#1a1a1a'),
    contingent('B', US, 'Company B', '#d8b888', '#1a1a1a'),
    contingent('SP', US, 'Support wave', '#a8b8c8', '#1a1a1a'),
    contingent('C', US, 'Company C (reserve)', '#e8d0a8', '#1a1a1a'),
    contingent('SNLF', JAPAN, 'Special naval landing force garrison', '#d9c27a', '#1a1a1a'),
    contingent('RES', JAPAN, 'Garrison reserve', '#b8955a', '#1a1a1a'),
  ];
}

/** The amtracs that carry Companies A and B over the reef: three platoons (or commanders) each. */
const LVT_CARRIER: Carrier = { capacity: 3, measure: 'units', classes: ['light infantry', 'heavy weapons'], loadMp: 1, unloadMp: 1 };

/** An SNLF rifle platoon of four squads, one step lost at a time. */
function snlfPlatoon(): UnitType {
  const base = unitType('jp-rifle', 'SNLF rifle platoon', 'light infantry', '•••', ['step-losses'], [4, 1, 4], [1, 1, 4]);
  const squads = [[4, 'Four squads'], [3, 'Three squads'], [2, 'Two squads'], [1, 'One squad']] as const;
  return { ...base, stepModel: 'chain', steps: squads.map(([combat, label]) => ({ label, combat, range: 1, ma: 4 })) };
}

function beachForces(b: ScenarioBuilder): void {
  const doc = b.doc;
  doc.unitTypes = [
    { ...unitType('us-lvt', 'LVT amtrac platoon', 'mechanized infantry', '•••', ['amphibious'], [3, 1, 6], [1, 1, 6]), carrier: LVT_CARRIER },
    unitType('us-rifle', 'Marine rifle platoon', 'light infantry', '•••', ['pursuit'], [6, 1, 5], [3, 1, 5]),
    unitType('us-mg', 'Marine machine-gun platoon', 'heavy weapons', '•••', [], [4, 2, 5], [2, 2, 5]),
    unitType('us-cdr', 'Marine company commander', 'light infantry', '•', ['leader'], [1, 1, 5], [0, 1, 5]),
    unitType('us-eng', 'Assault engineer platoon', 'engineers', '•••', ['engineer'], [4, 1, 5], [2, 1, 5]),
    unitType('us-81mm', '81 mm mortar platoon', 'mortar', '•••', [], [3, 3, 4], [1, 3, 4]),
    snlfPlatoon(),
    unitType('jp-hmg', 'Heavy machine-gun platoon', 'heavy weapons', '•••', [], [4, 2, 3], [2, 2, 3]),
    unitType('jp-70mm', 'Type 92 70 mm battalion gun', 'mortar', '••', [], [3, 3, 2], [1, 3, 2]),
    unitType('jp-cdr', 'Garrison commander', 'light infantry', '•', ['leader'], [1, 1, 4], [0, 1, 4]),
  ];
  addUnits(doc, 'LVT', 'us-lvt', ['LVT 1', 'LVT 2', 'LVT 3', 'LVT 4'], inArea(zoneArea('zone-landing')));
  // Companies A and B start aboard the amtracs on the water: commander, three rifle platoons and the machine guns.
  const lvts = doc.units.filter((u) => u.contingentId === 'LVT').map((u) => u.id);
  let seat = 0;
  const board = (from: number) => {
    for (const u of doc.units.slice(from)) u.aboard = lvts[Math.floor(seat++ / LVT_CARRIER.capacity) % lvts.length];
  };
  for (const company of ['A', 'B']) {
    const from = doc.units.length;
    addUnits(doc, company, 'us-cdr', [`${company}/Cdr`], inArea(zoneArea('zone-landing')));
    addUnits(doc, company, 'us-rifle', [1, 2, 3].map((n) => `${company}/${n}`), inArea(zoneArea('zone-landing')));
    addUnits(doc, company, 'us-mg', [`${company}/MG`], inArea(zoneArea('zone-landing')));
    board(from);
  }
  addUnits(doc, 'SP', 'us-eng', ['Eng'], REINFORCEMENT);
  addUnits(doc, 'SP', 'us-81mm', ['81 mm'], REINFORCEMENT);
  addUnits(doc, 'C', 'us-cdr', ['C/Cdr'], REINFORCEMENT);
  addUnits(doc, 'C', 'us-rifle', ['C/1', 'C/2', 'C/3'], REINFORCEMENT);
  addUnits(doc, 'SNLF', 'jp-rifle', ['1/1'], inArea(zoneArea('zone-forward')));
  addUnits(doc, 'SNLF', 'jp-hmg', ['MG 1'], inArea(matching([], { features: ['trench'] })));
  addUnits(doc, 'SNLF', 'jp-rifle', ['2/1', '2/2'], inArea(matching([], { features: ['trench'] })));
  addUnits(doc, 'SNLF', 'jp-rifle', ['3/1', '3/2'], inArea(matching([], { features: ['commandPost'], adjacent: true })));
  addUnits(doc, 'SNLF', 'jp-cdr', ['Cdr'], inArea(matching([], { features: ['commandPost'] })));
  addUnits(doc, 'SNLF', 'jp-hmg', ['MG 2'], inArea(matching([], { features: ['commandPost'] })));
  addUnits(doc, 'SNLF', 'jp-70mm', ['70 mm'], inArea(matching([], { features: ['commandPost'], adjacent: true })));
  addUnits(doc, 'RES', 'jp-rifle', ['4/1', '4/2'], REINFORCEMENT);
}

// ------------------------------------------------------------------------------------------------ play

function beachTurns(b: ScenarioBuilder): void {
  const times: Turn['timeOfDay'][] = ['morning', 'afternoon', 'night'];
  const dates = ['20 Nov 1943', '21 Nov 1943', '22 Nov 1943'];
  const notes: Record<number, string> = {
    1: 'H-hour: the amtracs and Companies A and B land',
    2: 'The support wave lands',
    3: 'First night',
    4: 'Company C lands (it may be held back); the garrison reserve comes up the jungle path',
    6: 'Second night',
    8: 'Last turn: the Marines must hold the command post at its end',
  };
  b.doc.turns = Array.from({ length: LAST_TURN }, (_, i) => {
    const time = times[i % 3];
    const name = { morning: 'Morning', afternoon: 'Afternoon', night: 'Night', evening: 'Evening', day: 'Day' }[time];
    return { id: `turn-${i + 1}`, index: i + 1, label: `${dates[Math.floor(i / 3)]} ${name}`, date: dates[Math.floor(i / 3)], timeOfDay: time, night: time === 'night', cp: {}, notes: notes[i + 1] ?? '' };
  });
}

/** The turns of the later Marine waves, two units each. */
const LATER_WAVES = [2, 3, 4];

function beachArrivals(b: ScenarioBuilder): void {
  const landing = (mayDelay = false): Entry => ground([zoneArea('zone-landing')], mayDelay);
  const wave = (id: string, sideId: string, turn: number, contingentId: string, entry: Entry, note: string) =>
    ({ id, sideId, turn, units: { kind: 'contingents' as const, contingentIds: [contingentId] }, entry, note });
  // The later Marine waves come by a sealed arrival order at unit level: the Marine player writes which two units land
  // on turn 2, which two on turn 3 and which two on turn 4; the Japanese see it only when the game is over.
  const later = b.doc.units.filter((u) => u.contingentId === 'SP' || u.contingentId === 'C').map((u) => u.id);
  b.doc.sides = b.doc.sides.map((side) => (side.id === US ? { ...side, arrivalOrder: { mode: 'written', groups: 'unit', unitIds: later, schedule: LATER_WAVES.map((turn) => ({ turn, count: 2 })), entry: landing() } } : side));
  b.doc.arrivals = [
    wave('arrival-res', JAPAN, 4, 'RES', ground([zoneArea('zone-reserve-entry'), { kind: 'edge', edge: 'east' }], true), 'The garrison reserve, by the jungle path'),
  ];
}

function beachVictory(b: ScenarioBuilder): void {
  b.doc.victory = {
    ...defaultVictory(),
    suddenDeath: [],
    conditions: [
      {
        kind: 'hold', sideId: US, target: { kind: 'objective', featureId: 'objective-command-post' }, check: 'everyTurn', turn: LAST_TURN, elseSideId: JAPAN,
        result: 'Decisive victory', elseResult: 'Defensive victory',
      },
      { kind: 'eliminate', sideId: JAPAN, percent: THROWN_BACK, result: 'Decisive victory' },
    ],
    otherwise: { sideId: JAPAN, result: 'Defensive victory' },
    historical: 'None: Malua Point is fictional. A good Marine player takes the command post on the second day.',
  };
}

// ------------------------------------------------------------------------------------------------ text


/** The command post as an emplacement with a life: a column shift and +1 defence while it stands; fire destroys it on a 5 or 6. */
const COMMAND_POST_RULE: FeatureRule = {
  id: 'commandPost', name: 'Command post (emplacement)', source: 'Malua Point', defence: 1, columnShift: -1, protects: 'all',
  vehiclesMayEnter: true, enterMp: 0, maxPerHex: 1, forbidden: { structure: false, water: ['ocean', 'river', 'sea'], terrain: [] },
  life: { defenceAdd: 1, dice: '1d6', rows: featureFireRows(5), keepsBonus: false },
};

/** Marine and garrison morale: a unit with no leader within three hexes rolls as its Movement Phase begins. */
const MORALE_TABLE: MoraleTable = {
  source: 'Malua Point',
  dice: '1d6',
  rows: [
    { from: 1, to: 3, results: ['normal'] },
    { from: 4, to: 4, results: ['cannot-fire'] },
    { from: 5, to: 5, results: ['cannot-move'] },
    { from: 6, to: 8, results: ['fall-back', 'cannot-fire'], hexes: 1 },
  ],
  modifiers: [{ when: 'disrupted', value: 1 }, { when: 'night', value: 1 }],
};
/** Amtrac passengers when their amtrac is hit: armour plate spares most of them. */
const PASSENGER_TABLE: PassengerTable = {
  source: 'Malua Point',
  rows: (['unharmed', 'unharmed', 'unharmed', 'disrupted', 'disrupted', 'step'] as const).map((result, i) => ({ roll: i + 1, result })),
};
export const LEADER_RADIUS = 3;

function beachRuleset(b: ScenarioBuilder): void {
  const ruleset = b.doc.ruleset;
  b.doc.ruleset = {
    ...ruleset,
    commandPoints: false,
    // Amtracs (tracked) cross the wire and flatten it; foot units cross at its cost; the engineers cut it by spending
    // their Engineering Phase next to it.
    // Drawn heavier than the default so that the wire stands out along the beach.
    hexsides: ruleset.hexsides.map((h) =>
      h.id === 'barbed-wire'
        ? { ...h, look: { ...h.look, colour: '#1e1e1e', widthMm: 1.2 }, obstacle: { clearedByCrossing: ['tracked'], clearers: { count: 1, flag: 'engineer' } } }
        : h,
    ),
    features: [...ruleset.features, COMMAND_POST_RULE],
    morale: MORALE_TABLE,
    passengerTable: PASSENGER_TABLE,
  };
}

const rule = (id: string, title: string, text: string, more: Partial<SpecialRule> = {}): SpecialRule => ({ id, title, text, ...more });

function beachRules(b: ScenarioBuilder): void {
  beachRuleset(b);
  b.doc.specialRules = [
    rule('rule-01-landing', 'Landing over the reef',
      'Companies A and B start aboard the four amtracs on the ocean hexes of the west edge (0103–0112); the later waves enter there in their Movement Phase. Foot units wade the reef flat, two hexes of ocean shallows; the amtracs are amphibious. Nobody enters the all-sea beyond the reef edge off the two headlands.'),
    rule('rule-02-no-command-points', 'No command points',
      'This scenario has no command points: ranged fire, fast movement and regroup cost nothing, and the turn record track gives none (Rules sheet: "Command points" off).'),
    rule('rule-03-victory', 'Victory',
      `The Marines win at the end of any turn, up to turn ${LAST_TURN}, on which a Marine unit holds the command post (${COMMAND_POST}). If they have not by the end of turn ${LAST_TURN}, the Japanese win. The Japanese also win at once when ${THROWN_BACK} % of the Marine units have been eliminated. (Entered as victory conditions: the engine judges them.)`),
    rule('rule-04-wire', 'Wire behind the beach',
      'Barbed wire runs along the hexsides between the beach hexes 0303–0312 and the palms. Foot units cross it at its movement cost; an amtrac that crosses a wire hexside flattens it, and the engineer platoon cuts a stretch by spending its Engineering Phase next to it. Cut wire is gone for the rest of the game.'),
    rule('rule-05-command-post', 'The command post as an emplacement',
      `The command post at ${COMMAND_POST} shifts attacks on its hex one column left and adds 1 to its defenders' strength. Every attack, ranged fire or strike on the hex rolls a die for the post: on 5 or 6 it is wrecked and gives no bonus from then on, but it stays the objective.`),
    rule('rule-06-leaders', 'Leaders and morale',
      `The garrison commander and the three Marine company commanders are leaders. As its Movement Phase begins, every unit with no friendly leader within ${LEADER_RADIUS} hexes rolls on the scenario's morale table (+1 if disrupted, +1 at night): 1–3 no effect, 4 cannot fire, 5 cannot move, 6 or more falls back one hex and cannot fire, until its next roll.`,
      { module: SPECIAL_RULE_MODULES.morale, params: { leaders: 'nearby', radius: LEADER_RADIUS } }),
    rule('rule-07-amtracs', 'Amtracs',
      'Each amtrac carries up to three foot units; a unit gets on or off in the amtrac\'s hex in the Movement Phase for 1 MP of the amtrac\'s move, and cannot fire while aboard. When an amtrac is hit, every unit aboard rolls on the scenario\'s Passenger Table: 1–3 unharmed, 4–5 disrupted, 6 loses a step.'),
    rule('rule-08-snlf-squads', 'SNLF platoons lose squads',
      'Each SNLF rifle platoon is four squads strong (combat 4, 3, 2, 1). Every loss a result gives it (a disruption, an exchange, an attacker or defender disrupted) costs one squad instead; the platoon is gone when its last squad is lost or on DE.'),
    rule('rule-09-later-waves', 'Later waves in a sealed order',
      `Before play the Marine player writes, unseen, the order in which the engineers, the 81 mm mortars and Company C (its commander and three platoons) land: two units on each of turns ${LATER_WAVES.join(', ')}. The engine holds the Marines to it; the Japanese see it only when the game is over.`),
  ];
}

function beachInfo(b: ScenarioBuilder): void {
  b.doc.info = {
    title: 'Malua Point',
    subtitle: 'A Marine beach assault against a defended command post, November 1943 (fictional scenario)',
    startDate: '20 November 1943',
    endDate: '22 November 1943',
    designer: 'Atoll bundled scenario (original design)',
    historicalNotes: [
      'A fictional scenario: Malua Point is an invented atoll islet and this battle never happened. A Marine battalion',
      'lands across a reef flat onto a narrow beach; behind the palms and a belt of kunai, a naval landing force',
      'garrison holds its command post in a jungle clearing and must keep it until help arrives.',
    ].join(' '),
    designerNotes: [
      'Everything here is chosen for this design; nothing comes from a printed scenario.',
      '',
      'Map. 18 × 14 flat-top hexes (19 mm) numbered 0101–1814, north at the top. The west edge is the sea: two hexes of',
      'ocean shallows over the reef flat in the bay, all-sea beyond a reef-edge hexside off the two headlands, then beach,',
      'palms (with palm debris where the bombardment fell), kunai, and jungle (the default terrain) round a kunai clearing',
      `with the command post at ${COMMAND_POST}. A track runs behind the beach and inland to the command post; a trail on a jungle`,
      'path leads from the clearing to the east edge. Five trenches: two behind the beach, one in the kunai, two at the',
      'command post.',
      '',
      'Forces. Marines: four amtracs 3-1-6 (amphibious carriers, three units each) on the water at the start with',
      'Companies A and B aboard (a commander 1-1-5, three rifle platoons 6-1-5 and a machine-gun platoon 4-2-5 each); an',
      'engineer platoon 4-1-5, an 81 mm mortar 3-3-4 and Company C (commander and three rifle platoons) land two units a',
      'turn on turns 2-4 in the order the Marine player seals before play. Japanese: five SNLF rifle platoons of four',
      'squads (4-3-2-1), two heavy machine guns 4-2-3, a 70 mm battalion gun 3-3-2 and the garrison commander: one',
      'platoon forward behind the beach, a machine gun and two platoons in the trenches, the rest in and next to the',
      'command post; two more platoons come up the jungle path on turn 4.',
      'Balance (greedy bots, 100 games): the Marines win three games in ten; see the README of scenarios/.',
      '',
      'Turns. Eight turns from 20 November morning; turns 3 and 6 are nights. No command points: the scenario\'s rules',
      'switch the CP system off, so ranged fire and the rest cost nothing and the track carries no CP.',
      '',
      `Victory. Judged by the engine: the Marines win at the end of any turn up to ${LAST_TURN} on which they hold the command`,
      `post; otherwise the Japanese win at the end of turn ${LAST_TURN}; the Japanese win at once if ${THROWN_BACK} % of the Marines are`,
      'eliminated.',
      'The command post objective is worth 10 VP, shown while playing; VP decide nothing here.',
      '',
      'Issue 14 rules in force: wire behind the beach (flattened by amtracs, cut by the engineers), the command post as',
      'an emplacement fire can wreck, leaders and morale (no leader within three hexes: a roll each Movement Phase), amtracs',
      'as carriers with the Passenger Table, SNLF platoons as four-step chains, and the sealed order of the later waves.',
    ].join('\n'),
  };
}

// ------------------------------------------------------------------------------------------------ output

export function buildBeach(): ScenarioDocument {
  const b = new ScenarioBuilder(beachMapSettings());
  for (const part of [beachInfo, beachMap, beachFeatures, beachZones, beachSides, beachForces, beachTurns, beachArrivals, beachVictory, beachRules]) part(b);
  return b.finish();
}

function main(): void {
  const target = path.join(SCENARIOS_DIR, BEACH_FILE);
  writeFileSync(target, documentToJson(buildBeach()));
  console.log(`wrote ${path.relative(process.cwd(), target)}`);
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
