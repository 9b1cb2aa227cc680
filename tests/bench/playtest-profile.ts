/** Trace the play-test benchmark's timed windows (`npx tsx tests/bench/playtest-profile.ts [--actions N] [--moves] [--total N] [--save FILE] [--cpu]`):
 *  the bench's moves (a click to the frame that shows the move and its new reach) and steps back, run in Chromium
 *  against browser mode under a Chromium trace. For each window it prints the main thread's work (wall and CPU ms of
 *  its tasks inside the window) split by what the task did (script, rAF callbacks, style, layout, paint, commit...),
 *  the other threads' CPU; `--moves` traces the moves only, `--save` writes the moves' trace. With `--cpu` the DevTools CPU profiler runs during the
 *  moves instead and the functions with the most self time are printed (and `playtest-action.cpuprofile` written). */
import type { Page } from 'playwright-core';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { median, percentile, round } from './measure';
import { actionTimes, openMs, openPlaytestPage, stepBackTimes } from './playtest-page';

type TraceEvent = { name: string; cat: string; ph: string; pid: number; tid: number; ts: number; dur?: number; tdur?: number; id?: string; id2?: { local?: string }; args?: Record<string, unknown> };
type Window = { start: number; end: number };

const RUN_TASK = 'ThreadControllerImpl::RunTask';
const totalAt = process.argv.indexOf('--total');
/** Rows of the total-time list (`--total N`). */
const TOTAL_ROWS = totalAt > 0 ? Number(process.argv[totalAt + 1]) : 40;
const summary = (values: number[]) => `p50 ${round(median(values), 1)}  p95 ${round(percentile(values, 95), 1)}  mean ${round(values.reduce((a, b) => a + b, 0) / values.length, 1)}`;

/** The user-timing windows (`performance.measure(name)`) of the trace. */
function windowsOf(events: TraceEvent[], name: string): Window[] {
  const begins = new Map<string, number>();
  const windows: Window[] = [];
  for (const e of events) {
    if (e.name !== name || !e.cat.includes('blink.user_timing')) continue;
    const id = e.id ?? e.id2?.local ?? '';
    if (e.ph === 'b') begins.set(id, e.ts);
    else if (e.ph === 'e' && begins.has(id)) windows.push({ start: begins.get(id)!, end: e.ts });
  }
  return windows.sort((a, b) => a.start - b.start);
}

const overlap = (e: TraceEvent, w: Window) => Math.max(0, Math.min(e.ts + (e.dur ?? 0), w.end) - Math.max(e.ts, w.start));

/** Per window: the main thread's tasks (wall and CPU in the window) and, inside them, time by the kind of work. */
function mainThreadWork(events: TraceEvent[], main: string, windows: Window[]) {
  const onMain = events.filter((e) => e.ph === 'X' && `${e.pid}/${e.tid}` === main && e.dur !== undefined).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const tasks = onMain.filter((e) => e.name === RUN_TASK);
  // Self time (its length less its children's) of every event inside a task, by name: what the task did.
  const selfOf: { e: TraceEvent; self: number }[] = [];
  const stack: { e: TraceEvent; self: number }[] = [];
  for (const e of onMain) {
    while (stack.length && stack[stack.length - 1].e.ts + stack[stack.length - 1].e.dur! <= e.ts) stack.pop();
    // CPU time where the trace has it (a loaded host keeps the thread waiting inside events).
    const entry = { e, self: e.tdur ?? e.dur! };
    if (stack.length) stack[stack.length - 1].self -= e.tdur ?? e.dur!;
    if (stack.length || e.name === RUN_TASK) selfOf.push(entry);
    stack.push(entry);
  }
  const busy: number[] = [];
  const cpu: number[] = [];
  const kinds = new Map<string, number[]>();
  windows.forEach((w, i) => {
    let wall = 0;
    let thread = 0;
    for (const t of tasks) {
      const o = overlap(t, w);
      if (o <= 0) continue;
      wall += o;
      thread += (t.tdur ?? t.dur!) * (o / t.dur!);
    }
    busy.push(wall / 1000);
    cpu.push(thread / 1000);
    for (const { e, self } of selfOf) {
      const o = overlap(e, w);
      if (o <= 0 || self <= 0) continue;
      const list = kinds.get(e.name) ?? new Array<number>(windows.length).fill(0);
      list[i] += (self * (o / e.dur!)) / 1000;
      kinds.set(e.name, list);
    }
  });
  return { busy, cpu, kinds };
}

