import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { InteropExportOptions, InteropExportRequest } from '../../src-shared/api/contract-interop';
import { tiledFileNames } from '../../src-shared/interop/file-names';
import { TILE_SIZES } from '../../src-shared/interop/tiled/export-model';
import { tiledGridFor } from '../../src-shared/interop/tiled/geometry';
import { fetchExportFile } from '../backend/client';
import { downloadBlob } from '../components/files';
import { SelectField } from '../components/fields';
import type { AppStore } from '../stores/app-store';
import type { DocumentStore } from '../stores/document-store';
import './interop.css';

export type InteropExportKind = 'tiled';
const TITLES: Record<InteropExportKind, string> = { tiled: 'Tiled map' };

function Frame({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div className="modal interop-export" role="dialog" aria-label={title} data-testid="dialog-interop-export">
        <header>
          <h2>{title}</h2>
          <button className="close" aria-label="Close" onClick={onClose}>
            ×
          </button>
        </header>
        {children}
      </div>
    </div>
  );
}

function hasLevels(project: DocumentStore): boolean {
  for (let row = 0; row < project.map.rows; row++) for (let col = 0; col < project.map.cols; col++) if (project.elevationAt(col, row) !== 0) return true;
  return false;
}

/** Hand the finished export over: the save dialog on the desktop (the other files go beside), a download in browser mode. */
async function deliver(app: AppStore, id: string, bundle: string): Promise<string> {
  if (app.hostInfo?.host === 'desktop') {
    const saved = await app.api['export.save']({ id });
    return saved.path ? `Exported ${saved.path}` : 'Export not saved';
  }
  downloadBlob(bundle, await fetchExportFile(id));
  return `Exported ${bundle}`;
}

function TiledFields({ o, set, project }: { o: InteropExportOptions['tiled']; set: (o: InteropExportOptions['tiled']) => void; project: DocumentStore }) {
  const levels = useMemo(() => hasLevels(project), [project]);
  const names = tiledFileNames(project, o.format, levels);
  const grid = tiledGridFor(project.map, TILE_SIZES[o.tileSize]);
  return (
    <>
      <SelectField
        label="Format"
        value={o.format}
        testId="tiled-export-format"
        options={[{ value: 'tmx', label: 'TMX (Tiled XML, .tmx)' }, { value: 'tmj', label: 'JSON (.tmj)' }] as const}
        onChange={(format) => set({ ...o, format })}
      />
      <SelectField
        label="Tile size"
        value={o.tileSize}
        testId="tiled-export-size"
        options={(Object.keys(TILE_SIZES) as (keyof typeof TILE_SIZES)[]).map((size) => {
          const g = tiledGridFor(project.map, TILE_SIZES[size]);
          return { value: size, label: `${size[0].toUpperCase()}${size.slice(1)}: ${g.tileWidth} × ${g.tileHeight} px` };
        })}
        onChange={(tileSize) => set({ ...o, tileSize })}
      />
      <p className="muted interop-note">
        A {project.map.cols} × {project.map.rows} hexagonal map, {project.map.orientation}-top ({grid.staggerAxis === 'x' ? 'stagger axis x' : 'stagger axis y'}, stagger
        index {grid.staggerIndex}), {grid.tileWidth} × {grid.tileHeight} px tiles. Layers: Terrain (one tile per terrain, each with a <code>terrain</code> property),
        Elevation{levels ? '' : ' (empty: the map has no levels)'}, Features (features and labels as points), Hexsides and Paths (polylines whose class is their type).
      </p>
      <p className="interop-note" data-testid="interop-export-files">
        Writes <strong>{names.files[0]}</strong> with {names.files.slice(1).join(' and ')} beside it
        {' '}(in browser mode they come as one download, <strong>{names.bundle}</strong>).
      </p>
    </>
  );
}

/** File ▸ Export ▸ Tiled Map…: the options of an export to another tool, then the export as a job. */
export const InteropExportDialog = observer(function InteropExportDialog({ app, kind }: { app: AppStore; kind: InteropExportKind }) {
  const project = app.project;
  const [options, setOptions] = useState<InteropExportOptions | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (!project) return;
    app.api['interop.exportOptions']({ handle: project.handle }).then(setOptions, (e: unknown) => setMessage(e instanceof Error ? e.message : String(e)));
  }, [app.api, project]);
  if (!project) return null;
  const close = () => app.closeDialog();
  const start = async () => {
    if (!options) return;
    const request: InteropExportRequest = { kind, options: options[kind] };
    await project.settled();
    close();
    let bundle = '';
    const status = await app.jobs.run(`Export ${TITLES[kind]}`, async () => {
      const started = await app.api['interop.exportStart']({ handle: project.handle, request });
      bundle = started.bundle;
      return started;
    });
    if (status.state === 'cancelled') return app.setStatus(`Export ${TITLES[kind]} cancelled`);
    if (status.state !== 'done') return app.fail(`Export ${TITLES[kind]}`, new Error(status.error ?? 'the export failed'));
    try {
      app.setStatus(await deliver(app, status.id, bundle));
    } catch (e) {
      app.fail(`Export ${TITLES[kind]}`, e);
    }
  };
  return (
    <Frame title={`Export ${TITLES[kind]}`} onClose={close}>
      <div className="interop-export-body">
        {options ? <TiledFields o={options.tiled} set={(tiled) => setOptions({ ...options, tiled })} project={project} /> : <p className="muted">Reading the options…</p>}
        {message && <p className="error-message">{message}</p>}
      </div>
      <div className="export-actions">
        <button type="button" onClick={close}>
          Cancel
        </button>
        <button type="button" className="primary" data-testid="interop-export-start" disabled={!options} onClick={() => void start()}>
          Export…
        </button>
      </div>
    </Frame>
  );
});
