import { expect, sharedHost as host, test, type Page } from '../support/test';
import { readFileSync } from 'node:fs';
import type {} from '../../src-renderer/window-hooks';
import { chooseMenu } from '../support/menu';
import { startGame } from '../support/playtest';
import { tab, saved, enter, newProject, exportedJson } from '../support/sheet-editing';

// The victory conditions the engine judges, edited in the Victory sheet, and a scenario without command points,
// switched above the turn record track: each edit one undo step, written to the exported scenario.

async function exportJson(page: Page): Promise<Record<string, unknown> & { victory: Record<string, unknown>; ruleset: Record<string, unknown>; turns: { cp: Record<string, number> }[] }> {
  await saved(page);
  return exportedJson(page);
}

test('victory conditions and a scenario without command points, edited with undo', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const errors = await newProject(page, host.url);

  // Victory: an objective, then "the attacker wins holding it by turn 6; otherwise the defender wins".
  await tab(page, 'Victory');
  await enter(page.getByTestId('objective-hex'), '0505');
  await page.getByTestId('objective-add').click();
  await expect(page.getByTestId('objective-0')).toBeVisible();
  await page.getByTestId('victory-condition-add').click();
  const first = page.getByTestId('victory-condition-0');
  await expect(first).toBeVisible();
  await expect(page.getByTestId('victory-condition-0-target')).toHaveValue(/^objective:/);
  await enter(page.getByTestId('victory-condition-0-turn'), '6');
  await page.getByTestId('victory-condition-0-else').selectOption({ label: 'Defender win' });
  await enter(page.getByTestId('victory-condition-0-result'), 'Marine victory');
  await page.getByTestId('victory-otherwise-side').selectOption({ label: 'Defender win' });
  // A second condition, of another kind, then undone in one step.
  await page.getByTestId('victory-condition-add').click();
  await page.getByTestId('victory-condition-1-kind').selectOption('eliminate');
  await enter(page.getByTestId('victory-condition-1-percent'), '150');
  await expect(page.getByTestId('status-message')).toContainText('not a whole number from 1 to 100');
  await enter(page.getByTestId('victory-condition-1-percent'), '75');
  await expect(page.getByTestId('victory-condition-1-percent')).toHaveValue('75');
  await page.getByTestId('victory-condition-1-percent').blur();
  await page.keyboard.press('Control+z');
  await expect(page.getByTestId('victory-condition-1-percent')).toHaveValue('100');
  const sheet = page.getByTestId('victory-conditions-section');
  await sheet.screenshot({ path: testInfo.outputPath('victory-conditions.png') });

  // Turns: the CP columns go when the scenario has no command points, and come back with undo.
  await tab(page, 'Turns');
  await page.getByTestId('gen-start').fill('1943-11-20');
  await enter(page.getByTestId('gen-count'), '3');
  await page.getByTestId('gen-run').click();
  await expect(page.getByTestId('turn-0-cp-0')).toBeVisible();
  await page.getByTestId('uses-cp').uncheck();
  await expect(page.getByTestId('turn-0-cp-0')).toHaveCount(0);
  await expect(page.getByTestId('command-points-switch')).toContainText('No CP system');
  await expect(page.getByTestId('gen-cp-0-morning')).toHaveCount(0);
  await page.getByTestId('turns-sheet').screenshot({ path: testInfo.outputPath('turns-no-cp.png') });
  await page.getByTestId('uses-cp').blur();
  await page.keyboard.press('Control+z');
  await expect(page.getByTestId('turn-0-cp-0')).toBeVisible();
  await page.keyboard.press('Control+Shift+z');
  await expect(page.getByTestId('turn-0-cp-0')).toHaveCount(0);

  const doc = await exportJson(page);
  expect(doc.ruleset.commandPoints).toBe(false);
  expect(doc.victory.conditions).toEqual([
    { kind: 'hold', sideId: 'side-1', target: { kind: 'objective', featureId: expect.any(String) }, check: 'everyTurn', turn: 6, elseSideId: 'side-2', result: 'Marine victory', elseResult: '' },
    { kind: 'eliminate', sideId: 'side-1', percent: 100, result: '' },
  ]);
  expect(doc.victory.otherwise).toEqual({ sideId: 'side-2', result: '' });

  expect(errors).toEqual([]);
});

test('Malua Point plays to an end with both bots: no CP shown, the end screen says which condition decided and why', async ({ page }, testInfo) => {
  test.setTimeout(300_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.setViewportSize({ width: 1500, height: 1000 });
  await page.goto(host.url);
  const chooser = page.waitForEvent('filechooser');
  await chooseMenu(page, 'File', 'file.importJson');
  await (await chooser).setFiles({ name: 'malua.atoll.json', mimeType: 'application/json', buffer: readFileSync('scenarios/malua.atoll.json') });
  await expect(page.getByTestId('status-message')).toContainText('Imported');

  await chooseMenu(page, 'View', 'view.playtest');
  await startGame(page, 1, { us: 'greedy', japanese: 'greedy' });
  await expect(page.getByTestId('vp-panel')).toContainText('Victory points');
  await expect(page.getByTestId('vp-panel')).not.toContainText('CP');
  await expect(page.getByTestId('turn-track')).not.toContainText('CP');
  // The landing as a player first sees it: the amtracs on the water with Companies A and B aboard, wire behind the beach.
  await page.getByTestId('play-screen').screenshot({ path: testInfo.outputPath('malua-start.png') });

  await page.getByTestId('play-tab-players').click();
  await page.getByTestId('bot-until-game').click();
  // Then at full speed (no move animation): what is checked is how the game ends, not how it is drawn on the way. The
  // panel's own speed control, which stays when the game ends (both sides are bots, so they may end it at once).
  await page.getByTestId('players-panel').getByTestId('bot-speed').selectOption('0');
  await expect(page.getByTestId('end-screen')).toBeVisible({ timeout: 240_000 });
  await expect(page.getByTestId('end-headline')).toHaveText(/^(Decisive|Defensive) victory for (Marines|Japanese) on turn \d \(by victory condition [12]\)$/);
  await expect(page.getByTestId('vp-level')).toContainText("the scenario's victory conditions decide the game");
  await expect(page.getByTestId('end-screen')).toContainText(/Victory condition [12]: (Marines|Japanese) /);
  await page.getByTestId('end-screen').screenshot({ path: testInfo.outputPath('malua-end-screen.png') });
  await page.getByTestId('end-review').click();
  await page.getByTestId('play-screen').screenshot({ path: testInfo.outputPath('malua-board.png') });
  expect(errors).toEqual([]);
});
