// Regenerates docs/screenshot.png for the README: browser mode, a new project with its Scenario tab filled in.
import { chromium } from 'playwright-core';
import { existsSync } from 'node:fs';
import { startHost } from '../tests/support/web-host';

const host = await startHost();
const browser = await chromium.launch({
  executablePath: ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p)),
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1400, height: 820 } });
  await page.goto(host.url);
  await page.waitForSelector('body[data-ready=true]');
  await page.getByTestId('welcome-new').click();
  const fill = async (id: string, text: string) => {
    await page.getByTestId(id).fill(text);
    await page.getByTestId(id).press('Tab');
  };
  await fill('info-title', 'Palembang');
  await fill('info-subtitle', 'Air assault on Sumatra');
  await fill('info-startDate', '14 February 1942');
  await fill('info-endDate', '16 February 1942');
  await fill('info-designer', 'Atoll sample');
  await fill('side-name-0', 'Japanese');
  await fill('side-name-1', 'Allied');
  await fill('info-historicalNotes', 'Paratroopers of the 2nd Raiding Regiment drop on the refineries and the airfield north of the town.');
  await page.mouse.move(420, 300);
  await page.waitForTimeout(300);
  await page.screenshot({ path: 'docs/screenshot.png' });
} finally {
  await browser.close();
  await host.stop();
}
