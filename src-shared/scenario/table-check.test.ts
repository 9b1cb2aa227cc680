import { describe, expect, it } from 'vitest';
import type { Condition } from '../model/areas';
import type { DieTable } from '../model/arrivals';
import type { Feature } from '../model/records';
import { checkTable, type TableContext } from './table-check';
import { modifierTotals, reachableResults } from './table-range';
import { deployContingents, modifier, noEffect, outcome, row, table, turn, type DeployEffect } from './test-tables';

const six = [row(1, 1, outcome(noEffect)), row(2, 5, outcome(noEffect)), row(6, 6, outcome(noEffect))];
const objective = (col: number): Feature => ({ id: `o${col}`, type: 'objective', hex: { col, row: 0 }, props: { vp: 5 } });

function ctx(tables: DieTable[], extra: Partial<TableContext> = {}): TableContext {
  return { dieTables: tables, turns: [1, 2, 3, 4].map((i) => turn(i, i === 3)), features: [], ...extra };
}
const check = (t: DieTable, others: DieTable[] = [], extra: Partial<TableContext> = {}) => checkTable(ctx([t, ...others], extra), t);
const rules = (t: DieTable, others: DieTable[] = [], extra: Partial<TableContext> = {}) => check(t, others, extra).map((p) => p.rule);

describe('reachable results', () => {
  const r = (t: DieTable, extra: Partial<TableContext> = {}) => reachableResults(t, { track: ctx([], extra).turns, objectiveCount: (extra.features ?? []).length });

  it('is the dice range when there are no modifiers', () => {
    expect(r(table('t', { dice: '2d6' }))?.runs).toEqual([{ from: 2, to: 12 }]);
    expect(r(table('t', { dice: '1d6/2+1' }))?.runs).toEqual([{ from: 1, to: 4 }]);
    expect(r(table('t', { dice: 'x' }))).toBeNull();
  });

  it('applies turn and night modifiers only on the turns they can meet', () => {
    // +1 from turn 3 and +2 at night: turn 3 is the only night turn, so +3 is reachable but +2 alone is not.
    const t = table('t', { modifiers: [modifier(1, { kind: 'turn', from: 3 }), modifier(2, { kind: 'night', night: true })] });
    expect(modifierTotals(t, { track: ctx([]).turns, objectiveCount: 0 }).totals).toEqual([0, 1, 3]);
    // rolled from turn 4 only: +1 always applies and it is never night
    expect(modifierTotals({ ...t, firstTurn: 4 }, { track: ctx([]).turns, objectiveCount: 0 }).totals).toEqual([1]);
  });

  it('treats contradictory conditions as never applying and arrival as free', () => {
    const arrived = (v: boolean): Condition => ({ kind: 'arrived', contingentId: 'c', arrived: v });
    const t = table('t', { modifiers: [modifier(-2, arrived(true)), modifier(5, arrived(false)), modifier(10, arrived(true), arrived(false))] });
    expect(modifierTotals(t, { track: [], objectiveCount: 0 }).totals).toEqual([-2, 5]);
  });

  it('limits occupied hexes by how many there are, shared between the sides', () => {
    const occ = (sideId: string, atLeast: number): Condition => ({ kind: 'occupies', sideId, hexes: [], atLeast });
    const t = table('t', { modifiers: [modifier(1, occ('a', 2)), modifier(10, occ('b', 2)), modifier(100, occ('a', 4))] });
    // three objectives: a and b cannot both hold two, and nobody holds four
    expect(modifierTotals(t, { track: [], objectiveCount: 3 }).totals).toEqual([0, 1, 10]);
    expect(modifierTotals(t, { track: [], objectiveCount: 4 }).totals).toEqual([0, 1, 10, 11, 101]);
    // no objectives: the conditions can never hold
    expect(modifierTotals(t, { track: [], objectiveCount: 0 }).totals).toEqual([0]);
  });

  it('leaves a hole when modifiers jump', () => {
    const t = table('t', { modifiers: [modifier(10, { kind: 'turn', from: 4 })] });
    expect(r(t)?.runs).toEqual([{ from: 1, to: 6 }, { from: 11, to: 16 }]);
  });
});

