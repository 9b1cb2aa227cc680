import fc from 'fast-check';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import '../testing/test-guards';
import { seedRng } from '../../dice';
import { distance, hexsideKey, type HexDirection } from '../../hex';
import type { HexRef } from '../../model';
import { hexsideTypeById, type ModuleName } from '../../ruleset';
import { apply } from './apply';
import { planFor, plansMissing } from '../reinforcements/arrival-plan';
import { itemUnits, orderFor, ordersMissing, scenarioOrder } from '../modules/arrival-orders/arrival-orders';
import { hexIndex, onMap } from './board';
import { isRiverBoat, riverMasks } from '../modules/river-boats/river-boats';
import { featureObstacles, hexsideObstacles } from '../modules/obstacles/obstacles';
import { isLeader } from '../modules/pacific/pacific-units';
import { replay, stateHash, type GameSession } from './session';
import type { GameState } from './state';
import { must } from '../testing/test-fixtures';
import { unitPoints } from './units';
import { brokenInvariants } from '../testing/test-invariants';
import { Dice } from '../testing/test-random';
import { unlistedVariant } from '../testing/test-unlisted';
import { FC, game, hashOf, kindsSeen, RUNS, seeds } from '../testing/test-random-games';

// The properties check every unit of every state of 1,000 games: `expect` is called only where a check fails, so
// the failure reads the same while the passing run stays fast.

// Each property checks 1,000 games; beside the other suites on a 2-core CI machine that can pass 30 s.
vi.setConfig({ testTimeout: 180_000 });

/** Two id lists alike, item by item (a check made thousands of times, with expect called only when it fails). */
function sameList(a: readonly string[] | null | undefined, b: readonly string[] | null | undefined): boolean {
  if (!a || !b) return a === b;
  return a.length === b.length && a.every((item, k) => item === b[k]);
}

// The games are played once, here, over the same seeds as every property (the same fast-check run), so no property's
// time includes them: about half of this file's CPU, many minutes when the machine is shared.
beforeAll(() => {
  fc.assert(fc.property(seeds, (seed) => void game(seed)), FC);
}, 900_000);

