/**
 * The bundled Pacific scenario "Taremo Ridge" (scenarios/taremo.atoll.json, written by scripts/make-island.ts): it
 * imports, the checker finds nothing, the generator reproduces it byte for byte, the design's facts hold (Pacific
 * terrain, caves facing the beaches, step chains, modules, landing lanes on the ocean edge) and the engine starts a
 * game from it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apply, createGame, entryOptions, poolOf, type Action, type GameState, type Placement } from '../../src-shared/engine';
import { hexLabel, neighbour, neighbours, parseHexLabel, parseHexsideKey, type HexDirection } from '../../src-shared/hex';
import { documentToJson, type Area, type DieTable, type Feature, type HexRef, type ScenarioDocument, type Unit } from '../../src-shared/model';
import { MODULE_NAMES, pacificTerrain, terrainById } from '../../src-shared/ruleset';
import { parseScenarioJson } from '../../src-shared/schema';
import { areaHexes, isEdgeHex, previewArrivals, prohibitedTerrain, terrainLookup } from '../../src-shared/scenario';
import { checkScenario, placementProblem } from '../../src-shared/validate';
import { buildIsland, ISLAND_FILE } from '../../scripts/make-island';
import { SCENARIOS_DIR } from '../../scripts/make-scenarios';

const text = readFileSync(path.join(SCENARIOS_DIR, ISLAND_FILE), 'utf8');

function load(): ScenarioDocument {
  const result = parseScenarioJson(text);
  if (!result.ok) throw new Error(`${ISLAND_FILE}: ${JSON.stringify(result.errors)}`);
  return result.document;
}

const doc = load();
const terrainAt = terrainLookup(doc);
const key = (h: HexRef) => `${h.col},${h.row}`;
const label = (h: HexRef) => hexLabel(doc.map.numbering, h);
const hex = (printed: string): HexRef => {
  const h = parseHexLabel(doc.map.numbering, printed);
  if (!h) throw new Error(printed);
  return h;
};
const allHexes = (): HexRef[] => Array.from({ length: doc.map.cols * doc.map.rows }, (_, i) => ({ col: i % doc.map.cols, row: Math.floor(i / doc.map.cols) }));
const onMap = (h: HexRef) => h.col >= 0 && h.row >= 0 && h.col < doc.map.cols && h.row < doc.map.rows;
const featuresOf = (type: Feature['type']) => doc.features.filter((f) => f.type === type);
const unitsOf = (contingentId: string) => doc.units.filter((u) => u.contingentId === contingentId);
const typeOf = (unit: Unit) => {
  const found = doc.unitTypes.find((t) => t.id === unit.typeId);
  if (!found) throw new Error(unit.typeId);
  return found;
};
const tableOf = (id: string): DieTable => {
  const found = doc.dieTables.find((t) => t.id === id);
  if (!found) throw new Error(`no table ${id}`);
  return found;
};
const areaOf = (unit: Unit): Area => {
  if (unit.setup.kind !== 'area') throw new Error(`${unit.id} has no set-up area`);
  return unit.setup.area;
};

/** A cave's fire lane: the hexes from the cave along its facing until the beach, or null when LOS-blocking terrain comes first. */
function fireLane(cave: Feature): HexRef[] | null {
  const lane: HexRef[] = [];
  for (let at = neighbour(doc.map, cave.hex, (cave.facing ?? 0) as HexDirection); onMap(at); at = neighbour(doc.map, at, (cave.facing ?? 0) as HexDirection)) {
    lane.push(at);
    if (terrainAt(at) === 'beach') return lane;
    if (terrainById(doc.ruleset, terrainAt(at))?.los === 'blocks') return null;
  }
  return null;
}

describe('taremo.atoll.json', () => {
  it('imports without errors and round-trips canonically', () => {
    expect(documentToJson(doc)).toBe(text);
  });

  it('is exactly what the generator writes', () => {
    expect(documentToJson(buildIsland())).toBe(text);
  });

  it('the checker finds no errors and no warnings', () => {
    expect(checkScenario(doc)).toEqual([]);
  });
});

