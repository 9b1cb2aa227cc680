import { observer } from 'mobx-react-lite';
import { nextId } from '../../../src-shared/model';
import { AIR_DROP_RESULTS, defaultAirDropTable, type AirDropResult, type AirDropTable } from '../../../src-shared/ruleset';
import { CommitField } from '../../components/CommitField';
import { CheckField, NumberField, Section } from '../../components/fields';
import { MultiPick } from '../MultiPick';
import { commitRuleset, editedSource, replaceAt, type ChartProps } from './chart-edit';
import { ResultSelect } from './ResultSelect';

const COMPASS = ['N', 'NE', 'SE', 'S', 'SW', 'NW'];

/** The Air Drop Table: a row of results by modified roll for each landing-terrain category, modifiers and scatter. */
export const AirDropEditor = observer(function AirDropEditor({ project, report }: ChartProps) {
  const ruleset = project.ruleset;
  const table = ruleset.airDropTable;
  const put = (next: AirDropTable, what: string) => commitRuleset(project, { ...ruleset, airDropTable: { ...next, source: editedSource(table.source) } }, `Air Drop Table ${what}`, report);
  const terrainOptions = ruleset.terrain.map((t) => ({ value: t.id, label: t.name }));
  const rolls = Math.max(...table.rows.map((r) => r.results.length));
  const addCategory = () => {
    const id = nextId('category', table.categories.map((c) => c.id));
    put({ ...table, categories: [...table.categories, { id, name: 'New terrain class', terrain: [] }], rows: [...table.rows, { category: id, results: ['landed'] }] }, 'category added');
  };
  const removeCategory = (id: string) => put({ ...table, categories: table.categories.filter((c) => c.id !== id), rows: table.rows.filter((r) => r.category !== id) }, 'category removed');
  return (
    <Section
      title={`Air Drop Table (${table.source})`}
      testId="chart-airdrop"
      actions={
        <>
          <button onClick={addCategory}>Add category</button>
          <button onClick={() => commitRuleset(project, { ...ruleset, airDropTable: defaultAirDropTable() }, 'Air Drop Table restored', report)}>Restore default</button>
        </>
      }
    >
      <div className="chart-scroll" data-path="$.ruleset.airDropTable">
        <table className="sheet-table chart-table">
          <thead>
            <tr>
              <th>Landing terrain</th>
              {Array.from({ length: rolls }, (_, k) => (
                <th key={k}>{k === 0 ? '1 or less' : k === rolls - 1 ? `${k + 1} or more` : k + 1}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, r) => {
              const c = table.categories.findIndex((cat) => cat.id === row.category);
              const category = table.categories[c];
              const putRow = (results: AirDropResult[], what: string) => put({ ...table, rows: replaceAt(table.rows, r, { ...row, results }) }, what);
              return (
                <tr key={row.category} data-path={`$.ruleset.airDropTable.categories[${c}]`}>
                  <td className="chart-name">
                    <CommitField label="" value={category?.name ?? row.category} maxLength={80} onCommit={(name) => category && put({ ...table, categories: replaceAt(table.categories, c, { ...category, name }) }, 'category name')} />
                    {category && (
                      <MultiPick
                        label="Terrain"
                        chosen={category.terrain}
                        options={terrainOptions}
                        onChange={(terrain) => put({ ...table, categories: replaceAt(table.categories, c, { ...category, terrain }) }, `${category.name} terrain`)}
                      />
                    )}
                    {/* Beside the name, not past the last roll: on a wide table they stay in sight. */}
                    <div className="chart-row-actions">
                      <button className="link" title="Give the next modified roll its own result" onClick={() => putRow([...row.results, row.results[row.results.length - 1]], 'roll added')}>
                        + roll
                      </button>
                      {row.results.length > 1 && (
                        <button className="link" onClick={() => putRow(row.results.slice(0, -1), 'roll removed')}>
                          − roll
                        </button>
                      )}
                      {table.categories.length > 1 && (
                        <button className="link danger" data-testid={`airdrop-delete-${row.category}`} onClick={() => removeCategory(row.category)}>
                          delete
                        </button>
                      )}
                    </div>
                  </td>
                  {Array.from({ length: rolls }, (_, k) => (
                    <td key={k}>
                      {k < row.results.length && (
                        <ResultSelect value={row.results[k]} options={AIR_DROP_RESULTS} testId={`airdrop-${row.category}-${k + 1}`} onChange={(v) => putRow(replaceAt(row.results, k, v), `${category?.name} result`)} />
                      )}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="muted hint">A roll below the first column uses the first result, a roll past the last column the last one. Higher modified rolls may never be better.</p>
      <div className="field-row" data-path="$.ruleset.airDropTable.modifiers">
        {table.modifiers.map((m, i) => (
          <NumberField key={m.id} label={`${m.label} (modifier)`} value={m.value} min={-6} max={6} report={report} testId={`airdrop-mod-${m.id}`} onCommit={(value) => put({ ...table, modifiers: replaceAt(table.modifiers, i, { ...m, value: value ?? 0 }) }, `${m.label} modifier`)} />
        ))}
      </div>
      <MultiPick label="Landing here eliminates the unit" chosen={table.prohibitedTerrain} options={terrainOptions} onChange={(prohibitedTerrain) => put({ ...table, prohibitedTerrain }, 'prohibited terrain')} />
      <h4>Scatter</h4>
      <div className="field-row" data-path="$.ruleset.airDropTable.scatter">
        {table.scatter.directions.map((dir, k) => (
          <label key={k} className="field">
            <span>Direction die {k + 1}</span>
            <select
              value={dir}
              data-testid={`scatter-${k + 1}`}
              onChange={(e) => put({ ...table, scatter: { ...table.scatter, directions: replaceAt(table.scatter.directions, k, Number(e.currentTarget.value)) } }, 'scatter direction')}
            >
              {COMPASS.map((name, d) => (
                <option key={d} value={d}>
                  {name}
                </option>
              ))}
            </select>
          </label>
        ))}
        <CommitField label="Distance (dice)" value={table.scatter.distanceDice} maxLength={40} onCommit={(distanceDice) => put({ ...table, scatter: { ...table.scatter, distanceDice } }, 'scatter distance')} />
        <CheckField label="Scattered units land disrupted" value={table.scatter.disrupts} onChange={(disrupts) => put({ ...table, scatter: { ...table.scatter, disrupts } }, 'scatter disruption')} />
      </div>
      <p className="muted hint">Directions are compass directions; each must appear once. On a map whose north is not at the top they turn with the compass.</p>
    </Section>
  );
});
