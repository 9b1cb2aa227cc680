/** Profile one part of the map benchmark (`npx tsx tests/bench/map-profile.ts dab-fit|dab-true|open|open-big|
 *  pan-cold [--backend] [--trace]`): runs it in Chromium against browser mode with the DevTools CPU profiler on, writes
 *  the profile (`map-<part>.cpuprofile`, for Chrome's DevTools) to the current folder and prints the functions with
 *  the most self time and the part's own timings. With `--backend` the host runs under `node --cpu-prof` too and leaves
 *  its profile in `./backend`. With `--trace` a Chromium trace replaces the profiler and the CPU time of each thread is
 *  printed instead, with the main thread's CPU time of each dab or frame (from marks round it): a slow one that took
 *  little CPU waited for the core. `pan-cold [x2|x4|x8|true] [--big]` profiles the pan frames right after a zoom with
 *  the caches dropped (the bench's cold rows), on the 200 × 200 map or the 500 × 500 one; `pan-warm` the warm row
 *  that follows it. With `--trace`, `ATOLL_TRACE_OUT=<file>` keeps the trace and `ATOLL_TRACE_CATS=<a,b>` adds categories
 *  to it (`viz` shows the compositor's work in each frame). */
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { startHost, type RunningHost } from '../support/web-host';
import { writeBenchMap } from './map-fixture';
import { dabFrames, openMs, panFrames, settle, zoomTo, ZOOMS } from './map-page';
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

type TraceEvent = { name: string; ph: string; pid: number; tid: number; ts?: number; tts?: number; tdur?: number; dur?: number; args?: { name?: string } };

/** The CPU time of each thread while `run` runs, from a Chromium trace (each task's thread time): what the part
 *  costs the machine, which the wall clock of a loaded host hides. */
async function traced<T>(page: Page, name: string, run: () => Promise<T>): Promise<T> {
  const browser = page.context().browser()!;
  await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline', 'blink.user_timing', 'v8', 'disabled-by-default-v8.gc', ...(process.env.ATOLL_TRACE_CATS ?? '').split(',').filter(Boolean)] });
  const result = await run();
  const raw = (await browser.stopTracing()).toString();
  if (process.env.ATOLL_TRACE_OUT) writeFileSync(process.env.ATOLL_TRACE_OUT, raw);
  const trace = JSON.parse(raw) as { traceEvents: TraceEvent[] };
  const names = new Map<string, string>();
  for (const e of trace.traceEvents) if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}/${e.tid}`, e.args?.name ?? '?');
  const cpu = new Map<string, number>();
  for (const e of trace.traceEvents) {
    if (e.ph !== 'X' || e.name !== 'ThreadControllerImpl::RunTask' || e.tdur === undefined) continue;
    const thread = `${names.get(`${e.pid}/${e.tid}`) ?? e.tid} (${e.pid})`;
    cpu.set(thread, (cpu.get(thread) ?? 0) + e.tdur / 1000);
  }
  // The page's own timer tasks (each dab or frame of the bench runs in one): wall time and CPU time, the CPU time
  // free of the waits a loaded host adds.
  const main = [...names].find(([, n]) => n === 'CrRendererMain')?.[0];
  const timers = trace.traceEvents.filter((e) => e.ph === 'X' && e.name === 'TimerFire' && `${e.pid}/${e.tid}` === main);
  const tasks = trace.traceEvents.filter((e) => e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask' && `${e.pid}/${e.tid}` === main && e.tdur !== undefined);
  const timed = tasks.filter((t) => timers.some((f) => f.ts! >= t.ts! && f.ts! < t.ts! + t.dur!) && t.dur! > 300);
  if (timed.length) {
    const wall = timed.map((t) => t.dur! / 1000);
    const cpuMs = timed.map((t) => t.tdur! / 1000);
    console.log(`${name}: ${timed.length} timer tasks over 0.3 ms, wall ${summary(wall)}; CPU ${summary(cpuMs)}`);
  }
  // Spans the page marked (`span:A:i` … `span:B:i`): the main thread's CPU time of each (thread timestamps).
  const starts = new Map<string, number>();
  const spans: number[] = [];
  for (const e of trace.traceEvents) {
    if (e.ph !== 'I' && e.ph !== 'R') continue;
    const [tag, end, i] = e.name.split(':');
    if (tag !== 'span' || e.tts === undefined) continue;
    if (end === 'A') starts.set(i, e.tts);
    else if (starts.has(i)) spans.push((e.tts - starts.get(i)!) / 1000);
  }
  if (spans.length) console.log(`${name}: main-thread CPU of each of ${spans.length} marked spans: ${summary(spans)}\n  in order: ${spans.map((t) => t.toFixed(1)).join(' ')}`);
  console.log(`${name}: CPU time by thread (ms)`);
  for (const [thread, ms] of [...cpu].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`${ms.toFixed(1).padStart(9)}  ${thread}`);
  return result;
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

/** Browser mode under `node --cpu-prof` (its profile is written when it stops). */
async function profiledHost(): Promise<RunningHost> {
  const projectsDir = mkdtempSync(path.join(os.tmpdir(), 'atoll-profile-'));
  const child = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${path.resolve('backend')}`, '--import', 'tsx', 'src-main/web/cli.ts', '--port', '0', '--projects-dir', projectsDir, '--no-open', '--no-build'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Atoll browser mode: (http:\/\/127\.0\.0\.1:\d+\/\?token=\S+)/.exec(output);
      if (match) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`host exited with ${code}`)));
  });
  const parsed = new URL(url);
  return {
    url, origin: parsed.origin, token: parsed.searchParams.get('token') ?? '', projectsDir,
    stop: () => new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGINT');
    }).then(() => rmSync(projectsDir, { recursive: true, force: true })),
  };
}

