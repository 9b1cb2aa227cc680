import type { Page } from '@playwright/test';

/** Choose a menu command as a user would: open the menu, open the submenu that holds the command (if any), click it. */
export async function chooseMenu(page: Page, title: string, action: string): Promise<void> {
  await page.getByRole('menuitem', { name: title, exact: true }).click();
  const item = page.locator(`[data-action="${action}"]`);
  if (!(await item.isVisible())) {
    for (const host of await page.locator('.menu-items [data-submenu]').all()) {
      await host.hover();
      if (await item.isVisible()) break;
    }
  }
  await item.click();
}
