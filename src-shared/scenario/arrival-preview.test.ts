import { describe, expect, it } from 'vitest';
import { makeSide } from '../model/document';
import type { Condition, UnitSelector } from '../model/areas';
import type { Arrival, DieTable, Effect } from '../model/arrivals';
import type { Contingent, Turn, Unit } from '../model/records';
import { previewArrivals, type PreviewContext } from './arrival-preview';
import { deployContingents as deploy, modifier, noEffect, outcome, row, table, turn } from './test-tables';

const contingent = (id: string, sideId = 'side-1'): Contingent => ({ id, code: id, sideId, name: id, colours: { background: '#000000', text: '#ffffff' } });
const unitsOf = (id: string, n = 2): Unit[] =>
  Array.from({ length: n }, (_, i) => ({ id: `${id}-${i}`, designation: `${id}${i}`, typeId: 't', contingentId: id, setup: { kind: 'reinforcement' }, hidden: false }));
const arrived = (contingentId: string, value = true): Condition => ({ kind: 'arrived', contingentId, arrived: value });

function scenario(tables: DieTable[], contingentIds: string[], turns: Turn[], arrivals: Arrival[] = []): PreviewContext {
  return {
    turns,
    dieTables: tables,
    arrivals,
    contingents: contingentIds.map((id) => contingent(id)),
    units: contingentIds.flatMap((id) => unitsOf(id)),
    sides: [makeSide({ id: 'side-1', name: 'One', colour: '#000000', role: 'airborne', setupOrder: 1 })],
  };
}

/**
 * A deliberately plain simulator, sharing no code with the preview: it plays every sequence of die faces,
 * keeps the arrived units in a set, and counts the sequences in which each contingent has arrived by each turn.
 */
function bruteForce(doc: PreviewContext, dicePerTurn: number): Map<string, { arrived: bigint[]; complete: bigint[]; total: bigint }> {
  const turns = [...doc.turns].sort((a, b) => a.index - b.index);
  const length = dicePerTurn * turns.length;
  const tables = new Map(doc.dieTables.map((t) => [t.id, t]));
  const out = new Map(doc.contingents.map((c) => [c.id, { arrived: turns.map(() => 0n), complete: turns.map(() => 0n), total: 6n ** BigInt(length) }]));
  const faces = new Array<number>(length).fill(1);
  for (;;) {
    let cursor = 0;
    const inPlay = new Set<string>();
    const fired = new Set<string>();
    const has = (c: string) => doc.units.some((u) => u.contingentId === c && inPlay.has(u.id));
    const bring = (ids: string[]) => doc.units.filter((u) => ids.includes(u.contingentId)).forEach((u) => inPlay.add(u.id));
    const canBring = (ids: string[]) => doc.units.some((u) => ids.includes(u.contingentId) && !inPlay.has(u.id));
    const roll = (t: DieTable, now: Turn): void => {
      const [, count, sides] = /^(\d+)d(\d+)$/.exec(t.dice) ?? [];
      if (Number(sides) !== 6) throw new Error('the simulator rolls d6 only');
      let value = 0;
      for (let i = 0; i < Number(count); i++) value += faces[cursor++];
      const holds = (c: Condition) =>
        c.kind === 'turn' ? now.index >= c.from && (c.to === undefined || now.index <= c.to)
          : c.kind === 'night' ? now.night === c.night
            : c.kind === 'arrived' ? has(c.contingentId) === c.arrived
              : false;
      for (const m of t.modifiers) if (m.when.every(holds)) value += m.value;
      const low = Math.min(...t.rows.map((r) => r.from));
      const high = Math.max(...t.rows.map((r) => r.to));
      value = Math.min(high, Math.max(low, value));
      const r = t.rows.findIndex((x) => value >= x.from && value <= x.to);
      const chosen = t.rows[r].outcomes.map((o, i) => {
        const key = `${t.id}.${r}.${i}`;
        const happens = o.when.every(holds) && !(o.onceOnly && fired.has(key));
        if (happens && o.onceOnly) fired.add(key);
        return happens ? o.effect : o.otherwise;
      });
      const apply = (e: Effect | undefined): void => {
        if (!e) return;
        if (e.kind === 'deploy' && e.units.kind === 'contingents') bring(e.units.contingentIds);
        if (e.kind === 'rollOn') roll(tables.get(e.tableId) as DieTable, now);
        if (e.kind === 'choice')
          e.options.filter((x) => x.kind !== 'deploy' || (x.units.kind === 'contingents' && canBring(x.units.contingentIds))).slice(0, e.count).forEach(apply);
      };
      chosen.forEach(apply);
    };
    turns.forEach((now, n) => {
      for (const a of doc.arrivals) if (a.turn === now.index && a.units.kind === 'contingents') bring(a.units.contingentIds);
      for (const t of doc.dieTables) if (t.use === 'reinforcement' && now.index >= t.firstTurn && now.index <= (t.lastTurn ?? 999)) roll(t, now);
      for (const c of doc.contingents) {
        const counts = out.get(c.id);
        if (counts && has(c.id)) counts.arrived[n]++;
        if (counts && doc.units.filter((u) => u.contingentId === c.id).every((u) => inPlay.has(u.id))) counts.complete[n]++;
      }
    });
    let i = 0;
    while (i < length && faces[i] === 6) faces[i++] = 1;
    if (i === length) break;
    faces[i]++;
  }
  return out;
}