describe('Taremo Ridge: map', () => {
  it('uses every Pacific terrain, with the sea along the west edge and all-sea beyond the reef edge', () => {
    const used = new Set(allHexes().map(terrainAt));
    for (const t of pacificTerrain()) expect(used, t.id).toContain(t.id);
    expect(used).toContain('all-sea');
    const westEdge = allHexes().filter((h) => h.col === 0).map(terrainAt);
    expect(new Set(westEdge)).toEqual(new Set(['ocean', 'all-sea']));
    const reefSides = doc.hexsides.filter((s) => s.type === 'reef-edge');
    expect(reefSides.length).toBeGreaterThan(0);
    for (const side of reefSides) {
      const parsed = parseHexsideKey(doc.map, side.id);
      if (!parsed) throw new Error(side.id);
      expect([terrainAt(parsed.hex), terrainAt(parsed.other)].sort()).toEqual(['all-sea', 'ocean']);
    }
  });

  it('every beach hex lies next to the water, and the shallows lie between the reef and the beach', () => {
    const beaches = allHexes().filter((h) => terrainAt(h) === 'beach');
    expect(beaches.length).toBeGreaterThanOrEqual(doc.map.rows);
    for (const b of beaches) expect(neighbours(doc.map, b).filter(onMap).some((n) => ['ocean', 'all-sea'].includes(terrainAt(n))), label(b) ?? '').toBe(true);
    for (const h of allHexes().filter((x) => terrainAt(x) === 'ocean'))
      expect(neighbours(doc.map, h).filter(onMap).every((n) => ['ocean', 'all-sea', 'beach'].includes(terrainAt(n))), label(h) ?? '').toBe(true);
  });

  it('the coral ridge stands at elevation 1 with its crest at 2', () => {
    const ridge = doc.hexes.filter((h) => h.terrain === 'hills');
    expect(ridge.length).toBeGreaterThanOrEqual(15);
    expect(new Set(ridge.map((h) => h.elevation))).toEqual(new Set([1, 2]));
    expect(doc.hexes.filter((h) => h.terrain !== 'hills').every((h) => h.elevation === 0)).toBe(true);
    expect(doc.hexes.find((h) => h.col === hex('1006').col && h.row === hex('1006').row)?.elevation).toBe(2);
  });

  it('four caves in the ridge face the beaches: each fire lane crosses only open ground down to a beach hex', () => {
    const caves = featuresOf('cave');
    expect(caves).toHaveLength(4);
    for (const cave of caves) {
      expect(terrainAt(cave.hex)).toBe('hills');
      expect([4, 5]).toContain(cave.facing); // south-west or north-west: towards the sea
      const lane = fireLane(cave);
      expect(lane, cave.id).not.toBeNull();
      expect(lane?.length).toBeLessThanOrEqual(7);
      expect(label(lane?.[lane.length - 1] ?? cave.hex)).toBe(cave.props.covers);
    }
  });

  it('trenches, the command post, the airfield and the objectives sit where the ruleset allows', () => {
    expect(featuresOf('trench').length).toBeGreaterThanOrEqual(10);
    expect(featuresOf('commandPost').map((f) => label(f.hex))).toEqual(['1306']);
    expect(terrainAt(featuresOf('airfield')[0].hex)).toBe('airstrip');
    const sides = new Map(doc.hexsides.map((s) => [s.id, s.type]));
    for (const f of doc.features) {
      const query = {
        ruleset: doc.ruleset, geom: doc.map, terrainAt, hexsideAt: (id: string) => sides.get(id),
        featuresAt: (h: HexRef) => doc.features.filter((o) => o !== f && key(o.hex) === key(h)),
      };
      expect(placementProblem(query, f.type, f.hex), `${f.id} at ${label(f.hex)}`).toBeNull();
    }
    expect(Object.fromEntries(featuresOf('objective').map((f) => [label(f.hex), f.props.vp]))).toEqual({ '1006': 10, '1306': 10, '1016': 5, '1816': 5 });
  });

  it('jungle paths carry a trail or track to the east edge, where the counterattack comes in', () => {
    const pathTypes = new Set(doc.paths.map((p) => p.id.slice(p.id.indexOf('|') + 1)));
    expect(pathTypes).toEqual(new Set(['track', 'trail']));
    const entry = doc.zones.find((z) => z.id === 'zone-counterattack');
    expect(entry?.hexes.map(label)).toEqual(['2406', '2416']);
    for (const h of entry?.hexes ?? []) expect(terrainAt(h)).toBe('jungle-path');
  });
});

