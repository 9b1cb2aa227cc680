import { expect, sharedHost as host, test, type Page } from '../support/test';
import { clickHex, gameCounts, importScenario, startGame } from '../support/playtest';

// Two people at one screen play Taremo Ridge, where the Japanese set up hidden (module hip): the side to act never
// sees the other side's hidden units, and a hand-over screen hides the board between them. Balance analytics opens from
// the same screen and draws its heat map on the board.

const shown = (page: Page) => page.evaluate(() => window.atollBoard!.shownUnits());
const hiddenNow = (page: Page) => page.evaluate(() => window.atollPlaytest!.game!.state.pacific?.hidden ?? []);

async function startTaremo(page: Page, players: { us: string; japanese: string }) {
  await page.goto(host.url);
  await importScenario(page, 'taremo');
  await page.keyboard.press('F5');
  await startGame(page, 3, players);
}

test('hot-seat: the side to act never sees the other side’s hidden units; the hand-over screen hides the board', async ({ page }) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await startTaremo(page, { us: 'human', japanese: 'human' });

  // The first decision is the United States': the board stays hidden until that player takes the screen.
  await expect(page.getByTestId('hand-over')).toContainText('Hand over to the United States player');
  const cover = (await page.getByTestId('hand-over').boundingBox())!;
  const board = (await page.getByTestId('play-board').boundingBox())!;
  expect(cover.x <= board.x && cover.y <= board.y && cover.x + cover.width >= board.x + board.width && cover.y + cover.height >= board.y + board.height).toBe(true);
  await expect(page.getByTestId('play-end-phase')).toBeDisabled();
  await page.screenshot({ path: test.info().outputPath('hand-over.png') });
  await page.getByTestId('hand-over-take').click();
  await expect(page.getByTestId('hand-over')).toHaveCount(0);

  // Japanese units set up hidden are on the map, and the United States player sees none of them: not on the board,
  // not in the stack inspector, not in the log.
  const hidden = await hiddenNow(page);
  expect(hidden.length).toBeGreaterThan(0);
  await expect.poll(async () => (await shown(page)).length).toBeGreaterThan(0);
  expect((await shown(page)).filter((u) => hidden.includes(u.unitId))).toEqual([]);
  const hex = await page.evaluate((id) => window.atollPlaytest!.game!.state.units[id].hex!, hidden[0]);
  await clickHex(page, hex);
  await page.getByTestId('play-tab-unit').click();
  await expect(page.getByTestId('stack-inspector')).toContainText('No units here.');
  const name = await page.evaluate((id) => window.atollPlaytest!.game!.names.unit(id), hidden[0]);
  await page.getByTestId('play-tab-log').click();
  await expect(page.getByTestId('event-log')).not.toContainText(name);
  await page.screenshot({ path: test.info().outputPath('us-view.png') });

  // The designer's view shows them, with the hidden mark.
  await page.getByTestId('play-tab-players').click();
  await page.getByTestId('reveal-all').check();
  await expect.poll(async () => (await shown(page)).filter((u) => hidden.includes(u.unitId)).every((u) => u.hidden) && (await shown(page)).some((u) => hidden.includes(u.unitId))).toBe(true);
  await page.getByTestId('reveal-all').uncheck();

  // The United States player turn played by the bot, phase by phase: then the board hides for the Japanese player,
  // who sees their own hidden units, marked as hidden.
  await page.getByTestId('bot-speed').first().selectOption('0');
  for (let i = 0; i < 12 && !(await page.getByTestId('hand-over').isVisible()); i++) {
    await page.getByTestId('bot-until-phase').click();
    await expect.poll(() => page.evaluate(() => window.atollPlaytest!.ui!.bots.until === null)).toBe(true);
  }
  await expect(page.getByTestId('hand-over')).toContainText('Hand over to the Japanese player');
  await page.getByTestId('hand-over-take').click();
  const stillHidden = await hiddenNow(page);
  expect(stillHidden.length).toBeGreaterThan(0);
  await expect.poll(async () => (await shown(page)).filter((u) => stillHidden.includes(u.unitId)).map((u) => u.hidden)).toEqual(stillHidden.map(() => true));
  await page.screenshot({ path: test.info().outputPath('japanese-view.png') });
  expect((await gameCounts(page)).length).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});

