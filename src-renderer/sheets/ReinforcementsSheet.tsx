import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { DieTable } from '../../src-shared/model';
import { Section } from '../components/fields';
import type { DocumentStore } from '../stores/document-store';
import { ArrivalPreview } from './ArrivalPreview';
import { ArrivalOrdersSection } from './ArrivalOrdersSection';
import { ArrivalsSection } from './ArrivalsSection';
import { byName, deleteRecords, freshId, pathAttrs, putRecord } from './edit';
import { DieTableEditor } from './DieTableEditor';

type Props = { project: DocumentStore; report: (m: string) => void };

function newTable(id: string, sideId: string, n: number): DieTable {
  return {
    id, name: `Table ${n}`, sideId, use: 'reinforcement', dice: '1d6', firstTurn: 2, modifiers: [], note: '',
    rows: [{ from: 1, to: 6, outcomes: [{ effect: { kind: 'noEffect' }, when: [], onceOnly: false }] }],
  };
}

export const ReinforcementsSheet = observer(function ReinforcementsSheet({ project, report }: Props) {
  const tables = project.list('dieTables').sort(byName);
  const [chosen, setChosen] = useState<string | null>(null);
  const table = tables.find((t) => t.id === chosen) ?? tables[0];
  const add = () => {
    const side = project.list('sides')[0];
    if (!side) return report('Add a side first');
    const id = freshId(project, 'dieTables', 'table');
    void putRecord(project, 'Add die-roll table', 'dieTables', newTable(id, side.id, tables.length + 1));
    setChosen(id);
  };
  return (
    <div className="sheet" data-testid="reinforcements-sheet">
      <ArrivalsSection project={project} report={report} />
      <ArrivalOrdersSection project={project} report={report} />
      <Section
        title="Die-roll tables"
        testId="tables-section"
        actions={
          <>
            <button data-testid="table-add" onClick={add}>Add table</button>
            {table && (
              <button className="danger" onClick={() => void deleteRecords(project, `Delete table ${table.name}`, 'dieTables', [table.id])}>
                Delete table
              </button>
            )}
          </>
        }
      >
        {tables.length === 0 ? (
          <p className="muted">No tables. A table is rolled each turn (or from another table) and its result brings units, strikes or CP.</p>
        ) : (
          <div className="types-layout">
            <ul className="type-list" aria-label="Tables">
              {tables.map((t) => (
                <li key={t.id}>
                  <button className={t.id === table?.id ? 'active' : ''} data-testid={`table-item-${t.id}`} {...pathAttrs(project, 'dieTables', t.id, true)} onClick={() => setChosen(t.id)}>
                    {t.name}
                    <span className="muted"> {t.dice}</span>
                  </button>
                </li>
              ))}
            </ul>
            {table && <DieTableEditor key={table.id} project={project} table={table} report={report} />}
          </div>
        )}
      </Section>
      <ArrivalPreview project={project} />
    </div>
  );
});
