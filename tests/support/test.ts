/**
 * The end-to-end tests' `test`: Playwright's, with two things kept per worker instead of made per test or per file.
 *
 * - `sharedHost`: one browser-mode host (tests/support/web-host.ts) serves every spec file the worker runs, as one
 *   host serves a user's projects. It starts before the worker's first test and is exported as a live binding, so a
 *   spec's module-level helpers read `host.url` after `import { sharedHost as host }`. A host per spec file had cost
 *   its start (about 0.3 CPU-s) and, on a new origin, a cold load of the app's scripts in the page: the suite took
 *   102–110 CPU-s with a host per worker against 122–123 with one per file (three alternate pairs). A spec file that
 *   needs a projects folder of its own starts its own host.
 * - `page`: each worker's page is kept from one test to the next instead of a new browser context and page per test.
 *   A new context and page cost about 0.175 CPU-s more than a kept page (the page's renderer, Playwright's per-page
 *   set-up; 20 trivial tests), and the kept page reloads the app's hashed scripts from its cache.
 *
 * A kept page starts each test as a new one would, on about:blank: after each test its listeners, routes and the
 * storage of the origin it ended on are cleared, and its viewport is put back (tests/e2e/kept-page.spec.ts). A page
 * whose test failed, that was closed, or that was given something a navigation keeps (an init script, an exposed
 * function, extra headers, emulated media) is closed with its context, so the next test starts in a new context: no
 * storage of the host's origin outlives such a test either. The worker's context takes the viewport of
 * playwright.config.ts; another context option set there would have to be passed on here too.
 */
import { test as base, type BrowserContext, type Page } from '@playwright/test';
import './stack-frames';
import { startHost, type RunningHost } from './web-host';

export { expect } from '@playwright/test';
export type { Locator, Page } from '@playwright/test';

type Kept = { context: BrowserContext | null; page: Page | null };

/** Page methods whose effect outlives a navigation: a page given any of them is not kept for the next test. */
const LASTING = ['addInitScript', 'exposeFunction', 'exposeBinding', 'setExtraHTTPHeaders', 'emulateMedia'] as const;
const lasting = new WeakSet<Page>();

function watch(page: Page): Page {
  for (const name of LASTING) {
    const original = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
    (page as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
      lasting.add(page);
      return original(...args);
    };
  }
  return page;
}

/** The worker's host, set by the `workerHost` fixture before the worker's first test runs. */
export let sharedHost: RunningHost;

export const test = base.extend<{}, { kept: Kept; workerHost: RunningHost }>({
  workerHost: [
    async ({}, use) => {
      const host = await startHost();
      sharedHost = host;
      await use(host);
      await host.stop();
    },
    { scope: 'worker', auto: true },
  ],

  kept: [
    async ({}, use) => {
      const kept: Kept = { context: null, page: null };
      await use(kept);
      await kept.context?.close();
    },
    { scope: 'worker' },
  ],

  page: async ({ browser, kept, viewport }, use, testInfo) => {
    kept.context ??= await browser.newContext({ viewport });
    const page = kept.page && !kept.page.isClosed() ? kept.page : watch(await kept.context.newPage());
    kept.page = page;
    await use(page);

    const reuse = testInfo.status === testInfo.expectedStatus && !page.isClosed() && !lasting.has(page);
    if (!reuse) {
      const context = kept.context;
      kept.page = null;
      kept.context = null;
      await context.close().catch(() => undefined);
      return;
    }
    page.removeAllListeners();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page
      .evaluate(() => {
        sessionStorage.clear();
        localStorage.clear();
      })
      .catch(() => undefined);
    await page.goto('about:blank');
    const size = page.viewportSize();
    if (viewport && (size?.width !== viewport.width || size?.height !== viewport.height)) await page.setViewportSize(viewport);
  },
});
