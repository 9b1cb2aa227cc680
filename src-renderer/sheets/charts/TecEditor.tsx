import { observer } from 'mobx-react-lite';
import type { FeatureRule, HexsideType, PathType, Ruleset, Terrain } from '../../../src-shared/ruleset';
import { CheckField, NumberField, Section } from '../../components/fields';
import { omit } from '../edit';
import { MultiPick } from '../MultiPick';
import { commitRuleset, replaceAt, type ChartProps } from './chart-edit';
import { MpCell } from './MpCell';

type Catalog = 'terrain' | 'hexsides' | 'paths' | 'features';

/** Put one catalog entry back in the ruleset as one edit. */
function catalogPutter(project: ChartProps['project'], report: ChartProps['report']) {
  return <K extends Catalog>(catalog: K, index: number, item: Ruleset[K][number], what: string) => {
    const ruleset = project.ruleset;
    const list = ruleset[catalog] as readonly Ruleset[K][number][];
    commitRuleset(project, { ...ruleset, [catalog]: replaceAt(list, index, item) }, `${item.name}: ${what}`, report);
  };
}

/** The terrain effects chart: MP per movement class, the OST defence and the CRT column shift of every terrain. */
export const TerrainEffectsEditor = observer(function TerrainEffectsEditor({ project, report }: ChartProps) {
  const { terrain, movementClasses } = project.ruleset;
  const put = catalogPutter(project, report);
  return (
    <Section title="Terrain effects" testId="chart-terrain">
      <div className="chart-scroll" data-path="$.ruleset.terrain">
        <table className="sheet-table chart-table">
          <thead>
            <tr>
              <th>Terrain</th>
              {movementClasses.map((m) => (
                <th key={m.id}>{m.name} MP</th>
              ))}
              <th title="OST defence modifier">Defence</th>
              <th title="CRT column shift for a defender in the hex; negative favours the defender">Column shift</th>
              <th>Source</th>
            </tr>
          </thead>
          <tbody>
            {terrain.map((t: Terrain, i) => (
              <tr key={t.id} data-path={`$.ruleset.terrain[${i}]`}>
                <td>{t.name}</td>
                {movementClasses.map((m) => (
                  <td key={m.id} className="narrow">
                    <MpCell cost={t.move[m.id]} what={`${t.name}, ${m.name}`} testId={`tec-${t.id}-${m.id}`} report={report} onCommit={(cost) => put('terrain', i, { ...t, move: { ...t.move, [m.id]: cost } }, `${m.name} cost`)} />
                  </td>
                ))}
                <td className="narrow">
                  <NumberField label="" value={t.defence} min={-5} max={5} report={report} onCommit={(n) => put('terrain', i, { ...t, defence: n ?? 0 }, 'defence')} />
                </td>
                <td className="narrow">
                  <NumberField label="" value={t.columnShift} min={-10} max={10} report={report} testId={`tec-${t.id}-shift`} onCommit={(n) => put('terrain', i, { ...t, columnShift: n ?? 0 }, 'column shift')} />
                </td>
                <td className="muted source-cell">{t.source}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="muted hint">MP in halves (1½) or P for prohibited. A superscript b marks a bog roll for vehicles, a an amphibious-only cost.</p>
    </Section>
  );
});

/** Hexsides (extra MP to cross, the shift for an attack across, retreat disruption), paths and hex features. */
export const HexsidesAndFeaturesEditor = observer(function HexsidesAndFeaturesEditor({ project, report }: ChartProps) {
  const { hexsides, paths, features, movementClasses } = project.ruleset;
  const put = catalogPutter(project, report);
  return (
    <Section title="Hexsides, paths and features" testId="chart-hexsides">
      <div className="chart-scroll" data-path="$.ruleset.hexsides">
        <table className="sheet-table chart-table">
          <thead>
            <tr>
              <th>Hexside</th>
              {movementClasses.map((m) => (
                <th key={m.id}>{m.name} +MP</th>
              ))}
              <th>Column shift</th>
              <th>Retreat across disrupts</th>
            </tr>
          </thead>
          <tbody>
            {hexsides.map((h: HexsideType, i) => (
              <tr key={h.id} data-path={`$.ruleset.hexsides[${i}]`}>
                <td>{h.name}</td>
                {movementClasses.map((m) => (
                  <td key={m.id} className="narrow">
                    <MpCell cost={h.move[m.id]} what={`${h.name}, ${m.name}`} report={report} onCommit={(cost) => put('hexsides', i, { ...h, move: { ...h.move, [m.id]: cost } }, `${m.name} cost`)} />
                  </td>
                ))}
                <td className="narrow">
                  <NumberField label="" value={h.columnShift} min={-10} max={10} report={report} testId={`hexside-${h.id}-shift`} onCommit={(n) => put('hexsides', i, { ...h, columnShift: n ?? 0 }, 'column shift')} />
                </td>
                <td>
                  <CheckField label="" value={h.crossingDisrupts ?? false} onChange={(on) => put('hexsides', i, on ? { ...h, crossingDisrupts: true } : omit(h, 'crossingDisrupts'), 'retreat disruption')} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <table className="sheet-table chart-table" data-path="$.ruleset.paths">
        <thead>
          <tr>
            <th>Path</th>
            <th>MP per hex</th>
            <th>Used by</th>
          </tr>
        </thead>
        <tbody>
          {paths.map((p: PathType, i) => (
            <tr key={p.id} data-path={`$.ruleset.paths[${i}]`}>
              <td>{p.name}</td>
              <td className="narrow">
                <MpCell cost={{ mp: p.mpPerHex }} what={`${p.name} rate`} report={report} onCommit={(cost) => ('prohibited' in cost ? report(`${p.name}: a path has a rate; leave it out of a class instead`) : put('paths', i, { ...p, mpPerHex: cost.mp }, 'MP per hex'))} />
              </td>
              <td>
                <MultiPick
                  label="Movement classes"
                  chosen={p.classes}
                  options={movementClasses.map((m) => ({ value: m.id, label: m.name }))}
                  onChange={(classes) => (classes.length ? put('paths', i, { ...p, classes }, 'classes') : report(`${p.name}: at least one movement class uses a path`))}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="sheet-table chart-table" data-path="$.ruleset.features">
        <thead>
          <tr>
            <th>Feature</th>
            <th>Defence</th>
            <th>Column shift</th>
            <th>MP to enter or leave</th>
            <th>Most per hex</th>
          </tr>
        </thead>
        <tbody>
          {features.map((f: FeatureRule, i) => (
            <tr key={f.id} data-path={`$.ruleset.features[${i}]`}>
              <td>
                {f.name}
                {f.module && <span className="muted"> ({f.module} module)</span>}
              </td>
              <td className="narrow">
                <NumberField label="" value={f.defence} min={-5} max={5} report={report} onCommit={(n) => put('features', i, { ...f, defence: n ?? 0 }, 'defence')} />
              </td>
              <td className="narrow">
                <NumberField label="" value={f.columnShift} min={-10} max={10} report={report} testId={`feature-${f.id}-shift`} onCommit={(n) => put('features', i, { ...f, columnShift: n ?? 0 }, 'column shift')} />
              </td>
              <td className="narrow">
                <MpCell cost={{ mp: f.enterMp }} what={`${f.name} entry`} report={report} onCommit={(cost) => ('prohibited' in cost ? report(`${f.name}: give an MP cost`) : put('features', i, { ...f, enterMp: cost.mp }, 'MP to enter'))} />
              </td>
              <td className="narrow">
                <NumberField label="" value={f.maxPerHex} min={1} max={10} report={report} onCommit={(n) => put('features', i, { ...f, maxPerHex: n ?? 1 }, 'most per hex')} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
});
