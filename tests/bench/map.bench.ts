import { chromium, type Page } from 'playwright-core';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type {} from '../../src-renderer/window-hooks';
import { startHost } from '../support/web-host';
import { writeBenchMap } from './map-fixture';
import { percentile, round, type Row } from './measure';

const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Open a project in the page and time it to the first complete paint of the map. */
async function openMs(page: Page, file: string): Promise<number> {
  return page.evaluate(async (p) => {
    const t0 = performance.now();
    await window.atollApp!.openPath(p);
    for (;;) {
      await new Promise((r) => requestAnimationFrame(r));
      if (window.atollMap?.complete) return performance.now() - t0;
    }
  }, file);
}

async function panFrames(page: Page, frames: number): Promise<number[]> {
  return page.evaluate((n) => {
    const map = window.atollMap!;
    const times: number[] = [];
    for (let i = 0; i < n; i++) {
      const t0 = performance.now();
      map.pan(i % 20 < 10 ? 23 : -23, i % 40 < 20 ? 9 : -9);
      map.drawNow();
      times.push(performance.now() - t0);
    }
    return times;
  }, frames);
}

/** Browser-side rows for the map painter (Chromium through Playwright, against `npm run web`). */
export async function mapBench(smoke: boolean): Promise<Row[]> {
  const host = await startHost();
  const executablePath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
  const browser = await chromium.launch({ executablePath, args: ARGS });
  const rows: Row[] = [];
  try {
    const side = smoke ? 30 : 200;
    const big = smoke ? 60 : 500;
    const small = path.basename(writeBenchMap(host.projectsDir, side));
    const large = path.basename(writeBenchMap(host.projectsDir, big));
    const page = await (await browser.newContext({ viewport: { width: 1400, height: 850 } })).newPage();
    await page.goto(host.url);
    await page.waitForSelector('body[data-ready=true]');

    rows.push({ name: 'map.open_ms', value: round(await openMs(page, small), 1), unit: 'ms' });
    // Work at true print size for the dab and pan figures, the zoom a designer paints at.
    await page.evaluate(() => window.atollApp!.editor.view!.actualSize());
    const dabs = await page.evaluate(([n, centre]) => {
      const app = window.atollApp!;
      const map = window.atollMap!;
      app.editor.setTool('brush');
      const terrain = ['jungle', 'kunai', 'ocean', 'beach', 'palms'];
      const times: number[] = [];
      map.drawNow();
      for (let i = 0; i < n; i++) {
        app.editor.setTerrain(terrain[i % terrain.length]);
        const hex = { col: centre + (i % 7) - 3, row: centre + ((i * 3) % 5) - 2 }; // in view: 100 % zooms about the centre
        const t0 = performance.now();
        map.tap(hex);
        map.drawNow();
        times.push(performance.now() - t0);
      }
      return times;
    }, [smoke ? 5 : 60, Math.floor(side / 2)] as const);
    rows.push({ name: 'map.dab_p95_ms', value: round(percentile(dabs, 95)), unit: 'ms' });
    await panFrames(page, 30); // fill the chunk cache around the view first
    rows.push({ name: 'map.pan_frame_p95_ms', value: round(percentile(await panFrames(page, smoke ? 10 : 120), 95)), unit: 'ms' });
    const fit = await page.evaluate(() => {
      const t0 = performance.now();
      window.atollApp!.editor.view!.fit();
      window.atollMap!.drawNow();
      return performance.now() - t0;
    });
    rows.push({ name: 'map.fit_frame_ms', value: round(fit), unit: 'ms' });

    const bigName = big === 500 ? '500x500' : `${big}x${big}`;
    rows.push({ name: `map.open_${bigName}_ms`, value: round(await openMs(page, large), 1), unit: 'ms' });
    await page.evaluate(() => window.atollApp!.editor.view!.actualSize());
    await panFrames(page, 30);
    rows.push({ name: `map.pan_frame_${bigName}_p95_ms`, value: round(percentile(await panFrames(page, smoke ? 10 : 120), 95)), unit: 'ms' });
    return rows;
  } finally {
    await browser.close();
    await host.stop();
  }
}