describe('Taremo Ridge: forces and modules', () => {
  it('turns every Pacific module on, and a special rule names each one', () => {
    for (const name of MODULE_NAMES) expect(doc.ruleset.modules[name], name).toBe(true);
    expect(doc.specialRules.map((r) => r.module).filter((m) => m !== undefined).sort()).toEqual([...MODULE_NAMES].sort());
  });

  it('Japanese rifle and machine-gun platoons are three-step chains: full → reduced → half-squad', () => {
    for (const id of ['jp-rifle', 'jp-hmg']) {
      const type = doc.unitTypes.find((t) => t.id === id);
      expect(type?.stepModel).toBe('chain');
      expect(type?.steps.map((s) => s.label)).toEqual(['Full strength', 'Reduced', 'Half-squad']);
      const combat = type?.steps.map((s) => s.combat) ?? [];
      expect([...combat].sort((a, b) => b - a)).toEqual(combat);
    }
    const japanese = doc.units.filter((u) => ['GB', 'CA'].includes(u.contingentId));
    expect(japanese.filter((u) => typeOf(u).stepModel === 'chain').length).toBeGreaterThanOrEqual(15);
    expect(doc.units.filter((u) => !['GB', 'CA'].includes(u.contingentId)).every((u) => typeOf(u).stepModel === 'two-sided')).toBe(true);
  });

  it('leaders who can launch a Banzai, a 47 mm gun, machine guns and one-step tank-killer teams', () => {
    const flagged = (flag: string) => doc.units.filter((u) => typeOf(u).flags.includes(flag)).map((u) => u.designation);
    expect(flagged('leader').sort()).toEqual(['Capt. Hayama', 'Lt. Ishida', 'Lt. Ogura']);
    expect(flagged('tank-killer').sort()).toEqual(['TK 1', 'TK 2', 'TK 3']);
    const tk = doc.unitTypes.find((t) => t.id === 'jp-tk');
    expect(tk?.flags).toContain('one-step');
    expect(tk?.steps.map((s) => s.label)).toEqual(['Tank killer', 'Detonate']);
    expect(doc.unitTypes.find((t) => t.id === 'jp-47mm')?.flags).toContain('anti-tank');
    expect(flagged('canister')).toEqual(['37 mm']);
  });

  it('amtanks and amtracs are amphibious and tracked; every other US unit wades', () => {
    const amphibious = doc.unitTypes.filter((t) => t.flags.includes('amphibious'));
    expect(amphibious.map((t) => [t.id, t.movementClass])).toEqual([['us-lvt', 'tracked'], ['us-lvta', 'tracked']]);
    for (const t of doc.unitTypes.filter((x) => x.id.startsWith('us-') && !x.flags.includes('amphibious'))) {
      expect(t.movementClass, t.id).toBe('foot');
      expect(prohibitedTerrain(doc.ruleset, t)('ocean'), t.id).toBe(false);
    }
    expect(prohibitedTerrain(doc.ruleset, { movementClass: 'tracked', flags: [] })('ocean')).toBe(true);
    expect(prohibitedTerrain(doc.ruleset, amphibious[0])('ocean')).toBe(false);
  });

  it('the garrison sets up in caves, trenches, jungle, by the command post and the airstrip, and forward of the beach', () => {
    const garrison = unitsOf('GB');
    expect(garrison).toHaveLength(19);
    const where = (u: Unit) => {
      const area = areaOf(u);
      return area.kind === 'matching' ? [...area.terrain, ...area.features].join('+') : area.kind === 'zone' ? area.zoneId : area.kind;
    };
    const count = (place: string) => garrison.filter((u) => where(u) === place).length;
    expect(count('cave')).toBe(featuresOf('cave').length); // one foot unit per cave
    expect(count('trench')).toBeLessThanOrEqual(featuresOf('trench').length);
    expect(count('jungle+jungle-path')).toBe(4);
    expect(count('commandPost')).toBe(2);
    expect(count('airstrip')).toBe(1);
    expect(count('zone-jp-forward')).toBe(3);
    for (const u of garrison) expect(areaHexes(doc, areaOf(u)).length, u.id).toBeGreaterThan(0);
  });

  it('hidden set-up stays within the side\'s hidden share', () => {
    const japanese = doc.sides.find((s) => s.id === 'japanese');
    expect(japanese?.hiddenPercent).toBe(30);
    const setUp = doc.units.filter((u) => u.setup.kind === 'area');
    const hidden = setUp.filter((u) => u.hidden);
    expect(hidden.map((u) => u.designation).sort()).toEqual(['47 mm', 'MG 1', 'TK 1', 'TK 2', 'TK 3']);
    expect(hidden.length).toBeLessThanOrEqual(Math.floor((setUp.length * (japanese?.hiddenPercent ?? 0)) / 100));
    expect(doc.units.filter((u) => u.hidden).every((u) => u.contingentId === 'GB')).toBe(true);
  });
});

