import { observer } from 'mobx-react-lite';
import type { UnitSelector } from '../../src-shared/model';
import { CommitField } from '../components/CommitField';
import { SelectField } from '../components/fields';
import type { DocumentStore } from '../stores/document-store';
import { MultiPick } from './MultiPick';

type Props = { project: DocumentStore; sideId: string; selector: UnitSelector; testId: string; onChange: (s: UnitSelector) => void; report: (m: string) => void };

const KINDS: { value: UnitSelector['kind']; label: string }[] = [
  { value: 'contingents', label: 'Whole contingents' },
  { value: 'pick', label: 'Any N units of these types' },
  { value: 'units', label: 'Chosen units' },
];

/** Which units arrive: contingents, "any N of these types from these contingents", or named units (of one side). */
export const SelectorEditor = observer(function SelectorEditor({ project, sideId, selector, testId, onChange, report }: Props) {
  const contingents = project.list('contingents').filter((c) => c.sideId === sideId).sort((a, b) => a.code.localeCompare(b.code));
  const contingentOptions = contingents.map((c) => ({ value: c.id, label: `${c.code} ${c.name}` }));
  const first = contingents[0]?.id;
  const change = (kind: UnitSelector['kind']) => {
    if (!first) return report('This side has no contingents yet');
    if (kind === 'contingents') onChange({ kind, contingentIds: [first] });
    else if (kind === 'pick') onChange({ kind, contingentIds: [first], typeIds: [], count: '1' });
    else {
      const unit = project.list('units').find((u) => u.contingentId === first);
      if (!unit) return report('That contingent has no units yet');
      onChange({ kind, unitIds: [unit.id] });
    }
  };
  const ownUnits = project.list('units').filter((u) => contingents.some((c) => c.id === u.contingentId));
  return (
    <div className="selector-editor" data-testid={testId}>
      <SelectField label="Units" value={selector.kind} options={KINDS} testId={`${testId}-kind`} onChange={change} />
      {selector.kind !== 'units' && (
        <MultiPick
          label="Contingents"
          chosen={selector.contingentIds}
          options={contingentOptions}
          testId={`${testId}-contingents`}
          onChange={(contingentIds) => (contingentIds.length ? onChange({ ...selector, contingentIds }) : report('Choose at least one contingent'))}
        />
      )}
      {selector.kind === 'pick' && (
        <>
          <MultiPick
            label="Of types (any when none)"
            chosen={selector.typeIds}
            options={project.list('unitTypes').map((t) => ({ value: t.id, label: t.name }))}
            onChange={(typeIds) => onChange({ ...selector, typeIds })}
          />
          <CommitField label="How many (a number or dice, e.g. 1d6+12)" value={selector.count} maxLength={40} testId={`${testId}-count`} onCommit={(count) => onChange({ ...selector, count })} />
        </>
      )}
      {selector.kind === 'units' && (
        <MultiPick
          label="Units"
          chosen={selector.unitIds}
          options={ownUnits.map((u) => ({ value: u.id, label: u.designation || u.id }))}
          onChange={(unitIds) => (unitIds.length ? onChange({ ...selector, unitIds }) : report('Choose at least one unit'))}
        />
      )}
    </div>
  );
});