describe('engine properties over random games', () => {
  it('4.2, 10.0, 11.0: every action legalActions lists applies, and refused actions change nothing', () => {
    let refusals = 0;
    fc.assert(fc.property(seeds, (seed) => void (refusals += game(seed).refusals)), FC);
    expect(refusals).toBeGreaterThan(RUNS);
  });

  it('determinism: the same seed and actions replay to the same stateHash', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const { session, states } = game(seed);
        const final = hashOf(states[states.length - 1]);
        expect(stateHash(replay(session))).toBe(final);
        expect(stateHash(replay(JSON.parse(JSON.stringify(session)) as GameSession))).toBe(final);
      }),
      FC,
    );
  });

  it('determinism: a state written to JSON and read back plays on exactly like the original', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const { session, states } = game(seed);
        session.actions.forEach((action, i) => {
          const { board, ...dynamic } = states[i];
          const revived = { ...(JSON.parse(JSON.stringify(dynamic)) as Omit<GameState, 'board'>), board };
          const revivedHash = stateHash(revived);
          if (revivedHash !== hashOf(states[i])) expect(revivedHash).toBe(hashOf(states[i]));
          const r = apply(revived, action);
          const next = r.ok && stateHash(r.state);
          if (next !== hashOf(states[i + 1])) expect(next).toBe(hashOf(states[i + 1]));
        });
      }),
      FC,
    );
  });

  it('5.4: CP never go below zero; 10.9: no unit ever stands off the map', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        for (const state of game(seed).states) {
          for (const cp of Object.values(state.cp)) if (!(cp >= 0)) expect(cp).toBeGreaterThanOrEqual(0);
          for (const unit of Object.values(state.units)) if (unit.hex && !onMap(state.board, unit.hex)) expect(onMap(state.board, unit.hex)).toBe(true);
        }
      }),
      FC,
    );
  });

  it('7.6: units of opposing sides never share a hex, except after an air drop until the landing phase ends (6.2.3)', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        for (const state of game(seed).states) {
          if (state.phase === 'airborne-landing') continue;
          const owner = new Map<string, string>();
          for (const id of state.board.unitIds) {
            const hex = state.units[id].hex;
            if (!hex) continue;
            const key = `${hex.col},${hex.row}`;
            const side = state.board.units[id].sideId;
            if ((owner.get(key) ?? side) !== side) expect(owner.get(key)).toBe(side);
            owner.set(key, side);
          }
        }
      }),
      FC,
    );
  });

  it('11.5, 13.2, 15.1, 21.2, OST 15.2: units leave the map only by a logged elimination, evacuation, detonation or boarding, and never return', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const { states, events } = game(seed);
        for (let i = 1; i < states.length; i++) {
          const logged = new Set(events[i - 1].flatMap((e) => (e.type === 'unit-eliminated' ? [e.unitId] : [])));
          const evacuated = new Set(events[i - 1].flatMap((e) => (e.type === 'unit-evacuated' ? [e.unitId] : [])));
          const detonated = new Set(events[i - 1].flatMap((e) => (e.type === 'tank-killer-detonated' ? [e.unitId] : [])));
          // Boarding a carrier takes a unit off the map into play aboard it (transport).
          const boarded = new Set(events[i - 1].flatMap((e) => (e.type === 'unit-loaded' ? [e.unitId] : [])));
          for (const id of states[i].board.unitIds) {
            const [was, now] = [states[i - 1].units[id], states[i].units[id]];
            if (was.hex && !now.hex && !(logged.has(id) || evacuated.has(id) || detonated.has(id) || (boarded.has(id) && now.aboard))) expect.fail(`${id} left the map without a logged elimination`);
            if (was.eliminated && !(now.hex === null && now.eliminated === true)) expect(now).toMatchObject({ hex: null, eliminated: true });
            if (was.removed && !(now.hex === null && now.removed === was.removed)) expect(now).toMatchObject({ hex: null, removed: was.removed });
            if (logged.has(id) !== (!was.eliminated && now.eliminated === true)) expect(logged.has(id), `${id} eliminated`).toBe(!was.eliminated && now.eliminated === true);
            if (evacuated.has(id) !== (!was.removed && now.removed === 'evacuated')) expect(evacuated.has(id), `${id} evacuated`).toBe(!was.removed && now.removed === 'evacuated');
            if (detonated.has(id) !== (!was.removed && now.removed === 'detonated')) expect(detonated.has(id), `${id} detonated`).toBe(!was.removed && now.removed === 'detonated');
          }
        }
      }),
      FC,
    );
  });

  it('11.0–15.0: the random games fight: attacks, ranged fire, retreats, eliminations, pursuits and regroups all happen', () => {
    const seen = new Map<string, number>();
    const count = (key: string) => seen.set(key, (seen.get(key) ?? 0) + 1);
    let gamesWithCombat = 0;
    fc.assert(
      fc.property(seeds, (seed) => {
        const { session, events } = game(seed);
        if (session.actions.some((a) => a.type === 'attack')) gamesWithCombat++;
        for (const a of session.actions) if (a.type === 'attack' && (a.ranged ?? []).length > 0) count('ranged');
        for (const e of events.flat()) {
          if (e.type === 'combat-resolved') count(`result ${e.result}`);
          if (e.type === 'combat-resolved' && e.shifts.length > 0) count('shifted');
          if (['unit-retreated', 'unit-eliminated', 'unit-pursued', 'unit-regrouped'].includes(e.type)) count(e.type);
        }
      }),
      FC,
    );
    expect(gamesWithCombat).toBeGreaterThan(RUNS / 4);
    for (const key of ['ranged', 'shifted', 'unit-retreated', 'unit-eliminated', 'unit-pursued', 'unit-regrouped', 'result AD', 'result DR', 'result DE']) {
      expect(seen.get(key) ?? 0, key).toBeGreaterThan(0);
    }
  });
});

