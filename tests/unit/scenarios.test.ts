/**
 * The bundled scenarios (scenarios/*.atoll.json, written by scripts/make-scenarios.ts): they import, the checker
 * finds nothing, the generator reproduces them byte for byte, and the facts of Paratrooper 23.0 and 24.0 hold.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { directionOf, hexLabel, hexsideKey, parseHexLabel } from '../../src-shared/hex';
import { documentToJson, type DieTable, type ScenarioDocument } from '../../src-shared/model';
import { parseScenarioJson } from '../../src-shared/schema';
import { areaHexes, previewArrivals } from '../../src-shared/scenario';
import { checkScenario } from '../../src-shared/validate';
import { buildPalembang, buildPrimosole, SCENARIO_FILES, SCENARIOS_DIR } from '../../scripts/make-scenarios';

const fileText = (file: string) => readFileSync(path.join(SCENARIOS_DIR, file), 'utf8');

function load(file: string): ScenarioDocument {
  const result = parseScenarioJson(fileText(file));
  if (!result.ok) throw new Error(`${file}: ${JSON.stringify(result.errors)}`);
  return result.document;
}

const palembang = load('palembang.atoll.json');
const primosole = load('primosole.atoll.json');

const tableOf = (doc: ScenarioDocument, id: string): DieTable => {
  const found = doc.dieTables.find((t) => t.id === id);
  if (!found) throw new Error(`no table ${id}`);
  return found;
};
const rowFor = (table: DieTable, result: number) => {
  const found = table.rows.find((r) => result >= r.from && result <= r.to);
  if (!found) throw new Error(`table ${table.id} has no row for ${result}`);
  return found;
};
const hex = (doc: ScenarioDocument, label: string) => {
  const h = parseHexLabel(doc.map.numbering, label);
  if (!h) throw new Error(label);
  return h;
};
const labels = (doc: ScenarioDocument, hexes: { col: number; row: number }[]) => hexes.map((h) => hexLabel(doc.map.numbering, h));
const objectives = (doc: ScenarioDocument) =>
  Object.fromEntries(doc.features.filter((f) => f.type === 'objective').map((f) => [hexLabel(doc.map.numbering, f.hex), f.props]));
const unitsOf = (doc: ScenarioDocument, contingentId: string) => doc.units.filter((u) => u.contingentId === contingentId);
const arrivedBy = (doc: ScenarioDocument, contingentId: string) => {
  const turns = previewArrivals(doc).contingents.find((c) => c.contingentId === contingentId)?.turns ?? [];
  return (index: number) => turns.find((t) => t.index === index);
};

describe('bundled scenario files', () => {
  it.each(SCENARIO_FILES.map((s) => [s.file, s.build] as const))('%s imports without errors and round-trips canonically', (file) => {
    const text = fileText(file);
    const result = parseScenarioJson(text);
    expect(result.ok ? [] : result.errors).toEqual([]);
    if (result.ok) expect(documentToJson(result.document)).toBe(text);
  });

  it.each(SCENARIO_FILES.map((s) => [s.file, s.build] as const))('%s is exactly what the generator writes', (file, build) => {
    expect(documentToJson(build())).toBe(fileText(file));
  });

  // No warning is accepted either: every statement the checker could flag (unit without set-up, reinforcement that
  // never arrives, entry area off the edge, table gaps, turns without CP, objectives without VP) is entered in full.
  it.each([
    ['palembang', palembang],
    ['primosole', primosole],
  ] as const)('the checker finds no errors and no warnings in %s', (_name, doc) => {
    expect(checkScenario(doc)).toEqual([]);
  });

  it('the builders are deterministic', () => {
    expect(documentToJson(buildPalembang())).toBe(documentToJson(buildPalembang()));
    expect(documentToJson(buildPrimosole())).toBe(documentToJson(buildPrimosole()));
  });
});

describe('23.0 Palembang', () => {
  const doc = palembang;

  it('the map holds every hex the text names, with the edges where the text puts them', () => {
    for (const label of ['3016', '2504', '2110', '2012', '1418', '3318', '0405', '0414', '1901', '3301', '0408', '0411'])
      expect(hex(doc, label).col < doc.map.cols && hex(doc, label).row < doc.map.rows, label).toBe(true);
    expect(hex(doc, '0405').col).toBe(0); // the east edge is column 04
    expect(hex(doc, '1901').row).toBe(0); // the south edge is row 01
    expect(hex(doc, '1418').row).toBe(doc.map.rows - 1); // the north edge is row 18
    expect(doc.map.north).toBe('bottom');
    expect(labels(doc, areaHexes(doc, { kind: 'edge', edge: 'east' }))[0]).toBe('0401');
  });

  it('sides, set-up order and side parameters', () => {
    expect(doc.sides.map((s) => [s.id, s.role, s.setupOrder, s.fireCoordination, s.airstrikesPerHex])).toEqual([
      ['allied', 'defender', 1, 1, 1],
      ['japanese', 'airborne', 2, 2, 2],
    ]);
    const japanese = doc.sides[1];
    // 23.2: three free drop zones on turn 1; one more from 14 February afternoon (turn 2) for 1 CP, clear or marsh.
    expect(japanese.dropZones).toEqual({ count: 3, terrain: ['clear', 'marsh'], later: { count: 1, fromTurn: 2, cp: 1, terrain: ['clear', 'marsh'] } });
    expect(japanese.airSupply).toBe(1);
    expect(doc.contingents.map((c) => [c.code, c.sideId]).sort()).toEqual([['2A', 'allied'], ['2R', 'japanese'], ['BR', 'allied'], ['SG', 'allied'], ['T1', 'japanese'], ['T2', 'japanese'], ['TC', 'allied']]);
  });

  it('set-up areas: BR on or next to the airfield, the patrol boat on the Musi, the rest of SG in towns and refineries', () => {
    expect(unitsOf(doc, 'BR')).toHaveLength(5);
    for (const u of unitsOf(doc, 'BR')) expect(u.setup).toEqual({ kind: 'area', area: { kind: 'matching', terrain: ['airfield'], hexsides: [], features: [], adjacent: true } });
    const boat = doc.units.find((u) => u.typeId === 'al-boat');
    expect(boat?.setup).toEqual({ kind: 'area', area: { kind: 'matching', terrain: ['all-river'], hexsides: ['river'], features: [], adjacent: false } });
    for (const u of unitsOf(doc, 'SG').filter((x) => x !== boat))
      expect(u.setup).toEqual({ kind: 'area', area: { kind: 'matching', terrain: ['town', 'refinery'], hexsides: [], features: [], adjacent: false } });
    const airfieldArea = unitsOf(doc, 'BR')[0].setup;
    if (airfieldArea.kind !== 'area') throw new Error('area');
    expect(labels(doc, areaHexes(doc, airfieldArea.area))).toContain('3016');
  });

  it('turn record track: 8 turns from 14 February 1942 morning, fewer CP at night', () => {
    expect(doc.turns.map((t) => t.label)).toEqual([
      '14 Feb 1942 Morning', '14 Feb 1942 Afternoon', '14 Feb 1942 Night', '15 Feb 1942 Morning', '15 Feb 1942 Afternoon',
      '15 Feb 1942 Night', '16 Feb 1942 Morning', '16 Feb 1942 Afternoon',
    ]);
    for (const t of doc.turns.filter((x) => x.night)) expect(t.cp.japanese).toBeLessThan(doc.turns[1].cp.japanese);
  });

  it('2R: 12 chosen airborne platoons on turn 1, the anti-tank platoon on turn 2, the remaining four on turn 5, all by airdrop', () => {
    expect(unitsOf(doc, '2R')).toHaveLength(17);
    const byTurn = Object.fromEntries(doc.arrivals.map((a) => [a.turn, a]));
    expect(byTurn[1].units).toEqual({ kind: 'pick', contingentIds: ['2R'], typeIds: ['jp-ab-inf', 'jp-ab-eng', 'jp-ab-hw'], count: '12' });
    expect(byTurn[2].units).toEqual({ kind: 'units', unitIds: [doc.units.find((u) => u.typeId === 'jp-ab-at')?.id] });
    expect(byTurn[5].units).toEqual({ kind: 'contingents', contingentIds: ['2R'] });
    expect(doc.turns.find((t) => t.index === 5)?.label).toBe('15 Feb 1942 Afternoon');
    for (const a of doc.arrivals) expect(a.entry.method).toBe('airdrop');
    expect(arrivedBy(doc, '2R')(5)?.complete.exact).toBe('1');
  });

  it('the Allied table: 1 gives TC once only, 6 costs 2 CP only when the Japanese hold two or more objectives', () => {
    const allied = tableOf(doc, 'allied-reinforcements');
    expect(allied.firstTurn).toBe(2);
    const one = rowFor(allied, 1).outcomes;
    expect(one).toHaveLength(1);
    expect(one[0]).toMatchObject({ onceOnly: true, effect: { kind: 'deploy', units: { kind: 'contingents', contingentIds: ['TC'] }, entry: { entryTableId: 'allied-entry' } } });
    expect(rowFor(allied, 3).outcomes[0].effect).toEqual({ kind: 'strikes', strikeKind: 'air', count: 1, notAtNight: true });
    expect(rowFor(allied, 6).outcomes).toEqual([
      { effect: { kind: 'cp', amount: -2 }, when: [{ kind: 'occupies', sideId: 'japanese', hexes: [], atLeast: 2 }], onceOnly: false, otherwise: { kind: 'noEffect' } },
    ]);
    const entry = tableOf(doc, 'allied-entry');
    expect(entry.use).toBe('subTable');
    const edge = (result: number) => {
      const effect = rowFor(entry, result).outcomes[0].effect;
      if (effect.kind !== 'entryArea') throw new Error('entry area');
      const hexes = labels(doc, areaHexes(doc, effect.area));
      return [hexes[0], hexes[hexes.length - 1], hexes.length];
    };
    expect(edge(1)).toEqual(['1418', '3318', 20]);
    expect(edge(3)).toEqual(['0405', '0414', 10]);
    expect(edge(5)).toEqual(['1901', '3301', 15]);
  });

  it('previewArrivals: TC has arrived after the first roll with chance 1/6, after two rolls 11/36', () => {
    const tc = arrivedBy(doc, 'TC');
    expect(tc(1)?.arrived.exact).toBe('0');
    expect(tc(2)?.arrived.exact).toBe('1/6');
    expect(tc(3)?.arrived.exact).toBe('11/36');
  });

  it('the Japanese table: airstrikes by result, T1 then T2 on 15 and 16 February, entering by the Musi with fallbacks', () => {
    const japanese = tableOf(doc, 'japanese-reinforcements');
    const [strike, t1, t2] = rowFor(japanese, 1).outcomes;
    expect(strike.effect).toEqual({ kind: 'strikes', strikeKind: 'air', count: 1, notAtNight: true });
    expect(t1).toMatchObject({ onceOnly: true, when: [{ kind: 'turn', from: 4, to: 8 }], effect: { units: { contingentIds: ['T1'] } } });
    expect(t2).toMatchObject({ onceOnly: true, when: [{ kind: 'turn', from: 4, to: 8 }, { kind: 'arrived', contingentId: 'T1', arrived: true }], effect: { units: { contingentIds: ['T2'] } } });
    expect([3, 5, 6].map((n) => rowFor(japanese, n).outcomes[0].effect)).toMatchObject([{ count: 2 }, { count: 3 }, { count: 4 }]);
    if (t1.effect.kind !== 'deploy') throw new Error('deploy');
    const areas = t1.effect.entry.areas.map((a) => labels(doc, areaHexes(doc, a)));
    expect(areas[0]).toEqual(['0408', '0409', '0410', '0412', '0413', '0414']);
    expect(areas[1]).toEqual(['0405', '0406', '0407', '0408', '0409', '0410', '0412', '0413', '0414']);
    expect(areas[2]).toHaveLength(22);
    expect(t1.effect.entry.mayDelay).toBe(false);
    expect(t1.effect.entry.fallbackDelay).toBe(1); // 23.2: a blocked entry comes in through the next area a turn later
    expect(arrivedBy(doc, 'T1')(3)?.arrived.exact).toBe('0');
    expect(arrivedBy(doc, 'T1')(4)?.arrived.exact).toBe('1/3');
  });

  it('strikes, the airfield CP bonus and victory', () => {
    const japaneseAir = doc.strikes.filter((s) => s.sideId === 'japanese');
    expect(japaneseAir).toHaveLength(4);
    for (const s of doc.strikes) expect(s).toMatchObject({ kind: 'air', availability: 'arrivalTurn', shotDown: 'eliminated', initial: s.sideId === 'japanese' });
    expect(doc.cpBonuses).toEqual([expect.objectContaining({ sideId: 'japanese', cp: 2, hexes: [hex(doc, '3016')], require: 'any', noAdjacentEnemy: true })]);
    const obj = objectives(doc);
    expect(Object.keys(obj).sort()).toEqual(['0909', '1408', '1507', '2012', '2110', '2504', '3016']);
    for (const refinery of ['0909', '1408', '1507']) expect(obj[refinery]).toMatchObject({ vp: 10, vpDemolished: 5 });
    expect([obj['3016'].vp, obj['2504'].vp, obj['2110'].vp, obj['2012'].vp]).toEqual([10, 5, 5, 5]);
    expect(doc.victory.suddenDeath).toEqual([expect.objectContaining({ fromTurn: 2, kind: 'objectivesAndNoEnemy' })]);
    expect(doc.victory.elimination.map((l) => [l.sideId, l.what, l.vp])).toEqual([
      ['japanese', 'units', 2], ['japanese', 'units', 1], ['allied', 'units', 1], ['japanese', 'strikes', 1], ['allied', 'strikes', 1],
    ]);
    expect(doc.victory.elimination[0].match.contingentIds).toEqual(['2R']);
    expect(doc.victory.levels.map((l) => l.from)).toEqual([0, 11, 26, 41]);
    expect(doc.victory.historical).toMatch(/operational victory/i);
  });
});

describe('24.0 Primosole Bridge', () => {
  const doc = primosole;

  it('the map holds every hex the text names; the bridge is a bridge hexside over the Simeto', () => {
    for (const label of ['0529', '0936', '1929', '2029']) expect(hex(doc, label).row < doc.map.rows && hex(doc, label).col < doc.map.cols).toBe(true);
    const types = new Map(doc.hexsides.map((h) => [h.id, h.type]));
    expect([...types.values()].filter((t) => t === 'bridge')).toHaveLength(1);
    const [north, south] = [hex(doc, '1929'), hex(doc, '2029')];
    const dir = directionOf(doc.map, north, south);
    if (dir === null) throw new Error('the bridge hexes are not adjacent');
    expect(types.get(hexsideKey(doc.map, north, dir))).toBe('bridge');
    expect(doc.hexes.filter((h) => h.terrain === 'fortification').length).toBeGreaterThanOrEqual(unitsOf(doc, '372').length);
  });

  it('sides, contingents and set-up: 372 in fortifications, 1FM anywhere, one Axis unit per hex', () => {
    expect(doc.sides.map((s) => [s.id, s.role, s.setupOrder, s.fireCoordination, s.setupMaxPerHex])).toEqual([
      ['axis', 'defender', 1, 2, 1],
      ['british', 'airborne', 2, 2, undefined],
    ]);
    expect(doc.sides[1].dropZones.count).toBe(6);
    expect(doc.sides[1].dropZones.terrain).not.toContain('all-sea');
    expect(doc.contingents.map((c) => c.code).sort()).toEqual(['151', '1FM', '1FP', '1P', '372', '4A', '4F', 'Ar', 'GS', 'KS']);
    for (const u of unitsOf(doc, '372')) expect(u.setup).toMatchObject({ kind: 'area', area: { kind: 'matching', terrain: ['fortification'] } });
    for (const u of unitsOf(doc, '1FM')) expect(u.setup).toEqual({ kind: 'area', area: { kind: 'anywhere' } });
  });

  it('turn record track: 9 turns from 13 July 1943 night', () => {
    expect(doc.turns).toHaveLength(9);
    expect(doc.turns[0]).toMatchObject({ label: '13 Jul 1943 Night', night: true });
    expect(doc.turns[8].label).toBe('16 Jul 1943 Afternoon');
  });

  it('1P drops 1d6+12 units of its choice on turn 1', () => {
    expect(doc.arrivals).toEqual([
      expect.objectContaining({ turn: 1, sideId: 'british', units: { kind: 'pick', contingentIds: ['1P'], typeIds: [], count: '1d6+12' }, entry: { method: 'airdrop', areas: [], mayDelay: false } }),
    ]);
    expect(unitsOf(doc, '1P').length).toBeGreaterThanOrEqual(18);
  });

  it('the British table: 3–4 brings 7 units of 4A/151 the first time, the rest of them the next time', () => {
    const british = tableOf(doc, 'british-reinforcements');
    const [relief] = rowFor(british, 3).outcomes;
    expect(relief.onceOnly).toBe(true);
    expect(relief.effect).toMatchObject({ kind: 'deploy', units: { kind: 'pick', contingentIds: ['4A', '151'], typeIds: [], count: '7' }, entry: { mayDelay: true } });
    expect(relief.otherwise).toMatchObject({ kind: 'deploy', units: { kind: 'contingents', contingentIds: ['4A', '151'] } });
    expect(unitsOf(doc, '4A').length + unitsOf(doc, '151').length).toBeGreaterThan(7);
    expect(rowFor(british, 1).outcomes[0]).toMatchObject({ onceOnly: true, effect: { units: { contingentIds: ['1P'] }, entry: { mayDelay: false } } });
    expect(rowFor(british, 5).outcomes[0].effect).toEqual({ kind: 'strikes', strikeKind: 'naval', count: 1, notAtNight: false });
    expect(rowFor(british, 6).outcomes[0].effect).toEqual({ kind: 'strikes', strikeKind: 'air', count: 1, notAtNight: true });
    // First 3–4 on turn 2 (1/3): some of 4A has arrived, none complete; all of it needs a second 3–4.
    expect(arrivedBy(doc, '4A')(2)).toMatchObject({ arrived: { exact: '1/3' }, complete: { exact: '0' } });
    expect(arrivedBy(doc, '4A')(3)?.complete.exact).toBe('1/9');
  });

  it('the Axis table: each contingent once, 6 gives an airstrike and a contingent not yet in play', () => {
    const axis = tableOf(doc, 'axis-reinforcements');
    expect([1, 2, 3, 4, 5].map((n) => rowFor(axis, n).outcomes[0])).toMatchObject(
      ['KS', '1FP', '4F', 'GS', 'Ar'].map((id) => ({ onceOnly: true, effect: { units: { contingentIds: [id] }, entry: { mayDelay: true } } })),
    );
    const [air, pick] = rowFor(axis, 6).outcomes;
    expect(air.effect).toEqual({ kind: 'strikes', strikeKind: 'air', count: 1, notAtNight: true });
    expect(pick.effect).toMatchObject({ kind: 'choice', count: 1 });
  });

  it('strikes, the bridge CP bonus, evacuation and victory', () => {
    expect(doc.strikes.map((s) => [s.sideId, s.kind, s.availability, s.shotDown])).toEqual([
      ['axis', 'air', 'arrivalTurn', 'replaced'],
      ['british', 'air', 'arrivalTurn', 'replaced'],
      ['british', 'naval', 'restOfGame', 'replaced'],
    ]);
    expect(doc.cpBonuses).toEqual([expect.objectContaining({ sideId: 'british', cp: 1, hexes: [hex(doc, '1929'), hex(doc, '2029')], require: 'all', noAdjacentEnemy: true })]);
    expect(doc.victory.evacuation).toEqual([{ sideId: 'british', contingentIds: ['1P'], edge: 'south', vp: 1, afterArrivalOf: ['4A', '151'] }]);
    // North at the left: the text's south edge (column 36) is the sheet's right side; west (row 01) the bottom.
    expect(doc.map.north).toBe('left');
    expect(new Set(areaHexes(doc, { kind: 'edge', edge: 'south' }).map((h) => h.col))).toEqual(new Set([doc.map.cols - 1]));
    expect(hex(doc, '0101').row).toBe(doc.map.rows - 1);
    expect(new Set(areaHexes(doc, { kind: 'edge', edge: 'west' }).map((h) => h.row))).toEqual(new Set([doc.map.rows - 1]));
    const obj = objectives(doc);
    const bridge = doc.hexsides.find((h) => h.type === 'bridge')?.id;
    expect(obj).toMatchObject({
      '0529': { vp: 10 }, '0936': { vp: 5 },
      '1929': { vp: 10, vpDemolished: 5, demolishedWith: bridge }, '2029': { vp: 10, vpDemolished: 5, demolishedWith: bridge },
    });
    expect(doc.victory.elimination.map((l) => [l.sideId, l.what, l.vp, l.label])).toEqual([
      ['axis', 'units', 2, 'German (all types)'],
      ['axis', 'units', 2, 'Italian Arditi'],
      ['axis', 'units', 1, 'Italian 372 units'],
      ['british', 'units', 2, 'British paratrooper units'],
      ['british', 'units', 2, 'British glider units'],
      ['british', 'units', 1, 'All other British units'],
      ['british', 'strikes', 0, 'British airstrike markers'],
      ['axis', 'strikes', 0, 'Axis airstrike markers'],
    ]);
    expect(doc.victory.levels.map((l) => l.from)).toEqual([0, 11, 26, 41]);
    expect(doc.victory.historical).toMatch(/^Draw/);
  });
});
