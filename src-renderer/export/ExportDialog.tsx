import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { COUNTER_PAPERS, SHEET_PAPERS, TILE_PAPERS, type ExportKind, type ExportOptions } from '../../src-shared/api/contract-export';
import { fetchExportFile } from '../backend/client';
import { downloadBlob } from '../components/files';
import { CheckField, ColourField, SelectField } from '../components/fields';
import { Modal } from '../components/Modal';
import type { AppStore } from '../stores/app-store';
import { ExportDialogStore, EXPORT_TITLES } from './export-dialog-store';

const PAPER_LABELS: Record<string, string> = {
  letter: 'Letter', a4: 'A4', a3: 'A3', a2: 'A2', a1: 'A1', '17x22': '17 × 22"', '22x34': '22 × 34" (ANSI D)', custom: 'Custom size',
};
const papers = <T extends string>(list: readonly T[]) => list.map((value) => ({ value, label: PAPER_LABELS[value] ?? value }));
const COUNTER_SIZES = [
  { value: '12.7', label: '1/2"' }, { value: '14.2875', label: '9/16"' }, { value: '15.875', label: '5/8"' },
  { value: '19.05', label: '3/4"' }, { value: '25.4', label: '1"' }, { value: 'custom', label: 'Custom (mm)' },
] as const;

/** A millimetre (or plain decimal) field: commits on blur or Enter; out-of-range input is refused with a message. */
function DecimalField({ label, value, min, max, testId, onCommit, report }: {
  label: string; value: number; min: number; max: number; testId?: string; onCommit: (v: number) => void; report: (m: string) => void;
}) {
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);
  const finish = () => {
    const n = Number(draft.trim().replace(',', '.'));
    if (!draft.trim() || !Number.isFinite(n) || n < min || n > max) {
      report(`${label}: "${draft}" is not a number from ${min} to ${max}`);
      setDraft(String(value));
      return;
    }
    if (n !== value) onCommit(n);
  };
  return (
    <label className="field number-field">
      <span>{label}</span>
      <input inputMode="decimal" value={draft} data-testid={testId} onChange={(e) => setDraft(e.currentTarget.value)} onBlur={finish}
        onKeyDown={(e) => e.key === 'Enter' && e.currentTarget.blur()} />
    </label>
  );
}

type Fields = { store: ExportDialogStore; o: ExportOptions; report: (m: string) => void };

function MapArtFields({ store, kind, art, report }: { store: ExportDialogStore; kind: 'map' | 'png' | 'svg'; art: ExportOptions['png' | 'svg' | 'map']; report: (m: string) => void }) {
  return (
    <>
      <CheckField label="Hex numbers" value={art.hexNumbers} testId="export-hex-numbers" onChange={(v) => store.set(kind, { hexNumbers: v })} />
      <ColourField label="Grid colour" value={art.gridColour} onChange={(v) => store.set(kind, { gridColour: v })} />
      <DecimalField label="Grid width (mm)" value={art.gridWidthMm} min={0} max={2} report={report} onCommit={(v) => store.set(kind, { gridWidthMm: v })} />
    </>
  );
}

function MapFields({ store, o, report }: Fields) {
  const m = o.map;
  return (
    <>
      <CheckField label="Tile over small pages" value={m.tile} testId="export-tile" onChange={(v) => store.set('map', { tile: v, paper: v ? 'letter' : '22x34' })} />
      <SelectField label={m.tile ? 'Page' : 'Sheet'} value={m.paper} testId="export-paper" options={m.tile ? papers(TILE_PAPERS) : papers([...SHEET_PAPERS, 'custom'] as const)}
        onChange={(v) => store.set('map', { paper: v })} />
      {m.paper === 'custom' && !m.tile && (
        <>
          <DecimalField label="Width (mm)" value={m.customMm.width} min={100} max={5000} report={report} onCommit={(v) => store.set('map', { customMm: { ...m.customMm, width: v } })} />
          <DecimalField label="Height (mm)" value={m.customMm.height} min={100} max={5000} report={report} onCommit={(v) => store.set('map', { customMm: { ...m.customMm, height: v } })} />
        </>
      )}
      {m.tile && <DecimalField label="Overlap (mm)" value={m.overlapMm} min={0} max={50} testId="export-overlap" report={report} onCommit={(v) => store.set('map', { overlapMm: v })} />}
      <DecimalField label="Margin (mm)" value={m.marginMm} min={3} max={50} report={report} onCommit={(v) => store.set('map', { marginMm: v })} />
      <DecimalField label="Bleed (mm)" value={m.bleedMm} min={0} max={10} report={report} onCommit={(v) => store.set('map', { bleedMm: v })} />
      <MapArtFields store={store} kind="map" art={m} report={report} />
      <CheckField label="Title block" value={m.titleBlock} onChange={(v) => store.set('map', { titleBlock: v })} />
      <CheckField label="Legend of the terrain used" value={m.legend} onChange={(v) => store.set('map', { legend: v })} />
      <CheckField label="Terrain Effects Chart page" value={m.tec} onChange={(v) => store.set('map', { tec: v })} />
    </>
  );
}

