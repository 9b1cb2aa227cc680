import { observer } from 'mobx-react-lite';
import type { Turn } from '../../src-shared/model';
import { CommitField } from '../components/CommitField';
import { CheckField, NumberField, Section, SelectField } from '../components/fields';
import type { Question } from '../stores/app-store';
import type { DocumentStore } from '../stores/document-store';
import { byIndex, deleteRecords, freshId, pathAttrs, putRecord, sidesInOrder } from './edit';
import { TurnGenerator } from './TurnGenerator';
import { CommandPointsSwitch, usesCommandPoints } from './CommandPointsSwitch';

type Props = { project: DocumentStore; report: (m: string) => void; ask: (question: Question) => Promise<string> };

const TIMES: { value: Turn['timeOfDay']; label: string }[] = [
  { value: 'morning', label: 'Morning' },
  { value: 'afternoon', label: 'Afternoon' },
  { value: 'evening', label: 'Evening' },
  { value: 'night', label: 'Night' },
  { value: 'day', label: 'Day' },
];

/** The turn record track: one row per turn, command points per side in columns (none when the scenario has no CP). */
export const TurnsSheet = observer(function TurnsSheet({ project, report, ask }: Props) {
  const sides = sidesInOrder(project);
  const cpSides = usesCommandPoints(project) ? sides : [];
  const turns = project.list('turns').sort(byIndex);
  const put = (t: Turn, what: string) => putRecord(project, `${what} of turn ${t.label || t.index}`, 'turns', t);
  const add = () => {
    const last = turns[turns.length - 1];
    const index = (last?.index ?? 0) + 1;
    void putRecord(project, 'Add turn', 'turns', {
      id: freshId(project, 'turns', 'turn'), index, label: String(index), date: last?.date ?? '', timeOfDay: 'day', night: false,
      cp: last ? { ...last.cp } : Object.fromEntries(cpSides.map((s) => [s.id, 0])), notes: '',
    });
  };
  const deleteAll = async () => {
    const n = turns.length;
    const due = project.list('arrivals').length;
    const answer = await ask({
      title: 'Delete all turns',
      message: `Delete all ${n} turn${n === 1 ? '' : 's'} of the turn record track?${due ? ` ${due} scheduled arrival${due === 1 ? '' : 's'} will wait for turns that are no longer there.` : ''} Undo brings them back.`,
      choices: [{ id: 'delete', label: `Delete ${n} turn${n === 1 ? '' : 's'}`, style: 'danger' }, { id: 'cancel', label: 'Cancel', style: 'primary' }],
      cancel: 'cancel',
    });
    if (answer === 'delete') void deleteRecords(project, `Delete all ${n} turns`, 'turns', turns.map((t) => t.id));
  };
  return (
    <div className="sheet" data-testid="turns-sheet">
      <Section
        title="Turn record track"
        testId="turns-section"
        actions={
          <>
            <button data-testid="turn-add" onClick={add}>Add turn</button>
            {turns.length > 0 && (
              <button className="danger" data-testid="turns-delete-all" onClick={() => void deleteAll()}>
                Delete all
              </button>
            )}
          </>
        }
      >
        <CommandPointsSwitch project={project} />
        <table className="sheet-table turns-table">
          <thead>
            <tr>
              <th>#</th>
              <th>Label</th>
              <th>Date</th>
              <th>Time of day</th>
              <th>Night</th>
              {cpSides.map((s) => (
                <th key={s.id}>CP {s.name}</th>
              ))}
              <th>Notes</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {turns.map((t, i) => (
              <tr key={t.id} className={t.night ? 'night' : ''} data-testid={`turn-${i}`} {...pathAttrs(project, 'turns', t.id)}>
                <td className="narrow">{t.index}</td>
                <td>
                  <CommitField label="" value={t.label} testId={`turn-${i}-label`} onCommit={(label) => put({ ...t, label }, 'Label')} />
                </td>
                <td>
                  <CommitField label="" value={t.date} onCommit={(date) => put({ ...t, date }, 'Date')} />
                </td>
                <td>
                  <SelectField
                    label=""
                    value={t.timeOfDay}
                    options={TIMES}
                    onChange={(timeOfDay) => put({ ...t, timeOfDay, night: timeOfDay === 'night' || (t.timeOfDay !== 'night' && t.night) }, 'Time of day')}
                  />
                </td>
                <td>
                  <CheckField label="" value={t.night} testId={`turn-${i}-night`} onChange={(night) => put({ ...t, night }, 'Night')} />
                </td>
                {cpSides.map((s, j) => (
                  <td key={s.id} className="narrow">
                    <NumberField
                      label=""
                      value={t.cp[s.id]}
                      min={0}
                      max={99}
                      optional
                      report={report}
                      testId={`turn-${i}-cp-${j}`}
                      onCommit={(n) => {
                        const cp = { ...t.cp };
                        if (n === undefined) delete cp[s.id];
                        else cp[s.id] = n;
                        void put({ ...t, cp }, `CP of ${s.name}`);
                      }}
                    />
                  </td>
                ))}
                <td>
                  <CommitField label="" value={t.notes} maxLength={20_000} onCommit={(notes) => put({ ...t, notes }, 'Notes')} />
                </td>
                <td>
                  <button className="link danger" title="Delete turn" onClick={() => void deleteRecords(project, `Delete turn ${t.label || t.index}`, 'turns', [t.id])}>
                    ✕
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {turns.length === 0 && <p className="muted">No turns yet: add them one by one or generate them from a pattern.</p>}
      </Section>
      <TurnGenerator project={project} report={report} />
    </div>
  );
});
