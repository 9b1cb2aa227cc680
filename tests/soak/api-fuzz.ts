/**
 * Every api method called with schema-shaped random payloads against the real backend in a temp folder, as browser
 * mode serves it: no call may crash (an `internal` error), an answer must match the contract's output schema, and a
 * refused call must leave the folder exactly as it was (every file's size and modification time, before and after).
 */
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { CONTRACT, type MethodName } from '../../src-shared/api/contract';
import { defaultExportOptions } from '../../src-shared/api/contract-export';
import { dispatch } from '../../src-shared/api/dispatch';
import { nextUint32, seedRng } from '../../src-shared/dice';
import { createBackend } from '../../src-main/services/backend';
import { confinedPaths } from '../../src-main/services/paths';
import { valueFor, type Rng } from './json-schema-values';

export type MethodCounts = { calls: number; answered: number; refused: number; crashes: number; badAnswers: number; changedOnRefusal: number };
export type ApiFuzzReport = { methods: Record<string, MethodCounts>; failures: string[] };

function rngOf(seed: string): Rng {
  let state = seedRng(seed);
  return () => {
    const step = nextUint32(state);
    state = step.state;
    return step.value / 2 ** 32;
  };
}

/** Every file under `dir` with its size and modification time (nanoseconds): any write shows. */
function folderState(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (at: string, relative: string) => {
    for (const name of readdirSync(at).sort()) {
      const full = path.join(at, name);
      const stat = statSync(full, { bigint: true });
      const key = relative ? `${relative}/${name}` : name;
      files.set(key, `${stat.size} ${stat.mtimeNs}`);
      if (stat.isDirectory()) walk(full, key);
    }
  };
  walk(dir, '');
  return files;
}

/** The paths added, removed or changed between two folder states. */
function changedPaths(before: Map<string, string>, after: Map<string, string>): string[] {
  const paths = new Set([...before.keys(), ...after.keys()]);
  return [...paths].filter((p) => before.get(p) !== after.get(p)).sort();
}

const TINY_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const SCENARIO = fileURLToPath(new URL('../../scenarios/palembang.atoll.json', import.meta.url));
const GOLDEN_REPLAY = fileURLToPath(new URL('../fixtures/replays/palembang-greedy-1.session.json', import.meta.url));
const TILED = (name: string) => ({ name, base64: readFileSync(fileURLToPath(new URL(`../fixtures/tiled/${name}`, import.meta.url))).toString('base64') });

/** Wait for the jobs to finish (a refused call is judged on a quiet folder); one still running after a while
 *  (a batch of 100,000 bot games) is cancelled and waited for. */
