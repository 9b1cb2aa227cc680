/** The kept page of tests/support/test.ts: the next test gets the same page, with nothing of the last test left. */
import { expect, test, type Page } from '../support/test';

test.describe.configure({ mode: 'serial' });

const ORIGIN = 'http://kept-page.test';
const serve = (page: Page) => page.route(`${ORIGIN}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>kept</title>' }));

let first: Page | null = null;
const heard: string[] = [];

test('a test leaves storage, a route, a dialog listener and another viewport behind', async ({ page }) => {
  first = page;
  await serve(page);
  await page.goto(`${ORIGIN}/`);
  await page.evaluate(() => {
    sessionStorage.setItem('left', 'behind');
    localStorage.setItem('left', 'behind');
  });
  page.on('dialog', (dialog) => {
    heard.push(dialog.message());
    void dialog.accept();
  });
  await page.setViewportSize({ width: 800, height: 600 });
});

test('the next test gets the same page, on about:blank, with none of it', async ({ page, viewport }) => {
  expect(page).toBe(first);
  expect(page.url()).toBe('about:blank');
  expect(page.viewportSize()).toEqual(viewport);
  // The route went with the last test: without one of its own, the made-up origin does not resolve.
  await expect(page.goto(`${ORIGIN}/`)).rejects.toThrow();
  await serve(page);
  await page.goto(`${ORIGIN}/`);
  expect(await page.evaluate(() => [sessionStorage.getItem('left'), localStorage.getItem('left')])).toEqual([null, null]);
  // No listener: Playwright dismisses the dialog, so confirm() is false, and the last test's listener heard nothing.
  expect(await page.evaluate(() => confirm('still there?'))).toBe(false);
  expect(heard).toEqual([]);
});

test('a page given an init script is not kept', async ({ page }) => {
  await page.addInitScript(() => ((window as unknown as { marked: boolean }).marked = true));
  first = page;
});

test('so the next test has a new page without it', async ({ page }) => {
  expect(page).not.toBe(first);
  await serve(page);
  await page.goto(`${ORIGIN}/`);
  expect(await page.evaluate(() => (window as unknown as { marked?: boolean }).marked)).toBeUndefined();
});