function CounterFields({ store, o, report }: Fields) {
  const c = o.counters;
  const preset = COUNTER_SIZES.find((s) => s.value !== 'custom' && Math.abs(Number(s.value) - c.counterSizeMm) < 1e-6)?.value ?? 'custom';
  return (
    <>
      <SelectField label="Paper" value={c.paper} testId="export-paper" options={papers(COUNTER_PAPERS)} onChange={(v) => store.set('counters', { paper: v })} />
      <SelectField label="Counter size" value={preset} testId="export-counter-size" options={COUNTER_SIZES}
        onChange={(v) => v !== 'custom' && store.set('counters', { counterSizeMm: Number(v) })} />
      {preset === 'custom' && <DecimalField label="Size (mm)" value={c.counterSizeMm} min={8} max={40} report={report} onCommit={(v) => store.set('counters', { counterSizeMm: v })} />}
      <SelectField label="Backs" value={c.layout} testId="export-layout" options={[{ value: 'duplex', label: 'Duplex (backs page)' }, { value: 'gutter-fold', label: 'Gutter-fold' }] as const}
        onChange={(v) => store.set('counters', { layout: v })} />
      {c.layout === 'duplex' && (
        <>
          <SelectField label="Flip" value={c.flip} options={[{ value: 'long-edge', label: 'Long edge' }, { value: 'short-edge', label: 'Short edge' }] as const}
            onChange={(v) => store.set('counters', { flip: v })} />
          <DecimalField label="Back offset x (mm)" value={c.backOffsetMm.x} min={-10} max={10} testId="export-offset-x" report={report} onCommit={(v) => store.set('counters', { backOffsetMm: { ...c.backOffsetMm, x: v } })} />
          <DecimalField label="Back offset y (mm)" value={c.backOffsetMm.y} min={-10} max={10} testId="export-offset-y" report={report} onCommit={(v) => store.set('counters', { backOffsetMm: { ...c.backOffsetMm, y: v } })} />
          <CheckField label="Calibration page first" value={c.calibration} testId="export-calibration" onChange={(v) => store.set('counters', { calibration: v })} />
        </>
      )}
      <DecimalField label="Bleed (mm)" value={c.bleedMm} min={0} max={3} report={report} onCommit={(v) => store.set('counters', { bleedMm: v })} />
      <DecimalField label="Gap (mm)" value={c.gapMm} min={0} max={10} report={report} onCommit={(v) => store.set('counters', { gapMm: v })} />
      <DecimalField label="Crop mark length (mm)" value={c.cropMarks.lengthMm} min={0} max={10} report={report} onCommit={(v) => store.set('counters', { cropMarks: { ...c.cropMarks, lengthMm: v } })} />
      <DecimalField label="Crop mark gap (mm)" value={c.cropMarks.gapMm} min={0} max={5} report={report} onCommit={(v) => store.set('counters', { cropMarks: { ...c.cropMarks, gapMm: v } })} />
      <DecimalField label="Spare markers" value={c.spareMarkers} min={0} max={20} report={report} onCommit={(v) => store.set('counters', { spareMarkers: Math.round(v) })} />
    </>
  );
}

