import { expect, sharedHost as host, test, type Page } from '../support/test';
import { PNG } from 'pngjs';
import type {} from '../../src-renderer/window-hooks';
import { chooseMenu } from '../support/menu';
import { importScenario } from '../support/import-scenario';
import { saved } from '../support/saved';

// Issue 18, items 2 and 4: the checker's findings reach the designer, and the app says what it did and what it
// refused, in its own dialogs, with every shortcut listed.

/** Fails the test on a page error or on a browser dialog (confirm, alert, prompt): the app asks in its own. */
function watch(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('dialog', (d) => {
    errors.push(`browser dialog: ${d.message()}`);
    void d.dismiss();
  });
  return errors;
}

async function newProject(page: Page) {
  await page.goto(host.url);
  await page.getByTestId('welcome-new').click();
  await saved(page);
}

const status = (page: Page) => page.getByTestId('status-message');

test('a blank project and an emptied turn track are errors in the Checker, and "Delete all" asks with the count', async ({ page }) => {
  const errors = watch(page);
  await newProject(page);
  await page.getByRole('tab', { name: 'Checker' }).click();
  const problems = page.getByTestId('problem-list');
  await expect(problems).toContainText('error the turn record track has no turns: the game cannot start');
  await expect(problems).toContainText('error Attacker has no units');

  await importScenario(page, host.url, 'taremo');
  await page.getByRole('tab', { name: 'Checker' }).click();
  await expect(page.getByTestId('checker-tab')).not.toContainText('turn record track has no turns');
  const turns = await page.evaluate(() => window.atollApp!.project!.list('turns').length);
  await page.getByRole('tab', { name: 'Turns' }).click();
  await page.getByTestId('turns-delete-all').click();
  const ask = page.getByTestId('dialog-ask');
  await expect(ask).toContainText(`Delete all ${turns} turns of the turn record track?`);
  await expect(ask.locator('[data-choice="delete"]')).toHaveText(`Delete ${turns} turns`);
  await page.screenshot({ path: test.info().outputPath('delete-all-turns.png') });
  await ask.locator('[data-choice="cancel"]').click();
  expect(await page.evaluate(() => window.atollApp!.project!.list('turns').length)).toBe(turns);
  await page.getByTestId('turns-delete-all').click();
  await ask.locator('[data-choice="delete"]').click();
  await expect(status(page)).toHaveText(`Deleted all ${turns} turns`);
  await page.getByRole('tab', { name: 'Checker' }).click();
  await expect(problems).toContainText(/error the turn record track has no turns: the game cannot start \(\d+ arrivals are due on turns 1, 2, 4\)/);
  expect(errors).toEqual([]);
});

test('clicking a problem that names a hex centres the map on it and highlights the hex for a moment', async ({ page }) => {
  const errors = watch(page);
  // An objective worth no VP: the checker names its hex.
  let hex = { col: 0, row: 0 };
  await importScenario(page, host.url, 'palembang', (doc) => {
    const objective = (doc.features as { type: string; hex: { col: number; row: number }; props: { vp?: number } }[]).find((f) => f.type === 'objective')!;
    objective.props.vp = 0;
    hex = objective.hex;
  });
  await page.getByRole('tab', { name: 'Checker' }).click();
  // Move the map away from that hex first.
  await page.evaluate(() => window.atollApp!.editor.view!.centreOn({ col: 0, row: 0 }));
  const problem = page.getByTestId('problem-list').getByRole('button', { name: /worth no VP/ });
  await problem.click();

  const stage = (await page.locator('.map-stage').boundingBox())!;
  const at = await page.evaluate((h) => window.atollMap!.clientOf(h), hex);
  expect(Math.abs(at.x - (stage.x + stage.width / 2))).toBeLessThan(3);
  expect(Math.abs(at.y - (stage.y + stage.height / 2))).toBeLessThan(3);

  // The highlight: bright pink around the hex while it lasts, none once it is over.
  const pink = async () => {
    const clip = { x: at.x - 40, y: at.y - 40, width: 80, height: 80 };
    const png = PNG.sync.read(await page.screenshot({ clip }));
    let n = 0;
    for (let i = 0; i < png.data.length; i += 4) if (png.data[i] > 220 && png.data[i + 1] < 110 && png.data[i + 2] > 110 && png.data[i + 2] < 200) n++;
    return n;
  };
  // A loaded machine may take the screenshot after the flash has faded: a new click flashes the hex again.
  let lit = await pink();
  for (let attempt = 0; attempt < 4 && lit <= 40; attempt++) {
    await problem.click();
    lit = await pink();
  }
  expect(lit).toBeGreaterThan(40);
  await page.screenshot({ path: test.info().outputPath('problem-hex-flash.png') });
  await expect.poll(() => page.evaluate(() => window.atollApp!.editor.overlay === null)).toBe(true);
  expect(await pink()).toBe(0);
  expect(errors).toEqual([]);
});

