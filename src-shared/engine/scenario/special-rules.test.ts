import { describe, expect, it } from 'vitest';
import '../testing/test-guards';
import { boardFromSetup } from './setup';
import { createGame } from './setup';
import { moduleNumber, modulesOf, SPECIAL_RULE_MODULE_LABELS, SPECIAL_RULE_MODULE_PARAMS, SPECIAL_RULE_MODULES } from './special-rules';
import { scenarioSetup } from '../testing/test-scenario';

const units = [{ id: 'a', side: 'axis' as const, type: 'rifle', at: { col: 1, row: 1 } }];

describe('special rules that switch engine modules on (22.0, 23.3)', () => {
  it('22.0: a module is on when a special rule names it; the first rule naming it gives the params; unknown ids stay text only', () => {
    expect(modulesOf([
      { module: 'bridge-building', params: { markers: 2 } },
      { module: 'bridge-building', params: { markers: 5 } },
      { module: 'japanese' },
      {},
      { module: 'refinery-fires' },
    ])).toEqual({ 'bridge-building': { markers: 2 }, 'refinery-fires': {} });
  });

  it('22.0: the setup’s special rules reach the board’s scenario rules, with each side’s air supply markers (18.3)', () => {
    const base = scenarioSetup({ units });
    const specialRules = [{ id: 'r1', module: 'emergency-air-drops' }, { id: 'r2' }];
    const board = boardFromSetup({ ...base, specialRules, sides: base.sides.map((s) => (s.id === 'axis' ? { ...s, airSupply: 2 } : s)) });
    expect(board.scenario.modules).toEqual({ 'emergency-air-drops': {} });
    expect([board.scenario.sides.axis.airSupply, board.scenario.sides.allies.airSupply]).toEqual([2, 0]);
    expect(boardFromSetup(base).scenario.modules).toEqual({});
  });

  it('every module id has a label and a param list for an editor', () => {
    expect(Object.keys(SPECIAL_RULE_MODULE_LABELS).sort()).toEqual(Object.values(SPECIAL_RULE_MODULES).sort());
    expect(Object.keys(SPECIAL_RULE_MODULE_PARAMS).sort()).toEqual(Object.values(SPECIAL_RULE_MODULES).sort());
  });

  it('23.3, 22.2.2: a param is the side’s own value, else the module’s, else the rule text’s; values out of range count as unset', () => {
    const base = scenarioSetup({ units });
    const game = (params: Record<string, number | string>) => createGame({ ...base, specialRules: [{ id: 'r', module: 'bridge-building', params }, { id: 'f', module: 'refinery-fires', params }] }, 1);
    const markers = (params: Record<string, number | string>) => [moduleNumber(game(params), 'bridge-building', 'markers', 'axis'), moduleNumber(game(params), 'bridge-building', 'markers', 'allies')];
    expect(markers({})).toEqual([1, 1]);
    expect(markers({ markers: 3 })).toEqual([3, 3]);
    expect(markers({ markers: 3, 'markers.axis': 0 })).toEqual([0, 3]);
    expect(markers({ markers: 99, 'markers.axis': -1 })).toEqual([1, 1]);
    expect(moduleNumber(game({ fireOn: 6 }), 'refinery-fires', 'fireOn')).toBe(6);
    expect(moduleNumber(game({ fireOn: 'six' }), 'refinery-fires', 'fireOn')).toBe(5);
  });
});
