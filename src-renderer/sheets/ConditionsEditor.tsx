import { observer } from 'mobx-react-lite';
import type { Condition } from '../../src-shared/model';
import { CheckField, NumberField, SelectField } from '../components/fields';
import type { DocumentStore } from '../stores/document-store';
import { HexListField } from './HexListField';

type Props = { project: DocumentStore; conditions: readonly Condition[]; testId: string; onChange: (c: Condition[]) => void; report: (m: string) => void };

const KINDS: { value: Condition['kind']; label: string }[] = [
  { value: 'turn', label: 'Turn range' },
  { value: 'night', label: 'Night or day' },
  { value: 'occupies', label: 'A side occupies hexes' },
  { value: 'arrived', label: 'A contingent has (not) arrived' },
];

function defaultCondition(kind: Condition['kind'], project: DocumentStore): Condition {
  const side = project.list('sides')[0]?.id ?? 'side-1';
  switch (kind) {
    case 'turn':
      return { kind, from: 1 };
    case 'night':
      return { kind, night: false };
    case 'occupies':
      return { kind, sideId: side, hexes: [], atLeast: 1 };
    case 'arrived':
      return { kind, contingentId: project.list('contingents')[0]?.id ?? 'con-1', arrived: true };
  }
}

/** "Only when…": every listed condition must hold. */
export const ConditionsEditor = observer(function ConditionsEditor({ project, conditions, testId, onChange, report }: Props) {
  const set = (i: number, c: Condition) => onChange(conditions.map((x, j) => (j === i ? c : x)));
  const sides = project.list('sides').map((s) => ({ value: s.id, label: s.name }));
  return (
    <div className="conditions" data-testid={testId}>
      {conditions.map((c, i) => (
        <div key={i} className="condition field-row" data-testid={`${testId}-${i}`}>
          <SelectField label={i === 0 ? 'Only when' : 'and'} value={c.kind} options={KINDS} onChange={(k) => set(i, defaultCondition(k, project))} />
          {c.kind === 'turn' && (
            <>
              <NumberField label="from turn" value={c.from} min={1} max={999} report={report} testId={`${testId}-${i}-from`} onCommit={(from) => set(i, { ...c, from: from ?? 1 })} />
              <NumberField label="to turn" value={c.to} min={1} max={999} optional report={report} onCommit={(to) => set(i, { ...c, to })} />
            </>
          )}
          {c.kind === 'night' && <CheckField label="night turn" value={c.night} onChange={(night) => set(i, { ...c, night })} />}
          {c.kind === 'occupies' && (
            <>
              <SelectField label="side" value={c.sideId} options={sides} onChange={(sideId) => set(i, { ...c, sideId })} />
              <NumberField label="at least" value={c.atLeast} min={1} max={1000} report={report} onCommit={(atLeast) => set(i, { ...c, atLeast: atLeast ?? 1 })} />
              <HexListField label="of hexes (objectives if empty)" map={project.map} hexes={c.hexes} report={report} onCommit={(hexes) => set(i, { ...c, hexes })} />
            </>
          )}
          {c.kind === 'arrived' && (
            <>
              <SelectField
                label="contingent"
                value={c.contingentId}
                options={project.list('contingents').map((x) => ({ value: x.id, label: x.code }))}
                onChange={(contingentId) => set(i, { ...c, contingentId })}
              />
              <CheckField label="has arrived" value={c.arrived} onChange={(arrived) => set(i, { ...c, arrived })} />
            </>
          )}
          <button className="link danger" title="Remove condition" onClick={() => onChange(conditions.filter((_, j) => j !== i))}>
            ✕
          </button>
        </div>
      ))}
      {conditions.length < 10 && (
        <button className="link" data-testid={`${testId}-add`} onClick={() => onChange([...conditions, defaultCondition('turn', project)])}>
          + condition
        </button>
      )}
    </div>
  );
});
