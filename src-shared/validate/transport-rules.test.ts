import { describe, expect, it } from 'vitest';
import { emptyDocument, type ScenarioDocument } from '../model';
import type { Unit, UnitType } from '../model/records';
import { turn } from '../scenario/test-tables';
import { checkScenario } from './checker';

const h = (col: number, row: number) => ({ col, row });
const rifle: UnitType = {
  id: 'rifle', name: 'Rifle platoon', unitClass: 'light infantry', sidc: '10031000001211000000', size: 'platoon', movementClass: 'foot',
  flags: [], stepModel: 'two-sided', steps: [{ label: 'front', combat: 3, range: 0, ma: 4 }, { label: 'back', combat: 1, range: 0, ma: 4 }],
};
const amtrac: UnitType = {
  ...rifle, id: 'amtrac', name: 'Amtrac', unitClass: 'amphibious tractor', movementClass: 'tracked', flags: ['amphibious'],
  carrier: { capacity: 2, measure: 'units', classes: ['Light infantry'], loadMp: 1, unloadMp: 1 },
};
const squad: UnitType = {
  ...rifle, id: 'squad', name: 'Squad', size: 'squad', stepModel: 'chain', flags: ['step-losses'],
  steps: Array.from({ length: 12 }, (_, i) => ({ label: `${12 - i} figures`, combat: Math.ceil((12 - i) / 3), range: 1, ma: 4 })),
};
const unit = (id: string, fields: Partial<Unit> = {}): Unit => ({ id, designation: id, typeId: 'rifle', contingentId: 'con-a', setup: { kind: 'area', area: { kind: 'hexes', hexes: [h(2, 2)] } }, hidden: false, ...fields });

/** A small scenario with a carrier and two units aboard that the checker finds nothing wrong with. */
function clean(): ScenarioDocument {
  const doc = emptyDocument();
  doc.map = { ...doc.map, cols: 10, rows: 8, defaultTerrain: 'clear' };
  doc.contingents = [
    { id: 'con-a', code: 'A', sideId: 'side-1', name: 'First', colours: { background: '#000000', text: '#ffffff' } },
    { id: 'con-d', code: 'D', sideId: 'side-2', name: 'Defenders', colours: { background: '#ffffff', text: '#000000' } },
  ];
  doc.unitTypes = [rifle, amtrac, squad];
  doc.units = [
    unit('lvt', { typeId: 'amtrac' }),
    unit('u-1', { aboard: 'lvt' }),
    unit('u-2', { aboard: 'lvt' }),
    unit('s-1', { typeId: 'squad' }),
    unit('d-1', { contingentId: 'con-d', setup: { kind: 'area', area: { kind: 'hexes', hexes: [h(7, 5)] } } }),
  ];
  doc.turns = [turn(1, false, { cp: { 'side-1': 2, 'side-2': 1 } }), turn(2, false, { cp: { 'side-1': 1, 'side-2': 1 } })];
  doc.features = [{ id: 'obj', type: 'objective', hex: h(5, 5), props: { vp: 10 } }];
  return doc;
}

const only = (doc: ScenarioDocument, rule: string) => checkScenario(doc).filter((p) => p.rule === rule);

describe('transport and step chain checks', () => {
  it('finds nothing wrong with a carrier, two units aboard and a twelve-step squad', () => {
    expect(checkScenario(clean())).toEqual([]);
  });

  it('carrier-class-unknown: a carrier class no unit type has', () => {
    const doc = clean();
    doc.unitTypes[1] = { ...amtrac, carrier: { ...amtrac.carrier!, classes: ['Light infantry', 'Cavalry'] } };
    expect(only(doc, 'carrier-class-unknown')).toEqual([
      { severity: 'warning', rule: 'carrier-class-unknown', path: '$.unitTypes[1].carrier.classes[1]', message: 'carrier Amtrac carries "Cavalry", a class no unit type of the scenario has' },
    ]);
  });

  it('carrier-too-small: a capacity in stacking points below what any unit it carries counts', () => {
    const doc = clean();
    doc.units = doc.units.filter((u) => !u.aboard);
    doc.unitTypes[1] = { ...amtrac, carrier: { ...amtrac.carrier!, measure: 'points', capacity: 1 } };
    doc.ruleset = { ...doc.ruleset, stacking: { ...doc.ruleset.stacking!, sizePoints: { platoon: 2, squad: 2 }, defaultSizePoints: 2, source: 'test', pointsPerHex: 6, airstrikesPerHex: 1, navalGunfirePerHex: 1 } };
    expect(only(doc, 'carrier-too-small').map((p) => p.path)).toEqual(['$.unitTypes[1].carrier.capacity']);
  });

  it('aboard-over-capacity: a third unit aboard a carrier that takes two', () => {
    const doc = clean();
    doc.units.push(unit('u-3', { aboard: 'lvt' }));
    expect(only(doc, 'aboard-over-capacity')).toEqual([
      { severity: 'error', rule: 'aboard-over-capacity', path: '$.units[5].aboard', message: 'u-3 does not fit aboard lvt: it would carry 3 units, and takes 2' },
    ]);
  });

  it('aboard-wrong-class, aboard-not-carrier, aboard-unknown, aboard-other-side: a unit set up aboard a carrier that cannot carry it', () => {
    const wrong = clean();
    wrong.units[1] = unit('u-1', { typeId: 'squad', aboard: 'lvt' });
    wrong.unitTypes[2] = { ...squad, unitClass: 'engineers' };
    expect(only(wrong, 'aboard-wrong-class').map((p) => p.message)).toEqual(['u-1 (engineers) is set up aboard lvt, which carries Light infantry']);
    const notCarrier = clean();
    notCarrier.units[1] = unit('u-1', { aboard: 's-1' });
    expect(only(notCarrier, 'aboard-not-carrier').map((p) => p.path)).toEqual(['$.units[1].aboard']);
    const unknown = clean();
    unknown.units[1] = unit('u-1', { aboard: 'gone' });
    expect(only(unknown, 'aboard-unknown').map((p) => p.path)).toEqual(['$.units[1].aboard']);
    const enemy = clean();
    enemy.units[1] = unit('u-1', { contingentId: 'con-d', aboard: 'lvt' });
    expect(only(enemy, 'aboard-other-side').map((p) => p.path)).toEqual(['$.units[1].aboard']);
  });

  it('aboard-carrier-off-map: the carrier is a reinforcement, so nothing is aboard at the start', () => {
    const doc = clean();
    doc.units[0] = unit('lvt', { typeId: 'amtrac', setup: { kind: 'reinforcement' } });
    expect(only(doc, 'aboard-carrier-off-map').map((p) => p.path)).toEqual(['$.units[1].aboard', '$.units[2].aboard']);
  });

  it('counter-step-stronger and counter-step-losses-no-chain: a step that gains strength after a loss, the flag on a two-sided counter', () => {
    const doc = clean();
    const steps = squad.steps.map((s, i) => (i === 7 ? { ...s, combat: 9 } : s));
    doc.unitTypes[2] = { ...squad, steps };
    doc.unitTypes[0] = { ...rifle, flags: ['step-losses'] };
    expect(only(doc, 'counter-step-stronger')).toEqual([
      { severity: 'warning', rule: 'counter-step-stronger', path: '$.unitTypes[2].steps[7]', message: 'unit type Squad: step 8 (5 figures) has more combat than step 7, though it comes after a loss' },
    ]);
    expect(only(doc, 'counter-step-losses-no-chain').map((p) => p.path)).toEqual(['$.unitTypes[0].flags']);
  });
});
