import { observer } from 'mobx-react-lite';
import { ARRIVAL_METHODS, type Area, type Entry } from '../../src-shared/model';
import { CheckField, NumberField, SelectField } from '../components/fields';
import type { DocumentStore } from '../stores/document-store';
import { AreaEditor } from './AreaEditor';

type Props = { project: DocumentStore; sideId: string; entry: Entry; testId: string; onChange: (e: Entry) => void; report: (m: string) => void };

const METHOD_LABELS: Record<Entry['method'], string> = {
  ground: 'Ground entry',
  airdrop: 'Airdrop near a drop zone',
  airLanded: 'Air-landed on an airfield',
};
const NO_TABLE = '';

function without(entry: Entry, key: 'entryTableId' | 'fallbackDelay'): Entry {
  const copy = { ...entry };
  delete copy[key];
  return copy;
}

/** How arriving units come in; ground entries list areas in order of preference, or roll on an entry table. */
export const EntryEditor = observer(function EntryEditor({ project, sideId, entry, testId, onChange, report }: Props) {
  const tables = project.list('dieTables').filter((t) => t.sideId === sideId && t.use === 'subTable');
  const setArea = (i: number, area: Area) => onChange({ ...entry, areas: entry.areas.map((a, j) => (j === i ? area : a)) });
  return (
    <div className="entry-editor" data-testid={testId}>
      <div className="field-row">
        <SelectField
          label="Arrives by"
          value={entry.method}
          options={ARRIVAL_METHODS.map((m) => ({ value: m, label: METHOD_LABELS[m] }))}
          testId={`${testId}-method`}
          onChange={(method) => onChange({ ...entry, method })}
        />
        <CheckField label="may be delayed" value={entry.mayDelay} testId={`${testId}-delay`} onChange={(mayDelay) => onChange({ ...entry, mayDelay })} />
      </div>
      {entry.method === 'ground' && (
        <>
          <SelectField
            label="Entry chosen by a roll on"
            value={entry.entryTableId ?? NO_TABLE}
            options={[{ value: NO_TABLE, label: '(no roll: the areas below)' }, ...tables.map((t) => ({ value: t.id, label: t.name }))]}
            testId={`${testId}-table`}
            onChange={(id) => onChange(id === NO_TABLE ? without(entry, 'entryTableId') : { ...entry, entryTableId: id })}
          />
          {entry.areas.map((area, i) => (
            <div key={i} className="nested">
              <div className="nested-title">
                {i === 0 ? 'Enter in' : `If the enemy holds all of those, then`}
                <button className="link danger" onClick={() => onChange({ ...entry, areas: entry.areas.filter((_, j) => j !== i) })}>
                  remove
                </button>
              </div>
              <AreaEditor project={project} area={area} testId={`${testId}-area-${i}`} report={report} onChange={(a) => setArea(i, a)} />
            </div>
          ))}
          {(entry.areas.length > 1 || entry.fallbackDelay !== undefined) && (
            <NumberField
              label="Fallback areas are used after waiting (turns; none: at once)"
              value={entry.fallbackDelay}
              min={1}
              max={10}
              optional
              report={report}
              testId={`${testId}-fallback-delay`}
              onCommit={(n) => onChange(n === undefined ? without(entry, 'fallbackDelay') : { ...entry, fallbackDelay: n })}
            />
          )}
          {entry.areas.length < 10 && (
            <button data-testid={`${testId}-add-area`} onClick={() => onChange({ ...entry, areas: [...entry.areas, { kind: 'edge', edge: 'north' }] })}>
              {entry.areas.length === 0 ? 'Add entry area' : 'Add fallback area'}
            </button>
          )}
        </>
      )}
    </div>
  );
});
