import { describe, expect, it } from 'vitest';
import '../testing/test-guards';
import { BUNDLED_SCENARIOS, bundledScenario } from '../../../tests/support/bundled-scenarios';
import { distance } from '../../hex';
import type { AttackAction } from '../core/actions';
import { assessAttack } from '../combat/combat';
import { attackPlans } from '../combat/legal-combat';
import { randomSetup } from '../testing/test-random';
import { battle } from '../testing/test-combat';
import { GEOM, game, makeSetup, step, toMovement } from '../testing/test-fixtures';
import { createGame } from '../scenario/setup';
import type { GameSetup } from '../scenario/setup-types';
import { greedyBot } from './greedy-bot';
import { playGame } from './play-game';
import { prepareScenario, scenarioGame } from './scenario-game';
import { auditedBot, newAudit } from '../testing/test-bots';

const A = { col: 5, row: 5 };

describe('greedy bot: choices', () => {
  it('11.3: attacks at the best column the engine gives it, and only with odds in its favour', () => {
    const weak = step(A, 0);
    const strong = step(A, 3);
    const state = battle({
      units: [
        { id: 'p1', side: 'axis', type: 'para', at: A },
        { id: 'r1', side: 'allies', type: 'rifle', at: weak },
        { id: 'p2', side: 'allies', type: 'para', at: strong },
      ],
    });
    const action = greedyBot().next(state, 'axis') as AttackAction;
    expect(action).toMatchObject({ type: 'attack', attackers: ['p1'], defenderHex: weak });
    const column = (a: AttackAction) => {
      const assessed = assessAttack(state, a);
      return assessed.ok ? assessed.assessment.finalColumn.index : -1;
    };
    expect(Math.max(...attackPlans(state).map((p) => column(p.action)))).toBe(column(action));

    const hopeless = battle({
      units: [
        { id: 'r1', side: 'axis', type: 'rifle', at: A },
        { id: 'p2', side: 'allies', type: 'para', at: strong },
      ],
    });
    expect(attackPlans(hopeless)).toHaveLength(1);
    expect(greedyBot().next(hopeless, 'axis')).toEqual({ type: 'endPhase' });
  });

  it('10.0: moves toward the objective it does not hold, and a unit holding one stays', () => {
    const objective = { col: 8, row: 8 };
    const setup = makeSetup({ units: [{ id: 'a1', side: 'axis', type: 'platoon', at: { col: 1, row: 1 } }, { id: 'b1', side: 'allies', type: 'platoon', at: { col: 9, row: 0 } }] });
    const withObjective: GameSetup = { ...setup, features: [{ id: 'obj', type: 'objective', hex: objective, props: { vp: 5 } }] };
    const state = toMovement(createGame(withObjective, 1));
    const move = greedyBot().next(state, 'axis');
    expect(move.type).toBe('moveTo');
    if (move.type !== 'moveTo') return;
    expect(distance(GEOM, move.to, objective)).toBe(distance(GEOM, { col: 1, row: 1 }, objective) - 4);

    const holding = toMovement(createGame({ ...withObjective, placements: [{ unitId: 'a1', hex: objective }, { unitId: 'b1', hex: { col: 0, row: 9 } }] }, 1));
    expect(greedyBot().next(holding, 'axis')).toEqual({ type: 'endPhase' });
  });

  it('ends each phase it has nothing to do in', () => {
    const state = game({ units: [{ id: 'a1', side: 'axis', type: 'platoon', at: { col: 1, row: 1 } }] });
    expect(state.phase).toBe('command');
    expect(greedyBot().next(state, 'axis')).toEqual({ type: 'endPhase' });
  });
});

describe('greedy bot: whole games', () => {
  it('random setups: every action is one legalActions lists, or a drop zone the engine accepts; every game ends', () => {
    const audit = newAudit();
    for (let seed = 0; seed < 150; seed++) {
      const setup = randomSetup(seed);
      const bots = Object.fromEntries(setup.sides.map((s) => [s.id, auditedBot(greedyBot(), audit)]));
      expect(playGame(setup, { seed, bots }).end, `seed ${seed}`).not.toBe('stalled');
    }
    expect(audit.listed).toBeGreaterThan(3000);
    // legalActions lists a drop zone's hexes and an arrival order's items only in a few ways; the bot picks its own.
    expect([...audit.acceptedUnlisted.keys()].every((type) => type === 'placeDropZone' || type === 'sealArrivalOrder')).toBe(true);
  });

  it.each(BUNDLED_SCENARIOS)('%s: greedy against greedy plays to the end, dropping, entering, moving and attacking', (name) => {
    const scenario = prepareScenario(bundledScenario(name));
    for (const seed of [1, 2]) {
      const played = scenarioGame(scenario, { seed, bots: 'greedy' });
      expect(played.end).not.toBe('stalled');
      const types = new Set<string>(played.session.actions.map((a) => a.type));
      for (const type of ['placeDropZone', 'airdrop', 'enter', 'moveTo', 'attack', 'endPhase']) expect(types.has(type), `${name} ${seed}: ${type}`).toBe(true);
      expect(Object.values(played.vp).every((vp) => vp > 0)).toBe(true);
    }
  });

  it('palembang: with the audit on, every greedy action is listed or accepted', () => {
    const audit = newAudit();
    const scenario = prepareScenario(bundledScenario('palembang'));
    const played = scenarioGame(scenario, { seed: 3, bots: 'greedy' });
    const bots = Object.fromEntries(scenario.doc.sides.map((s) => [s.id, auditedBot(greedyBot(), audit)]));
    const again = playGame(played.session.setup, { seed: 3, bots });
    expect(again.hash).toBe(played.hash);
    expect(audit.listed + [...audit.acceptedUnlisted.values()].reduce((a, b) => a + b, 0)).toBe(played.session.actions.length);
  });
});
