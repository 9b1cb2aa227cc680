import { expect, sharedHost as host, test } from '../support/test';
import { readFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import type {} from '../../src-renderer/window-hooks';
import { chooseMenu } from '../support/menu';
import { saved } from '../support/saved';

/** A 200 × 100 px test image: solid red. */
function redPng(): Buffer {
  const png = new PNG({ width: 200, height: 100 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([220, 20, 20, 255], i);
  return PNG.sync.write(png);
}

test('import a tracing image, calibrate it by two points, lock it; it survives a reload and the JSON round trip', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('dialog', (d) => void d.accept('5'));
  await page.goto(host.url);
  await page.getByTestId('welcome-new').click();
  await page.getByRole('tab', { name: 'Map' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('tracing-import').click();
  await (await chooser).setFiles({ name: 'old-map.png', mimeType: 'image/png', buffer: redPng() });
  await expect(page.getByTestId('status-message')).toContainText('Tracing image added');

  // Two points 100 image pixels apart, said to be 5 hexes apart: 5 × 19 mm / 100 px.
  const bg = await page.evaluate(() => window.atollApp!.project!.map.background!);
  const toClient = (px: { x: number; y: number }) =>
    page.evaluate(([b, p]) => window.atollMap!.clientOfMm({ x: b.xMm + p.x * b.mmPerPx, y: b.yMm + p.y * b.mmPerPx }), [bg, px] as const);
  await page.getByTestId('tracing-calibrate').click();
  const a = await toClient({ x: 50, y: 50 });
  const b = await toClient({ x: 150, y: 50 });
  await page.mouse.click(a.x, a.y);
  await page.mouse.click(b.x, b.y);
  await expect.poll(() => page.evaluate(() => window.atollApp!.project!.map.background!.mmPerPx)).toBeCloseTo(0.95, 1);

  await page.getByTestId('tracing-lock').check();
  const locked = await page.evaluate(() => window.atollApp!.project!.map.background!);
  const c = await page.evaluate(() => window.atollMap!.clientOf({ col: 3, row: 3 }));
  await page.mouse.move(c.x, c.y);
  await page.mouse.down();
  await page.mouse.move(c.x + 80, c.y + 40, { steps: 5 });
  await page.mouse.up();
  await expect(page.getByTestId('status-message')).toContainText('locked');
  expect(await page.evaluate(() => window.atollApp!.project!.map.background!)).toEqual(locked);
  await saved(page);

  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  expect(await page.evaluate(() => window.atollApp!.project!.map.background!)).toEqual(locked);
  // The image is drawn: a red tint over the clear hexes near its first calibration point.
  const at = await page.evaluate(([b]) => window.atollMap!.clientOfMm({ x: b.xMm + 50 * b.mmPerPx, y: b.yMm + 50 * b.mmPerPx }), [locked] as const);
  const redOverGreen = async () => {
    const shot = PNG.sync.read(await page.screenshot());
    const i = (shot.width * Math.round(at.y + 3) + Math.round(at.x + 3)) << 2;
    return shot.data[0 + i] - shot.data[1 + i];
  };
  await expect.poll(redOverGreen).toBeGreaterThan(60); // red clearly above green, once the image has loaded
  await page.screenshot({ path: test.info().outputPath('tracing.png') });

  const download = page.waitForEvent('download');
  await chooseMenu(page, 'File', 'file.exportJson');
  const doc = JSON.parse(readFileSync(await (await download).path(), 'utf8'));
  expect(doc.map.background).toEqual(locked);
  expect(doc.assets).toHaveLength(1);
  expect(Buffer.from(doc.assets[0].data, 'base64').equals(redPng())).toBe(true);
  expect(errors).toEqual([]);
});
