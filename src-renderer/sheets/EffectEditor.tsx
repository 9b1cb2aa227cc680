import { observer } from 'mobx-react-lite';
import type { Effect, SimpleEffect } from '../../src-shared/model';
import { CheckField, NumberField, SelectField } from '../components/fields';
import type { DocumentStore } from '../stores/document-store';
import { AreaEditor } from './AreaEditor';
import { EntryEditor } from './EntryEditor';
import { SelectorEditor } from './SelectorEditor';

type Props = {
  project: DocumentStore;
  sideId: string;
  tableId: string;
  effect: Effect;
  /** Off for the options of a choice and for fallbacks, which are simple effects. */
  allowChoice: boolean;
  testId: string;
  onChange: (e: Effect) => void;
  report: (m: string) => void;
};

const LABELS: Record<Effect['kind'], string> = {
  deploy: 'Deploy units',
  strikes: 'Strike markers',
  cp: 'Command points change',
  rollOn: 'Roll on another table',
  entryArea: 'Entry area (for an entry table)',
  noEffect: 'No effect',
  choice: 'A choice of…',
};

export function defaultEffect(kind: Effect['kind'], project: DocumentStore, sideId: string, tableId: string): Effect {
  switch (kind) {
    case 'deploy': {
      const contingent = project.list('contingents').find((c) => c.sideId === sideId);
      return {
        kind, units: { kind: 'contingents', contingentIds: [contingent?.id ?? 'con-1'] },
        entry: { method: 'ground', areas: [], mayDelay: false },
      };
    }
    case 'strikes':
      return { kind, strikeKind: 'air', count: 1, notAtNight: true };
    case 'cp':
      return { kind, amount: -1 };
    case 'rollOn':
      return { kind, tableId: project.list('dieTables').find((t) => t.id !== tableId)?.id ?? tableId };
    case 'entryArea':
      return { kind, area: { kind: 'edge', edge: 'north' } };
    case 'noEffect':
      return { kind };
    case 'choice':
      return { kind, count: 1, options: [{ kind: 'noEffect' }] };
  }
}

/** Edits what one table result does. */
export const EffectEditor = observer(function EffectEditor({ project, sideId, tableId, effect, allowChoice, testId, onChange, report }: Props) {
  const kinds = (Object.keys(LABELS) as Effect['kind'][]).filter((k) => allowChoice || k !== 'choice');
  const set = onChange;
  return (
    <div className="effect-editor" data-testid={testId}>
      <SelectField label="Effect" value={effect.kind} options={kinds.map((k) => ({ value: k, label: LABELS[k] }))} testId={`${testId}-kind`} onChange={(k) => set(defaultEffect(k, project, sideId, tableId))} />
      {effect.kind === 'deploy' && (
        <>
          <SelectorEditor project={project} sideId={sideId} selector={effect.units} testId={`${testId}-units`} report={report} onChange={(units) => set({ ...effect, units })} />
          <EntryEditor project={project} sideId={sideId} entry={effect.entry} testId={`${testId}-entry`} report={report} onChange={(entry) => set({ ...effect, entry })} />
        </>
      )}
      {effect.kind === 'strikes' && (
        <div className="field-row">
          <SelectField
            label="Kind"
            value={effect.strikeKind}
            options={[
              { value: 'air', label: 'Airstrikes' },
              { value: 'naval', label: 'Naval gunfire' },
            ]}
            onChange={(strikeKind) => set({ ...effect, strikeKind })}
          />
          <NumberField label="How many" value={effect.count} min={1} max={20} report={report} testId={`${testId}-count`} onCommit={(count) => set({ ...effect, count: count ?? 1 })} />
          <CheckField label="not on night turns" value={effect.notAtNight} onChange={(notAtNight) => set({ ...effect, notAtNight })} />
        </div>
      )}
      {effect.kind === 'cp' && (
        <NumberField label="CP change (negative to lose)" value={effect.amount} min={-20} max={20} report={report} onCommit={(amount) => set({ ...effect, amount: amount ?? 0 })} />
      )}
      {effect.kind === 'rollOn' && (
        <SelectField
          label="Table"
          value={effect.tableId}
          options={project.list('dieTables').filter((t) => t.id !== tableId).map((t) => ({ value: t.id, label: t.name }))}
          testId={`${testId}-table`}
          onChange={(id) => set({ ...effect, tableId: id })}
        />
      )}
      {effect.kind === 'entryArea' && (
        <AreaEditor project={project} area={effect.area} testId={`${testId}-area`} report={report} onChange={(area) => set({ ...effect, area })} />
      )}
      {effect.kind === 'choice' && (
        <div className="nested">
          <NumberField label="The owner picks" value={effect.count} min={1} max={20} report={report} onCommit={(count) => set({ ...effect, count: count ?? 1 })} />
          {effect.options.map((option, i) => (
            <div key={i} className="nested">
              <div className="nested-title">
                Option {i + 1}
                <button className="link danger" onClick={() => effect.options.length > 1 && set({ ...effect, options: effect.options.filter((_, j) => j !== i) })}>
                  remove
                </button>
              </div>
              <EffectEditor
                project={project}
                sideId={sideId}
                tableId={tableId}
                effect={option}
                allowChoice={false}
                testId={`${testId}-option-${i}`}
                report={report}
                onChange={(o) => set({ ...effect, options: effect.options.map((x, j) => (j === i ? (o as SimpleEffect) : x)) })}
              />
            </div>
          ))}
          <button className="link" onClick={() => set({ ...effect, options: [...effect.options, { kind: 'noEffect' }] })}>
            + option
          </button>
        </div>
      )}
    </div>
  );
});
