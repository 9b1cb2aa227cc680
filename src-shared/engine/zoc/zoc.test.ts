import { describe, expect, it } from 'vitest';
import '../testing/test-guards';
import { hexKey } from '../../hex';
import { apply } from '../core/apply';
import { hexIndex } from '../core/board';
import { reachableHexes } from '../movement/reach';
import type { ApplyResult } from '../core/result';
import { act, game, step, toMovement, type FixtureOptions, type FixtureUnit } from '../testing/test-fixtures';
import { zocMasks } from './zoc';

const A = { col: 4, row: 4 };

function refused(r: ApplyResult) {
  if (r.ok) throw new Error('expected a refusal');
  return r.error;
}

function setup(enemies: FixtureUnit['at'][], o: Partial<FixtureOptions> & { type?: string; disrupted?: boolean } = {}) {
  const units: FixtureUnit[] = [
    { id: 'u', side: 'axis', type: o.type ?? 'platoon', at: A, disrupted: o.disrupted },
    ...enemies.map((at, i) => ({ id: `e${i}`, side: 'allies' as const, type: 'platoon', at })),
    ...(o.units ?? []),
  ];
  return toMovement(game({ cols: 12, rows: 12, ...o, units }));
}

describe('zones of control (9.0)', () => {
  it('9.1: a unit exerts ZOC into all six adjacent hexes, into any terrain and across any hexside', () => {
    const E = { col: 6, row: 6 };
    const s = setup([E], { terrain: [{ at: step(E, 0), terrain: 'all-sea' }], hexsides: [{ at: E, dir: 1, type: 'cliff' }, { at: E, dir: 2, type: 'river' }] });
    const { ezoc, enemy } = zocMasks(s, 'axis');
    const marked = [...ezoc.keys()].filter((i) => ezoc[i] === 1).sort((a, b) => a - b);
    const expected = [0, 1, 2, 3, 4, 5].map((d) => hexIndex(s.board, step(E, d as 0))).sort((a, b) => a - b);
    expect(marked).toEqual(expected);
    expect(enemy[hexIndex(s.board, E)]).toBe(1);
    expect(zocMasks(s, 'allies').ezoc[hexIndex(s.board, step(A, 0))]).toBe(1);
  });

  it('9.1: disrupted units exert a ZOC too; friendly units exert none on their own side', () => {
    const E = { col: 6, row: 6 };
    const s = toMovement(game({ units: [{ id: 'u', side: 'axis', type: 'platoon', at: A }, { id: 'f', side: 'axis', type: 'platoon', at: step(A, 0) }, { id: 'e', side: 'allies', type: 'platoon', at: E, disrupted: true }] }));
    const { ezoc } = zocMasks(s, 'axis');
    expect(ezoc[hexIndex(s.board, step(E, 3))]).toBe(1);
    expect(ezoc[hexIndex(s.board, step(A, 1))]).toBe(0);
  });

  it('9.2: a unit entering an EZOC stops, at no extra MP', () => {
    const E = step(step(step(A, 3), 3), 3);
    const s = setup([E]);
    const zocHex = step(step(A, 3), 3);
    const r = apply(s, { type: 'move', unitId: 'u', path: [step(A, 3), zocHex] });
    if (!r.ok) throw new Error(r.error.message);
    const moved = r.events.find((e) => e.type === 'unit-moved');
    expect(moved).toMatchObject({ mpSpent: 2, halted: true });
    if (moved?.type === 'unit-moved') expect(moved.steps[1]).toMatchObject({ zocStop: true, total: 1 });
    const on = refused(apply(s, { type: 'move', unitId: 'u', path: [step(A, 3), zocHex, step(zocHex, 4)] }));
    expect(on).toMatchObject({ code: 'illegal-move', rule: '9.2' });
    expect(on.message).toMatch(/^Step 3 /);
  });

  it('9.2: no reachable path runs through an EZOC hex', () => {
    const s = setup([{ col: 4, row: 7 }, { col: 7, row: 4 }], { type: 'runner' });
    const { ezoc } = zocMasks(s, 'axis');
    const reach = reachableHexes(s, 'u');
    expect(reach.size).toBeGreaterThan(20);
    for (const [key, entry] of reach) {
      for (const hex of entry.path.slice(0, -1)) expect(ezoc[hexIndex(s.board, hex)], `${key} via ${hexKey(hex)}`).toBe(0);
      expect(entry.endsInEzoc).toBe(ezoc[hexIndex(s.board, entry.path[entry.path.length - 1])] === 1);
    }
  });

  it('9.2: once stopped in an EZOC a unit may not move again this phase, nor fast-move', () => {
    const E = step(step(A, 3), 3);
    const s = act(setup([E]), { type: 'move', unitId: 'u', path: [step(A, 3)] });
    expect(refused(apply(s, { type: 'move', unitId: 'u', path: [step(step(A, 3), 4)] }))).toMatchObject({ code: 'unit-halted', rule: '9.2' });
    expect(refused(apply(s, { type: 'fastMove', unitId: 'u' })).code).toBe('unit-halted');
    expect(reachableHexes(s, 'u').size).toBe(0);
  });

  it('9.3: a unit starting in an EZOC may disengage into a free hex, then move on into another EZOC', () => {
    const south = [step(A, 3)];
    for (let i = 0; i < 3; i++) south.push(step(south[south.length - 1], 3));
    const s = setup([step(A, 0), step(south[3], 3)]);
    const r = apply(s, { type: 'move', unitId: 'u', path: south.slice(0, 4) });
    if (!r.ok) throw new Error(r.error.message);
    const moved = r.events.find((e) => e.type === 'unit-moved');
    expect(moved?.type === 'unit-moved' && moved.steps[0].notes.join(' ')).toContain('disengaged');
    expect(moved).toMatchObject({ halted: true });
  });

  it('9.4: a unit may never move directly from one EZOC to another', () => {
    const s = setup([step(A, 0)]);
    const ne = step(A, 1);
    expect(refused(apply(s, { type: 'move', unitId: 'u', path: [ne] }))).toMatchObject({ code: 'illegal-move', rule: '9.4' });
    // Reachable only the long way: out into a free hex first (9.3), then back into the EZOC.
    expect(reachableHexes(s, 'u').get(hexKey(ne))?.path.length).toBeGreaterThan(1);
    expect(reachableHexes(s, 'u').get(hexKey(step(A, 3)))?.path).toHaveLength(1);
  });

  it('10.4: the minimum move may not go from one EZOC to another either', () => {
    const ne = step(A, 1);
    const s = setup([step(A, 0)], { disrupted: true, terrain: [{ at: ne, terrain: 'jungle' }, { at: step(A, 2), terrain: 'jungle' }] });
    expect(refused(apply(s, { type: 'move', unitId: 'u', path: [ne] })).rule).toBe('9.4');
    expect(reachableHexes(s, 'u').get(hexKey(step(A, 2)))).toMatchObject({ cost: 3, minimumMove: true });
  });

  it('7.6: a unit may not enter a hex held by enemy units', () => {
    const E = step(A, 3);
    const s = setup([E]);
    expect(refused(apply(s, { type: 'move', unitId: 'u', path: [E] })).rule).toBe('7.6');
    expect(refused(apply(s, { type: 'moveTo', unitId: 'u', to: E })).rule).toBe('7.6');
  });

  it('7.1: friendly units do not block movement', () => {
    const s = setup([], { units: [{ id: 'f', side: 'axis', type: 'company', at: step(A, 3) }] });
    const r = apply(s, { type: 'move', unitId: 'u', path: [step(A, 3), step(step(A, 3), 3)] });
    expect(r.ok).toBe(true);
  });

  it('18.2: a combat-effective recon unit steps from EZOC to EZOC and stops; others go round (more in infiltration.test.ts)', () => {
    const ne = hexKey(step(A, 1));
    expect(reachableHexes(setup([step(A, 0)], { type: 'recon' }), 'u').get(ne)).toMatchObject({ cost: 1, endsInEzoc: true, path: [step(A, 1)] });
    expect(reachableHexes(setup([step(A, 0)]), 'u').get(ne)?.path.length).toBeGreaterThan(1);
    expect(reachableHexes(setup([step(A, 0)]), 'u', { infiltration: true }).get(ne)).toMatchObject({ path: [step(A, 1)] });
  });
});
