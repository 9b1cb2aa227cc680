import { expect, sharedHost as host, test, type Page } from '../support/test';
import { readFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import { defaultRuleset } from '../../src-shared/ruleset';
import type {} from '../../src-renderer/window-hooks';
import { chooseMenu } from '../support/menu';
import { saved } from '../support/saved';

// Paints a small Pacific map with the mouse, as a designer would, and checks what was stored and what is on screen.

const fills = new Map(defaultRuleset().terrain.map((t) => [t.id, t.look.fill]));
type Hex = { col: number; row: number };

const clientOf = (page: Page, hex: Hex) => page.evaluate((h) => window.atollMap!.clientOf(h), hex);
const sideKey = (page: Page, hex: Hex, dir: number) => page.evaluate(([h, d]) => window.atollMap!.hexsideKeyOf(h as Hex, d as number), [hex, dir] as const);
async function clickHex(page: Page, hex: Hex) {
  const p = await clientOf(page, hex);
  await page.mouse.click(p.x, p.y);
}
async function dragHexes(page: Page, from: Hex, to: Hex, steps = 12) {
  const a = await clientOf(page, from);
  const b = await clientOf(page, to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps });
  await page.mouse.up();
}
const tool = (page: Page, id: string) => page.locator(`[data-tool="${id}"]`).click();
const terrain = (page: Page, id: string) => page.locator(`[data-terrain="${id}"]`).click();

/** The screen colour a little off a hex's centre (away from centre dots), from a real screenshot. */
async function colourAt(page: Page, hex: Hex): Promise<string> {
  const p = await clientOf(page, hex);
  const png = PNG.sync.read(await page.screenshot());
  const x = Math.round(p.x + 6);
  const y = Math.round(p.y + 4);
  const i = (png.width * y + x) << 2;
  return '#' + [png.data[i], png.data[i + 1], png.data[i + 2]].map((v) => v.toString(16).padStart(2, '0')).join('');
}
const close = (a: string, b: string) => {
  const d = [1, 3, 5].map((i) => Math.abs(parseInt(a.slice(i, i + 2), 16) - parseInt(b.slice(i, i + 2), 16)));
  return Math.max(...d) <= 12;
};

async function exportDocument(page: Page) {
  const download = page.waitForEvent('download');
  await chooseMenu(page, 'File', 'file.exportJson');
  return JSON.parse(readFileSync(await (await download).path(), 'utf8'));
}