test('balance analytics from the play-test screen: a small batch of bot games, its heat map on the board', async ({ page }) => {
  test.setTimeout(180_000);
  await startTaremo(page, { us: 'human', japanese: 'greedy' });
  await page.getByTestId('playtest-analytics').click();
  // The balance panel of the play-test screen (the editor's, under it, is hidden).
  const panel = page.getByTestId('playtest-screen').getByTestId('analytics-panel');
  await expect(panel).toBeVisible();
  await panel.getByTestId('analytics-games').fill('6');
  await panel.getByTestId('analytics-games').press('Enter');
  await expect(panel.getByTestId('analytics-run')).toHaveText('Run 6 bot games');
  await panel.getByTestId('analytics-run').click();
  await expect(panel.getByTestId('analytics-results')).toBeVisible({ timeout: 120_000 });
  await expect(panel.getByTestId('analytics-summary')).toContainText('6 games');
  // Eliminations are drawn on the board's map (the session's), not on the editor's hidden under it.
  const eliminated = await page.evaluate(() => window.atollPlaytest!.boardEditor.overlay !== null);
  const total = Number((await panel.getByTestId('analytics-eliminations').locator('.stat').textContent())?.match(/\d+/)?.[0] ?? 0);
  expect(eliminated).toBe(total > 0);
  await page.screenshot({ path: test.info().outputPath('analytics.png') });
});

test('set-up: the placed units of a side with a hidden share may set up hidden, within the share the engine checks', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(host.url);
  await importScenario(page, 'taremo');
  await page.keyboard.press('F5');
  await page.getByTestId('new-game-setup').click();
  await page.getByTestId('setup-auto-all').click();
  await expect(page.getByTestId('setup-ready')).toBeVisible();
  await page.getByTestId('setup-side-japanese').click();
  await page.getByTestId('setup-tray').locator('details.tray-placed summary').click();
  const toggles = page.getByTestId('tray-hidden');
  const count = await toggles.count();
  expect(count).toBeGreaterThan(0);
  // Every placed Japanese unit hidden is more than the share: the engine's check says so, and Start stays off.
  for (let i = 0; i < count; i++) if (!(await toggles.nth(i).isChecked())) await toggles.nth(i).check();
  await expect(page.getByTestId('setup-problems')).toContainText(/may hide/);
  await expect(page.getByTestId('setup-start')).toBeDisabled();
  await page.screenshot({ path: test.info().outputPath('setup-hidden.png') });
  // Back within the share: one unit hidden, one that stands alone (a hidden unit stacked with units that are not
  // hidden is found at once, as the set-up panel says).
  for (let i = 0; i < count; i++) await toggles.nth(i).uncheck();
  const alone = await page.evaluate(() => {
    const setup = window.atollPlaytest!.setup!;
    return setup.placements.find((p) => setup.plan.board.units[p.unitId].sideId === 'japanese' && setup.unitsAt(p.hex).length === 1)!.unitId;
  });
  await page.getByTestId('setup-tray').locator(`li[data-unit="${alone}"]`).getByTestId('tray-hidden').check();
  await expect(page.getByTestId('setup-ready')).toBeVisible();
  const chosen = await page.evaluate(() => window.atollPlaytest!.setup!.hiddenChoice);
  await page.getByTestId('setup-start').click();
  await expect(page.getByTestId('play-screen')).toBeVisible();
  // The game starts with that choice: the engine's hidden list is the unit chosen.
  expect(chosen).toHaveLength(1);
  expect(await page.evaluate(() => window.atollPlaytest!.game!.state.pacific?.hidden ?? [])).toEqual(chosen);
});
