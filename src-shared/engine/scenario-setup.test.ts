import { describe, expect, it } from 'vitest';
import './test-guards';
import { BUNDLED_SCENARIOS, bundledScenario } from '../../tests/support/bundled-scenarios';
import { setupFromScenario } from './scenario-setup';
import { createGame } from './setup';

describe('a game setup from a scenario document', () => {
  it.each(BUNDLED_SCENARIOS)('%s starts a game, with every unit off the map until placed', (name) => {
    const doc = bundledScenario(name);
    const state = createGame(setupFromScenario(doc, []), 1);
    expect(state.board.unitIds).toHaveLength(doc.units.length);
    expect(Object.values(state.units).every((u) => u.hex === null)).toBe(true);
    const first = doc.units[0];
    const placed = createGame(setupFromScenario(doc, [{ unitId: first.id, hex: { col: 3, row: 4 } }]), 1);
    expect(placed.units[first.id].hex).toEqual({ col: 3, row: 4 });
  });

  it('leaves out what the engine never reads, so notes and titles do not change the setup hash', () => {
    const doc = bundledScenario('palembang');
    const setup = setupFromScenario(doc, []);
    expect(Object.keys(setup)).not.toContain('info');
    expect(Object.keys(setup)).not.toContain('specialRules');
    const renamed = { ...doc, info: { ...doc.info, title: 'Another title' }, specialRules: [] };
    expect(createGame(setupFromScenario(renamed, []), 1).setupHash).toBe(createGame(setup, 1).setupHash);
    const harder = { ...doc, turns: doc.turns.slice(0, 3) };
    expect(createGame(setupFromScenario(harder, []), 1).setupHash).not.toBe(createGame(setup, 1).setupHash);
  });
});
