import { expect, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { chooseMenu } from './menu';

// What the editor specs do over and over: open a sheet's tab, wait for the edit to be saved, type into a field.

export const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true }).click();

export { saved } from './saved';

/** Types a value and commits it as the user does, with Enter. */
export async function enter(field: Locator, text: string) {
  await field.fill(text);
  await field.press('Enter');
}

/** Starts a new project from the welcome screen at the given window size; the page's uncaught errors collect in the
 *  list returned (a spec ends by expecting it empty). */
export async function newProject(page: Page, url: string, size = { width: 1500, height: 1000 }): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.setViewportSize(size);
  await page.goto(url);
  await page.getByTestId('welcome-new').click();
  await expect(page.getByTestId('map-view')).toBeVisible();
  return errors;
}

/** The project as File ▸ Export ▸ JSON writes it, parsed. */
export async function exportedJson<T = Record<string, unknown>>(page: Page): Promise<T> {
  const download = page.waitForEvent('download');
  await chooseMenu(page, 'File', 'file.exportJson');
  return JSON.parse(readFileSync(await (await download).path(), 'utf8')) as T;
}
