import { observer } from 'mobx-react-lite';
import { defaultPassengerTable, PASSENGER_RESULT_NAMES, PASSENGER_RESULTS, type PassengerResult, type PassengerTable, type Ruleset } from '../../src-shared/ruleset';
import { Section, SelectField } from '../components/fields';
import type { DocumentStore } from '../stores/document-store';

type Props = { project: DocumentStore; setRuleset: (next: Ruleset, what: string) => void };

/**
 * The Passenger Table (transport): what happens on each roll to a unit aboard a carrier that is hit. A scenario without
 * a table of its own plays with the Atoll default, shown here; "Use the default" drops the scenario's own.
 */
export const PassengerTableSection = observer(function PassengerTableSection({ project, setRuleset }: Props) {
  const ruleset = project.ruleset;
  const own = ruleset.passengerTable;
  const table = own ?? defaultPassengerTable();
  const carriers = project.list('unitTypes').filter((t) => t.carrier).length;
  const setRow = (i: number, result: PassengerResult) => {
    const next: PassengerTable = { source: own?.source ?? 'Scenario', rows: table.rows.map((r, k) => (k === i ? { ...r, result } : r)) };
    setRuleset({ ...ruleset, passengerTable: next }, `Passenger Table roll ${i + 1}`);
  };
  const useDefault = () => {
    const { passengerTable: _dropped, ...rest } = ruleset;
    setRuleset(rest, 'Passenger Table back to the default');
  };
  return (
    <Section
      title="Passenger Table (units aboard a carrier that is hit)"
      testId="passenger-table-section"
      actions={own ? <button data-testid="passenger-table-default" onClick={useDefault}>Use the default</button> : undefined}
    >
      <p className="muted">
        {carriers === 0 ? 'No unit type is a carrier yet (Forces ▸ unit type ▸ Carrier). ' : ''}
        When a carrier is disrupted, loses a step or is eliminated, each unit aboard rolls a die here.{own ? '' : ' This is the Atoll default until you change a row.'}
      </p>
      <table className="sheet-table" data-testid="passenger-table">
        <thead>
          <tr>
            <th>Die</th>
            <th>Result</th>
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, i) => (
            <tr key={row.roll}>
              <td className="narrow">{row.roll}</td>
              <td>
                <SelectField
                  label=""
                  value={row.result}
                  options={PASSENGER_RESULTS.map((r) => ({ value: r, label: PASSENGER_RESULT_NAMES[r] }))}
                  testId={`passenger-row-${row.roll}`}
                  onChange={(result) => setRow(i, result)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
});
