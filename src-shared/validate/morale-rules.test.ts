import { describe, expect, it } from 'vitest';
import { emptyDocument, type ScenarioDocument } from '../model';
import type { Unit, UnitType } from '../model/records';
import { defaultMoraleTable } from '../ruleset';
import { checkScenario, type Problem } from './checker';

const h = (col: number, row: number) => ({ col, row });
const type = (id: string, flags: string[] = [], stepModel: UnitType['stepModel'] = 'two-sided'): UnitType => ({
  id, name: id, unitClass: 'infantry', sidc: '10031000001211000000', size: 'platoon', movementClass: 'foot', flags, stepModel,
  steps: [{ label: 'front', combat: 3, range: 0, ma: 4 }, { label: 'back', combat: 1, range: 0, ma: 4 }],
});
const unit = (id: string, typeId: string, contingentId: string, at: { col: number; row: number }): Unit => ({
  id, designation: id, typeId, contingentId, setup: { kind: 'area', area: { kind: 'hexes', hexes: [at] } }, hidden: false,
});

/** Two formations with a leader each and a defending side with a leader: the morale module on, nothing wrong. */
function clean(): ScenarioDocument {
  const doc = emptyDocument();
  doc.map = { ...doc.map, cols: 10, rows: 8, defaultTerrain: 'clear' };
  doc.contingents = [
    { id: 'con-a', code: 'A', sideId: 'side-1', name: 'First', colours: { background: '#000000', text: '#ffffff' } },
    { id: 'con-d', code: 'D', sideId: 'side-2', name: 'Defenders', colours: { background: '#ffffff', text: '#000000' } },
  ];
  doc.unitTypes = [type('rifle'), type('leader', ['leader'])];
  doc.units = [unit('a-1', 'rifle', 'con-a', h(2, 2)), unit('a-l', 'leader', 'con-a', h(2, 3)), unit('d-1', 'rifle', 'con-d', h(7, 5)), unit('d-l', 'leader', 'con-d', h(7, 6))];
  doc.turns = [1, 2].map((index) => ({ id: `t${index}`, index, label: `${index}`, date: '', timeOfDay: 'day' as const, night: false, cp: { 'side-1': 2, 'side-2': 1 }, notes: '' }));
  doc.features = [{ id: 'obj', type: 'objective', hex: h(5, 5), props: { vp: 10 } }];
  doc.specialRules = [{ id: 'morale', title: 'Morale', text: '', module: 'morale' }];
  return doc;
}

const only = (doc: ScenarioDocument, rule: string): Problem[] => checkScenario(doc).filter((p) => p.rule === rule);

describe('morale checker rules', () => {
  it('finds nothing wrong with a scenario whose formations have leaders and the default table', () => {
    expect(checkScenario(clean())).toEqual([]);
  });

  it('morale-table-gap: a roll of the dice with no row is an error naming the rolls', () => {
    const doc = clean();
    doc.ruleset = { ...doc.ruleset, morale: { ...defaultMoraleTable(), dice: '2d6', rows: [{ from: 2, to: 6, results: ['normal'] }, { from: 9, to: 12, results: ['cannot-move'] }] } };
    expect(only(doc, 'morale-table-gap')).toEqual([
      { severity: 'error', rule: 'morale-table-gap', path: '$.ruleset.morale.rows', message: 'The morale table has no row for the rolls 7, 8 of 2d6: every roll of its dice needs a row.' },
    ]);
  });

  it('morale-table-unused: a table with the module off is a warning', () => {
    const doc = clean();
    doc.specialRules = [];
    doc.ruleset = { ...doc.ruleset, morale: defaultMoraleTable() };
    expect(only(doc, 'morale-table-unused').map((p) => p.path)).toEqual(['$.ruleset.morale']);
  });

  it('morale-formation-no-leaders: a formation with units but no leader never rolls (warning on the formation)', () => {
    const doc = clean();
    doc.units = doc.units.filter((u) => u.id !== 'd-l');
    expect(only(doc, 'morale-formation-no-leaders')).toEqual([
      { severity: 'warning', rule: 'morale-formation-no-leaders', path: '$.contingents[1]', message: 'Formation Defenders (Defender) has no leader units (flag leader or hq), so it has no leaders to lose and its units never roll for morale.' },
    ]);
  });

  it('morale-side-no-leaders: with leaders nearby, a side with no leader units never rolls (warning on the side)', () => {
    const doc = clean();
    doc.specialRules = [{ id: 'morale', title: 'Morale', text: '', module: 'morale', params: { leaders: 'nearby', radius: 2 } }];
    doc.units = doc.units.filter((u) => u.id !== 'a-l');
    expect(only(doc, 'morale-side-no-leaders').map((p) => [p.path, p.severity])).toEqual([['$.sides[0]', 'warning']]);
    expect(only(doc, 'morale-formation-no-leaders')).toEqual([]);
  });

  it('Japanese step-loss units exempt from morale need no leader; a param value the module does not know is reported', () => {
    const doc = clean();
    doc.ruleset = { ...doc.ruleset, modules: { ...doc.ruleset.modules, japanese: true } };
    doc.unitTypes = [...doc.unitTypes, type('jrifle', [], 'chain')];
    doc.units = [...doc.units.filter((u) => u.id !== 'd-l' && u.id !== 'd-1'), unit('j-1', 'jrifle', 'con-d', h(7, 5))];
    expect(only(doc, 'morale-formation-no-leaders')).toEqual([]);
    doc.specialRules = [{ id: 'morale', title: 'Morale', text: '', module: 'morale', params: { leaders: 'everyone' } }];
    expect(checkScenario(doc).some((p) => p.message.includes(`'leaders' must be one of "formation", "nearby", not "everyone"`))).toBe(true);
  });
});
