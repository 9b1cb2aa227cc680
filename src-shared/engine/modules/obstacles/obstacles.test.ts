import { describe, expect, it } from 'vitest';
import '../../testing/test-guards';
import { defaultRuleset, featureFireRows, type FeatureRule, type Ruleset } from '../../../ruleset';
import { apply } from '../../core/apply';
import { legalActions } from '../../core/legal';
import { assessAttack } from '../../combat/combat';
import { liveHexsideType } from '../../engineering/live-hexsides';
import { reachableHexes } from '../../movement/reach';
import { eventsOf } from '../../testing/test-combat';
import { engineering, onTo, only, refusal, rolled, sideKey } from '../../testing/test-engineering';
import { act, step, type FixtureUnit } from '../../testing/test-fixtures';
import type { GameState } from '../../core/state';
import { game } from '../../testing/test-random-games';
import { featureObstacles, isCleared, liveRule, type ObstacleSite } from './obstacles';

const A = { col: 5, row: 5 };
const N = step(A, 0);
const M = step(A, 2);
const WIRE = sideKey(A, 0);
const unit = (id: string, type: string, at: FixtureUnit['at'], side: FixtureUnit['side'] = 'axis'): FixtureUnit => ({ id, side, type, at });

const plainFeature = (id: string, name: string): FeatureRule => ({
  id, name, source: 'test', defence: 0, columnShift: 0, protects: 'all', vehiclesMayEnter: true, enterMp: 0, maxPerHex: 1,
  forbidden: { structure: false, water: [], terrain: [] },
});

/** Wire that stops wheeled units, tanks cross and clear it, two engineers clear it; a minefield; a command post. */
function rules(keepsBonus = false): Ruleset {
  const r = defaultRuleset();
  r.hexsides = r.hexsides.map((h) =>
    h.id === 'barbed-wire'
      ? { ...h, move: { foot: { mp: 2 }, wheeled: { prohibited: true as const }, tracked: { mp: 0 } }, obstacle: { clearedByCrossing: ['tracked'], clearers: { count: 2, flag: 'Engineer' } } }
      : h,
  );
  r.features = [
    ...r.features,
    { ...plainFeature('minefield', 'Minefield'), obstacle: { blocks: ['foot', 'wheeled'], clearedByCrossing: ['tracked'], clearers: { count: 1, flag: 'engineer' } } },
    { ...plainFeature('commandPost', 'Command post'), columnShift: -1, life: { defenceAdd: 2, dice: '1d6', rows: featureFireRows(5), keepsBonus } },
  ];
  return r;
}

function at(units: FixtureUnit[], phase: 'engineering' | 'movement' | 'ground-attack', o: { keepsBonus?: boolean } = {}): GameState {
  return engineering(
    {
      ruleset: rules(o.keepsBonus),
      hexsides: [{ at: A, dir: 0, type: 'barbed-wire' }],
      features: [{ at: M, type: 'minefield' }, { at: { col: 8, row: 8 }, type: 'commandPost' }],
      turns: [{ axis: 3, allies: 3 }, { axis: 3, allies: 3 }, { axis: 3, allies: 3 }],
      units,
    },
    phase,
  );
}