describe('Taremo Ridge: landing, turns and victory', () => {
  it('every US wave enters by ground on ocean hexes of the west map edge', () => {
    const waves = doc.arrivals.map((a) => [a.turn, a.units.kind === 'contingents' ? a.units.contingentIds.join() : '', a.entry.mayDelay] as const);
    expect([...waves].sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1]))).toEqual([
      [1, 'A', false], [1, 'B', false], [1, 'LVT', false], [2, 'SP', false], [4, 'C', true],
    ]);
    for (const arrival of doc.arrivals) {
      expect(arrival.entry.method).toBe('ground');
      for (const area of arrival.entry.areas) {
        const hexes = areaHexes(doc, area);
        expect(hexes.length).toBeGreaterThan(0);
        for (const h of hexes) {
          expect(terrainAt(h), label(h) ?? '').toBe('ocean');
          expect(isEdgeHex(doc.map, h) && h.col === 0, label(h) ?? '').toBe(true);
        }
      }
    }
    const lanes = (zoneId: string) => areaHexes(doc, { kind: 'zone', zoneId }).map(label);
    expect(lanes('zone-red-beach')).toEqual(['0104', '0105', '0106', '0107', '0108']);
    expect(lanes('zone-blue-beach')).toEqual(['0113', '0114', '0115', '0116', '0117']);
    expect(lanes('zone-landing-lanes')).toHaveLength(14);
    const american = doc.units.filter((u) => doc.contingents.find((c) => c.id === u.contingentId)?.sideId === 'us');
    expect(american).toHaveLength(21);
    expect(american.every((u) => u.setup.kind === 'reinforcement')).toBe(true);
  });

  it('turn record track: 8 turns from 17 November 1944 morning, nights on turns 3 and 6, CP for both sides', () => {
    expect(doc.turns).toHaveLength(8);
    expect(doc.turns[0].label).toBe('17 Nov 1944 Morning');
    expect(doc.turns.filter((t) => t.night).map((t) => t.index)).toEqual([3, 6]);
    for (const t of doc.turns) {
      expect(Object.keys(t.cp).sort()).toEqual(['japanese', 'us']);
      if (t.night) expect(t.cp.japanese).toBeGreaterThan(t.cp.us);
    }
  });

  it('the Japanese counterattack comes once by die roll from the first night, more likely at night and after a US gain', () => {
    const counterattack = tableOf('jp-counterattack');
    expect(counterattack).toMatchObject({ sideId: 'japanese', use: 'reinforcement', firstTurn: 3 });
    expect(counterattack.modifiers.map((m) => m.when[0].kind)).toEqual(['night', 'occupies']);
    const deploys = counterattack.rows.flatMap((r) => r.outcomes).filter((o) => o.effect.kind === 'deploy');
    for (const o of deploys) {
      expect(o.onceOnly).toBe(true);
      expect(o.effect).toMatchObject({ units: { kind: 'contingents', contingentIds: ['CA'] }, entry: { method: 'ground', mayDelay: true } });
    }
    const ca = previewArrivals(doc).contingents.find((c) => c.contingentId === 'CA')?.turns ?? [];
    expect(ca.find((t) => t.index === 2)?.arrived.exact).toBe('0');
    expect(ca.find((t) => t.index === 3)?.arrived.exact).toBe('2/3');
    expect(unitsOf('CA').map((u) => u.typeId)).toContain('jp-hago');
  });

  it('fire support: naval gunfire for the whole game, carrier airstrikes on turn 1 and from the support table', () => {
    expect(doc.strikes.map((s) => [s.id, s.kind, s.initial, s.availability])).toEqual([
      ['us-air-1', 'air', true, 'arrivalTurn'],
      ['us-air-2', 'air', true, 'arrivalTurn'],
      ['us-air-3', 'air', false, 'arrivalTurn'],
      ['us-air-4', 'air', false, 'arrivalTurn'],
      ['us-naval-ca', 'naval', true, 'restOfGame'],
      ['us-naval-dd', 'naval', true, 'restOfGame'],
    ]);
    const support = tableOf('us-support');
    expect(support.rows.flatMap((r) => r.outcomes).filter((o) => o.effect.kind === 'strikes').every((o) => o.effect.kind === 'strikes' && o.effect.notAtNight)).toBe(true);
    expect(doc.cpBonuses.map((b) => [b.sideId, b.cp, b.hexes.map(label)])).toEqual([['us', 1, ['1016', '1816']], ['japanese', 1, ['1306']]]);
  });

  it('victory: objectives, elimination lines that spare step losses and tank killers, the usual levels', () => {
    expect(doc.victory.elimination.map((l) => [l.sideId, l.what, l.match.flags, l.vp])).toEqual([
      ['japanese', 'units', ['tank-killer'], 0],
      ['japanese', 'units', ['leader'], 3],
      ['japanese', 'units', [], 1],
      ['us', 'units', ['amphibious'], 1],
      ['us', 'units', [], 2],
      ['us', 'strikes', [], 1],
    ]);
    expect(doc.victory.levels.map((l) => l.from)).toEqual([0, 11, 26, 41]);
    expect(doc.victory.suddenDeath).toEqual([expect.objectContaining({ kind: 'objectivesAndNoEnemy', fromTurn: 2 })]);
    expect(doc.info.historicalNotes).toMatch(/fictional/i);
    expect(doc.info.designerNotes).toMatch(/starshell/i);
  });
});

