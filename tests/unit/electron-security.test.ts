/**
 * Electron's security checklist (https://www.electronjs.org/docs/latest/tutorial/security), item by item, each with
 * the file that fulfils it, checked against what the desktop shell actually asks of Electron. Electron cannot run
 * here, so `electron` is replaced by a recorder (tests/support/fake-electron.ts); the real window is checked by
 * tests/e2e/desktop.spec.ts where an Electron binary is installed.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import config from '../../electron-builder';
import { METHOD_NAMES, type Handlers } from '../../src-shared/api/contract';
import { SHELL_CHANNELS, type MenuModel, type ShellCommand } from '../../src-shared/api/shell';
import { ROOT } from '../support/electron';
import { app, BrowserWindow, recorded, type FakeWebContents } from '../support/fake-electron';

vi.mock('electron', () => import('../support/fake-electron'));

const { APP_URL } = await import('../../src-main/desktop/app-protocol');
const { createMainWindow, DESKTOP_CSP, lockDownWebContents, registerAppScheme, secureSession } = await import('../../src-main/desktop/window');
const { registerIpc } = await import('../../src-main/desktop/ipc');
const { ShellChannel } = await import('../../src-main/desktop/shell-channel');

/** The checklist's items and the files that fulfil them. */
const FULFILLED_BY: Record<number, string[]> = {
  1: ['src-main/desktop/app-protocol.ts', 'src-main/desktop/window.ts'],
  2: ['src-main/desktop/window.ts'],
  3: ['src-main/desktop/window.ts', 'src-preload/index.ts'],
  4: ['src-main/desktop/window.ts', 'src-main/desktop/index.ts'],
  5: ['src-main/desktop/window.ts'],
  6: ['src-main/desktop/window.ts'],
  7: ['src-main/desktop/window.ts'],
  8: ['src-main/desktop/window.ts'],
  9: ['src-main/desktop/window.ts'],
  10: ['src-main/desktop/window.ts'],
  11: ['src-main/desktop/window.ts'],
  12: ['src-main/desktop/window.ts'],
  13: ['src-main/desktop/window.ts'],
  14: ['src-main/desktop/window.ts'],
  15: ['src-main/desktop/window.ts'],
  16: ['package.json'],
  17: ['src-main/desktop/ipc.ts', 'src-main/desktop/shell-channel.ts', 'src-shared/api/dispatch.ts'],
  18: ['src-main/desktop/app-protocol.ts', 'src-main/desktop/window.ts', 'electron-builder.ts'],
  19: ['electron-builder.ts'],
  20: ['src-preload/index.ts', 'src-shared/api/shell.ts'],
};

let rendererDir: string;
let win: InstanceType<typeof BrowserWindow>;
let prefs: Record<string, unknown>;

beforeAll(() => {
  rendererDir = mkdtempSync(path.join(os.tmpdir(), 'atoll-renderer-'));
  mkdirSync(path.join(rendererDir, 'assets'));
  writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html><title>Atoll</title>');
  writeFileSync(path.join(rendererDir, 'assets', 'index.js'), 'console.log(1)');
  writeFileSync(path.join(path.dirname(rendererDir), 'secret.txt'), 'not for the page');
  registerAppScheme();
  lockDownWebContents();
  secureSession(rendererDir);
  win = createMainWindow('/app/out', path.join(rendererDir, 'window.json'), undefined) as unknown as InstanceType<typeof BrowserWindow>;
  prefs = win.options.webPreferences;
  // Electron emits web-contents-created for every contents; the app's handlers are installed on them there.
  app.emit('web-contents-created', win.webContents);
});
afterAll(() => rmSync(rendererDir, { recursive: true, force: true }));

const contents = () => win.webContents as FakeWebContents;
const fetchApp = (url: string) => recorded.protocolHandlers.get('atoll')!({ url });

