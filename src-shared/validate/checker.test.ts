import { describe, expect, it } from 'vitest';
import { emptyDocument } from '../model';
import type { Area, Condition } from '../model/areas';
import { deployContingents, noEffect, outcome, row, table } from '../scenario/test-tables';
import { checkScenario } from './checker';
import { hexsidesOf } from '../hex';
import { clean, h, only, rifle, rulesOf, unit, westEdge } from './test-checker-fixture';

describe('checkScenario', () => {
  it('finds nothing wrong with a clean scenario', () => {
    expect(checkScenario(clean())).toEqual([]);
  });

  it('reference: things that point at deleted records', () => {
    const doc = clean();
    doc.units[0].typeId = 'gone';
    expect(checkScenario(doc)).toContainEqual({ severity: 'error', rule: 'reference', message: 'unknown unit type "gone"', path: '$.units[0].typeId' });
  });

  it('reference: arrivals, table rows, modifiers, victory conditions and special-rule params that name records or hexes that do not exist', () => {
    const doc = clean();
    doc.arrivals[0].units = { kind: 'units', unitIds: ['u-gone'] };
    doc.dieTables[0].rows[0].outcomes[0] = outcome(deployContingents('con-gone'));
    doc.dieTables[0].modifiers = [{ value: 1, when: [{ kind: 'occupies', sideId: 'side-1', hexes: [h(40, 3)], atLeast: 1 }] }];
    doc.victory.elimination = [{ sideId: 'side-9', what: 'units', match: { contingentIds: ['con-gone'], unitClasses: [], flags: [] }, vp: 1, label: '' }];
    doc.specialRules = [{ id: 'sr', title: 'Bridges', text: '', module: 'bridge-building', params: { 'markers.side-9': 1 } }];
    const found = checkScenario(doc).map((p) => [p.rule, p.path, p.message]);
    expect(found).toEqual(expect.arrayContaining([
      ['reference', '$.arrivals[0].units.unitIds[0]', 'unknown unit "u-gone"'],
      ['reference', '$.dieTables[0].rows[0].outcomes[0].effect.units.contingentIds[0]', 'unknown contingent "con-gone"'],
      ['condition-off-map', '$.dieTables[0].modifiers[0].when[0].hexes[0]', 'a condition in table "tab" names hex 4104, off the 10×8 map'],
      ['reference', '$.victory.elimination[0].sideId', 'unknown side "side-9"'],
      ['reference', '$.victory.elimination[0].match.contingentIds[0]', 'unknown contingent "con-gone"'],
      ['special-rule-params', '$.specialRules[0].params', "special rule \"Bridges\": 'markers.side-9' names no side of the scenario"],
    ]));
    // A turn a modifier's condition names, past the end of the track.
    const late = clean();
    late.dieTables[0].modifiers = [{ value: 1, when: [{ kind: 'turn', from: 7 }] }];
    expect(only(late, 'turn-unknown').map((p) => p.path)).toEqual(['$.dieTables[0].modifiers[0].when[0].from']);
  });

  it('unit-no-setup: a unit with neither set-up nor arrival', () => {
    const doc = clean();
    doc.units[0].setup = { kind: 'none' };
    expect(only(doc, 'unit-no-setup')).toEqual([{ severity: 'error', rule: 'unit-no-setup', message: 'unit u-1 has no set-up and no arrival', path: '$.units[0].setup' }]);
  });

  it('unit-never-arrives: a reinforcement nothing brings in; picks and unit lists count', () => {
    const doc = clean();
    doc.arrivals = [];
    expect(only(doc, 'unit-never-arrives').map((p) => p.path)).toEqual(['$.units[1].setup']);
    doc.dieTables[0].rows[1].outcomes = [outcome({ kind: 'deploy', units: { kind: 'pick', contingentIds: ['con-a'], typeIds: ['other'], count: '2' }, entry: westEdge })];
    expect(rulesOf(doc)).toContain('unit-never-arrives');
    doc.dieTables[0].rows[1].outcomes[0] = outcome({ kind: 'deploy', units: { kind: 'pick', contingentIds: ['con-a'], typeIds: [], count: '2' }, entry: westEdge });
    expect(rulesOf(doc)).not.toContain('unit-never-arrives');
  });

  it('setup-prohibited-terrain: listed hexes one by one, other areas when every hex is closed', () => {
    const doc = clean();
    doc.hexes = [{ col: 2, row: 2, terrain: 'all-sea', elevation: 0 }, { col: 3, row: 3, terrain: 'all-sea', elevation: 0 }];
    doc.units[0].setup = { kind: 'area', area: { kind: 'hexes', hexes: [h(4, 4), h(2, 2)] } };
    expect(only(doc, 'setup-prohibited-terrain')).toEqual([
      expect.objectContaining({ severity: 'error', path: '$.units[0].setup.area.hexes[1]', hex: h(2, 2), message: expect.stringContaining('0303, all-sea, where foot units may not go') }),
    ]);
    doc.units[0].setup = { kind: 'area', area: { kind: 'matching', terrain: ['all-sea'], hexsides: [], features: [], adjacent: false } };
    expect(only(doc, 'setup-prohibited-terrain')).toEqual([expect.objectContaining({ path: '$.units[0].setup.area', hex: h(2, 2) })]);
    doc.units[0].setup = { kind: 'area', area: { kind: 'matching', terrain: ['all-sea'], hexsides: [], features: [], adjacent: true } };
    expect(only(doc, 'setup-prohibited-terrain')).toEqual([]);
  });

  it('setup-prohibited-terrain: amphibious vehicles may set up in the ocean', () => {
    const doc = clean();
    doc.unitTypes.push({ ...rifle, id: 'lvt', movementClass: 'tracked' });
    doc.hexes = [{ col: 2, row: 2, terrain: 'ocean', elevation: 0 }];
    doc.units[0].typeId = 'lvt';
    expect(rulesOf(doc)).toContain('setup-prohibited-terrain');
    doc.unitTypes[1].flags = ['amphibious'];
    expect(rulesOf(doc)).not.toContain('setup-prohibited-terrain');
  });

  it('setup-off-river: with the river-boats module on, a river boat sets up only on the river (Palembang 23.3)', () => {
    const doc = clean();
    doc.unitTypes.push({ ...rifle, id: 'boat', unitClass: 'river boat' });
    doc.units[0].typeId = 'boat';
    doc.hexes = [{ col: 2, row: 2, terrain: 'all-river', elevation: 0 }];
    doc.hexsides = [{ id: hexsidesOf(doc.map, h(4, 4))[0], type: 'river' }];
    doc.units[0].setup = { kind: 'area', area: { kind: 'hexes', hexes: [h(2, 2), h(4, 4), h(6, 6)] } };
    // The module off: the boat is a foot unit, and all-river hexes are closed to it.
    expect(rulesOf(doc)).toContain('setup-prohibited-terrain');
    expect(rulesOf(doc)).not.toContain('setup-off-river');
    doc.specialRules = [{ id: 'boat-rule', title: 'Patrol boat', text: '', module: 'river-boats' }];
    expect(only(doc, 'setup-off-river')).toEqual([
      expect.objectContaining({ severity: 'error', path: '$.units[0].setup.area.hexes[2]', hex: h(6, 6), message: expect.stringContaining('0707, off the river: river boats keep to the river (23.3)') }),
    ]);
    expect(rulesOf(doc)).not.toContain('setup-prohibited-terrain');
    doc.units[0].setup = { kind: 'area', area: { kind: 'matching', terrain: ['clear'], hexsides: [], features: [], adjacent: false } };
    expect(only(doc, 'setup-off-river')).toEqual([]); // hex 0505 lies beside the river hexside
    doc.hexsides = [];
    expect(only(doc, 'setup-off-river')).toEqual([expect.objectContaining({ path: '$.units[0].setup.area', message: expect.stringContaining('its area holds no river hex') })]);
    doc.units[0].setup = { kind: 'area', area: { kind: 'matching', terrain: ['all-river'], hexsides: ['river'], features: [], adjacent: false } };
    expect(checkScenario(doc)).toEqual([]);
  });

  it('setup-area-empty: a set-up area with no hexes', () => {
    const doc = clean();
    doc.units[0].setup = { kind: 'area', area: { kind: 'matching', terrain: ['town'], hexsides: [], features: [], adjacent: false } };
    expect(only(doc, 'setup-area-empty')).toEqual([expect.objectContaining({ severity: 'warning', path: '$.units[0].setup.area' })]);
  });

  it('entry-not-on-edge: ground entries in arrivals, table deploys and entry tables', () => {
    const doc = clean();
    doc.arrivals[0].entry = { ...westEdge, areas: [{ kind: 'hexes', hexes: [h(4, 4)] }, { kind: 'hexes', hexes: [h(0, 3), h(4, 3)] }] };
    doc.dieTables[0].rows[0].outcomes[0] = outcome({ ...deployContingents('con-b'), entry: { ...westEdge, areas: [{ kind: 'hexes', hexes: [h(5, 5)] }] } });
    doc.dieTables.push(table('edge', { use: 'subTable', rows: [row(1, 6, outcome({ kind: 'entryArea', area: { kind: 'hexes', hexes: [h(6, 6)] } }))] }));
    expect(only(doc, 'entry-not-on-edge').map((p) => [p.severity, p.path, p.hex])).toEqual([
      ['error', '$.arrivals[0].entry.areas[0]', h(4, 4)],
      ['warning', '$.arrivals[0].entry.areas[1]', h(4, 3)],
      ['error', '$.dieTables[0].rows[0].outcomes[0].effect.entry.areas[0]', h(5, 5)],
      ['error', '$.dieTables[1].rows[0].outcomes[0].effect.area', h(6, 6)],
    ]);
    doc.arrivals[0].entry.method = 'airdrop';
    expect(only(doc, 'entry-not-on-edge')).toHaveLength(2);
  });

  it('entry-area-empty: a ground entry area with no hexes', () => {
    const doc = clean();
    doc.arrivals[0].entry = { ...westEdge, areas: [{ kind: 'zone', zoneId: 'z' }] };
    doc.zones = [{ id: 'z', name: 'Z', colour: '#000000', purpose: 'entry', hexes: [] }];
    expect(only(doc, 'entry-area-empty')).toEqual([expect.objectContaining({ path: '$.arrivals[0].entry.areas[0]' })]);
    doc.zones = [];
    expect(rulesOf(doc)).toEqual(['reference']);
  });

  it('table rules: every table problem, with the specific rule instead of a bare reference', () => {
    const doc = clean();
    doc.dieTables[0].rows[1] = row(5, 6, outcome({ kind: 'rollOn', tableId: 'gone' }));
    const problems = checkScenario(doc);
    expect(problems.map((p) => [p.rule, p.path])).toEqual([
      ['table-gap', '$.dieTables[0].rows'],
      ['table-roll-unknown', '$.dieTables[0].rows[1].outcomes[0].effect.tableId'],
    ]);
  });

  it('turn-no-cp: a turn without command points for a side', () => {
    const doc = clean();
    delete doc.turns[1].cp['side-2'];
    expect(only(doc, 'turn-no-cp')).toEqual([expect.objectContaining({ path: '$.turns[1].cp', message: 'turn Turn 2 gives no command points to Defender' })]);
  });

  it('turns-empty: a game needs a turn record track; the arrivals waiting for it are named', () => {
    const doc = clean();
    doc.turns = [];
    expect(only(doc, 'turns-empty')).toEqual([
      { severity: 'error', rule: 'turns-empty', path: '$.turns', message: 'the turn record track has no turns: the game cannot start (an arrival is due on turn 2)' },
    ]);
    doc.arrivals = [1, 2, 4, 2].map((turn, i) => ({ ...doc.arrivals[0], id: `arr-${i}`, turn }));
    expect(only(doc, 'turns-empty')[0].message).toBe('the turn record track has no turns: the game cannot start (4 arrivals are due on turns 1, 2, 4)');
  });

  it('a blank new project is not a playable scenario: errors, not "no problems"', () => {
    expect(checkScenario(emptyDocument()).filter((p) => p.severity === 'error').map((p) => [p.rule, p.path])).toEqual([
      ['turns-empty', '$.turns'],
      ['side-no-units', '$.sides[0]'],
      ['side-no-units', '$.sides[1]'],
    ]);
  });

  it('turn-unknown: arrivals, tables, sudden death and conditions on turns the track does not have', () => {
    const doc = clean();
    doc.arrivals[0].turn = 4;
    doc.dieTables[0].firstTurn = 3;
    doc.dieTables[0].rows[0].outcomes[0].when = [{ kind: 'turn', from: 5 }];
    doc.victory.suddenDeath[0].fromTurn = 9;
    expect(only(doc, 'turn-unknown').map((p) => p.path)).toEqual([
      '$.arrivals[0].turn',
      '$.dieTables[0].firstTurn',
      '$.victory.suddenDeath[0].fromTurn',
      '$.dieTables[0].rows[0].outcomes[0].when[0].from',
    ]);
    expect(only(doc, 'turn-unknown')[0].message).toBe('an arrival is due on turn 4, which is not on the turn record track (turns 1–2): it never arrives');
  });

  it('side-no-units: every side needs forces', () => {
    const doc = clean();
    doc.units = doc.units.filter((u) => u.contingentId !== 'con-d');
    expect(only(doc, 'side-no-units')).toEqual([expect.objectContaining({ severity: 'error', path: '$.sides[1]' })]);
  });

  it('victory-none: a scenario nobody can win', () => {
    const doc = clean();
    doc.features = [];
    doc.victory.suddenDeath = [];
    expect(only(doc, 'victory-none')).toEqual([expect.objectContaining({ severity: 'warning', path: '$.victory' })]);
  });

  it('objective-unreachable: an objective on terrain no unit of the scenario may enter', () => {
    const doc = clean();
    doc.hexes = [{ col: 5, row: 5, terrain: 'all-sea', elevation: 0 }];
    expect(only(doc, 'objective-unreachable')).toEqual([
      { severity: 'warning', rule: 'objective-unreachable', path: '$.features[0].hex', hex: { col: 5, row: 5 }, message: 'objective 0606 lies on all-sea, where no unit of the scenario may stand: nobody can hold it' },
    ]);
  });

  it('engine-setup: what the engine refuses and no other rule saw, with the record to fix', () => {
    const doc = clean();
    expect(only(doc, 'engine-setup')).toEqual([]);
    // The file schema refuses such a key; a document built in code reaches the checker without it, and only the
    // engine's set-up reads hexside keys.
    doc.hexsides = [{ id: 'NaN', type: 'river' }];
    expect(only(doc, 'engine-setup')).toEqual([
      { severity: 'error', rule: 'engine-setup', path: '$.hexsides[0]', message: "the play-test engine cannot start this scenario: bad hexside key 'NaN'" },
    ]);
    // A record the engine names by its id is named as people know it, and the path leads to it.
    doc.hexsides = [];
    doc.unitTypes = [{ ...rifle, stepModel: 'chain', steps: [] }];
    expect(only(doc, 'engine-setup')).toContainEqual(
      { severity: 'error', rule: 'engine-setup', path: '$.unitTypes[0]', message: 'the play-test engine cannot start this scenario: unit type “Rifle platoon” has no steps' },
    );
  });

  it('turn-duplicate-index: two turns with one number', () => {
    const doc = clean();
    doc.turns[1].index = 1;
    expect(only(doc, 'turn-duplicate-index')).toEqual([expect.objectContaining({ severity: 'error', path: '$.turns[1].index' })]);
  });

  it('objective-no-vp and objective-off-map', () => {
    const doc = clean();
    doc.features.push({ id: 'o2', type: 'objective', hex: h(12, 1), props: {} }, { id: 'o3', type: 'objective', hex: h(1, 1), props: { vp: 0 } });
    expect(only(doc, 'objective-no-vp').map((p) => p.path)).toEqual(['$.features[1].props.vp', '$.features[2].props.vp']);
    expect(only(doc, 'objective-off-map')).toEqual([expect.objectContaining({ path: '$.features[1].hex', hex: h(12, 1) })]);
    expect(rulesOf(doc)).not.toContain('reference');
  });

  it('objective-demolished-with: the hexside must be one of the objective\'s own, with a feature that can be demolished', () => {
    const doc = clean();
    const [north, , , , , farSide] = hexsidesOf(doc.map, h(5, 5));
    const elsewhere = hexsidesOf(doc.map, h(1, 1))[0];
    doc.hexsides = [{ id: north, type: 'bridge' }, { id: farSide, type: 'river' }, { id: elsewhere, type: 'bridge' }];
    const withKey = (key: string) => {
      doc.features[0].props = { vp: 10, vpDemolished: 5, demolishedWith: key };
      return only(doc, 'objective-demolished-with').map((p) => p.message);
    };
    expect(withKey(north)).toEqual([]);
    expect(withKey(farSide)).toEqual(['objective 0606 is demolished with a hexside, but names a river hexside, which cannot be demolished']);
    expect(withKey(elsewhere)).toEqual(['objective 0606 is demolished with a hexside, but names a hexside that is not one of its own six']);
    expect(withKey('9,9,0')).toEqual(['objective 0606 is demolished with a hexside, but names a hexside with no feature on it']);
  });

  it('special-rule-*: a rule names a module the engine knows and has on, with params it reads in range', () => {
    const doc = clean();
    const rule = (id: string, fields: object) => ({ id, title: id, text: '', ...fields });
    doc.specialRules = [
      rule('fires', { module: 'refinery-fires', params: { fireOn: 6 } }),
      rule('bridges', { module: 'bridge-building', params: { markers: 2, 'markers.side-1': 0 } }),
      rule('boats', { module: 'river-boats', params: { classes: 'river boat, barge', allRiverMp: 2 } }),
    ];
    expect(checkScenario(doc)).toEqual([]);
    doc.specialRules = [rule('boats', { module: 'river-boats', params: { classes: 3, 'allRiverMp.side-1': 2 } })];
    expect(only(doc, 'special-rule-params').map((p) => p.message)).toEqual([
      expect.stringContaining(`'classes' must be a text, not 3; the engine would use "river boat"`),
      expect.stringContaining(`'allRiverMp.side-1' is not a param of this module (it reads classes, allRiverMp)`),
    ]);
    doc.specialRules = [
      rule('fires', { module: 'refinery-fires', params: { fireOn: 9, spread: 2 } }),
      rule('fires-again', { module: 'refinery-fires' }),
      rule('bridges', { module: 'bridge-building', params: { 'markers.nobody': 1, markers: 'two' } }),
      rule('made-up', { module: 'flying-boats' }),
      rule('banzai', { module: 'banzai' }),
      rule('loose', { params: { fireOn: 3 } }),
    ];
    const found = checkScenario(doc).map((p) => `${p.rule} ${p.path}: ${p.message}`);
    expect(found).toEqual([
      expect.stringMatching(/^special-rule-params \$\.specialRules\[0\]\.params: .*'fireOn' must be a whole number from 1 to 7, not 9; the engine would use 5$/),
      expect.stringMatching(/^special-rule-params .*'spread' is not a param of this module \(it reads fireOn\)$/),
      expect.stringMatching(/^special-rule-module-twice \$\.specialRules\[1\]\.module: /),
      expect.stringMatching(/^special-rule-params .*'markers\.nobody' names no side of the scenario$/),
      expect.stringMatching(/^special-rule-params .*'markers' must be a whole number from 0 to 20, not "two"/),
      expect.stringMatching(/^special-rule-module-unknown .*'flying-boats', which the engine does not know/),
      expect.stringMatching(/^special-rule-module-off .*Banzai attack module, which is off/),
      expect.stringMatching(/^special-rule-params \$\.specialRules\[5\]\.params: .*names no engine module/),
    ]);
  });

  it('demolition-target-side: the sides a Demolition Table target names are the scenario\'s', () => {
    const doc = clean();
    const table = doc.ruleset.demolitionTable;
    doc.ruleset = { ...doc.ruleset, demolitionTable: { ...table, targets: table.targets.map((t, i) => (i === 0 ? { ...t, sides: ['side-1', 'nobody'] } : t)) } };
    expect(only(doc, 'demolition-target-side').map((p) => p.path)).toEqual(['$.ruleset.demolitionTable.targets[0].sides[1]']);
  });

  it('starshells-unused: starshells need the module, and the module needs a side with starshells', () => {
    const doc = clean();
    doc.ruleset = { ...doc.ruleset, modules: { ...doc.ruleset.modules, starshells: true } };
    expect(only(doc, 'starshells-unused').map((p) => p.path)).toEqual(['$.ruleset.modules.starshells']);
    doc.sides = doc.sides.map((s, i) => (i === 0 ? { ...s, starshells: 4 } : s));
    expect(only(doc, 'starshells-unused')).toEqual([]);
    doc.ruleset = { ...doc.ruleset, modules: { ...doc.ruleset.modules, starshells: false } };
    expect(only(doc, 'starshells-unused').map((p) => p.path)).toEqual(['$.sides[0].starshells']);
  });

  it('entry-fallback-delay-unused: a fallback delay needs a ground entry with a fallback area', () => {
    const doc = clean();
    doc.arrivals[0].entry = { ...westEdge, fallbackDelay: 1 };
    expect(only(doc, 'entry-fallback-delay-unused').map((p) => p.path)).toEqual(['$.arrivals[0].entry.fallbackDelay']);
    doc.arrivals[0].entry = { ...westEdge, areas: [...westEdge.areas, { kind: 'edge', edge: 'north' }], fallbackDelay: 1 };
    expect(only(doc, 'entry-fallback-delay-unused')).toEqual([]);
  });

  it('counter rules: symbol, sides, chain, empty steps, designation, contingent code', () => {
    const doc = clean();
    doc.unitTypes = [
      { ...rifle, sidc: ' ' },
      { ...rifle, id: 'one', steps: [rifle.steps[0]] },
      { ...rifle, id: 'chain', stepModel: 'chain', steps: [rifle.steps[0]] },
      { ...rifle, id: 'blank', steps: [rifle.steps[0], { label: 'back', combat: 0, range: 0, ma: 0 }] },
    ];
    doc.units[0].designation = '';
    doc.contingents[1].code = '';
    expect(only(doc, 'unit-no-designation')[0].message).toBe('a unit (a Rifle platoon of A) has no designation');
    expect(checkScenario(doc).map((p) => [p.rule, p.path])).toEqual([
      ['unit-no-designation', '$.units[0].designation'],
      ['counter-no-symbol', '$.unitTypes[0].sidc'],
      ['counter-two-sided-steps', '$.unitTypes[1].steps'],
      ['counter-chain-steps', '$.unitTypes[2].steps'],
      ['counter-step-empty', '$.unitTypes[3].steps[1]'],
      ['contingent-no-code', '$.contingents[1].code'],
    ]);
  });

  it('victory-levels-order: levels must climb', () => {
    const doc = clean();
    doc.victory.levels = [{ from: 0, name: 'Draw' }, { from: 20, name: 'Tactical' }, { from: 20, name: 'Operational' }, { from: 10, name: 'Strategic' }];
    expect(only(doc, 'victory-levels-order').map((p) => p.path)).toEqual(['$.victory.levels[2].from', '$.victory.levels[3].from']);
  });

  it('cp-bonus-off-map and condition-off-map', () => {
    const doc = clean();
    doc.cpBonuses = [{ id: 'cp', sideId: 'side-1', cp: 2, hexes: [h(1, 1), h(1, 30)], require: 'any', noAdjacentEnemy: true, note: 'airfield' }];
    const occupies: Condition = { kind: 'occupies', sideId: 'side-2', hexes: [h(40, 0)], atLeast: 1 };
    doc.dieTables[0].modifiers = [{ value: 1, when: [occupies] }];
    doc.dieTables[0].rows = [row(1, 3, outcome(deployContingents('con-b'), [occupies])), row(4, 7, outcome(noEffect))];
    const problems = checkScenario(doc);
    expect(problems.map((p) => [p.rule, p.path, p.hex])).toEqual([
      ['cp-bonus-off-map', '$.cpBonuses[0].hexes[1]', h(1, 30)],
      ['condition-off-map', '$.dieTables[0].modifiers[0].when[0].hexes[0]', h(40, 0)],
      ['condition-off-map', '$.dieTables[0].rows[0].outcomes[0].when[0].hexes[0]', h(40, 0)],
    ]);
  });

  it('checks 300 units on a 200×200 map', () => {
    const doc = clean();
    doc.map = { ...doc.map, cols: 200, rows: 200 };
    doc.hexes = Array.from({ length: 10_000 }, (_, i) => ({ col: i % 200, row: Math.floor(i / 200), terrain: 'woods', elevation: 0 }));
    const areas: Area[] = [
      { kind: 'matching', terrain: ['woods'], hexsides: [], features: [], adjacent: true },
      { kind: 'anywhere' },
      { kind: 'edge', edge: 'south' },
    ];
    doc.units = Array.from({ length: 300 }, (_, i) => unit(`u-${i}`, { contingentId: i % 2 ? 'con-a' : 'con-d', setup: { kind: 'area', area: areas[i % 3] } }));
    expect(checkScenario(doc)).toEqual([]);
  });
});
