import { describe, expect, it } from 'vitest';
import '../testing/test-guards';
import { apply } from '../core/apply';
import type { GameEvent } from '../core/events';
import { reachableHexes } from './reach';
import type { ApplyResult } from '../core/result';
import { act, game, step, toMovement, type FixtureOptions, type FixtureUnit } from '../testing/test-fixtures';

const A = { col: 2, row: 2 };
const enemyFar: FixtureUnit = { id: 'e1', side: 'allies', type: 'platoon', at: { col: 9, row: 9 } };

function setup(o: Partial<FixtureOptions> & { unit?: string; disrupted?: boolean }) {
  const units = o.units ?? [{ id: 'u', side: 'axis', type: o.unit ?? 'platoon', at: A, disrupted: o.disrupted }, enemyFar];
  return toMovement(game({ ...o, units }));
}

function moved(r: ApplyResult): Extract<GameEvent, { type: 'unit-moved' }> {
  if (!r.ok) throw new Error(`refused: ${r.error.message}`);
  const e = r.events.find((x) => x.type === 'unit-moved');
  if (!e || e.type !== 'unit-moved') throw new Error('no unit-moved event');
  return e;
}

function refused(r: ApplyResult) {
  if (r.ok) throw new Error('expected a refusal');
  return r.error;
}

/** `n` hexes straight south of A, with a road or track along them. */
function southLine(n: number) {
  const hexes = [A];
  for (let i = 0; i < n; i++) hexes.push(step(hexes[hexes.length - 1], 3));
  return hexes;
}

