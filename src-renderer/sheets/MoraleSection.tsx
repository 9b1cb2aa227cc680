import { observer } from 'mobx-react-lite';
import { modulesOf } from '../../src-shared/engine/scenario/special-rules';
import {
  defaultMoraleTable,
  MORALE_MODIFIER_NAMES,
  MORALE_MODIFIER_WHENS,
  MoraleTableSchema,
  type MoraleModifierWhen,
  type MoraleResult,
  type MoraleRow,
  type MoraleTable,
} from '../../src-shared/ruleset';
import { issueSentence } from '../../src-shared/schema/issue-text';
import { CommitField } from '../components/CommitField';
import { CheckField, NumberField, Section, SelectField } from '../components/fields';
import type { DocumentStore } from '../stores/document-store';
import { editedSource } from './charts/chart-edit';
import { omit } from './edit';

type Props = { project: DocumentStore; report: (m: string) => void };

const EFFECTS: readonly { result: Exclude<MoraleResult, 'normal'>; label: string }[] = [
  { result: 'cannot-move', label: 'cannot move' },
  { result: 'fall-back', label: 'must fall back' },
  { result: 'cannot-fire', label: 'cannot fire' },
];

/** A row's results with one effect switched on or off; none left reads "normal". */
function toggled(row: MoraleRow, result: Exclude<MoraleResult, 'normal'>, on: boolean): MoraleRow {
  const kept = row.results.filter((r) => r !== 'normal' && r !== result);
  const results = on ? EFFECTS.map((e) => e.result).filter((r) => r === result || kept.includes(r)) : kept;
  const base = omit(row, 'hexes');
  if (results.length === 0) return { ...base, results: ['normal'] };
  return results.includes('fall-back') ? { ...base, results, hexes: row.hexes ?? 1 } : { ...base, results };
}

/**
 * The morale table of the morale module (issue 14 item 11), shown while a special rule switches the module on or the
 * scenario has a table: the dice, rows by range with their results, and the modifiers. Every change is one undo step;
 * a change the table refuses (overlapping ranges, a fall back with no hexes...) is reported and changes nothing. Until
 * the first change the module plays Atoll's default table, shown here.
 */
