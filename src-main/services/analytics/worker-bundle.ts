/**
 * The code a playout worker thread runs where the backend itself runs from TypeScript (tsx: the CLI, browser mode,
 * vitest). The built app loads the bundle electron-vite wrote (playout-pool.ts); here playout-worker.ts and everything
 * it imports are bundled once per process with esbuild (a development dependency, present wherever tsx is) into one
 * script held in memory. A worker then starts by evaluating that script instead of compiling every engine module
 * through tsx's loader (about a second per worker on a 2-core machine), and runs the engine as the built app does:
 * tsx compiles with `keepNames`, which wraps every function the engine creates (every callback of every filter) in
 * a call that renames it, some 15 % of a bot game's time. Null when esbuild cannot be loaded or the bundle fails;
 * the pool then loads the sources through tsx as before.
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

type EsbuildApi = {
  build(options: Record<string, unknown>): Promise<{ outputFiles?: { text: string }[] }>;
};

let bundled: Promise<string | null> | null = null;

export function workerBundle(): Promise<string | null> {
  return (bundled ??= bundleWorker().catch(() => null));
}

async function bundleWorker(): Promise<string | null> {
  const require = createRequire(import.meta.url);
  // Loaded at run time by path, never imported: the built app neither needs nor bundles it.
  const esbuild = require(require.resolve('esbuild')) as EsbuildApi;
  const result = await esbuild.build({
    entryPoints: [fileURLToPath(new URL('./playout-worker.ts', import.meta.url))],
    bundle: true,
    // Evaluated as a script by `new Worker(code, { eval: true })`, which runs CommonJS.
    format: 'cjs',
    platform: 'node',
    target: `node${process.versions.node}`,
    write: false,
    logLevel: 'silent',
    legalComments: 'none',
  });
  return result.outputFiles?.[0]?.text ?? null;
}
