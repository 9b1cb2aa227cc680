import { describe, expect, it } from 'vitest';
import '../../testing/test-guards';
import type { Strike } from '../../../model';
import { apply } from '../../core/apply';
import { legalActions } from '../../core/legal';
import { napalmPilot } from './napalm';
import { createGame } from '../../scenario/setup';
import type { GameState } from '../../core/state';
import { accepted, eventsOf, refused, withDice } from '../../testing/test-combat';
import { ALL_UNIT_TYPES, makeSetup, step, toPhase, type FixtureOptions, type FixtureUnit } from '../../testing/test-fixtures';
import { PACIFIC_UNIT_TYPES, pacificRuleset } from '../../testing/test-pacific';

const D = { col: 5, row: 5 };
const unitTypes = [...ALL_UNIT_TYPES, ...PACIFIC_UNIT_TYPES];
const ours = (id: string, type: string, at: FixtureUnit['at']): FixtureUnit => ({ id, side: 'axis', type, at });
const enemy = (id: string, type: string, at: FixtureUnit['at'] = D): FixtureUnit => ({ id, side: 'allies', type, at });
const air = (id: string, kind: 'air' | 'naval' = 'air'): Strike => ({ id, sideId: 'axis', kind, strength: 2, label: id, initial: true, availability: 'restOfGame', shotDown: 'eliminated' });

function strikePhase(o: Partial<FixtureOptions> & { units: FixtureUnit[] }, strikes = [air('a1'), air('a2'), air('n1', 'naval')], modules = pacificRuleset('napalm')): GameState {
  const setup = makeSetup({ cols: 12, rows: 12, unitTypes, ruleset: modules, ...o, units: [ours('r', 'rifle', { col: 0, row: 0 }), ...o.units] });
  return toPhase(createGame({ ...setup, strikes }, 1), 'strikes');
}

const napalm = (strikeId = 'a1', hex = D) => ({ type: 'napalmStrike' as const, strikeId, hex });

describe('napalm strikes (module napalm)', () => {
  it('OST 18.5–18.8: the pilot-quality die gives green 6 on 1–2, veteran 8 on 3–5, ace 10 on 6', () => {
    expect([1, 2, 3, 4, 5, 6].map((die) => napalmPilot(die))).toEqual([
      { pilot: 'green', strength: 6 }, { pilot: 'green', strength: 6 },
      { pilot: 'veteran', strength: 8 }, { pilot: 'veteran', strength: 8 }, { pilot: 'veteran', strength: 8 },
      { pilot: 'ace', strength: 10 },
    ]);
  });

  it('OST 18.1, 18.10, 18.11: 1 CP, one marker, and every unit in the hex attacked on its own at the pilot’s strength', () => {
    const s = strikePhase({ units: [enemy('e1', 'platoon'), enemy('e2', 'para')] });
    const r = accepted(apply(withDice(s, [6, 2, 5]), napalm()));
    expect(eventsOf(r.events, 'cp-spent')[0]).toMatchObject({ amount: 1, purpose: 'Napalm strike', rule: 'OST 18.1' });
    expect(eventsOf(r.events, 'napalm-pilot')[0]).toMatchObject({ die: 6, pilot: 'ace', strength: 10, strikeId: 'a1' });
    const hits = eventsOf(r.events, 'unit-attacked');
    expect(hits.map((h) => [h.kind, h.defender, h.attack, h.defence, h.differential, h.finalColumn.label, h.die, h.result])).toEqual([
      ['napalm', 'e1', 10, 4, 6, '+5 to +6', 2, 'DD'],
      ['napalm', 'e2', 10, 6, 4, '+3 to +4', 5, 'DDR'],
    ]);
    expect(r.state.units.e1.disrupted).toBe(true);
    expect(r.state.strikes?.a1.usedTurn).toBe(s.turn);
    expect(refused(apply(r.state, napalm()))).toMatchObject({ code: 'illegal-strike', rule: '12.8' });
  });

  it('OST 18.14: hedges, walls and bocage give nothing against napalm; the hex terrain does (OST 18.14, 11.4.1)', () => {
    const hexsides = (['hedge', 'stone-wall', 'bocage'] as const).map((type, dir) => ({ at: D, dir: dir as 0 | 1 | 2, type }));
    const s = strikePhase({ units: [enemy('e', 'platoon')], hexsides, terrain: [{ at: D, terrain: 'jungle' }] });
    const hit = eventsOf(accepted(apply(withDice(s, [3, 1]), napalm())).events, 'unit-attacked')[0];
    expect(hit.shifts.map((x) => [x.shift, x.rule])).toEqual([[-2, '11.4.1']]);
    expect(hit.notes).toContain('hexsides give no cover against napalm (OST 18.14)');
  });

  it('12.7: AD or EX shoots the marker down and the units below it are spared', () => {
    const s = strikePhase({ units: [enemy('e1', 'para'), enemy('e2', 'platoon')] });
    const r = accepted(apply(withDice(s, [1, 1]), napalm()));
    expect(eventsOf(r.events, 'unit-attacked').map((h) => [h.defender, h.result])).toEqual([['e1', 'AD']]);
    expect(eventsOf(r.events, 'strike-shot-down')[0]).toMatchObject({ strikeId: 'a1' });
  });

  it('OST 9.13, 9.12: napalm reaches the unit inside a cave, with the cave’s shift, and the cave then rolls for collapse', () => {
    const s = strikePhase({ units: [enemy('e', 'platoon')], features: [{ at: D, type: 'cave', facing: 0 }] }, [air('a1')], pacificRuleset('napalm', 'caves'));
    const r = accepted(apply(withDice(s, [3, 6, 2]), napalm()));
    const hit = eventsOf(r.events, 'unit-attacked')[0];
    expect(hit.shifts.map((x) => x.shift)).toEqual([-3]);
    expect(eventsOf(r.events, 'cave-collapse-roll')[0]).toMatchObject({ cause: 'napalm', die: 2, collapses: false });
  });

  it('17.0, 12.8, OST 18: refused at night, with naval gunfire, without the module, or without CP; listed only when it applies', () => {
    const units = [enemy('e', 'platoon')];
    expect(refused(apply(strikePhase({ units, night: true }), napalm())).rule).toBe('17.0');
    expect(refused(apply(strikePhase({ units }), napalm('n1'))).rule).toBe('OST 18');
    expect(refused(apply(strikePhase({ units }, undefined, pacificRuleset()), napalm())).rule).toBe('OST 18');
    expect(refused(apply(strikePhase({ units, turns: [{ axis: 0, allies: 0 }] }), napalm()))).toMatchObject({ code: 'not-enough-cp', rule: 'OST 18.1' });
    expect(refused(apply(strikePhase({ units }), napalm('a1', step(D, 0)))).rule).toBe('OST 18.3');
    const listed = legalActions(strikePhase({ units })).filter((a) => a.type === 'napalmStrike');
    expect(listed).toEqual([napalm('a1')]);
    expect(legalActions(strikePhase({ units }, undefined, pacificRuleset())).filter((a) => a.type === 'napalmStrike')).toEqual([]);
  });
});
