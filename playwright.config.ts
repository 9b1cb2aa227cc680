import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';

// Debian's Chromium where it exists (this project never downloads a browser); Playwright's own elsewhere. Its
// headless shell first (`apt-get install chromium-headless-shell`: the same Chromium built without the desktop
// browser, as Playwright itself runs headless tests): one process per page instead of three, and the suite took
// 184 CPU-s with it against 268 with the full browser. The benchmarks keep the full browser, which is what people use.
const systemChromium = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));

export default defineConfig({
  testDir: 'tests/e2e',
  // Each worker starts its own browser-mode host (free port, fresh projects folder; tests/support/test.ts), so two
  // spec files run side by side.
  workers: 2,
  timeout: 60_000,
  reporter: [['list'], ['./tests/support/skip-reasons.ts']],
  use: {
    viewport: { width: 1400, height: 850 },
    launchOptions: {
      executablePath: systemChromium,
      args: [
        '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
        '--disable-background-networking', '--disable-component-update', '--disable-sync',
        // The test pages run their JavaScript in V8's baseline tiers only (Ignition and Sparkplug; no Maglev or
        // TurboFan): a test page lives seconds, and optimising its hot code cost more CPU than it saved. The suite
        // took about 10 CPU-s less (alternate pairs: 3.8 for Maglev as the top tier, 6 more for Sparkplug); what the
        // code does is the same in every tier. The benchmarks keep V8's defaults.
        '--js-flags=--max-opt=1',
      ],
    },
  },
});
