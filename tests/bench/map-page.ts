/** What the map benchmark does inside the page: open a project, zoom, pan, paint, each timed to a finished frame. */
import type { CDPSession, Page } from 'playwright-core';
import type {} from '../../src-renderer/window-hooks';

/** Open a project in the page and time it to its full paint: the first frame in which the new map view shows the
 *  whole view complete, its terrain rasterised (a pixel read back) and the frame rendered (a task after it). The
 *  recent-files and drafts lists, refreshed after an open, are not waited for: nothing on screen waits for them. */
export async function openMs(page: Page, file: string): Promise<number> {
  return page.evaluate(async (p) => {
    const before = window.atollMap;
    const t0 = performance.now();
    const opened = window.atollApp!.openPath(p);
    for (;;) {
      await new Promise((r) => requestAnimationFrame(r));
      const map = window.atollMap;
      if (!map || map === before || !map.complete) continue;
      // One pixel of the terrain read back: its canvas rasterised, as in the frame rows.
      map.stage.container().querySelector('canvas')!.getContext('2d')!.getImageData(0, 0, 1, 1);
      break;
    }
    await new Promise((r) => setTimeout(r, 0));
    const ms = performance.now() - t0;
    await opened;
    return ms;
  }, file);
}

/** Zoom factors the pan rows are measured at: fit, fit × 2, × 4, × 8 and true size (zoom 1). */
export const ZOOMS = [
  { name: 'fit', times: 1 },
  { name: 'x2', times: 2 },
  { name: 'x4', times: 4 },
  { name: 'x8', times: 8 },
  { name: 'true', times: 0 },
] as const;

/** Zoom about the view's centre to `times` × the fit zoom (0: true size). With `cold` the chunk cache is emptied
 *  first, as a zoom to a new level finds it. */
export async function zoomTo(page: Page, times: number, cold: boolean): Promise<void> {
  await page.evaluate(([k, empty]) => {
    const app = window.atollApp!;
    const map = window.atollMap!;
    app.editor.view!.fit();
    const fitZoom = app.editor.zoom;
    const box = map.stage.container().getBoundingClientRect();
    if (empty) map.dropCaches();
    map.zoomTo(k === 0 ? 1 : fitZoom * k, box.width / 2, box.height / 2);
  }, [times, cold] as const);
}

/** Wait until the map shows every visible chunk at its proper resolution (chunks come from a worker). */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const map = window.atollMap!;
    for (let i = 0; i < 2000; i++) {
      map.drawNow();
      if (map.complete) return;
      await new Promise((r) => setTimeout(r, 5));
    }
  });
}

/** Pan frames: each moves the view a little (back and forth, so a warm cache stays warm) and draws it. Frames run
 *  in tasks of their own, as the browser's do, so what arrives in between (chunks from the worker) is taken in;
 *  only the frame itself is timed. */
export async function panFrames(page: Page, frames: number): Promise<number[]> {
  return page.evaluate(async (n) => {
    const map = window.atollMap!;
    const times: number[] = [];
    for (let i = 0; i < n; i++) {
      await new Promise((r) => setTimeout(r, 0));
      const t0 = performance.now();
      map.pan(i % 20 < 10 ? 23 : -23, i % 40 < 20 ? 9 : -9);
      map.drawNow();
      times.push(performance.now() - t0);
    }
    return times;
  }, frames);
}

/** A zoom gesture: wheel notches in towards the centre from fit to past true size and back out, a frame each. */
export async function zoomGestureFrames(page: Page, notches: number): Promise<number[]> {
  return page.evaluate(async (n) => {
    const app = window.atollApp!;
    const map = window.atollMap!;
    app.editor.view!.fit();
    const box = map.stage.container().getBoundingClientRect();
    const start = app.editor.zoom;
    // Enough notches in to reach twice the true size, then the same back out.
    const factor = Math.pow(2 / start, 1 / n);
    const times: number[] = [];
    for (let i = 0; i < 2 * n; i++) {
      await new Promise((r) => setTimeout(r, 0));
      const t0 = performance.now();
      map.zoomTo(app.editor.zoom * (i < n ? factor : 1 / factor), box.width * 0.45, box.height * 0.55);
      map.drawNow();
      times.push(performance.now() - t0);
    }
    return times;
  }, notches);
}