/** CPU ms of each thread inside the windows, per window. */
function threadCpu(events: TraceEvent[], names: Map<string, string>, windows: Window[]) {
  const byThread = new Map<string, number>();
  for (const e of events) {
    if (e.ph !== 'X' || e.name !== RUN_TASK || e.dur === undefined || !e.dur) continue;
    let o = 0;
    for (const w of windows) o += overlap(e, w);
    if (o <= 0) continue;
    const thread = names.get(`${e.pid}/${e.tid}`) ?? String(e.tid);
    byThread.set(thread, (byThread.get(thread) ?? 0) + ((e.tdur ?? e.dur) * (o / e.dur)) / 1000 / windows.length);
  }
  return [...byThread].sort((a, b) => b[1] - a[1]);
}

type SampleNode = { id: number; parent?: number; callFrame: { functionName: string; url?: string; lineNumber?: number } };

/** The V8 sampler's samples inside the windows (the trace's ProfileChunk events), as self time per function and as
 *  total time (the function or anything it called on the stack). */
function sampledFunctions(events: TraceEvent[], thread: string, windows: Window[]): { self: [string, number][]; total: [string, number][] } {
  const names = new Map<string, string>();
  const parents = new Map<string, string>();
  const samples: { ts: number; node: string }[] = [];
  const clock = new Map<string, number>();
  // The profile of the thread (its 'Profile' event is on it; its chunks come from the sampler's own thread).
  const ids = new Set(events.filter((e) => e.name === 'Profile' && `${e.pid}/${e.tid}` === thread).map((e) => `${e.pid}/${String(e.id)}`));
  for (const e of events) {
    if (!ids.has(`${e.pid}/${String(e.id)}`)) continue;
    if (e.name === 'Profile') clock.set(String(e.id), Number((e.args?.data as { startTime?: number } | undefined)?.startTime ?? e.ts));
    if (e.name !== 'ProfileChunk') continue;
    const data = e.args?.data as { cpuProfile?: { nodes?: SampleNode[]; samples?: number[] }; timeDeltas?: number[] } | undefined;
    const id = String(e.id);
    for (const n of data?.cpuProfile?.nodes ?? []) {
      const f = n.callFrame;
      names.set(`${id}/${n.id}`, `${f.functionName || '(anonymous)'} ${(f.url ?? '').split('/').pop()}:${(f.lineNumber ?? -1) + 1}`);
      if (n.parent !== undefined) parents.set(`${id}/${n.id}`, `${id}/${n.parent}`);
    }
    let t = clock.get(id) ?? e.ts;
    (data?.cpuProfile?.samples ?? []).forEach((node, i) => {
      t += data?.timeDeltas?.[i] ?? 0;
      samples.push({ ts: t, node: `${id}/${node}` });
    });
    clock.set(id, t);
  }
  samples.sort((a, b) => a.ts - b.ts);
  const byFn = new Map<string, number>();
  const totalByFn = new Map<string, number>();
  for (let i = 0; i + 1 < samples.length; i++) {
    const { ts, node } = samples[i];
    if (!windows.some((w) => ts >= w.start && ts < w.end)) continue;
    const fn = names.get(node) ?? '?';
    if (fn.startsWith('(idle)') || fn.startsWith('(program)')) continue;
    const ms = Math.min(samples[i + 1].ts - ts, 2000) / 1000 / windows.length;
    byFn.set(fn, (byFn.get(fn) ?? 0) + ms);
    // Each function on the sample's stack once (a recursive one is not counted twice).
    const onStack = new Set<string>();
    for (let at: string | undefined = node; at !== undefined; at = parents.get(at)) onStack.add(names.get(at) ?? '?');
    for (const f of onStack) totalByFn.set(f, (totalByFn.get(f) ?? 0) + ms);
  }
  const sorted = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]);
  return { self: sorted(byFn), total: sorted(totalByFn).filter(([f]) => !f.startsWith('(root)')) };
}

