import { app, BrowserWindow, dialog } from 'electron';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createBackend } from '../services/backend';
import { scheduleWarmUp } from '../services/warm-up';
import { desktopPaths } from '../services/paths';
import { registerIpc } from './ipc';
import { filesInArgs } from './launch-files';
import { electronSqliteBinding } from './native';
import { ShellChannel } from './shell-channel';
import { createMainWindow, lockDownWebContents, registerAppScheme, secureSession } from './window';

// One Atoll at a time: a second launch (double-clicking another .atoll) hands its files to the first and quits.
if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.enableSandbox();
  registerAppScheme();
  lockDownWebContents();

  let win: BrowserWindow | null = null;
  const shell = new ShellChannel(() => win, process.platform, app.isPackaged);
  // macOS hands files over as events, possibly before the app is ready; the shell holds them until the page listens.
  app.on('open-file', (event, file) => {
    event.preventDefault();
    shell.openFiles([file]);
  });
  app.on('second-instance', (_event, argv, workingDirectory) => shell.openFiles(filesInArgs(argv.slice(1), workingDirectory)));

  void app.whenReady().then(() => {
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
    secureSession(path.join(outDir, 'renderer'));
    win = createMainWindow(outDir, path.join(app.getPath('userData'), 'window.json'), windowIcon());
    win.webContents.on('did-start-loading', () => shell.pageLeft());
    registerIpc(backend.handlers, (contents) => win !== null && contents === win.webContents);
    // Files on Atoll's own command line: `atoll map.atoll`, or the file manager opening one with Atoll.
    shell.openFiles(filesInArgs(process.argv.slice(1), process.cwd()));
    scheduleWarmUp();
    win.on('closed', () => {
      win = null;
    });
    app.on('window-all-closed', () => {
      backend.closeAll();
      app.quit();
    });
  });
}

/** The window icon on Linux (Windows and macOS take the app's own): beside the packaged app, or from the sources. */
function windowIcon(): string | undefined {
  if (process.platform !== 'linux') return undefined;
  const icon = app.isPackaged ? path.join(process.resourcesPath, 'icon.png') : path.join(app.getAppPath(), 'resources/icons/png/512x512.png');
  return existsSync(icon) ? icon : undefined;
}