test('paint terrain, a river, a road and a beach with the mouse; undo, redo, reload: records and pixels agree', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(host.url);
  await page.getByTestId('welcome-new').click();
  await page.locator('summary', { hasText: 'Layers' }).click();
  await page.locator('[data-layer="patterns"]').uncheck(); // plain fills, so pixels can be compared to terrain colours

  // Brush: one click, then a drag (one stroke = one undo entry).
  await tool(page, 'brush');
  await terrain(page, 'jungle');
  await clickHex(page, { col: 2, row: 2 });
  await dragHexes(page, { col: 4, row: 2 }, { col: 8, row: 2 });
  // An ocean band across the map (line tool), so the flood fill has a border.
  await tool(page, 'line');
  await terrain(page, 'ocean');
  await dragHexes(page, { col: 0, row: 6 }, { col: 23, row: 6 }, 4);
  // Flood fill the clear hexes above the band with kunai.
  await tool(page, 'fill');
  await terrain(page, 'kunai');
  await clickHex(page, { col: 12, row: 1 });
  // A river on the north edge of 1003 (col 9, row 2), a road from 1004 to 1104.
  await tool(page, 'hexside');
  await page.locator('[data-hexside="river"]').click();
  const riverKey = await sideKey(page, { col: 10, row: 3 }, 0);
  const riverAt = await page.evaluate((k) => window.atollMap!.clientOfHexside(k), riverKey);
  await page.mouse.click(riverAt!.x, riverAt!.y);
  await tool(page, 'path');
  await page.locator('[data-path="road"]').click();
  await dragHexes(page, { col: 10, row: 4 }, { col: 11, row: 4 });
  // A cave facing its NE hexside (click near that side), and a cave refused in the ocean with the reason.
  await tool(page, 'feature');
  await page.locator('[data-feature="cave"]').click();
  const caveHex = { col: 5, row: 9 };
  const centre = await clientOf(page, caveHex);
  const ne = await page.evaluate(([h]) => window.atollMap!.clientOfHexside(window.atollMap!.hexsideKeyOf(h, 1)), [caveHex] as const);
  await page.mouse.click(centre.x + (ne!.x - centre.x) * 0.7, centre.y + (ne!.y - centre.y) * 0.7);
  await clickHex(page, { col: 12, row: 6 });
  await expect(page.getByTestId('status-message')).toContainText('Cannot place: a cave cannot be placed in ocean');
  // Auto-beach from the Map tab: kunai next to the ocean becomes beach.
  await page.getByRole('tab', { name: 'Map' }).click();
  await page.getByTestId('auto-beach').click();
  await page.getByTestId('dialog-ask').locator('[data-choice="go"]').click();
  await saved(page);

  // Escape cancels a stroke in progress: nothing changes.
  await tool(page, 'brush');
  await terrain(page, 'palms');
  const a = await clientOf(page, { col: 15, row: 10 });
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(a.x + 60, a.y, { steps: 5 });
  await page.keyboard.press('Escape');
  await page.mouse.up();

  let doc = await exportDocument(page);
  const at = (d: { hexes: (Hex & { terrain: string })[] }, h: Hex) => d.hexes.find((x) => x.col === h.col && x.row === h.row)?.terrain ?? 'clear';
  expect(at(doc, { col: 2, row: 2 })).toBe('jungle');
  expect(at(doc, { col: 6, row: 2 })).toBe('jungle');
  expect(at(doc, { col: 12, row: 6 })).toBe('ocean');
  expect(at(doc, { col: 12, row: 1 })).toBe('kunai');
  expect(at(doc, { col: 12, row: 5 })).toBe('beach');
  expect(at(doc, { col: 12, row: 12 })).toBe('clear'); // below the band: not filled
  expect(at(doc, { col: 15, row: 10 })).toBe('clear'); // the cancelled stroke left nothing
  expect(doc.hexsides).toEqual([{ id: riverKey, type: 'river' }]);
  expect(doc.paths).toHaveLength(1);
  expect(doc.paths[0].type).toBe('road');
  expect(doc.features).toEqual([{ id: 'cave-1', type: 'cave', hex: caveHex, facing: 1, props: {} }]);

  // Undo the auto-beach, then redo it.
  await page.locator('.map-stage').focus();
  await page.keyboard.press('Control+z');
  await saved(page);
  // The repaint follows on the next frame.
  await expect.poll(async () => close(await colourAt(page, { col: 12, row: 5 }), fills.get('kunai')!)).toBe(true);
  await page.keyboard.press('Control+Shift+z');
  await saved(page);

  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await page.locator('summary', { hasText: 'Layers' }).click();
  await page.locator('[data-layer="patterns"]').uncheck();
  for (const [hex, id] of [
    [{ col: 2, row: 2 }, 'jungle'],
    [{ col: 12, row: 1 }, 'kunai'],
    [{ col: 12, row: 5 }, 'beach'],
    [{ col: 12, row: 12 }, 'clear'],
  ] as const) {
    const colour = await colourAt(page, hex);
    expect(close(colour, fills.get(id)!), `${id} at ${hex.col},${hex.row}: ${colour} vs ${fills.get(id)}`).toBe(true);
  }
  doc = await exportDocument(page);
  expect(at(doc, { col: 12, row: 5 })).toBe('beach');
  expect(doc.hexsides).toHaveLength(1);
  await page.screenshot({ path: test.info().outputPath('map-designer.png') });
  expect(errors).toEqual([]);
});
