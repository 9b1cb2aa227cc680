import { describe, expect, it } from 'vitest';
import '../testing/test-guards';
import { BUNDLED_SCENARIOS, bundledScenario } from '../../../tests/support/bundled-scenarios';
import { areaHexes } from '../scenario/area-hexes';
import { hexIndex } from '../core/board';
import { setupFromScenario } from '../scenario/scenario-setup';
import { createGame } from '../scenario/setup';
import { hasFlag, unitPoints } from '../core/units';
import { botPlacements, placementGround, type PlacementStyle } from './placements';

describe('bot set-up', () => {
  it.each(BUNDLED_SCENARIOS)('%s: every unit set up in an area gets a legal hex of it', (name) => {
    const doc = bundledScenario(name);
    const ground = placementGround(doc);
    const { board } = ground;
    for (const style of ['random', 'objectives'] as PlacementStyle[]) {
      for (const seed of ['1', '2', '3']) {
        const { placements, unplaced } = botPlacements(ground, seed, () => style);
        expect(unplaced).toEqual([]);
        const areaUnits = doc.units.filter((u) => u.setup.kind === 'area');
        expect(placements.map((p) => p.unitId).sort()).toEqual(areaUnits.map((u) => u.id).sort());
        const points = new Map<number, number>();
        const owner = new Map<number, string>();
        const perHex = new Map<number, number>();
        for (const p of placements) {
          const unit = doc.units.find((u) => u.id === p.unitId);
          if (unit?.setup.kind !== 'area') throw new Error('placed a unit without a set-up area');
          const at = hexIndex(board, p.hex);
          expect(areaHexes(board, unit.setup.area)).toContain(at);
          expect(ground.open.get(unit.id)).toContain(at);
          const side = board.units[p.unitId].sideId;
          expect(owner.get(at) ?? side).toBe(side);
          owner.set(at, side);
          points.set(at, (points.get(at) ?? 0) + unitPoints(board, p.unitId));
          perHex.set(at, (perHex.get(at) ?? 0) + 1);
          expect(points.get(at)).toBeLessThanOrEqual(board.stacking.pointsPerHex);
          const max = doc.sides.find((s) => s.id === side)?.setupMaxPerHex;
          if (max !== undefined) expect(perHex.get(at)).toBeLessThanOrEqual(max);
        }
        expect(() => createGame(setupFromScenario(doc, placements), 1)).not.toThrow();
      }
    }
  });

  it.each([
    ['palembang', 6],
    ['primosole', 3],
  ] as const)('%s: the objectives style holds %i objective hexes, more than random set-ups; a seed always places the same way', (name, expected) => {
    const ground = placementGround(bundledScenario(name));
    const held = (style: PlacementStyle, seed: string) => {
      const hexes = new Set(botPlacements(ground, seed, () => style).placements.map((p) => hexIndex(ground.board, p.hex)));
      return [...ground.objectives].filter((at) => hexes.has(at)).length;
    };
    for (const seed of ['1', '2', '3']) {
      expect(held('objectives', seed)).toBe(expected);
      expect(held('random', seed)).toBeLessThan(expected);
    }
    expect(botPlacements(ground, '7', () => 'objectives')).toEqual(botPlacements(ground, '7', () => 'objectives'));
    expect(botPlacements(ground, '8', () => 'random')).not.toEqual(botPlacements(ground, '9', () => 'random'));
  });

  it('units set up by special-rule text stay off the map and are reported', () => {
    const doc = bundledScenario('palembang');
    const unit = doc.units.find((u) => u.setup.kind === 'area');
    if (!unit) throw new Error('no area unit');
    const ruled = { ...doc, units: doc.units.map((u) => (u.id === unit.id ? { ...u, setup: { kind: 'rule' as const, text: 'anywhere the umpire says' } } : u)) };
    const { placements, unplaced } = botPlacements(placementGround(ruled), '1', () => 'random');
    expect(unplaced).toEqual([unit.id]);
    expect(placements.some((p) => p.unitId === unit.id)).toBe(false);
  });

  it('OST 15.12: Taremo’s tank killers set up alone, so every bot set-up is accepted', () => {
    const doc = bundledScenario('taremo');
    const ground = placementGround(doc);
    const { board } = ground;
    const killers = doc.units.filter((u) => hasFlag(board.units[u.id], 'tank-killer')).map((u) => u.id);
    expect(killers.length).toBe(3);
    for (const style of ['random', 'objectives'] as PlacementStyle[]) {
      for (let seed = 1; seed <= 20; seed++) {
        const { placements, unplaced } = botPlacements(ground, String(seed), () => style);
        expect(unplaced).toEqual([]);
        for (const id of killers) {
          const at = placements.find((p) => p.unitId === id)?.hex;
          expect(placements.filter((p) => p.hex.col === at?.col && p.hex.row === at.row).map((p) => p.unitId)).toEqual([id]);
        }
        expect(() => createGame(setupFromScenario(doc, placements), seed)).not.toThrow();
      }
    }
  });
});
