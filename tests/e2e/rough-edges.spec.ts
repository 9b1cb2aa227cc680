import { expect, sharedHost as host, test, type Page } from '../support/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type {} from '../../src-renderer/window-hooks';
import { ROOT } from '../support/electron';
import { saved } from '../support/saved';

// The rough edges a new user found, each as the user met it.

async function newProject(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(host.url);
  await page.getByTestId('welcome-new').click();
  await saved(page);
  return errors;
}

test('typing a long label in the Features tool keeps the palette in place: no sideways scroll, every feature name whole', async ({ page }) => {
  const errors = await newProject(page);
  await page.locator('[data-tool="feature"]').click();
  await page.locator('[data-feature="label"]').click();
  const field = page.getByTestId('label-text');
  await field.fill('');
  await field.pressSequentially('Mount Austen and the Gifu strongpoint');
  // Every key reaches the field, spaces included (the map's Space-to-pan used to swallow them).
  await expect(field).toHaveValue('Mount Austen and the Gifu strongpoint');
  const palette = page.getByTestId('palette');
  const layout = await palette.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const names = Array.from(el.querySelectorAll('[data-feature] .swatch-name')).map((n) => {
      const r = n.getBoundingClientRect();
      return { name: n.textContent, left: r.left, right: r.right, scrollWidth: (n as HTMLElement).scrollWidth, clientWidth: (n as HTMLElement).clientWidth };
    });
    return { scrollLeft: el.scrollLeft, scrollWidth: el.scrollWidth, clientWidth: el.clientWidth, left: box.left, right: box.right, names };
  });
  expect(layout.scrollLeft).toBe(0);
  expect(layout.scrollWidth).toBeLessThanOrEqual(layout.clientWidth);
  for (const n of layout.names) {
    expect(n.left, n.name ?? '').toBeGreaterThanOrEqual(layout.left);
    expect(n.right, n.name ?? '').toBeLessThanOrEqual(layout.right);
    expect(n.scrollWidth, n.name ?? '').toBeLessThanOrEqual(n.clientWidth);
  }
  await page.screenshot({ path: test.info().outputPath('features-palette.png') });
  expect(errors).toEqual([]);
});

test('a space typed in a text field is a space: the map pans with Space only when no field has the focus', async ({ page }) => {
  const errors = await newProject(page);
  const title = page.getByTestId('info-title');
  await title.click();
  await title.press('End');
  await title.pressSequentially(' of Guadalcanal');
  await title.press('Enter');
  await expect(title).toHaveValue('Untitled scenario of Guadalcanal');
  await expect.poll(() => page.evaluate(() => window.atollApp!.project!.info.title)).toBe('Untitled scenario of Guadalcanal');
  expect(errors).toEqual([]);
});

/** The hex whose centre is nearest this client point, and its terrain. */
const hexUnder = (page: Page, x: number, y: number) =>
  page.evaluate(([px, py]) => {
    const { cols, rows } = window.atollApp!.project!.map;
    let best = { col: 0, row: 0, d: Infinity };
    for (let row = 0; row < rows; row++)
      for (let col = 0; col < cols; col++) {
        const c = window.atollMap!.clientOf({ col, row });
        const d = (c.x - px) ** 2 + (c.y - py) ** 2;
        if (d < best.d) best = { col, row, d };
      }
    return { col: best.col, row: best.row, terrain: window.atollApp!.project!.terrainAt(best.col, best.row) };
  }, [x, y] as const);
const jungleCount = (page: Page) =>
  page.evaluate(() => {
    const p = window.atollApp!.project!;
    let n = 0;
    for (let row = 0; row < p.map.rows; row++) for (let col = 0; col < p.map.cols; col++) if (p.terrainAt(col, row) === 'jungle') n++;
    return n;
  });
const origin = (page: Page) => page.evaluate(() => window.atollMap!.clientOf({ col: 0, row: 0 }));

test('a stroke that passes under the minimap paints every hex on its way, and the minimap fades to show them', async ({ page }) => {
  const errors = await newProject(page);
  await page.locator('[data-tool="brush"]').click();
  await page.locator('[data-terrain="jungle"]').click();
  const mini = (await page.getByTestId('minimap').boundingBox())!;
  const before = await origin(page);
  const y = mini.y + mini.height / 2;
  await page.mouse.move(mini.x - 120, y);
  await page.mouse.down();
  await page.mouse.move(mini.x + mini.width / 2, y, { steps: 20 });
  // Mid-stroke, over the minimap: it lets the stroke through and shows the map beneath.
  const style = await page.getByTestId('minimap').evaluate((el) => ({ opacity: Number(getComputedStyle(el).opacity), events: getComputedStyle(el).pointerEvents }));
  expect(style.events).toBe('none');
  expect(style.opacity).toBeLessThan(0.3);
  await page.screenshot({ path: test.info().outputPath('stroke-under-minimap.png') });
  await page.mouse.move(mini.x + mini.width / 2, mini.y + mini.height + 50, { steps: 10 });
  await page.mouse.up();

  for (const [x, yy] of [[mini.x - 60, y], [mini.x + 20, y], [mini.x + mini.width / 2, y], [mini.x + mini.width / 2, mini.y + mini.height - 10], [mini.x + mini.width / 2, mini.y + mini.height + 50]]) {
    const hex = await hexUnder(page, x, yy);
    expect(hex.terrain, `hex ${hex.col},${hex.row} at ${Math.round(x)},${Math.round(yy)}`).toBe('jungle');
  }
  expect(await origin(page)).toEqual(before);
  await expect(page.getByTestId('minimap')).not.toHaveAttribute('data-stroking');
  expect(errors).toEqual([]);
});

