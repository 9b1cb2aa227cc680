import { observer } from 'mobx-react-lite';
import type { DocumentStore } from '../stores/document-store';
import type { EditorStore, FeatureType, LayerId } from '../stores/editor-store';
import { FEATURE_LABELS } from '../map/tools/feature-tool';
import { ZonePalette } from './ZonePalette';
import { LAYER_LABELS } from '../map/layer-labels';

/** The palette for the active tool: terrain swatches, brush size, hexside and path types, elevation level. */
export const Palette = observer(function Palette({ project, editor }: { project: DocumentStore; editor: EditorStore }) {
  const rs = project.ruleset;
  const tool = editor.tool;
  const showsTerrain = tool === 'brush' || tool === 'line' || tool === 'fill' || tool === 'eyedropper';
  return (
    <div className="palette" data-testid="palette">
      {showsTerrain && (
        <div className="swatches" role="listbox" aria-label="Terrain">
          {rs.terrain.map((t) => (
            <button
              key={t.id}
              role="option"
              aria-selected={editor.terrain === t.id}
              data-terrain={t.id}
              className={editor.terrain === t.id ? 'swatch active' : 'swatch'}
              title={t.name}
              onClick={() => editor.setTerrain(t.id)}
            >
              <span className="chip" style={{ background: t.look.fill, borderColor: t.look.ink }} />
              <span className="swatch-name">{t.name}</span>
            </button>
          ))}
        </div>
      )}
      {(tool === 'brush' || tool === 'line' || tool === 'eraser' || tool === 'elevation') && (
        <div className="palette-row">
          <span>Brush</span>
          {[0, 1, 2].map((r) => (
            <button key={r} className={editor.radius === r ? 'chip-button active' : 'chip-button'} data-radius={r} onClick={() => editor.setRadius(r)} title={`Radius ${r} ([ and ])`}>
              {1 + 3 * r * (r + 1)}
            </button>
          ))}
        </div>
      )}
      {tool === 'elevation' && (
        <label className="palette-row">
          <span>Level</span>
          <input type="number" min={-10} max={50} value={editor.elevation} onChange={(e) => editor.setElevation(Number(e.target.value))} data-testid="elevation-level" />
        </label>
      )}
      {tool === 'hexside' && (
        <div className="swatches">
          {rs.hexsides.map((h) => (
            <button key={h.id} data-hexside={h.id} className={editor.hexsideType === h.id ? 'swatch active' : 'swatch'} onClick={() => editor.setHexsideType(h.id)}>
              <span className="line-chip" style={{ borderTopColor: h.look.colour, borderTopStyle: h.look.style === 'dashed' ? 'dashed' : h.look.style === 'dots' ? 'dotted' : h.look.style === 'double' ? 'double' : 'solid' }} />
              <span className="swatch-name">{h.name}</span>
            </button>
          ))}
          <p className="muted hint">Click or drag along hex edges; Alt-drag clears.</p>
        </div>
      )}
      {tool === 'path' && (
        <div className="swatches">
          {rs.paths.map((p) => (
            <button key={p.id} data-path={p.id} className={editor.pathType === p.id ? 'swatch active' : 'swatch'} onClick={() => editor.setPathType(p.id)}>
              <span className="line-chip" style={{ borderTopColor: p.look.colour, borderTopStyle: p.look.style === 'dashed' ? 'dashed' : p.look.style === 'dots' ? 'dotted' : 'solid' }} />
              <span className="swatch-name">{p.name}</span>
            </button>
          ))}
          <p className="muted hint">Drag from hex to hex; Alt-drag removes.</p>
        </div>
      )}
      {tool === 'feature' && (
        <div className="swatches">
          {(Object.keys(FEATURE_LABELS) as FeatureType[]).map((type) => (
            <button key={type} data-feature={type} className={editor.featureType === type ? 'swatch active' : 'swatch'} onClick={() => editor.setFeatureType(type)}>
              <span className="swatch-name">{FEATURE_LABELS[type]}</span>
            </button>
          ))}
          {editor.featureType === 'objective' && (
            <label className="palette-row">
              <span>VP</span>
              <input type="number" min={0} max={999} value={editor.objectiveVp} onChange={(e) => editor.setObjectiveVp(Number(e.target.value))} data-testid="objective-vp" />
            </label>
          )}
          {editor.featureType === 'label' && (
            <label className="palette-row">
              <span>Text</span>
              <input value={editor.labelText} maxLength={80} onChange={(e) => editor.setLabelText(e.target.value)} data-testid="label-text" />
            </label>
          )}
          <p className="muted hint">{editor.featureType === 'cave' ? 'Click near the hexside the cave faces. ' : ''}Alt-click removes.</p>
        </div>
      )}
      {tool === 'zone' && <ZonePalette project={project} editor={editor} />}
      <details className="layers">
        <summary>Layers</summary>
        {(Object.keys(LAYER_LABELS) as LayerId[]).map((id) => (
          <label key={id} className="palette-row">
            <input type="checkbox" checked={editor.layers[id]} onChange={() => editor.toggleLayer(id)} data-layer={id} /> {LAYER_LABELS[id]}
          </label>
        ))}
      </details>
    </div>
  );
});
