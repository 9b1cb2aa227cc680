/**
 * `npm run web`: brings the host bundle (`build-web-host.mjs`) and, unless `--no-build`, the renderer up to date
 * with their sources, then runs the host in this process, so the signals npm passes on reach the server (see
 * `src-main/web/cli.ts`, which takes the other options).
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildWebHost, builtAt, HOST_ENTRY, newestIn } from './build-web-host.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const shared = newestIn('src-shared');

async function step(what, run) {
  try {
    await run();
  } catch (e) {
    console.error(`atoll web: could not build the ${what}: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  }
}

if (builtAt(HOST_ENTRY) <= Math.max(shared, newestIn('src-main'), builtAt(path.join(root, 'package.json')))) {
  console.log(builtAt(HOST_ENTRY) ? 'Atoll: sources changed, rebuilding the browser-mode host…' : 'Atoll: building the browser-mode host…');
  await step('browser-mode host', buildWebHost);
}
const rendererIndex = path.join(root, 'out', 'web', 'index.html');
if (!process.argv.includes('--no-build') && builtAt(rendererIndex) <= Math.max(shared, newestIn('src-renderer'))) {
  console.log(builtAt(rendererIndex) ? 'Atoll: sources changed, rebuilding the renderer…' : 'Atoll: building the renderer…');
  await step('renderer', async () => {
    const { build } = await import('vite');
    await build({ configFile: path.join(root, 'vite.web.config.ts'), logLevel: 'warn' });
  });
}
await import(pathToFileURL(HOST_ENTRY).href);
