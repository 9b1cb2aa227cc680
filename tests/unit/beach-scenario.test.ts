/**
 * The bundled beach assault "Malua Point" (scenarios/malua.atoll.json, written by scripts/make-beach.ts): it imports,
 * the checker finds nothing, the generator reproduces it byte for byte, the design's facts hold (a command post to
 * hold by turn 8, no CP system, Pacific terrain from the ocean to the jungle), and both bots play it to an end, the
 * engine's victory conditions deciding each game with their reason; `atoll playout` runs it with both bots.
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
import { BEACH_FILE, buildBeach, COMMAND_POST, LAST_TURN } from '../../scripts/make-beach';
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
});
