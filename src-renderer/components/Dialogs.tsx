import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ReactNode } from 'react';
import { ExportDialog } from '../export/ExportDialog';
import { InteropExportDialog } from '../interop/InteropExportDialog';
import { TiledImportDialog } from '../interop/TiledImportDialog';
import { VersionTable } from './VersionTable';
import type { AppStore } from '../stores/app-store';

function Modal({ title, onClose, children, testId }: { title: string; onClose: () => void; children: ReactNode; testId: string }) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div className="modal" role="dialog" aria-label={title} data-testid={testId}>
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

/** Open and Save As in one in-app browser of the projects folder (browser mode cannot show native dialogs). */
const FileBrowser = observer(function FileBrowser({ app, mode }: { app: AppStore; mode: 'open' | 'save-as' }) {
  const listing = app.browser;
  const [name, setName] = useState(app.project?.name.replace(/-\d{4}-\d\d-\d\dT[\d-]+Z(-\d+)?$/, '') ?? 'scenario');
  const dir = listing?.dir ?? '.';
  const join = (file: string) => (dir === '.' ? file : `${dir}/${file}`);
  const entries = listing?.entries.filter((e) => e.kind !== 'scenario-json') ?? [];
  return (
    <Modal title={mode === 'open' ? 'Open Project' : 'Save Project As'} onClose={() => app.closeDialog()} testId={`dialog-${mode}`}>
      <div className="browser-path">
        <button disabled={!listing?.parent} onClick={() => listing?.parent && app.browse(listing.parent)}>
          ↑ Up
        </button>
        <code>{dir === '.' ? 'Projects folder' : dir}</code>
      </div>
      <ul className="browser-list">
        {entries.length === 0 && <li className="muted">No projects here yet.</li>}
        {entries.map((e) => (
          <li key={e.path}>
            <button
              data-file={e.path}
              onDoubleClick={() => (e.kind === 'folder' ? app.browse(e.path) : mode === 'open' && app.openPath(e.path))}
              onClick={() => {
                if (e.kind === 'folder') void app.browse(e.path);
                else if (mode === 'open') void app.openPath(e.path);
                else setName(e.name.replace(/\.atoll$/, ''));
              }}
            >
              <span className={`icon ${e.kind}`}>{e.kind === 'folder' ? '📁' : '⬢'}</span>
              <span>{e.name}</span>
              <span className="muted">{e.kind === 'folder' ? '' : `${Math.ceil(e.size / 1024)} KB · ${e.modified.slice(0, 16).replace('T', ' ')}`}</span>
            </button>
          </li>
        ))}
      </ul>
      {mode === 'save-as' && (
        <form
          className="save-row"
          onSubmit={(ev) => {
            ev.preventDefault();
            const file = name.trim();
            if (!file) return;
            const exists = listing?.entries.some((x) => x.name === `${file}.atoll` || x.name === file);
            if (exists && !window.confirm(`${file} exists. Replace it?`)) return;
            void app.saveAs(join(file), exists);
          }}
        >
          <input aria-label="File name" data-testid="save-name" value={name} onChange={(e) => setName(e.target.value)} autoFocus />
          <span className="muted">.atoll</span>
          <button type="submit" className="primary">
            Save
          </button>
        </form>
      )}
    </Modal>
  );
});

export const Dialogs = observer(function Dialogs({ app }: { app: AppStore }) {
  const d = app.dialog;
  switch (d.kind) {
    case 'none':
      return null;
    case 'open':
    case 'save-as':
      return <FileBrowser app={app} mode={d.kind} />;
    case 'export':
      return <ExportDialog app={app} kind={d.exportKind} />;
    case 'tiled-import':
      return <TiledImportDialog app={app} store={d.store} />;
    case 'interop-export':
      return <InteropExportDialog app={app} kind={d.exportKind} />;
    case 'about':
      return (
        <Modal title="About Atoll" onClose={() => app.closeDialog()} testId="dialog-about">
          <p>
            <strong>Atoll</strong> {app.hostInfo?.version} — scenario editor and map designer for hex-and-counter wargames of the
            Pacific war.
          </p>
          <p className="muted">
            Running in {app.hostInfo?.host === 'web' ? 'browser mode' : 'the desktop app'}. Projects folder: {app.hostInfo?.projectsDir}
          </p>
          <VersionTable versions={app.versions} />
        </Modal>
      );
    case 'errors':
      return (
        <Modal title={d.title} onClose={() => app.closeDialog()} testId="dialog-errors">
          <p className="error-message">{d.message}</p>
          {d.details.length > 0 && (
            <ul className="error-list" data-testid="error-list">
              {d.details.map((x, i) => (
                <li key={i}>
                  <code>{x.path}</code> {x.message}
                </li>
              ))}
            </ul>
          )}
          <p className="muted">Nothing was changed.</p>
        </Modal>
      );
  }
});
