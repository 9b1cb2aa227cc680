import { expect, sharedHost as host, test, type Page } from '../support/test';
import { readFileSync } from 'node:fs';
import { atollProcess } from '../../src-main/cli/test-cli-process';
import { chooseMenu } from '../support/menu';
import { scenarioPath } from '../support/bundled-scenarios';

// A designer weighing balance runs a batch of bot games from Tools ▸ Balance, watches its progress, reads the VP
// histograms, victory shares, game length and arrivals, sees where units fall on the map, and gets the very numbers
// `atoll playout --json` prints for the same seed.

async function cliReport(games: number, seed: number): Promise<Record<string, unknown>> {
  const run = await atollProcess('playout', scenarioPath('palembang'), '--games', String(games), '--seed', String(seed), '--bots', 'allied=greedy,japanese=random', '--json');
  expect(run.code, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as Record<string, unknown>;
}

async function importPalembang(page: Page) {
  const chooser = page.waitForEvent('filechooser');
  await chooseMenu(page, 'File', 'file.importJson');
  await (await chooser).setFiles({ name: 'palembang.atoll.json', mimeType: 'application/json', buffer: readFileSync(scenarioPath('palembang')) });
  await expect(page.getByTestId('status-message')).toContainText('Imported');
}

async function fill(page: Page, testId: string, value: string) {
  const field = page.getByTestId(testId);
  await field.fill(value);
  await field.press('Enter');
}

test('bot games: progress, results, the heat map on the map, the same numbers as atoll playout, cancel', async ({ page }) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const expected = cliReport(20, 7);
  await page.goto(host.url);
  await importPalembang(page);

  await chooseMenu(page, 'Tools', 'tools.botGames');
  const panel = page.getByTestId('analytics-panel');
  await expect(panel).toBeVisible();
  await expect(page.getByTestId('analytics-games')).toHaveValue('1000');
  await expect(page.getByTestId('analytics-run')).toHaveText('Run 1,000 bot games');
  await fill(page, 'analytics-games', '20');
  await fill(page, 'analytics-seed', '7');
  await page.getByTestId('analytics-bot-japanese').selectOption('random');
  await expect(page.getByTestId('analytics-run')).toHaveText('Run 20 bot games');

  await page.getByTestId('analytics-run').click();
  // The progress shows in the panel and in the job list, each with the games done and a Cancel button.
  await expect(page.getByTestId('analytics-running')).toBeVisible();
  await expect(page.getByTestId('job-progress')).toContainText('Bot games: 20');
  await expect(page.getByTestId('analytics-results')).toBeVisible({ timeout: 120_000 });
  await expect(page.getByTestId('analytics-running')).toBeHidden();
  await expect(page.getByTestId('analytics-summary')).toHaveText('20 games, Allied greedy, Japanese random, seeds 7–26');

  // The report the panel shows, saved as JSON, is the CLI's for the same seed, games and bots.
  const download = page.waitForEvent('download');
  await page.getByTestId('analytics-save').click();
  const saved = JSON.parse(readFileSync(await (await download).path(), 'utf8')) as Record<string, unknown>;
  const cli = await expected;
  expect({ ...saved, scenario: null }).toEqual({ ...cli, scenario: null });
  const report = cli as { sides: { id: string; vp: { mean: number } }[]; ended: { lastTurn: number }; eliminations: { total: number }; arrivals: { id: string; games: number }[] };
  await expect(page.getByTestId('analytics-vp-allied')).toContainText(`mean ${report.sides[0].vp.mean}`);
  await expect(page.getByTestId('analytics-ended')).toContainText(`${report.ended.lastTurn} ended after the last turn`);
  await expect(page.getByTestId('analytics-eliminations')).toContainText(`${report.eliminations.total} units`);
  await expect(page.getByTestId('analytics-arrivals').locator('tbody tr')).toHaveCount(report.arrivals.length);
  const outcomes = await page.getByTestId('analytics-outcomes').locator('li').count();
  expect(outcomes).toBeGreaterThan(0);

  // The heat map is drawn over the map, for every side or one; off removes it.
  const overlay = () => page.evaluate(() => window.atollApp?.editor.overlay !== null);
  await expect.poll(overlay).toBe(true);
  await expect(page.getByTestId('heat-legend')).toBeVisible();
  await page.keyboard.press('Control+0');
  await page.getByTestId('analytics-panel').evaluate((el) => el.scrollTo(0, 0));
  await page.screenshot({ path: 'test-results/analytics-panel.png' });
  // The busiest hex, shown on the map from its link, and closer.
  await page.getByTestId('analytics-eliminations').locator('ol button').first().click();
  for (let i = 0; i < 5; i++) await page.keyboard.press('=');
  await page.screenshot({ path: 'test-results/analytics-heat-map.png' });
  await page.getByTestId('analytics-heat').selectOption('side:japanese');
  await expect.poll(overlay).toBe(true);
  await page.getByTestId('analytics-heat').selectOption('off');
  await expect.poll(overlay).toBe(false);
  await page.getByTestId('analytics-heat').selectOption('all');
  await expect.poll(overlay).toBe(true);

  // A long batch is cancelled from the panel; the results shown stay those of the finished batch.
  await fill(page, 'analytics-games', '50000');
  await page.getByTestId('analytics-run').click();
  await expect(page.getByTestId('analytics-running')).toBeVisible();
  await expect(page.getByTestId('analytics-running').getByRole('button', { name: 'Cancel' })).toBeEnabled();
  await page.getByTestId('analytics-running').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('status-message')).toHaveText('Bot games cancelled', { timeout: 30_000 });
  await expect(page.getByTestId('analytics-summary')).toHaveText('20 games, Allied greedy, Japanese random, seeds 7–26');

  // Closing the panel takes the heat map off the map.
  await panel.getByRole('button', { name: 'Close the balance panel' }).click();
  await expect(panel).toBeHidden();
  await expect.poll(overlay).toBe(false);
  expect(errors).toEqual([]);
});
