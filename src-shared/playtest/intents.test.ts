import { describe, expect, it } from 'vitest';
import '../engine/testing/test-guards';
import { hexKey } from '../hex';
import { legalActions, type Action } from '../engine';
import { COVERING_GAMES, botGame, goldenReplay, scenarioDoc } from '../../tests/support/playtest-games';
import { describeAction, groupIntents, obviousActions, searchIntents } from './intents';
import { gameNames } from './names';
import { Timeline } from './timeline';

const golden = goldenReplay('palembang-greedy-1.session.json');
const timeline = new Timeline(golden.setup, golden.seed, golden.actions);
const names = gameNames(timeline.current.board, scenarioDoc('palembang'));

describe('intents', () => {
  it('labels every legal action of bot games of the three bundled scenarios in words, with its units and hexes', () => {
    const seen = new Set<string>();
    const LEAKED = /undefined|NaN|\[object|null/;
    for (const { scenario, bots, seed } of COVERING_GAMES.filter((_g, i) => i % 2 === 0)) {
      const game = botGame(scenario, seed, bots);
      const t = new Timeline(game.session.setup, game.session.seed, game.session.actions);
      const gameNamesOf = gameNames(t.current.board, scenarioDoc(scenario));
      const ids = new RegExp(`(?<![\\w-])(${t.current.board.unitIds.filter((id) => /[-0-9]/.test(id)).join('|')})(?![\\w-])`);
      // The state before the first action of each type the bots made, and every 40th.
      const firsts = new Set(game.session.actions.map((a) => a.type).map((type) => game.session.actions.findIndex((a) => a.type === type)));
      for (let count = 0; count < t.length; count++) {
        if (!firsts.has(count) && count % 40 !== 0) continue;
        const state = t.stateAt(count);
        for (const action of legalActions(state)) {
          const intent = describeAction(state, action, gameNamesOf);
          seen.add(action.type);
          // Thousands of actions: expect is called only when a check fails.
          if (LEAKED.test(intent.label)) expect(intent.label, JSON.stringify(action)).not.toMatch(LEAKED);
          if (ids.test(intent.label)) expect(intent.label, JSON.stringify(action)).not.toMatch(ids);
          for (const id of intent.units) if (!Object.hasOwn(state.board.units, id)) expect(id, `${JSON.stringify(action)} names a unit the board does not have`).toBe('a unit of the board');
        }
      }
    }
    expect([...seen].sort()).toEqual(expect.arrayContaining(['airdrop', 'attack', 'commitStrikes', 'endPhase', 'enter', 'fastMove', 'moveTo', 'placeDropZone', 'regroup']));
  });

  it('labels the actions bots rarely reach', () => {
    const state = timeline.stateAt(0);
    const rare: Action[] = [
      { type: 'move', unitId: 'BR-01', path: [{ col: 25, row: 15 }, { col: 24, row: 15 }] },
      { type: 'buildBridge', unitId: 'SG-01', hexside: '5,5:1' },
      { type: 'repairBridge', unitId: 'SG-01', hexside: '5,5:1' },
      { type: 'repairRefinery', unitId: 'T2-04' },
      { type: 'demolish', unitId: 'SG-01', target: { hex: { col: 5, row: 8 } } },
      { type: 'submitArrivalPlan', side: 'japanese', order: ['2R', 'T1'] },
      { type: 'choose', decisionId: 'x', options: [0] },
      { type: 'declareBanzai', leaderId: '2R-01', unitIds: ['2R-02'] },
      { type: 'fireCanister', unitId: '2R-01', hexes: [{ col: 1, row: 1 }] },
      { type: 'napalmStrike', strikeId: 'jp-air-1', hex: { col: 1, row: 1 } },
      { type: 'fireStarshell', hex: { col: 1, row: 1 } },
      { type: 'evacuate', unitId: 'BR-01' },
      { type: 'pursue', unitId: 'BR-01', path: [{ col: 1, row: 1 }] },
      { type: 'pickUnits', decisionId: 'x', unitIds: ['2R-01', '2R-02'] },
      { type: 'dropSupplies', hex: { col: 1, row: 1 } },
      { type: 'useAirSupply', hex: { col: 1, row: 1 } },
      { type: 'buildRoadblock', unitId: 'BR-01' },
    ];
    const labels = rare.map((a) => describeAction(state, a, names).label);
    expect(labels).toEqual([
      'Move HAA 1 along 2916 → 2816',
      `1 Coy: build a bridge between ${names.hex({ col: 5, row: 5 })} and ${names.hex({ col: 6, row: 5 })}`,
      `1 Coy: repair the bridge between ${names.hex({ col: 5, row: 5 })} and ${names.hex({ col: 6, row: 5 })}`,
      'Oil tech: repair the refinery',
      `1 Coy: demolish the oil refinery in ${names.hex({ col: 5, row: 8 })}`,
      'Japanese arrival plan: 2R, then T1',
      'Choose option 1',
      'Declare a Banzai charge led by 1/1 with 1/2',
      `1/1: fire canister at ${names.hex({ col: 1, row: 1 })}`,
      `Napalm strike on ${names.hex({ col: 1, row: 1 })} with Japanese airstrike 1 (1 CP)`,
      `Fire a starshell at ${names.hex({ col: 1, row: 1 })}`,
      'Evacuate HAA 1 off the map',
      `Pursue with HAA 1 into ${names.hex({ col: 1, row: 1 })}`,
      'Pick the arriving units: 1/1 and 1/2',
      `Drop an air supply marker on ${names.hex({ col: 1, row: 1 })}`,
      `Use the air supply in ${names.hex({ col: 1, row: 1 })}: its disrupted units regroup`,
      `HAA 1: build a roadblock in ${names.hex(state.units['BR-01'].hex ?? { col: 0, row: 0 })}`,
    ]);
  });

  it('groups the legal actions by unit and by hex, and finds them by words', () => {
    const attackAt = golden.actions.findIndex((a) => a.type === 'attack');
    const state = timeline.stateAt(attackAt);
    const grouped = groupIntents(state, names);
    expect(grouped.all.map((i) => i.action)).toEqual(legalActions(state));
    for (const intent of grouped.all) {
      for (const id of intent.units) expect(grouped.byUnit.get(id)).toContain(intent);
      for (const hex of intent.hexes) expect(grouped.byHex.get(hexKey(hex))).toContain(intent);
    }
    expect(grouped.general.map((i) => i.label)).toEqual(['End the Ground Attack Phase']);
    const attack = golden.actions[attackAt];
    if (attack.type !== 'attack') throw new Error('not an attack');
    const found = searchIntents(grouped.all, `attack ${names.hex(attack.defenderHex)}`);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((i) => i.action.type === 'attack')).toBe(true);
    expect(found.map((i) => i.action)).toContainEqual(attack);
    expect(searchIntents(grouped.all, '')).toHaveLength(grouped.all.length);
  });

  it('says which units could still move or attack before the phase ends', () => {
    const firstMove = golden.actions.findIndex((a) => a.type === 'moveTo');
    const state = timeline.stateAt(firstMove);
    const side = state.board.sides[state.player].id;
    const obvious = obviousActions(state, side);
    const movers = [...new Set(legalActions(state).flatMap((a) => (a.type === 'moveTo' ? [a.unitId] : [])))];
    expect(obvious.units.filter((u) => u.could === 'move').map((u) => u.unitId).sort()).toEqual(movers.sort());
    expect(obvious.summary).toMatch(/^\d+ units? could still move/);
    const other = state.board.sides.find((s) => s.id !== side);
    expect(obviousActions(state, other?.id ?? '')).toEqual({ units: [], summary: null });
    // The end of the phase: the bot moved everything it wanted to; what is left is what the question lists.
    const endMove = golden.actions.findIndex((a, i) => i > firstMove && a.type === 'endPhase');
    const late = obviousActions(timeline.stateAt(endMove), side);
    expect(late.units.length).toBeLessThan(obvious.units.length);
    const attackAt = golden.actions.findIndex((a) => a.type === 'attack');
    const attacks = obviousActions(timeline.stateAt(attackAt), timeline.stateAt(attackAt).board.sides[timeline.stateAt(attackAt).player].id);
    expect(attacks.units.every((u) => u.could === 'attack')).toBe(true);
    expect(attacks.summary).toMatch(/could still attack\.$/);
    expect(obviousActions(timeline.current, side)).toEqual({ units: [], summary: null });
  });
});