/** Dabs of the brush near the centre of the view, each timed from the press to the drawn frame. */
export async function dabFrames(page: Page, dabs: number): Promise<number[]> {
  await settle(page);
  return page.evaluate(async (n) => {
    const app = window.atollApp!;
    const map = window.atollMap!;
    app.editor.setTool('brush');
    const box = map.stage.container().getBoundingClientRect();
    const centre = map.hexAt(box.left + box.width / 2, box.top + box.height / 2);
    const terrain = ['jungle', 'kunai', 'ocean', 'beach', 'palms'];
    const times: number[] = [];
    map.drawNow();
    for (let i = 0; i < n; i++) {
      const hex = { col: centre.col + (i % 7) - 3, row: centre.row + ((i * 3) % 5) - 2 };
      // Every dab changes its hex: the pattern repeats every 35 dabs, and the dabs at true size follow those at fit
      // on the same hexes, so the plain sequence would leave most of them nothing to draw.
      const there = app.project!.terrainAt(hex.col, hex.row);
      const t = terrain[i % terrain.length];
      app.editor.setTerrain(t === there ? terrain[(i + 1) % terrain.length] : t);
      await new Promise((r) => setTimeout(r, 0));
      // Marks outside the timed part: a trace reads each dab's CPU time between them (map-profile.ts --trace).
      performance.mark(`span:A:${i}`);
      const t0 = performance.now();
      map.tap(hex);
      map.drawNow();
      times.push(performance.now() - t0);
      performance.mark(`span:B:${i}`);
    }
    performance.clearMarks();
    return times;
  }, dabs);
}

/** Lines of the terrain line tool (press at one end, release at the other), each timed to the drawn frame. */
export async function lineFrames(page: Page, lines: number, length: number): Promise<number[]> {
  await settle(page);
  return page.evaluate(async ([n, len]) => {
    const app = window.atollApp!;
    const map = window.atollMap!;
    app.editor.setTool('line');
    const box = map.stage.container().getBoundingClientRect();
    const { cols, rows } = app.project!.map;
    const centre = map.hexAt(box.left + box.width / 2, box.top + box.height / 2);
    const terrain = ['kunai', 'jungle', 'palms', 'beach'];
    const times: number[] = [];
    map.drawNow();
    for (let i = 0; i < n; i++) {
      app.editor.setTerrain(terrain[i % terrain.length]);
      const row = Math.max(0, Math.min(rows - 1, centre.row + (i % 5) - 2));
      const from = { col: Math.max(0, centre.col - (len >> 1)), row };
      const to = { col: Math.min(cols - 1, centre.col + (len >> 1)), row: Math.min(rows - 1, row + (i % 3)) };
      await new Promise((r) => setTimeout(r, 0));
      const t0 = performance.now();
      map.strokeThrough([from, to]);
      map.drawNow();
      times.push(performance.now() - t0);
    }
    return times;
  }, [lines, length] as const);
}

/** Pan across the whole map at true size, a view at a time, each view painted completely; then the JS heap (after
 *  a garbage collection) and the pixels the painter keeps. */
export async function panWholeMap(page: Page, cdp: CDPSession): Promise<{ heapMb: number; canvasMb: number; views: number }> {
  const views = await page.evaluate(async () => {
    const app = window.atollApp!;
    const map = window.atollMap!;
    const box = map.stage.container().getBoundingClientRect();
    map.zoomTo(1, box.width / 2, box.height / 2);
    // Put the map's top-left corner at the view's top-left corner, then walk in rows of views.
    const origin = map.clientOfMm({ x: 0, y: 0 });
    map.pan(box.left - origin.x, box.top - origin.y);
    const far = map.clientOf({ col: app.project!.map.cols - 1, row: app.project!.map.rows - 1 });
    const across = Math.ceil((far.x - box.left) / box.width) + 1;
    const down = Math.ceil((far.y - box.top) / box.height) + 1;
    let count = 0;
    for (let j = 0; j < down; j++) {
      for (let i = 0; i < across; i++) {
        // Frames come as the browser draws them; each view waits for its chunks as a designer panning across
        // would, half a second at most (a thousand views).
        const until = performance.now() + 500;
        do await new Promise((r) => requestAnimationFrame(r));
        while (!map.complete && performance.now() < until);
        count++;
        if (i < across - 1) map.pan((j % 2 ? 1 : -1) * box.width, 0);
      }
      map.pan(0, -box.height);
    }
    return count;
  });
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  const canvasBytes = await page.evaluate(() => window.atollMap!.cachedBytes);
  return { heapMb: heap.usedSize / 1e6, canvasMb: canvasBytes / 1e6, views };
}
