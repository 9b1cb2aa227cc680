/**
 * Where a warm bot-game worker's time goes: greedy games of a bundled scenario played by the engine bundled as the
 * workers run it (esbuild, one thread), after warm-up games, with CPU time per game and optionally a CPU profile of
 * the measured games and its functions by self time.
 *
 *   npx tsx scripts/profile-playouts.ts [--warm 200] [--games 300] [--scenario palembang] [--prof out.cpuprofile]
 *                                       [--alloc out.heapprofile]
 *
 * `--alloc`: V8's sampled allocations of the measured games (the young generation's garbage included), their bytes a
 * game and the functions that allocate most, by what they allocate themselves.
 *
 * The bundle is written to the system's temporary folder and its path printed, so that instructions can be counted
 * too, free of the host's load: run it under `valgrind --tool=cachegrind --cache-sim=no node --single-threaded <bundle>
 * --root . --warm 200 --games 0` and again with `--games 100`; the difference over 100 is a warm game's instructions
 * (`cg_diff` of the two outputs and `cg_annotate` show which V8 builtins they go to: generic keyed loads, object
 * copies by the slow path, and so on).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

type EsbuildApi = { build(options: Record<string, unknown>): Promise<unknown> };
type AllocNode = { callFrame: { functionName: string; url: string; lineNumber: number }; selfSize: number; children: AllocNode[] };
type Profile = { nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[]; samples: number[] };

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const esbuild = require(require.resolve('esbuild')) as EsbuildApi;
const bundle = path.join(os.tmpdir(), 'atoll-playout-profile.cjs');
await esbuild.build({
  entryPoints: [path.join(ROOT, 'scripts', 'playout-profile-entry.ts')],
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: `node${process.versions.node}`,
  outfile: bundle,
  logLevel: 'warning',
  legalComments: 'none',
});
console.log(`bundle: ${bundle}`);
const args = process.argv.slice(2);
// The options given first: the entry reads the first of each.
const options = [...args, '--warm', '200', '--games', '300'];
process.stdout.write(execFileSync(process.execPath, [bundle, '--root', ROOT, ...options], { encoding: 'utf8', maxBuffer: 1 << 26 }));

const profileAt = args.indexOf('--prof');
if (profileAt >= 0) {
  const profile = JSON.parse(readFileSync(args[profileAt + 1], 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  for (const id of profile.samples) {
    const frame = byId.get(id)?.callFrame;
    const name = frame ? `${frame.functionName || '(anonymous)'} ${path.basename(frame.url)}:${frame.lineNumber + 1}` : '?';
    self.set(name, (self.get(name) ?? 0) + 1);
  }
  const total = profile.samples.length;
  console.log('self time (share of samples), top 30:');
  for (const [name, count] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`${((100 * count) / total).toFixed(1).padStart(5)} %  ${name}`);
}

const allocAt = args.indexOf('--alloc');
if (allocAt >= 0) {
  const head = (JSON.parse(readFileSync(args[allocAt + 1], 'utf8')) as { head: AllocNode }).head;
  const self = new Map<string, number>();
  let total = 0;
  const visit = (node: AllocNode) => {
    const frame = node.callFrame;
    const name = `${frame.functionName || '(anonymous)'} ${path.basename(frame.url)}:${frame.lineNumber + 1}`;
    self.set(name, (self.get(name) ?? 0) + node.selfSize);
    total += node.selfSize;
    for (const child of node.children) visit(child);
  };
  visit(head);
  const gamesAt = args.indexOf('--games');
  const games = gamesAt >= 0 ? Number(args[gamesAt + 1]) : 300;
  console.log(`allocated: ${(total / games / 1024).toFixed(0)} KiB a game (sampled); by function, top 30:`);
  for (const [name, bytes] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`${((100 * bytes) / total).toFixed(1).padStart(5)} %  ${(bytes / games / 1024).toFixed(1).padStart(7)} KiB  ${name}`);
}
