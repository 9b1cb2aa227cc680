import { expect, sharedHost as host, test, type Page } from '../support/test';
import { readFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import type {} from '../../src-renderer/window-hooks';
import { scenarioPath } from '../support/bundled-scenarios';
import { saved } from '../support/saved';

// The map looks the same at every zoom as it did when the reference was taken (chunks drawn by the worker, stand-ins
// replaced, no seams), and a stroke painted while the view zooms or pans keeps every hex it crossed.

type Hex = { col: number; row: number };

async function importTaremo(page: Page) {
  await page.goto(host.url);
  await page.waitForSelector('body[data-ready=true]');
  await page.evaluate((text) => window.atollApp!.importJson('taremo.atoll.json', text), readFileSync(scenarioPath('taremo'), 'utf8'));
  await page.waitForFunction(() => !!window.atollMap);
}

/** Wait until every visible chunk is on screen at its proper resolution. */
async function settled(page: Page) {
  await page.waitForFunction(() => {
    window.atollMap!.drawNow();
    return window.atollMap!.complete;
  }, undefined, { polling: 50, timeout: 30_000 });
}

/** Zoom about the view's centre to `times` × the fit zoom (0: true size). */
async function zoom(page: Page, times: number) {
  await page.evaluate((k) => {
    const app = window.atollApp!;
    const map = window.atollMap!;
    app.editor.view!.fit();
    const box = map.stage.container().getBoundingClientRect();
    map.zoomTo(k === 0 ? 1 : app.editor.zoom * k, box.width / 2, box.height / 2);
  }, times);
}

test('the map at fit, × 2, × 4, × 8 and true size matches its reference', async ({ page }) => {
  await importTaremo(page);
  await page.mouse.move(5, 5); // no brush outline over the map
  for (const [name, times] of [['fit', 1], ['x2', 2], ['x4', 4], ['x8', 8], ['true', 0]] as const) {
    await zoom(page, times);
    await settled(page);
    await expect(page.getByTestId('map-view'), name).toHaveScreenshot(`taremo-${name}.png`, { maxDiffPixelRatio: 0.02, threshold: 0.25, animations: 'disabled' });
  }
});

test('a brush stroke painted while the view zooms and pans keeps every hex it crossed, as one undo step', async ({ page }) => {
  await importTaremo(page);
  await zoom(page, 2);
  await settled(page);
  await page.locator('[data-tool="brush"]').click();
  await page.locator('[data-terrain="beach"]').click();
  const clientOf = (hex: Hex) => page.evaluate((h) => window.atollMap!.clientOf(h), hex);
  const through = async (hexes: Hex[]) => {
    for (const h of hexes) {
      const p = await clientOf(h);
      await page.mouse.move(p.x, p.y, { steps: 4 });
    }
  };
  const terrainAt = (hex: Hex) => page.evaluate((h) => window.atollApp!.project!.terrainAt(h.col, h.row), hex);
  // A row of nine hexes across the middle of the view.
  const centre = await page.evaluate(() => {
    const box = window.atollMap!.stage.container().getBoundingClientRect();
    return window.atollMap!.hexAt(box.left + box.width / 2, box.top + box.height / 2);
  });
  const row = centre.row;
  const first = centre.col - 4;
  const original: string[] = [];
  for (let col = first; col <= first + 8; col++) original.push(await terrainAt({ col, row }));
  expect(original).not.toContain('beach');
  const at = (k: number) => ({ col: first + k, row });
  const start = await clientOf(at(0));
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await through([at(1), at(2)]);
  // Zoom in with the wheel in the middle of the stroke, then go on painting.
  await page.mouse.wheel(0, -300);
  await through([at(3), at(4)]);
  // Pan with the keyboard, the button still held, and paint on.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowUp');
  await through([at(5), at(6)]);
  await page.mouse.wheel(0, 400);
  await through([at(7), at(8)]);
  await page.mouse.up();
  await saved(page);
  for (let k = 0; k <= 8; k++) expect(await terrainAt(at(k)), `hex ${at(k).col},${row}`).toBe('beach');
  // And the screen shows it, once the chunks are in.
  await settled(page);
  const colour = await page.evaluate(async (h) => {
    const map = window.atollMap!;
    const p = map.clientOf(h);
    const box = map.stage.container().getBoundingClientRect();
    const canvas = map.stage.container().querySelector('canvas')!;
    const ctx = canvas.getContext('2d')!;
    const ratio = canvas.width / box.width;
    const d = ctx.getImageData(Math.round((p.x - box.left + 5) * ratio), Math.round((p.y - box.top + 4) * ratio), 1, 1).data;
    return [d[0], d[1], d[2]];
  }, at(4));
  const beach = [0xf0, 0xe2, 0xae];
  colour.forEach((v, i) => expect(Math.abs(v - beach[i])).toBeLessThanOrEqual(24));
  // One stroke, one undo step: a single Ctrl+Z gives every hex back.
  await page.locator('.map-stage').focus();
  await page.keyboard.press('Control+z');
  await expect.poll(async () => Promise.all([...Array(9).keys()].map((k) => terrainAt(at(k))))).toEqual(original);
  await saved(page);
});

test('dabs show at once in flat colour and end up as the map drawn afresh once the worker patches them in', async ({ page }) => {
  await importTaremo(page);
  await page.mouse.move(5, 5);
  await zoom(page, 0);
  await settled(page);
  // Dabs in quick succession round the centre (each shows at once in flat colour, the worker's full art follows).
  await page.evaluate(() => {
    const app = window.atollApp!;
    const map = window.atollMap!;
    app.editor.setTool('brush');
    const box = map.stage.container().getBoundingClientRect();
    const centre = map.hexAt(box.left + box.width / 2, box.top + box.height / 2);
    const terrain = ['jungle', 'kunai', 'beach', 'palms', 'ocean'];
    for (let i = 0; i < 15; i++) {
      app.editor.setTerrain(terrain[i % terrain.length]);
      map.tap({ col: centre.col + (i % 5) - 2, row: centre.row + ((i * 2) % 3) - 1 });
      map.drawNow();
    }
  });
  await settled(page);
  const patched = await page.getByTestId('map-view').screenshot({ animations: 'disabled' });
  await page.evaluate(() => window.atollMap!.dropCaches());
  await settled(page);
  const fresh = await page.getByTestId('map-view').screenshot({ animations: 'disabled' });
  const a = PNG.sync.read(patched);
  const b = PNG.sync.read(fresh);
  // Antialiasing where a patch meets the rest of a chunk may differ by a few levels (as it did when patches were
  // drawn on the UI thread); a hex left in its flat preview colour, without its pattern and grid, differs by far more.
  let differ = 0;
  let far = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    const d = Math.max(...[0, 1, 2].map((k) => Math.abs(a.data[i + k] - b.data[i + k])));
    if (d > 0) differ++;
    if (d > 40) far++;
  }
  expect(far).toBe(0);
  expect(differ / (a.width * a.height)).toBeLessThan(0.01);
});
