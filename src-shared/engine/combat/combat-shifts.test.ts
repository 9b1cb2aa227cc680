import { describe, expect, it } from 'vitest';
import '../testing/test-guards';
import { defaultRuleset } from '../../ruleset';
import { assessAttack } from './combat';
import type { GameState } from '../core/state';
import { battle } from '../testing/test-combat';
import { step, type FixtureOptions, type FixtureUnit } from '../testing/test-fixtures';

const D = { col: 5, row: 5 };
const [N, NE, SE, S, SW, NW] = [0, 1, 2, 3, 4, 5].map((d) => step(D, d as 0));
const FAR = { col: 5, row: 2 };
const ours = (id: string, type: string, at: FixtureUnit['at'], disrupted = false): FixtureUnit => ({ id, side: 'axis', type, at, disrupted });
const enemy = (id: string, type = 'platoon', at = D, disrupted = false): FixtureUnit => ({ id, side: 'allies', type, at, disrupted });

function odds(s: GameState, attackers: string[], ranged: string[] = [], at = D) {
  const r = assessAttack(s, { type: 'attack', attackers, ranged, defenderHex: at });
  if (!r.ok) throw new Error(r.error.message);
  return r.assessment;
}
const causes = (s: GameState, attackers: string[], ranged: string[] = []) => odds(s, attackers, ranged).shifts.map((x) => [x.shift, x.rule]);
const at = (o: Partial<FixtureOptions> & { units: FixtureUnit[] }) => battle(o);

