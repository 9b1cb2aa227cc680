import { observer } from 'mobx-react-lite';
import { useState, type ReactNode } from 'react';
import { UNIT_CLASSES, type UnitType } from '../../src-shared/model';
import { Section } from '../components/fields';
import type { DocumentStore } from '../stores/document-store';
import { byName, deleteRecords, freshId, pathAttrs, putRecord } from './edit';
import { UnitTypeEditor } from './UnitTypeEditor';

type Props = { project: DocumentStore; report: (m: string) => void; preview: (type: UnitType) => ReactNode };

function newType(id: string): UnitType {
  const infantry = UNIT_CLASSES[0];
  return {
    id, name: 'Rifle platoon', unitClass: infantry.id, sidc: infantry.sidc, size: '•••', movementClass: infantry.movementClass, flags: [],
    stepModel: 'two-sided',
    steps: [{ label: 'effective', combat: 4, range: 0, ma: 4 }, { label: 'disrupted', combat: 2, range: 0, ma: 2 }],
  };
}

export const UnitTypesSection = observer(function UnitTypesSection({ project, report, preview }: Props) {
  const types = project.list('unitTypes').sort(byName);
  const [chosen, setChosen] = useState<string | null>(null);
  const type = types.find((t) => t.id === chosen) ?? types[0];
  const add = (base?: UnitType) => {
    const id = freshId(project, 'unitTypes', 'type');
    void putRecord(project, base ? `Duplicate unit type ${base.name}` : 'Add unit type', 'unitTypes', base ? { ...base, id, name: `${base.name} (copy)` } : newType(id));
    setChosen(id);
  };
  const remove = (t: UnitType) => {
    const used = project.list('units').filter((u) => u.typeId === t.id).length;
    if (used > 0) return report(`Unit type ${t.name} is used by ${used} unit${used === 1 ? '' : 's'}; change them first`);
    void deleteRecords(project, `Delete unit type ${t.name}`, 'unitTypes', [t.id]);
  };
  return (
    <Section
      title="Unit types and counters"
      testId="unit-types-section"
      actions={
        <>
          <button data-testid="type-add" onClick={() => add()}>Add type</button>
          {type && <button onClick={() => add(type)}>Duplicate</button>}
          {type && (
            <button className="danger" onClick={() => remove(type)}>
              Delete
            </button>
          )}
        </>
      }
    >
      {types.length === 0 ? (
        <p className="muted">No unit types yet. A unit type is what a counter shows: symbol, values and flags.</p>
      ) : (
        <div className="types-layout">
          <ul className="type-list" role="listbox" aria-label="Unit types">
            {types.map((t) => (
              <li key={t.id}>
                <button role="option" aria-selected={t.id === type?.id} className={t.id === type?.id ? 'active' : ''} data-testid={`type-item-${t.id}`} {...pathAttrs(project, 'unitTypes', t.id, true)} onClick={() => setChosen(t.id)}>
                  {t.name}
                  <span className="muted"> {t.size}</span>
                </button>
              </li>
            ))}
          </ul>
          {type && <UnitTypeEditor key={type.id} project={project} type={type} report={report} />}
          {type && <div className="type-preview">{preview(type)}</div>}
        </div>
      )}
    </Section>
  );
});
