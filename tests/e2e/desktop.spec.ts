import { _electron as electron, expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type {} from '../../src-renderer/window-hooks';
import { electronBinary, NO_ELECTRON, ROOT as root } from '../support/electron';

const binary = electronBinary();

test.describe('desktop shell', () => {
  test.skip(!binary, NO_ELECTRON);

  test('the desktop window opens with an isolated, sandboxed page that sees only the api contract', async () => {
    execFileSync(process.execPath, [path.join(root, 'node_modules/electron-vite/bin/electron-vite.js'), 'build'], { cwd: root, stdio: 'inherit' });
    const app = await electron.launch({ executablePath: binary!, args: [root] });
    try {
      const page = await app.firstWindow();
      await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
      await expect(page.getByTestId('welcome')).toBeVisible();
      const exposed = await page.evaluate(() => ({
        keys: Object.keys((window as unknown as { atoll: object }).atoll).sort(),
        hasRequire: typeof (window as unknown as { require?: unknown }).require,
        hasProcess: typeof (window as unknown as { process?: unknown }).process,
      }));
      expect(exposed.keys).toContain('project.open');
      expect(exposed.hasRequire).toBe('undefined');
      expect(exposed.hasProcess).toBe('undefined');
      // Served by the app's own protocol, not file://.
      expect(page.url()).toMatch(/^atoll:\/\/app\//);

      // The native menu mirrors the in-app one, with Open Recent; Help ▸ About names Electron, Chromium, Node and SQLite.
      const menu = () => app.evaluate(({ Menu }) => (Menu.getApplicationMenu()?.items ?? []).map((m) => ({ label: m.label, items: (m.submenu?.items ?? []).map((i) => i.label) })));
      await expect.poll(async () => (await menu()).map((m) => m.label)).toEqual(expect.arrayContaining(['File', 'Edit', 'View', 'Tools', 'Help']));
      expect((await menu()).find((m) => m.label === 'File')?.items).toEqual(expect.arrayContaining(['New Project', 'Open…', 'Open Recent']));
      await page.evaluate(() => window.atollApp!.showAbout());
      const versions = page.getByTestId('about-versions');
      const electronVersion = await app.evaluate(() => process.versions.electron);
      await expect(versions).toContainText(electronVersion);
      await expect(versions).toContainText('Chromium');
      await expect(versions).toContainText('SQLite');
    } finally {
      await app.close();
    }
  });
});
