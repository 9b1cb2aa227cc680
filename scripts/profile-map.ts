// A CPU profile of the map painter in Chromium (DevTools protocol through Playwright), for finding where frames go:
// npx tsx scripts/profile-map.ts <open|pan|dab|zoom> [side=200] [zoom: fit × k, 0 = true size]; writes map-<what>.cpuprofile.
import { chromium } from 'playwright-core';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { startHost } from '../tests/support/web-host';
import { writeBenchMap } from '../tests/bench/map-fixture';
import { dabFrames, openMs, panFrames, zoomTo, zoomGestureFrames } from '../tests/bench/map-page';

const what = process.argv[2] ?? 'pan';
const side = Number(process.argv[3] ?? 200);
const host = await startHost();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'] });
try {
  const context = await browser.newContext({ viewport: { width: 1400, height: 850 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const file = path.basename(writeBenchMap(host.projectsDir, side));
  await page.goto(host.url);
  await page.waitForSelector('body[data-ready=true]');
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  if (what === 'open') {
    await cdp.send('Profiler.start');
    console.log('open', await openMs(page, file));
  } else {
    await openMs(page, file);
    if (what === 'dab') {
      await zoomTo(page, 0, false);
      await dabFrames(page, 5);
      await cdp.send('Profiler.start');
      console.log('dab', (await dabFrames(page, 40)).map((x) => x.toFixed(1)).join(' '));
    } else if (what === 'zoom') {
      await cdp.send('Profiler.start');
      console.log('zoom', (await zoomGestureFrames(page, 30)).map((x) => x.toFixed(1)).join(' '));
    } else {
      const k = Number(process.argv[4] ?? 4);
      await zoomTo(page, k, true);
      await cdp.send('Profiler.start');
      console.log('pan', (await panFrames(page, 60)).map((x) => x.toFixed(1)).join(' '));
    }
  }
  const { profile } = await cdp.send('Profiler.stop');
  writeFileSync(`map-${what}.cpuprofile`, JSON.stringify(profile));
  // The functions that took the most time themselves (the .cpuprofile opens in Chromium's DevTools for the rest).
  const self = new Map<string, number>();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  (profile.samples ?? []).forEach((id, i) => {
    const frame = byId.get(id)!.callFrame;
    const name = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${frame.lineNumber + 1}`;
    self.set(name, (self.get(name) ?? 0) + (profile.timeDeltas?.[i] ?? 0) / 1000);
  });
  for (const [name, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`${ms.toFixed(0).padStart(7)} ms  ${name}`);
} finally {
  await browser.close();
  await host.stop();
}
