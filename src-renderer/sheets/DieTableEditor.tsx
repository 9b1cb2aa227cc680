import { observer } from 'mobx-react-lite';
import type { DieTable, Outcome, SimpleEffect, TableRow } from '../../src-shared/model';
import { CommitField } from '../components/CommitField';
import { CheckField, NumberField, SelectField } from '../components/fields';
import type { DocumentStore } from '../stores/document-store';
import { ConditionsEditor } from './ConditionsEditor';
import { omit, putRecord } from './edit';
import { defaultEffect, EffectEditor } from './EffectEditor';

type Props = { project: DocumentStore; table: DieTable; report: (m: string) => void };

const NO_FALLBACK = 'none';

/** One die-roll table: its dice, when it is rolled, modifiers, and rows of results with their outcomes. */
export const DieTableEditor = observer(function DieTableEditor({ project, table, report }: Props) {
  const put = (next: DieTable, what: string) => putRecord(project, `${what} of table ${table.name}`, 'dieTables', next);
  const setRow = (i: number, row: TableRow, what: string) => put({ ...table, rows: table.rows.map((r, j) => (j === i ? row : r)) }, what);
  const setOutcome = (i: number, k: number, outcome: Outcome, what: string) =>
    setRow(i, { ...table.rows[i], outcomes: table.rows[i].outcomes.map((o, j) => (j === k ? outcome : o)) }, what);
  const addRow = () => {
    const last = table.rows[table.rows.length - 1];
    const from = last ? last.to + 1 : 1;
    void put({ ...table, rows: [...table.rows, { from, to: from, outcomes: [{ effect: { kind: 'noEffect' }, when: [], onceOnly: false }] }] }, 'Add row');
  };
  const sides = project.list('sides').map((s) => ({ value: s.id, label: s.name }));
  const t = table.id;
  return (
    <div className="table-editor" data-testid="table-editor">
      <div className="field-row">
        <CommitField label="Name" value={table.name} testId="table-name" onCommit={(name) => put({ ...table, name }, 'Name')} />
        <SelectField label="Side" value={table.sideId} options={sides} testId="table-side" onChange={(sideId) => put({ ...table, sideId }, 'Side')} />
        <CommitField label="Dice" value={table.dice} maxLength={40} testId="table-dice" onCommit={(dice) => put({ ...table, dice }, 'Dice')} />
      </div>
      <div className="field-row">
        <SelectField
          label="Rolled"
          value={table.use}
          options={[
            { value: 'reinforcement', label: 'every Reinforcement Phase' },
            { value: 'subTable', label: 'only when another result says so' },
          ]}
          testId="table-use"
          onChange={(use) => put({ ...table, use }, 'Use')}
        />
        {table.use === 'reinforcement' && (
          <>
            <NumberField label="From turn" value={table.firstTurn} min={1} max={999} report={report} testId="table-first" onCommit={(n) => put({ ...table, firstTurn: n ?? 1 }, 'First turn')} />
            <NumberField label="To turn" value={table.lastTurn} min={1} max={999} optional report={report} onCommit={(lastTurn) => put({ ...table, lastTurn }, 'Last turn')} />
          </>
        )}
      </div>
      <h4>Modifiers</h4>
      {table.modifiers.map((m, i) => (
        <div key={i} className="nested modifier" data-testid={`modifier-${i}`}>
          <div className="field-row">
            <NumberField
              label="Add to the roll"
              value={m.value}
              min={-50}
              max={50}
              report={report}
              testId={`modifier-${i}-value`}
              onCommit={(value) => put({ ...table, modifiers: table.modifiers.map((x, j) => (j === i ? { ...x, value: value ?? 0 } : x)) }, 'Modifier')}
            />
            <button className="link danger" onClick={() => put({ ...table, modifiers: table.modifiers.filter((_, j) => j !== i) }, 'Remove modifier')}>
              remove
            </button>
          </div>
          <ConditionsEditor
            project={project}
            conditions={m.when}
            testId={`modifier-${i}-when`}
            report={report}
            onChange={(when) => put({ ...table, modifiers: table.modifiers.map((x, j) => (j === i ? { ...x, when } : x)) }, 'Modifier condition')}
          />
        </div>
      ))}
      <button data-testid="modifier-add" onClick={() => put({ ...table, modifiers: [...table.modifiers, { value: 1, when: [{ kind: 'turn', from: table.firstTurn }] }] }, 'Add modifier')}>
        Add modifier
      </button>
      <h4>Results</h4>
      {table.rows.map((row, i) => (
        <div key={i} className="table-row" data-testid={`row-${i}`}>
          <div className="field-row row-range">
            <NumberField label="From" value={row.from} min={-100} max={1100} report={report} testId={`row-${i}-from`} onCommit={(from) => setRow(i, { ...row, from: from ?? row.from }, 'Row range')} />
            <NumberField label="To" value={row.to} min={-100} max={1100} report={report} testId={`row-${i}-to`} onCommit={(to) => setRow(i, { ...row, to: to ?? row.to }, 'Row range')} />
            <button className="link danger" onClick={() => put({ ...table, rows: table.rows.filter((_, j) => j !== i) }, 'Remove row')}>
              remove row
            </button>
          </div>
          {row.outcomes.map((o, k) => (
            <div key={k} className="nested outcome" data-testid={`row-${i}-outcome-${k}`}>
              <EffectEditor
                project={project}
                sideId={table.sideId}
                tableId={t}
                effect={o.effect}
                allowChoice
                testId={`row-${i}-outcome-${k}-effect`}
                report={report}
                onChange={(effect) => setOutcome(i, k, { ...o, effect }, 'Outcome')}
              />
              <ConditionsEditor project={project} conditions={o.when} testId={`row-${i}-outcome-${k}-when`} report={report} onChange={(when) => setOutcome(i, k, { ...o, when }, 'Outcome condition')} />
              <div className="field-row">
                <CheckField label="once only" value={o.onceOnly} onChange={(onceOnly) => setOutcome(i, k, { ...o, onceOnly }, 'Once only')} />
                <SelectField
                  label="Otherwise"
                  value={o.otherwise?.kind ?? NO_FALLBACK}
                  options={[
                    { value: NO_FALLBACK, label: 'nothing' },
                    { value: 'strikes', label: 'strike markers' },
                    { value: 'cp', label: 'a CP change' },
                    { value: 'deploy', label: 'deploy units' },
                    { value: 'rollOn', label: 'a roll on a table' },
                  ]}
                  onChange={(kind) => {
                    setOutcome(i, k, kind === NO_FALLBACK ? omit(o, 'otherwise') : { ...o, otherwise: defaultEffect(kind, project, table.sideId, t) as SimpleEffect }, 'Fallback');
                  }}
                />
                <button className="link danger" onClick={() => setRow(i, { ...row, outcomes: row.outcomes.filter((_, j) => j !== k) }, 'Remove outcome')}>
                  remove
                </button>
              </div>
              {o.otherwise && (
                <EffectEditor
                  project={project}
                  sideId={table.sideId}
                  tableId={t}
                  effect={o.otherwise}
                  allowChoice={false}
                  testId={`row-${i}-outcome-${k}-otherwise`}
                  report={report}
                  onChange={(otherwise) => setOutcome(i, k, { ...o, otherwise: otherwise as SimpleEffect }, 'Fallback')}
                />
              )}
            </div>
          ))}
          <button className="link" data-testid={`row-${i}-add-outcome`} onClick={() => setRow(i, { ...row, outcomes: [...row.outcomes, { effect: { kind: 'noEffect' }, when: [], onceOnly: false }] }, 'Add outcome')}>
            + outcome
          </button>
        </div>
      ))}
      <button data-testid="row-add" onClick={addRow}>
        Add row
      </button>
      <CommitField label="Note" value={table.note} multiline maxLength={20_000} onCommit={(note) => put({ ...table, note }, 'Note')} />
    </div>
  );
});
