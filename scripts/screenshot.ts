// Regenerates docs/screenshot.png for the README: browser mode, a new project with its Scenario tab filled in.
import { chromium } from 'playwright-core';
import { existsSync } from 'node:fs';
import type {} from '../src-renderer/window-hooks';
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
  // A small island: ocean all round, jungle and kunai inland, auto-beach, a river, a road and a cave.
  await page.evaluate(() => {
    const project = window.atollApp!.project!;
    const { cols, rows } = project.map;
    const hexes = [];
    for (let row = 0; row < rows; row++)
      for (let col = 0; col < cols; col++) {
        const dx = (col - cols / 2) / (cols * 0.36);
        const dy = (row - rows / 2) / (rows * 0.36);
        const d = Math.hypot(dx, dy) + 0.12 * Math.sin(col * 1.7 + row);
        const terrain = d > 1 ? 'ocean' : d > 0.62 ? 'kunai' : (col + row) % 5 === 0 ? 'palms' : 'jungle';
        hexes.push({ kind: 'hex' as const, col, row, terrain, elevation: d < 0.35 ? 1 : 0 });
      }
    void project.commit('Paint island', hexes);
  });
  await page.getByRole('tab', { name: 'Map' }).click();
  page.on('dialog', (d) => void d.accept());
  await page.getByTestId('auto-beach').click();
  await page.getByRole('tab', { name: 'Scenario' }).click();
  await page.evaluate(() => {
    const map = window.atollMap!;
    const project = window.atollApp!.project!;
    const roads = [];
    for (let col = 6; col < 16; col++) roads.push({ kind: 'put' as const, collection: 'paths' as const, record: { id: `${map.hexsideKeyOf({ col, row: 9 }, col % 2 === 0 ? 2 : 1)}|road`, type: "road" } }); // odd columns sit half a hex lower
    const river = [];
    for (let row = 4; row < 9; row++) river.push({ kind: 'put' as const, collection: 'hexsides' as const, record: { id: map.hexsideKeyOf({ col: 14, row }, 2), type: 'stream' } });
    void project.commit('Roads and a stream', [...roads, ...river]);
    void project.commit('Cave', [{ kind: 'put', collection: 'features', record: { id: 'cave-1', type: 'cave', hex: { col: 10, row: 6 }, facing: 3, props: {} } }]);
    void project.commit('Objective', [{ kind: 'put', collection: 'features', record: { id: 'objective-1', type: 'objective', hex: { col: 12, row: 8 }, props: { vp: 10 } } }]);
  });
  await page.mouse.move(620, 420);
  await page.waitForTimeout(300);
  await page.screenshot({ path: 'docs/screenshot.png' });
} finally {
  await browser.close();
  await host.stop();
}
