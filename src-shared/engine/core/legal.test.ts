import { describe, expect, it } from 'vitest';
import '../testing/test-guards';
import { legalActions } from './legal';
import { reachableHexes } from '../movement/reach';
import { battle } from '../testing/test-combat';
import { act, game, step, toMovement, type FixtureUnit } from '../testing/test-fixtures';

const units: FixtureUnit[] = [
  { id: 'a1', side: 'axis', type: 'platoon', at: { col: 2, row: 2 } },
  { id: 'a2', side: 'axis', type: 'gun', at: { col: 4, row: 2 } },
  { id: 'b1', side: 'allies', type: 'platoon', at: { col: 8, row: 8 } },
];

describe('legal actions', () => {
  it('4.2: in phases without choices (here the Command Point Phase) the only action is ending the phase', () => {
    expect(legalActions(game({ units }))).toEqual([{ type: 'endPhase' }]);
  });

  it('10.0, 10.10: in the Movement Phase each movable unit of the phasing side lists fast movement and one moveTo per reachable hex', () => {
    const s = toMovement(game({ units }));
    const legal = legalActions(s);
    const moves = legal.filter((a) => a.type === 'moveTo');
    expect(legal[0]).toEqual({ type: 'endPhase' });
    expect(legal).toContainEqual({ type: 'fastMove', unitId: 'a1' });
    expect(legal).not.toContainEqual({ type: 'fastMove', unitId: 'a2' });
    expect(moves).toHaveLength(reachableHexes(s, 'a1').size);
    expect(moves.every((a) => a.type === 'moveTo' && a.unitId === 'a1')).toBe(true);
  });

  it('11.2: in the Ground Attack Phase each single adjacent attack, the all-adjacent attack and the ranged options are listed', () => {
    const D = { col: 5, row: 5 };
    const N = step(D, 0);
    const NE = step(D, 1);
    const s = battle({
      units: [
        { id: 'a1', side: 'axis', type: 'rifle', at: N },
        { id: 'a2', side: 'axis', type: 'rifle', at: NE },
        { id: 'm', side: 'axis', type: 'mortar', at: { col: 2, row: 5 } },
        { id: 'far', side: 'axis', type: 'rifle', at: { col: 10, row: 10 } },
        { id: 'e', side: 'allies', type: 'platoon', at: D },
        { id: 'e2', side: 'allies', type: 'platoon', at: step(N, 0) },
      ],
    });
    const attacks = legalActions(s).filter((a) => a.type === 'attack');
    const onD = attacks.filter((a) => a.type === 'attack' && a.defenderHex.col === D.col && a.defenderHex.row === D.row);
    expect(onD).toEqual([
      { type: 'attack', attackers: ['a1'], defenderHex: D },
      { type: 'attack', attackers: ['a2'], defenderHex: D },
      { type: 'attack', attackers: ['a1', 'a2'], defenderHex: D },
      { type: 'attack', attackers: [], ranged: ['m'], defenderHex: D },
      { type: 'attack', attackers: ['a1', 'a2'], ranged: ['m'], defenderHex: D },
    ]);
    expect(attacks).toContainEqual({ type: 'attack', attackers: ['a1'], defenderHex: step(N, 0) });
    expect(attacks.some((a) => a.type === 'attack' && a.attackers.includes('far'))).toBe(false);
  });

  it('4.2 III: a finished game allows nothing', () => {
    let s = game({ units, turns: [{ axis: 0, allies: 0 }] });
    while (!s.over) s = act(s, { type: 'endPhase' });
    expect(legalActions(s)).toEqual([]);
  });
});
