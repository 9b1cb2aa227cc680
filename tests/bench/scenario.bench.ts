import { performance } from 'node:perf_hooks';
import { emptyDocument, makeSide, type DieTable, type ScenarioDocument, type TableRow } from '../../src-shared/model';
import { previewArrivals } from '../../src-shared/scenario/arrival-preview';
import { checkScenario } from '../../src-shared/validate';
import { median, round, type Row } from './measure';

/** A scenario with `contingents` reinforcement contingents brought by one 2d6 table over `turns` turns (rows that
 *  deploy each contingent once, plus strikes and CP results), and `units` units set up in areas on a side×side map. */
function benchScenario(side: number, turns: number, contingents: number, units: number): ScenarioDocument {
  const doc = emptyDocument();
  doc.map = { ...doc.map, cols: side, rows: side };
  doc.sides = [makeSide({ id: 'a', name: 'A', colour: '#aa0000', role: 'airborne', setupOrder: 2 }), makeSide({ id: 'b', name: 'B', colour: '#0000aa', role: 'defender', setupOrder: 1 })];
  for (let i = 0; i < side * side; i += 3) doc.hexes.push({ col: i % side, row: Math.floor(i / side), terrain: i % 2 ? 'jungle' : 'town', elevation: 0 });
  doc.unitTypes = [{ id: 'rifle', name: 'Rifle', unitClass: 'light infantry', sidc: 'SFGPUCI----D---', size: '•••', movementClass: 'foot', flags: [], stepModel: 'two-sided', steps: [{ label: 'e', combat: 3, range: 0, ma: 4 }, { label: 'd', combat: 1, range: 0, ma: 2 }] }];
  for (let c = 0; c < contingents; c++) doc.contingents.push({ id: `c${c}`, code: `C${c}`, name: '', sideId: 'a', colours: { background: '#cccccc', text: '#000000' } });
  doc.contingents.push({ id: 'garrison', code: 'G', name: '', sideId: 'b', colours: { background: '#cccccc', text: '#000000' } });
  for (let u = 0; u < units; u++) {
    const reinforcement = u < contingents * 4;
    doc.units.push({
      id: `u${u}`, designation: `${u}`, typeId: 'rifle', contingentId: reinforcement ? `c${u % contingents}` : 'garrison', hidden: false,
      setup: reinforcement ? { kind: 'reinforcement' } : { kind: 'area', area: u % 2 ? { kind: 'matching', terrain: ['town'], hexsides: [], features: [], adjacent: true } : { kind: 'edge', edge: 'south' } },
    });
  }
  for (let t = 1; t <= turns; t++) doc.turns.push({ id: `t${t}`, index: t, label: `${t}`, date: '', timeOfDay: t % 3 ? 'day' : 'night', night: t % 3 === 0, cp: { a: 3, b: 2 }, notes: '' });
  const rows: TableRow[] = [];
  for (let r = 2; r <= 12; r++) {
    const c = (r - 2) % (contingents + 1);
    rows.push({
      from: r, to: r,
      outcomes: c < contingents
        ? [{ effect: { kind: 'deploy', units: { kind: 'contingents', contingentIds: [`c${c}`] }, entry: { method: 'ground', areas: [{ kind: 'edge', edge: 'north' }], mayDelay: false } }, when: [], onceOnly: true, otherwise: { kind: 'strikes', strikeKind: 'air', count: 1, notAtNight: true } }]
        : [{ effect: { kind: 'cp', amount: -1 }, when: [{ kind: 'occupies', sideId: 'b', hexes: [], atLeast: 1 }], onceOnly: false }],
    });
  }
  const table: DieTable = { id: 'main', name: 'Main', sideId: 'a', use: 'reinforcement', dice: '2d6', firstTurn: 2, modifiers: [{ value: 1, when: [{ kind: 'turn', from: 10 }] }], rows, note: '' };
  doc.dieTables = [table];
  return doc;
}

function time(work: () => void, runs: number): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    work();
    times.push(performance.now() - start);
  }
  return median(times);
}

export function scenarioBench(smoke: boolean): Row[] {
  const side = smoke ? 40 : 200;
  const big = benchScenario(side, smoke ? 6 : 20, smoke ? 3 : 8, smoke ? 60 : 600);
  const rows: Row[] = [{ name: `scenario.check_${side}x${side}_ms`, value: round(time(() => checkScenario(big), smoke ? 2 : 5), 1), unit: 'ms' }];
  const preview = benchScenario(20, smoke ? 6 : 20, smoke ? 3 : 8, 40);
  rows.push({ name: `scenario.preview_${smoke ? 3 : 8}_contingents_ms`, value: round(time(() => previewArrivals(preview), smoke ? 2 : 3), 1), unit: 'ms' });
  return rows;
}