function reduced(num: bigint, den: bigint): string {
  let [a, b] = [num, den];
  while (b) [a, b] = [b, a % b];
  return a === den ? String(num / a) : `${num / a}/${den / a}`;
}

function expectMatchesBruteForce(doc: PreviewContext, dicePerTurn: number) {
  const preview = previewArrivals(doc);
  expect(preview.exceeded).toEqual([]);
  const expected = bruteForce(doc, dicePerTurn);
  for (const c of preview.contingents) {
    const counts = expected.get(c.contingentId);
    if (!counts) throw new Error(c.contingentId);
    expect(c.turns?.map((t) => t.arrived.exact), `${c.contingentId} arrived`).toEqual(counts.arrived.map((n) => reduced(n, counts.total)));
    expect(c.turns?.map((t) => t.complete.exact), `${c.contingentId} complete`).toEqual(counts.complete.map((n) => reduced(n, counts.total)));
  }
  return preview;
}

describe('previewArrivals against brute-force enumeration', () => {
  const four = [turn(1), turn(2), turn(3, true), turn(4)];

  it('1d6 over 4 turns: arrived conditions, once-only with a fallback, +1 from turn 3, −2 at night', () => {
    const t = table('main', {
      modifiers: [modifier(1, { kind: 'turn', from: 3 }), modifier(-2, { kind: 'night', night: true })],
      rows: [
        row(1, 1, outcome(deploy('A'))),
        row(2, 2, outcome(deploy('B'), [arrived('A')])),
        row(3, 3, outcome(deploy('C'), [], { onceOnly: true, otherwise: deploy('D') })),
        row(4, 5, outcome(noEffect)),
        row(6, 6, outcome(deploy('D')), outcome(deploy('A'), [arrived('D', false)])),
      ],
    });
    const preview = expectMatchesBruteForce(scenario([t], ['A', 'B', 'C', 'D'], four), 1);
    // 1, or 6 (D first, then A, since D had not arrived when the die was rolled)
    expect(preview.contingents[0].turns?.[0].arrived.exact).toBe('1/3');
  });

  it('2d6 over 3 turns, with a modifier that depends on an arrival', () => {
    const t = table('main', {
      dice: '2d6',
      modifiers: [modifier(2, arrived('A'))],
      rows: [
        row(2, 4, outcome(deploy('A'))),
        row(5, 9, outcome(noEffect)),
        row(10, 12, outcome(deploy('B'), [arrived('A', false)], { otherwise: deploy('C') })),
      ],
    });
    expectMatchesBruteForce(scenario([t], ['A', 'B', 'C'], four.slice(0, 3)), 2);
  });

  it('a sub-table rolled on some results, with its own once-only outcome and modifier', () => {
    const main = table('main', { rows: [row(1, 2, outcome({ kind: 'rollOn', tableId: 'sub' })), row(3, 3, outcome(deploy('A'))), row(4, 6, outcome(noEffect))] });
    const sub = table('sub', {
      use: 'subTable',
      modifiers: [modifier(1, arrived('A'))],
      rows: [row(1, 3, outcome(deploy('B'), [], { onceOnly: true, otherwise: deploy('C') })), row(4, 6, outcome(deploy('A')))],
    });
    expectMatchesBruteForce(scenario([main, sub], ['A', 'B', 'C'], four.slice(0, 3)), 2);
  });

  it('scheduled arrivals, a late first turn and a choice of the first option still possible', () => {
    const t = table('main', {
      firstTurn: 2,
      rows: [
        row(1, 3, outcome({ kind: 'choice', count: 1, options: [deploy('A'), deploy('B'), deploy('C')] })),
        row(4, 6, outcome(deploy('C'), [arrived('A')])),
      ],
    });
    const arrival: Arrival = {
      id: 'arr', sideId: 'side-1', turn: 3, note: '', units: { kind: 'contingents', contingentIds: ['A'] },
      entry: { method: 'ground', areas: [{ kind: 'edge', edge: 'west' }], mayDelay: false },
    };
    const preview = expectMatchesBruteForce(scenario([t], ['A', 'B', 'C'], four, [arrival]), 1);
    expect(preview.contingents[0].turns?.map((x) => x.arrived.exact)).toEqual(['0', '1/2', '1', '1']);
    expect(preview.assumptions.some((a) => a.includes('first 1 option'))).toBe(true);
  });
});

