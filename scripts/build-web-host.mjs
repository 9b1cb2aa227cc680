/**
 * The browser-mode host as one JavaScript bundle (`out/web-host/`), so `npm run web` starts from plain JavaScript
 * instead of compiling TypeScript through a loader hook on every start: about 0.4 s of CPU instead of 2.5–3.5 s.
 * Packages stay outside the bundle (native modules, pdfkit's data files); the lazily loaded parts (print export,
 * Tiled and VASSAL) stay chunks of their own, loaded on first use; the bot-game worker is an entry of its own
 * (`playout-worker.js`, which `playout-pool.ts` starts beside the bundle).
 *
 *   node scripts/build-web-host.mjs      builds it (part of `npm run build:web`)
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
export const HOST_DIR = path.join(root, 'out', 'web-host');
export const HOST_ENTRY = path.join(HOST_DIR, 'cli.js');
const ENTRY_NAMES = ['cli.js', 'playout-worker.js'];

/** The newest modification time of the files under `dir` (a folder of the project), skipping tests and dotfiles. */
export function newestIn(dir) {
  let latest = 0;
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!entry.name.includes('.test.')) latest = Math.max(latest, statSync(full).mtimeMs);
    }
  };
  walk(path.join(root, dir));
  return latest;
}

/** When `file` was written, 0 when it is missing. */
export const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

const STALE_MS = 60 * 60 * 1000;

/**
 * Bundles into a scratch folder, then moves the files in: chunks first, entries last, so a host starting meanwhile
 * (or a second build) reads either the old entry, whose chunks are still there (their names carry their content
 * hash), or the new one. Chunks of earlier builds go after an hour: a host older than that, still running and not
 * yet having loaded a lazy part, would have to be restarted.
 */
export async function buildWebHost() {
  const { build } = await import('esbuild');
  mkdirSync(HOST_DIR, { recursive: true });
  const scratch = mkdtempSync(path.join(root, 'out', 'web-host-build-'));
  try {
    await build({
      entryPoints: {
        cli: path.join(root, 'src-main/web/cli.ts'),
        'playout-worker': path.join(root, 'src-main/services/analytics/playout-worker.ts'),
      },
      outdir: scratch,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: `node${process.versions.node}`,
      packages: 'external',
      sourcemap: 'linked',
      legalComments: 'none',
      logLevel: 'warning',
    });
    const files = readdirSync(scratch);
    const order = [...files.filter((f) => !ENTRY_NAMES.includes(f.replace(/\.map$/, ''))), ...files.filter((f) => ENTRY_NAMES.includes(f.replace(/\.map$/, '')))];
    for (const file of order) renameSync(path.join(scratch, file), path.join(HOST_DIR, file));
    const now = Date.now();
    for (const file of readdirSync(HOST_DIR)) {
      const full = path.join(HOST_DIR, file);
      if (!files.includes(file) && now - statSync(full).mtimeMs > STALE_MS) rmSync(full, { force: true });
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildWebHost();
