import { chromium, type Page } from 'playwright-core';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startHost } from '../support/web-host';
import { writeBenchMap } from './map-fixture';
import { dabFrames, lineFrames, openMs, panFrames, panWholeMap, zoomGestureFrames, zoomTo, ZOOMS } from './map-page';
import { percentile, round, type Row } from './measure';

const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const p95 = (times: number[]) => round(percentile(times, 95));

/** Pan p95 at each zoom (fit, × 2, × 4, × 8, true size), cold (right after a zoom, the cache emptied) and warm. */
async function panRows(page: Page, prefix: string, frames: number): Promise<Row[]> {
  const rows: Row[] = [];
  for (const zoom of ZOOMS) {
    await zoomTo(page, zoom.times, true);
    rows.push({ name: `${prefix}_${zoom.name}_cold_p95_ms`, value: p95(await panFrames(page, frames)), unit: 'ms' });
    await panFrames(page, 40); // every chunk of the back-and-forth path rendered
    rows.push({ name: `${prefix}_${zoom.name}_warm_p95_ms`, value: p95(await panFrames(page, frames)), unit: 'ms' });
  }
  return rows;
}

const worst = (rows: Row[], prefix: string) => Math.max(...rows.filter((r) => r.name.startsWith(prefix)).map((r) => r.value));

/** Browser-side rows for the map painter (Chromium through Playwright, against `npm run web`): where users feel it,
 *  at every zoom, cold and warm, on a 200 × 200 and a 500 × 500 map. Every frame time ends with a pixel read back,
 *  so it includes the raster. */
export async function mapBench(smoke: boolean): Promise<Row[]> {
  const host = await startHost();
  const executablePath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
  const browser = await chromium.launch({ executablePath, args: ARGS });
  const rows: Row[] = [];
  try {
    const side = smoke ? 30 : 200;
    const big = smoke ? 60 : 500;
    const frames = smoke ? 10 : 60;
    const small = path.basename(writeBenchMap(host.projectsDir, side));
    const large = path.basename(writeBenchMap(host.projectsDir, big));
    const context = await browser.newContext({ viewport: { width: 1400, height: 850 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(host.url);
    await page.waitForSelector('body[data-ready=true]');

    const open = round(await openMs(page, small), 1);
    const pans = await panRows(page, 'map.pan', frames);
    await zoomTo(page, 1, false);
    const dabFit = p95(await dabFrames(page, smoke ? 5 : 40));
    const lineFit = p95(await lineFrames(page, smoke ? 3 : 20, 12));
    await zoomTo(page, 0, false);
    const dabTrue = p95(await dabFrames(page, smoke ? 5 : 60));
    const lineTrue = p95(await lineFrames(page, smoke ? 3 : 20, 12));
    const zoomSmall = await zoomGestureFrames(page, smoke ? 8 : 30);

    const bigName = big === 500 ? '500x500' : `${big}x${big}`;
    const openBig = round(await openMs(page, large), 1);
    const pansBig = await panRows(page, `map.pan_${bigName}`, frames);
    const zoomBig = await zoomGestureFrames(page, smoke ? 8 : 30);
    const whole = await panWholeMap(page, cdp);

    rows.push(
      { name: 'map.open_ms', value: open, unit: 'ms' },
      { name: `map.open_${bigName}_ms`, value: openBig, unit: 'ms' },
      ...pans,
      ...pansBig,
      { name: 'map.zoom_frame_200_p95_ms', value: p95(zoomSmall), unit: 'ms' },
      { name: `map.zoom_frame_${bigName}_p95_ms`, value: p95(zoomBig), unit: 'ms' },
      { name: 'map.dab_fit_p95_ms', value: dabFit, unit: 'ms' },
      { name: 'map.dab_true_p95_ms', value: dabTrue, unit: 'ms' },
      { name: 'map.line_fit_p95_ms', value: lineFit, unit: 'ms' },
      { name: 'map.line_true_p95_ms', value: lineTrue, unit: 'ms' },
      { name: `map.canvas_${bigName}_mb`, value: round(whole.canvasMb, 1), unit: 'MB' },
      // Summary rows: the worst of each family.
      { name: 'map.pan_worst_p95_ms', value: Math.max(worst(pans, 'map.pan_'), worst(pansBig, 'map.pan_')), unit: 'ms' },
      { name: `map.pan_worst_${bigName}_p95_ms`, value: worst(pansBig, 'map.pan_'), unit: 'ms' },
      { name: 'map.zoom_frame_p95_ms', value: Math.max(p95(zoomSmall), p95(zoomBig)), unit: 'ms' },
      { name: `map.heap_${bigName}_mb`, value: round(whole.heapMb, 1), unit: 'MB' },
      { name: 'map.dab_p95_ms', value: Math.max(dabFit, dabTrue), unit: 'ms' },
    );
    return rows;
  } finally {
    await browser.close();
    await host.stop();
  }
}