describe('previewArrivals', () => {
  it('Palembang, Allied table: the TC arrive by the second roll with chance 11/36', () => {
    const strike = (count: number): Effect => ({ kind: 'strikes', strikeKind: 'air', count, notAtNight: true });
    const allied = table('allied', {
      sideId: 'allies', firstTurn: 2, rows: [
        row(1, 1, outcome(deploy('TC'))),
        row(2, 2, outcome(deploy('2A'))),
        row(3, 3, outcome(strike(1))),
        row(4, 5, outcome(noEffect)),
        row(6, 6, outcome({ kind: 'cp', amount: -2 }, [{ kind: 'occupies', sideId: 'japan', hexes: [], atLeast: 2 }])),
      ],
    });
    const days = ['14', '15', '16'];
    const times = ['Morning', 'Afternoon', 'Night'] as const;
    const turns = Array.from({ length: 8 }, (_, i) =>
      turn(i + 1, times[i % 3] === 'Night', { label: `${days[Math.floor(i / 3)]} Feb 1942 ${times[i % 3]}` }));
    const doc: PreviewContext = {
      ...scenario([allied], [], turns),
      contingents: [contingent('TC', 'allies'), contingent('2A', 'allies'), contingent('SG', 'allies')],
      units: [...unitsOf('TC', 6), ...unitsOf('2A', 1), ...unitsOf('SG', 3).map((u) => ({ ...u, setup: { kind: 'rule', text: 'towns' } as const }))],
      sides: [
        makeSide({ id: 'japan', name: 'Japan', colour: '#aa0000', role: 'airborne', setupOrder: 2 }),
        makeSide({ id: 'allies', name: 'Allies', colour: '#0000aa', role: 'defender', setupOrder: 1 }),
      ],
    };
    const preview = previewArrivals(doc);
    const tc = preview.contingents.find((c) => c.contingentId === 'TC')?.turns ?? [];
    expect(tc.map((t) => t.arrived.exact)).toEqual(['0', '1/6', '11/36', '91/216', '671/1296', '4651/7776', '31031/46656', '201811/279936']);
    expect(tc[2]).toMatchObject({ index: 3, label: '14 Feb 1942 Night' });
    expect(tc[2].arrived.value).toBeCloseTo(11 / 36, 15);
    expect(preview.contingents.find((c) => c.contingentId === 'SG')?.turns?.every((t) => t.complete.exact === '1')).toBe(true);
    expect(preview.tables).toEqual([{ tableId: 'allied', sideId: 'allies', contingentIds: ['TC', '2A'] }]);
    expect(preview.assumptions).toContain('conditions on occupied hexes are taken as not met: play decides them');
  });

  it('Primosole, British table: a pick of seven from 4A and 151 the first time, the rest the next time', () => {
    const pick: UnitSelector = { kind: 'pick', contingentIds: ['4A', '151'], typeIds: [], count: '7' };
    const south: Arrival['entry'] = { method: 'ground', areas: [{ kind: 'edge', edge: 'south' }], mayDelay: true };
    const british = table('british', {
      firstTurn: 2,
      rows: [
        row(1, 2, outcome(deploy('1P'))),
        row(3, 4, outcome({ kind: 'deploy', units: pick, entry: south }, [], { onceOnly: true, otherwise: { ...deploy('4A', '151'), entry: south } })),
        row(5, 6, outcome(noEffect)),
      ],
    });
    const drop: Arrival = {
      id: 'drop', sideId: 'side-1', turn: 1, note: '', units: { kind: 'pick', contingentIds: ['1P'], typeIds: [], count: '1d6+12' },
      entry: { method: 'airdrop', areas: [], mayDelay: false },
    };
    const doc = { ...scenario([british], ['1P', '4A', '151'], [turn(1, true), turn(2), turn(3), turn(4)], [drop]), units: [...unitsOf('1P', 30), ...unitsOf('4A', 5), ...unitsOf('151', 5)] };
    const preview = previewArrivals(doc);
    const [p1, a4, b151] = preview.contingents.map((c) => c.turns ?? []);
    expect(p1.map((t) => [t.arrived.exact, t.complete.exact])).toEqual([['1', '0'], ['1', '1/3'], ['1', '5/9'], ['1', '19/27']]);
    expect(a4.map((t) => t.arrived.exact)).toEqual(['0', '1/3', '5/9', '19/27']);
    expect(b151.map((t) => t.complete.exact)).toEqual(['0', '0', '1/9', '7/27']);
    expect(preview.assumptions).toEqual(expect.arrayContaining([
      'table "british": a pick from several contingents counts as each of them arriving',
      'units that may be held back are taken to enter as soon as they may',
    ]));
  });

  it('a pick counts as the contingent having arrived, but not all of it', () => {
    const t = table('main', { rows: [row(1, 6, outcome({ kind: 'deploy', units: { kind: 'pick', contingentIds: ['A'], typeIds: [], count: '1d6' }, entry: { method: 'airdrop', areas: [], mayDelay: false } }))] });
    const [a] = previewArrivals(scenario([t], ['A'], [turn(1)])).contingents;
    expect(a.turns?.[0]).toMatchObject({ arrived: { exact: '1', value: 1 }, complete: { exact: '0', value: 0 } });
  });

  it('runs unrelated tables as separate chains', () => {
    const ids = Array.from({ length: 12 }, (_, i) => `C${i}`);
    const tables = ids.map((id) => table(`t-${id}`, { rows: [row(1, 3, outcome(deploy(id))), row(4, 6, outcome(noEffect))] }));
    const preview = previewArrivals(scenario(tables, ids, [turn(1), turn(2)]), { maxStates: 8 });
    expect(preview.exceeded).toEqual([]);
    expect(preview.contingents.every((c) => c.turns?.[1].arrived.exact === '3/4')).toBe(true);
  });

  it('reports a chain that outgrows the state limit instead of running on', () => {
    const ids = ['A', 'B', 'C', 'D'];
    const t = table('main', { rows: ids.map((id, i) => row(i + 1, i + 1, outcome(deploy(id)))).concat(row(5, 6, outcome(noEffect))) });
    const preview = previewArrivals(scenario([t], ids, [turn(1), turn(2), turn(3)]), { maxStates: 6 });
    expect(preview.exceeded).toEqual([{ tableIds: ['main'], contingentIds: ids, turnIndex: 2, states: 11, limit: 6 }]);
    expect(preview.contingents.every((c) => c.turns === null)).toBe(true);
  });

  it('stops rolls that go round in a circle and says so', () => {
    const a = table('a', { rows: [row(1, 6, outcome({ kind: 'rollOn', tableId: 'b' }))] });
    const b = table('b', { use: 'subTable', rows: [row(1, 5, outcome({ kind: 'rollOn', tableId: 'a' })), row(6, 6, outcome(deploy('A')))] });
    const preview = previewArrivals(scenario([a, b], ['A'], [turn(1)]));
    // a → b → a → b → a, then no deeper: b is rolled twice
    expect(preview.contingents[0].turns?.[0].arrived.exact).toBe('11/36');
    expect(preview.assumptions.some((x) => x.includes('4 tables deep'))).toBe(true);
  });
});
