import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { AppStore } from '../stores/app-store';
import { DraftList } from './DraftList';
import { Modal } from './Modal';

/** Open and Save As in one in-app browser of the projects folder (browser mode cannot show native dialogs). */
export const FileBrowser = observer(function FileBrowser({ app, mode }: { app: AppStore; mode: 'open' | 'save-as' }) {
  const listing = app.browser;
  const project = app.project;
  // A draft's file name is made up (title and time): the suggestion is its title.
  const suggested = project ? (project.draft ? project.info.title.replace(/[\\/:*?"<>|]+/g, '').trim() : project.name) : '';
  const [name, setName] = useState(suggested || 'scenario');
  const dir = listing?.dir ?? '.';
  const join = (file: string) => (dir === '.' ? file : `${dir}/${file}`);
  const entries = listing?.entries.filter((e) => e.kind !== 'scenario-json') ?? [];
  return (
    <Modal title={mode === 'open' ? 'Open Project' : 'Save Project As'} onClose={() => app.closeDialog()} testId={`dialog-${mode}`}>
      {mode === 'open' && <DraftList app={app} testId="open-drafts" />}
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
            const exists = !!listing?.entries.some((x) => x.name === `${file}.atoll` || x.name === file);
            void (async () => {
              if (exists) {
                const answer = await app.ask({
                  title: 'Replace the project?',
                  message: `${file}.atoll exists in this folder. Replacing it loses what it holds now.`,
                  choices: [{ id: 'replace', label: 'Replace', style: 'danger' }, { id: 'cancel', label: 'Cancel', style: 'primary' }],
                  cancel: 'cancel',
                });
                if (answer !== 'replace') return;
              }
              await app.saveAs(join(file), exists);
            })();
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
