import { configure } from 'mobx';
import { createRoot } from 'react-dom/client';
import type {} from './window-hooks';
import { App } from './App';
import { APP_ACTIONS } from './actions/app-actions';
import { connectShell } from './desktop/shell';
import { installFileDrop } from './desktop/file-drop';
import { createApi } from './backend/client';
import { AppStore } from './stores/app-store';
import { playtestFor } from './playtest/playtest-store';
import './styles.css';

configure({ enforceActions: 'never' });

const { api } = createApi();
const app = new AppStore(api);
window.atollApp = app;
installFileDrop(app, window.atollShell);
createRoot(document.getElementById('root')!).render(<App app={app} />);
void app.start().then(async () => {
  // A reload in play-test comes back to the game it showed.
  await playtestFor(app).resume();
  // The desktop shell's commands (files given at launch among them) run once the app has started.
  if (window.atollShell) connectShell(app, APP_ACTIONS, window.atollShell);
  document.body.setAttribute('data-ready', 'true');
});
