import { parseDice } from '../dice/parseDice';
import type { Entry } from '../model/areas';
import type { DieTable } from '../model/arrivals';
import type { ScenarioDocument } from '../model/document';
import { formatPath } from '../model/integrity';
import { rangeText, rowSpan, tableEffects } from './table-rows';
import { reachableResults, type RangeContext } from './table-range';

export type TableContext = Pick<ScenarioDocument, 'dieTables' | 'turns' | 'features'>;
export type TableProblem = { rule: string; severity: 'error' | 'warning'; path: string; message: string };

type Path = (string | number)[];

export function rangeContext(doc: Pick<ScenarioDocument, 'turns' | 'features'>): RangeContext {
  const objectives = new Set(doc.features.filter((f) => f.type === 'objective').map((f) => `${f.hex.col},${f.hex.row}`));
  return { track: doc.turns.map((t) => ({ index: t.index, night: t.night })), objectiveCount: objectives.size };
}

/** The tables a table can roll on: `rollOn` effects and entry tables of its deploys. */
export function tablesRolledBy(table: DieTable): { tableId: string; path: Path }[] {
  const out: { tableId: string; path: Path }[] = [];
  for (const { effect, path } of tableEffects(table)) {
    if (effect.kind === 'rollOn') out.push({ tableId: effect.tableId, path: [...path, 'tableId'] });
    if (effect.kind === 'deploy' && effect.entry.entryTableId) out.push({ tableId: effect.entry.entryTableId, path: [...path, 'entry', 'entryTableId'] });
  }
  return out;
}

/** The shortest chain of rolls from `start` back to itself, as table ids, or null. */
function cycleThrough(start: DieTable, byId: Map<string, DieTable>): string[] | null {
  const previous = new Map<string, string>();
  const queue = [start.id];
  while (queue.length > 0) {
    const id = queue.shift() as string;
    const table = byId.get(id);
    if (!table) continue;
    for (const { tableId } of tablesRolledBy(table)) {
      if (tableId === start.id) {
        const chain = [id];
        for (let at = id; at !== start.id; ) chain.unshift((at = previous.get(at) as string));
        return [...chain, start.id];
      }
      if (!previous.has(tableId) && byId.has(tableId)) {
        previous.set(tableId, id);
        queue.push(tableId);
      }
    }
  }
  return null;
}

function entryHasWay(entry: Entry): boolean {
  return entry.method !== 'ground' || entry.areas.length > 0 || entry.entryTableId !== undefined;
}

function coverageProblems(table: DieTable, doc: TableContext, at: Path): TableProblem[] {
  const problems: TableProblem[] = [];
  const rows = table.rows.map(rowSpan);
  const reach = reachableResults(table, rangeContext(doc));
  if (!reach || rows.length === 0) return problems;
  const spanLow = Math.min(...rows.map((r) => r.from));
  const spanHigh = Math.max(...rows.map((r) => r.to));
  const possible = reach.runs.map((r) => rangeText(r.from, r.to)).join(', ');
  const uncovered: { from: number; to: number; outside: boolean }[] = [];
  for (const run of reach.runs)
    for (let v = run.from; v <= run.to; v++) {
      if (rows.some((r) => v >= r.from && v <= r.to)) continue;
      const outside = v < spanLow || v > spanHigh;
      const last = uncovered[uncovered.length - 1];
      if (last && last.to === v - 1 && last.outside === outside) last.to = v;
      else uncovered.push({ from: v, to: v, outside });
    }
  const note = reach.approximate ? ' (the range allows every modifier on or off: too many combinations to list exactly)' : '';
  for (const gap of uncovered)
    problems.push(
      gap.outside
        ? {
            rule: 'table-uncovered', severity: 'warning', path: formatPath([...at, 'rows']),
            message: `table "${table.name}": result ${rangeText(gap.from, gap.to)} is possible (results ${possible}${note}) but no row covers it; it counts as the nearest row`,
          }
        : {
            rule: 'table-gap', severity: 'error', path: formatPath([...at, 'rows']),
            message: `table "${table.name}": result ${rangeText(gap.from, gap.to)} is possible (results ${possible}${note}) but falls between rows`,
          },
    );
  return problems;
}