/** Each set-up unit on the first hex of its area that its type may enter and that has room (a cave holds one unit). */
/** Two units a hex, one in a cave hex; a tank-killer team alone, and nobody joins it (OST 15.12). */
function garrisonPlacements(): Placement[] {
  const caves = new Set(featuresOf('cave').map((f) => key(f.hex)));
  const used = new Map<string, number>();
  const killers = new Set<string>();
  return doc.units.flatMap((unit) => {
    if (unit.setup.kind !== 'area') return [];
    const blocked = prohibitedTerrain(doc.ruleset, typeOf(unit));
    const killer = typeOf(unit).flags.includes('tank-killer');
    const room = (h: HexRef) => !killers.has(key(h)) && (used.get(key(h)) ?? 0) < (killer ? 1 : caves.has(key(h)) ? 1 : 2);
    const at = areaHexes(doc, unit.setup.area).find((h) => !blocked(terrainAt(h)) && room(h));
    if (!at) throw new Error(`no room for ${unit.id}`);
    used.set(key(at), (used.get(key(at)) ?? 0) + 1);
    if (killer) killers.add(key(at));
    return [{ unitId: unit.id, hex: at }];
  });
}

function play(state: GameState, action: Action): GameState {
  const result = apply(state, action);
  if (!result.ok) throw new Error(result.error.message);
  return result.state;
}

describe('Taremo Ridge in the engine', () => {
  const start = () => createGame({ ...doc, placements: garrisonPlacements() }, 'taremo');

  it('createGame accepts the scenario: the US player moves first, the garrison is on the map', () => {
    const state = start();
    expect(state.board.sides.map((s) => s.id)).toEqual(['us', 'japanese']);
    expect([state.turn, state.phase]).toEqual([1, 'command']);
    expect(unitsOf('GB').every((u) => state.units[u.id].hex !== null)).toBe(true);
    expect(state.board.ruleset.modules).toEqual(Object.fromEntries(MODULE_NAMES.map((m) => [m, true])));
  });

  it('turn 1: the first waves wait to land; Company A comes in on the Red Beach lanes, an amtank crosses the shallows onto the beach, a rifle platoon stays in the water', () => {
    let state = start();
    while (state.phase !== 'movement') state = play(state, { type: 'endPhase' });
    expect(Object.keys(poolOf(state)).sort()).toEqual([...unitsOf('LVT'), ...unitsOf('A'), ...unitsOf('B')].map((u) => u.id).sort());
    const optionLabels = (unitId: string) => entryOptions(state, unitId).options.map((o) => label({ col: o.hex % doc.map.cols, row: Math.floor(o.hex / doc.map.cols) }));
    expect(optionLabels('A-01')).toEqual(['0104', '0105', '0106', '0107', '0108']);
    expect(optionLabels('B-01')).toEqual(['0113', '0114', '0115', '0116', '0117']);
    expect(optionLabels('LVT-01')).toHaveLength(14);
    state = play(state, { type: 'enter', unitId: 'LVT-01', hex: hex('0105') });
    state = play(state, { type: 'moveTo', unitId: 'LVT-01', to: hex('0305') });
    expect(terrainAt(hex('0305'))).toBe('beach');
    expect(state.units['LVT-01'].hex).toEqual(hex('0305'));
    state = play(state, { type: 'enter', unitId: 'A-01', hex: hex('0105') });
    expect(apply(state, { type: 'moveTo', unitId: 'A-01', to: hex('0205') }).ok).toBe(false);
  });
});
