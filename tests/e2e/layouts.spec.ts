import { expect, sharedHost as host, test, type Locator } from '../support/test';
import type {} from '../../src-renderer/window-hooks';
import { importScenario } from '../support/import-scenario';

// Issue 18, item 5: small defaults and layouts, each as the bundled scenarios show them.

/** Selects whose chosen text is wider than the select shows (measured with the select's own font). */
const cutSelects = (scope: Locator) =>
  scope.evaluate((root) => {
    const ctx = document.createElement('canvas').getContext('2d')!;
    return Array.from(root.querySelectorAll('select')).flatMap((s) => {
      ctx.font = getComputedStyle(s).font;
      const text = s.selectedOptions[0]?.text ?? '';
      // The arrow and the padding take about 24 px of a select's width.
      return ctx.measureText(text).width > s.clientWidth - 22 ? [text] : [];
    });
  });

test('the turn generator starts from the scenario\'s dates', async ({ page }) => {
  await page.goto(host.url);
  await page.getByTestId('welcome-new').click();
  const start = page.getByTestId('info-startDate');
  await start.fill('17 November 1944');
  await start.press('Enter');
  await page.getByRole('tab', { name: 'Turns' }).click();
  await expect(page.getByTestId('gen-start')).toHaveValue('1944-11-17');
  await page.getByTestId('gen-run').click();
  await expect(page.getByTestId('turn-0')).toBeVisible();
  expect(await page.evaluate(() => window.atollApp!.project!.list('turns').sort((a, b) => a.index - b.index).map((t) => t.date).slice(0, 4))).toEqual([
    '17 Nov 1944', '17 Nov 1944', '17 Nov 1944', '18 Nov 1944',
  ]);
  // More turns continue the track: the day after its last turn, at once and after leaving the sheet.
  await expect(page.getByTestId('gen-start')).toHaveValue('1944-11-19');
  await page.getByRole('tab', { name: 'Map' }).click();
  await page.getByRole('tab', { name: 'Turns' }).click();
  await expect(page.getByTestId('gen-start')).toHaveValue('1944-11-19');

  await importScenario(page, host.url, 'taremo');
  await page.getByRole('tab', { name: 'Turns' }).click();
  await expect(page.getByTestId('gen-start')).toHaveValue('1944-11-20');
  expect(await cutSelects(page.getByTestId('turns-section'))).toEqual([]);
});

test('strike-marker labels and table choices are whole, and the Air Drop Table shows its delete links', async ({ page }) => {
  await importScenario(page, host.url, 'taremo');
  await page.getByRole('tab', { name: 'Forces' }).click();
  const strikes = page.getByTestId('strikes-section');
  await strikes.scrollIntoViewIfNeeded();
  expect(await cutSelects(strikes)).toEqual([]);
  const counterTexts = await strikes.locator('svg text').allTextContents();
  expect(counterTexts).toContain('Carrier');
  expect(counterTexts).toContain('airstrike 1');
  expect(counterTexts.filter((t) => t.includes('…'))).toEqual([]);
  await strikes.screenshot({ path: test.info().outputPath('strikes.png') });

  await page.getByRole('tab', { name: 'Charts' }).click();
  const chart = page.getByTestId('chart-airdrop');
  await chart.scrollIntoViewIfNeeded();
  const box = (await chart.boundingBox())!;
  const deletes = chart.locator('[data-testid^="airdrop-delete-"]');
  await expect(deletes).toHaveCount(4);
  for (const del of await deletes.all()) {
    const b = (await del.boundingBox())!;
    expect(b.x + b.width).toBeLessThanOrEqual(box.x + box.width);
    await expect(del).toBeInViewport();
  }
  // The whole table fits: nothing to scroll sideways.
  expect(await chart.locator('.chart-scroll').evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
  await chart.screenshot({ path: test.info().outputPath('air-drop-table.png') });
});

test('arrival-preview lines that coincide stay apart, with a legend of markers, and the chart uses the sheet\'s width', async ({ page }) => {
  await importScenario(page, host.url, 'taremo');
  await page.getByRole('tab', { name: 'Arrivals' }).click();
  const us = page.getByTestId('preview-side-us');
  await expect(us).toBeVisible({ timeout: 30_000 });
  await us.scrollIntoViewIfNeeded();
  await expect(us.locator('[data-legend]')).toHaveText([/^A\s/, /^B\s/, /^C\s/, /^LVT\s/, /^SP\s/]);
  await expect(us.getByTestId('preview-same')).toContainText('A, B and LVT arrive alike at every turn');
  // At turn 1 the three 100 % lines are drawn at three heights.
  const firstY = async (code: string) => Number((await us.locator(`[data-line="${code}"] polyline`).getAttribute('points'))!.split(' ')[0].split(',')[1]);
  const heights = await Promise.all(['A', 'B', 'LVT'].map(firstY));
  expect(new Set(heights).size).toBe(3);
  expect(Math.max(...heights) - Math.min(...heights)).toBeLessThan(12);
  const chartWidth = (await us.locator('svg.preview-chart').boundingBox())!.width;
  const sideWidth = (await us.boundingBox())!.width;
  expect(chartWidth).toBeGreaterThan(0.95 * sideWidth);
  // A row of the table picks out its line.
  await us.getByTestId('preview-LVT').hover();
  await expect(us.locator('[data-line="LVT"] polyline')).toHaveAttribute('stroke-width', '3.5');
  await expect(us.locator('[data-line="A"]')).toHaveAttribute('opacity', '0.25');
  await us.screenshot({ path: test.info().outputPath('arrival-preview.png') });
});

test('a long sheet has a table of contents and collapsible sections; a jump to a record inside expands them', async ({ page }) => {
  await importScenario(page, host.url, 'taremo', (doc) => {
    (doc.arrivals as { turn: number }[])[3].turn = 12;
  });
  await page.getByRole('tab', { name: 'Arrivals' }).click();
  const view = page.locator('.sheet-view');
  const toc = page.getByTestId('sheet-toc');
  await expect(toc.locator('[data-toc]')).toHaveText(['Scheduled arrivals (5)', 'Arrival orders', 'Die-roll tables', 'Arrival preview']);
  const tall = await view.evaluate((el) => el.scrollHeight);
  expect(tall).toBeGreaterThan(4000);

  await toc.getByTestId('toc-fold-all').click();
  expect(await view.evaluate((el) => el.scrollHeight)).toBeLessThan(900);
  await page.screenshot({ path: test.info().outputPath('arrivals-collapsed.png') });
  await toc.locator('[data-toc="section:arrival-preview"]').click();
  await expect(page.getByTestId('preview-side-us')).toBeInViewport({ timeout: 30_000 });

  // Arrival cards collapse to one line each.
  await toc.getByTestId('toc-unfold-all').click();
  await page.getByTestId('arrivals-fold').click();
  await expect(page.locator('[data-testid^="arrival-"].card.folded')).toHaveCount(5);
  await expect(page.getByTestId('arrival-4')).toContainText('Turn 12 · United States');
  await toc.getByTestId('toc-fold-all').click();

  // The checker's problem on the arrival due on turn 12 opens its section and its card, and shows the field.
  await page.locator('.right-panel .problems button', { hasText: 'due on turn 12' }).click();
  await expect(page.getByTestId('arrival-4-turn')).toBeInViewport();
  await expect(page.getByTestId('arrival-4-turn')).toHaveValue('12');
});