describe('checkTable', () => {
  it('accepts a complete 1d6 table', () => {
    expect(check(table('t', { rows: six }))).toEqual([]);
  });

  it('reports dice text that does not parse', () => {
    const [p] = check(table('t', { dice: '2x6', rows: six }));
    expect(p).toMatchObject({ rule: 'table-dice', severity: 'error', path: '$.dieTables[0].dice' });
  });

  it('reports rows that start after they end, and a table without rows', () => {
    expect(check(table('t', { rows: [...six, row(9, 7, outcome(noEffect))] }))).toContainEqual(
      expect.objectContaining({ rule: 'table-row-order', path: '$.dieTables[0].rows[3]' }),
    );
    expect(rules(table('t'))).toEqual(['table-no-rows']);
  });

  it('reports possible results beyond the rows (as warnings) and between rows (as errors)', () => {
    const t = table('t', { modifiers: [modifier(2, { kind: 'turn', from: 3 })], rows: [row(1, 2, outcome(noEffect)), row(5, 6, outcome(noEffect))] });
    const problems = check(t);
    expect(problems.map((p) => [p.rule, p.severity, p.message.match(/result (\S+)/)?.[1]])).toEqual([
      ['table-gap', 'error', '3–4'],
      ['table-uncovered', 'warning', '7–8'],
    ]);
    expect(problems[0].message).toContain('results 1–8');
  });

  it('reports each overlap with its values', () => {
    const problems = check(table('t', { rows: [row(1, 3, outcome(noEffect)), row(3, 6, outcome(noEffect)), row(6, 6, outcome(noEffect))] }));
    expect(problems.map((p) => [p.rule, p.path, p.message.match(/result (\S+)/)?.[1]])).toEqual([
      ['table-overlap', '$.dieTables[0].rows[1]', '3'],
      ['table-overlap', '$.dieTables[0].rows[2]', '6'],
    ]);
  });

  it('reports rolls on unknown tables, on itself and round in a circle', () => {
    const roll = (tableId: string) => [row(1, 6, outcome({ kind: 'rollOn', tableId }))];
    expect(check(table('t', { rows: roll('nope') }))[0]).toMatchObject({
      rule: 'table-roll-unknown', path: '$.dieTables[0].rows[0].outcomes[0].effect.tableId',
    });
    expect(rules(table('t', { rows: roll('t') }))).toEqual(['table-roll-self']);
    const a = table('a', { rows: roll('b') });
    const b = table('b', { use: 'subTable', rows: roll('c') });
    const c = table('c', { use: 'subTable', rows: roll('a') });
    const [cycle] = check(a, [b, c]);
    expect(cycle).toMatchObject({ rule: 'table-roll-cycle', path: '$.dieTables[0]' });
    expect(cycle.message).toContain('"a" → "b" → "c" → "a"');
    expect(rules(table('a', { rows: roll('b') }), [table('b', { rows: six })])).toEqual([]);
  });

  it('reports a ground deploy with nowhere to enter, also inside choices and fallbacks', () => {
    const nowhere: DeployEffect = { kind: 'deploy', units: { kind: 'contingents', contingentIds: ['c'] }, entry: { method: 'ground', areas: [], mayDelay: false } };
    const t = table('t', {
      rows: [
        row(1, 2, outcome(nowhere)),
        row(3, 4, outcome({ kind: 'choice', count: 1, options: [nowhere] })),
        row(5, 6, outcome(deployContingents('c'), [], { otherwise: nowhere })),
      ],
    });
    expect(check(t).map((p) => p.path)).toEqual([
      '$.dieTables[0].rows[0].outcomes[0].effect.entry',
      '$.dieTables[0].rows[1].outcomes[0].effect.options[0].entry',
      '$.dieTables[0].rows[2].outcomes[0].otherwise.entry',
    ]);
    const airdrop: DeployEffect = { ...nowhere, entry: { ...nowhere.entry, method: 'airdrop' } };
    const byTable: DeployEffect = { ...nowhere, entry: { ...nowhere.entry, entryTableId: 'edge' } };
    expect(rules(table('t', { rows: [row(1, 3, outcome(airdrop)), row(4, 6, outcome(byTable))] }), [table('edge', { use: 'subTable', rows: six })])).toEqual([]);
  });

  it('reports a choice of more options than it offers', () => {
    const [p] = check(table('t', { rows: [row(1, 6, outcome({ kind: 'choice', count: 3, options: [noEffect, noEffect] }))] }));
    expect(p).toMatchObject({ rule: 'table-choice-count', path: '$.dieTables[0].rows[0].outcomes[0].effect.count' });
  });

  it('uses the objectives to judge occupation modifiers', () => {
    const t = table('t', { rows: six, modifiers: [modifier(1, { kind: 'occupies', sideId: 's', hexes: [], atLeast: 2 })] });
    expect(rules(t)).toEqual([]);
    expect(rules(t, [], { features: [objective(1), objective(2)] })).toEqual(['table-uncovered']);
  });
});
