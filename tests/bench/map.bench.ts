import { chromium, type Page } from 'playwright-core';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startHost } from '../support/web-host';
import { writeBenchMap } from './map-fixture';
import { dabFrames, lineFrames, openMs, panFrames, panWholeMap, settle, zoomGestureFrames, zoomTo, ZOOMS } from './map-page';
import { percentile, round, type Row } from './measure';

const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const p95 = (times: number[]) => (times.length ? round(percentile(times, 95)) : NaN);
const p50 = (times: number[]) => (times.length ? round(percentile(times, 50)) : NaN);

/** Pan p95 at each zoom (fit, × 2, × 4, × 8, true size), cold (right after a zoom, the cache emptied) and warm;
 *  with the medians, which tell the painter's own cost from the waits a loaded machine adds to the slowest frames. */
async function panRows(page: Page, prefix: string, frames: number): Promise<{ rows: Row[]; medians: number[] }> {
  const rows: Row[] = [];
  const medians: number[] = [];
  for (const zoom of ZOOMS) {
    await zoomTo(page, zoom.times, true);
    const cold = await panFrames(page, frames);
    rows.push({ name: `${prefix}_${zoom.name}_cold_p95_ms`, value: p95(cold), unit: 'ms' });
    await panFrames(page, 40); // every chunk of the back-and-forth path asked for
    await settle(page);
    const warm = await panFrames(page, frames);
    rows.push({ name: `${prefix}_${zoom.name}_warm_p95_ms`, value: p95(warm), unit: 'ms' });
    medians.push(p50(cold), p50(warm));
  }
  return { rows, medians };
}

const worst = (rows: Row[], prefix: string) => (rows.length ? Math.max(...rows.filter((r) => r.name.startsWith(prefix)).map((r) => r.value)) : NaN);

/** Every zoom visited and drawn in full, true size last: the chunk cache as the pan rows leave it for the strokes,
 *  when they are left out. */
async function visitZooms(page: Page): Promise<void> {
  for (const zoom of ZOOMS) {
    await zoomTo(page, zoom.times, true);
    await settle(page);
  }
}

/** The parts of the map group `--only map.<part>` may pick; the rows a part leaves out are not printed. */
export const MAP_PARTS = ['open', 'pan', 'zoom', 'dab', 'line', 'heap'];

/** Browser-side rows for the map painter (Chromium through Playwright, against `npm run web`): where users feel it,
 *  at every zoom, cold and warm, on a 200 × 200 and a 500 × 500 map. Every frame time ends with a pixel read back,
 *  so it includes the raster. `parts` (null: all) picks some of the rows; the steps before them run all the same,
 *  so each runs on the page as the full run leaves it for it. */
export async function mapBench(smoke: boolean, parts: Set<string> | null = null): Promise<Row[]> {
  const want = (part: string) => !parts || parts.has(part);
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
    const load = os.loadavg()[0];
    const none = { rows: [] as Row[], medians: [] as number[] };
    const { rows: pans, medians } = want('pan') ? await panRows(page, 'map.pan', frames) : none;
    if (!want('pan') && (want('dab') || want('line'))) await visitZooms(page);
    const strokes = want('dab') || want('line');
    if (strokes) await zoomTo(page, 1, false);
    const dabsFit = want('dab') ? await dabFrames(page, smoke ? 5 : 40) : [];
    const lineFit = want('line') ? p95(await lineFrames(page, smoke ? 3 : 20, 12)) : NaN;
    if (strokes) await zoomTo(page, 0, false);
    const dabsTrue = want('dab') ? await dabFrames(page, smoke ? 5 : 60) : [];
    const lineTrue = want('line') ? p95(await lineFrames(page, smoke ? 3 : 20, 12)) : NaN;
    const zoomSmall = want('zoom') ? await zoomGestureFrames(page, smoke ? 8 : 30) : [];

    const bigName = big === 500 ? '500x500' : `${big}x${big}`;
    const bigToo = want('open') || want('pan') || want('zoom') || want('heap');
    const openBig = bigToo ? round(await openMs(page, large), 1) : NaN;
    const { rows: pansBig, medians: mediansBig } = want('pan') ? await panRows(page, `map.pan_${bigName}`, frames) : none;
    const zoomBig = want('zoom') ? await zoomGestureFrames(page, smoke ? 8 : 30) : [];
    const whole = want('heap') ? await panWholeMap(page, cdp) : null;
    const dabFit = p95(dabsFit);
    const dabTrue = p95(dabsTrue);

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
      { name: `map.canvas_${bigName}_mb`, value: whole ? round(whole.canvasMb, 1) : NaN, unit: 'MB' },
      // Summary rows: the worst of each family.
      { name: 'map.pan_worst_p95_ms', value: Math.max(worst(pans, 'map.pan_'), worst(pansBig, 'map.pan_')), unit: 'ms' },
      { name: `map.pan_worst_${bigName}_p95_ms`, value: worst(pansBig, 'map.pan_'), unit: 'ms' },
      { name: 'map.zoom_frame_p95_ms', value: Math.max(p95(zoomSmall), p95(zoomBig)), unit: 'ms' },
      { name: `map.heap_${bigName}_mb`, value: whole ? round(whole.heapMb, 1) : NaN, unit: 'MB' },
      { name: 'map.dab_p95_ms', value: Math.max(dabFit, dabTrue), unit: 'ms' },
      { name: 'map.pan_worst_p50_ms', value: Math.max(...medians, ...mediansBig), unit: 'ms' },
      { name: 'map.zoom_frame_p50_ms', value: Math.max(p50(zoomSmall), p50(zoomBig)), unit: 'ms' },
      { name: 'map.dab_p50_ms', value: Math.max(p50(dabsFit), p50(dabsTrue)), unit: 'ms' },
      // The host's load while the map rows ran (2 cores shared with other work): beside it, a p95 says as much about
      // the machine as about the painter.
      { name: 'map.load_average', value: round((load + os.loadavg()[0]) / 2, 1), unit: '' },
    );
    // Rows of parts left out measured nothing.
    return rows.filter((r) => Number.isFinite(r.value));
  } finally {
    await browser.close();
    await host.stop();
  }
}
