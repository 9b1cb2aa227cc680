import { expect, type Locator, type Page } from '@playwright/test';

// What the editor specs do over and over: open a sheet's tab, wait for the edit to be saved, type into a field.

export const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true }).click();

export const saved = (page: Page) => expect(page.getByTestId('status-project')).toContainText('saved');

/** Types a value and commits it as the user does, with Enter. */
export async function enter(field: Locator, text: string) {
  await field.fill(text);
  await field.press('Enter');
}
