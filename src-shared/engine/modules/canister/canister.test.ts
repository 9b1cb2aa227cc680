import { describe, expect, it } from 'vitest';
import '../../testing/test-guards';
import { distance } from '../../../hex';
import { apply } from '../../core/apply';
import { legalActions } from '../../core/legal';
import type { GameState } from '../../core/state';
import { accepted, battle, eventsOf, refused, withDice } from '../../testing/test-combat';
import { ALL_UNIT_TYPES, GEOM, step, type FixtureUnit } from '../../testing/test-fixtures';
import { PACIFIC_UNIT_TYPES, pacificRuleset } from '../../testing/test-pacific';

const D = { col: 5, row: 5 };
const N = step(D, 0);
const G = { col: 5, row: 7 };
const unitTypes = [...ALL_UNIT_TYPES, ...PACIFIC_UNIT_TYPES];
const ours = (id: string, type: string, at: FixtureUnit['at']): FixtureUnit => ({ id, side: 'axis', type, at });
const enemy = (id: string, type: string, at: FixtureUnit['at'] = D): FixtureUnit => ({ id, side: 'allies', type, at });

function fire(units: FixtureUnit[], modules = pacificRuleset('canister')): GameState {
  return battle({ units: [ours('g', 'canister-gun', G), ...units], unitTypes, ruleset: modules });
}

const canister = (...hexes: { col: number; row: number }[]) => ({ type: 'fireCanister' as const, unitId: 'g', hexes });

describe('canister (module canister)', () => {
  it('OST 16.5, 16.6, 11.2.2: doubled strength against each foot unit on its own; 1 CP of ranged fire; the firer is untouched', () => {
    expect(distance(GEOM, G, D)).toBe(2);
    const s = fire([enemy('e1', 'platoon'), enemy('e2', 'rifle')]);
    const r = accepted(apply(withDice(s, [1, 6, 1]), canister(D)));
    expect(eventsOf(r.events, 'cp-spent')[0]).toMatchObject({ amount: 1, rule: '11.2.2' });
    expect(eventsOf(r.events, 'canister-fired')[0]).toMatchObject({ unitId: 'g', hexes: ['0606'], strength: 2, doubled: 4, rule: 'OST 16.6' });
    const hits = eventsOf(r.events, 'unit-attacked');
    expect(hits.map((h) => [h.kind, h.defender, h.attack, h.defence, h.die, h.result])).toEqual([
      ['canister', 'e1', 4, 4, 1, 'AD'],
      ['canister', 'e2', 4, 3, 6, 'DDR'],
    ]);
    expect(r.state.units.g.disrupted).toBe(false);
    expect(r.state.combat?.attacked).toEqual({ g: G });
    expect(refused(apply(r.state, canister(D))).code).toBe('unit-already-attacked');
  });

  it('OST 16.4: two hexes next to each other, each attacked; hexes apart are refused', () => {
    const s = fire([enemy('e1', 'platoon'), enemy('e2', 'platoon', N), enemy('e3', 'platoon', step(D, 2))]);
    const r = accepted(apply(withDice(s, [2, 2]), canister(D, N)));
    expect(eventsOf(r.events, 'unit-attacked').map((h) => h.defender)).toEqual(['e1', 'e2']);
    expect(refused(apply(s, canister(N, step(D, 2)))).rule).toBe('OST 16.4');
    expect(refused(apply(s, canister(D, N, step(D, 2)))).rule).toBe('OST 16.4');
  });

  it('OST 16.2: up to 3 hexes, foot units only: vehicles with them are not attacked, a hex of vehicles is no target', () => {
    const far = { col: 5, row: 3 };
    const s = fire([enemy('e1', 'platoon'), enemy('t1', 'heavy-tank'), enemy('t2', 'heavy-tank', N), enemy('e4', 'platoon', far)]);
    expect(distance(GEOM, G, far)).toBe(4);
    expect(refused(apply(s, canister(far))).rule).toBe('OST 16.2');
    expect(refused(apply(s, canister(N))).rule).toBe('OST 16.2');
    const r = accepted(apply(withDice(s, [3]), canister(D)));
    expect(eventsOf(r.events, 'unit-attacked').map((h) => h.defender)).toEqual(['e1']);
  });

  it('OST 16.8: not through a hex holding friendly units', () => {
    const s = fire([ours('r', 'rifle', step(G, 0)), enemy('e1', 'platoon')]);
    expect(refused(apply(s, canister(D)))).toMatchObject({ code: 'illegal-attack', rule: 'OST 16.8' });
  });

  it('OST 16.9: next to the enemy it may still fire canister, at the hex next to it, without the ranged-fire CP', () => {
    const s = fire([enemy('e1', 'platoon', step(G, 0))]);
    const r = accepted(apply(withDice(s, [3]), canister(step(G, 0))));
    expect(eventsOf(r.events, 'cp-spent')).toEqual([]);
  });

  it('OST 16.1: only units with canister rounds, only with the module on; legalActions lists single hexes and pairs', () => {
    const s = fire([enemy('e1', 'platoon'), enemy('e2', 'platoon', N)]);
    const withoutModule = fire([enemy('e1', 'platoon')], pacificRuleset());
    expect(refused(apply(withoutModule, canister(D))).rule).toBe('OST 16');
    const rifle = battle({ units: [ours('r', 'rifle', G), enemy('e1', 'platoon')], unitTypes, ruleset: pacificRuleset('canister') });
    expect(refused(apply(rifle, { type: 'fireCanister', unitId: 'r', hexes: [D] })).rule).toBe('OST 16.1');
    expect(legalActions(s).filter((a) => a.type === 'fireCanister')).toEqual([canister(N), canister(D), canister(N, D)]);
  });
});
