import { describe, expect, it } from 'vitest';
import '../testing/test-guards';
import { hexKey } from '../../hex';
import { assessAttack } from '../combat/combat';
import { legalActions } from '../core/legal';
import { reachableHexes } from '../movement/reach';
import type { GameState } from '../core/state';
import { ENGINEERING_UNIT_TYPES, engineering, only, onTo, refusal, rolled } from '../testing/test-engineering';
import { step, unitType, type FixtureUnit } from '../testing/test-fixtures';

const A = { col: 4, row: 4 };
const E = step(A, 0);
const NE = step(A, 1);
const unitTypes = [...ENGINEERING_UNIT_TYPES, unitType('cdo', 'foot', 'platoon', [4, 2], ['commando'])];
const axis = (id: string, type: string, at: FixtureUnit['at'], disrupted = false): FixtureUnit => ({ id, side: 'axis', type, at, disrupted });
const allied = (id: string, at: FixtureUnit['at'], type = 'rifle'): FixtureUnit => ({ id, side: 'allies', type, at });

/** Our unit in A, an enemy north of it: NE of A lies in the enemy's ZOC too. */
function mover(type: string, disrupted = false): GameState {
  return engineering({ unitTypes, units: [axis('u', type, A, disrupted), allied('e', E)] }, 'movement');
}

describe('recon and commando infiltration (18.2)', () => {
  it('18.2: a combat-effective recon unit that starts in an EZOC moves one hex straight into another EZOC, and stops there', () => {
    const { state, events } = rolled(mover('recon'), { type: 'move', unitId: 'u', path: [NE] });
    const moved = only(events, 'unit-moved');
    expect(moved).toMatchObject({ halted: true, mpSpent: 1 });
    expect(moved.steps[0].notes).toContain('infiltrated: a recon or commando unit moved from one enemy zone of control directly into another (18.2)');
    expect(refusal(state, { type: 'move', unitId: 'u', path: [step(NE, 1)] })).toMatchObject({ code: 'unit-halted', rule: '9.2' });
    expect(refusal(mover('recon'), { type: 'move', unitId: 'u', path: [NE, step(NE, 1)] })).toMatchObject({ rule: '9.2' });
  });

  it('18.2: commandos infiltrate too; legalActions lists the hex', () => {
    const s = mover('cdo');
    expect(reachableHexes(s, 'u').get(hexKey(NE))).toMatchObject({ path: [NE], endsInEzoc: true });
    expect(legalActions(s)).toContainEqual({ type: 'moveTo', unitId: 'u', to: NE });
  });

  it('18.2, 9.4: a disrupted recon unit, or any other unit, may not go from one EZOC straight into another', () => {
    expect(refusal(mover('recon', true), { type: 'move', unitId: 'u', path: [NE] })).toMatchObject({ code: 'illegal-move', rule: '9.4' });
    expect(refusal(mover('rifle'), { type: 'move', unitId: 'u', path: [NE] })).toMatchObject({ code: 'illegal-move', rule: '9.4' });
    expect(reachableHexes(mover('rifle'), 'u').get(hexKey(NE))?.path.length).toBeGreaterThan(1);
  });
});

describe('engineer units (18.1)', () => {
  it('18.1, 11.4.5: the special assault cancels one terrain shift, and a demolished refinery has none left to cancel', () => {
    const R = { col: 5, row: 5 };
    const units = [axis('s', 'sapper', step(R, 0)), axis('t', 'sapper', step(R, 1)), allied('x', R)];
    const s = engineering({ unitTypes, units, terrain: [{ at: R, terrain: 'refinery' }], turns: [{ axis: 3, allies: 1 }, { axis: 3, allies: 1 }] });
    const shifts = (g: GameState) => {
      const a = assessAttack(onTo(g, 'ground-attack'), { type: 'attack', attackers: ['t'], defenderHex: R });
      return a.ok ? a.assessment.shifts.map((x) => [x.shift, x.rule]) : a.error.message;
    };
    expect(shifts(s)).toEqual([[-1, '11.4.1'], [1, '11.4.5, 18.1']]);
    expect(shifts(rolled(s, { type: 'demolish', unitId: 's', target: { hex: R } }, [3]).state)).toEqual([]);
  });
});
