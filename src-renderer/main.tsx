import { configure } from 'mobx';
import { createRoot } from 'react-dom/client';
import type {} from './window-hooks';
import { App } from './App';
import { createApi } from './backend/client';
import { AppStore } from './stores/app-store';
import './styles.css';

configure({ enforceActions: 'never' });

const { api } = createApi();
const app = new AppStore(api);
window.atollApp = app;
createRoot(document.getElementById('root')!).render(<App app={app} />);
void app.start().then(() => document.body.setAttribute('data-ready', 'true'));