describe('obstacles with state (Atoll 14.9)', () => {
  it('a hexside obstacle stops the classes its move table prohibits, and a tank crossing it clears it for everybody', () => {
    const s = at([unit('t', 'truck', A), unit('k', 'tank', A)], 'movement');
    expect(refusal(s, { type: 'move', unitId: 't', path: [N] }).message).toMatch(/Barbed wire/i);
    expect(reachableHexes(s, 't').get(`${N.col},${N.row}`)?.cost).toBeGreaterThan(1); // round the wire, not across it
    const crossed = rolled(s, { type: 'move', unitId: 'k', path: [N] });
    expect(only(crossed.events, 'obstacle-cleared')).toMatchObject({ obstacle: WIRE, kind: 'hexside', how: 'crossing', unitIds: ['k'], becomes: null, label: 'Barbed wire between 0606 and 0605' });
    expect(crossed.state.obstacles?.cleared).toEqual([WIRE]);
    expect(liveHexsideType(crossed.state.board, WIRE)).toBeNull();
    expect(crossed.state.hexsides?.changed[WIRE]).toEqual({ type: null, printed: 'barbed-wire' });
    expect(rolled(crossed.state, { type: 'move', unitId: 't', path: [N] }).events.some((e) => e.type === 'unit-moved')).toBe(true);
  });

  it('a foot unit crosses the wire at its move-table cost and does not clear it', () => {
    const s = at([unit('r', 'rifle', A)], 'movement');
    const { state, events } = rolled(s, { type: 'move', unitId: 'r', path: [N] });
    expect(only(events, 'unit-moved').mpSpent).toBe(3);
    expect(eventsOf(events, 'obstacle-cleared')).toEqual([]);
    expect(liveHexsideType(state.board, WIRE)).toBe('barbed-wire');
  });

  it('two engineers spend the Engineering Phase next to the wire to clear it, and may not move in the Movement Phase', () => {
    const s = at([unit('s1', 'sapper', A), unit('s2', 'sapper', N), unit('r', 'rifle', A)], 'engineering');
    const offered = legalActions(s).filter((a) => a.type === 'clearObstacle' && a.obstacle === WIRE);
    expect(offered).toEqual([{ type: 'clearObstacle', obstacle: WIRE, unitIds: ['s1', 's2'] }]);
    const { state, events } = rolled(s, offered[0]);
    expect(only(events, 'obstacle-cleared')).toMatchObject({ how: 'clearing', unitIds: ['s1', 's2'], side: 'axis' });
    expect(liveHexsideType(state.board, WIRE)).toBeNull();
    const moving = onTo(state, 'movement');
    expect(refusal(moving, { type: 'move', unitId: 's1', path: [step(A, 3)] }).code).toBe('unit-already-moved');
  });

  it('clearing is refused with too few clearers, with units of the wrong kind, from afar, twice, or outside the Engineering Phase', () => {
    const s = at([unit('s1', 'sapper', A), unit('s2', 'sapper', step(N, 0)), unit('r', 'rifle', A), unit('s3', 'sapper', A)], 'engineering');
    expect(refusal(s, { type: 'clearObstacle', obstacle: WIRE, unitIds: ['s1'] }).message).toMatch(/takes 2 'Engineer' units; 1 is named/);
    expect(refusal(s, { type: 'clearObstacle', obstacle: WIRE, unitIds: ['s1', 'r'] }).message).toMatch(/r cannot clear/);
    expect(refusal(s, { type: 'clearObstacle', obstacle: WIRE, unitIds: ['s1', 's2'] }).message).toMatch(/s2 is not next to/);
    expect(refusal(s, { type: 'clearObstacle', obstacle: WIRE, unitIds: ['s1', 's1'] }).message).toMatch(/twice/);
    expect(refusal(s, { type: 'clearObstacle', obstacle: 'nowhere', unitIds: ['s1', 's3'] }).message).toMatch(/no standing obstacle/);
    const cleared = act(s, { type: 'clearObstacle', obstacle: WIRE, unitIds: ['s1', 's3'] });
    expect(refusal(cleared, { type: 'clearObstacle', obstacle: WIRE, unitIds: ['s1', 's3'] }).message).toMatch(/no standing obstacle/);
    expect(refusal(onTo(s, 'movement'), { type: 'clearObstacle', obstacle: WIRE, unitIds: ['s1', 's3'] }).code).toBe('wrong-phase');
  });

  it('a minefield closes its hex to the classes it blocks (with the reason), a tank entering clears it, and an engineer next to it clears it', () => {
    const s = at([unit('t', 'truck', A), unit('r', 'rifle', A), unit('k', 'tank', A)], 'movement');
    expect(refusal(s, { type: 'move', unitId: 'r', path: [M] }).message).toMatch(/Minefield in 0707 closes the hex to foot units/);
    expect(reachableHexes(s, 't').has(`${M.col},${M.row}`)).toBe(false);
    const { state, events } = rolled(s, { type: 'move', unitId: 'k', path: [M] });
    expect(only(events, 'obstacle-cleared')).toMatchObject({ obstacle: 'f0', kind: 'hex', how: 'crossing', label: 'Minefield in 0707' });
    expect(state.obstacles?.cleared).toEqual(['f0']);
    expect(rolled(state, { type: 'move', unitId: 'r', path: [M] }).events.some((e) => e.type === 'unit-moved')).toBe(true);
    const dig = at([unit('s', 'sapper', A)], 'engineering');
    const cleared = rolled(dig, { type: 'clearObstacle', obstacle: 'f0', unitIds: ['s'] });
    expect(only(cleared.events, 'obstacle-cleared')).toMatchObject({ how: 'clearing', kind: 'hex' });
  });

  it('a game whose ruleset has no obstacle data never lists a clearing and keeps no obstacle state', () => {
    const s = engineering({ hexsides: [{ at: A, dir: 0, type: 'barbed-wire' }], units: [unit('s1', 'sapper', A), unit('s2', 'sapper', A)] });
    expect(legalActions(s).some((a) => a.type === 'clearObstacle')).toBe(false);
    expect(refusal(s, { type: 'clearObstacle', obstacle: WIRE, unitIds: ['s1', 's2'] }).message).toMatch(/no standing obstacle/);
    expect(s.obstacles).toBeUndefined();
  });
});

