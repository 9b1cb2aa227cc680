/**
 * The bundled beach assault "Malua Point" (scenarios/malua.atoll.json, written by scripts/make-beach.ts): it imports,
 * the checker finds nothing, the generator reproduces it byte for byte, the design's facts hold (a command post to
 * hold by turn 8, no CP system, Pacific terrain from the ocean to the jungle), and both bots play it to an end, the
 * engine's victory conditions deciding each game with their reason; `atoll playout` runs it with both bots. It uses
 * every issue-14 rule (wire, the command post with a life, leaders and morale, amtracs, SNLF step chains, a sealed
 * arrival order), and each of them acts in the greedy bots' games.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { prepareScenario, scenarioGame } from '../../src-shared/engine/bots';
import { documentToJson, type ScenarioDocument } from '../../src-shared/model';
import { endSummary } from '../../src-shared/playtest';
import { Timeline } from '../../src-shared/playtest/timeline';
import { parseScenarioJson } from '../../src-shared/schema';
import { terrainLookup } from '../../src-shared/scenario';
import { checkScenario } from '../../src-shared/validate';
import { BEACH_FILE, buildBeach, COMMAND_POST, LAST_TURN, LEADER_RADIUS } from '../../scripts/make-beach';
import { SCENARIOS_DIR } from '../../scripts/make-scenarios';
import { atoll } from '../../src-main/cli/test-cli';

vi.setConfig({ testTimeout: 120_000 });

const file = path.join(SCENARIOS_DIR, BEACH_FILE);
const text = readFileSync(file, 'utf8');

function load(): ScenarioDocument {
  const result = parseScenarioJson(text);
  if (!result.ok) throw new Error(`${BEACH_FILE}: ${JSON.stringify(result.errors)}`);
  return result.document;
}

const doc = load();

describe('malua.atoll.json', () => {
  it('imports, the checker finds nothing, and the generator reproduces it byte for byte', () => {
    expect(checkScenario(doc)).toEqual([]);
    expect(documentToJson(buildBeach())).toBe(text);
  });

  it('is a beach assault: ocean at the west edge, then beach, palms, kunai and jungle round the command post', () => {
    const terrainAt = terrainLookup(doc);
    const row = 6;
    const across = Array.from({ length: doc.map.cols }, (_, col) => terrainAt({ col, row }));
    expect(across.slice(0, 4)).toEqual(['ocean', 'ocean', 'beach', 'palms']);
    expect(across.indexOf('kunai')).toBeGreaterThan(across.indexOf('palms'));
    expect(across.at(-1)).toMatch(/jungle/);
    expect(doc.hexsides.some((h) => h.type === 'reef-edge')).toBe(true);
    const post = doc.features.filter((f) => f.props.name === 'Garrison command post').map((f) => f.type).sort();
    expect(post).toEqual(['commandPost', 'objective']);
  });

  it('has no CP system and victory conditions the engine judges: hold the command post by the last turn, or the defender wins', () => {
    expect(doc.ruleset.commandPoints).toBe(false);
    expect(doc.turns.every((t) => Object.keys(t.cp).length === 0)).toBe(true);
    expect(doc.turns).toHaveLength(LAST_TURN);
    expect(doc.victory.conditions?.[0]).toMatchObject({ kind: 'hold', sideId: 'us', check: 'everyTurn', turn: LAST_TURN, elseSideId: 'japanese' });
    expect(doc.victory.otherwise).toMatchObject({ sideId: 'japanese' });
    expect(doc.victory.suddenDeath).toEqual([]);
    expect(text).toContain(`(${COMMAND_POST})`);
  });

  it.each(['greedy', 'random'] as const)('both sides %s: plays to an end decided by a victory condition, with no CP spent', (bots) => {
    const scenario = prepareScenario(doc);
    for (const seed of [1, 2, 3]) {
      const played = scenarioGame(scenario, { seed, bots });
      expect(played.end, `seed ${seed}`).toBe('sudden-death');
      expect(played.winner).not.toBeNull();
      const timeline = new Timeline(played.session.setup, played.session.seed, played.session.actions);
      const events = timeline.events.map((e) => e.event);
      expect(events.some((e) => e.type === 'cp-spent' || e.type === 'cp-reset')).toBe(false);
      const summary = endSummary(timeline.current, events);
      expect(summary.decidedBy).not.toBeNull();
      expect(summary.headline).toMatch(/by victory condition [12]\)$/);
      expect(summary.reason).toMatch(/^Victory condition [12]: /);
    }
  });

  it('atoll playout plays it with greedy and with random bots, every game to an end', async () => {
    for (const bots of ['greedy', 'random']) {
      const run = await atoll('playout', file, '--games', '3', '--seed', '1', '--bots', bots);
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout.split('\n')[0]).toBe(`Malua Point: 3 games, ${bots} bots, seeds 1–3`);
      expect(run.stdout).toMatch(/^ended: {4}0 after the last turn, 3 by sudden death; stalled: 0$/m);
    }
  });

  it('puts every issue-14 rule in force: wire behind the beach, the post as an emplacement, leaders, amtracs, squads, a sealed order', () => {
    const wire = doc.hexsides.filter((h) => h.type === 'barbed-wire');
    expect(wire.length).toBeGreaterThanOrEqual(10);
    // Every wire hexside is owned by (or faces) a beach hex of column 03, rows 03–12.
    expect(wire.every((h) => /^(2|3),(\d+):[012]$/.test(h.id))).toBe(true);
    expect(doc.ruleset.hexsides.find((h) => h.id === 'barbed-wire')?.obstacle).toMatchObject({ clearedByCrossing: ['tracked'], clearers: { flag: 'engineer' } });
    expect(doc.ruleset.features.find((f) => f.id === 'commandPost')?.life).toMatchObject({ keepsBonus: false });
    const type = (id: string) => doc.unitTypes.find((t) => t.id === doc.units.find((u) => u.id === id)?.typeId);
    const leaders = doc.units.filter((u) => type(u.id)?.flags.includes('leader')).map((u) => u.designation);
    expect(leaders.sort()).toEqual(['A/Cdr', 'B/Cdr', 'C/Cdr', 'Cdr']);
    expect(doc.specialRules.find((r) => r.module === 'morale')?.params).toEqual({ leaders: 'nearby', radius: LEADER_RADIUS });
    const aboard = doc.units.filter((u) => u.aboard !== undefined);
    expect(new Set(aboard.map((u) => u.contingentId))).toEqual(new Set(['A', 'B']));
    expect(aboard.every((u) => type(u.aboard as string)?.carrier !== undefined)).toBe(true);
    const snlf = doc.unitTypes.find((t) => t.id === 'jp-rifle');
    expect(snlf).toMatchObject({ stepModel: 'chain', flags: ['step-losses'] });
    expect(snlf?.steps.map((st) => st.combat)).toEqual([4, 3, 2, 1]);
    const order = doc.sides.find((s) => s.id === 'us')?.arrivalOrder;
    expect(order).toMatchObject({ mode: 'written', groups: 'unit' });
    expect(order?.schedule.reduce((n, slot) => n + slot.count, 0)).toBe(order?.unitIds.length);
    expect(text).not.toMatch(/to come/i);
  });

  it('each new rule acts in the greedy games: wire cleared, post fired on, morale rolled, loads and unloads, squads lost, the order sealed and due', () => {
    const scenario = prepareScenario(doc);
    const seen = new Map<string, number>();
    let chainSteps = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const played = scenarioGame(scenario, { seed, bots: 'greedy' });
      const timeline = new Timeline(played.session.setup, played.session.seed, played.session.actions);
      for (const { event } of timeline.events) {
        seen.set(event.type, (seen.get(event.type) ?? 0) + 1);
        // A step lost down an SNLF chain past its first step (three squads to two, or fewer).
        if (event.type === 'unit-step-lost' && event.rule === 'Atoll 13' && event.from >= 1) chainSteps++;
      }
    }
    const acted = (type: string) => [type, (seen.get(type) ?? 0) > 0];
    const rules = ['obstacle-cleared', 'feature-fire-rolled', 'morale-rolled', 'unit-loaded', 'unit-unloaded', 'passenger-roll', 'unit-step-lost', 'arrival-order-sealed', 'arrival-order-due', 'arrival-order-revealed'];
    expect(rules.map(acted)).toEqual(rules.map((type) => [type, true]));
    expect(chainSteps).toBeGreaterThan(0);
    // The sealed order brings all six later units, two a turn on turns 2–4, in each game.
    expect(seen.get('arrival-order-due')).toBe(8 * 3);
  });
});
