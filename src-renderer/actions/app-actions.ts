import { downloadText, pickTextFile } from '../components/files';
import { ANALYTICS_ACTIONS } from './analytics-actions';
import { EXPORT_ACTIONS } from './export-actions';
import { INTEROP_ACTIONS } from './interop-actions';
import { MAP_ACTIONS } from './map-actions';
import type { Action } from './registry';

const hasProject = (app: { project: unknown }) => app.project !== null;

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
      await app.browse();
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
  { id: 'file.close', label: 'Close Project', menu: 'file', shortcut: 'Mod+Shift+W', groupStart: true, enabled: hasProject, perform: (app) => app.closeProject() },
  {
    id: 'edit.undo',
    label: 'Undo',
    menu: 'edit',
    shortcut: 'Mod+Z',
    enabled: (app) => !!app.project?.history.canUndo,
    perform: (app) => app.project?.undo(),
  },
  {
    id: 'edit.redo',
    label: 'Redo',
    menu: 'edit',
    shortcut: 'Mod+Shift+Z',
    enabled: (app) => !!app.project?.history.canRedo,
    perform: (app) => app.project?.redo(),
  },
  { id: 'view.scenario', label: 'Scenario Tab', menu: 'view', shortcut: 'Alt+1', enabled: () => true, perform: (app) => app.setTab('scenario') },
  { id: 'view.map', label: 'Map Tab', menu: 'view', shortcut: 'Alt+2', enabled: () => true, perform: (app) => app.setTab('map') },
  { id: 'view.checker', label: 'Checker Tab', menu: 'view', shortcut: 'Alt+8', enabled: () => true, perform: (app) => app.setTab('checker') },
  { id: 'help.about', label: 'About Atoll', menu: 'help', enabled: () => true, perform: (app) => app.showAbout() },
  ...MAP_ACTIONS,
  ...ANALYTICS_ACTIONS,
];

/** Undo/redo labels name the command they undo. */
export function actionLabel(action: Action, app: { project: { history: { undoLabel: string | null; redoLabel: string | null } } | null }) {
  if (action.id === 'edit.undo' && app.project?.history.undoLabel) return `Undo ${app.project.history.undoLabel}`;
  if (action.id === 'edit.redo' && app.project?.history.redoLabel) return `Redo ${app.project.history.redoLabel}`;
  return action.label;
}
