import { expect, sharedHost as host, test, type Page } from '../support/test';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { chooseMenu } from '../support/menu';
import { saved } from '../support/saved';

async function open(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(host.url);
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  return errors;
}

const title = (page: Page) => page.getByTestId('info-title');

test('create a project, edit, undo, redo, reload, save as, reopen: the edit is there', async ({ page }) => {
  const errors = await open(page);
  await expect(page).not.toHaveURL(/token=/); // the token leaves the address bar
  await page.getByTestId('welcome-new').click();
  await expect(title(page)).toHaveValue('Untitled scenario');

  await title(page).fill('Primosole Bridge');
  await title(page).press('Enter');
  await page.getByTestId('info-designer').fill('A. Designer');
  await page.getByTestId('info-designer').press('Tab');
  await saved(page);

  await page.getByTestId('statusbar').click(); // leave the fields (a click on the map would paint)
  await page.keyboard.press('Control+z');
  await expect(page.getByTestId('info-designer')).toHaveValue('');
  await chooseMenu(page, 'Edit', 'edit.undo');
  await expect(title(page)).toHaveValue('Untitled scenario');
  await page.keyboard.press('Control+Shift+z');
  await expect(title(page)).toHaveValue('Primosole Bridge');
  await saved(page);

  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await expect(title(page)).toHaveValue('Primosole Bridge');

  await chooseMenu(page, 'File', 'file.saveAs');
  await page.getByTestId('save-name').fill('primosole');
  await page.getByTestId('dialog-save-as').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('status-message')).toContainText('primosole.atoll');
  expect(readdirSync(host.projectsDir)).toContain('primosole.atoll');

  await chooseMenu(page, 'File', 'file.close');
  await expect(page.getByTestId('welcome')).toBeVisible();
  await chooseMenu(page, 'File', 'file.open');
  await page.getByTestId('dialog-open').locator('[data-file="primosole.atoll"]').click();
  await expect(title(page)).toHaveValue('Primosole Bridge');
  // Undo history lives in the project file: the redone edit can still be undone after reopening.
  await page.getByRole('menuitem', { name: 'Edit', exact: true }).click();
  await expect(page.locator('[data-action="edit.undo"]')).toContainText('Undo Edit title');
  await expect(page.locator('[data-action="edit.redo"]')).toContainText('Redo Edit designer');
  await page.keyboard.press('Escape');
  expect(errors).toEqual([]);
});

test('importing a bad scenario JSON lists precise errors and changes nothing', async ({ page }) => {
  await open(page);
  const before = readdirSync(host.projectsDir, { recursive: true }).sort();
  const chooser = page.waitForEvent('filechooser');
  await chooseMenu(page, 'File', 'file.importJson');
  const bad = { format: 'atoll-scenario', version: 1, info: { title: 42 } };
  await (await chooser).setFiles({ name: 'bad.atoll.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(bad)) });
  const dialog = page.getByTestId('dialog-errors');
  await expect(dialog).toContainText('nothing was imported');
  await expect(dialog.getByTestId('error-list')).toContainText('$.info.title');
  await expect(dialog.getByTestId('error-list')).toContainText('$.map');
  await page.keyboard.press('Escape');
  expect(readdirSync(host.projectsDir, { recursive: true }).sort()).toEqual(before);
});

test('export the scenario JSON and import it back: the same scenario', async ({ page }) => {
  await open(page);
  await page.getByTestId('welcome-new').click();
  await title(page).fill('Round trip');
  await title(page).press('Enter');
  await page.getByTestId('side-name-0').fill('Japanese');
  await page.getByTestId('side-name-0').press('Enter');
  await saved(page);
  const download = page.waitForEvent('download');
  await chooseMenu(page, 'File', 'file.exportJson');
  const file = await (await download).path();
  const { readFileSync } = await import('node:fs');
  const text = readFileSync(file, 'utf8');
  expect(JSON.parse(text).info.title).toBe('Round trip');

  const chooser = page.waitForEvent('filechooser');
  await chooseMenu(page, 'File', 'file.importJson');
  await (await chooser).setFiles({ name: path.basename(file) + '.atoll.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  // The edited draft makes way for the import: kept as a draft.
  await page.getByTestId('dialog-ask').locator('[data-choice="keep"]').click();
  await expect(page.getByTestId('status-message')).toContainText('Imported');
  await expect(title(page)).toHaveValue('Round trip');
  await expect(page.getByTestId('side-name-0')).toHaveValue('Japanese');

  const again = page.waitForEvent('download');
  await chooseMenu(page, 'File', 'file.exportJson');
  expect(readFileSync(await (await again).path(), 'utf8')).toBe(text);
});