describe('scenario rules in random games', () => {
  it('arrival plan: play waits for the plans; they stay sealed until the game is over, and are checked then', () => {
    let sealed = 0;
    fc.assert(
      fc.property(seeds, (seed) => {
        const { session, states, events } = game(seed);
        session.actions.forEach((action, i) => {
          // A plan is written before play; so is an arrival order, which may come before or after it.
          const waiting = plansMissing(states[i]).length > 0;
          if (action.type !== 'sealArrivalOrder' && (action.type === 'submitArrivalPlan') !== waiting) expect(action.type === 'submitArrivalPlan', `${action.type} before every plan was written`).toBe(waiting);
          for (const e of events[i]) {
            if (e.type === 'arrival-plan-sealed') expect(Object.keys(e).sort()).toEqual(['digest', 'rule', 'side', 'type']);
            if (e.type === 'arrival-plan-checked') expect(states[i + 1].over).toBe(true);
          }
          const after = states[i + 1];
          const checked = events[i].filter((e) => e.type === 'arrival-plan-checked').length;
          const expected = !states[i].over && after.over ? Object.keys(after.arrivalPlans ?? {}).length : 0;
          if (checked !== expected) expect(checked).toBe(expected);
          for (const side of Object.keys(after.arrivalPlans ?? {})) {
            sealed++;
            const other = after.board.sides.find((s) => s.id !== side)?.id ?? side;
            const own = planFor(after, side);
            const order = after.arrivalPlans?.[side].order;
            if (!sameList(own, order)) expect(own).toEqual(order);
            if ((planFor(after, other, side) !== null) !== (after.over || other === side)) expect(planFor(after, other, side) !== null).toBe(after.over || other === side);
          }
        });
      }),
      FC,
    );
    expect(sealed).toBeGreaterThan(0);
  });

  it('arrival order: play waits for the orders; the pool holds only units due by them; sealed until the game is over, revealed then', () => {
    let sealed = 0;
    let due = 0;
    fc.assert(
      fc.property(seeds, (seed) => {
        const { session, states, events } = game(seed);
        session.actions.forEach((action, i) => {
          const before = states[i];
          const after = states[i + 1];
          // Sealing an order and writing an arrival plan are done before play, in any order; nothing else is.
          const beforePlay = action.type === 'sealArrivalOrder' || action.type === 'submitArrivalPlan';
          if (!beforePlay && ordersMissing(before).length > 0) expect.fail(`${action.type} applied before every arrival order was sealed`);
          if (action.type === 'sealArrivalOrder' && ordersMissing(before).length === 0) expect.fail('an arrival order sealed twice');
          for (const e of events[i]) {
            if (e.type === 'arrival-order-sealed') expect(Object.keys(e).sort()).toEqual(['digest', 'items', 'mode', 'rule', 'side', 'type']);
            if (e.type === 'arrival-order-due') due++;
          }
          const orders = after.arrivalOrders ?? {};
          for (const side of Object.keys(orders)) {
            const order = orders[side].order;
            if (order === null) continue;
            sealed++;
            const other = after.board.sides.find((s) => s.id !== side)?.id ?? side;
            const own = orderFor(after, side);
            if (!sameList(own, order)) expect(own).toEqual(order);
            if ((orderFor(after, other, side) !== null) !== after.over) expect(orderFor(after, other, side) !== null).toBe(after.over);
            // Every unit of the side's pool that has come into play came in its turn: its item has arrived.
            const arrivedUnits = new Set(orders[side].arrived.flatMap((a) => itemUnits(after.board, side, a.item)));
            const pool = new Set(scenarioOrder(after.board, side)?.unitIds ?? []);
            for (const id of pool) {
              const u = after.units[id];
              const inPlay = u.hex !== null || u.eliminated || Object.hasOwn(after.pool ?? {}, id);
              if (inPlay && !arrivedUnits.has(id)) expect.fail(`${id} came into play before its place in ${side}'s arrival order`);
            }
          }
          const revealed = events[i].filter((e) => e.type === 'arrival-order-revealed').length;
          const expected = !before.over && after.over ? Object.values(orders).filter((o) => o.order !== null).length : 0;
          if (revealed !== expected) expect(revealed).toBe(expected);
        });
      }),
      FC,
    );
    expect(sealed).toBeGreaterThan(0);
    expect(due).toBeGreaterThan(0);
  });

  it('16.0, 5.3, 6.0, 12.0, 21.0: the random games reinforce, earn CP bonuses, air drop, strike, evacuate and score victory', () => {
    const seen = kindsSeen((e) => (e.type === 'game-over' ? `game-over ${e.rule}` : e.type));
    const keys = ['table-rolled', 'reinforcements-available', 'decision-pending', 'action choose', 'action pickUnits', 'action enter', 'strikes-available', 'cp-changed'];
    keys.push('cp-bonus', 'victory-scored', 'action evacuate', 'game-over 21.2');
    keys.push('action commitStrikes', 'strike-resolved', 'strike-shot-down');
    keys.push('action placeDropZone', 'action airdrop', 'unit-air-dropped', 'units-not-dropped');
    keys.push('action submitArrivalPlan', 'arrival-plan-sealed', 'arrival-plan-checked');
    keys.push('action sealArrivalOrder', 'arrival-order-sealed', 'arrival-order-due', 'arrival-order-revealed');
    for (const key of keys) {
      expect(seen.get(key) ?? 0, key).toBeGreaterThan(0);
    }
  });

  it('18.3, 19.0, 20.0, 22.2, 23.3: the random games demolish, build roadblocks, drop and use air supply, repair and build', () => {
    const seen = kindsSeen();
    const keys = ['action demolish', 'feature-demolished', 'action buildRoadblock', 'roadblock-removed', 'action dropSupplies', 'air-supply-dropped', 'action useAirSupply'];
    keys.push('action repairBridge', 'action buildBridge', 'bridge-built', 'action repairRefinery', 'demolition-repaired');
    for (const key of keys) expect(seen.get(key) ?? 0, `${key} ${JSON.stringify([...seen].filter(([k]) => keys.includes(k)))}`).toBeGreaterThan(0);
  });

  it('23.3: with the river-boats module on, a river boat sets up, moves, retreats, pursues and enters only on river hexes', () => {
    const seen = { games: 0, moves: 0, retreats: 0, offModule: 0 };
    fc.assert(
      fc.property(seeds, (seed) => {
        const { states, events } = game(seed);
        const first = states[0].board;
        const boats = first.unitIds.filter((id) => first.units[id].type.unitClass === 'river boat');
        if (boats.length === 0) return;
        if (!boats.some((id) => isRiverBoat(first, first.units[id]))) {
          seen.offModule++;
          return;
        }
        seen.games++;
        const onRiver = (state: GameState, hex: HexRef, what: string) => expect(riverMasks(state.board).hex[hexIndex(state.board, hex)], `${what} at ${hex.col},${hex.row}`).toBe(1);
        for (const id of boats) if (states[0].units[id].hex) onRiver(states[0], states[0].units[id].hex as HexRef, `${id} set up`);
        events.forEach((list, i) => {
          const after = states[i + 1];
          for (const e of list) {
            if (!('unitId' in e) || !boats.includes(e.unitId)) continue;
            const entered = e.type === 'unit-moved' ? e.steps.map((s) => s.at) : e.type === 'unit-retreated' || e.type === 'unit-pursued' ? e.path : e.type === 'unit-entered' ? [e.at] : [];
            for (const h of entered) onRiver(after, h, `${e.unitId} ${e.type}`);
            if (e.type === 'unit-moved') seen.moves++;
            if (e.type === 'unit-retreated') seen.retreats++;
          }
          for (const id of boats) {
            const [was, now] = [states[i].units[id].hex, after.units[id].hex];
            if (now && (!was || was.col !== now.col || was.row !== now.row)) onRiver(after, now, `${id} stands`);
          }
        });
      }),
      FC,
    );
    expect(seen.games).toBeGreaterThan(RUNS / 10);
    expect(seen.offModule).toBeGreaterThan(0);
    expect(seen.moves).toBeGreaterThan(RUNS / 10);
    expect(seen.retreats).toBeGreaterThan(0);
  });
});

