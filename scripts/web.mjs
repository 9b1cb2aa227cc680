/**
 * `npm run web`: brings the host bundle up to date (`build-web-host.mjs`), then runs it in this process, so the
 * signals npm passes on reach the server (see `src-main/web/cli.ts`). The options are the host's own.
 */
import { pathToFileURL } from 'node:url';
import { ensureWebHostBuilt, HOST_ENTRY } from './build-web-host.mjs';

try {
  await ensureWebHostBuilt();
} catch (e) {
  console.error(`atoll web: could not build the browser-mode host: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
}
await import(pathToFileURL(HOST_ENTRY).href);
