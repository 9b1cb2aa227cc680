import { expect, sharedHost as host, test, type Page } from '../support/test';
import { readFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import type {} from '../../src-renderer/window-hooks';
import { chooseMenu } from '../support/menu';
import { tab, saved, enter } from '../support/sheet-editing';

// Builds a small scenario from scratch through the editors, as a designer would, then exports it, imports it back
// and exports again: the two files must be identical.

async function exportJson(page: Page): Promise<string> {
  await saved(page);
  const download = page.waitForEvent('download');
  await chooseMenu(page, 'File', 'file.exportJson');
  return readFileSync(await (await download).path(), 'utf8');
}

test('build a scenario with the editors; export, import and export again: identical', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.setViewportSize({ width: 1500, height: 1000 });
  await page.goto(host.url);
  await page.getByTestId('welcome-new').click();
  await expect(page.getByTestId('map-view')).toBeVisible();

  // Forces: two sides, one contingent, one unit type, twelve units made with "Add N".
  await tab(page, 'Forces');
  await enter(page.getByTestId('side-0-name'), 'Allies');
  await enter(page.getByTestId('side-1-name'), 'Japanese');
  await page.getByTestId('contingent-add').click();
  await enter(page.getByTestId('contingent-0-code'), '2R');
  await enter(page.getByTestId('contingent-0-name'), '2nd Raiding Regiment');
  await page.getByTestId('contingent-0-side').selectOption({ label: 'Japanese' });
  await page.getByTestId('type-add').click();
  await enter(page.getByTestId('type-name'), 'Airborne infantry');
  await page.getByTestId('type-class').selectOption('parachute infantry');
  await page.getByTestId('type-flags').locator('summary').click();
  await page.getByTestId('type-flags-pursuit').check();
  await enter(page.getByTestId('step-0-combat'), '3');
  await enter(page.getByTestId('step-0-range'), '1');
  await saved(page);

  await page.getByTestId('grid-add-count').fill('12');
  await page.getByTestId('grid-add-n').click();
  await expect(page.getByTestId('units-grid').locator('[data-testid^="grid-row-"]')).toHaveCount(12);

  // The counter at true size and enlarged: saved with the test results and looked at.
  const preview = page.getByTestId('counter-preview');
  await expect(preview.locator('svg').first()).toBeVisible();
  const shot = await preview.screenshot({ path: testInfo.outputPath('counter-preview.png') });
  await testInfo.attach('counter-preview', { body: shot, contentType: 'image/png' });
  const png = PNG.sync.read(shot);
  const colours = new Set<number>();
  for (let i = 0; i < png.data.length; i += 4 * 97) colours.add((png.data[i] << 16) | (png.data[i + 1] << 8) | png.data[i + 2]);
  expect(colours.size).toBeGreaterThan(5); // symbol, values and colours drawn, not a blank box

  // Turns: six turns from the morning / afternoon / night pattern; the third and sixth are night turns.
  await tab(page, 'Turns');
  await page.getByTestId('gen-start').fill('1942-02-14');
  await enter(page.getByTestId('gen-count'), '6');
  await page.getByTestId('gen-run').click();
  await expect(page.locator('[data-testid^="turn-"][data-testid$="-label"]')).toHaveCount(6);
  await expect(page.getByTestId('turn-2-night')).toBeChecked();
  await expect(page.getByTestId('turn-1-night')).not.toBeChecked();

  // The map's compass puts north at the bottom of the sheet; edge areas follow it.
  await tab(page, 'Map');
  await page.getByTestId('map-north').selectOption('bottom');
  await expect(page.getByTestId('map-compass')).toHaveAttribute('title', 'North is at the bottom of the sheet');

  // Arrivals: an entry-edge table (1–2 north, 3–4 east, 5–6 south) …
  await tab(page, 'Arrivals');
  await page.getByTestId('table-add').click();
  await enter(page.getByTestId('table-name'), 'Entry edge');
  await page.getByTestId('table-side').selectOption({ label: 'Japanese' });
  await page.getByTestId('table-use').selectOption('subTable');
  const edges = ['north', 'east', 'south'];
  for (let i = 0; i < 3; i++) {
    if (i > 0) await page.getByTestId('row-add').click();
    await enter(page.getByTestId(`row-${i}-from`), String(2 * i + 1));
    await enter(page.getByTestId(`row-${i}-to`), String(2 * i + 2));
    await page.getByTestId(`row-${i}-outcome-0-effect-kind`).selectOption('entryArea');
    await page.getByTestId(`row-${i}-outcome-0-effect-area-edge`).selectOption(edges[i]);
  }
  await expect(page.getByTestId('row-0-outcome-0-effect-area-edge-hexes')).toHaveText('24 hexes: 0118 to 2418');
  // … and a reinforcement table with a turn modifier whose deploy result rolls on it.
  await page.getByTestId('table-add').click();
  await enter(page.getByTestId('table-name'), 'Japanese reinforcements');
  await page.getByTestId('table-side').selectOption({ label: 'Japanese' });
  await page.getByTestId('modifier-add').click();
  await enter(page.getByTestId('modifier-0-when-0-from'), '4');
  await enter(page.getByTestId('row-0-to'), '3');
  await page.getByTestId('row-0-outcome-0-effect-kind').selectOption('deploy');
  await page.getByTestId('row-0-outcome-0-effect-entry-table').selectOption({ label: 'Entry edge' });
  await page.getByTestId('row-add').click();
  await enter(page.getByTestId('row-1-to'), '7');
  await expect(page.getByTestId('arrival-preview').getByTestId('preview-2R')).toBeVisible();

  // Victory: an objective worth 10 VP.
  await tab(page, 'Victory');
  await enter(page.getByTestId('objective-hex'), '0505');
  await page.getByTestId('objective-add').click();
  await enter(page.getByTestId('objective-0-vp'), '10');

  // Rules: a special rule that switches an engine module on, with a param; starshells for one side.
  await tab(page, 'Rules');
  await page.getByTestId('special-rule-add').click();
  await page.getByTestId('special-rule-0').getByLabel('Engine module').selectOption('refinery-repair');
  await enter(page.getByTestId('special-rule-0-param-cp'), '3');
  await page.getByRole('checkbox', { name: 'Starshells at night' }).check();
  await tab(page, 'Setup');
  await enter(page.getByTestId('setup-side-0-starshells'), '4');

  // Charts: one CRT result changed (and undone once), a terrain shift; a column range the CRT cannot hold is refused.
  await tab(page, 'Charts');
  await page.getByTestId('crt-1-0').selectOption('NE');
  await page.getByTestId('crt-1-0').blur();
  await page.keyboard.press('Control+z');
  await expect(page.getByTestId('crt-1-0')).toHaveValue('AD');
  await page.getByTestId('crt-1-0').selectOption('NE');
  await enter(page.getByTestId('tec-kunai-shift'), '-2');
  await enter(page.getByTestId('crt-col-2-max'), '-9');
  await expect(page.getByTestId('status-message')).toContainText("CRT column range not changed: Highest differential is below the column's lowest");
  await expect(page.getByTestId('crt-col-2-max')).toHaveValue('-1');

  const exported = await exportJson(page);
  const doc = JSON.parse(exported);
  expect(doc.ruleset.crt.rows[0].results[0]).toBe('NE');
  expect(doc.ruleset.crt.source).toBe('Atoll default (edited)');
  expect(doc.ruleset.crt.columns[2].maxDiff).toBe(-1);
  expect(doc.ruleset.terrain.find((t: { id: string }) => t.id === 'kunai').columnShift).toBe(-2);
  expect(doc.specialRules).toEqual([expect.objectContaining({ module: 'refinery-repair', params: { cp: 3 } })]);
  expect(doc.ruleset.modules.starshells).toBe(true);
  expect(doc.sides.map((s: { starshells?: number }) => s.starshells ?? null).sort()).toEqual([4, null]);
  expect(doc.sides.map((s: { name: string }) => s.name).sort()).toEqual(['Allies', 'Japanese']);
  expect(doc.units).toHaveLength(12);
  expect(doc.map.north).toBe('bottom');
  expect(new Set(doc.units.map((u: { designation: string }) => u.designation)).size).toBe(12);
  expect(doc.turns.map((t: { night: boolean }) => t.night)).toEqual([false, false, true, false, false, true]);
  const edgeTable = doc.dieTables.find((t: { name: string }) => t.name === 'Entry edge');
  expect(edgeTable.rows.map((r: { from: number; to: number; outcomes: { effect: { area: { edge: string } } }[] }) => [r.from, r.to, r.outcomes[0].effect.area.edge])).toEqual([
    [1, 2, 'north'],
    [3, 4, 'east'],
    [5, 6, 'south'],
  ]);
  const main = doc.dieTables.find((t: { name: string }) => t.name === 'Japanese reinforcements');
  expect(main.modifiers).toEqual([{ value: 1, when: [{ kind: 'turn', from: 4 }] }]);
  expect(main.rows[0].outcomes[0].effect.entry.entryTableId).toBe(edgeTable.id);
  expect(doc.features).toEqual([expect.objectContaining({ type: 'objective', props: { vp: 10 } })]);

  // Import into a new project and export again: byte for byte the same scenario.
  const chooser = page.waitForEvent('filechooser');
  await chooseMenu(page, 'File', 'file.importJson');
  await (await chooser).setFiles({ name: 'built.atoll.json', mimeType: 'application/json', buffer: Buffer.from(exported) });
  // The edited draft makes way for the import: kept as a draft.
  await page.getByTestId('dialog-ask').locator('[data-choice="keep"]').click();
  await expect(page.getByTestId('status-message')).toContainText('Imported');
  expect(await exportJson(page)).toBe(exported);
  expect(errors).toEqual([]);
});
