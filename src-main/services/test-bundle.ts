/** A Node script of the project bundled once per process with esbuild, for tests that start it as a child process. */
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const bundles = new Map<string, Promise<string>>();

/** Removes the bundles of processes that ended without removing their own (a test runner may kill its workers). */
function sweep(parent: string) {
  for (const entry of existsSync(parent) ? readdirSync(parent) : []) {
    const pid = Number(/-(\d+)$/.exec(entry)?.[1]);
    if (pid && pid !== process.pid && !alive(pid)) rmSync(path.join(parent, entry), { recursive: true, force: true });
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * `entry` (a path from the project root) as ES modules in a folder of out/test-bundles made for this process, its
 * packages left to resolve from node_modules as the sources' do. Split into chunks, so what the script imports
 * lazily (a CLI command's packages) loads only when it runs, as it does from the sources. Starting the sources
 * through tsx costs about a second of CPU a start, the bundle a Node start and its imports. The folder goes when the
 * process ends (or, if it was killed, with the next bundling); processes bundling at once never share one.
 */
export function bundleOnce(entry: string): Promise<string> {
  let bundled = bundles.get(entry);
  if (!bundled) {
    bundled = (async () => {
      const name = entry.replace(/\.tsx?$/, '').replace(/[\\/]/g, '-');
      const parent = path.join(ROOT, 'out', 'test-bundles');
      sweep(parent);
      const dir = path.join(parent, `${name}-${process.pid}`);
      mkdirSync(dir, { recursive: true });
      process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
      await build({
        entryPoints: { [name]: path.join(ROOT, entry) }, outdir: dir, outExtension: { '.js': '.mjs' }, splitting: true,
        bundle: true, platform: 'node', format: 'esm', packages: 'external', logLevel: 'error',
      });
      return path.join(dir, `${name}.mjs`);
    })();
    bundles.set(entry, bundled);
  }
  return bundled;
}
