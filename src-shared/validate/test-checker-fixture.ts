// The checker tests' small scenario: a clean document each rule test breaks in one place.
import { emptyDocument, type ScenarioDocument } from '../model';
import type { Arrival } from '../model/arrivals';
import type { Unit, UnitType } from '../model/records';
import { deployContingents, noEffect, outcome, row, table, turn } from '../scenario/test-tables';
import { checkScenario, type Problem } from './checker';

export const h = (col: number, row: number) => ({ col, row });
export const rifle: UnitType = {
  id: 'rifle', name: 'Rifle platoon', unitClass: 'infantry', sidc: '10031000001211000000', size: 'platoon', movementClass: 'foot',
  flags: [], stepModel: 'two-sided', steps: [{ label: 'front', combat: 3, range: 0, ma: 4 }, { label: 'back', combat: 1, range: 0, ma: 4 }],
};
export const unit = (id: string, fields: Partial<Unit> = {}): Unit => ({ id, designation: id, typeId: 'rifle', contingentId: 'con-a', setup: { kind: 'area', area: { kind: 'hexes', hexes: [h(2, 2)] } }, hidden: false, ...fields });
export const westEdge: Arrival['entry'] = { method: 'ground', areas: [{ kind: 'edge', edge: 'west' }], mayDelay: false };

/** A small scenario the checker finds nothing wrong with. */
export function clean(): ScenarioDocument {
  const doc = emptyDocument();
  doc.map = { ...doc.map, cols: 10, rows: 8, defaultTerrain: 'clear' };
  doc.contingents = [
    { id: 'con-a', code: 'A', sideId: 'side-1', name: 'First', colours: { background: '#000000', text: '#ffffff' } },
    { id: 'con-b', code: 'B', sideId: 'side-1', name: 'Second', colours: { background: '#000000', text: '#ffffff' } },
    { id: 'con-d', code: 'D', sideId: 'side-2', name: 'Defenders', colours: { background: '#ffffff', text: '#000000' } },
  ];
  doc.unitTypes = [rifle];
  doc.units = [
    unit('u-1'),
    unit('u-2', { setup: { kind: 'reinforcement' } }),
    unit('u-3', { contingentId: 'con-b', setup: { kind: 'reinforcement' } }),
    unit('d-1', { contingentId: 'con-d', setup: { kind: 'area', area: { kind: 'hexes', hexes: [h(7, 5)] } } }),
  ];
  doc.arrivals = [{ id: 'arr-1', sideId: 'side-1', turn: 2, note: '', units: { kind: 'units', unitIds: ['u-2'] }, entry: westEdge }];
  doc.dieTables = [table('tab', { rows: [row(1, 3, outcome(deployContingents('con-b'))), row(4, 6, outcome(noEffect))] })];
  doc.turns = [turn(1, false, { cp: { 'side-1': 2, 'side-2': 1 } }), turn(2, true, { cp: { 'side-1': 1, 'side-2': 1 } })];
  doc.features = [{ id: 'obj', type: 'objective', hex: h(5, 5), props: { vp: 10 } }];
  return doc;
}

export const rulesOf = (doc: ScenarioDocument) => checkScenario(doc).map((p) => p.rule);
export const only = (doc: ScenarioDocument, rule: string): Problem[] => checkScenario(doc).filter((p) => p.rule === rule);
