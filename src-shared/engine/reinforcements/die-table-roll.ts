// Rules 16.4.
/**
 * Rolling a die-roll table (16.4): the dice, every modifier whose conditions hold (each with its cause), the
 * modified result and the row it reads. A result beyond every row reads the nearest row (the lowest on a tie).
 */
import type { DieTable } from '../../model';
import { rowIndexFor, rowSpan } from '../../scenario/table-rows';
import { allHold, describeConditions } from '../scenario/conditions';
import type { TableModifier } from '../core/events-scenario';
import { rollText, type Work } from '../core/work';

export type TableRoll = { readonly rowIndex: number; readonly modified: number };

/** Rolls the table with the game dice and logs a `table-rolled` event; rowIndex -1 when the table has no rows. */
export function rollTableDice(work: Work, table: DieTable, sideId: string): TableRoll {
  const before = work.state;
  const { total, faces } = rollText(work, table.dice);
  const modifiers: TableModifier[] = table.modifiers.map((m) => ({
    value: m.value,
    cause: describeConditions(before, m.when),
    applies: allHold(before, m.when),
  }));
  const modified = total + modifiers.reduce((sum, m) => sum + (m.applies ? m.value : 0), 0);
  const rowIndex = rowIndexFor(table.rows, modified);
  const read = rowIndex >= 0 ? table.rows[rowIndex] : null;
  const span = read && rowSpan(read);
  work.events.push({
    type: 'table-rolled',
    tableId: table.id,
    table: table.name,
    side: sideId,
    dice: table.dice,
    faces,
    natural: total,
    modifiers,
    modified,
    row: read ? (read.from === read.to ? `${read.from}` : `${read.from}–${read.to}`) : 'none',
    rowIndex,
    nearest: span !== null && (modified < span.from || modified > span.to),
    rule: '16.4',
  });
  return { rowIndex, modified };
}
