import { observer } from 'mobx-react-lite';
import { Modal } from '../components/Modal';
import { useEffect, useState } from 'react';
import type { InteropExportOptions, InteropExportRequest, VassalExportOptions } from '../../src-shared/api/contract-interop';
import { TILE_SIZES } from '../../src-shared/interop/tiled/export-model';
import { tiledGridFor } from '../../src-shared/interop/tiled/geometry';
import { fetchExportFile } from '../backend/client';
import { downloadBlob } from '../components/files';
import { SelectField } from '../components/fields';
import type { AppStore } from '../stores/app-store';
import type { InteropExportKind } from './interop-export-kind';
import type { DocumentStore } from '../stores/document-store';
import './interop.css';

export type { InteropExportKind } from './interop-export-kind';
const TITLES: Record<InteropExportKind, string> = { tiled: 'Tiled map', vassal: 'VASSAL module' };
type Preview = { files: string[]; bundle: string; notes: string[]; boardPx: { width: number; height: number } | null };

const DPIS = [72, 100, 150, 200, 300];
const COUNTER_SIZES = [
  { value: '12.7', label: '1/2"' }, { value: '14.2875', label: '9/16"' }, { value: '15.875', label: '5/8"' }, { value: '19.05', label: '3/4"' }, { value: '25.4', label: '1"' },
] as const;

/** Hand the finished export over: the save dialog on the desktop (other files go beside it), a download in browser mode. */
async function deliver(app: AppStore, id: string, bundle: string): Promise<string> {
  if (app.hostInfo?.host === 'desktop') {
    const saved = await app.api['export.save']({ id });
    return saved.path ? `Exported ${saved.path}` : 'Export not saved';
  }
  downloadBlob(bundle, await fetchExportFile(id));
  return `Exported ${bundle}`;
}

function TiledFields({ o, set, project }: { o: InteropExportOptions['tiled']; set: (o: InteropExportOptions['tiled']) => void; project: DocumentStore }) {
  const grid = tiledGridFor(project.map, TILE_SIZES[o.tileSize]);
  return (
    <>
      <SelectField label="Format" value={o.format} testId="tiled-export-format" options={[{ value: 'tmx', label: 'TMX (Tiled XML, .tmx)' }, { value: 'tmj', label: 'JSON (.tmj)' }] as const} onChange={(format) => set({ ...o, format })} />
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
        A {project.map.cols} × {project.map.rows} hexagonal map, {project.map.orientation}-top (stagger axis {grid.staggerAxis}, stagger index {grid.staggerIndex}), {grid.tileWidth} × {grid.tileHeight} px
        tiles. Layers: Terrain (one tile per terrain, each with a <code>terrain</code> property), Elevation, Features (features and labels as points), Hexsides and Paths
        (polylines whose class is their type).
      </p>
    </>
  );
}

function VassalFields({ o, set }: { o: VassalExportOptions; set: (o: VassalExportOptions) => void }) {
  const size = COUNTER_SIZES.find((s) => Math.abs(Number(s.value) - o.counterSizeMm) < 1e-6)?.value ?? '15.875';
  return (
    <>
      <SelectField label="Board resolution" value={String(o.dpi)} testId="vassal-dpi" options={DPIS.map((d) => ({ value: String(d), label: `${d} dpi` }))} onChange={(v) => set({ ...o, dpi: Number(v) })} />
      <SelectField label="Counter size" value={size} testId="vassal-counter-size" options={COUNTER_SIZES} onChange={(v) => set({ ...o, counterSizeMm: Number(v) })} />
      <p className="muted interop-note">
        The board is the map drawn at this resolution with VASSAL&apos;s hex grid laid over it (orientation, size and offsets, numbered with the map&apos;s own labels). Every unit is a
        piece with its counter faces (Ctrl+F flips it; a step chain steps down with Ctrl+R and back with Ctrl+Shift+R), set up in its set-up area or waiting in its side&apos;s
        reinforcement window by turn. A turn counter with the turn record track, dice buttons and the scenario&apos;s charts come with it.
      </p>
    </>
  );
}

/** File ▸ Export ▸ Tiled Map… and VASSAL Module…: the options of an export to another tool, what it will write, then the job. */
export const InteropExportDialog = observer(function InteropExportDialog({ app, kind }: { app: AppStore; kind: InteropExportKind }) {
  const project = app.project;
  const [options, setOptions] = useState<InteropExportOptions | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (!project) return;
    app.api['interop.exportOptions']({ handle: project.handle }).then(setOptions, (e: unknown) => setMessage(e instanceof Error ? e.message : String(e)));
  }, [app.api, project]);
  const request: InteropExportRequest | null = options ? (kind === 'tiled' ? { kind, options: options.tiled } : { kind, options: options.vassal }) : null;
  const requestKey = JSON.stringify(request);
  useEffect(() => {
    if (!project || !request) return;
    let current = true;
    app.api['interop.exportPreview']({ handle: project.handle, request }).then(
      (p) => current && (setPreview(p), setMessage(null)),
      (e: unknown) => current && (setPreview(null), setMessage(e instanceof Error ? e.message : String(e))),
    );
    return () => {
      current = false;
    };
    // The request is compared by value (requestKey), not by the object made anew on each render.
  }, [app.api, project, requestKey]);
  if (!project) return null;
  const close = () => app.closeDialog();
  const start = async () => {
    if (!request) return;
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
    <Modal title={`Export ${TITLES[kind]}`} onClose={close} testId="dialog-interop-export" className="interop-export">
      <div className="interop-export-body">
        {options && kind === 'tiled' && <TiledFields o={options.tiled} set={(tiled) => setOptions({ ...options, tiled })} project={project} />}
        {options && kind === 'vassal' && <VassalFields o={options.vassal} set={(vassal) => setOptions({ ...options, vassal })} />}
        {!options && !message && <p className="muted">Reading the options…</p>}
        {preview && (
          <div className="interop-note" data-testid="interop-export-files">
            {preview.files.length > 1 ? (
              <>
                Writes <strong>{preview.files[0]}</strong> with {preview.files.slice(1).join(' and ')} beside it (in browser mode they come as one download, <strong>{preview.bundle}</strong>).
              </>
            ) : (
              <>
                Writes <strong>{preview.files[0]}</strong>
                {preview.boardPx ? `, its board ${preview.boardPx.width.toLocaleString('en')} × ${preview.boardPx.height.toLocaleString('en')} pixels.` : '.'}
              </>
            )}
          </div>
        )}
        {preview && preview.notes.length > 0 && (
          <ul className="interop-notes" data-testid="interop-export-notes">
            {preview.notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        )}
        {message && <p className="error-message" data-testid="interop-export-error">{message}</p>}
      </div>
      <div className="export-actions">
        <button type="button" onClick={close}>
          Cancel
        </button>
        <button type="button" className="primary" data-testid="interop-export-start" disabled={!preview} onClick={() => void start()}>
          Export…
        </button>
      </div>
    </Modal>
  );
});
