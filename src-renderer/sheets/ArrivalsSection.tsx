import { observer } from 'mobx-react-lite';
import type { Arrival } from '../../src-shared/model';
import { CommitField } from '../components/CommitField';
import { NumberField, Section, SelectField } from '../components/fields';
import { isFolded, setFolded } from '../components/Section';
import type { DocumentStore } from '../stores/document-store';
import { deleteRecords, freshId, pathAttrs, putRecord } from './edit';
import { EntryEditor } from './EntryEditor';
import { SelectorEditor } from './SelectorEditor';

type Props = { project: DocumentStore; report: (m: string) => void };

/** Scheduled reinforcements: on turn N these units of this side arrive this way. */
export const ArrivalsSection = observer(function ArrivalsSection({ project, report }: Props) {
  const arrivals = project.list('arrivals').sort((a, b) => a.turn - b.turn || a.id.localeCompare(b.id));
  const sides = project.list('sides').map((s) => ({ value: s.id, label: s.name }));
  const put = (a: Arrival, what: string) => putRecord(project, `${what} of arrival on turn ${a.turn}`, 'arrivals', a);
  const add = () => {
    const contingent = project.list('contingents')[0];
    if (!contingent) return report('Add a contingent first');
    void putRecord(project, 'Add scheduled arrival', 'arrivals', {
      id: freshId(project, 'arrivals', 'arrival'), sideId: contingent.sideId, turn: 1, note: '',
      units: { kind: 'contingents', contingentIds: [contingent.id] },
      entry: { method: 'ground', areas: [{ kind: 'edge', edge: 'north' }], mayDelay: false },
    });
  };
  const foldKey = (a: Arrival) => `arrival:${a.id}`;
  const allFolded = arrivals.length > 0 && arrivals.every((a) => isFolded(foldKey(a)));
  const sideName = new Map(project.list('sides').map((s) => [s.id, s.name]));
  const actions = (
    <>
      {arrivals.length > 1 && (
        <button data-testid="arrivals-fold" onClick={() => arrivals.forEach((a) => setFolded(foldKey(a), !allFolded))}>
          {allFolded ? 'Expand all arrivals' : 'Collapse all arrivals'}
        </button>
      )}
      <button data-testid="arrival-add" onClick={add}>Add arrival</button>
    </>
  );
  return (
    <Section title={`Scheduled arrivals (${arrivals.length})`} testId="arrivals-section" actions={actions}>
      {arrivals.length === 0 && <p className="muted">No scheduled arrivals.</p>}
      <div className="card-list">
        {arrivals.map((a, i) => {
          const folded = isFolded(foldKey(a));
          const toggle = (
            <button className="card-toggle" aria-expanded={!folded} title={folded ? 'Expand this arrival' : 'Collapse this arrival'} onClick={() => setFolded(foldKey(a), !folded)}>
              {folded ? '▸' : '▾'}
            </button>
          );
          if (folded)
            return (
              <div key={a.id} className="card folded" data-testid={`arrival-${i}`} data-fold={foldKey(a)} {...pathAttrs(project, 'arrivals', a.id)}>
                <div className="card-summary">
                  {toggle}
                  <button className="link card-summary-text" onClick={() => setFolded(foldKey(a), false)}>
                    <strong>Turn {a.turn}</strong> · {sideName.get(a.sideId) ?? 'no side'}
                    {a.note && <span className="muted"> · {a.note}</span>}
                  </button>
                </div>
              </div>
            );
          return (
          <div key={a.id} className="card" data-testid={`arrival-${i}`} data-fold={foldKey(a)} {...pathAttrs(project, 'arrivals', a.id)}>
            <div className="field-row">
              {toggle}
              <NumberField label="Turn" value={a.turn} min={1} max={999} report={report} testId={`arrival-${i}-turn`} onCommit={(turn) => put({ ...a, turn: turn ?? 1 }, 'Turn')} />
              <SelectField label="Side" value={a.sideId} options={sides} onChange={(sideId) => put({ ...a, sideId }, 'Side')} />
              <CommitField label="Note" value={a.note} onCommit={(note) => put({ ...a, note }, 'Note')} />
              <button className="link danger" onClick={() => void deleteRecords(project, `Delete arrival on turn ${a.turn}`, 'arrivals', [a.id])}>
                delete
              </button>
            </div>
            <SelectorEditor project={project} sideId={a.sideId} selector={a.units} testId={`arrival-${i}-units`} report={report} onChange={(units) => put({ ...a, units }, 'Units')} />
            <EntryEditor project={project} sideId={a.sideId} entry={a.entry} testId={`arrival-${i}-entry`} report={report} onChange={(entry) => put({ ...a, entry }, 'Entry')} />
          </div>
          );
        })}
      </div>
    </Section>
  );
});