describe('features with a life (Atoll 14.10)', () => {
  const D = { col: 8, row: 8 };
  const units = [unit('a', 'rifle', step(D, 3)), unit('d', 'rifle', D, 'allies')];
  const attack = { type: 'attack' as const, attackers: ['a'], defenderHex: D };

  it('a command post adds its column shift and its defence strength, each with its source', () => {
    const s = at(units, 'ground-attack');
    const odds = assessAttack(s, attack);
    if (!odds.ok) throw new Error(odds.error.message);
    expect(odds.assessment.shifts).toContainEqual({ cause: "Command post in the defenders' hex", shift: -1, rule: '11.4.1' });
    expect(odds.assessment.defence).toBe(3 + 2);
    expect(odds.assessment.notes).toContain('Command post in 0909: defence +2 (Atoll 14.10)');
  });

  it('fire on its hex rolls its destruction table: 5 or more destroys it, and it loses its bonus unless the scenario keeps it', () => {
    const s = at(units, 'ground-attack');
    const spared = rolled(s, attack, [3, 4]);
    expect(only(spared.events, 'feature-fire-rolled')).toMatchObject({ featureId: 'f1', die: 4, destroyed: false, side: 'axis', cause: 'a ground attack on its hex' });
    const hit = rolled(s, attack, [3, 5]);
    expect(only(hit.events, 'feature-fire-rolled')).toMatchObject({ die: 5, destroyed: true, keepsBonus: false });
    expect(hit.state.obstacles?.destroyed).toEqual(['f1']);
    const after = assessAttack({ ...hit.state, units: s.units, combat: s.combat }, attack);
    if (!after.ok) throw new Error(after.error.message);
    expect(after.assessment.shifts.some((x) => x.cause.startsWith('Command post'))).toBe(false);
    expect(after.assessment.defence).toBe(3);

    const kept = rolled(at(units, 'ground-attack', { keepsBonus: true }), attack, [3, 6]);
    const still = assessAttack({ ...kept.state, units: s.units, combat: s.combat }, attack);
    if (!still.ok) throw new Error(still.error.message);
    expect(still.assessment.defence).toBe(5);
    expect(still.assessment.notes).toContain('Command post in 0909 (destroyed, keeps its bonus): defence +2 (Atoll 14.10)');
  });

  it('a destroyed feature is not rolled for again', () => {
    const s = at(units, 'ground-attack');
    const hit = rolled(s, attack, [3, 6]);
    const again = apply({ ...hit.state, units: s.units, combat: s.combat }, attack);
    expect(again.ok && eventsOf(again.events, 'feature-fire-rolled')).toEqual([]);
  });
});

describe('feature obstacles standing', () => {
  it('are the features whose rule in force is an obstacle and that are not cleared, in board order, in random games', () => {
    const plain = (state: GameState) => {
      const { board } = state;
      const sites: ObstacleSite[] = [];
      for (const [at, features] of board.featuresAt) {
        for (const f of features) {
          const rule = liveRule(board, f);
          if (rule?.obstacle && !isCleared(state, f.id)) sites.push({ id: f.id, kind: 'hex', typeId: rule.id, name: rule.name, obstacle: rule.obstacle, hexes: [at] });
        }
      }
      return sites;
    };
    let standing = 0;
    let cleared = 0;
    for (let seed = 1; seed <= 12; seed++) {
      for (const state of game(seed).states) {
        const expected = plain(state);
        standing += expected.length;
        cleared += state.obstacles?.cleared?.length ?? 0;
        expect(featureObstacles(state)).toEqual(expected);
      }
    }
    expect(standing).toBeGreaterThan(0);
    expect(cleared).toBeGreaterThan(0);
  });
});
