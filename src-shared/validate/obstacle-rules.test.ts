import { describe, expect, it } from 'vitest';
import { emptyDocument, type ScenarioDocument } from '../model';
import type { UnitType } from '../model/records';
import { featureFireRows, type FeatureRule } from '../ruleset';
import { checkScenario } from './checker';
import { obstacleRules } from './obstacle-rules';
import type { Problem } from './problem';

const h = (col: number, row: number) => ({ col, row });
const type = (id: string, movementClass: string, flags: string[] = []): UnitType => ({
  id, name: id, unitClass: 'infantry', sidc: '', size: 'platoon', movementClass, flags, stepModel: 'two-sided',
  steps: [{ label: 'front', combat: 3, range: 0, ma: 4 }, { label: 'back', combat: 1, range: 0, ma: 4 }],
});
const plainFeature = (id: string, name: string): FeatureRule => ({
  id, name, source: 'test', defence: 0, columnShift: 0, protects: 'all', vehiclesMayEnter: true, enterMp: 0, maxPerHex: 1,
  forbidden: { structure: false, water: [], terrain: [] },
});

/** A 10×8 map with barbed wire between 0303 and 0304, two rifle platoons and one engineer; the wire takes 2 engineers. */
function doc(): ScenarioDocument {
  const d = emptyDocument();
  d.map = { ...d.map, cols: 10, rows: 8, defaultTerrain: 'clear' };
  d.unitTypes = [type('rifle', 'foot'), type('sapper', 'foot', ['Engineer'])];
  d.units = ['r1', 'r2', 's1'].map((id) => ({ id, designation: id, typeId: id.startsWith('s') ? 'sapper' : 'rifle', contingentId: 'c', setup: { kind: 'reinforcement' as const }, hidden: false }));
  d.ruleset.hexsides = d.ruleset.hexsides.map((t) => (t.id === 'barbed-wire' ? { ...t, obstacle: { clearers: { count: 2, flag: 'engineer' } } } : t));
  d.hexsides = [{ id: '2,2:0', type: 'barbed-wire' }];
  return d;
}

function problems(d: ScenarioDocument): Problem[] {
  const found: Problem[] = [];
  obstacleRules({
    doc: d,
    add: (severity, rule, path, message) => found.push({ severity, rule, message, path: path.join('.') }),
    label: (hex) => `${hex.col},${hex.row}`,
    onMap: (hex) => hex.col < d.map.cols && hex.row < d.map.rows,
  });
  return found;
}
const rules = (d: ScenarioDocument) => problems(d).map((p) => `${p.severity} ${p.rule}`);

describe('obstacle checker rules (Atoll 14.9, 14.10)', () => {
  it('obstacle-never-cleared: warns when too few units of the kind that clears an obstacle are in the scenario, once per type', () => {
    const d = doc();
    d.hexsides.push({ id: '4,4:1', type: 'barbed-wire' });
    expect(rules(d)).toEqual(['warning obstacle-never-cleared']);
    d.units.push({ ...d.units[2], id: 's2', designation: 's2' });
    expect(rules(d)).toEqual([]);
  });

  it('obstacle-never-cleared: a unit of a class that clears by crossing is enough, unless the move table stops it', () => {
    const d = doc();
    d.ruleset.hexsides = d.ruleset.hexsides.map((t) => (t.id === 'barbed-wire' ? { ...t, obstacle: { clearedByCrossing: ['foot'] } } : t));
    expect(rules(d)).toEqual([]);
    d.ruleset.hexsides = d.ruleset.hexsides.map((t) => (t.id === 'barbed-wire' ? { ...t, move: { ...t.move, foot: { prohibited: true as const } } } : t));
    expect(rules(d)).toEqual(['error obstacle-crossing-prohibited', 'warning obstacle-never-cleared']);
  });

  it('obstacle-off-map: an obstacle on a hexside or hex the map does not have is an error; a hex obstacle that stops the class it is cleared by', () => {
    const d = doc();
    d.units.push({ ...d.units[2], id: 's2', designation: 's2' });
    d.hexsides = [{ id: '30,2:0', type: 'barbed-wire' }];
    d.ruleset.features = [...d.ruleset.features, { ...plainFeature('minefield', 'Minefield'), obstacle: { blocks: ['wheeled'], clearers: { count: 1 } } }];
    d.features = [{ id: 'm', type: 'minefield', hex: h(12, 3), props: {} }];
    expect(rules(d)).toEqual(['error obstacle-off-map', 'error obstacle-off-map']);
    d.ruleset.features = d.ruleset.features.map((f) => (f.id === 'minefield' ? { ...f, obstacle: { blocks: ['wheeled'], clearedByCrossing: ['wheeled'], clearers: { count: 1 } } } : f));
    expect(rules(d)).toEqual(['error obstacle-crossing-prohibited', 'error obstacle-off-map', 'error obstacle-off-map']);
    expect(checkScenario(d).some((p) => p.rule === 'obstacle-off-map' && p.path === '$.hexsides[0]')).toBe(true);
  });

  it('obstacle-unknown-class and obstacle-cleared-as: classes and hexside types the ruleset lacks, or a cleared type that is an obstacle', () => {
    const d = doc();
    d.units.push({ ...d.units[2], id: 's2', designation: 's2' });
    d.ruleset.hexsides = d.ruleset.hexsides.map((t) => (t.id === 'barbed-wire' ? { ...t, obstacle: { clearedByCrossing: ['hover'], clearers: { count: 1 }, clearedAs: 'gap' } } : t));
    expect(rules(d)).toEqual(['error obstacle-unknown-class', 'error obstacle-cleared-as']);
    d.ruleset.hexsides = d.ruleset.hexsides.map((t) => (t.id === 'barbed-wire' ? { ...t, obstacle: { clearers: { count: 1 }, clearedAs: 'barbed-wire' } } : t));
    expect(problems(d).map((p) => p.message)).toEqual(['Barbed wire: once cleared it becomes Barbed wire, itself an obstacle; a cleared obstacle must stay cleared']);
  });

  it('feature-never-destroyed, feature-no-bonus and feature-without-rule: features with a life that cannot die or give nothing, minefields without a rule', () => {
    const d = doc();
    d.units.push({ ...d.units[2], id: 's2', designation: 's2' });
    const life = { dice: '1d6' as const, rows: featureFireRows(7), keepsBonus: false };
    d.ruleset.features = [...d.ruleset.features, { ...plainFeature('commandPost', 'Command post'), life }];
    d.features = [{ id: 'm', type: 'minefield', hex: h(3, 3), props: {} }];
    expect(rules(d)).toEqual(['warning feature-never-destroyed', 'warning feature-no-bonus', 'warning feature-without-rule']);
  });
});