function KindFields(props: Fields) {
  const { store, o, report } = props;
  switch (store.kind) {
    case 'map':
      return <MapFields {...props} />;
    case 'counters':
      return <CounterFields {...props} />;
    case 'booklet':
      return <SelectField label="Paper" value={o.booklet.paper} testId="export-paper" options={papers(['letter', 'a4'] as const)} onChange={(v) => store.set('booklet', { paper: v })} />;
    case 'png':
      return (
        <>
          <DecimalField label="Resolution (dpi)" value={o.png.dpi} min={36} max={300} testId="export-dpi" report={report} onCommit={(v) => store.set('png', { dpi: Math.round(v) })} />
          <MapArtFields store={store} kind="png" art={o.png} report={report} />
        </>
      );
    case 'svg':
      return <MapArtFields store={store} kind="svg" art={o.svg} report={report} />;
  }
}

/** Hand a finished export to the user: a download in browser mode, the platform's save dialog on the desktop. */
async function deliver(app: AppStore, id: string): Promise<string> {
  const result = await app.api['export.result']({ id });
  if (app.hostInfo?.host === 'desktop') {
    const saved = await app.api['export.save']({ id });
    return saved.path ? `Exported ${saved.path}` : 'Export not saved';
  }
  downloadBlob(result.fileName, await fetchExportFile(id));
  return `Exported ${result.fileName} (${result.pages} page${result.pages === 1 ? '' : 's'}, ${Math.ceil(result.bytes / 1024)} KB)`;
}

/** File ▸ Export ▸ …: the options of one kind of export, a live preview of its first page, the page count, Export. */
export const ExportDialog = observer(function ExportDialog({ app, kind }: { app: AppStore; kind: ExportKind }) {
  const project = app.project;
  const store = useMemo(() => (project ? new ExportDialogStore(app.api, project.handle, kind) : null), [app.api, project, kind]);
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (!store) return;
    store.load().catch((e: unknown) => setMessage(e instanceof Error ? e.message : String(e)));
    return () => store.dispose();
  }, [store]);
  if (!store || !project) return null;
  const close = () => app.closeDialog();
  const start = async () => {
    await project.settled();
    close();
    const outcome = await store.run(app.jobs);
    if (!outcome) return app.setStatus(`Export ${EXPORT_TITLES[kind]} cancelled`);
    if ('error' in outcome) return app.fail(`Export ${EXPORT_TITLES[kind]}`, new Error(outcome.error));
    try {
      app.setStatus(await deliver(app, outcome.id));
    } catch (e) {
      app.fail(`Export ${EXPORT_TITLES[kind]}`, e);
    }
  };
  const p = store.preview;
  return (
    <Modal title={`Export ${EXPORT_TITLES[kind]}`} onClose={close} testId="dialog-export" className="export-dialog">
      <div className="export-body">
        <div className="export-options">
          {store.options ? <KindFields store={store} o={store.options} report={setMessage} /> : <p className="muted">Reading the options…</p>}
          {message && <p className="error-message">{message}</p>}
        </div>
        <figure className="export-preview" data-testid="export-preview">
          {p ? <img src={p.src} alt={`First page of the ${EXPORT_TITLES[kind]}`} style={{ aspectRatio: `${p.widthMm} / ${p.heightMm}` }} /> : <div className="preview-empty">{store.previewError ?? 'Drawing the preview…'}</div>}
          <figcaption data-testid="export-page-count">
            {p ? `${p.pages} page${p.pages === 1 ? '' : 's'} · ${Math.round(p.widthMm)} × ${Math.round(p.heightMm)} mm${p.notes.length ? ` · ${p.notes.join(' · ')}` : ''}` : ''}
            {store.previewing ? ' · updating…' : ''}
          </figcaption>
          {store.previewError && p && <p className="error-message">{store.previewError}</p>}
        </figure>
      </div>
      <div className="export-actions">
        <button type="button" onClick={close}>
          Cancel
        </button>
        <button type="button" className="primary" data-testid="export-start" disabled={!store.options || !!store.previewError} onClick={() => void start()}>
          Export…
        </button>
      </div>
    </Modal>
  );
});
