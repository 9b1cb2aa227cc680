/**
 * A stand-in for the `electron` module, for unit tests of the desktop shell where Electron cannot run: it records
 * what the main process and the preload ask of Electron (window options, event handlers, session policies, protocol
 * handlers, IPC channels, what the preload exposes) so the tests can check the shell's security settings and drive
 * its handlers. Used with `vi.mock('electron', () => import('./fake-electron'))`.
 */
type Listener = (...args: never[]) => unknown;

class Emitter {
  readonly listeners = new Map<string, Listener[]>();
  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  once(event: string, listener: Listener) {
    return this.on(event, listener);
  }
  /** Calls the listeners as Electron would; returns whether one called `event.preventDefault()`. */
  emit(event: string, ...args: unknown[]): boolean {
    let prevented = false;
    const ev = { preventDefault: () => (prevented = true) };
    for (const l of this.listeners.get(event) ?? []) (l as (...a: unknown[]) => unknown)(ev, ...args);
    return prevented;
  }
}

export class FakeWebContents extends Emitter {
  readonly mainFrame = { name: 'main frame' };
  windowOpenHandler: ((details: { url: string }) => { action: string }) | null = null;
  readonly sent: [string, unknown][] = [];
  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }) {
    this.windowOpenHandler = handler;
  }
  send(channel: string, payload: unknown) {
    this.sent.push([channel, payload]);
  }
}

export const recorded = {
  windows: [] as BrowserWindow[],
  schemes: [] as { scheme: string; privileges: Record<string, boolean> }[],
  protocolHandlers: new Map<string, (request: { url: string }) => Promise<Response>>(),
  headersHandler: null as null | ((details: { responseHeaders: Record<string, string[]> }, callback: (r: { responseHeaders: Record<string, string[]> }) => void) => void),
  permissionRequest: null as null | ((contents: unknown, permission: string, callback: (granted: boolean) => void) => void),
  permissionCheck: null as null | ((...args: unknown[]) => boolean),
  ipcHandle: new Map<string, (event: unknown, input: unknown) => unknown>(),
  ipcOn: new Map<string, (event: unknown, ...args: unknown[]) => void>(),
  exposed: new Map<string, unknown>(),
  menus: [] as unknown[],
  openedExternally: [] as string[],
  rendererListeners: new Map<string, (event: unknown, payload: unknown) => void>(),
  rendererSent: [] as [string, unknown][],
};

export class BrowserWindow extends Emitter {
  readonly webContents = new FakeWebContents();
  loaded: string | null = null;
  constructor(readonly options: Record<string, unknown> & { webPreferences: Record<string, unknown> }) {
    super();
    recorded.windows.push(this);
  }
  loadURL(url: string) {
    this.loaded = url;
    return Promise.resolve();
  }
  loadFile(file: string) {
    this.loaded = `file://${file}`;
    return Promise.resolve();
  }
  isDestroyed() {
    return false;
  }
  isMinimized() {
    return false;
  }
  isMaximized() {
    return false;
  }
  getNormalBounds() {
    return { x: 10, y: 20, width: 1200, height: 800 };
  }
  restore() {}
  focus() {}
  show() {}
  maximize() {}
}

export const app = Object.assign(new Emitter(), {
  isPackaged: false,
  enableSandbox() {},
  getPath: () => '/tmp',
  getAppPath: () => '/tmp',
  getVersion: () => '0.0.0',
  requestSingleInstanceLock: () => true,
  quit() {},
  whenReady: () => new Promise(() => undefined),
});

export const session = {
  defaultSession: {
    webRequest: { onHeadersReceived: (handler: typeof recorded.headersHandler) => (recorded.headersHandler = handler) },
    setPermissionRequestHandler: (handler: typeof recorded.permissionRequest) => (recorded.permissionRequest = handler),
    setPermissionCheckHandler: (handler: typeof recorded.permissionCheck) => (recorded.permissionCheck = handler),
    protocol: { handle: (scheme: string, handler: (request: { url: string }) => Promise<Response>) => recorded.protocolHandlers.set(scheme, handler) },
  },
};
export const protocol = { registerSchemesAsPrivileged: (list: typeof recorded.schemes) => recorded.schemes.push(...list) };
export const screen = { getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }] };
export const shell = { openExternal: async (url: string) => void recorded.openedExternally.push(url) };
export const dialog = { showErrorBox() {}, showSaveDialog: async () => ({ canceled: true }) };
export const ipcMain = {
  handle: (channel: string, handler: (event: unknown, input: unknown) => unknown) => recorded.ipcHandle.set(channel, handler),
  on: (channel: string, handler: (event: unknown, ...args: unknown[]) => void) => recorded.ipcOn.set(channel, handler),
};
export const Menu = {
  buildFromTemplate: (template: unknown) => template,
  setApplicationMenu: (menu: unknown) => recorded.menus.push(menu),
};
export const contextBridge = { exposeInMainWorld: (name: string, value: unknown) => recorded.exposed.set(name, value) };
export const ipcRenderer = {
  invoke: async (channel: string, input: unknown) => ({ channel, input }),
  on: (channel: string, listener: (event: unknown, payload: unknown) => void) => recorded.rendererListeners.set(channel, listener),
  removeAllListeners: (channel: string) => recorded.rendererListeners.delete(channel),
  send: (channel: string, payload?: unknown) => recorded.rendererSent.push([channel, payload]),
};
export const webUtils = { getPathForFile: (file: { name: string }) => `/home/user/${file.name}` };