/** The module each Pacific event belongs to. */
const EVENT_MODULE: Readonly<Record<string, ModuleName>> = {
  'unit-step-lost': 'japanese',
  'cave-collapse-roll': 'caves',
  'cave-immune': 'caves',
  'cave-bombarded': 'caves',
  'napalm-pilot': 'napalm',
  'banzai-declared': 'banzai',
  'banzai-continues': 'banzai',
  'banzai-ended': 'banzai',
  'retreat-ignored': 'banzai',
  'unit-revealed': 'hip',
  'starshell-fired': 'starshells',
  'starshells-burnt-out': 'starshells',
  'canister-fired': 'canister',
  'tank-killer-detonated': 'tankKillers',
};

describe('victory conditions and play without command points in random games', () => {
  it('21.1: a victory condition that decides ends the game at once with its winner, and its reason carries the numbers', () => {
    let decided = 0;
    fc.assert(
      fc.property(seeds, (seed) => {
        const { states, events } = game(seed);
        events.forEach((list, i) => {
          const met = list.filter((e) => e.type === 'victory-condition');
          if (met.length === 0) return;
          decided++;
          const after = states[i + 1];
          const over = list.filter((e) => e.type === 'game-over');
          expect(met).toHaveLength(1);
          expect(over).toHaveLength(1);
          const [condition] = met;
          if (condition.type !== 'victory-condition' || over[0].type !== 'game-over') return;
          expect(after.over).toBe(true);
          expect(after.outcome?.winner).toBe(condition.winner);
          expect(over[0].winner).toBe(condition.winner);
          if (condition.kind !== 'default') expect(condition.reason).toMatch(/\d/);
          const conditions = after.board.scenario.victory?.conditions ?? [];
          if (condition.condition !== null) expect(conditions[condition.condition]?.kind).toBe(condition.kind);
          else expect(after.board.scenario.victory?.otherwise).toBeDefined();
        });
      }),
      FC,
    );
    expect(decided).toBeGreaterThan(0);
  });

  it('21.1: the random games are decided by each kind of condition and by the default result', () => {
    const seen = kindsSeen((e) => (e.type === 'victory-condition' ? `condition ${e.kind}` : e.type));
    for (const key of ['condition hold', 'condition eliminate', 'condition vp', 'condition default']) expect(seen.get(key) ?? 0, key).toBeGreaterThan(0);
  });

  it('5.0 switched off: a game without command points spends, resets and logs no CP, yet fires at range', () => {
    let games = 0;
    let ranged = 0;
    fc.assert(
      fc.property(seeds, (seed) => {
        const { session, events } = game(seed);
        if (session.setup.ruleset.commandPoints !== false) return;
        games++;
        for (const e of events.flat()) expect(['cp-spent', 'cp-reset', 'cp-bonus', 'cp-changed']).not.toContain(e.type);
        ranged += session.actions.filter((a) => a.type === 'attack' && (a.ranged?.length ?? 0) > 0).length;
      }),
      FC,
    );
    expect(games).toBeGreaterThan(0);
    expect(ranged).toBeGreaterThan(0);
  });
});

