import { observer } from 'mobx-react-lite';
import type { ScenarioInfo, Side } from '../../src-shared/model';
import { CommitField } from '../components/CommitField';
import type { DocumentStore } from '../stores/document-store';

const INFO_FIELDS: { key: keyof ScenarioInfo; label: string; multiline?: boolean }[] = [
  { key: 'title', label: 'Title' },
  { key: 'subtitle', label: 'Subtitle' },
  { key: 'startDate', label: 'First turn date' },
  { key: 'endDate', label: 'Last turn date' },
  { key: 'designer', label: 'Designer' },
];

const NOTE_FIELDS: { key: keyof ScenarioInfo; label: string }[] = [
  { key: 'historicalNotes', label: 'Historical notes' },
  { key: 'designerNotes', label: 'Designer notes' },
];

/** The Scenario tab: the scenario's identity, its sides' names and its notes. Each field commit is one undo step. */
export const ScenarioTab = observer(function ScenarioTab({ project }: { project: DocumentStore }) {
  const info = project.info;
  const setInfo = (key: keyof ScenarioInfo, label: string, value: string) =>
    project.commit(`Edit ${label.toLowerCase()}`, [{ kind: 'set', name: 'info', value: { ...project.info, [key]: value } }]);
  const sides = project.list('sides').sort((a, b) => a.id.localeCompare(b.id));
  const renameSide = (side: Side, name: string) =>
    project.commit(`Rename side ${side.name}`, [{ kind: 'put', collection: 'sides', record: { ...side, name } }]);

  return (
    <div className="tab-body" data-testid="scenario-tab">
      {INFO_FIELDS.map((f) => (
        <CommitField key={f.key} label={f.label} value={info[f.key]} testId={`info-${f.key}`} onCommit={(v) => setInfo(f.key, f.label, v)} />
      ))}
      <fieldset>
        <legend>Sides</legend>
        {sides.map((side, i) => (
          <CommitField key={side.id} label={`Side ${i + 1} (${side.role})`} value={side.name} testId={`side-name-${i}`} onCommit={(v) => renameSide(side, v)} />
        ))}
      </fieldset>
      {NOTE_FIELDS.map((f) => (
        <CommitField
          key={f.key}
          label={f.label}
          value={info[f.key]}
          multiline
          maxLength={20_000}
          testId={`info-${f.key}`}
          onCommit={(v) => setInfo(f.key, f.label, v)}
        />
      ))}
    </div>
  );
});