test('the status bar says what placements, undo, redo and zone edits did; a refusal lasts until the next action', async ({ page }) => {
  const errors = watch(page);
  await newProject(page);
  const label = (h: { col: number; row: number }) => `${String(h.col + 1).padStart(2, '0')}${String(h.row + 1).padStart(2, '0')}`;
  const click = async (h: { col: number; row: number }) => {
    const p = await page.evaluate((x) => window.atollMap!.clientOf(x), h);
    await page.mouse.click(p.x, p.y);
  };
  const hex = { col: 5, row: 4 };
  // The backend answers placements slowly, as a loaded machine does: Undo pressed before the answer still takes the
  // placement back.
  await page.route('**/api/project.apply', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await page.locator('[data-tool="feature"]').click();
  await page.locator('[data-feature="objective"]').click();
  await click(hex);
  await expect(status(page)).toHaveText(`Placed objective in ${label(hex)}`);

  // A second objective in that hex is refused; the refusal goes at the next action.
  await click(hex);
  await expect(status(page)).toContainText('Cannot place: only one objective may be placed in a hex');
  await expect(status(page)).toHaveClass(/notice/);
  await page.keyboard.press('b');
  await expect(status(page)).not.toContainText('Cannot place');

  await page.keyboard.press('Control+z');
  await expect(status(page)).toHaveText('Undid Place objective');
  await page.keyboard.press('Control+Shift+z');
  await expect(status(page)).toHaveText('Redid Place objective');
  await page.unrouteAll();

  // Zone edits: how many hexes went in, and how many the zone holds.
  await page.locator('[data-tool="zone"]').click();
  await page.getByTestId('new-zone').click();
  await click({ col: 8, row: 8 });
  await expect(status(page)).toHaveText('Added 1 hex to zone Zone 1 (1 in all)');
  const from = await page.evaluate(() => window.atollMap!.clientOf({ col: 9, row: 8 }));
  const to = await page.evaluate(() => window.atollMap!.clientOf({ col: 12, row: 8 }));
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
  await expect(status(page)).toHaveText(/^Added \d+ hexes to zone Zone 1 \(\d+ in all\)$/);
  await page.screenshot({ path: test.info().outputPath('status-zone.png') });

  // A brush stroke counts its hexes; painting what is already there says so and goes at the next click.
  await page.locator('[data-tool="brush"]').click();
  await page.locator('[data-terrain="jungle"]').click();
  await click({ col: 2, row: 2 });
  await expect(status(page)).toHaveText('Painted Jungle (1 hex)');
  expect(errors).toEqual([]);
});

test('Help lists every shortcut of the menus; Escape closes an open menu; About shows the projects folder', async ({ page }) => {
  const errors = watch(page);
  await newProject(page);

  // Escape closes a submenu, then its menu.
  await page.getByRole('menuitem', { name: 'File', exact: true }).click();
  await page.locator('[data-submenu="Export"]').hover();
  await expect(page.getByRole('menu', { name: 'Export' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu', { name: 'Export' })).toHaveCount(0);
  await expect(page.locator('.menu-items')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(page.locator('.menu-items')).toHaveCount(0);
  // Escape on the map is the map's again (nothing else happens).
  await saved(page);

  // Every shortcut the menus show, submenus included.
  const inMenus = new Map<string, string>();
  for (const title of ['File', 'Edit', 'View', 'Play', 'Tools', 'Help']) {
    await page.getByRole('menuitem', { name: title, exact: true }).click();
    // locator.all() does not wait: the menu must be open before its items are read.
    await expect(page.locator('.menu-items [data-action]').first()).toBeVisible();
    const hosts = await page.locator('.menu-items [data-submenu]').all();
    for (const host of [null, ...hosts]) {
      if (host) {
        await host.hover();
        await expect(page.getByRole('menu', { name: (await host.getAttribute('data-submenu'))! })).toBeVisible();
      }
      for (const item of await page.locator('.menu-items [data-action]').all()) {
        const keys = await item.locator('kbd').allTextContents();
        if (keys.length) inMenus.set((await item.getAttribute('data-action'))!, keys[0]);
      }
    }
    for (let i = 0; i < 3 && (await page.locator('.menu-items').count()) > 0; i++) await page.keyboard.press('Escape');
    await expect(page.locator('.menu-items')).toHaveCount(0);
  }
  expect(inMenus.size).toBeGreaterThan(30);

  await page.keyboard.press('Control+/');
  const dialog = page.getByTestId('dialog-shortcuts');
  await expect(dialog).toBeVisible();
  const listed = new Map<string, string>();
  for (const row of await dialog.locator('[data-shortcut-for]').all()) listed.set((await row.getAttribute('data-shortcut-for'))!, (await row.locator('kbd').textContent())!);
  expect(listed).toEqual(inMenus);
  await expect(dialog).toContainText('Keyboard Shortcuts');
  await page.screenshot({ path: test.info().outputPath('shortcuts.png') });
  await page.keyboard.press('Escape');

  await chooseMenu(page, 'Help', 'help.about');
  await expect(page.getByTestId('about-projects-folder')).toHaveText(host.projectsDir);
  expect(errors).toEqual([]);
});