describe('obstacles with state and features with a life in random games (Atoll 14.9, 14.10)', () => {
  it('no unit steps into a standing obstacle that stops its class, a cleared obstacle stays cleared, and the games clear, cross and destroy', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const { states, events } = game(seed);
        for (let i = 0; i < events.length; i++) {
          const before = states[i];
          const { board } = before;
          const wire = new Map(hexsideObstacles(board).map((s) => [s.id, s]));
          const mines = featureObstacles(before);
          for (const e of events[i]) {
            if (e.type !== 'unit-moved') continue;
            const cls = board.units[e.unitId].type.movementClass;
            let from = e.from;
            for (const stepped of e.steps) {
              const to = stepped.at;
              const mine = mines.find((m) => m.hexes[0] === hexIndex(board, to) && (m.obstacle.blocks ?? []).includes(cls));
              if (mine) expect.fail(`seed ${seed}: ${e.unitId} (${cls}) entered minefield ${mine.id}, which stops its class`);
              const dir = [0, 1, 2, 3, 4, 5].find((d) => board.neighbourAt[hexIndex(board, from) * 6 + d] === hexIndex(board, to));
              const key = dir === undefined ? '' : hexsideKey(board.geom, from, dir as HexDirection);
              const site = wire.get(key);
              const cost = site ? hexsideTypeById(board.ruleset, site.typeId)?.move[cls] : undefined;
              if (cost && 'prohibited' in cost) expect.fail(`seed ${seed}: ${e.unitId} (${cls}) crossed ${site?.id}, a standing obstacle its class may not cross`);
              from = to;
            }
          }
          const kept = states[i + 1].obstacles?.cleared ?? [];
          for (const id of before.obstacles?.cleared ?? []) if (!kept.includes(id)) expect.fail(`seed ${seed}: obstacle ${id} stood again after action ${i}`);
        }
      }),
      FC,
    );
    const seen = kindsSeen((e) => (e.type === 'obstacle-cleared' ? `obstacle-cleared ${e.kind} ${e.how}` : e.type === 'feature-fire-rolled' ? `feature-fire-rolled ${e.destroyed}` : e.type));
    const keys = ['action clearObstacle', 'obstacle-cleared hexside crossing', 'obstacle-cleared hexside clearing', 'obstacle-cleared hex crossing', 'obstacle-cleared hex clearing', 'feature-fire-rolled true', 'feature-fire-rolled false'];
    for (const key of keys) expect(seen.get(key) ?? 0, key).toBeGreaterThan(0);
  });
});