/** Open a project as the bench does, with the api calls and the frames on a timeline until the map is complete. */
function openTimeline(page: Page, file: string): Promise<string[]> {
  return page.evaluate(async (p) => {
    const t0 = performance.now();
    const events: string[] = [];
    const fetch0 = window.fetch;
    window.fetch = async (input, init) => {
      const name = String(input).replace('./api/', '');
      events.push(`${(performance.now() - t0).toFixed(1).padStart(7)} > ${name}`);
      const res = await fetch0(input, init);
      events.push(`${(performance.now() - t0).toFixed(1).padStart(7)} < ${name} ${res.headers.get('content-length') ?? ''}`);
      return res;
    };
    const map0 = window.atollMap;
    const done = window.atollApp!.openPath(p).then(() => events.push(`${(performance.now() - t0).toFixed(1).padStart(7)}   openPath resolved`));
    let mapSeen = false;
    for (;;) {
      await new Promise((r) => requestAnimationFrame(r));
      if (!mapSeen && window.atollMap && window.atollMap !== map0) {
        mapSeen = true;
        events.push(`${(performance.now() - t0).toFixed(1).padStart(7)}   map view exists`);
      }
      if (mapSeen) {
        const painter = Reflect.get(window.atollMap!, 'painter') as object;
        events.push(`${(performance.now() - t0).toFixed(1).padStart(7)}   frame: complete ${window.atollMap!.complete}, scale ${Reflect.get(painter, 'lastScale')}, draw ${window.atollMap!.lastDrawMs.toFixed(1)} ms, patches ${(Reflect.get(painter, 'patches') as Map<string, unknown>).size}`);
      }
      if (mapSeen && window.atollMap!.complete) break;
    }
    events.push(`${(performance.now() - t0).toFixed(1).padStart(7)}   complete`);
    await done;
    window.fetch = fetch0;
    return events;
  }, file);
}

/** The bench's pan frames (`panFrames`), each between marks the trace reads its CPU time from. */
function markedPanFrames(page: Page, frames: number): Promise<number[]> {
  return page.evaluate(async (n) => {
    const map = window.atollMap!;
    const times: number[] = [];
    for (let i = 0; i < n; i++) {
      await new Promise((r) => setTimeout(r, 0));
      performance.mark(`span:A:${i}`);
      const t0 = performance.now();
      map.pan(i % 20 < 10 ? 23 : -23, i % 40 < 20 ? 9 : -9);
      map.drawNow();
      times.push(performance.now() - t0);
      performance.mark(`span:B:${i}`);
    }
    return times;
  }, frames);
}

async function main() {
  const part = process.argv[2] ?? 'dab-fit';
  const host = process.argv.includes('--backend') ? await profiledHost() : await startHost();
  const executablePath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
  const browser = await chromium.launch({ executablePath, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
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
      const timeline = process.argv.includes('--trace') ? await traced(page, part, () => openTimeline(page, file)) : await profiled(cdp, part, () => openTimeline(page, file));
      console.log(timeline.join('\n'));
      return;
    }
    if (part === 'pan-cold' || part === 'pan-warm') {
      const big = process.argv.includes('--big');
      const at = ZOOMS.find((z) => process.argv.includes(z.name)) ?? ZOOMS[2];
      await openMs(page, small);
      if (big) await openMs(page, path.basename(writeBenchMap(host.projectsDir, 500)));
      // The worker as the bench leaves it before a cold row: the zooms before this one visited and settled.
      for (const zoom of ZOOMS) {
        if (zoom === at) break;
        await zoomTo(page, zoom.times, true);
        await settle(page);
      }
      await zoomTo(page, at.times, true);
      if (part === 'pan-warm') {
        // The warm row as the bench runs it: after the cold frames and the path's chunks drawn.
        await panFrames(page, 60);
        await panFrames(page, 40);
        await settle(page);
      }
      const frames = process.argv.includes('--trace') ? await traced(page, part, () => markedPanFrames(page, 60)) : await profiled(cdp, part, () => markedPanFrames(page, 60));
      console.log(`pan frames, ${part === 'pan-warm' ? 'warm' : 'cold'}, ${at.name}${big ? ', 500 × 500' : ''}: ${summary(frames)}\n  in order: ${frames.map((t) => t.toFixed(1)).join(' ')}`);
      return;
    }
    await openMs(page, small);
    // The cache as the bench leaves it: every zoom visited, true size last.
    for (const zoom of ZOOMS) {
      await zoomTo(page, zoom.times, true);
      await settle(page);
    }
    await zoomTo(page, part === 'dab-fit' ? 1 : 0, false);
    const dabs = process.argv.includes('--trace') ? await traced(page, part, () => dabFrames(page, 40)) : await profiled(cdp, part, () => dabFrames(page, 40));
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
