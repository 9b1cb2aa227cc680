import { expect, sharedHost as host, test, type Page } from '../support/test';
import { readFileSync } from 'node:fs';
import type {} from '../../src-renderer/window-hooks';
import { scenarioPath } from '../support/bundled-scenarios';
import { importScenario } from '../support/playtest';

// The sessions panel: rename, delete and undo, import (a foreign file refused, a log the engine refuses part-way kept up
// to that action with the reason), and a session whose scenario changed since, restarted on the current one.

async function importSession(page: Page, name: string, text: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('session-import').click();
  await (await chooser).setFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
}

test('sessions: import, refuse, keep a valid prefix, rename, delete and undo, restart on a changed scenario', async ({ page }) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(host.url);
  await importScenario(page, 'palembang');
  await page.keyboard.press('F5');
  await expect(page.getByTestId('playtest-home')).toBeVisible();

  // A file that is not a session: refused with the reason, nothing imported.
  await importSession(page, 'notes.json', '{"hello": "world"}');
  await expect(page.getByTestId('playtest-notice')).toContainText('not an Atoll play-test session');
  await expect(page.getByTestId('session-row')).toHaveCount(0);

  // A golden replay whose log is cut by an action the engine refuses: kept up to it, the notice says which and why.
  const replays = new URL('../fixtures/replays/', import.meta.url);
  const golden = JSON.parse(readFileSync(new URL('palembang-greedy-1.session.json', replays), 'utf8')) as { actions: unknown[]; finalHash?: string };
  // Its scenario embedded (the golden file names it by path), as Atoll's own exports carry it.
  const scenario = JSON.parse(readFileSync(scenarioPath('palembang'), 'utf8')) as unknown;
  const broken = { ...golden, scenario, finalHash: undefined, actions: [...golden.actions.slice(0, 30), { type: 'regroup', unitId: 'nobody' }, ...golden.actions.slice(30)] };
  await importSession(page, 'broken.session.json', JSON.stringify(broken));
  await expect(page.getByTestId('playtest-notice')).toContainText('up to action 30 of');
  await expect(page.getByTestId('playtest-notice')).toContainText('action 31 (regroup) is refused');
  await expect(page.getByTestId('session-row')).toHaveCount(1);
  await expect(page.getByTestId('session-row')).toContainText('30');

  // Rename, delete, and Edit ▸ Undo brings it back.
  await page.getByTestId('session-rename').click();
  await page.getByTestId('session-rename-field').fill('Cut at 30');
  await page.getByTestId('session-rename-field').press('Enter');
  await expect(page.getByTestId('session-row')).toContainText('Cut at 30');
  await page.getByTestId('session-delete').click();
  await expect(page.getByTestId('session-row')).toHaveCount(0);
  await page.keyboard.press('Control+z');
  await expect(page.getByTestId('session-row')).toHaveCount(1);
  await expect(page.getByTestId('session-row')).toContainText('Cut at 30');

  // Resume it: the board shows action 30 of 30; back to the sessions.
  await page.getByTestId('session-resume').click();
  await expect(page.getByTestId('time-count')).toHaveText('action 30 of 30');
  await page.getByTestId('playtest-sessions').click();

  // The scenario changes in the editor: the session says so and offers a restart on the current scenario.
  await page.getByTestId('playtest-leave').click();
  await page.evaluate(async () => {
    const project = window.atollApp!.project!;
    const turn = project.list('turns')[0];
    await project.commit('Edit turn', [{ kind: 'put', collection: 'turns', record: { ...turn, cp: { ...turn.cp, allied: (turn.cp.allied ?? 0) + 1 } } }]);
  });
  await page.keyboard.press('F5');
  await expect(page.getByTestId('session-changed')).toBeVisible();
  await page.getByTestId('session-changed').getByRole('button').click();
  await expect(page.getByTestId('setup-screen')).toBeVisible();
  await expect(page.getByTestId('playtest-header')).toContainText('Set-up');
  expect(errors).toEqual([]);
});
