import { observer } from 'mobx-react-lite';
import { nextId, ZONE_PURPOSE_NAMES, type Zone } from '../../src-shared/model';
import type { DocumentStore } from '../stores/document-store';
import type { EditorStore } from '../stores/editor-store';
import { CommitField } from './CommitField';

const COLOURS = ['#d0202a', '#1f6fd0', '#e09a00', '#7a2fbf', '#0f8f6f', '#c0407a'];

/** Zones for the zone tool: pick one to paint, create, rename, recolour, change its purpose, delete. */
export const ZonePalette = observer(function ZonePalette({ project, editor }: { project: DocumentStore; editor: EditorStore }) {
  const zones = project.list('zones').sort((a, b) => a.name.localeCompare(b.name));
  const active = zones.find((z) => z.id === editor.zoneId);
  const create = () => {
    const id = nextId('zone', project.records.zones.keys());
    const zone: Zone = { id, name: `Zone ${zones.length + 1}`, colour: COLOURS[zones.length % COLOURS.length], purpose: 'setup', hexes: [] };
    void project.commit(`Create ${zone.name}`, [{ kind: 'put', collection: 'zones', record: zone }]);
    editor.setZone(id);
  };
  const update = (label: string, zone: Zone) => project.commit(label, [{ kind: 'put', collection: 'zones', record: zone }]);
  return (
    <div className="swatches" data-testid="zone-palette">
      {zones.map((z) => (
        <button key={z.id} data-zone={z.id} className={z.id === editor.zoneId ? 'swatch active' : 'swatch'} onClick={() => editor.setZone(z.id)}>
          <span className="chip" style={{ background: z.colour + '55', borderColor: z.colour }} />
          <span className="swatch-name">
            {z.name} <span className="muted">({z.hexes.length})</span>
          </span>
        </button>
      ))}
      <button className="chip-button" data-testid="new-zone" onClick={create}>
        New zone
      </button>
      {active && (
        <div className="zone-edit">
          <CommitField label="Name" value={active.name} testId="zone-name" onCommit={(name) => update('Rename zone', { ...active, name })} />
          <label className="palette-row">
            <span>Purpose</span>
            <select value={active.purpose} onChange={(e) => update('Change zone purpose', { ...active, purpose: e.target.value as Zone['purpose'] })}>
              {(Object.keys(ZONE_PURPOSE_NAMES) as Zone['purpose'][]).map((p) => (
                <option key={p} value={p}>
                  {ZONE_PURPOSE_NAMES[p]}
                </option>
              ))}
            </select>
          </label>
          <label className="palette-row">
            <span>Colour</span>
            <input type="color" value={active.colour} onChange={(e) => update('Recolour zone', { ...active, colour: e.target.value })} />
          </label>
          <button
            className="chip-button"
            onClick={() => {
              editor.setZone(null);
              void project.commit(`Delete ${active.name}`, [{ kind: 'del', collection: 'zones', id: active.id }]);
            }}
          >
            Delete zone
          </button>
        </div>
      )}
      <p className="muted hint">Drag over hexes to add them; Alt-drag removes.</p>
    </div>
  );
});
