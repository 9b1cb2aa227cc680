import { expect, sharedHost as host, test, type Page } from '../support/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { MenuModel, ShellCommand } from '../../src-shared/api/shell';
import type {} from '../../src-renderer/window-hooks';
import { ROOT } from '../support/electron';
import { chooseMenu } from '../support/menu';

// What a desktop user expects, seen from the page: files dropped on the window, the About box's versions, and (with a
// stand-in for the Electron preload's shell channel, since Electron cannot run here) the native menu's model and the
// commands the shell sends. The Electron side of the channel is unit-tested in src-main/desktop.

const palembang = () => readFileSync(path.join(ROOT, 'scenarios', 'palembang.atoll.json'), 'utf8');

async function open(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(host.url);
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  return errors;
}

/** Drops files (name, text) on the map area as a file manager would; returns whether the page took the drag over. */
function drop(page: Page, files: { name: string; text: string }[]) {
  return page.evaluate((list) => {
    const data = new DataTransfer();
    for (const f of list) data.items.add(new File([f.text], f.name));
    const target = document.querySelector('main') ?? document.body;
    const over = new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true });
    target.dispatchEvent(over);
    target.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
    return over.defaultPrevented;
  }, files);
}

test('a scenario dropped on the window is imported; other files are refused with the reason, and nothing navigates away', async ({ page }) => {
  const errors = await open(page);
  expect(await drop(page, [{ name: 'notes.txt', text: 'hello' }])).toBe(true);
  await expect(page.getByTestId('dialog-errors')).toContainText('Atoll opens .atoll projects and .atoll.json scenarios; notes.txt is neither');
  await page.getByTestId('dialog-errors').getByRole('button', { name: 'Close' }).click();

  await drop(page, [{ name: 'project.atoll', text: 'SQLite format 3' }]);
  await expect(page.getByTestId('dialog-errors')).toContainText('browser mode opens projects from its projects folder: choose File ▸ Open');
  await page.getByTestId('dialog-errors').getByRole('button', { name: 'Close' }).click();

  await drop(page, [{ name: 'palembang.atoll.json', text: palembang() }]);
  await expect(page.getByTestId('status-project')).toContainText('Palembang');
  await expect(page.getByTestId('status-message')).toContainText('Imported');
  expect(page.url()).toContain(new URL(host.url).origin);
  expect(errors).toEqual([]);
});

test('Help ▸ About names the versions of Atoll, the browser, Node and SQLite', async ({ page }) => {
  const errors = await open(page);
  await chooseMenu(page, 'Help', 'help.about');
  const table = page.getByTestId('about-versions');
  await expect(table).toBeVisible();
  const rows = Object.fromEntries(
    (await table.locator('tr').evaluateAll((trs) => trs.map((tr) => [tr.querySelector('th')!.textContent, tr.querySelector('td')!.textContent]))) as [string, string][],
  );
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string };
  expect(rows.Atoll).toBe(pkg.version);
  expect(rows.Electron).toBe('not used (browser mode)');
  expect(rows.Browser).toMatch(/^Chrom(e|ium) \d+/);
  expect(rows.Node).toBe(process.versions.node);
  expect(rows.SQLite).toMatch(/^3\.\d+\.\d+$/);
  await page.getByTestId('dialog-about').screenshot({ path: test.info().outputPath('about.png') });
  expect(errors).toEqual([]);
});

