import { _electron as electron, expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
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
    } finally {
      await app.close();
    }
  });
});
