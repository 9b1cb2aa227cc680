import { downloadText, pickTextFile } from '../components/files';
import { ANALYTICS_ACTIONS } from './analytics-actions';
import { EXPORT_ACTIONS } from './export-actions';
import { INTEROP_ACTIONS } from './interop-actions';
import { MAP_ACTIONS } from './map-actions';
import { PLAYTEST_ACTIONS } from './playtest-actions';
import { playtestFor } from '../playtest/playtest-store';
import type { AppStore } from '../stores/app-store';
import type { Action } from './registry';

const hasProject = (app: { project: unknown }) => app.project !== null;
/** The editor's own views (its tabs) are not switched while play-test shows its board. */
const editing = (app: AppStore) => !playtestFor(app).active;

/** Every user command, declared once: the menu bar, toolbar, shortcuts and command list all use these. */
export const APP_ACTIONS: readonly Action[] = [
  { id: 'file.new', label: 'New Project', menu: 'file', shortcut: 'Mod+Alt+N', enabled: () => true, perform: (app) => app.newProject() },
  {
    id: 'file.open',
    label: 'Open…',
    menu: 'file',
    shortcut: 'Mod+O',
    enabled: () => true,
    perform: async (app) => {
      app.showDialog({ kind: 'open' });
      await Promise.all([app.browse(), app.drafts.refresh()]);
    },
  },
  {
    id: 'file.saveAs',
    label: 'Save As…',
    menu: 'file',
    shortcut: 'Mod+Shift+S',
    groupStart: true,
    enabled: hasProject,
    perform: async (app) => {
      app.showDialog({ kind: 'save-as' });
      await app.browse();
    },
  },
  {
    id: 'file.importJson',
    label: 'Scenario JSON…',
    menu: 'file',
    submenu: 'Import',
    groupStart: true,
    enabled: () => true,
    perform: async (app) => {
      const file = await pickTextFile('.json,application/json');
      if (!file) return;
      if (file.error) app.fail(`Import ${file.name}`, new Error(file.error));
      else await app.importJson(file.name, file.text);
    },
  },
  {
    id: 'file.exportJson',
    label: 'Scenario JSON…',
    menu: 'file',
    submenu: 'Export',
    shortcut: 'Mod+E',
    enabled: hasProject,
    perform: async (app) => {
      const out = await app.exportJson();
      if (out) {
        downloadText(out.fileName, out.text, 'application/json');
        app.setStatus(`Exported ${out.fileName}`);
      }
    },
  },
  ...EXPORT_ACTIONS,
  ...INTEROP_ACTIONS,
  { id: 'file.close', label: 'Close Project', menu: 'file', shortcut: 'Mod+Shift+W', groupStart: true, enabled: hasProject, perform: (app) => app.close() },
  {
    id: 'edit.undo',
    label: 'Undo',
    menu: 'edit',
    shortcut: 'Mod+Z',
    // In play-test, Undo takes back play (the last action, a deleted session) and never the editor's history.
    enabled: (app) => (playtestFor(app).active ? playtestFor(app).undoLabel !== null : !!app.project?.history.canUndo),
    perform: (app) => (playtestFor(app).active ? playtestFor(app).undo() : app.project?.undo()),
  },
  {
    id: 'edit.redo',
    label: 'Redo',
    menu: 'edit',
    shortcut: 'Mod+Shift+Z',
    enabled: (app) => !playtestFor(app).active && !!app.project?.history.canRedo,
    perform: (app) => app.project?.redo(),
  },
  { id: 'view.scenario', label: 'Scenario Tab', menu: 'view', shortcut: 'Alt+1', enabled: editing, perform: (app) => app.setTab('scenario') },
  { id: 'view.map', label: 'Map Tab', menu: 'view', shortcut: 'Alt+2', enabled: editing, perform: (app) => app.setTab('map') },
  { id: 'view.checker', label: 'Checker Tab', menu: 'view', shortcut: 'Alt+8', enabled: editing, perform: (app) => app.setTab('checker') },
  { id: 'help.shortcuts', label: 'Keyboard Shortcuts', menu: 'help', shortcut: 'Mod+/', enabled: () => true, perform: (app) => app.showDialog({ kind: 'shortcuts' }) },
  { id: 'help.about', label: 'About Atoll', menu: 'help', groupStart: true, enabled: () => true, perform: (app) => app.showAbout() },
  ...MAP_ACTIONS,
  ...PLAYTEST_ACTIONS,
  ...ANALYTICS_ACTIONS,
];

/** Undo/redo labels name the command they undo; commands that switch a mode say which way. */
export function actionLabel(action: Action, app: AppStore) {
  const playtest = playtestFor(app);
  if (action.id === 'edit.undo' && playtest.active) return playtest.undoLabel ? `Undo ${playtest.undoLabel}` : action.label;
  if (action.id === 'view.playtest' && playtest.active) return 'Leave Play-test';
  if (action.id === 'play.animate' && playtest.ui) return playtest.ui.animate ? 'Stop Animating Moves' : 'Animate Moves';
  if (action.id === 'edit.undo' && app.project?.history.undoLabel) return `Undo ${app.project.history.undoLabel}`;
  if (action.id === 'edit.redo' && app.project?.history.redoLabel) return `Redo ${app.project.history.redoLabel}`;
  return action.label;
}
