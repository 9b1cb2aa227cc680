import { describe, expect, it } from 'vitest';
import type { ScenarioDocument, VictoryCondition } from '../model';
import { checkScenario } from './checker';
import { clean, h, only } from './test-checker-fixture';

describe('checkScenario: victory conditions and a scenario without command points', () => {
  const hold = (fields: Partial<Extract<VictoryCondition, { kind: 'hold' }>> = {}): VictoryCondition => ({
    kind: 'hold', sideId: 'side-1', target: { kind: 'objective', featureId: 'obj' }, check: 'everyTurn', turn: 2, elseSideId: 'side-2', result: '', elseResult: '', ...fields,
  });
  const withConditions = (conditions: VictoryCondition[], otherwise?: ScenarioDocument['victory']['otherwise']) => {
    const doc = clean();
    doc.victory.conditions = conditions;
    if (otherwise) doc.victory.otherwise = otherwise;
    return doc;
  };

  it('finds nothing wrong with a hold-by-turn-N condition and its default', () => {
    expect(checkScenario(withConditions([hold()], { sideId: 'side-2', result: '' }))).toEqual([]);
  });

  it('victory-condition-side-unknown: a condition, its other side or the default naming a side not in the scenario', () => {
    const doc = withConditions([hold({ sideId: 'side-9' }), hold({ elseSideId: 'side-8' })], { sideId: 'side-7', result: '' });
    expect(only(doc, 'victory-condition-side-unknown').map((p) => p.path)).toEqual(['$.victory.conditions[0].sideId', '$.victory.conditions[1].elseSideId', '$.victory.otherwise.sideId']);
  });

  it('victory-condition-hex-off-map, -objective-unknown, -zone-unknown: what must be held exists', () => {
    const doc = withConditions([
      hold({ target: { kind: 'hex', hex: h(40, 2) } }),
      hold({ target: { kind: 'objective', featureId: 'nope' } }),
      hold({ target: { kind: 'zone', zoneId: 'zone-gone' } }),
    ]);
    expect(only(doc, 'victory-condition-hex-off-map')).toEqual([expect.objectContaining({ severity: 'error', path: '$.victory.conditions[0].target.hex', message: 'victory condition 1: hex 4103 is off the 10×8 map' })]);
    expect(only(doc, 'victory-condition-objective-unknown')).toEqual([expect.objectContaining({ path: '$.victory.conditions[1].target.featureId' })]);
    expect(only(doc, 'victory-condition-zone-unknown')).toEqual([expect.objectContaining({ path: '$.victory.conditions[2].target.zoneId' })]);
  });

  it('victory-condition-turn-unknown and -turn-missing: the turn of a condition is on the track, and given where it is needed', () => {
    const doc = withConditions([hold({ turn: 5 }), hold({ turn: null, check: 'turnOnly', elseSideId: null })]);
    expect(only(doc, 'victory-condition-turn-unknown')).toEqual([expect.objectContaining({ path: '$.victory.conditions[0].turn', message: 'victory condition 1: turn 5 is not on the turn record track (turns 1 to 2)' })]);
    expect(only(doc, 'victory-condition-turn-missing')).toEqual([expect.objectContaining({ path: '$.victory.conditions[1].turn' })]);
  });

  it('victory-condition-else-same-side: a side cannot win both by holding and by not holding', () => {
    expect(only(withConditions([hold({ elseSideId: 'side-1' })]), 'victory-condition-else-same-side')).toHaveLength(1);
  });

  it('victory-condition-exit-closed and -exit-impossible: units can only exit by an evacuation line, and enough of them', () => {
    const exit: VictoryCondition = { kind: 'exit', sideId: 'side-1', edge: 'east', count: 2, result: '' };
    expect(only(withConditions([exit]), 'victory-condition-exit-closed')).toEqual([expect.objectContaining({ path: '$.victory.conditions[0].edge' })]);
    const doc = withConditions([{ ...exit, count: 3 }]);
    doc.victory.evacuation = [{ sideId: 'side-1', contingentIds: ['con-a'], edge: 'east', vp: 0, afterArrivalOf: [] }];
    expect(only(doc, 'victory-condition-exit-impossible')[0].message).toBe('victory condition 1: Attacker must take 3 units off the east edge, but only 2 may leave by it');
  });

  it('victory-condition-vp-unreachable: a threshold above every VP the side could score', () => {
    const doc = withConditions([{ kind: 'vp', sideId: 'side-1', vp: 12, result: '' }]);
    doc.victory.elimination = [{ sideId: 'side-2', what: 'units', match: { contingentIds: [], unitClasses: [], flags: [] }, vp: 1, label: '' }];
    expect(only(doc, 'victory-condition-vp-unreachable')[0].message).toBe('victory condition 1: Attacker must reach 12 VP, but can score at most 11 VP in this scenario');
    doc.victory.conditions = [{ kind: 'vp', sideId: 'side-1', vp: 11, result: '' }];
    expect(only(doc, 'victory-condition-vp-unreachable')).toEqual([]);
  });

  it('victory-condition-no-enemy: eliminating a share of an enemy that has no units', () => {
    const doc = withConditions([{ kind: 'eliminate', sideId: 'side-2', percent: 50, result: '' }]);
    doc.contingents = doc.contingents.map((k) => ({ ...k, sideId: 'side-2' }));
    expect(only(doc, 'victory-condition-no-enemy')).toHaveLength(1);
  });

  it('victory-default-conflict: two deadlines of one turn for different sides, or a default no game can reach', () => {
    const doc = withConditions([hold(), hold({ sideId: 'side-2', elseSideId: 'side-1' })]);
    expect(only(doc, 'victory-default-conflict')).toEqual([expect.objectContaining({ path: '$.victory.conditions[1].elseSideId' })]);
    const unreachable = withConditions([hold()], { sideId: null, result: '' });
    expect(only(unreachable, 'victory-default-conflict')[0].message).toBe('victory condition 1 gives the game to Defender at the end of turn 2, so the default result (a draw) can never apply');
  });

  it('victory-none is not reported for a scenario whose only way to win is a condition', () => {
    const doc = withConditions([hold()]);
    doc.features = [{ id: 'obj', type: 'objective', hex: h(5, 5), props: {} }];
    doc.victory.suddenDeath = [];
    expect(only(doc, 'victory-none')).toEqual([]);
  });

  it('without command points the track is not asked for CP, and a CP bonus is reported as doing nothing', () => {
    const doc = clean();
    doc.turns = doc.turns.map((t) => ({ ...t, cp: {} }));
    expect(only(doc, 'turn-no-cp')).toHaveLength(4);
    doc.ruleset = { ...doc.ruleset, commandPoints: false };
    expect(only(doc, 'turn-no-cp')).toEqual([]);
    doc.cpBonuses = [{ id: 'bonus', sideId: 'side-1', hexes: [h(5, 5)], require: 'any', noAdjacentEnemy: false, cp: 1, note: 'the airfield' }];
    expect(only(doc, 'cp-bonus-without-cp')).toEqual([expect.objectContaining({ severity: 'warning', path: '$.cpBonuses[0]', message: 'a CP bonus (the airfield) does nothing: the scenario has no command points (Rules sheet)' })]);
  });
});