/** A stand-in for the preload's `window.atollShell`: records the menus the page sends, lets the test send commands. */
async function withShell(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { atollShell: unknown; shellMenus: unknown[]; shellSend?: (c: unknown) => void };
    w.shellMenus = [];
    w.atollShell = {
      onCommand: (listener: (c: unknown) => void) => (w.shellSend = listener),
      setMenu: (model: unknown) => w.shellMenus.push(model),
      pathForFile: (file: File) => `dropped/${file.name}`,
    };
  });
}
const lastMenu = (page: Page) => page.evaluate(() => (window as unknown as { shellMenus: MenuModel[] }).shellMenus.at(-1)!);
const send = (page: Page, command: ShellCommand) => page.evaluate((c) => (window as unknown as { shellSend: (c: ShellCommand) => void }).shellSend(c), command);
const item = (menu: MenuModel, name: string, id: string) => {
  for (const e of menu.menus.find((m) => m.name === name)!.entries) {
    if (e.kind === 'item' && e.id === id) return e;
    if (e.kind === 'submenu') for (const i of e.items) if (i.id === id) return i;
  }
  return undefined;
};

test('desktop: the native menu gets every in-app action with its shortcut and state, and Open Recent; the shell commands run', async ({ page }) => {
  await withShell(page);
  const errors = await open(page);
  // The desktop app shows its menus natively: no in-app menu bar.
  await expect(page.getByRole('menubar')).toHaveCount(0);
  await expect.poll(async () => (await lastMenu(page))?.menus.map((m) => m.label)).toEqual(['File', 'Edit', 'View', 'Play', 'Tools', 'Help']);
  let menu = await lastMenu(page);
  expect(item(menu, 'file', 'file.open')).toMatchObject({ label: 'Open…', shortcut: 'Mod+O', enabled: true });
  expect(item(menu, 'edit', 'edit.undo')).toMatchObject({ shortcut: 'Mod+Z', enabled: false });
  expect(item(menu, 'tools', 'tool.brush')).toMatchObject({ shortcut: 'B', enabled: false });
  expect(menu.menus.find((m) => m.name === 'file')!.entries.some((e) => e.kind === 'submenu' && e.label === 'Export')).toBe(true);

  // A scenario given to the app (command line, second launch), then an edit: Undo names it, the tools are on.
  await send(page, { kind: 'import', fileName: 'palembang.atoll.json', text: palembang() });
  await expect(page.getByTestId('status-project')).toContainText('Palembang');
  await page.getByTestId('info-title').fill('Palembang, second try');
  await page.getByTestId('info-title').press('Enter');
  await expect.poll(async () => item(await lastMenu(page), 'edit', 'edit.undo')).toMatchObject({ enabled: true, label: expect.stringMatching(/^Undo /) });
  expect(item(await lastMenu(page), 'tools', 'tool.brush')?.enabled).toBe(true);

  // Save it, and it is on Open Recent; the shell's "open" brings it back after closing.
  await chooseMenuAction(page, 'file.saveAs');
  await page.getByTestId('save-name').fill('second-try');
  await page.getByTestId('save-name').press('Enter');
  await expect(page.getByTestId('status-project')).toContainText('second-try');
  await page.screenshot({ path: test.info().outputPath('desktop-without-menubar.png') });
  await expect.poll(async () => (await lastMenu(page)).recent.map((r) => r.name)).toContain('second-try');
  menu = await lastMenu(page);
  await send(page, { kind: 'action', id: 'file.close' });
  await expect(page.getByTestId('status-project')).toContainText('no project');
  await send(page, { kind: 'open', path: menu.recent.find((r) => r.name === 'second-try')!.path });
  await expect(page.getByTestId('status-project')).toContainText('second-try');

  // The About box from the native Help menu; a file the shell could not read is refused with the reason.
  await send(page, { kind: 'action', id: 'help.about' });
  await expect(page.getByTestId('about-versions')).toBeVisible();
  await page.keyboard.press('Escape');
  await send(page, { kind: 'refused', fileName: 'gone.atoll', reason: 'there is no such file' });
  await expect(page.getByTestId('dialog-errors')).toContainText('Atoll cannot open gone.atoll: there is no such file');
  expect(errors).toEqual([]);
});

/** File ▸ Save As… through the shell, as the native menu does it. */
async function chooseMenuAction(page: Page, id: string) {
  await send(page, { kind: 'action', id });
}
