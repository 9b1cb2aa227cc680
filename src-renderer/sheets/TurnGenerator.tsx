import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { Change } from '../../src-shared/model';
import { addDays, generateTurns, parseDate, TIME_NAMES, turnPatternProblem, type CalendarDate, type TimeOfDay, type TurnPatternOptions } from '../../src-shared/scenario/turn-pattern';
import { NumberField, Section, SelectField } from '../components/fields';
import type { DocumentStore } from '../stores/document-store';
import { sidesInOrder } from './edit';
import { usesCommandPoints } from './CommandPointsSwitch';

const PATTERNS: { value: string; label: string; times: TimeOfDay[] }[] = [
  { value: 'mAn', label: 'Morning, Afternoon, Night', times: ['morning', 'afternoon', 'night'] },
  { value: 'mA', label: 'Morning, Afternoon', times: ['morning', 'afternoon'] },
  { value: 'mAEn', label: 'Morning, Afternoon, Evening, Night', times: ['morning', 'afternoon', 'evening', 'night'] },
  { value: 'dN', label: 'Day, Night', times: ['day', 'night'] },
  { value: 'd', label: 'Day only', times: ['day'] },
];

type Props = { project: DocumentStore; report: (m: string) => void };

const isoDate = (d: CalendarDate) => `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

/** Where new turns start: the day after the last dated turn on the track, else the scenario's first turn date; empty
 *  when neither says (the designer picks one). */
function firstDate(project: DocumentStore): string {
  const dated = project.list('turns').sort((a, b) => b.index - a.index).map((t) => parseDate(t.date)).find((d) => d !== null);
  if (dated) return isoDate(addDays(dated, 1));
  const start = parseDate(project.info.startDate);
  return start ? isoDate(start) : '';
}

/** Makes N turns from a start date and a repeating pattern of times of day, in one undoable step. */
export const TurnGenerator = observer(function TurnGenerator({ project, report }: Props) {
  // Without a CP system the generated turns carry no CP and there is nothing to ask for.
  const sides = usesCommandPoints(project) ? sidesInOrder(project) : [];
  const [count, setCount] = useState(6);
  // The first date follows the scenario (its dates, the track's last turn) until the designer picks one; a picked
  // date is used once, then the next batch continues the track again.
  const [chosen, setChosen] = useState<string | null>(null);
  const start = chosen ?? firstDate(project);
  const [patternId, setPatternId] = useState('mAn');
  const [cp, setCp] = useState<Partial<Record<TimeOfDay, Record<string, number>>>>({});
  const pattern = PATTERNS.find((p) => p.value === patternId) ?? PATTERNS[0];
  const times = [...new Set(pattern.times)];
  const cpOf = (time: TimeOfDay, sideId: string) => cp[time]?.[sideId] ?? (time === 'night' ? 1 : 3);
  const generate = () => {
    if (!start) return report('Generate turns: choose the first date (a first turn date in the Scenario tab fills it in)');
    const [year, month, day] = start.split('-').map(Number);
    const options: TurnPatternOptions = {
      count,
      start: { year, month, day },
      pattern: pattern.times,
      cp: Object.fromEntries(times.map((t) => [t, Object.fromEntries(sides.map((s) => [s.id, cpOf(t, s.id)]))])),
      existing: project.list('turns'),
    };
    const problem = turnPatternProblem(options);
    if (problem) return report(`Generate turns: ${problem}`);
    const turns = generateTurns(options);
    void project.commit(`Generate ${turns.length} turns`, turns.map((record): Change => ({ kind: 'put', collection: 'turns', record })));
    setChosen(null);
  };
  return (
    <Section title="Generate turns from a pattern" testId="turn-generator">
      <div className="field-row">
        <NumberField label="How many turns" value={count} min={1} max={200} report={report} testId="gen-count" onCommit={(n) => setCount(n ?? 1)} />
        <label className="field">
          <span>First date</span>
          <input type="date" value={start} data-testid="gen-start" onChange={(e) => setChosen(e.currentTarget.value)} />
        </label>
        <SelectField label="Pattern" value={patternId} options={PATTERNS} testId="gen-pattern" onChange={setPatternId} />
      </div>
      {sides.length > 0 && (
      <table className="sheet-table">
        <thead>
          <tr>
            <th>Command points</th>
            {times.map((t) => (
              <th key={t}>{TIME_NAMES[t]}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sides.map((s, i) => (
            <tr key={s.id}>
              <td>{s.name}</td>
              {times.map((t) => (
                <td key={t} className="narrow">
                  <NumberField
                    label=""
                    value={cpOf(t, s.id)}
                    min={0}
                    max={99}
                    report={report}
                    testId={`gen-cp-${i}-${t}`}
                    onCommit={(n) => setCp({ ...cp, [t]: { ...cp[t], [s.id]: n ?? 0 } })}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      )}
      <div>
        <button className="primary" data-testid="gen-run" onClick={generate}>
          Add {count} turn{count === 1 ? '' : 's'}
        </button>
      </div>
    </Section>
  );
});
