import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { Strike } from '../../src-shared/model';
import { CommitField } from '../components/CommitField';
import { CheckField, NumberField, Section, SelectField } from '../components/fields';
import { CounterPreview } from '../counters/CounterPreview';
import type { DocumentStore } from '../stores/document-store';
import { deleteRecords, freshId, pathAttrs, putRecord, sidesInOrder } from './edit';

type Props = { project: DocumentStore; report: (m: string) => void };

export const StrikesSection = observer(function StrikesSection({ project, report }: Props) {
  const sides = sidesInOrder(project);
  const strikes = project.list('strikes').sort((a, b) => a.sideId.localeCompare(b.sideId) || a.id.localeCompare(b.id));
  const [shown, setShown] = useState<string | null>(null);
  const previewed = strikes.find((s) => s.id === shown) ?? strikes[0];
  const put = (s: Strike, what: string) => putRecord(project, `${what} of ${s.kind === 'air' ? 'airstrike' : 'naval gunfire'} ${s.label || s.id}`, 'strikes', s);
  const add = (kind: Strike['kind']) => {
    if (!sides[0]) return report('Add a side first');
    const id = freshId(project, 'strikes', kind === 'air' ? 'air' : 'naval');
    void putRecord(project, kind === 'air' ? 'Add airstrike' : 'Add naval gunfire', 'strikes', {
      id, sideId: sides[0].id, kind, strength: kind === 'air' ? 6 : 8, label: '', initial: false,
      availability: kind === 'air' ? 'arrivalTurn' : 'restOfGame', shotDown: 'eliminated',
    });
  };
  return (
    <Section
      title="Airstrikes and naval gunfire"
      testId="strikes-section"
      actions={
        <>
          <button data-testid="strike-add-air" onClick={() => add('air')}>Add airstrike</button>
          <button data-testid="strike-add-naval" onClick={() => add('naval')}>Add naval gunfire</button>
        </>
      }
    >
      {strikes.length === 0 ? (
        <p className="muted">No strike markers.</p>
      ) : (
        <table className="sheet-table">
          <thead>
            <tr>
              <th>Kind</th>
              <th>Side</th>
              <th>Label</th>
              <th>Strength</th>
              <th>From the start</th>
              <th>Usable</th>
              <th>When shot down</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {strikes.map((s, i) => (
              <tr key={s.id} data-testid={`strike-${i}`} {...pathAttrs(project, 'strikes', s.id)} className={s.id === previewed?.id ? 'selected' : ''} onClick={() => setShown(s.id)}>
                <td>{s.kind === 'air' ? 'Airstrike' : 'Naval gunfire'}</td>
                <td>
                  <SelectField label="" value={s.sideId} options={sides.map((x) => ({ value: x.id, label: x.name }))} onChange={(sideId) => put({ ...s, sideId }, 'Side')} />
                </td>
                <td>
                  <CommitField label="" value={s.label} maxLength={40} onCommit={(label) => put({ ...s, label }, 'Label')} />
                </td>
                <td className="narrow">
                  <NumberField label="" value={s.strength} min={0} max={99} report={report} testId={`strike-${i}-strength`} onCommit={(n) => put({ ...s, strength: n ?? 0 }, 'Strength')} />
                </td>
                <td>
                  <CheckField label="" value={s.initial} onChange={(initial) => put({ ...s, initial }, 'Start')} />
                </td>
                <td>
                  <SelectField
                    label=""
                    value={s.availability}
                    options={[
                      { value: 'arrivalTurn', label: 'on its arrival turn' },
                      { value: 'restOfGame', label: 'for the rest of the game' },
                    ]}
                    onChange={(availability) => put({ ...s, availability }, 'Availability')}
                  />
                </td>
                <td>
                  <SelectField
                    label=""
                    value={s.shotDown}
                    options={[
                      { value: 'eliminated', label: 'gone for good' },
                      { value: 'replaced', label: 'returns when rolled again' },
                    ]}
                    onChange={(shotDown) => put({ ...s, shotDown }, 'Loss rule')}
                  />
                </td>
                <td>
                  <button className="link danger" title="Delete" onClick={() => void deleteRecords(project, 'Delete strike marker', 'strikes', [s.id])}>
                    ✕
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {previewed && <CounterPreview subject={{ kind: 'strike', strike: previewed, side: project.getRecord('sides', previewed.sideId) ?? null }} />}
    </Section>
  );
});