describe("Electron's security checklist", () => {
  it('names an existing file for every item, 1 to 20', () => {
    expect(Object.keys(FULFILLED_BY).map(Number)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    for (const file of Object.values(FULFILLED_BY).flat()) expect(existsSync(path.join(ROOT, file)), file).toBe(true);
  });

  it('1. only secure content: the page and its files come from atoll://app/, out of the renderer folder only', async () => {
    expect(win.loaded).toBe(APP_URL);
    expect((await fetchApp('atoll://app/index.html')).status).toBe(200);
    expect((await fetchApp('atoll://app/assets/index.js')).headers.get('content-type')).toMatch(/^text\/javascript/);
    for (const url of ['atoll://app/../secret.txt', 'atoll://app/%2e%2e/secret.txt', 'atoll://app/..%2fsecret.txt', 'atoll://other/index.html', 'atoll://app/missing.js']) {
      expect((await fetchApp(url)).status, url).toBe(404);
    }
  });

  it('2. no Node.js integration in the page, its workers or frames', () => {
    expect(prefs).toMatchObject({ nodeIntegration: false, nodeIntegrationInWorker: false, nodeIntegrationInSubFrames: false });
  });

  it('3. context isolation, with the preload bridging through contextBridge', () => {
    expect(prefs.contextIsolation).toBe(true);
    expect(readFileSync(path.join(ROOT, 'src-preload/index.ts'), 'utf8')).toMatch(/contextBridge\.exposeInMainWorld/);
  });

  it('4. process sandboxing: every renderer sandboxed, the window too', async () => {
    expect(prefs.sandbox).toBe(true);
    const enable = vi.spyOn(app, 'enableSandbox');
    await import('../../src-main/desktop/index');
    expect(enable).toHaveBeenCalled();
  });

  it('5. session permission requests and checks are all refused', () => {
    const answers: boolean[] = [];
    for (const permission of ['media', 'geolocation', 'notifications', 'openExternal', 'clipboard-read']) recorded.permissionRequest!(contents(), permission, (granted) => answers.push(granted));
    expect(answers).toEqual([false, false, false, false, false]);
    expect(recorded.permissionCheck!(contents(), 'media', 'atoll://app')).toBe(false);
  });

  it('6. web security stays on', () => {
    expect(prefs.webSecurity).toBe(true);
  });

  it("7. a content security policy on every response: scripts only from the app, no plugins, no framing", async () => {
    let headers: Record<string, string[]> = {};
    recorded.headersHandler!({ responseHeaders: { 'X-Other': ['1'] } }, (r) => (headers = r.responseHeaders));
    expect(headers['Content-Security-Policy']).toEqual([DESKTOP_CSP]);
    expect(headers['X-Other']).toEqual(['1']);
    expect((await fetchApp('atoll://app/index.html')).headers.get('content-security-policy')).toBe(DESKTOP_CSP);
    expect(DESKTOP_CSP).toMatch(/default-src 'self'/);
    expect(DESKTOP_CSP).toMatch(/script-src 'self';/);
    expect(DESKTOP_CSP).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    expect(DESKTOP_CSP).toMatch(/object-src 'none'/);
    expect(DESKTOP_CSP).toMatch(/frame-ancestors 'none'/);
  });

  it('8. no insecure content', () => {
    expect(prefs.allowRunningInsecureContent).toBe(false);
  });

  it('9. no experimental features', () => {
    expect(prefs.experimentalFeatures).toBe(false);
  });

  it('10. no enableBlinkFeatures', () => {
    expect(prefs).not.toHaveProperty('enableBlinkFeatures');
  });

  it('11. no <webview> tag (so no allowpopups)', () => {
    expect(prefs.webviewTag).toBe(false);
  });

  it('12. a <webview> can never be attached, whatever its options', () => {
    expect(contents().emit('will-attach-webview', { preload: '/evil.js' }, { src: 'https://example.org' })).toBe(true);
  });

  it('13. no navigation away from the app, by link, by script or by redirect, nor to a dropped file', () => {
    expect(contents().emit('will-navigate', 'https://example.org/')).toBe(true);
    expect(contents().emit('will-redirect', 'https://example.org/')).toBe(true);
    expect(prefs.navigateOnDragDrop).toBe(false);
  });

  it('14. no new windows', () => {
    for (const url of ['https://example.org/', 'atoll://app/index.html', 'file:///etc/passwd']) expect(contents().windowOpenHandler!({ url })).toEqual({ action: 'deny' });
  });

  it('15. shell.openExternal only for https links, never a file, script or other scheme', () => {
    recorded.openedExternally.length = 0;
    for (const url of ['https://example.org/rules', 'http://example.org/', 'file:///etc/passwd', 'javascript:alert(1)', 'smb://host/share', 'ms-msdt:foo']) contents().windowOpenHandler!({ url });
    expect(recorded.openedExternally).toEqual(['https://example.org/rules']);
  });

  it('16. a current Electron, pinned exactly (41 is the newest the toolchain’s Node 20 allows; move on with Node)', () => {
    const pinned = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> }).devDependencies.electron;
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(Number(pinned.split('.')[0])).toBeGreaterThanOrEqual(41);
  });

  it('17. every IPC message is checked for its sender: only our window’s main frame is answered', async () => {
    const handlers = Object.fromEntries(METHOD_NAMES.map((m) => [m, () => ({ name: 'Atoll' })])) as unknown as Handlers;
    registerIpc(handlers, (c) => c === (win.webContents as unknown));
    const call = recorded.ipcHandle.get('atoll:app.info')!;
    const ours = { sender: win.webContents, senderFrame: contents().mainFrame };
    expect(await call(ours, {})).toMatchObject({ ok: true });
    expect(await call({ sender: {}, senderFrame: {} }, {})).toMatchObject({ ok: false, error: { code: 'unauthorized' } });
    expect(await call({ sender: win.webContents, senderFrame: { name: 'an iframe' } }, {})).toMatchObject({ ok: false, error: { code: 'unauthorized' } });
    // …and every payload is validated against the contract.
    expect(await call(ours, { extra: 1 })).toMatchObject({ ok: false, error: { code: 'invalid-request' } });

    // The shell channel: a menu or "ready" from anything but our window is ignored; commands wait for the page.
    new ShellChannel(() => win as never, 'linux', true);
    const shown = recorded.menus.length;
    const menu: MenuModel = { menus: [{ name: 'help', label: 'Help', entries: [{ kind: 'item', id: 'help.about', label: 'About Atoll', enabled: true, groupStart: false }] }], recent: [] };
    recorded.ipcOn.get(SHELL_CHANNELS.menu)!({ sender: {}, senderFrame: {} }, menu);
    recorded.ipcOn.get(SHELL_CHANNELS.menu)!(ours, { menus: 'not a menu' });
    expect(recorded.menus.length).toBe(shown);
    recorded.ipcOn.get(SHELL_CHANNELS.menu)!(ours, menu);
    expect(recorded.menus.length).toBe(shown + 1);
  });

  it('18. no file:// pages: the app is served by its own protocol, and file:// gets no extra privileges when packed', () => {
    expect(win.loaded?.startsWith('atoll://app/')).toBe(true);
    expect(recorded.schemes).toContainEqual({ scheme: 'atoll', privileges: expect.objectContaining({ standard: true, secure: true }) });
    expect(config.electronFuses?.grantFileProtocolExtraPrivileges).toBe(false);
  });

  it('19. the fuses are set in the packaged app (electron-builder.ts; flipped in the binary by tests/unit/packaging.test.ts)', () => {
    expect(config.electronFuses).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableCookieEncryption: true,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
    });
  });

  it('20. no Electron API reaches the page: the preload exposes the contract’s methods and three shell functions, frozen', async () => {
    await import('../../src-preload/index');
    expect([...recorded.exposed.keys()].sort()).toEqual(['atoll', 'atollShell']);
    const api = recorded.exposed.get('atoll') as Record<string, unknown>;
    expect(Object.isFrozen(api)).toBe(true);
    expect(Object.keys(api).sort()).toEqual([...METHOD_NAMES].sort());
    expect(Object.values(api).every((f) => typeof f === 'function')).toBe(true);
    expect(await (api['app.info'] as (i: unknown) => Promise<unknown>)({})).toEqual({ channel: 'atoll:app.info', input: {} });

    const shell = recorded.exposed.get('atollShell') as Record<string, (...a: unknown[]) => unknown>;
    expect(Object.isFrozen(shell)).toBe(true);
    expect(Object.keys(shell).sort()).toEqual(['onCommand', 'pathForFile', 'setMenu']);
    // A command that does not match the schema never reaches the page; a good one does.
    const got: ShellCommand[] = [];
    shell.onCommand((c: ShellCommand) => got.push(c));
    const deliver = recorded.rendererListeners.get(SHELL_CHANNELS.command)!;
    deliver({}, { kind: 'action', id: 'file.open; rm -rf /' });
    deliver({}, { kind: 'eval', code: 'alert(1)' });
    deliver({}, { kind: 'action', id: 'file.open' });
    expect(got).toEqual([{ kind: 'action', id: 'file.open' }]);
    expect(recorded.rendererSent).toContainEqual([SHELL_CHANNELS.ready, undefined]);
  });
});