describe('ground movement (10.0)', () => {
  it('10.2, 10.5: a step costs the terrain plus the hexside, and says so', () => {
    const into = step(A, 3);
    const s = setup({ unit: 'runner', terrain: [{ at: into, terrain: 'jungle' }], hexsides: [{ at: A, dir: 3, type: 'stream' }] });
    const e = moved(apply(s, { type: 'move', unitId: 'u', path: [into] }));
    expect(e.steps[0]).toMatchObject({ hex: '0304', parts: [{ what: 'jungle', mp: 3 }, { what: 'stream hexside', mp: 1 }], total: 4, mpLeft: 8, rule: '10.5' });
    expect(e.mpSpent).toBe(4);
  });

  it('10.3: mechanized classes pay their own costs and may find terrain prohibited', () => {
    const into = step(A, 3);
    const s = setup({ unit: 'truck', terrain: [{ at: into, terrain: 'jungle' }] });
    const err = refused(apply(s, { type: 'move', unitId: 'u', path: [into] }));
    expect(err.code).toBe('illegal-move');
    expect(err.message).toContain('Jungle: wheeled units may not enter');
    const s2 = setup({ unit: 'truck', terrain: [{ at: into, terrain: 'marsh' }] });
    expect(moved(apply(s2, { type: 'move', unitId: 'u', path: [into] })).steps[0].parts).toEqual([{ what: 'marsh', mp: 4 }]);
  });

  it('10.6: along a road a unit pays ½ MP per hex whatever the terrain', () => {
    const line = southLine(6);
    const s = setup({
      terrain: line.slice(1).map((at) => ({ at, terrain: 'jungle' })),
      paths: line.slice(0, -1).map((at) => ({ at, dir: 3 as const, type: 'road' })),
    });
    const e = moved(apply(s, { type: 'move', unitId: 'u', path: line.slice(1) }));
    expect(e.steps.map((x) => x.total)).toEqual([0.5, 0.5, 0.5, 0.5, 0.5, 0.5]);
    expect(e.steps[0].parts).toEqual([{ what: 'road', mp: 0.5 }]);
    expect(e.steps[0].rule).toBe('10.6');
    expect(e.mpLeft).toBe(1);
  });

  it('10.6: a road that does not cross the hexside moved across gives no bonus', () => {
    const into = step(A, 3);
    const s = setup({ terrain: [{ at: into, terrain: 'woods' }], paths: [{ at: A, dir: 2, type: 'road' }] });
    expect(moved(apply(s, { type: 'move', unitId: 'u', path: [into] })).steps[0].parts).toEqual([{ what: 'woods', mp: 2 }]);
  });

  it('10.7: along a track a unit pays 1 MP per hex whatever the terrain', () => {
    const line = southLine(2);
    const s = setup({ terrain: line.slice(1).map((at) => ({ at, terrain: 'jungle' })), paths: line.slice(0, -1).map((at) => ({ at, dir: 3 as const, type: 'track' })) });
    const e = moved(apply(s, { type: 'move', unitId: 'u', path: line.slice(1) }));
    expect(e.steps.map((x) => x.total)).toEqual([1, 1]);
    expect(e.steps[0].rule).toBe('10.7');
  });

  it('10.8: a road crosses a river only by a bridge; a demolished bridge gives river costs again', () => {
    const into = step(A, 3);
    const base = { terrain: [{ at: into, terrain: 'woods' }], paths: [{ at: A, dir: 3 as const, type: 'road' }] };
    const river = setup({ ...base, hexsides: [{ at: A, dir: 3, type: 'river' }] });
    const noBridge = moved(apply(river, { type: 'move', unitId: 'u', path: [into] })).steps[0];
    expect(noBridge.parts).toEqual([{ what: 'woods', mp: 2 }, { what: 'river hexside', mp: 2 }]);
    expect(noBridge.notes.join(' ')).toContain('without a bridge');
    const bridge = setup({ ...base, hexsides: [{ at: A, dir: 3, type: 'bridge' }] });
    const over = moved(apply(bridge, { type: 'move', unitId: 'u', path: [into] })).steps[0];
    expect(over).toMatchObject({ parts: [{ what: 'road', mp: 0.5 }], total: 0.5, rule: '10.8' });
    const demolished = setup({ ...base, hexsides: [{ at: A, dir: 3, type: 'demolished-bridge' }] });
    expect(moved(apply(demolished, { type: 'move', unitId: 'u', path: [into] })).steps[0].total).toBe(4);
  });

  it('10.9: units may not move off the map', () => {
    const s = setup({ units: [{ id: 'u', side: 'axis', type: 'platoon', at: { col: 0, row: 0 } }, enemyFar] });
    const err = refused(apply(s, { type: 'move', unitId: 'u', path: [{ col: 0, row: -1 }] }));
    expect(err).toMatchObject({ code: 'illegal-move', rule: '10.9' });
    expect(refused(apply(s, { type: 'moveTo', unitId: 'u', to: { col: -1, row: 0 } })).rule).toBe('10.9');
  });

  it('10.4: a unit may always move one hex, even lacking the MP, and that ends its move', () => {
    const into = step(A, 3);
    const s = setup({ disrupted: true, terrain: [{ at: into, terrain: 'jungle' }], hexsides: [{ at: A, dir: 3, type: 'river' }] });
    const e = moved(apply(s, { type: 'move', unitId: 'u', path: [into] }));
    expect(e.steps[0].total).toBe(5);
    expect(e.steps[0].notes.join(' ')).toContain('minimum move');
    expect(e.mpLeft).toBe(0);
    expect(reachableHexes(s, 'u').get(`${into.col},${into.row}`)).toMatchObject({ cost: 5, minimumMove: true });
    const err = refused(apply(s, { type: 'move', unitId: 'u', path: [into, step(into, 3)] }));
    expect(err.message).toMatch(/^Step 2 /);
  });

  it('10.4: the minimum move is only the first hex of the phase', () => {
    const line = southLine(2);
    const s = setup({ disrupted: true, terrain: [{ at: line[2], terrain: 'jungle' }] });
    const after = act(s, { type: 'move', unitId: 'u', path: [line[1]] });
    const err = refused(apply(after, { type: 'move', unitId: 'u', path: [line[2]] }));
    expect(err.message).toContain('entering costs 3 MP but only 1 MP are left');
  });

  it('10.4: the minimum move never enters prohibited terrain', () => {
    const into = step(A, 3);
    const s = setup({ terrain: [{ at: into, terrain: 'all-sea' }] });
    const err = refused(apply(s, { type: 'move', unitId: 'u', path: [into] }));
    expect(err.message).toContain('prohibited terrain');
    expect(reachableHexes(s, 'u').has(`${into.col},${into.row}`)).toBe(false);
  });

  it('10.0: a unit with no movement allowance does not move, not even one hex', () => {
    const s = setup({ unit: 'gun' });
    expect(reachableHexes(s, 'u').size).toBe(0);
    expect(refused(apply(s, { type: 'move', unitId: 'u', path: [step(A, 3)] })).code).toBe('illegal-move');
  });

  it('10.1: the first illegal step is reported, with its reason', () => {
    const s = setup({});
    const err = refused(apply(s, { type: 'move', unitId: 'u', path: [step(A, 3), step(step(A, 3), 3), { col: 9, row: 0 }] }));
    expect(err.message).toMatch(/^Step 3 \(1001\): not adjacent/);
  });

  it('10.1: a unit may continue its move in several actions until another unit moves', () => {
    const units: FixtureUnit[] = [
      { id: 'u', side: 'axis', type: 'platoon', at: A },
      { id: 'v', side: 'axis', type: 'platoon', at: { col: 6, row: 2 } },
      enemyFar,
    ];
    let s = setup({ units });
    s = act(s, { type: 'move', unitId: 'u', path: [step(A, 3)] });
    s = act(s, { type: 'move', unitId: 'u', path: [step(step(A, 3), 3)] });
    expect(s.movement.units.u.mpLeft).toBe(2);
    s = act(s, { type: 'move', unitId: 'v', path: [{ col: 6, row: 3 }] });
    expect(refused(apply(s, { type: 'move', unitId: 'u', path: [step(step(step(A, 3), 3), 3)] }))).toMatchObject({ code: 'unit-already-moved', rule: '10.1' });
    expect(refused(apply(s, { type: 'fastMove', unitId: 'u' })).code).toBe('unit-already-moved');
  });

  it('10.0: only the phasing player moves, only known units on the map', () => {
    const units: FixtureUnit[] = [{ id: 'u', side: 'axis', type: 'platoon', at: A }, { id: 'off', side: 'axis', type: 'platoon', at: null }, enemyFar];
    const s = setup({ units });
    expect(refused(apply(s, { type: 'moveTo', unitId: 'e1', to: { col: 9, row: 8 } })).code).toBe('not-your-turn');
    expect(refused(apply(s, { type: 'moveTo', unitId: 'nobody', to: { col: 1, row: 1 } })).code).toBe('unknown-unit');
    expect(refused(apply(s, { type: 'moveTo', unitId: 'off', to: { col: 1, row: 1 } })).code).toBe('unit-not-on-map');
  });

  it('10.2: moveTo takes the cheapest path, here the road around the woods', () => {
    const target = step(step(A, 3), 3);
    const road = [step(A, 2), step(step(A, 2), 3)];
    const s = setup({
      terrain: [{ at: step(A, 3), terrain: 'woods' }],
      paths: [{ at: A, dir: 2, type: 'road' }, { at: road[0], dir: 3, type: 'road' }, { at: road[1], dir: 4, type: 'road' }],
    });
    const e = moved(apply(s, { type: 'moveTo', unitId: 'u', to: target }));
    expect(e.steps.map((x) => x.at)).toEqual([...road, target]);
    expect(e.mpSpent).toBe(1.5);
  });

  it('10.3: only amphibious vehicles may enter ocean', () => {
    const into = step(A, 3);
    const terrain = [{ at: into, terrain: 'ocean' }];
    expect(refused(apply(setup({ unit: 'tank', terrain }), { type: 'move', unitId: 'u', path: [into] })).message).toContain('only amphibious');
    expect(moved(apply(setup({ unit: 'amtrac', terrain }), { type: 'move', unitId: 'u', path: [into] })).mpSpent).toBe(2);
  });

  it('15.1: a disrupted unit moves with the movement allowance of its back side', () => {
    const s = setup({ disrupted: true });
    expect(Math.max(...[...reachableHexes(s, 'u').values()].map((x) => x.cost))).toBe(2);
  });
});