describe('Pacific modules in random games', () => {
  it('a module that is off never acts, and games without modules keep no Pacific state', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const { states, events } = game(seed);
        const modules = states[0].board.ruleset.modules;
        // Step losses of long chains and of passengers (Atoll 12, 13) are not the japanese module's.
        const ownRule = (e: (typeof events)[number][number]) => e.type === 'unit-step-lost' && e.rule.startsWith('Atoll');
        for (const e of events.flat()) if (Object.hasOwn(EVENT_MODULE, e.type) && !ownRule(e) && modules[EVENT_MODULE[e.type]] !== true) expect(modules[EVENT_MODULE[e.type]], e.type).toBe(true);
        if (Object.values(modules).every((on) => !on)) for (const state of states) if (state.pacific !== undefined) expect(state.pacific).toBeUndefined();
      }),
      FC,
    );
  });

  it('ASL G1.631: hidden units never stand next to an enemy or with a known friend, and their hexes are never attacked', () => {
    let hidden = 0;
    fc.assert(
      fc.property(seeds, (seed) => {
        const { session, states } = game(seed);
        states.forEach((state, i) => {
          const { board } = state;
          const list = state.pacific?.hidden ?? [];
          hidden += list.length;
          const at = (id: string) => state.units[id].hex;
          for (const id of list) {
            if (state.units[id].aboard) continue; // aboard a carrier: off the map, with it
            const hex = at(id) as HexRef;
            if (hex === null) expect(hex).not.toBeNull();
            for (const other of board.unitIds) {
              const there = at(other);
              if (!there || other === id) continue;
              const d = distance(board.geom, hex, there);
              if (board.units[other].sideId !== board.units[id].sideId) {
                if (d <= 1) expect(d, `${id} hidden next to ${other}`).toBeGreaterThan(1);
              } else if (d === 0 && !list.includes(other)) expect(list).toContain(other);
            }
          }
          const action = session.actions[i];
          if (!action) return;
          const targets = action.type === 'attack' ? [action.defenderHex] : action.type === 'napalmStrike' ? [action.hex] : action.type === 'commitStrikes' ? action.targets.map((t) => t.hex) : [];
          for (const t of targets) {
            const there = board.unitIds.filter((id) => at(id)?.col === t.col && at(id)?.row === t.row);
            expect(there.every((id) => list.includes(id)), `${action.type} on a hidden hex`).toBe(false);
          }
        });
      }),
      FC,
    );
    expect(hidden).toBeGreaterThan(0);
  });

  it('OST 13.5, 13.13: Banzai participants only close on the nearest enemy and never fire at range', () => {
    let moves = 0;
    fc.assert(
      fc.property(seeds, (seed) => {
        const { session, states } = game(seed);
        session.actions.forEach((action, i) => {
          const charge = (side: string) => states[i].pacific?.banzai?.[side];
          const inCharge = (id: string) => {
            const c = charge(states[i].board.units[id].sideId);
            return c !== undefined && !c.ended && c.units.includes(id);
          };
          if (action.type === 'attack') for (const id of action.ranged ?? []) expect(inCharge(id), `${id} fired at range in a Banzai charge`).toBe(false);
          if (action.type !== 'moveTo' || !inCharge(action.unitId)) return;
          moves++;
          const { board } = states[i];
          const known = (id: string) => !(states[i].pacific?.hidden ?? []).includes(id);
          const enemies = board.unitIds.flatMap((id) => (states[i].units[id].hex && board.units[id].sideId !== board.units[action.unitId].sideId && known(id) ? [states[i].units[id].hex as HexRef] : []));
          // With no known enemy on the map a participant's moves are free (banzai.ts).
          if (enemies.length === 0) return;
          const gap = (h: HexRef) => Math.min(...enemies.map((e) => distance(board.geom, h, e)));
          expect(gap(action.to)).toBeLessThan(gap(states[i].units[action.unitId].hex as HexRef));
        });
      }),
      FC,
    );
    expect(moves).toBeGreaterThan(0);
  });

  it('OST 9, 11–18, ASL G1: the random games with Pacific modules use them', () => {
    const seen = kindsSeen((e) => (e.type === 'cave-collapse-roll' ? `${e.type} ${e.collapses}` : e.type));
    for (const key of ['unit-step-lost', 'cave-collapse-roll false', 'cave-collapse-roll true', 'cave-immune', 'action napalmStrike', 'napalm-pilot', 'unit-attacked', 'action declareBanzai', 'banzai-declared', 'unit-revealed', 'action fireStarshell', 'starshell-fired', 'action fireCanister', 'canister-fired', 'tank-killer-detonated']) expect(seen.get(key) ?? 0, key).toBeGreaterThan(0);
  });

  it('OST 11.1, ASL G1.12: under the japanese module chain units never become disrupted and never retreat; they lose steps', () => {
    const seen = new Map<string, number>();
    fc.assert(
      fc.property(seeds, (seed) => {
        const { states, events } = game(seed);
        const board = states[0].board;
        if (!board.ruleset.modules.japanese) return;
        const chain = board.unitIds.filter((id) => board.units[id].type.stepModel === 'chain');
        for (let i = 1; i < states.length; i++) {
          for (const id of chain) if (!states[i - 1].units[id].disrupted && states[i].units[id].disrupted !== false) expect(states[i].units[id].disrupted).toBe(false);
          for (const e of events[i - 1]) {
            if (e.type === 'unit-retreated' && chain.includes(e.unitId)) expect(chain).not.toContain(e.unitId);
            if (e.type === 'unit-step-lost') seen.set(e.type, (seen.get(e.type) ?? 0) + 1);
          }
        }
      }),
      FC,
    );
    expect(seen.get('unit-step-lost') ?? 0).toBeGreaterThan(0);
  });
});

