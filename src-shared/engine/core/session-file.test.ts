import { describe, expect, it } from 'vitest';
import '../testing/test-guards';
import { bundledScenario } from '../../../tests/support/bundled-scenarios';
import { ACTION_TYPES, type Action } from './actions';
import { prepareScenario, scenarioGame } from '../bots';
import { replay, stateHash } from './session';
import { parseSessionFile, sessionFileText, sessionOf } from './session-file';

const hex = { col: 1, row: 2 };
/** One of every engine action, with every optional field. */
const EXAMPLES: Action[] = [
  { type: 'endPhase', side: 'axis' },
  { type: 'move', unitId: 'u', path: [hex, { col: 1, row: 3 }] },
  { type: 'moveTo', unitId: 'u', to: hex },
  { type: 'fastMove', unitId: 'u' },
  { type: 'attack', attackers: ['a'], defenderHex: hex, ranged: ['r'], exchangeUnit: 'a', retreatPaths: { d: [hex] } },
  { type: 'pursue', unitId: 'u', path: [hex] },
  { type: 'regroup', unitId: 'u' },
  { type: 'choose', decisionId: '1.axis.1', options: [0, 2] },
  { type: 'pickUnits', decisionId: '1.axis.2', unitIds: ['u', 'v'] },
  { type: 'enter', unitId: 'u', hex },
  { type: 'evacuate', unitId: 'u' },
  { type: 'commitStrikes', kind: 'air', targets: [{ hex, strikeIds: ['s1'] }] },
  { type: 'placeDropZone', hex },
  { type: 'airdrop', unitId: 'u', hex },
  { type: 'submitArrivalPlan', side: 'axis', order: ['c1', 'c2'] },
  { type: 'sealArrivalOrder', side: 'axis', order: ['u', 'v'] },
  { type: 'sealArrivalOrder', side: 'allies' },
  { type: 'demolish', unitId: 'u', target: { hex } },
  { type: 'demolish', unitId: 'u', target: { hexside: '2,2:1' }, side: 'axis' },
  { type: 'buildRoadblock', unitId: 'u' },
  { type: 'repairBridge', unitId: 'u', hexside: '2,2:1' },
  { type: 'buildBridge', unitId: 'u', hexside: '2,2:1' },
  { type: 'dropSupplies', hex },
  { type: 'useAirSupply', hex },
  { type: 'repairRefinery', unitId: 'u' },
  { type: 'napalmStrike', strikeId: 's1', hex },
  { type: 'declareBanzai', leaderId: 'l', unitIds: ['u', 'v'] },
  { type: 'fireStarshell', hex },
  { type: 'fireCanister', unitId: 'u', hexes: [hex, { col: 1, row: 3 }] },
  { type: 'clearObstacle', obstacle: '2,3:1', unitIds: ['u', 'v'] },
  { type: 'load', unitId: 'u', carrierId: 'v' },
  { type: 'unload', unitId: 'u', side: 'axis' },
];

const header = { format: 'atoll-session', version: 1, scenario: { file: 'x.atoll.json' }, placements: [], seed: 1 };
const problems = (value: unknown) => {
  const parsed = parseSessionFile(typeof value === 'string' ? value : JSON.stringify(value));
  return parsed.ok ? [] : parsed.problems;
};

describe('session files', () => {
  it('every engine action has a schema, and reads back as written', () => {
    expect(new Set(EXAMPLES.map((a) => a.type))).toEqual(new Set(ACTION_TYPES));
    const text = sessionFileText({ note: 'examples', scenario: { file: 'x.atoll.json' }, placements: [{ unitId: 'u', hex }], seed: 'seed', actions: EXAMPLES, finalHash: '0123456789abcdef' });
    const parsed = parseSessionFile(text);
    expect(parsed.ok && parsed.file.actions).toEqual(EXAMPLES);
    expect(parsed.ok && parsed.file).toMatchObject({ note: 'examples', seed: 'seed', finalHash: '0123456789abcdef', placements: [{ unitId: 'u', hex }] });
    // One action per line, so a changed replay diffs line by line.
    expect(text.split('\n').filter((line) => line.trimStart().startsWith('{"type"'))).toHaveLength(EXAMPLES.length);
  });

  it('is written at version 1 unless it holds an arrival order, which needs version 2 (and a version-1 file holding one is refused)', () => {
    const file = (actions: readonly Action[]) => JSON.parse(sessionFileText({ scenario: { file: 'x.atoll.json' }, placements: [], seed: 1, actions })) as { version: number };
    expect(file([{ type: 'endPhase' }]).version).toBe(1);
    expect(file([{ type: 'sealArrivalOrder', side: 'axis' }, { type: 'endPhase' }]).version).toBe(2);
    expect(problems({ ...header, actions: [{ type: 'sealArrivalOrder', side: 'axis' }] })).toEqual([
      { path: '$.actions[0].type', message: 'Type: a sealArrivalOrder action needs a session file of version 2 or later' },
    ]);
    expect(problems({ ...header, version: 2, actions: [{ type: 'sealArrivalOrder', side: 'axis' }] })).toEqual([]);
    expect(problems({ ...header, version: 3, actions: [] })[0].message).toMatch(/newer Atoll/);
  });

  it('a played game written out and read back replays to its hash', () => {
    const scenario = prepareScenario(bundledScenario('palembang'));
    const played = scenarioGame(scenario, { seed: 2, bots: 'greedy' });
    const text = sessionFileText({ scenario: scenario.doc, placements: played.session.setup.placements, seed: 2, actions: played.session.actions, finalHash: played.hash });
    const parsed = parseSessionFile(text);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
    expect(stateHash(replay(sessionOf(parsed.file, scenario.doc)))).toBe(played.hash);
  });

  it('says what is wrong with a bad file, with the JSON path', () => {
    expect(problems('{"format": ')[0]).toMatchObject({ path: '$', message: expect.stringMatching(/^not valid JSON/) as string });
    expect(problems([1, 2])).toEqual([{ path: '$.format', message: 'not an Atoll session (expected "format": "atoll-session")' }]);
    expect(problems({ format: 'atoll-scenario' })[0].path).toBe('$.format');
    expect(problems({ ...header }).map((p) => p.path)).toEqual(['$.actions']);
    expect(problems({ ...header, version: 3, actions: [] }).map((p) => p.path)).toEqual(['$.version']);
    expect(problems({ ...header, actions: [{ type: 'teleport', unitId: 'u' }] }).map((p) => p.path)).toEqual(['$.actions[0].type']);
    expect(problems({ ...header, actions: [{ type: 'moveTo', unitId: 'u', to: { col: -1, row: 0 } }] }).map((p) => p.path)).toEqual(['$.actions[0].to.col']);
    expect(problems({ ...header, actions: [{ type: 'endPhase', extra: 1 }] }).map((p) => p.path)).toEqual(['$.actions[0]']);
    expect(problems({ ...header, actions: [], finalHash: 'xyz' }).map((p) => p.path)).toEqual(['$.finalHash']);
    expect(problems({ ...header, actions: [], seed: 1.5 }).map((p) => p.path)).toEqual(['$.seed']);
    expect(problems({ ...header, scenario: { title: 'no format' }, actions: [] }).map((p) => p.path)).toEqual(['$.scenario']);
    expect(problems({ ...header, actions: [] })).toEqual([]);
  });
});
