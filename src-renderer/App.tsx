import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { APP_ACTIONS } from './actions/app-actions';
import { actionForKey, runAction } from './actions/registry';
import { Dialogs } from './components/Dialogs';
import { MenuBar } from './components/MenuBar';
import { Welcome } from './components/Welcome';
import { MapView } from './map/MapView';
import { RightPanel } from './panels/RightPanel';
import type { AppStore } from './stores/app-store';

const TOOLS = [
  { id: 'select', label: 'Select', icon: '⬚' },
  { id: 'brush', label: 'Terrain brush (map designer)', icon: '✎' },
  { id: 'hexside', label: 'Hexsides (map designer)', icon: '⌇' },
  { id: 'path', label: 'Roads and paths (map designer)', icon: '∿' },
  { id: 'feature', label: 'Features (map designer)', icon: '◆' },
];

export const App = observer(function App({ app }: { app: AppStore }) {
  const [hover, setHover] = useState('');
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const action = actionForKey(APP_ACTIONS, e);
      if (!action) return;
      e.preventDefault();
      void runAction(app, action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [app]);

  const project = app.project;
  return (
    <div className="app">
      <MenuBar app={app} actions={APP_ACTIONS} />
      <div className="workbench">
        <nav className="tool-column" aria-label="Tools">
          {TOOLS.map((t, i) => (
            <button key={t.id} title={t.label} className={i === 0 ? 'tool active' : 'tool'} disabled={i > 0}>
              {t.icon}
            </button>
          ))}
        </nav>
        <main className="workspace">{project ? <MapView key={project.handle} project={project} onHover={setHover} /> : <Welcome app={app} />}</main>
        <RightPanel app={app} />
      </div>
      <footer className="statusbar" data-testid="statusbar">
        <span className="status-message" data-testid="status-message">
          {app.busy ? `${app.busy}…` : app.status}
        </span>
        <span className="status-hex">{hover}</span>
        <span className="status-project" data-testid="status-project">
          {project ? `${project.draft ? `${project.info.title} (draft: use Save As to name it)` : project.name} · ${project.pending > 0 ? 'saving…' : 'saved'}` : 'no project'}
        </span>
      </footer>
      <Dialogs app={app} />
    </div>
  );
});
