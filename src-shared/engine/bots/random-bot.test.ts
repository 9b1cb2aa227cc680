import { describe, expect, it } from 'vitest';
import '../testing/test-guards';
import { bundledScenario } from '../../../tests/support/bundled-scenarios';
import { randomSetup } from '../testing/test-random';
import { playGame } from './play-game';
import { randomBot } from './random-bot';
import { prepareScenario, scenarioGame } from './scenario-game';
import { auditedBot, newAudit } from '../testing/test-bots';

describe('random bot', () => {
  it('plays only actions legalActions lists, and every game ends', () => {
    const audit = newAudit();
    let endPhases = 0;
    let actions = 0;
    for (let seed = 0; seed < 100; seed++) {
      const setup = randomSetup(seed);
      const bots = Object.fromEntries(setup.sides.map((s) => [s.id, auditedBot(randomBot(`r-${seed}-${s.id}`), audit)]));
      const played = playGame(setup, { seed, bots });
      expect(played.end).not.toBe('stalled');
      endPhases += played.session.actions.filter((a) => a.type === 'endPhase').length;
      actions += played.session.actions.length;
    }
    // Its one action legalActions need not list: an arrival order shuffled with its dice (legalActions lists two orders).
    expect([...audit.acceptedUnlisted.keys()].every((type) => type === 'sealArrivalOrder')).toBe(true);
    expect(audit.listed + (audit.acceptedUnlisted.get('sealArrivalOrder') ?? 0)).toBe(actions);
    expect(endPhases / actions).toBeGreaterThan(0.25);
  });

  it('plays Palembang to the end', () => {
    const played = scenarioGame(prepareScenario(bundledScenario('palembang')), { seed: 1, bots: 'random' });
    expect(played.end).not.toBe('stalled');
    expect(played.state.turn).toBe(8);
  });

  it('the same seed makes the same choices; another seed, others', () => {
    const setup = randomSetup(4);
    const play = (seed: string) => playGame(setup, { seed: 4, bots: Object.fromEntries(setup.sides.map((s) => [s.id, randomBot(`${seed}-${s.id}`)])) });
    expect(play('a').session.actions).toEqual(play('a').session.actions);
    expect(play('a').session.actions).not.toEqual(play('b').session.actions);
  });
});