describe('engine properties over random games: invariants, agreement, reloading', () => {
  it('4.2, 5.4, 7.3, 7.6, 10.9, 16.0: after every action the phases are in order, units are conserved but for logged eliminations, evacuations and arrivals, stacking holds at phase ends, nothing stands off the map and CP stay at zero or more', () => {
    let checked = 0;
    fc.assert(
      fc.property(seeds, (seed) => {
        const { session, states, events } = game(seed);
        const broken = session.actions.flatMap((action, i) => brokenInvariants(states[i], action, states[i + 1], events[i]).map((b) => `step ${i}: ${b}`));
        checked += session.actions.length;
        expect(broken).toEqual([]);
      }),
      FC,
    );
    expect(checked).toBeGreaterThan(RUNS * 30);
  });

  it('legalActions and apply agree: any listed action applies; an unlisted variant of a fully listed kind is refused and changes nothing', () => {
    let refused = 0;
    fc.assert(
      fc.property(seeds, (seed) => {
        const { states, legal } = game(seed);
        const d = new Dice(seedRng(`agree-${seed}`));
        legal.forEach((list, i) => {
          const state = states[i];
          const listed = d.pick(list);
          const r = apply(state, listed);
          if (!r.ok) throw new Error(`listed ${JSON.stringify(listed)} refused: ${r.error.message}`);
          const variant = unlistedVariant(d, state, list);
          if (!variant) return;
          const before = hashOf(state);
          const tried = apply(state, variant);
          if (tried.ok) throw new Error(`unlisted ${JSON.stringify(variant)} was accepted in ${state.phase}`);
          if (stateHash(state) !== before) expect(stateHash(state)).toBe(before);
          refused++;
        });
      }),
      FC,
    );
    expect(refused).toBeGreaterThan(RUNS * 5);
  });

  it('determinism: a session saved mid-game as JSON, reloaded and played on, reaches the same final hash', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const { session, states } = game(seed);
        const cut = new Dice(seedRng(`cut-${seed}`)).int(session.actions.length + 1);
        const saved = JSON.parse(JSON.stringify({ ...session, actions: session.actions.slice(0, cut) })) as GameSession;
        let state = replay(saved);
        expect(stateHash(state)).toBe(hashOf(states[cut]));
        for (const action of session.actions.slice(cut)) state = must(apply(state, action));
        expect(stateHash(state)).toBe(hashOf(states[states.length - 1]));
      }),
      FC,
    );
  });
});

