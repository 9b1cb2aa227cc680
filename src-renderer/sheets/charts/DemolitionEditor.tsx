import { observer } from 'mobx-react-lite';
import { DEMOLITION_RESULTS, defaultDemolitionTable, type DemolitionResult, type DemolitionTable } from '../../../src-shared/ruleset';
import { CommitField } from '../../components/CommitField';
import { Section } from '../../components/fields';
import { omit } from '../edit';
import { MultiPick } from '../MultiPick';
import { commitRuleset, editedSource, replaceAt, type ChartProps } from './chart-edit';
import { ResultSelect } from './ResultSelect';

/** The Demolition Table: success or failure by die for engineers and for other units, and what can be demolished. */
export const DemolitionEditor = observer(function DemolitionEditor({ project, report }: ChartProps) {
  const ruleset = project.ruleset;
  const table = ruleset.demolitionTable;
  const put = (next: DemolitionTable, what: string) => commitRuleset(project, { ...ruleset, demolitionTable: { ...next, source: editedSource(table.source) } }, `Demolition Table ${what}`, report);
  const targetOptions = (on: 'hex' | 'hexside') => (on === 'hex' ? ruleset.terrain : ruleset.hexsides).map((t) => ({ value: t.id, label: t.name }));
  return (
    <Section
      title={`Demolition Table (${table.source})`}
      testId="chart-demolition"
      actions={<button onClick={() => commitRuleset(project, { ...ruleset, demolitionTable: defaultDemolitionTable() }, 'Demolition Table restored', report)}>Restore default</button>}
    >
      <table className="sheet-table chart-table" data-path="$.ruleset.demolitionTable">
        <thead>
          <tr>
            <th>Die</th>
            <th>Engineers</th>
            <th>Other units</th>
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, r) => (
            <tr key={row.roll}>
              <td className="count">{row.roll}</td>
              {(['engineer', 'other'] as const).map((who) => (
                <td key={who}>
                  <ResultSelect<DemolitionResult> value={row[who]} options={DEMOLITION_RESULTS} testId={`demolition-${row.roll}-${who}`} onChange={(v) => put({ ...table, rows: replaceAt(table.rows, r, { ...row, [who]: v }) }, `${who} result for ${row.roll}`)} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {table.targets.map((target, i) => (
        <div key={target.id} className="field-row chart-target" data-path={`$.ruleset.demolitionTable.targets[${i}]`}>
          <CommitField label="Target" value={target.name} maxLength={80} onCommit={(name) => put({ ...table, targets: replaceAt(table.targets, i, { ...target, name }) }, 'target name')} />
          <MultiPick
            label={target.on === 'hex' ? 'Terrain' : 'Hexsides'}
            chosen={target.types}
            options={targetOptions(target.on)}
            onChange={(types) => (types.length ? put({ ...table, targets: replaceAt(table.targets, i, { ...target, types }) }, `${target.name} types`) : report(`${target.name}: a target needs at least one type`))}
          />
          <MultiPick
            label="Only these sides may demolish it (any when none)"
            chosen={target.sides ?? []}
            options={project.list('sides').map((side) => ({ value: side.id, label: side.name }))}
            onChange={(sides) => put({ ...table, targets: replaceAt(table.targets, i, sides.length ? { ...target, sides } : omit(target, 'sides')) }, `${target.name} sides`)}
          />
        </div>
      ))}
    </Section>
  );
});
