/** Profile one part of the map benchmark (`npx tsx tests/bench/map-profile.ts dab-fit|dab-true|open|open-big`):
 *  runs it in Chromium against browser mode with the DevTools CPU profiler on, writes the profile
 *  (`map-<part>.cpuprofile`, for Chrome's DevTools) to the current folder and prints the functions with the most
 *  self time and the part's own timings. */
import { chromium, type CDPSession } from 'playwright-core';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startHost } from '../support/web-host';
import { writeBenchMap } from './map-fixture';
import { dabFrames, openMs, settle, zoomTo, ZOOMS } from './map-page';
import { median, percentile, round } from './measure';

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number; children?: number[] };
type Profile = { nodes: Node[]; startTime: number; endTime: number; samples: number[]; timeDeltas: number[] };

function topSelf(profile: Profile, count: number): string[] {
  const byNode = new Map<number, number>();
  for (let i = 0; i < profile.samples.length; i++) byNode.set(profile.samples[i], (byNode.get(profile.samples[i]) ?? 0) + (profile.timeDeltas[i] ?? 0));
  const byFn = new Map<string, number>();
  for (const node of profile.nodes) {
    const us = byNode.get(node.id) ?? 0;
    const f = node.callFrame;
    const name = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}`;
    byFn.set(name, (byFn.get(name) ?? 0) + us);
  }
  const total = [...byFn.values()].reduce((a, b) => a + b, 0);
  return [...byFn].sort((a, b) => b[1] - a[1]).slice(0, count).map(([name, us]) => `${(us / 1000).toFixed(1).padStart(8)} ms ${((100 * us) / total).toFixed(1).padStart(5)} %  ${name}`);
}

async function profiled<T>(cdp: CDPSession, name: string, run: () => Promise<T>): Promise<T> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  const result = await run();
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  const file = path.resolve(`map-${name}.cpuprofile`);
  writeFileSync(file, JSON.stringify(profile));
  console.log(`${file}\n${topSelf(profile, 30).join('\n')}`);
  return result;
}

const summary = (times: number[]) => `p50 ${round(median(times))} p95 ${round(percentile(times, 95))} max ${round(Math.max(...times))} ms`;

async function main() {
  const part = process.argv[2] ?? 'dab-fit';
  const host = await startHost();
  const executablePath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
  const browser = await chromium.launch({ executablePath, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    const small = path.basename(writeBenchMap(host.projectsDir, 200));
    const context = await browser.newContext({ viewport: { width: 1400, height: 850 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(host.url);
    await page.waitForSelector('body[data-ready=true]');
    if (part === 'open' || part === 'open-big') {
      const file = part === 'open' ? small : path.basename(writeBenchMap(host.projectsDir, 500));
      // A first open warms the page as the bench's does not; the profiled one is the second (as open 500 × 500 is).
      if (part === 'open-big') console.log(`open 200: ${round(await openMs(page, small))} ms`);
      console.log(`open: ${round(await profiled(cdp, part, () => openMs(page, file)))} ms`);
      return;
    }
    await openMs(page, small);
    // The cache as the bench leaves it: every zoom visited, true size last.
    for (const zoom of ZOOMS) {
      await zoomTo(page, zoom.times, true);
      await settle(page);
    }
    await zoomTo(page, part === 'dab-fit' ? 1 : 0, false);
    const dabs = await profiled(cdp, part, () => dabFrames(page, 40));
    console.log(`dabs: ${summary(dabs)}\n  in order: ${dabs.map((t) => t.toFixed(1)).join(' ')}`);
    // The same dabs again, each split into the edit (tool, store, painter) and the frame (stage draw, readback).
    const parts = await page.evaluate(async () => {
      const app = window.atollApp!;
      const map = window.atollMap!;
      const box = map.stage.container().getBoundingClientRect();
      const centre = map.hexAt(box.left + box.width / 2, box.top + box.height / 2);
      const terrain = ['jungle', 'kunai', 'ocean', 'beach', 'palms'];
      const out = { edit: [] as number[], draw: [] as number[], read: [] as number[] };
      for (let i = 0; i < 40; i++) {
        app.editor.setTerrain(terrain[(i + 2) % terrain.length]);
        const hex = { col: centre.col + (i % 7) - 3, row: centre.row + ((i * 3) % 5) - 2 };
        await new Promise((r) => setTimeout(r, 0));
        const t0 = performance.now();
        map.tap(hex);
        const t1 = performance.now();
        map.stage.draw();
        const t2 = performance.now();
        map.drawNow();
        out.edit.push(t1 - t0);
        out.draw.push(t2 - t1);
        out.read.push(performance.now() - t2);
      }
      return out;
    });
    for (const [name, times] of Object.entries(parts)) console.log(`${name}: ${summary(times)}`);
  } finally {
    await browser.close();
    await host.stop();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
