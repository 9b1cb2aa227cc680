/** A Node script of the project bundled once per process with esbuild, for tests that start it as a child process. */
import { mkdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const bundles = new Map<string, Promise<string>>();

/**
 * `entry` (a path from the project root) as one ES module in out/test-bundles, its packages left to resolve from
 * node_modules as the sources' do. Starting the sources through tsx costs about a second of CPU a start, the bundle
 * a Node start and its imports. Written under a name of its own and renamed into place, so that processes bundling
 * at once never see half a file.
 */
export function bundleOnce(entry: string): Promise<string> {
  let bundled = bundles.get(entry);
  if (!bundled) {
    bundled = (async () => {
      const file = path.join(ROOT, 'out', 'test-bundles', `${entry.replace(/\.tsx?$/, '').replace(/[\\/]/g, '-')}.mjs`);
      const partial = `${file}.${process.pid}.tmp`;
      mkdirSync(path.dirname(file), { recursive: true });
      await build({ entryPoints: [path.join(ROOT, entry)], outfile: partial, bundle: true, platform: 'node', format: 'esm', packages: 'external', logLevel: 'error' });
      renameSync(partial, file);
      return file;
    })();
    bundles.set(entry, bundled);
  }
  return bundled;
}
