import { expect, sharedHost as host, test, type Page } from '../support/test';
import { readFileSync } from 'node:fs';
import type {} from '../../src-renderer/window-hooks';
import { scenarioPath } from '../support/bundled-scenarios';
import { chooseMenu } from '../support/menu';
import { startGame } from '../support/playtest';

// Arrival orders at unit level: Taremo Ridge with the United States' later landings put in an arrival order (2 units on
// turn 2, the rest on turn 4). The designer edits the schedule in the Arrivals sheet (one undo step per edit), then the
// United States player seals the order before play, and the log says only that it is sealed.

function taremoWithOrder(): string {
  const doc = JSON.parse(readFileSync(scenarioPath('taremo'), 'utf8')) as {
    arrivals: { turn: number; units: { contingentIds?: string[] }; entry: unknown }[];
    units: { id: string; contingentId: string }[];
    sides: { id: string; arrivalOrder?: unknown }[];
  };
  const later = doc.arrivals.filter((a) => a.turn > 1);
  const contingents = later.flatMap((a) => a.units.contingentIds ?? []);
  const unitIds = doc.units.filter((u) => contingents.includes(u.contingentId)).map((u) => u.id);
  doc.arrivals = doc.arrivals.filter((a) => a.turn === 1);
  const us = doc.sides.find((s) => s.id === 'us')!;
  us.arrivalOrder = { mode: 'written', groups: 'unit', unitIds, schedule: [{ turn: 2, count: 2 }, { turn: 4, count: unitIds.length - 2 }], entry: later[0].entry };
  return JSON.stringify(doc);
}

async function importTaremoWithOrder(page: Page) {
  const chooser = page.waitForEvent('filechooser');
  await chooseMenu(page, 'File', 'file.importJson');
  await (await chooser).setFiles({ name: 'taremo-order.atoll.json', mimeType: 'application/json', buffer: Buffer.from(taremoWithOrder()) });
  await expect(page.getByTestId('status-message')).toContainText('Imported');
}

test('arrival order: edited in the Arrivals sheet with undo, sealed before play, sealed in the log', async ({ page }) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(host.url);
  await importTaremoWithOrder(page);

  // The sheet: the United States' order, 8 units, 8 scheduled.
  await page.getByRole('tab', { name: 'Arrivals' }).click();
  const section = page.getByTestId('arrival-orders-section');
  await expect(section).toBeVisible();
  const us = page.getByTestId('arrival-order-1');
  await expect(us.getByTestId('arrival-order-1-tally')).toHaveText('8 of 8 units scheduled');
  await us.getByTestId('arrival-order-1-slot-1-count').fill('5');
  await us.getByTestId('arrival-order-1-slot-1-count').press('Enter');
  await expect(us.getByTestId('arrival-order-1-tally')).toHaveText('7 of 8 units scheduled');
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('arrival-orders-sheet.png') });
  // The checker warns that the last unit never arrives; one undo puts the count back.
  await page.getByRole('tab', { name: 'Checker' }).click();
  await expect(page.getByTestId('problem-list')).toContainText('the last 1 in the order never arrive');
  await page.getByRole('tab', { name: 'Arrivals' }).click();
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Control+z');
  await expect(page.getByTestId('arrival-order-1-tally')).toHaveText('8 of 8 units scheduled');

  // Play-test: the United States player (a person) seals the order before play; the Japanese are a bot.
  await page.keyboard.press('F5');
  await startGame(page, 3, { us: 'human', japanese: 'greedy' });
  const dialog = page.getByTestId('arrival-order');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('2 on turn 2, 6 on turn 4');
  const items = dialog.getByTestId('arrival-order-list').locator('li');
  await expect(items).toHaveCount(8);
  const second = (await items.nth(1).locator('span').textContent()) ?? '';
  await items.nth(1).getByRole('button', { name: 'Earlier' }).click();
  await expect(items.nth(0).locator('span')).toHaveText(second);
  await page.screenshot({ path: test.info().outputPath('arrival-order-dialog.png') });
  await dialog.getByTestId('arrival-order-seal').click();
  await expect(dialog).toHaveCount(0);
  const sealed = await page.evaluate(() => window.atollPlaytest!.game!.state.arrivalOrders?.us.order ?? null);
  expect(sealed).not.toBeNull();
  expect(await page.evaluate((id) => window.atollPlaytest!.game!.names.unit(id), sealed![0])).toBe(second);
  await page.getByTestId('play-tab-log').click();
  await expect(page.getByTestId('event-log')).toContainText('United States seal their arrival order of 8 items');
  await page.screenshot({ path: test.info().outputPath('arrival-order-sealed.png') });
  expect(errors).toEqual([]);
});