describe('fast movement (10.10)', () => {
  it('10.10: 1 CP buys 1d6 extra MP from the game dice, and the roll is logged', () => {
    const s = setup({});
    const r = apply(s, { type: 'fastMove', unitId: 'u' });
    if (!r.ok) throw new Error(r.error.message);
    const roll = r.events.find((e) => e.type === 'die-rolled');
    expect(roll).toMatchObject({ type: 'die-rolled', dice: '1d6', rule: '10.10' });
    const face = roll && roll.type === 'die-rolled' ? roll.total : 0;
    expect(face).toBeGreaterThanOrEqual(1);
    expect(face).toBeLessThanOrEqual(6);
    expect(r.state.movement.units.u.mpLeft).toBe(4 + face);
    expect(r.state.rng).not.toEqual(s.rng);
    const again = apply(s, { type: 'fastMove', unitId: 'u' });
    expect(again.ok && again.state.movement.units.u.mpLeft).toBe(4 + face);
  });

  it('10.10: declared when the move is complete, the extra MP continue the same move', () => {
    const line = southLine(5);
    let s = setup({});
    s = act(s, { type: 'move', unitId: 'u', path: line.slice(1, 5) });
    expect(s.movement.units.u.mpLeft).toBe(0);
    s = act(s, { type: 'fastMove', unitId: 'u' });
    s = act(s, { type: 'move', unitId: 'u', path: [line[5]] });
    expect(s.units.u.hex).toEqual(line[5]);
  });

  it('10.10: only one fast movement per unit per phase', () => {
    const s = act(setup({ turns: [{ axis: 5, allies: 0 }] }), { type: 'fastMove', unitId: 'u' });
    expect(refused(apply(s, { type: 'fastMove', unitId: 'u' }))).toMatchObject({ code: 'already-fast-moved', rule: '10.10' });
  });
});
