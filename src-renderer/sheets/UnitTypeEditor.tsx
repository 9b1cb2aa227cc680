import { observer } from 'mobx-react-lite';
import { MAX_STEPS, sidcWithSize, UNIT_CLASSES, UNIT_FLAGS, UNIT_SIZES, type Step, type UnitType } from '../../src-shared/model';
import { CommitField } from '../components/CommitField';
import { NumberField, SelectField } from '../components/fields';
import type { DocumentStore } from '../stores/document-store';
import { putRecord } from './edit';
import { CarrierFields } from './CarrierFields';
import { MultiPick } from './MultiPick';

type Props = { project: DocumentStore; type: UnitType; report: (m: string) => void };

const CUSTOM = '__custom';
const STEP_LABELS: Record<UnitType['stepModel'], string[]> = {
  'two-sided': ['effective', 'disrupted'],
  chain: ['full strength', 'reduced strength', 'half-squad'],
};

/** Two-sided counters have exactly a front and a back; a chain keeps the steps it has (at least two). */
function stepsFor(model: UnitType['stepModel'], steps: readonly Step[]): Step[] {
  const labels = STEP_LABELS[model];
  const count = model === 'two-sided' ? 2 : Math.max(steps.length, 2);
  return Array.from({ length: count }, (_, i) => {
    const old = steps[i] ?? steps[steps.length - 1];
    return { ...old, label: labels[i] ?? old.label };
  });
}

export const UnitTypeEditor = observer(function UnitTypeEditor({ project, type, report }: Props) {
  const put = (next: UnitType, what: string) => putRecord(project, `${what} of unit type ${type.name}`, 'unitTypes', next);
  const known = UNIT_CLASSES.some((c) => c.id === type.unitClass);
  const setClass = (id: string) => {
    if (id === CUSTOM) return put({ ...type, unitClass: 'custom' }, 'Class');
    const entry = UNIT_CLASSES.find((c) => c.id === id);
    if (entry) void put({ ...type, unitClass: id, sidc: sidcWithSize(entry.sidc, type.size), movementClass: entry.movementClass }, 'Class');
  };
  const setStep = (i: number, step: Step) => put({ ...type, steps: type.steps.map((s, j) => (j === i ? step : s)) }, `Step ${i + 1}`);
  return (
    <div className="unit-type-editor" data-testid="unit-type-editor">
      <CommitField label="Name" value={type.name} testId="type-name" onCommit={(name) => put({ ...type, name }, 'Name')} />
      <div className="field-row">
        <SelectField
          label="Class"
          value={known ? type.unitClass : CUSTOM}
          options={[...UNIT_CLASSES.map((c) => ({ value: c.id, label: c.label })), { value: CUSTOM, label: 'Other (type a class)…' }]}
          testId="type-class"
          onChange={setClass}
        />
        {!known && <CommitField label="Own class" value={type.unitClass} maxLength={60} testId="type-class-custom" onCommit={(unitClass) => put({ ...type, unitClass }, 'Class')} />}
      </div>
      <div className="field-row">
        <SelectField
          label="Size"
          value={type.size}
          options={[...UNIT_SIZES.map((s) => ({ value: s.id, label: s.label })), ...(UNIT_SIZES.some((s) => s.id === type.size) ? [] : [{ value: type.size, label: type.size || '(none)' }])]}
          testId="type-size"
          onChange={(size) => put({ ...type, size, sidc: sidcWithSize(type.sidc, size) }, 'Size')}
        />
        <SelectField
          label="Movement"
          value={type.movementClass}
          options={project.ruleset.movementClasses.map((m) => ({ value: m.id, label: `${m.name} (${m.kind})` }))}
          testId="type-movement"
          onChange={(movementClass) => put({ ...type, movementClass }, 'Movement class')}
        />
      </div>
      <CommitField label="Symbol code (SIDC, 2525C or 2525D)" value={type.sidc} maxLength={30} testId="type-sidc" onCommit={(sidc) => put({ ...type, sidc }, 'Symbol')} />
      <MultiPick label="Flags" chosen={type.flags} options={UNIT_FLAGS.map((f) => ({ value: f.id, label: f.label }))} testId="type-flags" onChange={(flags) => put({ ...type, flags }, 'Flags')} />
      <CarrierFields project={project} type={type} put={(next, what) => void put(next, what)} report={report} />
      <SelectField
        label="Steps"
        value={type.stepModel}
        options={[
          { value: 'two-sided', label: 'Two-sided counter (effective / disrupted)' },
          { value: 'chain', label: `Chain of steps (up to ${MAX_STEPS})` },
        ]}
        testId="type-step-model"
        onChange={(stepModel) => put({ ...type, stepModel, steps: stepsFor(stepModel, type.steps) }, 'Step model')}
      />
      <table className="sheet-table steps-table">
        <thead>
          <tr>
            <th>Step</th>
            <th>Combat</th>
            <th>Range</th>
            <th>Movement</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {type.steps.map((step, i) => (
            <tr key={i} data-testid={`step-${i}`}>
              <td>
                <CommitField label="" value={step.label} maxLength={40} onCommit={(label) => setStep(i, { ...step, label })} />
              </td>
              {(['combat', 'range', 'ma'] as const).map((key) => (
                <td key={key} className="narrow">
                  <NumberField label="" value={step[key]} min={0} max={99} report={report} testId={`step-${i}-${key}`} onCommit={(n) => setStep(i, { ...step, [key]: n ?? 0 })} />
                </td>
              ))}
              <td>
                {type.stepModel === 'chain' && type.steps.length > 2 && (
                  <button className="link danger" title="Remove step" onClick={() => put({ ...type, steps: type.steps.filter((_, j) => j !== i) }, 'Remove step')}>
                    ✕
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {type.stepModel === 'chain' && type.steps.length < MAX_STEPS && (
        <button
          onClick={() => {
            const last = type.steps[type.steps.length - 1];
            void put({ ...type, steps: [...type.steps, { ...last, label: STEP_LABELS.chain[type.steps.length] ?? `step ${type.steps.length + 1}` }] }, 'Add step');
          }}
        >
          Add step
        </button>
      )}
    </div>
  );
});