test('a press on the minimap moves the view and a drag keeps moving it, with the reason in the status bar; nothing is painted', async ({ page }) => {
  const errors = await newProject(page);
  await page.locator('[data-tool="brush"]').click();
  await page.locator('[data-terrain="jungle"]').click();
  await page.keyboard.press('Control+1'); // true print size: the map is larger than the window, so the view can move
  const mini = (await page.getByTestId('minimap').boundingBox())!;
  const start = await origin(page);
  await page.mouse.move(mini.x + 20, mini.y + 20);
  await page.mouse.down();
  const pressed = await origin(page);
  expect(pressed).not.toEqual(start);
  await page.mouse.move(mini.x + mini.width - 20, mini.y + mini.height - 20, { steps: 10 });
  const dragged = await origin(page);
  expect(dragged.x).toBeLessThan(pressed.x);
  expect(dragged.y).toBeLessThan(pressed.y);
  await page.mouse.up();
  await expect(page.getByTestId('status-message')).toContainText('Minimap: moving the view');
  expect(await jungleCount(page)).toBe(0);
  expect(errors).toEqual([]);
});

test('editing a contingent code or a side set-up order leaves every row and card where it was', async ({ page }) => {
  const errors = await newProject(page);
  await page.getByRole('tab', { name: 'Forces', exact: true }).click();
  for (let i = 0; i < 3; i++) await page.getByTestId('contingent-add').click();
  await expect(page.getByTestId('contingent-2-code')).toHaveValue('C3');
  const codes = () => page.locator('[data-testid$="-code"][data-testid^="contingent-"]').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
  expect(await codes()).toEqual(['C1', 'C2', 'C3']);
  // C1 becomes ZZ (sorts last) and C3 becomes AA (sorts first): the rows stay put, the cursor's row too.
  await page.getByTestId('contingent-0-code').fill('ZZ');
  await page.getByTestId('contingent-0-code').press('Enter');
  await page.getByTestId('contingent-2-code').fill('AA');
  await page.getByTestId('contingent-2-code').press('Tab');
  await saved(page);
  expect(await codes()).toEqual(['ZZ', 'C2', 'AA']);

  const sideNames = () => page.locator('[data-testid$="-name"][data-testid^="side-"]').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
  const before = await sideNames();
  await page.getByTestId('side-0-order').fill('9');
  await page.getByTestId('side-0-order').press('Enter');
  await expect.poll(() => page.evaluate(() => window.atollApp!.project!.list('sides').map((s) => s.setupOrder).sort())).toContain(9);
  expect(await sideNames()).toEqual(before);
  await page.screenshot({ path: test.info().outputPath('forces-after-edits.png'), fullPage: true });

  // Shown afresh (another tab and back), the lists are in their natural order again.
  await page.getByRole('tab', { name: 'Turns', exact: true }).click();
  await page.getByRole('tab', { name: 'Forces', exact: true }).click();
  expect(await codes()).toEqual(['AA', 'C2', 'ZZ']);
  expect(await sideNames()).toEqual([before[1], before[0]]);
  expect(errors).toEqual([]);
});

test("counters show whole unit names where two lines hold them, and the units grid shows each unit's counter", async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(host.url);
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  // Palembang, with its first unit type's units renamed as a new user names them.
  const doc = JSON.parse(readFileSync(path.join(ROOT, 'scenarios', 'palembang.atoll.json'), 'utf8')) as {
    unitTypes: { id: string; name: string }[];
    units: { typeId: string; designation: string }[];
  };
  const firstType = [...doc.unitTypes].sort((a, b) => a.name.localeCompare(b.name))[0];
  for (const unit of doc.units.filter((u) => u.typeId === firstType.id)) unit.designation = 'Infantry company';
  await page.evaluate((text) => window.atollApp!.importJson('palembang.atoll.json', text), JSON.stringify(doc));
  await page.getByRole('tab', { name: 'Forces', exact: true }).click();

  const front = page.getByTestId('unit-types-section').getByTestId('counter-face-front');
  await expect(front).toBeVisible();
  const words = await front.locator('text').allTextContents();
  expect(words).toEqual(expect.arrayContaining(['Infantry', 'company']));
  expect(words.join(' ')).not.toContain('…');
  await page.getByTestId('unit-types-section').screenshot({ path: test.info().outputPath('type-preview.png') });

  const rows = page.locator('[data-testid^="grid-row-"]');
  await expect(rows.first()).toBeVisible();
  const shown = await rows.count();
  expect(shown).toBeGreaterThan(5);
  const thumbs = page.locator('[data-testid^="grid-counter-"] > svg');
  expect(await thumbs.count()).toBe(shown);
  const first = await thumbs.first().boundingBox();
  expect(first!.width).toBeGreaterThan(20);
  expect(first!.height).toBeLessThanOrEqual(30);
  await page.getByTestId('units-grid').screenshot({ path: test.info().outputPath('units-grid.png') });
  expect(errors).toEqual([]);
});
