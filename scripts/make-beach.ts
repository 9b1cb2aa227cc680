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
  type Entry, type HexRef, type MapSettings, type ScenarioDocument, type SpecialRule, type Turn,
} from '../src-shared/model';
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
}

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

function beachForces(b: ScenarioBuilder): void {
  const doc = b.doc;
  doc.unitTypes = [
    unitType('us-lvt', 'LVT amtrac platoon', 'mechanized infantry', '•••', ['amphibious'], [3, 1, 6], [1, 1, 6]),
    unitType('us-rifle', 'Marine rifle platoon', 'light infantry', '•••', ['pursuit'], [5, 1, 5], [2, 1, 5]),
    unitType('us-mg', 'Marine machine-gun platoon', 'heavy weapons', '•••', [], [4, 2, 5], [2, 2, 5]),
    unitType('us-eng', 'Assault engineer platoon', 'engineers', '•••', ['engineer'], [4, 1, 5], [2, 1, 5]),
    unitType('us-81mm', '81 mm mortar platoon', 'mortar', '•••', [], [3, 3, 4], [1, 3, 4]),
    unitType('jp-rifle', 'SNLF rifle platoon', 'light infantry', '•••', [], [4, 1, 4], [2, 1, 4]),
    unitType('jp-hmg', 'Heavy machine-gun platoon', 'heavy weapons', '•••', [], [4, 2, 3], [2, 2, 3]),
    unitType('jp-70mm', 'Type 92 70 mm battalion gun', 'mortar', '••', [], [3, 3, 2], [1, 3, 2]),
  ];
  addUnits(doc, 'LVT', 'us-lvt', ['LVT 1', 'LVT 2'], REINFORCEMENT);
  for (const company of ['A', 'B']) {
    addUnits(doc, company, 'us-rifle', [1, 2, 3].map((n) => `${company}/${n}`), REINFORCEMENT);
    addUnits(doc, company, 'us-mg', [`${company}/MG`], REINFORCEMENT);
  }
  addUnits(doc, 'SP', 'us-eng', ['Eng'], REINFORCEMENT);
  addUnits(doc, 'SP', 'us-81mm', ['81 mm'], REINFORCEMENT);
  addUnits(doc, 'C', 'us-rifle', ['C/1', 'C/2', 'C/3'], REINFORCEMENT);
  addUnits(doc, 'SNLF', 'jp-rifle', ['1/1'], inArea(zoneArea('zone-forward')));
  addUnits(doc, 'SNLF', 'jp-hmg', ['MG 1'], inArea(matching([], { features: ['trench'] })));
  addUnits(doc, 'SNLF', 'jp-rifle', ['2/1', '2/2'], inArea(matching([], { features: ['trench'] })));
  addUnits(doc, 'SNLF', 'jp-rifle', ['3/1', '3/2'], inArea(matching([], { features: ['commandPost'], adjacent: true })));
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

function beachArrivals(b: ScenarioBuilder): void {
  const landing = (mayDelay = false): Entry => ground([zoneArea('zone-landing')], mayDelay);
  const wave = (id: string, sideId: string, turn: number, contingentId: string, entry: Entry, note: string) =>
    ({ id, sideId, turn, units: { kind: 'contingents' as const, contingentIds: [contingentId] }, entry, note });
  b.doc.arrivals = [
    wave('arrival-lvt', US, 1, 'LVT', landing(), 'First wave: the amtracs cross the reef'),
    wave('arrival-a', US, 1, 'A', landing(), 'Company A wades in'),
    wave('arrival-b', US, 1, 'B', landing(), 'Company B wades in'),
    wave('arrival-sp', US, 2, 'SP', landing(), 'Engineers and the 81 mm mortars'),
    wave('arrival-c', US, 4, 'C', landing(true), 'The reserve company; it may be held back'),
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

const rule = (id: string, title: string, text: string): SpecialRule => ({ id, title, text });

function beachRules(b: ScenarioBuilder): void {
  b.doc.ruleset.commandPoints = false;
  b.doc.specialRules = [
    rule('rule-01-landing', 'Landing over the reef',
      'Marine units enter in their Movement Phase on the ocean hexes of the west edge (0103–0112). Foot units wade the reef flat, two hexes of ocean shallows; the amtracs are amphibious. Nobody enters the all-sea beyond the reef edge off the two headlands.'),
    rule('rule-02-no-command-points', 'No command points',
      'This scenario has no command points: ranged fire, fast movement and regroup cost nothing, and the turn record track gives none (Rules sheet: "Command points" off).'),
    rule('rule-03-victory', 'Victory',
      `The Marines win at the end of any turn, up to turn ${LAST_TURN}, on which a Marine unit holds the command post (${COMMAND_POST}). If they have not by the end of turn ${LAST_TURN}, the Japanese win. The Japanese also win at once when ${THROWN_BACK} % of the Marine units have been eliminated. (Entered as victory conditions: the engine judges them.)`),
    rule('rule-04-to-come-obstacles', 'Beach obstacles (to come)',
      'Planned for the obstacles rules: barbed wire along the beach line (the hexsides between the beach hexes 0303–0312 and the palms behind them) that amtracs cross and clear, foot units cross only after engineers spend a phase next to it. Until then the beach is open.'),
    rule('rule-05-to-come-command-post', 'The command post as an emplacement (to come)',
      `Planned for features with a life: the command post at ${COMMAND_POST} gives its defenders a column shift and can be destroyed by fire (its own table); destroyed, it loses its bonus but stays the objective.`),
    rule('rule-06-to-come-leaders', 'Leaders and morale (to come)',
      'Planned for leaders and morale: the garrison commander (a leader counter at the command post) and a Marine company commander per company; a garrison that has lost its commander rolls on the morale table each turn.'),
    rule('rule-07-to-come-landing-craft', 'Landing craft and long step chains (to come)',
      'Planned for transport: Companies A and B come ashore in landing craft (capacity two platoons each) that unload on the beach; passengers of a craft hit on the reef roll on the swamping table. Planned for long step chains: the SNLF platoons as 4-step chains of squads.'),
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
      'Forces. Marines: two amtracs 3-1-6 (amphibious), Companies A and B of three rifle platoons 5-1-5 and a',
      'machine-gun platoon 4-2-5 each on turn 1, an engineer platoon 4-1-5 and an 81 mm mortar 3-3-4 on turn 2, Company',
      'C (three rifle platoons) on turn 4. Japanese: five SNLF rifle platoons 4-1-4, two heavy machine guns 4-2-3 and a',
      '70 mm battalion gun 3-3-2: one rifle platoon forward behind the beach, a machine gun and two platoons in the',
      'trenches, the rest in and next to the command post; two more rifle platoons come up the jungle path on turn 4.',
      'Balance (greedy bots, 100 games): the Marines win two games in five; see the README of scenarios/.',
      '',
      'Turns. Eight turns from 20 November morning; turns 3 and 6 are nights. No command points: the scenario\'s rules',
      'switch the CP system off, so ranged fire and the rest cost nothing and the track carries no CP.',
      '',
      `Victory. Judged by the engine: the Marines win at the end of any turn up to ${LAST_TURN} on which they hold the command`,
      `post; otherwise the Japanese win at the end of turn ${LAST_TURN}; the Japanese win at once if ${THROWN_BACK} % of the Marines are`,
      'eliminated.',
      'The command post objective is worth 10 VP, shown while playing; VP decide nothing here.',
      '',
      'To come. The special rules marked "to come" say where wire, the command post as an emplacement, leaders and',
      'morale, landing craft and longer step chains will slot in once those rules exist.',
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
