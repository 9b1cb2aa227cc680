import { observer } from 'mobx-react-lite';
import { defaultCombatShifts, defaultCrt, RESULT_CODES, type CombatShifts, type Crt, type CrtColumn, type ResultCode } from '../../../src-shared/ruleset';
import { CommitField } from '../../components/CommitField';
import { NumberField, Section } from '../../components/fields';
import { commitRuleset, editedSource, replaceAt, type ChartProps } from './chart-edit';
import { withColumnAdded, withColumnEnd, withColumnRemoved } from './crt-columns';

const RESULT_NAMES: Record<ResultCode, string> = {
  AD: 'attacker disrupted',
  NE: 'no effect',
  EX: 'exchange',
  DD: 'defender disrupted',
  DR: 'defender retreats',
  DDR: 'defender disrupted and retreats',
  DE: 'defender eliminated',
};

const rangeText = (c: CrtColumn) => (c.minDiff === null ? `${c.maxDiff} or less` : c.maxDiff === null ? `${c.minDiff} or more` : c.minDiff === c.maxDiff ? `${c.minDiff}` : `${c.minDiff} to ${c.maxDiff}`);

export const CrtEditor = observer(function CrtEditor({ project, report }: ChartProps) {
  const ruleset = project.ruleset;
  const crt = ruleset.crt;
  const put = (next: Crt, what: string) => commitRuleset(project, { ...ruleset, crt: { ...next, source: editedSource(crt.source) } }, `CRT ${what}`, report);
  return (
    <Section
      title={`Combat results table (${crt.source})`}
      testId="chart-crt"
      actions={
        <>
          <button data-testid="crt-add-column" onClick={() => put(withColumnAdded(crt), 'column added')}>Add column</button>
          <button onClick={() => commitRuleset(project, { ...ruleset, crt: defaultCrt() }, 'CRT restored', report)}>Restore default</button>
        </>
      }
    >
      <div data-path="$.ruleset.crt" className="chart-scroll">
        <table className="sheet-table chart-table">
          <thead>
            <tr>
              <th>Die</th>
              {crt.columns.map((c, i) => (
                <th key={i} data-path={`$.ruleset.crt.columns[${i}]`}>
                  <CommitField label="" value={c.label} maxLength={40} testId={`crt-col-${i}-label`} onCommit={(label) => put({ ...crt, columns: replaceAt(crt.columns, i, { ...c, label }) }, 'column label')} />
                  {i < crt.columns.length - 1 ? (
                    <NumberField label="up to" value={c.maxDiff ?? undefined} min={-99} max={99} report={report} testId={`crt-col-${i}-max`} onCommit={(n) => put(withColumnEnd(crt, i, n ?? 0), 'column range')} />
                  ) : (
                    <div className="muted chart-range">{rangeText(c)}</div>
                  )}
                  {crt.columns.length > 1 && (
                    <button className="link danger" title={`Remove column ${c.label}; its neighbour takes its differentials`} onClick={() => put(withColumnRemoved(crt, i), 'column removed')}>
                      ×
                    </button>
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {crt.rows.map((row, r) => (
              <tr key={row.roll}>
                <td className="count">{row.roll}</td>
                {row.results.map((code, i) => (
                  <td key={i}>
                    <select
                      value={code}
                      title={RESULT_NAMES[code]}
                      data-testid={`crt-${row.roll}-${i}`}
                      className={`crt-result crt-${code}`}
                      onChange={(e) => put({ ...crt, rows: replaceAt(crt.rows, r, { ...row, results: replaceAt(row.results, i, e.currentTarget.value as ResultCode) }) }, `result for ${row.roll}`)}
                    >
                      {RESULT_CODES.map((c) => (
                        <option key={c} value={c}>
                          {c}
                        </option>
                      ))}
                    </select>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="muted hint">
        {RESULT_CODES.map((c) => `${c} ${RESULT_NAMES[c]}`).join(' · ')}. Higher rolls may never be worse for the attacker.
      </p>
      <div className="field-row">
        <CommitField label="Retreat distance (dice)" value={crt.retreatDice} maxLength={40} testId="crt-retreat-dice" onCommit={(retreatDice) => put({ ...crt, retreatDice }, 'retreat dice')} />
      </div>
    </Section>
  );
});

const SHIFTS: { key: Exclude<keyof CombatShifts, 'source'>; label: string }[] = [
  { key: 'concentric', label: 'Concentric attack' },
  { key: 'antitank', label: 'Anti-tank defender vs mechanized' },
  { key: 'night', label: 'Night' },
  { key: 'engineers', label: 'Engineers' },
  { key: 'aaa', label: 'AAA vs airstrike' },
];

export const CombatShiftsEditor = observer(function CombatShiftsEditor({ project, report }: ChartProps) {
  const ruleset = project.ruleset;
  const shifts = ruleset.combatShifts;
  return (
    <Section
      title={`Column shifts (${shifts.source}; + is right, in the attacker's favour)`}
      testId="chart-shifts"
      actions={<button onClick={() => commitRuleset(project, { ...ruleset, combatShifts: defaultCombatShifts() }, 'column shifts restored', report)}>Restore default</button>}
    >
      <div className="field-row" data-path="$.ruleset.combatShifts">
        {SHIFTS.map(({ key, label }) => (
          <NumberField
            key={key}
            label={label}
            value={shifts[key]}
            min={-10}
            max={10}
            report={report}
            testId={`shift-${key}`}
            onCommit={(n) => commitRuleset(project, { ...ruleset, combatShifts: { ...shifts, [key]: n ?? 0, source: editedSource(shifts.source) } }, `${label} shift`, report)}
          />
        ))}
      </div>
    </Section>
  );
});
