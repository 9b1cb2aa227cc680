import { describe, expect, it } from 'vitest';
import '../engine/testing/test-guards';
import { hexIndex, labelOf, type Placement } from '../engine';
import type { ScenarioDocument } from '../model';
import { scenarioDoc } from '../../tests/support/playtest-games';
import { autoPlace, hiddenShares, legalHexes, placementFault, placeUnit, readyToStart, removeUnit, setupPlan, type SetupPlan } from './placement';

const palembang = setupPlan(scenarioDoc('palembang'));
const primosole = setupPlan(scenarioDoc('primosole'));
const taremo = setupPlan(scenarioDoc('taremo'));

const placeable = (plan: SetupPlan, sideId: string) => plan.units.filter((u) => u.sideId === sideId && u.placeable).map((u) => u.unitId);

function placeAll(plan: SetupPlan, seed = '1'): readonly Placement[] {
  let placements: readonly Placement[] = [];
  for (const side of plan.order) placements = autoPlace(plan, placements, side, seed).placements;
  return placements;
}

describe('set-up', () => {
  it('lists each unit with its set-up area, or why it is not placed on the map, sides in set-up order', () => {
    expect(palembang.order).toEqual(['allied', 'japanese']);
    expect(primosole.order).toEqual(['axis', 'british']);
    const japanese = palembang.units.filter((u) => u.sideId === 'japanese');
    expect(japanese.every((u) => !u.placeable && u.why === 'a reinforcement: it arrives during play')).toBe(true);
    const allied = palembang.units.filter((u) => u.sideId === 'allied' && u.placeable);
    expect(allied.length).toBeGreaterThan(10);
    for (const u of allied) if (u.placeable) expect(u.hexes.length).toBeGreaterThan(0);
    const sides = palembang.units.map((u) => u.sideId);
    expect(sides).toEqual([...sides].sort((a, b) => palembang.order.indexOf(a) - palembang.order.indexOf(b)));
    const ruled: ScenarioDocument = { ...scenarioDoc('palembang'), units: scenarioDoc('palembang').units.map((u) => (u.id === 'SG-01' ? { ...u, setup: { kind: 'rule', text: 'in any town hex' } } : u)) };
    expect(setupPlan(ruled).byUnit.get('SG-01')).toMatchObject({ placeable: false, why: 'set up by a special rule: in any town hex' });
  });

  it('places and removes units on an immutable list, each refusal with its reason', () => {
    const unitId = placeable(palembang, 'allied')[0];
    const setup = palembang.byUnit.get(unitId);
    if (!setup?.placeable) throw new Error('not placeable');
    const empty: readonly Placement[] = [];
    const placed = placeUnit(palembang, empty, unitId, setup.hexes[0]);
    expect(placed).toEqual({ ok: true, placements: [{ unitId, hex: setup.hexes[0] }] });
    expect(empty).toEqual([]);
    if (!placed.ok) return;
    const moved = placeUnit(palembang, placed.placements, unitId, setup.hexes[1]);
    expect(moved.ok && moved.placements).toEqual([{ unitId, hex: setup.hexes[1] }]);
    expect(removeUnit(palembang, placed.placements, unitId)).toEqual({ ok: true, placements: [] });
    expect(removeUnit(palembang, empty, unitId)).toEqual({ ok: false, reason: `${palembang.board.units[unitId].designation} is not placed.` });
    const outside = { col: 0, row: 0 };
    expect(placeUnit(palembang, empty, unitId, outside)).toEqual({ ok: false, reason: expect.stringMatching(new RegExp(`^${labelOf(palembang.board, outside)} is not in .*'s set-up area`)) });
    expect(placeUnit(palembang, empty, unitId, { col: 99, row: 0 })).toEqual({ ok: false, reason: 'That hex is not on the map.' });
    expect(placeUnit(palembang, empty, '2R-01', setup.hexes[0])).toEqual({ ok: false, reason: '1/1 is not placed on the map at set-up: a reinforcement: it arrives during play.' });
  });

  it('refuses a hex over the stacking limit, over the side’s limit per hex, or with enemy units', () => {
    const [first, ...others] = placeable(primosole, 'axis');
    const setup = primosole.byUnit.get(first);
    if (!setup?.placeable) throw new Error('not placeable');
    const hex = setup.hexes[0];
    const placements: Placement[] = [{ unitId: first, hex }];
    const second = others.find((id) => primosole.open.get(id)?.has(hexIndex(primosole.board, hex)));
    if (!second) throw new Error('no second unit for the hex');
    expect(placementFault(primosole, placements, second, hex)).toBe('Axis may set up at most 1 unit in one hex (a scenario rule).');
    const british = placeable(primosole, 'british').find((id) => primosole.open.get(id)?.has(hexIndex(primosole.board, hex)));
    if (british) expect(placementFault(primosole, placements, british, hex)).toMatch(/holds an enemy unit .*\(7\.6\)/);
    const crowd = placeable(palembang, 'allied');
    let list: readonly Placement[] = [];
    const target = palembang.byUnit.get(crowd[0]);
    if (!target?.placeable) throw new Error('not placeable');
    const at = hexIndex(palembang.board, target.hexes[0]);
    let refused: string | null = null;
    for (const id of crowd.filter((u) => palembang.open.get(u)?.has(at))) {
      const result = placeUnit(palembang, list, id, target.hexes[0]);
      if (!result.ok) {
        refused = result.reason;
        break;
      }
      list = result.placements;
    }
    expect(refused).toMatch(/would hold \d+ stacking points; the most is \d+ \(7\.2\)/);
  });

  it('keeps a tank killer alone in its hex', () => {
    const killers = taremo.units.filter((u) => u.placeable && taremo.board.units[u.unitId].type.flags.includes('tank-killer')).map((u) => u.unitId);
    expect(killers.length).toBeGreaterThan(0);
    const setup = taremo.byUnit.get(killers[0]);
    if (!setup?.placeable) throw new Error('not placeable');
    const others = placeable(taremo, 'japanese').filter((id) => !killers.includes(id));
    const hex = setup.hexes.find((h) => others.some((id) => taremo.open.get(id)?.has(hexIndex(taremo.board, h))));
    const other = hex && others.find((id) => taremo.open.get(id)?.has(hexIndex(taremo.board, hex)));
    if (!hex || !other) throw new Error('no other unit for a hex of the tank killer');
    expect(placementFault(taremo, [{ unitId: killers[0], hex }], other, hex)).toMatch(/is a tank killer: it stands alone in its hex \(OST 15\.12\)/);
    expect(placementFault(taremo, [{ unitId: other, hex }], killers[0], hex)).toMatch(/is a tank killer: it sets up alone in its hex \(OST 15\.12\)/);
  });

  it('highlights exactly the hexes a unit may be placed in now', () => {
    const placements = autoPlace(palembang, [], 'allied', '3').placements.slice(0, 8);
    for (const unitId of placeable(palembang, 'allied').slice(8, 12)) {
      const legal = new Set(legalHexes(palembang, placements, unitId).map((h) => hexIndex(palembang.board, h)));
      const setup = palembang.byUnit.get(unitId);
      if (!setup?.placeable) continue;
      for (const hex of setup.hexes) expect(legal.has(hexIndex(palembang.board, hex))).toBe(placementFault(palembang, placements, unitId, hex) === null);
    }
    expect(legalHexes(palembang, [], '2R-01')).toEqual([]);
  });

  it('places a side as the bots do, around what is placed, and the engine can start the game', () => {
    for (const plan of [palembang, primosole, taremo]) {
      const placements = placeAll(plan);
      const check = readyToStart(plan, placements);
      expect(check.problems).toEqual([]);
      expect(check.ok).toBe(true);
      expect(check.unplaced).toEqual([]);
      // Every placement is one placeUnit would have accepted.
      for (const p of placements) expect(placementFault(plan, placements, p.unitId, p.hex)).toBeNull();
    }
    const allied = autoPlace(palembang, [], 'allied', '1').placements;
    const again = autoPlace(palembang, allied, 'allied', '1');
    expect(again.placements).toEqual(allied);
    const objectives = palembang.ground.objectives;
    expect(allied.filter((p) => objectives.has(hexIndex(palembang.board, p.hex))).length).toBeGreaterThan(0);
  });

  it('says in words why the engine cannot start the game', () => {
    const placements = placeAll(taremo);
    const killer = taremo.units.find((u) => u.placeable && taremo.board.units[u.unitId].type.flags.includes('tank-killer'));
    const other = placements.find((p) => p.unitId !== killer?.unitId && taremo.board.units[p.unitId].sideId === 'japanese');
    if (!killer || !other) throw new Error('no tank killer');
    const broken = placements.map((p) => (p.unitId === killer.unitId ? { ...p, hex: other.hex } : p));
    const check = readyToStart(taremo, broken);
    expect(check.ok).toBe(false);
    const designation = taremo.board.units[killer.unitId].designation;
    expect(check.problems.join(' ')).toContain(`Tank killer ${designation} is set up with other units of its side`);
    expect(check.problems.join(' ')).not.toContain(killer.unitId);
    expect(readyToStart(palembang, []).unplaced.length).toBe(placeable(palembang, 'allied').length);
  });

  it('tells which units may start hidden and how many the side may hide', () => {
    const placements = placeAll(taremo);
    const [japanese, us] = hiddenShares(taremo, placements);
    expect(japanese).toMatchObject({ sideId: 'japanese', applies: true, percent: 30 });
    expect(japanese.marked.length).toBe(5);
    expect(japanese.allowed).toBe(Math.ceil((placements.filter((p) => taremo.board.units[p.unitId].sideId === 'japanese').length * 30) / 100));
    expect(japanese.placed.every((id) => placements.some((p) => p.unitId === id))).toBe(true);
    expect(us.applies).toBe(false);
  });
});
