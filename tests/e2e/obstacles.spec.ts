import { expect, sharedHost as host, test } from '../support/test';
import type {} from '../../src-renderer/window-hooks';
import { hexsidesOf } from '../../src-shared/hex';
import { importScenario } from '../support/import-scenario';
import { chooseMenu } from '../support/menu';
import { startGame } from '../support/playtest';
import { tab, saved, enter, newProject, exportedJson } from '../support/sheet-editing';

// Obstacles with state and features with a life (Atoll 14.9, 14.10): the Charts sheet turns barbed wire into an
// obstacle two engineers clear and gives a command post a life, each change one undo step; the export holds the data.

test('Charts ▸ Obstacles: wire that two engineers clear, a destructible command post; undo; exported as data', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const errors = await newProject(page, host.url);
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
  const doc = await exportedJson<{ ruleset: { hexsides: { id: string; obstacle?: unknown }[]; features: { id: string; life?: unknown; obstacle?: unknown }[] } }>(page);
  const wire = doc.ruleset.hexsides.find((h: { id: string }) => h.id === 'barbed-wire');
  expect(wire?.obstacle).toEqual({ clearedByCrossing: ['tracked'], clearers: { count: 2, flag: 'engineer' } });
  const post = doc.ruleset.features.find((f: { id: string }) => f.id === 'commandPost');
  expect(post?.life).toEqual({
    defenceAdd: 2,
    dice: '1d6',
    rows: [1, 2, 3, 4, 5, 6].map((roll) => ({ roll, result: roll >= 4 ? 'destroyed' : 'intact' })),
    keepsBonus: false,
  });
  expect(doc.ruleset.features.find((f: { id: string }) => f.id === 'minefield')?.obstacle).toEqual({ clearers: { count: 1, flag: 'engineer' } });
  expect(errors).toEqual([]);
});

test('play-test: greedy bots clear the wire round Taremo\'s objectives and destroy command posts; the board marks both', async ({ page }, testInfo) => {
  test.setTimeout(420_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.setViewportSize({ width: 1500, height: 1000 });
  await importScenario(page, host.url, 'taremo', (doc) => {
    const d = doc as { ruleset: { hexsides: { id: string }[]; features: { id: string }[] }; hexsides: { id: string; type: string }[]; features: { id: string; type: string; hex: { col: number; row: number }; props: object }[]; map: Parameters<typeof hexsidesOf>[0] };
    d.ruleset.hexsides = d.ruleset.hexsides.map((h) => (h.id === 'barbed-wire' ? { ...h, obstacle: { clearers: { count: 1 } } } : h));
    const life = { defenceAdd: 1, dice: '1d6', rows: [1, 2, 3, 4, 5, 6].map((roll) => ({ roll, result: roll >= 4 ? 'destroyed' : 'intact' })), keepsBonus: false };
    const post = { id: 'commandPost', name: 'Command post', source: 'e2e', defence: 0, columnShift: -1, protects: 'all', vehiclesMayEnter: true, enterMp: 0, maxPerHex: 1, forbidden: { structure: false, water: [], terrain: [] }, life };
    d.ruleset.features = [...d.ruleset.features.filter((f) => f.id !== 'commandPost'), post];
    const taken = new Set(d.hexsides.map((h) => h.id));
    const objectives = d.features.filter((f) => f.type === 'objective');
    for (const f of objectives) for (const key of hexsidesOf(d.map, f.hex)) if (!taken.has(key)) d.hexsides.push({ id: key, type: 'barbed-wire' });
    objectives.forEach((f, i) => d.features.push({ id: `cp-${i}`, type: 'commandPost', hex: f.hex, props: {} }));
  });
  await chooseMenu(page, 'View', 'view.playtest');
  await startGame(page, 1, { japanese: 'greedy', us: 'greedy' });
  await page.getByTestId('play-tab-players').click();
  // Both sides are bots: they play on their own, at once.
  await page.getByTestId('bot-speed').first().selectOption('0');
  await expect(page.getByTestId('end-screen')).toBeVisible({ timeout: 300_000 });
  const state = await page.evaluate(() => window.atollPlaytest!.game!.state.obstacles ?? null);
  expect(state?.cleared?.length ?? 0).toBeGreaterThan(0);
  expect(state?.destroyed?.length ?? 0).toBeGreaterThan(0);
  await page.getByTestId('end-review').click();
  await expect(page.getByTestId('play-board')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('obstacles-board.png') });
  // A close look at the objectives: a cleared wire's CLR marker and a destroyed command post's KO marker.
  const marks = await page.evaluate(() => {
    const s = window.atollPlaytest!.game!.state;
    return { cleared: s.obstacles?.cleared ?? [], destroyed: s.obstacles?.destroyed ?? [] };
  });
  testInfo.annotations.push({ type: 'obstacles', description: JSON.stringify(marks) });
  for (const [i, hex] of [{ col: 9, row: 5 }, { col: 9, row: 15 }].entries()) {
    const first = await page.evaluate((h) => window.atollPlayMap!.clientOf(h), hex);
    const box = (await page.getByTestId('play-board').boundingBox())!;
    await page.evaluate((p) => {
      window.atollPlayMap!.zoomTo(1.2, p.x, p.y);
      window.atollPlayMap!.drawNow();
    }, { x: first.x - box.x, y: first.y - box.y });
    // Every visible chunk at its proper resolution before the picture is taken.
    await expect.poll(() => page.evaluate(() => {
      window.atollPlayMap!.drawNow();
      return window.atollPlayMap!.complete;
    })).toBe(true);
    const at = await page.evaluate((h) => window.atollPlayMap!.clientOf(h), hex);
    const x = Math.max(0, Math.min(1500 - 320, at.x - 160));
    const y = Math.max(0, Math.min(1000 - 320, at.y - 160));
    await page.screenshot({ path: testInfo.outputPath(`obstacles-objective-${i}.png`), clip: { x, y, width: 320, height: 320 } });
  }
  expect(errors).toEqual([]);
});
