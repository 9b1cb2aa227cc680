import { app, BrowserWindow, protocol, screen, session, shell, type WebContents } from 'electron';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { APP_SCHEME, APP_URL, appFile } from './app-protocol';
import { placeWindow, readWindowState, writeWindowState } from './window-state';

export const DESKTOP_CSP =
  "default-src 'self'; script-src 'self'; worker-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
  "font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'none'";

/** Before the app is ready: atoll:// is a standard, secure scheme (its own origin; fetch and module workers work). */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } }]);
}

/** Every web contents, now and later: no <webview>, no new windows, no navigation away from the app. */
export function lockDownWebContents(): void {
  app.on('web-contents-created', (_event, contents: WebContents) => {
    contents.on('will-attach-webview', (event) => event.preventDefault());
    contents.on('will-navigate', (event) => event.preventDefault());
    contents.on('will-redirect', (event) => event.preventDefault());
    contents.setWindowOpenHandler(({ url }) => {
      // Links to the web open in the user's browser; nothing else opens at all.
      if (/^https:\/\//.test(url)) void shell.openExternal(url);
      return { action: 'deny' };
    });
  });
}

/** The session: a strict content security policy on every response, and no permission (camera, notifications,
 *  geolocation…) is ever granted. The renderer's files are served from atoll://app/ out of `rendererDir` only. */
export function secureSession(rendererDir: string): void {
  const ses = session.defaultSession;
  ses.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [DESKTOP_CSP] } });
  });
  ses.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  ses.setPermissionCheckHandler(() => false);
  ses.protocol.handle(APP_SCHEME, async (request) => {
    const found = appFile(rendererDir, request.url);
    if (!found) return new Response('not found', { status: 404 });
    try {
      return new Response(await readFile(found.file), { headers: { 'Content-Type': found.type, 'Content-Security-Policy': DESKTOP_CSP } });
    } catch {
      return new Response('not found', { status: 404 });
    }
  });
}

/** The one app window: isolated, sandboxed, no Node in the page, where the user left it last time. */
export function createMainWindow(outDir: string, stateFile: string, icon: string | undefined): BrowserWindow {
  const place = placeWindow(readWindowState(stateFile), screen.getAllDisplays().map((d) => d.workArea));
  const win = new BrowserWindow({
    x: place.x,
    y: place.y,
    width: place.width,
    height: place.height,
    minWidth: 800,
    minHeight: 500,
    title: 'Atoll',
    show: false,
    ...(icon ? { icon } : {}),
    webPreferences: {
      preload: path.join(outDir, 'preload/index.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      spellcheck: false,
    },
  });
  rememberPlace(win, stateFile);
  win.once('ready-to-show', () => {
    if (place.maximized) win.maximize();
    win.show();
  });
  if (!app.isPackaged && process.env.ELECTRON_RENDERER_URL) void win.loadURL(process.env.ELECTRON_RENDERER_URL);
  else void win.loadURL(APP_URL);
  return win;
}

/** Saves the window's place (its normal bounds, and whether it is maximized) as it moves, and when it closes. */
function rememberPlace(win: BrowserWindow, stateFile: string): void {
  let timer: NodeJS.Timeout | null = null;
  const save = () => {
    if (win.isDestroyed() || win.isMinimized()) return;
    writeWindowState(stateFile, { ...roundBounds(win.getNormalBounds()), maximized: win.isMaximized() });
  };
  const later = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(save, 500);
  };
  for (const event of ['resize', 'move', 'maximize', 'unmaximize'] as const) win.on(event as 'resize', later);
  win.on('close', () => {
    if (timer) clearTimeout(timer);
    save();
  });
}

const roundBounds = (b: { x: number; y: number; width: number; height: number }) => ({
  x: Math.round(b.x),
  y: Math.round(b.y),
  width: Math.round(b.width),
  height: Math.round(b.height),
});
