import { observer } from 'mobx-react-lite';
import { Suspense } from 'react';
import { LazyExportDialog, LazyInteropExportDialog, LazyTiledImportDialog } from '../lazy-screens';
import { FileBrowser } from './FileBrowser';
import { Modal } from './Modal';
import { ShortcutsDialog } from './ShortcutsDialog';
import { VersionTable } from './VersionTable';
import type { AppStore } from '../stores/app-store';

/** The open dialog; the export and interop dialogs load on first use (lazy-screens.ts), with nothing shown meanwhile. */
export function Dialogs({ app }: { app: AppStore }) {
  return (
    <Suspense fallback={null}>
      <OpenDialog app={app} />
    </Suspense>
  );
}

const OpenDialog = observer(function OpenDialog({ app }: { app: AppStore }) {
  const d = app.dialog;
  switch (d.kind) {
    case 'none':
      return null;
    case 'open':
    case 'save-as':
      return <FileBrowser app={app} mode={d.kind} />;
    case 'export':
      return <LazyExportDialog app={app} kind={d.exportKind} />;
    case 'tiled-import':
      return <LazyTiledImportDialog app={app} store={d.store} />;
    case 'interop-export':
      return <LazyInteropExportDialog app={app} kind={d.exportKind} />;
    case 'about':
      return (
        <Modal title="About Atoll" onClose={() => app.closeDialog()} testId="dialog-about">
          <p>
            <strong>Atoll</strong> {app.hostInfo?.version} — scenario editor and map designer for hex-and-counter wargames of the
            Pacific war.
          </p>
          <p className="muted">
            Running in {app.hostInfo?.host === 'web' ? 'browser mode' : 'the desktop app'}. Projects folder: <code data-testid="about-projects-folder">{app.hostInfo?.projectsFolder}</code>
          </p>
          <VersionTable versions={app.versions} />
        </Modal>
      );
    case 'shortcuts':
      return <ShortcutsDialog app={app} />;
    case 'ask': {
      const { question, answer } = d;
      return (
        <Modal title={question.title} onClose={() => app.closeDialog()} testId="dialog-ask">
          <p>{question.message}</p>
          <div className="ask-choices">
            {question.choices.map((c, i) => (
              <button key={c.id} className={c.style ?? ''} data-choice={c.id} autoFocus={i === 0} onClick={() => answer(c.id)}>
                {c.label}
              </button>
            ))}
          </div>
        </Modal>
      );
    }
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