export const MoraleSection = observer(function MoraleSection({ project, report }: Props) {
  const ruleset = project.ruleset;
  const on = Object.hasOwn(modulesOf(project.list('specialRules')), 'morale');
  if (!on && !ruleset.morale) return null;
  const table = ruleset.morale ?? defaultMoraleTable();
  const commit = (next: MoraleTable, what: string) => {
    const parsed = MoraleTableSchema.safeParse({ ...next, source: editedSource(next.source) });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return report(`Morale table not changed: ${issue.code === 'custom' ? issue.message : issueSentence({ ...issue, path: ['morale', ...issue.path] })}`);
    }
    void project.commit(`Edit rules: morale table ${what}`, [{ kind: 'set', name: 'ruleset', value: { ...ruleset, morale: parsed.data } }]);
  };
  const putRow = (i: number, row: MoraleRow, what: string) => {
    const rows = table.rows.map((r, j) => (j === i ? row : r));
    commit({ ...table, rows: [...rows].sort((a, b) => a.from - b.from) }, `${what} of row ${i + 1}`);
  };
  const addRow = () => {
    const next = Math.max(...table.rows.map((r) => r.to)) + 1;
    if (next > 40) return report('Morale table not changed: a row ends at 40, the highest roll a row may hold');
    commit({ ...table, rows: [...table.rows, { from: next, to: next, results: ['normal'] }] }, 'new row');
  };
  const unusedWhen = MORALE_MODIFIER_WHENS.find((w) => !table.modifiers.some((m) => m.when === w));
  const actions = (
    <>
      <button data-testid="morale-row-add" onClick={addRow}>
        Add row
      </button>
      {ruleset.morale && (
        <button data-testid="morale-default" onClick={() => void project.commit('Edit rules: morale table back to the default', [{ kind: 'set', name: 'ruleset', value: omit(ruleset, 'morale') }])}>
          Use the default table
        </button>
      )}
    </>
  );
  return (
    <Section title="Morale table" testId="morale-section" actions={actions}>
      <div data-path="$.ruleset.morale">
        <p className="muted">
          {ruleset.morale ? `Source: ${table.source}.` : 'Atoll’s default table; any change makes it the scenario’s own.'} Units that have lost their leaders roll as their side’s Movement Phase
          begins; results other than falling back last until the next roll.
        </p>
        <div className="field-row">
          <CommitField label="Dice" value={table.dice} testId="morale-dice" onCommit={(dice) => commit({ ...table, dice: dice.trim() }, 'dice')} />
        </div>
        <table className="sheet-table" data-path="$.ruleset.morale.rows" data-testid="morale-rows">
          <thead>
            <tr>
              <th>From</th>
              <th>To</th>
              {EFFECTS.map((e) => (
                <th key={e.result}>{e.label}</th>
              ))}
              <th>Hexes</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, i) => (
              <tr key={`${i}-${row.from}`} data-path={`$.ruleset.morale.rows[${i}]`} data-testid={`morale-row-${i}`}>
                <td className="narrow">
                  <NumberField label="" value={row.from} min={-20} max={40} report={report} testId={`morale-row-${i}-from`} onCommit={(n) => putRow(i, { ...row, from: n ?? row.from }, 'start')} />
                </td>
                <td className="narrow">
                  <NumberField label="" value={row.to} min={-20} max={40} report={report} testId={`morale-row-${i}-to`} onCommit={(n) => putRow(i, { ...row, to: n ?? row.to }, 'end')} />
                </td>
                {EFFECTS.map((e) => (
                  <td key={e.result} className="narrow">
                    <CheckField label="" value={row.results.includes(e.result)} testId={`morale-row-${i}-${e.result}`} onChange={(v) => putRow(i, toggled(row, e.result, v), e.label)} />
                  </td>
                ))}
                <td className="narrow">
                  {row.results.includes('fall-back') ? (
                    <NumberField label="" value={row.hexes} min={1} max={6} report={report} testId={`morale-row-${i}-hexes`} onCommit={(n) => putRow(i, { ...row, hexes: n ?? 1 }, 'hexes')} />
                  ) : (
                    <span className="muted">{row.results.includes('normal') ? 'normal' : ''}</span>
                  )}
                </td>
                <td>
                  <button
                    className="link danger"
                    data-testid={`morale-row-${i}-delete`}
                    onClick={() => commit({ ...table, rows: table.rows.filter((_, j) => j !== i) }, `without row ${i + 1}`)}
                  >
                    delete
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <h4>Modifiers</h4>
        <div data-path="$.ruleset.morale.modifiers">
          {table.modifiers.map((m, i) => (
            <div className="field-row" key={m.when} data-testid={`morale-modifier-${i}`}>
              <SelectField
                label="When"
                value={m.when}
                options={MORALE_MODIFIER_WHENS.map((w) => ({ value: w, label: MORALE_MODIFIER_NAMES[w] }))}
                onChange={(when: MoraleModifierWhen) => commit({ ...table, modifiers: table.modifiers.map((x, j) => (j === i ? { ...x, when } : x)) }, 'modifier')}
              />
              <NumberField label="Add to the roll" value={m.value} min={-6} max={6} report={report} testId={`morale-modifier-${i}-value`} onCommit={(value) => commit({ ...table, modifiers: table.modifiers.map((x, j) => (j === i ? { ...x, value: value ?? 0 } : x)) }, 'modifier')} />
              <button className="link danger" onClick={() => commit({ ...table, modifiers: table.modifiers.filter((_, j) => j !== i) }, 'without a modifier')}>
                delete
              </button>
            </div>
          ))}
          {unusedWhen && (
            <button data-testid="morale-modifier-add" onClick={() => commit({ ...table, modifiers: [...table.modifiers, { when: unusedWhen, value: 1 }] }, 'new modifier')}>
              Add modifier
            </button>
          )}
        </div>
      </div>
    </Section>
  );
});