function report(title: string, trace: TraceEvent[], name: string) {
  const names = new Map<string, string>();
  for (const e of trace) if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}/${e.tid}`, String(e.args?.name ?? '?'));
  const windows = windowsOf(trace, name);
  // The renderer's main thread: the one the windows were measured on.
  const mark = trace.find((e) => e.name === name && e.cat.includes('blink.user_timing'));
  const main = [...names].find(([k, n]) => n === 'CrRendererMain' && (!mark || k.startsWith(`${mark.pid}/`)))?.[0];
  if (!main || windows.length === 0) {
    console.log(`${title}: no windows in the trace`);
    return;
  }
  const { busy, cpu, kinds } = mainThreadWork(trace, main, windows);
  const wall = windows.map((w) => (w.end - w.start) / 1000);
  console.log(`\n${title}: ${windows.length} windows`);
  console.log(`  window (as timed)        ${summary(wall)} ms`);
  console.log(`  main thread busy (wall)  ${summary(busy)} ms`);
  console.log(`  main thread CPU          ${summary(cpu)} ms`);
  console.log('  main thread self CPU time by trace event (mean ms per window; FunctionCall, microtasks, rAF: script):');
  for (const [kind, list] of [...kinds].sort((a, b) => b[1].reduce((x, y) => x + y, 0) - a[1].reduce((x, y) => x + y, 0)).slice(0, 18))
    console.log(`    ${(list.reduce((a, b) => a + b, 0) / windows.length).toFixed(2).padStart(7)}  ${kind}`);
  const functions = sampledFunctions(trace, main, windows);
  console.log(`  sampled main-thread functions, self (mean ms per window; ${functions.self.reduce((a, [, ms]) => a + ms, 0).toFixed(1)} in all):`);
  for (const [fn, ms] of functions.self.slice(0, 25)) console.log(`    ${ms.toFixed(2).padStart(7)}  ${fn}`);
  // Total time names the work a click or a frame set off (a reaction, a render, a draw) with all it called.
  console.log(`  sampled main-thread functions, total (mean ms per window; for names, build with \`npx vite build --config vite.web.config.ts --minify false\`):`);
  for (const [fn, ms] of functions.total.slice(0, TOTAL_ROWS)) console.log(`    ${ms.toFixed(2).padStart(7)}  ${fn}`);
  console.log('  CPU by thread inside the windows (mean ms per window):');
  for (const [thread, ms] of threadCpu(trace, names, windows).slice(0, 8)) console.log(`    ${ms.toFixed(2).padStart(7)}  ${thread}`);
}

async function traced(page: Page, run: () => Promise<unknown>): Promise<TraceEvent[]> {
  const browser = page.context().browser()!;
  await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline', 'blink.user_timing', 'disabled-by-default-devtools.timeline', 'cc', 'viz', 'disabled-by-default-v8.cpu_profiler'] });
  await run();
  return (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
}

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number } };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

function topSelf(profile: Profile, count: number, per: number): string[] {
  const byNode = new Map<number, number>();
  for (let i = 0; i < profile.samples.length; i++) byNode.set(profile.samples[i], (byNode.get(profile.samples[i]) ?? 0) + (profile.timeDeltas[i] ?? 0));
  const byFn = new Map<string, number>();
  for (const node of profile.nodes) {
    const f = node.callFrame;
    if (f.functionName === '(idle)' || f.functionName === '(program)') continue;
    const fn = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}`;
    byFn.set(fn, (byFn.get(fn) ?? 0) + (byNode.get(node.id) ?? 0));
  }
  const total = [...byFn.values()].reduce((a, b) => a + b, 0);
  return [
    `  sampled JS and native work (idle left out): ${(total / 1000 / per).toFixed(2)} ms per move`,
    ...[...byFn].sort((a, b) => b[1] - a[1]).slice(0, count).map(([fn, us]) => `${(us / 1000 / per).toFixed(2).padStart(8)} ms/move ${((100 * us) / total).toFixed(1).padStart(5)} %  ${fn}`),
  ];
}

async function main() {
  const argAt = process.argv.indexOf('--actions');
  const count = argAt > 0 ? Number(process.argv[argAt + 1]) : 60;
  const cpu = process.argv.includes('--cpu');
  const { page, ids, close } = await openPlaytestPage(false);
  try {
    await openMs(page, ids.game);
    await page.evaluate(() => window.atollPlaytest!.boardEditor.view!.actualSize());
    await actionTimes(page, 3);
    if (cpu) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      const times = await actionTimes(page, count);
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
      writeFileSync(path.resolve('playtest-action.cpuprofile'), JSON.stringify(profile));
      console.log(`moves: ${summary(times)} ms (under the profiler)`);
      console.log(topSelf(profile, 30, times.length).join('\n'));
      return;
    }
    let moves: number[] = [];
    const trace = await traced(page, async () => (moves = await actionTimes(page, count)));
    const saveAt = process.argv.indexOf('--save');
    // The whole trace, for chrome://tracing or Perfetto.
    if (saveAt > 0) writeFileSync(path.resolve(process.argv[saveAt + 1]), JSON.stringify({ traceEvents: trace }));
    console.log(`moves as the bench times them: ${summary(moves)} ms`);
    report('moves (playtest.action_p95_ms)', trace, 'playtest-action');
    if (process.argv.includes('--moves')) return;
    await openMs(page, ids.long);
    let backs: number[] = [];
    const backTrace = await traced(page, async () => (backs = await stepBackTimes(page, 4, 25)));
    console.log(`\nsteps back as the bench times them: ${summary(backs)} ms`);
    report('steps back (playtest.step_back_p95_ms)', backTrace, 'playtest-step-back');
  } finally {
    await close();
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.stack : String(e));
  process.exit(1);
});