async function settleJobs(call: (method: MethodName, input: unknown) => Promise<unknown>, ids: string[]): Promise<void> {
  const running = async (id: string) => ((await call('jobs.status', { id })) as { state?: string } | null)?.state === 'running';
  for (const id of ids) {
    for (let i = 0; i < 100 && (await running(id)); i++) await new Promise((resolve) => setTimeout(resolve, 20));
    if (!(await running(id))) continue;
    await call('jobs.cancel', { id });
    for (let i = 0; i < 3000 && (await running(id)); i++) await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export async function fuzzApi(perMethod: number, seed = 1): Promise<ApiFuzzReport> {
  const dir = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'atoll-api-fuzz-')));
  const projectsDir = path.join(dir, 'projects');
  const dataDir = path.join(dir, 'data');
  mkdirSync(projectsDir);
  copyFileSync(SCENARIO, path.join(projectsDir, 'palembang.atoll.json'));
  let n = 0;
  const backend = createBackend({ host: 'web', version: '0.0.0-fuzz', projectsDir, dataDir, paths: confinedPaths(projectsDir), newHandle: () => `h${++n}` });
  const report: ApiFuzzReport = { methods: {}, failures: [] };
  const raw = (method: MethodName, input: unknown) => dispatch(backend.handlers, method, input);
  const call = async (method: MethodName, input: unknown) => {
    const response = await raw(method, input);
    return response.ok ? response.value : null;
  };
  try {
    // Something real for the payloads to point at: an open project, a saved one, a scenario file, a job.
    const opened = (await call('project.create', { title: 'Fuzz' })) as { handle: string } | null;
    await call('project.saveAs', { handle: opened?.handle, path: 'saved' });
    const imported = (await call('project.importJson', { fileName: 'palembang.atoll.json', text: readFileSync(SCENARIO, 'utf8') })) as { handle: string; path: string } | null;
    const handles = [opened?.handle, imported?.handle, 'h999'].filter((h): h is string => !!h);
    const jobs: string[] = [];
    const scenarioText = readFileSync(SCENARIO, 'utf8');
    const golden = JSON.parse(readFileSync(GOLDEN_REPLAY, 'utf8')) as { placements: unknown[]; actions: unknown[] };
    const session = (await call('sessions.create', { handle: imported?.handle, name: 'Fuzz game', seed: 1, placements: golden.placements, players: {} })) as { id: string } | null;
    await call('sessions.append', { handle: imported?.handle, id: session?.id, expectedCount: 0, actions: golden.actions.slice(0, 20) });
    const sessionText = ((await call('sessions.export', { handle: imported?.handle, id: session?.id })) as { text: string } | null)?.text ?? '';
    const hints = (property: string): readonly unknown[] => {
      switch (property) {
        case 'handle':
          return handles;
        case 'path':
          return ['saved.atoll', 'palembang.atoll.json', 'new-name', 'sub/dir/x.atoll', '../outside.atoll', '/tmp/x.atoll', ''];
        case 'id':
          return [...jobs, 'job-0', 'job-zzz', ...(session ? [session.id] : []), 'ses-0'];
        case 'text':
          return [scenarioText, scenarioText.slice(0, 500), '{}', '[]', 'not json', sessionText, sessionText.slice(0, 2000)];
        case 'name':
          // Draft names: the open import (refused while open), a free one, and names that try to leave the folder.
          return [path.basename(imported?.path ?? 'x.atoll'), 'gone.atoll', '../projects/saved.atoll', 'deleted'];
        case 'fileName':
          return ['palembang.atoll.json', 'x.json', ''];
        case 'changes':
          return [
            [{ kind: 'hex', col: 1, row: 1, terrain: 'jungle', elevation: 0 }],
            [{ kind: 'hex', col: 9999, row: 1, terrain: 'jungle', elevation: 0 }],
            [{ kind: 'hex', col: 1, row: 1, terrain: 'no-such-terrain', elevation: 0 }],
            [{ kind: 'set', name: 'info', value: { title: 'x' } }],
          ];
        case 'base64':
          return [TINY_PNG, 'not base64!', ''];
        case 'files':
          return [
            [TILED('palm-point-csv.tmx'), TILED('atoll-sample.tsx'), TILED('atoll-sample.png')],
            [TILED('palm-point-csv.tmx')],
            [TILED('hexagonal-mini.tmx')],
            [{ name: 'palm-point-csv.tmx', base64: TINY_PNG }],
          ];
        case 'map':
          return ['palm-point-csv.tmx', 'hexagonal-mini.tmx', 'missing.tmx'];
        case 'mapping':
          return [
            { format: 'atoll-tiled-mapping', version: 1, tiles: {}, objects: {} },
            { format: 'atoll-tiled-mapping', version: 1, tiles: { 'atoll-sample#4': { terrain: 'lava' } }, objects: {} },
          ];
        case 'request':
          return Object.entries(defaultExportOptions()).map(([kind, options]) => ({ kind, options }));
        default:
          return [];
      }
    };
    const methods = (Object.keys(CONTRACT) as MethodName[]).map((method) => {
      report.methods[method] = { calls: 0, answered: 0, refused: 0, crashes: 0, badAnswers: 0, changedOnRefusal: 0 };
      return { method, schema: z.toJSONSchema(CONTRACT[method].input as z.ZodType, { unrepresentable: 'any' }) as Record<string, unknown> };
    });
    const rng = rngOf(`api-fuzz-${seed}`);
    // The folder as the last refused call left it: nothing runs between two calls, so it is the next call's before.
    let afterLastRefusal: Map<string, string> | null = null;
    // Round by round, every method once in a shuffled order, so calls meet the projects and jobs earlier calls made.
    for (let i = 0; i < perMethod; i++) {
      for (const { method, schema } of [...methods].sort(() => rng() - 0.5)) {
        const contract = CONTRACT[method];
        const counts = report.methods[method];
        const input = valueFor(schema, schema, rng, hints);
        const before = afterLastRefusal ?? folderState(dir);
        afterLastRefusal = null;
        const response = await raw(method, input);
        counts.calls++;
        const what = `${method} ${JSON.stringify(input).slice(0, 300)}`;
        if (response.ok) {
          counts.answered++;
          if (!(contract.output as z.ZodType).safeParse(response.value).success) {
            counts.badAnswers++;
            report.failures.push(`answer does not match the contract: ${what}`);
          }
          const id = (response.value as { id?: unknown } | null)?.id;
          if (typeof id === 'string' && id.startsWith('job-')) {
            jobs.push(id);
            await settleJobs(call, [id]);
          }
          const handle = (response.value as { handle?: unknown } | null)?.handle;
          if (typeof handle === 'string' && !handles.includes(handle)) handles.push(handle);
          continue;
        }
        counts.refused++;
        if (response.error.code === 'internal') {
          counts.crashes++;
          report.failures.push(`crash: ${what}: ${response.error.message}`);
        }
        const after = folderState(dir);
        const changed = changedPaths(before, after);
        afterLastRefusal = after;
        if (changed.length > 0) {
          counts.changedOnRefusal++;
          report.failures.push(`refused but changed ${changed.join(', ')}: ${what}: ${response.error.message}`);
        }
      }
    }
    return report;
  } finally {
    backend.closeAll();
    rmSync(dir, { recursive: true, force: true });
  }
}
