import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { directionNames, hexLabel, hexsidesOf } from '../../src-shared/hex';
import { MAP_EDGES, nextId, UNIT_CLASSES, UNIT_FLAGS, type Change, type Feature, type Victory } from '../../src-shared/model';
import { CommitField } from '../components/CommitField';
import { NumberField, Section, SelectField } from '../components/fields';
import type { DocumentStore } from '../stores/document-store';
import { deleteRecords, pathAttrs, putRecord } from './edit';
import { parseHexList } from './HexListField';
import { MultiPick } from './MultiPick';
import { VictoryConditionsSection } from './VictoryConditionsSection';

type Props = { project: DocumentStore; report: (m: string) => void };

const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
const PROP_NAMES: Record<string, string> = { vp: 'VP', vpDemolished: 'VP when demolished', demolishedWith: 'What demolishes' };

/** The objective itself, or one of its six hexsides whose feature can be demolished (the bridge of Primosole 24.4). */
function demolishedWithOptions(project: DocumentStore, f: Feature): { value: string; label: string }[] {
  const map = project.map;
  const names = directionNames(map.orientation);
  const sides = hexsidesOf(map, f.hex).flatMap((key, dir) => {
    const side = project.getRecord('hexsides', key);
    const type = side && project.ruleset.hexsides.find((t) => t.id === side.type);
    return type?.demolishedAs ? [{ value: key, label: `the ${type.name.toLowerCase()} on its ${names[dir]} side` }] : [];
  });
  const current = typeof f.props.demolishedWith === 'string' ? f.props.demolishedWith : '';
  const missing = current && !sides.some((s) => s.value === current) ? [{ value: current, label: `(missing hexside ${current})` }] : [];
  return [{ value: '', label: 'it is demolished itself' }, ...sides, ...missing];
}

