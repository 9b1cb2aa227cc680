import { describe, expect, it } from 'vitest';
import '../../testing/test-guards';
import type { HexRef } from '../../../model';
import { legalActions } from '../../core/legal';
import type { GameState } from '../../core/state';
import { engineering, only, refusal, rolled } from '../../testing/test-engineering';
import { step, unitType, type FixtureUnit } from '../../testing/test-fixtures';
import { arrival, offMap, unitsOf } from '../../testing/test-scenario';
import { ENGINEERING_UNIT_TYPES } from '../../testing/test-engineering';

const DZ = { col: 2, row: 2 };
const FAR = { col: 8, row: 8 };
const paras = { ...unitType('paras', 'foot', 'platoon', [4, 2], ['airborne'], [4, 2]), unitClass: 'airborne infantry' };
const drop = (unitId: string, hex: HexRef) => ({ type: 'airdrop' as const, unitId, hex });

function landing(modules: string[], terrain: { at: HexRef; terrain: string }[] = []): GameState {
  const units: FixtureUnit[] = [{ id: 'a0', side: 'axis', type: 'rifle', at: { col: 0, row: 9 } }, { ...offMap('p1', 'axis'), type: 'paras' }, { id: 'x', side: 'allies', type: 'rifle', at: { col: 11, row: 0 } }];
  const sides = [
    { id: 'allies', name: 'Allies', role: 'defender' as const },
    { id: 'axis', name: 'Axis', role: 'airborne' as const, dropZones: { count: 1, terrain: [] }, airSupply: 1 },
  ];
  return engineering({
    units,
    modules,
    terrain,
    unitTypes: [...ENGINEERING_UNIT_TYPES, paras],
    contingentOf: { p1: '1P' },
    extra: { sides, arrivals: [arrival('drop', 'axis', 1, unitsOf('1P'), { method: 'airdrop', areas: [], mayDelay: false })] },
  }, 'airborne-landing');
}

const EMERGENCY = ['emergency-air-drops'];

describe('emergency air drops (optional rule 22.1)', () => {
  it('22.1: with the optional rule an airborne unit drops on any hex; away from a friendly drop zone the roll takes +1', () => {
    const s = landing(EMERGENCY);
    const far = only(rolled(s, drop('p1', FAR), [3]).events, 'unit-air-dropped');
    expect(far).toMatchObject({ planned: FAR, die: 3, modified: 4, result: 'disrupted', rule: '6.2.1' });
    expect(far.modifiers[2]).toEqual({ value: 1, cause: 'emergency drop: the hex is neither on nor next to a friendly drop zone (22.1)', applies: true });
    const withDz = rolled(s, { type: 'placeDropZone', hex: DZ }).state;
    const near = only(rolled(withDz, drop('p1', step(DZ, 2)), [3]).events, 'unit-air-dropped');
    expect(near).toMatchObject({ modified: 3, result: 'landed' });
    expect(near.modifiers[2].applies).toBe(false);
  });

  it('22.1: never on all-sea or all-river hexes; without the rule drops keep to the drop zones (6.2) and no emergency modifier is reported', () => {
    expect(refusal(landing(EMERGENCY, [{ at: FAR, terrain: 'all-sea' }]), drop('p1', FAR))).toMatchObject({ code: 'illegal-airdrop', rule: '22.1' });
    const plain = rolled(landing([]), { type: 'placeDropZone', hex: DZ }).state;
    expect(refusal(plain, drop('p1', FAR))).toMatchObject({ code: 'illegal-airdrop', rule: '6.2' });
    expect(only(rolled(plain, drop('p1', DZ), [3]).events, 'unit-air-dropped').modifiers).toHaveLength(2);
  });

  it('22.1, 6.0: with the rule airborne reinforcements can always be dropped, so the phase waits for them even without a drop zone', () => {
    expect(refusal(landing(EMERGENCY), { type: 'endPhase' })).toMatchObject({ code: 'reinforcements-waiting', rule: '6.0' });
    expect(rolled(landing([]), { type: 'endPhase' }).events.some((e) => e.type === 'units-not-dropped')).toBe(true);
    const listed = legalActions(landing(EMERGENCY)).filter((a) => a.type === 'airdrop');
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.length).toBeLessThanOrEqual(8);
  });

  it('22.1, 18.3: an air supply marker dropped away from a friendly drop zone takes the +1 too', () => {
    const supply = only(rolled(landing(EMERGENCY), { type: 'dropSupplies', hex: FAR }, [3]).events, 'air-supply-dropped');
    expect(supply).toMatchObject({ modified: 4, result: 'disrupted', landed: FAR });
    expect(only(rolled(landing([]), { type: 'dropSupplies', hex: FAR }, [3]).events, 'air-supply-dropped').modifiers).toHaveLength(2);
  });
});
