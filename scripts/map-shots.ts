// Screenshots of a bundled scenario's map at fit and at true size (for comparing the map art before and after a change).
// npx tsx scripts/map-shots.ts <scenario.atoll.json> <out-prefix> [col,row,zoom ...]: also one shot per view given,
// centred on that hex at that zoom (1 = true size).
import { chromium } from 'playwright-core';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type {} from '../src-renderer/window-hooks';
import { startHost } from '../tests/support/web-host';

const [file, prefix, ...views] = process.argv.slice(2);
if (!file || !prefix) {
  console.error('usage: npx tsx scripts/map-shots.ts <scenario.atoll.json> <out-prefix>');
  process.exit(2);
}
const host = await startHost();
const browser = await chromium.launch({
  executablePath: ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p)),
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await page.goto(host.url);
  await page.waitForSelector('body[data-ready=true]');
  await page.evaluate(([name, text]) => window.atollApp!.importJson(name, text), [path.basename(file), readFileSync(file, 'utf8')] as const);
  await page.waitForFunction(() => !!window.atollMap);
  const settle = () => page.waitForFunction(() => { window.atollMap!.drawNow(); return window.atollMap!.complete; }, undefined, { polling: 100 });
  await page.evaluate(() => window.atollApp!.editor.view!.fit());
  await settle();
  await page.waitForTimeout(300);
  await page.getByTestId('map-view').screenshot({ path: `${prefix}-fit.png` });
  await page.evaluate(() => window.atollApp!.editor.view!.actualSize());
  await settle();
  await page.waitForTimeout(300);
  await page.getByTestId('map-view').screenshot({ path: `${prefix}-true.png` });
  for (const view of views) {
    const [col, row, zoom] = view.split(',').map(Number);
    await page.evaluate(([c, r, z]) => {
      const map = window.atollMap!;
      const box = map.stage.container().getBoundingClientRect();
      map.zoomTo(z, box.width / 2, box.height / 2);
      window.atollApp!.editor.view!.centreOn({ col: c, row: r });
    }, [col, row, zoom] as const);
    await settle();
    await page.waitForTimeout(300);
    await page.getByTestId('map-view').screenshot({ path: `${prefix}-${col}-${row}-${zoom}.png` });
  }
} finally {
  await browser.close();
  await host.stop();
}