function overlapProblems(table: DieTable, at: Path): TableProblem[] {
  const problems: TableProblem[] = [];
  const spans = table.rows.map(rowSpan);
  spans.forEach((a, i) =>
    spans.forEach((b, j) => {
      if (j <= i) return;
      const from = Math.max(a.from, b.from);
      const to = Math.min(a.to, b.to);
      if (from <= to)
        problems.push({
          rule: 'table-overlap', severity: 'error', path: formatPath([...at, 'rows', j]),
          message: `table "${table.name}": result ${rangeText(from, to)} is in row ${rangeText(a.from, a.to)} and in row ${rangeText(b.from, b.to)}`,
        });
    }),
  );
  return problems;
}

function effectProblems(table: DieTable, doc: TableContext, at: Path): TableProblem[] {
  const problems: TableProblem[] = [];
  const byId = new Map(doc.dieTables.map((t) => [t.id, t]));
  const add = (rule: string, path: Path, message: string) =>
    problems.push({ rule, severity: 'error', path: formatPath([...at, ...path]), message: `table "${table.name}": ${message}` });
  for (const { tableId, path } of tablesRolledBy(table)) {
    if (tableId === table.id) add('table-roll-self', path, 'a result rolls on this same table');
    else if (!byId.has(tableId)) add('table-roll-unknown', path, `a result rolls on table "${tableId}", which does not exist`);
  }
  const cycle = cycleThrough(table, byId);
  if (cycle && cycle.length > 2)
    add('table-roll-cycle', [], `rolling goes round in a circle: ${cycle.map((id) => `"${byId.get(id)?.name ?? id}"`).join(' → ')}`);
  for (const { effect, path } of tableEffects(table)) {
    if (effect.kind === 'deploy' && !entryHasWay(effect.entry))
      add('table-deploy-no-entry', [...path, 'entry'], 'units arriving by ground have no entry area and no entry table');
    if (effect.kind === 'choice' && effect.count > effect.options.length)
      add('table-choice-count', [...path, 'count'], `a choice of ${effect.count} from only ${effect.options.length} option(s)`);
  }
  return problems;
}

/** Everything wrong with one table, judged against the rest of the document. Paths use `index` when given, else
 *  the table's position in `doc.dieTables`. */
export function checkTable(doc: TableContext, table: DieTable, index = doc.dieTables.findIndex((t) => t.id === table.id)): TableProblem[] {
  const at: Path = ['dieTables', index >= 0 ? index : table.id];
  const problems: TableProblem[] = [];
  const parsed = parseDice(table.dice);
  if (!parsed.ok)
    problems.push({ rule: 'table-dice', severity: 'error', path: formatPath([...at, 'dice']), message: `table "${table.name}": ${parsed.error}` });
  if (table.rows.length === 0)
    problems.push({ rule: 'table-no-rows', severity: 'error', path: formatPath([...at, 'rows']), message: `table "${table.name}" has no rows` });
  table.rows.forEach((row, i) => {
    if (row.from > row.to)
      problems.push({
        rule: 'table-row-order', severity: 'error', path: formatPath([...at, 'rows', i]),
        message: `table "${table.name}": row ${row.from}–${row.to} starts after it ends`,
      });
  });
  if (table.use === 'reinforcement' && table.lastTurn !== undefined && table.lastTurn < table.firstTurn)
    problems.push({
      rule: 'table-turns', severity: 'error', path: formatPath([...at, 'lastTurn']),
      message: `table "${table.name}": the last turn (${table.lastTurn}) comes before the first (${table.firstTurn})`,
    });
  return [...problems, ...coverageProblems(table, doc, at), ...overlapProblems(table, at), ...effectProblems(table, doc, at)];
}
