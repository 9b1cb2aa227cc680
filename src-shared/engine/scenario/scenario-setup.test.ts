import { describe, expect, it } from 'vitest';
import '../testing/test-guards';
import { BUNDLED_SCENARIOS, bundledScenario } from '../../../tests/support/bundled-scenarios';
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
    const retitled = { ...doc, info: { ...doc.info, title: 'Another title' }, specialRules: doc.specialRules.map((r) => ({ ...r, title: 'x', text: 'y' })) };
    expect(createGame(setupFromScenario(retitled, []), 1).setupHash).toBe(createGame(setup, 1).setupHash);
    const harder = { ...doc, turns: doc.turns.slice(0, 3) };
    expect(createGame(setupFromScenario(harder, []), 1).setupHash).not.toBe(createGame(setup, 1).setupHash);
  });

  it('passes on what the engine reads beyond the standard rules: special-rule modules and params, air supply, hidden units, starshells', () => {
    const doc = bundledScenario('palembang');
    const setup = setupFromScenario(doc, []);
    const withModules = doc.specialRules.filter((r) => r.module !== undefined);
    expect(withModules.length).toBeGreaterThan(0);
    expect(setup.specialRules).toEqual(withModules.map(({ id, module, params }) => ({ id, module, ...(params ? { params } : {}) })));
    const state = createGame(setup, 1);
    expect(Object.keys(state.board.scenario.modules).sort()).toEqual([...new Set(withModules.map((r) => r.module))].sort());
    const stricter = { ...doc, specialRules: doc.specialRules.map((r) => (r.module === 'refinery-fires' ? { ...r, params: { fireOn: 6 } } : r)) };
    expect(createGame(setupFromScenario(stricter, []), 1).setupHash).not.toBe(state.setupHash);

    const island = bundledScenario('taremo');
    const islandSetup = setupFromScenario(island, []);
    expect(islandSetup.units.filter((u) => u.hidden).length).toBe(island.units.filter((u) => u.hidden).length);
    for (const side of island.sides) {
      expect(islandSetup.sides.find((s) => s.id === side.id)).toMatchObject({ airSupply: side.airSupply, hiddenPercent: side.hiddenPercent, starshells: side.starshells });
    }
  });
});
