import { expect, sharedHost as host, test, type Page } from '../support/test';
import { readFileSync } from 'node:fs';
import type {} from '../../src-renderer/window-hooks';
import { scenarioPath } from '../support/bundled-scenarios';
import { chooseMenu } from '../support/menu';
import { clickHex, startGame } from '../support/playtest';

// Morale in play (issue 14 item 11): Taremo Ridge with the morale module on (a unit's leaders are those in its own
// hex) and a table whose every row says cannot move and cannot fire. The Japanese guns and tank killers, with no
// leader beside them, roll as the Japanese Movement Phase begins; the board tags their counters, the stack inspector
// says what holds them, the log gives the die, and the engine refuses their moves with the reason.

function taremoWithMorale(): Buffer {
  const doc = JSON.parse(readFileSync(scenarioPath('taremo'), 'utf8'));
  doc.specialRules.push({ id: 'rule-12-morale', title: 'Morale', text: 'Units without a leader in their hex roll for morale.', module: 'morale', params: { leaders: 'nearby', radius: 0 } });
  doc.ruleset.morale = { source: 'test', dice: '1d6', rows: [{ from: 1, to: 6, results: ['cannot-move', 'cannot-fire'] }], modifiers: [] };
  return Buffer.from(JSON.stringify(doc));
}

const phaseNow = (page: Page) => page.evaluate(() => ({ phase: window.atollPlaytest!.game!.state.phase, side: window.atollPlaytest!.game!.state.board.sides[window.atollPlaytest!.game!.state.player].id }));

test('morale in play: the roll in the log, the marker on the counter, the note in the inspector, a refused move', async ({ page }) => {
  test.setTimeout(240_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.setViewportSize({ width: 1500, height: 1000 });
  await page.goto(host.url);
  const chooser = page.waitForEvent('filechooser');
  await chooseMenu(page, 'File', 'file.importJson');
  await (await chooser).setFiles({ name: 'taremo-morale.atoll.json', mimeType: 'application/json', buffer: taremoWithMorale() });
  await expect(page.getByTestId('status-message')).toContainText('Imported');
  await page.keyboard.press('F5');
  await startGame(page, 3, { us: 'greedy', japanese: 'human' });

  // The United States bot plays its player turn (at once, chosen beside "plays United States…"); the Japanese player
  // ends phases up to the Movement Phase.
  await page.getByTestId('bot-speed').first().selectOption('0');
  await expect.poll(async () => (await phaseNow(page)).side, { timeout: 120_000 }).toBe('japanese');
  for (let i = 0; i < 12; i++) {
    const now = await phaseNow(page);
    if (now.phase === 'movement') break;
    const before = await page.evaluate(() => window.atollPlaytest!.game!.length);
    await page.getByTestId('play-end-phase').click();
    await expect
      .poll(async () => {
        const confirm = page.getByTestId('end-phase-confirm');
        if (await confirm.isVisible()) await page.getByTestId('end-phase-yes').click();
        return page.evaluate(() => window.atollPlaytest!.game!.length);
      }, { timeout: 15_000 })
      .toBeGreaterThan(before);
  }
  expect(await phaseNow(page)).toEqual({ phase: 'movement', side: 'japanese' });

  const shaken = await page.evaluate(() => {
    const state = window.atollPlaytest!.game!.state;
    return Object.entries(state.morale?.status ?? {}).filter(([id]) => state.units[id].hex !== null).map(([id]) => ({ id, hex: state.units[id].hex! }));
  });
  expect(shaken.length).toBeGreaterThan(0);
  const { id, hex } = shaken[0];
  const designation = await page.evaluate((u) => window.atollPlaytest!.game!.state.board.units[u].designation, id);

  // The log: the roll with its die and row.
  await page.getByTestId('play-tab-log').click();
  await expect(page.getByTestId('log-row').filter({ hasText: `${designation} rolls for morale` }).first()).toContainText(/1d6 \d → row 1–6: cannot move, cannot fire/);

  // The stack inspector and the board.
  await page.getByTestId('play-tab-unit').click();
  await clickHex(page, hex);
  await expect(page.getByTestId('stack-inspector')).toContainText('morale: cannot move and cannot fire until its side\'s next roll');
  await page.evaluate((h) => window.atollPlaytest!.boardEditor.view!.centreOn(h), hex);
  await page.screenshot({ path: test.info().outputPath('morale-board.png') });

  // The engine refuses its move, with the reason.
  const refusal = await page.evaluate((u) => {
    const game = window.atollPlaytest!.game!;
    const at = game.state.units[u].hex!;
    const r = game.act({ type: 'moveTo', unitId: u, to: { col: at.col, row: at.row + 1 } });
    return r;
  }, id);
  expect(JSON.stringify(refusal)).toContain('cannot move: it failed its morale roll');
  expect(errors).toEqual([]);
});
