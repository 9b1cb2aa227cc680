import { chromium } from 'playwright-core';
import { existsSync } from 'node:fs';
import { startHost } from '../support/web-host';
import { median, round, type Row } from './measure';

const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Browser-mode rows, measured in Chromium through Playwright against `npm run web`. */
export async function webBench(smoke: boolean): Promise<Row[]> {
  const host = await startHost();
  const executablePath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
  const browser = await chromium.launch({ executablePath, args: ARGS });
  try {
    const paints: number[] = [];
    for (let i = 0; i < (smoke ? 1 : 7); i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(host.url);
      await page.waitForSelector('body[data-ready=true]');
      const fcp = await page.evaluate(() => {
        const entry = performance.getEntriesByName('first-contentful-paint')[0] ?? performance.getEntriesByName('first-paint')[0];
        return entry ? entry.startTime : NaN;
      });
      paints.push(fcp);
      await context.close();
    }
    return [{ name: 'web.first_paint_ms', value: round(median(paints), 1), unit: 'ms' }];
  } finally {
    await browser.close();
    await host.stop();
  }
}