describe('column shifts (11.4)', () => {
  it('11.4.1: the defenders’ in-hex terrain shifts the column, with its cause', () => {
    const s = at({ units: [ours('r', 'para', N), enemy('e')], terrain: [{ at: D, terrain: 'woods' }] });
    const a = odds(s, ['r']);
    expect(a.shifts).toEqual([{ cause: "Woods in the defenders' hex", shift: -1, rule: '11.4.1' }]);
    expect(a.finalColumn.index).toBe(a.baseColumn.index - 1);
  });

  it('11.4.1, 20.2: features add to the terrain; a trench protects light units only; a cave needs its module; a roadblock helps only its side', () => {
    const town = at({ units: [ours('r', 'para', N), enemy('e')], terrain: [{ at: D, terrain: 'town' }], features: [{ at: D, type: 'roadblock' }] });
    expect(causes(town, ['r'])).toEqual([[-2, '11.4.1'], [-1, '20.2']]);
    const trench = [{ at: D, type: 'trench' as const }];
    expect(causes(at({ units: [ours('r', 'para', N), enemy('e')], features: trench }), ['r'])).toEqual([[-2, '11.4.1']]);
    expect(causes(at({ units: [ours('r', 'para', N), enemy('t', 'panzer')], features: trench }), ['r'])).toEqual([]);
    const cave = [{ at: D, type: 'cave' as const }];
    expect(causes(at({ units: [ours('r', 'para', N), enemy('e')], features: cave }), ['r'])).toEqual([]);
    const ruleset = defaultRuleset();
    ruleset.modules.caves = true;
    expect(causes(at({ units: [ours('r', 'para', N), enemy('e')], features: cave, ruleset }), ['r'])).toEqual([[-3, '11.4.1']]);
    const theirs = [{ at: D, type: 'roadblock' as const, side: 'axis' }];
    expect(causes(at({ units: [ours('r', 'para', N), enemy('e')], features: theirs }), ['r'])).toEqual([]);
  });

  it('11.4.1: a hexside counts only when every adjacent attacker attacks across one; the most favourable to the attacker counts; ranged units are ignored', () => {
    const both = at({ units: [ours('a', 'rifle', N), ours('b', 'rifle', NE), ours('m', 'mortar', FAR), enemy('e')], hexsides: [{ at: D, dir: 0, type: 'river' }, { at: D, dir: 1, type: 'bridge' }] });
    const a = odds(both, ['a', 'b']);
    expect(a.shifts).toEqual([{ cause: expect.stringContaining('Bridge (over a river) hexside'), shift: -1, rule: '11.4.1' }]);
    expect(causes(both, ['a'])).toEqual([[-2, '11.4.1']]);
    expect(causes(both, ['a'], ['m'])).toEqual([[-2, '11.4.1']]);
    expect(causes(both, [], ['m'])).toEqual([]);
    const part = at({ units: [ours('a', 'rifle', N), ours('b', 'rifle', NE), enemy('e')], hexsides: [{ at: D, dir: 0, type: 'river' }] });
    expect(causes(part, ['a', 'b'])).toEqual([]);
  });

  it('11.4.2: attackers and their ZOCs surrounding the defenders shift one column right', () => {
    const s = at({ units: [ours('a', 'rifle', N), ours('b', 'rifle', S), ours('c', 'rifle', NE), ours('m', 'mortar', FAR), enemy('e')] });
    expect(odds(s, ['a', 'b']).shifts).toEqual([{ cause: expect.stringContaining('concentric'), shift: 1, rule: '11.4.2' }]);
    expect(causes(s, ['a', 'c'])).toEqual([]);
    expect(causes(s, ['a'], ['m'])).toEqual([]); // b stands south but is not in the attack; ranged fire never counts
  });

  it('11.4.2: the map edge and terrain closed to the defenders close the ring too', () => {
    const top = { col: 4, row: 0 };
    const edge = at({ units: [ours('a', 'rifle', step(top, 3)), enemy('e', 'platoon', top)] });
    expect(odds(edge, ['a'], [], top).shifts.map((x) => x.rule)).toEqual(['11.4.2']);
    const sea = at({ units: [ours('a', 'rifle', N), enemy('e')], terrain: [S, SE, SW].map((h) => ({ at: h, terrain: 'all-sea' })) });
    expect(causes(sea, ['a'])).toEqual([[1, '11.4.2']]);
    const open = at({ units: [ours('a', 'rifle', N), enemy('e')], terrain: [S, SE].map((h) => ({ at: h, terrain: 'all-sea' })) });
    expect(causes(open, ['a'])).toEqual([]);
  });

  it('11.4.3: an undisrupted antitank defender shifts left against mechanized attackers only', () => {
    const units = [ours('t', 'panzer', N), ours('r', 'rifle', NE), enemy('at', 'atgun')];
    expect(odds(at({ units }), ['t', 'r']).shifts).toEqual([{ cause: expect.stringContaining('antitank'), shift: -1, rule: '11.4.3' }]);
    expect(causes(at({ units }), ['r'])).toEqual([]);
    expect(causes(at({ units: [units[0], units[1], enemy('at', 'atgun', D, true)] }), ['t'])).toEqual([]);
  });

  it('11.4.4, 17.0: ground attacks at night shift one column left, ranged fire too', () => {
    const s = at({ units: [ours('r', 'para', N), ours('m', 'mortar', FAR), enemy('e')], night: true });
    expect(odds(s, ['r']).shifts).toEqual([{ cause: 'night turn', shift: -1, rule: '11.4.4' }]);
    expect(causes(s, [], ['m'])).toEqual([[-1, '11.4.4']]);
  });

  it('11.4.5, 18.1: undisrupted engineers in an adjacent attack cancel one terrain shift, once', () => {
    const town = [{ at: D, terrain: 'town' }];
    const units = [ours('e1', 'sapper', N), ours('e2', 'sapper', NE), ours('d', 'sapper', NW, true), ours('r', 'rifle', SW), enemy('x')];
    const s = at({ units, terrain: town });
    expect(odds(s, ['e1', 'e2']).shifts).toEqual([
      { cause: "Town in the defenders' hex", shift: -2, rule: '11.4.1' },
      { cause: expect.stringContaining('engineers'), shift: 1, rule: '11.4.5, 18.1' },
    ]);
    expect(causes(s, ['d'])).toEqual([[-2, '11.4.1']]);
    expect(causes(at({ units }), ['e1'])).toEqual([]);
    const river = at({ units, hexsides: [{ at: D, dir: 0, type: 'river' }] });
    expect(causes(river, ['e1'])).toEqual([[-2, '11.4.1'], [1, '11.4.5, 18.1']]);
  });

  it('11.4: shifts add up, and the final column stops at the table’s ends', () => {
    const strong = at({ units: [ours('p', 'para', N), ours('t', 'panzer', S), enemy('m', 'militia')] });
    expect(odds(strong, ['p', 't'])).toMatchObject({ differential: 11, baseColumn: { index: 8 }, totalShift: 1, finalColumn: { index: 8, label: '+7 or more' } });
    const weak = at({ units: [ours('s', 'scouts', N), enemy('p', 'para')], terrain: [{ at: D, terrain: 'town' }], night: true });
    expect(odds(weak, ['s'])).toMatchObject({ differential: -5, baseColumn: { index: 0 }, totalShift: -3, finalColumn: { index: 0, label: '−3 or less' } });
  });
});
