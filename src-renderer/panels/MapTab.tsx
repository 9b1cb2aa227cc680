import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { SHEET_SIDES, type SheetSide } from '../../src-shared/hex';
import { MapSettingsSchema, MAX_MAP_SIDE, resizeChanges, type EdgeResize, type MapSettings } from '../../src-shared/model';
import { issueSentence } from '../../src-shared/schema/issue-text';
import { CommitField } from '../components/CommitField';
import { autoBeachChanges } from '../map/tools/auto-beach';
import { documentSnapshot } from './ProblemList';
import type { Question } from '../stores/app-store';
import type { DocumentStore } from '../stores/document-store';
import type { EditorStore } from '../stores/editor-store';
import { TracingFields } from './TracingFields';

type Props = { project: DocumentStore; editor: EditorStore; report: (message: string) => void; ask: (question: Question) => Promise<string> };


/** The Map tab: size (growing or shrinking any edge), orientation, hex size, numbering, labels, default terrain,
 *  and the auto-beach command. Each change is one undoable command. */
export const MapTab = observer(function MapTab({ project, editor, report, ask }: Props) {
  const map = project.map;
  const [edges, setEdges] = useState<EdgeResize>({ left: 0, right: 0, top: 0, bottom: 0 });

  const setMap = (label: string, patch: Partial<MapSettings>) => {
    // Optional settings set to undefined are dropped, so the stored map never carries an undefined key.
    const merged = Object.fromEntries(Object.entries({ ...map, ...patch }).filter(([, value]) => value !== undefined));
    const next = MapSettingsSchema.safeParse(merged);
    if (!next.success) return report(`${label} not changed: ${issueSentence(next.error.issues[0])}`);
    void project.commit(label, [{ kind: 'set', name: 'map', value: next.data }]);
  };
  const numberField = (label: string, value: number, apply: (n: number) => void, testId: string) => (
    <CommitField
      label={label}
      value={String(value)}
      testId={testId}
      onCommit={(text) => {
        const n = Number(text);
        if (text.trim() === '' || !Number.isFinite(n)) report(`${label}: "${text}" is not a number`);
        else apply(n);
      }}
    />
  );
  const resize = (e: EdgeResize) => {
    const result = resizeChanges(documentSnapshot(project), e);
    if ('error' in result) return report(`Resize: ${result.error}`);
    void project.commit(`Resize map to ${map.cols + e.left + e.right} × ${map.rows + e.top + e.bottom}`, result.changes);
    setEdges({ left: 0, right: 0, top: 0, bottom: 0 });
  };
  const autoBeach = async () => {
    const geom = { orientation: map.orientation, stagger: map.stagger };
    const changes = autoBeachChanges(geom, map, project.ruleset, (c, r) => project.terrainAt(c, r), (c, r) => project.elevationAt(c, r));
    if (changes.length === 0) return report('Auto-beach: every land hex next to ocean is already beach');
    const hexes = `${changes.length} land hex${changes.length === 1 ? '' : 'es'}`;
    const answer = await ask({
      title: 'Auto-beach',
      message: `Auto-beach turns ${hexes} next to ocean into beach, in one step that Undo takes back.`,
      choices: [{ id: 'go', label: `Make ${hexes} beach`, style: 'primary' }, { id: 'cancel', label: 'Cancel' }],
      cancel: 'cancel',
    });
    if (answer === 'go') void project.commit(`Auto-beach ${changes.length} hexes`, changes);
  };

  return (
    <div className="tab-body" data-testid="map-tab">
      <fieldset>
        <legend>Size</legend>
        <div className="field-row">
          {numberField('Columns', map.cols, (n) => resize({ left: 0, right: Math.round(n) - map.cols, top: 0, bottom: 0 }), 'map-cols')}
          {numberField('Rows', map.rows, (n) => resize({ left: 0, right: 0, top: 0, bottom: Math.round(n) - map.rows }), 'map-rows')}
        </div>
        <p className="muted hint">Add (or, with a negative number, remove) hexes on any edge; everything on the map stays where it is. Up to {MAX_MAP_SIDE} × {MAX_MAP_SIDE}.</p>
        <div className="edge-grid">
          {(['left', 'right', 'top', 'bottom'] as const).map((edge) => (
            <label key={edge} className="palette-row">
              <span>{edge}</span>
              <input type="number" value={edges[edge]} data-testid={`edge-${edge}`} onChange={(e) => setEdges({ ...edges, [edge]: Math.round(Number(e.target.value) || 0) })} />
            </label>
          ))}
          <button onClick={() => resize(edges)} disabled={!edges.left && !edges.right && !edges.top && !edges.bottom}>
            Resize
          </button>
        </div>
      </fieldset>
      <fieldset>
        <legend>Hex grid</legend>
        <label className="field">
          <span>Orientation</span>
          <select value={`${map.orientation}-${map.stagger}`} data-testid="map-orientation" onChange={(e) => {
            const [orientation, stagger] = e.target.value.split('-') as [MapSettings['orientation'], MapSettings['stagger']];
            setMap('Change grid orientation', { orientation, stagger });
          }}>
            <option value="flat-odd">Flat-top, odd columns shifted down</option>
            <option value="flat-even">Flat-top, even columns shifted down</option>
            <option value="pointy-odd">Pointy-top, odd rows shifted right</option>
            <option value="pointy-even">Pointy-top, even rows shifted right</option>
          </select>
        </label>
        <label className="field">
          <span>Compass: north is at the sheet's</span>
          <select value={map.north ?? 'top'} data-testid="map-north" onChange={(e) => {
            const north = e.target.value as SheetSide;
            setMap(`Put north at the ${north}`, { north: north === 'top' ? undefined : north });
          }}>
            {SHEET_SIDES.map((side) => (
              <option key={side} value={side}>
                {side}
              </option>
            ))}
          </select>
        </label>
        <p className="muted hint">Edge areas, evacuation and scatter use compass edges: with north at the bottom, the east edge is the sheet's left side.</p>
        {numberField('Hex size across the flats (mm)', map.hexSizeMm, (n) => setMap('Change hex size', { hexSizeMm: n }), 'map-hex-size')}
        {numberField('Print margin (mm)', map.marginMm, (n) => setMap('Change margin', { marginMm: n }), 'map-margin')}
        <label className="field">
          <span>Terrain edges and coasts</span>
          <select value={map.terrainEdges ?? 'hex'} data-testid="map-terrain-edges" onChange={(e) => {
            const soft = e.target.value === 'soft';
            setMap(soft ? 'Soften terrain edges' : 'Draw terrain edges along the hexsides', { terrainEdges: soft ? 'soft' : undefined });
          }}>
            <option value="hex">Along the hex edges</option>
            <option value="soft">Softened (natural outlines through each hexside's middle)</option>
          </select>
        </label>
        <label className="field">
          <span>Default terrain (every hex not painted)</span>
          <select value={map.defaultTerrain} onChange={(e) => setMap('Change default terrain', { defaultTerrain: e.target.value })}>
            {project.ruleset.terrain.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
        </label>
      </fieldset>
      <fieldset>
        <legend>Numbering</legend>
        <label className="field">
          <span>Scheme</span>
          <select value={map.numbering.scheme} onChange={(e) => setMap('Change numbering', { numbering: { ...map.numbering, scheme: e.target.value as 'xxyy' | 'letter-number' } })}>
            <option value="xxyy">Column and row numbers (0101)</option>
            <option value="letter-number">Letter and number (A1)</option>
          </select>
        </label>
        <div className="field-row">
          <NumberingDirection axis="col" map={map} setMap={setMap} />
          <NumberingDirection axis="row" map={map} setMap={setMap} />
        </div>
        <div className="field-row">
          {numberField('Leftmost column number', map.numbering.firstCol, (n) => setMap('Change numbering', { numbering: { ...map.numbering, firstCol: n } }), 'map-first-col')}
          {numberField('Top row number', map.numbering.firstRow, (n) => setMap('Change numbering', { numbering: { ...map.numbering, firstRow: n } }), 'map-first-row')}
          {numberField('Digits', map.numbering.digits, (n) => setMap('Change numbering', { numbering: { ...map.numbering, digits: n } }), 'map-digits')}
        </div>
        <label className="palette-row">
          <input type="checkbox" checked={map.showLabels} onChange={() => setMap(map.showLabels ? 'Hide hex labels' : 'Show hex labels', { showLabels: !map.showLabels })} /> Print hex labels
        </label>
      </fieldset>
      <TracingFields project={project} editor={editor} report={report} />
      <fieldset>
        <legend>Pacific</legend>
        <button data-testid="auto-beach" onClick={() => void autoBeach()}>
          Auto-beach: land next to ocean becomes beach
        </button>
      </fieldset>
    </div>
  );
});

type DirectionProps = { axis: 'col' | 'row'; map: MapSettings; setMap: (label: string, patch: Partial<MapSettings>) => void };

/**
 * Which way the numbers run along one axis. Turning it round keeps the number at the far end of the old direction
 * at the near end of the new one (numbered 1 from the left becomes numbered 1 from the right).
 */
function NumberingDirection({ axis, map, setMap }: DirectionProps) {
  const col = axis === 'col';
  const step = (col ? map.numbering.colStep : map.numbering.rowStep) ?? 1;
  const first = col ? map.numbering.firstCol : map.numbering.firstRow;
  const span = (col ? map.cols : map.rows) - 1;
  const turn = (value: string) => {
    const down = value === 'down';
    if (down === (step === -1)) return;
    const numbering = { ...map.numbering };
    const key = col ? 'colStep' : 'rowStep';
    if (down) numbering[key] = -1;
    else delete numbering[key];
    numbering[col ? 'firstCol' : 'firstRow'] = down ? first + span : first - span;
    setMap('Change numbering direction', { numbering });
  };
  return (
    <label className="field">
      <span>{col ? 'Columns numbered' : 'Rows numbered'}</span>
      <select value={step === -1 ? 'down' : 'up'} data-testid={`map-${axis}-direction`} onChange={(e) => turn(e.target.value)}>
        <option value="up">{col ? 'left to right' : 'top to bottom'}</option>
        <option value="down">{col ? 'right to left' : 'bottom to top'}</option>
      </select>
    </label>
  );
}