describe('morale in random games (issue 14 item 11)', () => {
  it('only leaderless non-leaders roll; a unit never moves under cannot move nor attacks under cannot fire; the module off never rolls', () => {
    const seen = { games: 0, rolls: 0, cannotMove: 0, cannotFire: 0, fellBack: 0, refusedMoves: 0 };
    fc.assert(
      fc.property(seeds, (seed) => {
        const { states, events } = game(seed);
        const board = states[0].board;
        const on = Object.hasOwn(board.scenario.modules, 'morale');
        if (!on) {
          for (const e of events.flat()) if (e.type.startsWith('morale-')) expect(e.type, 'morale event with the module off').toBe('none');
          for (const state of states) if (state.morale !== undefined) expect(state.morale).toBeUndefined();
          return;
        }
        seen.games++;
        events.forEach((list, i) => {
          const before = states[i];
          const status = (id: string) => before.morale?.status[id];
          for (const e of list) {
            if (e.type === 'morale-rolled') {
              seen.rolls++;
              if (isLeader(board.units[e.unitId])) expect(`${e.unitId} is a leader and rolled`).toBe('');
              if (states[i + 1].phase !== 'movement' || board.units[e.unitId].sideId !== board.sides[states[i + 1].player].id) expect(`${e.unitId} rolled outside its side's start of movement`).toBe('');
            }
            if (e.type === 'morale-fell-back') seen.fellBack++;
            if (e.type === 'unit-moved' && status(e.unitId)?.cannotMove) expect(`${e.unitId} moved under cannot move`).toBe('');
            if (e.type === 'combat-resolved') for (const a of e.attackers) if (status(a.unitId)?.cannotFire) expect(`${a.unitId} attacked under cannot fire`).toBe('');
          }
          const after = states[i + 1].morale?.status ?? {};
          for (const s of Object.values(after)) {
            if (s.cannotMove) seen.cannotMove++;
            if (s.cannotFire) seen.cannotFire++;
          }
          if (before.phase === 'movement') for (const [id, s] of Object.entries(before.morale?.status ?? {})) if (s.cannotMove && before.units[id].hex && !apply(before, { type: 'fastMove', unitId: id }).ok) seen.refusedMoves++;
        });
      }),
      FC,
    );
    expect(seen.games).toBeGreaterThan(RUNS / 10);
    expect(seen.rolls).toBeGreaterThan(RUNS / 10);
    expect(seen.cannotMove).toBeGreaterThan(0);
    expect(seen.cannotFire).toBeGreaterThan(0);
    expect(seen.fellBack).toBeGreaterThan(0);
    expect(seen.refusedMoves).toBeGreaterThan(0);
  });
});

describe('transport and step chains in random games', () => {
  it('Atoll 12: units aboard are off the map with their carrier on it, within its capacity and classes, and board and get off only by logged events', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const { states, events } = game(seed);
        const board = states[0].board;
        if (!board.unitIds.some((id) => board.units[id].type.carrier)) return;
        for (let i = 0; i < states.length; i++) {
          const s = states[i];
          for (const carrierId of board.unitIds) {
            const carrier = board.units[carrierId].type.carrier;
            const aboard = board.unitIds.filter((id) => s.units[id].aboard === carrierId);
            if (aboard.length === 0) continue;
            if (!carrier || !s.units[carrierId].hex) expect.fail(`${aboard.join(', ')} aboard ${carrierId}, which is no carrier on the map`);
            const load = aboard.reduce((sum, id) => sum + (carrier!.measure === 'units' ? 1 : unitPoints(board, id)), 0);
            if (load > carrier!.capacity) expect.fail(`${carrierId} carries ${load} of ${carrier!.capacity}`);
            for (const id of aboard) {
              if (s.units[id].hex || s.units[id].eliminated) expect.fail(`${id} aboard ${carrierId} stands on the map or is eliminated`);
              if (!carrier!.classes.some((c) => c.toLowerCase() === board.units[id].type.unitClass.toLowerCase())) expect.fail(`${id} is not of a class ${carrierId} carries`);
            }
          }
          if (i === 0) continue;
          const logged = new Set(events[i - 1].flatMap((e) => (e.type === 'unit-loaded' || e.type === 'unit-unloaded' ? [e.unitId] : [])));
          for (const id of board.unitIds) {
            const [was, now] = [states[i - 1].units[id].aboard, s.units[id].aboard];
            if (was !== now && now !== undefined && !logged.has(id)) expect.fail(`${id} boarded ${now} without a logged load`);
            if (was !== now && now === undefined && !logged.has(id) && !s.units[id].eliminated && s.units[id].removed !== 'evacuated') expect.fail(`${id} left ${was} without a logged unload`);
          }
        }
      }),
      FC,
    );
  });

  it('Atoll 12, 13: the random games load, unload, roll for passengers of hit carriers and take long step chains down one step at a time', () => {
    const seen = kindsSeen((e) => (e.type === 'unit-step-lost' && e.rule === 'Atoll 13' ? 'step-chain loss' : e.type));
    for (const key of ['action load', 'action unload', 'unit-loaded', 'unit-unloaded', 'passenger-roll', 'step-chain loss']) expect(seen.get(key) ?? 0, key).toBeGreaterThan(0);
  });
});