const Objectives = observer(function Objectives({ project, report }: Props) {
  const objectives = project.list('features').filter((f) => f.type === 'objective').sort((a, b) => a.hex.row - b.hex.row || a.hex.col - b.hex.col);
  const [hexText, setHexText] = useState('');
  const put = (f: Feature, what: string) => putRecord(project, `${what} of objective`, 'features', f);
  const setProp = (f: Feature, key: string, value: string | number | undefined) => {
    const props = { ...f.props };
    if (value === undefined) delete props[key];
    else props[key] = value;
    void put({ ...f, props }, PROP_NAMES[key] ?? 'Name');
  };
  const add = () => {
    const parsed = parseHexList(project.map, hexText);
    if ('error' in parsed) return report(`Objective: ${parsed.error}`);
    if (parsed.hexes.length === 0) return report('Objective: type the hex it stands on, e.g. 3016');
    const taken = project.list('features').map((f) => f.id);
    const changes = parsed.hexes.map((hex): Change => {
      const id = nextId('objective', taken);
      taken.push(id);
      return { kind: 'put', collection: 'features', record: { id, type: 'objective', hex, props: { vp: 5 } } };
    });
    void project.commit(parsed.hexes.length === 1 ? 'Add objective' : `Add ${parsed.hexes.length} objectives`, changes);
    setHexText('');
  };
  return (
    <Section title="Objective hexes" testId="objectives-section">
      <table className="sheet-table">
        <thead>
          <tr>
            <th>Hex</th>
            <th>Name</th>
            <th>VP</th>
            <th>VP if demolished</th>
            <th>Demolished when</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {objectives.map((f, i) => (
            <tr key={f.id} data-testid={`objective-${i}`} {...pathAttrs(project, 'features', f.id)}>
              <td>{hexLabel(project.map.numbering, f.hex) ?? `${f.hex.col},${f.hex.row}`}</td>
              <td>
                <CommitField label="" value={typeof f.props.name === 'string' ? f.props.name : ''} onCommit={(name) => setProp(f, 'name', name || undefined)} />
              </td>
              <td className="narrow">
                <NumberField label="" value={num(f.props.vp)} min={0} max={100} report={report} testId={`objective-${i}-vp`} onCommit={(vp) => setProp(f, 'vp', vp ?? 0)} />
              </td>
              <td className="narrow">
                <NumberField label="" value={num(f.props.vpDemolished)} min={0} max={100} optional report={report} onCommit={(vp) => setProp(f, 'vpDemolished', vp)} />
              </td>
              <td>
                <SelectField
                  label=""
                  value={typeof f.props.demolishedWith === 'string' ? f.props.demolishedWith : ''}
                  options={demolishedWithOptions(project, f)}
                  testId={`objective-${i}-demolished-with`}
                  onChange={(key) => setProp(f, 'demolishedWith', key || undefined)}
                />
              </td>
              <td>
                <button className="link danger" title="Delete objective" onClick={() => void deleteRecords(project, 'Delete objective', 'features', [f.id])}>
                  ✕
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="field-row inline-add">
        <label className="field">
          <span>Add objective at hex (or place one with the Feature tool on the map)</span>
          <input value={hexText} data-testid="objective-hex" onChange={(e) => setHexText(e.currentTarget.value)} onKeyDown={(e) => e.key === 'Enter' && add()} />
        </label>
        <button data-testid="objective-add" onClick={add}>
          Add
        </button>
      </div>
    </Section>
  );
});

export const VictorySheet = observer(function VictorySheet({ project, report }: Props) {
  const victory = project.getSingleton('victory');
  const sides = project.list('sides').map((s) => ({ value: s.id, label: s.name }));
  const contingents = project.list('contingents').map((c) => ({ value: c.id, label: c.code }));
  const set = (next: Victory, what: string) => project.commit(`Edit victory: ${what}`, [{ kind: 'set', name: 'victory', value: next }]);
  const firstSide = sides[0]?.value ?? 'side-1';
  return (
    <div className="sheet" data-testid="victory-sheet">
      <Objectives project={project} report={report} />
      <VictoryConditionsSection project={project} report={report} />
      <Section
        title="VP for eliminated units (first matching line counts)"
        testId="elimination-section"
        actions={
          <button
            data-testid="elimination-add"
            onClick={() => set({ ...victory, elimination: [...victory.elimination, { sideId: firstSide, what: 'units', match: { contingentIds: [], unitClasses: [], flags: [] }, vp: 1, label: '' }] }, 'add elimination line')}
          >
            Add line
          </button>
        }
      >
        {victory.elimination.map((line, i) => {
          const setLine = (next: typeof line) => set({ ...victory, elimination: victory.elimination.map((l, j) => (j === i ? next : l)) }, 'elimination VP');
          return (
            <div key={i} className="nested" data-testid={`elimination-${i}`}>
              <div className="field-row">
                <CommitField label="Label" value={line.label} onCommit={(label) => setLine({ ...line, label })} />
                <SelectField label="Eliminated units of" value={line.sideId} options={sides} onChange={(sideId) => setLine({ ...line, sideId })} />
                <SelectField
                  label="Counting"
                  value={line.what}
                  options={[
                    { value: 'units', label: 'ground units' },
                    { value: 'strikes', label: 'strike markers' },
                  ]}
                  onChange={(what) => setLine({ ...line, what })}
                />
                <NumberField label="VP each" value={line.vp} min={0} max={100} report={report} onCommit={(vp) => setLine({ ...line, vp: vp ?? 0 })} />
                <button className="link danger" onClick={() => set({ ...victory, elimination: victory.elimination.filter((_, j) => j !== i) }, 'remove line')}>
                  remove
                </button>
              </div>
              {line.what === 'units' && (
                <>
                  <MultiPick label="Contingents (any when none)" chosen={line.match.contingentIds} options={contingents} onChange={(contingentIds) => setLine({ ...line, match: { ...line.match, contingentIds } })} />
                  <MultiPick label="Classes" chosen={line.match.unitClasses} options={UNIT_CLASSES.map((c) => ({ value: c.id, label: c.label }))} onChange={(unitClasses) => setLine({ ...line, match: { ...line.match, unitClasses } })} />
                  <MultiPick label="Flags" chosen={line.match.flags} options={UNIT_FLAGS.map((f) => ({ value: f.id, label: f.label }))} onChange={(flags) => setLine({ ...line, match: { ...line.match, flags } })} />
                </>
              )}
            </div>
          );
        })}
      </Section>
      <Section
        title="VP for evacuated units"
        testId="evacuation-section"
        actions={
          <button onClick={() => set({ ...victory, evacuation: [...victory.evacuation, { sideId: firstSide, contingentIds: [], edge: 'south', vp: 1, afterArrivalOf: [] }] }, 'add evacuation')}>Add</button>
        }
      >
        {victory.evacuation.map((e, i) => {
          const setE = (next: typeof e) => set({ ...victory, evacuation: victory.evacuation.map((x, j) => (j === i ? next : x)) }, 'evacuation VP');
          return (
            <div key={i} className="nested">
              <div className="field-row">
                <SelectField label="Side" value={e.sideId} options={sides} onChange={(sideId) => setE({ ...e, sideId })} />
                <SelectField label="Off the edge" value={e.edge} options={MAP_EDGES.map((x) => ({ value: x, label: x }))} onChange={(edge) => setE({ ...e, edge })} />
                <NumberField label="VP per unit" value={e.vp} min={0} max={100} report={report} onCommit={(vp) => setE({ ...e, vp: vp ?? 0 })} />
                <button className="link danger" onClick={() => set({ ...victory, evacuation: victory.evacuation.filter((_, j) => j !== i) }, 'remove evacuation')}>
                  remove
                </button>
              </div>
              <MultiPick label="Units of contingents" chosen={e.contingentIds} options={contingents} onChange={(contingentIds) => setE({ ...e, contingentIds })} />
              <MultiPick label="Allowed once any of these has arrived" chosen={e.afterArrivalOf} options={contingents} onChange={(afterArrivalOf) => setE({ ...e, afterArrivalOf })} />
            </div>
          );
        })}
      </Section>
      <Section
        title="Sudden death"
        testId="sudden-death-section"
        actions={<button onClick={() => set({ ...victory, suddenDeath: [...victory.suddenDeath, { fromTurn: 2, kind: 'objectivesAndNoEnemy', text: '', result: 'Decisive victory' }] }, 'add sudden death')}>Add</button>}
      >
        {victory.suddenDeath.map((s, i) => {
          const setS = (next: typeof s) => set({ ...victory, suddenDeath: victory.suddenDeath.map((x, j) => (j === i ? next : x)) }, 'sudden death');
          return (
            <div key={i} className="field-row nested">
              <NumberField label="From turn" value={s.fromTurn} min={1} max={999} report={report} onCommit={(fromTurn) => setS({ ...s, fromTurn: fromTurn ?? 1 })} />
              <SelectField
                label="When"
                value={s.kind}
                options={[
                  { value: 'objectivesAndNoEnemy', label: 'a side holds every objective and the enemy has no units on the map' },
                  { value: 'custom', label: 'as described' },
                ]}
                onChange={(kind) => setS({ ...s, kind })}
              />
              {s.kind === 'custom' && <CommitField label="Condition" value={s.text} onCommit={(text) => setS({ ...s, text })} />}
              <CommitField label="Result" value={s.result} onCommit={(result) => setS({ ...s, result })} />
              <button className="link danger" onClick={() => set({ ...victory, suddenDeath: victory.suddenDeath.filter((_, j) => j !== i) }, 'remove sudden death')}>
                remove
              </button>
            </div>
          );
        })}
      </Section>
      <Section
        title="Levels of victory (by VP difference)"
        testId="levels-section"
        actions={<button onClick={() => set({ ...victory, levels: [...victory.levels, { from: (victory.levels.at(-1)?.from ?? -1) + 1, name: 'Victory' }] }, 'add level')}>Add level</button>}
      >
        {victory.levels.map((l, i) => {
          const next = victory.levels[i + 1];
          return (
            <div key={i} className="field-row nested" data-testid={`level-${i}`}>
              <NumberField label="From" value={l.from} min={0} max={10_000} report={report} onCommit={(from) => set({ ...victory, levels: victory.levels.map((x, j) => (j === i ? { ...x, from: from ?? 0 } : x)) }, 'level')} />
              <span className="muted range-note">{next ? `to ${next.from - 1}` : 'or more'}</span>
              <CommitField label="Name" value={l.name} onCommit={(name) => set({ ...victory, levels: victory.levels.map((x, j) => (j === i ? { ...x, name } : x)) }, 'level')} />
              <button className="link danger" onClick={() => set({ ...victory, levels: victory.levels.filter((_, j) => j !== i) }, 'remove level')}>
                remove
              </button>
            </div>
          );
        })}
      </Section>
      <Section title="Historical outcome">
        <CommitField label="" value={victory.historical} multiline maxLength={20_000} testId="victory-historical" onCommit={(historical) => set({ ...victory, historical }, 'historical outcome')} />
      </Section>
    </div>
  );
});
