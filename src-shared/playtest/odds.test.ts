import { describe, expect, it } from 'vitest';
import '../engine/testing/test-guards';
import { defaultCrt } from '../ruleset';
import { botGame, goldenReplay } from '../../tests/support/playtest-games';
import { attackOdds, columnOdds, fractionText, strikeOdds } from './odds';
import { Timeline } from './timeline';

const golden = goldenReplay('palembang-greedy-1.session.json');
const timeline = new Timeline(golden.setup, golden.seed, golden.actions);

describe('odds', () => {
  it('gives each result of a CRT column its exact chance on the die, and the chance of each effect', () => {
    const crt = defaultCrt();
    const plusOne = crt.columns.findIndex((c) => c.label === '+1');
    const odds = columnOdds(crt, plusOne);
    const byResult = Object.fromEntries(odds.chances.map((c) => [c.result, [c.ways, c.outOf, c.rolls]]));
    const expected: Record<string, [number, number, number[]]> = {};
    crt.rows.forEach((row) => {
      const code = row.results[plusOne];
      const entry = expected[code] ?? [0, 6, []];
      expected[code] = [entry[0] + 1, 6, [...entry[2], row.roll]];
    });
    expect(byResult).toEqual(expected);
    expect(odds.chances.reduce((sum, c) => sum + c.ways, 0)).toBe(6);
    expect(odds.chances.map((c) => c.ways)).toEqual([...odds.chances.map((c) => c.ways)].sort((a, b) => b - a));
    const retreats = crt.rows.filter((r) => ['DR', 'DDR'].includes(r.results[plusOne])).length;
    expect(odds.effects.defenderRetreats).toBeCloseTo(retreats / 6, 12);
    const last = columnOdds(crt, crt.columns.length - 1);
    expect(last.effects.attackerDisrupted).toBe(0);
    expect(fractionText(2, 6)).toBe('1/3');
    expect(fractionText(6, 6)).toBe('1/1');
  });

  it('assesses every attack of a game as the engine then resolved it, its result among the chances', () => {
    let attacks = 0;
    golden.actions.forEach((action, i) => {
      if (action.type !== 'attack') return;
      const resolved = timeline.eventsOf(i).find((e) => e.type === 'combat-resolved');
      if (resolved?.type !== 'combat-resolved') return;
      const odds = attackOdds(timeline.stateAt(i), action);
      if (!odds.ok) throw new Error(odds.error.message);
      attacks++;
      const { attack, defence, differential, baseColumn, shifts, finalColumn, attackers, defenders } = resolved;
      expect(odds.assessment).toMatchObject({ attack, defence, differential, baseColumn, shifts, finalColumn, attackers, defenders });
      const chance = odds.chances.find((c) => c.result === resolved.result);
      expect(chance?.rolls).toContain(resolved.die);
    });
    expect(attacks).toBeGreaterThan(3);
  });

  it('says why an attack cannot be made', () => {
    const state = timeline.stateAt(0);
    const odds = attackOdds(state, { attackers: ['BR-01'], defenderHex: { col: 0, row: 0 } });
    expect(odds.ok).toBe(false);
    if (!odds.ok) expect(odds.error.message.length).toBeGreaterThan(10);
  });

  it('assesses a strike commitment against the first unit of each hex as the engine then resolved it', () => {
    let strikes = 0;
    for (const [scenario, seed] of [['palembang', 1], ['taremo', 1], ['primosole', 1]] as const) {
      const game = botGame(scenario, seed, 'greedy');
      const t = new Timeline(game.session.setup, game.session.seed, game.session.actions);
      game.session.actions.forEach((action, i) => {
        if (action.type !== 'commitStrikes') return;
        const odds = strikeOdds(t.stateAt(i), action);
        if (!odds.ok) throw new Error(odds.error.message);
        const events = t.eventsOf(i);
        for (const target of odds.targets) {
          const first = target.defenders[0];
          if (!first) continue;
          const resolved = events.find((e) => e.type === 'strike-resolved' && e.defender === first.unitId);
          if (resolved?.type !== 'strike-resolved') continue;
          strikes++;
          const { attack, defence, differential, baseColumn, shifts, finalColumn } = resolved;
          expect(first.arithmetic).toEqual({ attack, defence, differential, baseColumn, shifts, totalShift: resolved.totalShift, finalColumn });
          expect(first.chances.find((c) => c.result === resolved.result)?.rolls).toContain(resolved.die);
        }
      });
    }
    expect(strikes).toBeGreaterThan(3);
    const refused = strikeOdds(timeline.stateAt(0), { kind: 'air', targets: [] });
    expect(refused.ok).toBe(false);
  });
});
