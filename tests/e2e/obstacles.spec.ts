import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import type {} from '../../src-renderer/window-hooks';
import { chooseMenu } from '../support/menu';
import { startHost, type RunningHost } from '../support/web-host';

// Obstacles with state and features with a life (Atoll 14.9, 14.10): the Charts sheet turns barbed wire into an
// obstacle two engineers clear and gives a command post a life, each change one undo step; the export holds the data.

let host: RunningHost;
test.beforeAll(async () => {
  host = await startHost();
});
test.afterAll(async () => {
  await host?.stop();
});

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true }).click();
const saved = (page: Page) => expect(page.getByTestId('status-project')).toContainText('saved');
async function enter(field: Locator, text: string) {
  await field.fill(text);
  await field.press('Enter');
}

test('Charts ▸ Obstacles: wire that two engineers clear, a destructible command post; undo; exported as data', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.setViewportSize({ width: 1500, height: 1000 });
  await page.goto(host.url);
  await page.getByTestId('welcome-new').click();
  await expect(page.getByTestId('map-view')).toBeVisible();
  await tab(page, 'Charts');
  const section = page.getByTestId('chart-obstacles');
  await section.scrollIntoViewIfNeeded();

  await page.getByTestId('obstacle-hexside-barbed-wire-on').check();
  await expect(page.getByTestId('obstacle-hexside-barbed-wire-clearers')).toHaveValue('1');
  await enter(page.getByTestId('obstacle-hexside-barbed-wire-clearers'), '2');
  await page.getByTestId('obstacle-hexside-barbed-wire-crossing').locator('summary').click();
  await page.getByTestId('obstacle-hexside-barbed-wire-crossing-tracked').check();
  // A value the schema refuses changes nothing and says why.
  await enter(page.getByTestId('obstacle-hexside-barbed-wire-clearers'), '9');
  await expect(page.getByTestId('status-message')).toContainText('9');
  await expect(page.getByTestId('obstacle-hexside-barbed-wire-clearers')).toHaveValue('2');

  await page.getByTestId('obstacle-feature-commandPost-life').check();
  await page.getByTestId('obstacle-feature-commandPost-roll-4').check();
  await enter(page.getByTestId('obstacle-feature-commandPost-defence-add'), '2');
  // One undo takes back the defence added, and only that.
  await saved(page);
  await page.keyboard.press('Control+z');
  await expect(page.getByTestId('obstacle-feature-commandPost-defence-add')).toHaveValue('0');
  await expect(page.getByTestId('obstacle-feature-commandPost-roll-4')).toBeChecked();
  await enter(page.getByTestId('obstacle-feature-commandPost-defence-add'), '2');
  await page.getByTestId('obstacle-feature-minefield-on').check();

  await section.screenshot({ path: testInfo.outputPath('obstacles-chart.png') });
  await saved(page);
  const download = page.waitForEvent('download');
  await chooseMenu(page, 'File', 'file.exportJson');
  const doc = JSON.parse(readFileSync(await (await download).path(), 'utf8'));
  const wire = doc.ruleset.hexsides.find((h: { id: string }) => h.id === 'barbed-wire');
  expect(wire.obstacle).toEqual({ clearedByCrossing: ['tracked'], clearers: { count: 2, flag: 'engineer' } });
  const post = doc.ruleset.features.find((f: { id: string }) => f.id === 'commandPost');
  expect(post.life).toEqual({
    defenceAdd: 2,
    dice: '1d6',
    rows: [1, 2, 3, 4, 5, 6].map((roll) => ({ roll, result: roll >= 4 ? 'destroyed' : 'intact' })),
    keepsBonus: false,
  });
  expect(doc.ruleset.features.find((f: { id: string }) => f.id === 'minefield').obstacle).toEqual({ clearers: { count: 1, flag: 'engineer' } });
  expect(errors).toEqual([]);
});
