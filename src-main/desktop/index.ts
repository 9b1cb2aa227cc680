import { app, BrowserWindow, dialog, Menu } from 'electron';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createBackend } from '../services/backend';
import { desktopPaths } from '../services/paths';
import { registerIpc } from './ipc';
import { electronSqliteBinding } from './native';
import { createMainWindow } from './window';

// The renderer draws its own menu bar (the same action registry in both modes); the native menu keeps
// only what the platform expects so that shortcuts reach the page.
function installMenu() {
  const template: Electron.MenuItemConstructorOptions[] = [
    ...(process.platform === 'darwin' ? [{ role: 'appMenu' as const }] : []),
    { role: 'editMenu' },
    { label: 'View', submenu: [{ role: 'reload' }, { role: 'toggleDevTools' }, { role: 'togglefullscreen' }] },
  ];
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}

app.enableSandbox();
app.whenReady().then(() => {
  const binding = electronSqliteBinding(app.getAppPath(), process.versions.electron);
  if (!binding) {
    dialog.showErrorBox('Atoll cannot start', 'better-sqlite3 is not built for this Electron: run npm start (or npm run dist), which builds it.');
    app.quit();
    return;
  }
  process.env.ATOLL_SQLITE_BINDING = binding;
  const projectsDir = path.join(app.getPath('documents'), 'Atoll Projects');
  mkdirSync(projectsDir, { recursive: true });
  const backend = createBackend({
    host: 'desktop',
    version: app.getVersion(),
    projectsDir,
    dataDir: app.getPath('userData'),
    paths: desktopPaths(),
    newHandle: () => randomBytes(12).toString('hex'),
    // Exports are saved where the user chooses, with the platform's own dialog.
    chooseSavePath: async (name) => {
      const options = { defaultPath: path.join(app.getPath('documents'), name) };
      const chosen = win ? await dialog.showSaveDialog(win, options) : await dialog.showSaveDialog(options);
      return chosen.canceled || !chosen.filePath ? null : chosen.filePath;
    },
  });
  const outDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
  let win: BrowserWindow | null = createMainWindow(outDir);
  registerIpc(backend.handlers, (contents) => win !== null && contents === win.webContents);
  installMenu();
  win.on('closed', () => {
    win = null;
  });
  app.on('window-all-closed', () => {
    backend.closeAll();
    app.quit();
  });
});
