import { expect, test, type Page } from '@playwright/test';
import type {} from '../../src-renderer/window-hooks';
import { startHost, type RunningHost } from '../support/web-host';

// The rough edges a new user found, each as the user met it.

let host: RunningHost;
test.beforeAll(async () => {
  host = await startHost();
});
test.afterAll(async () => {
  await host?.stop();
});

async function newProject(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(host.url);
  await page.getByTestId('welcome-new').click();
  await expect(page.getByTestId('status-project')).toContainText('saved');
  return errors;
}

test('typing a long label in the Features tool keeps the palette in place: no sideways scroll, every feature name whole', async ({ page }) => {
  const errors = await newProject(page);
  await page.locator('[data-tool="feature"]').click();
  await page.locator('[data-feature="label"]').click();
  const field = page.getByTestId('label-text');
  await field.fill('');
  await field.pressSequentially('Mount Austen and the Gifu strongpoint');
  // Every key reaches the field, spaces included (the map's Space-to-pan used to swallow them).
  await expect(field).toHaveValue('Mount Austen and the Gifu strongpoint');
  const palette = page.getByTestId('palette');
  const layout = await palette.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const names = Array.from(el.querySelectorAll('[data-feature] .swatch-name')).map((n) => {
      const r = n.getBoundingClientRect();
      return { name: n.textContent, left: r.left, right: r.right, scrollWidth: (n as HTMLElement).scrollWidth, clientWidth: (n as HTMLElement).clientWidth };
    });
    return { scrollLeft: el.scrollLeft, scrollWidth: el.scrollWidth, clientWidth: el.clientWidth, left: box.left, right: box.right, names };
  });
  expect(layout.scrollLeft).toBe(0);
  expect(layout.scrollWidth).toBeLessThanOrEqual(layout.clientWidth);
  for (const n of layout.names) {
    expect(n.left, n.name ?? '').toBeGreaterThanOrEqual(layout.left);
    expect(n.right, n.name ?? '').toBeLessThanOrEqual(layout.right);
    expect(n.scrollWidth, n.name ?? '').toBeLessThanOrEqual(n.clientWidth);
  }
  await page.screenshot({ path: test.info().outputPath('features-palette.png') });
  expect(errors).toEqual([]);
});

test('a space typed in a text field is a space: the map pans with Space only when no field has the focus', async ({ page }) => {
  const errors = await newProject(page);
  const title = page.getByTestId('info-title');
  await title.click();
  await title.press('End');
  await title.pressSequentially(' of Guadalcanal');
  await title.press('Enter');
  await expect(title).toHaveValue('Untitled scenario of Guadalcanal');
  await expect.poll(() => page.evaluate(() => window.atollApp!.project!.info.title)).toBe('Untitled scenario of Guadalcanal');
  expect(errors).toEqual([]);
});
