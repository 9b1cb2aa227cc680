import { expect, sharedHost as host, test, type Page } from '../support/test';
import { readFileSync } from 'node:fs';
import { chooseMenu } from '../support/menu';
import { scenarioPath } from '../support/bundled-scenarios';

// A publisher opens a scenario, exports its counter sheets and booklet from File ▸ Export, sees the first page
// and the page count before exporting, and gets the PDF as a download; the options are remembered by the project.

// The page count and the preview are made by the host (pdfkit, the fonts, the canvas, loaded with the first export
// dialog): on a loaded 2-core CI machine one can take longer than the default five seconds.
const expectPreview = expect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

async function importPalembang(page: Page) {
  const chooser = page.waitForEvent('filechooser');
  await chooseMenu(page, 'File', 'file.importJson');
  await (await chooser).setFiles({ name: 'palembang.atoll.json', mimeType: 'application/json', buffer: readFileSync(scenarioPath('palembang')) });
  await expect(page.getByTestId('status-message')).toContainText('Imported');
}

async function downloadFrom(page: Page): Promise<Buffer> {
  const download = page.waitForEvent('download');
  await page.getByTestId('export-start').click();
  const file = await (await download).path();
  return readFileSync(file);
}

test('counter sheets and the booklet: preview, page count, download, remembered options', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(host.url);
  await importPalembang(page);

  await chooseMenu(page, 'File', 'file.export.counters');
  const dialog = page.getByTestId('dialog-export');
  await expect(dialog).toBeVisible();
  await expectPreview(page.getByTestId('export-page-count')).toContainText(/^\d+ pages · 216 × 279 mm · \d+ counters/);
  const pages = Number(/^(\d+)/.exec((await page.getByTestId('export-page-count').textContent())!)![1]);
  // The calibration pair comes first: two more pages, and the preview now shows the calibration front.
  await page.getByTestId('export-calibration').check();
  await expectPreview(page.getByTestId('export-page-count')).toContainText(`${pages + 2} pages`);
  await page.getByTestId('export-counter-size').selectOption('12.7');
  await expectPreview(page.getByTestId('export-page-count')).not.toContainText('updating');
  await expectPreview(page.getByTestId('export-preview').locator('img')).toBeVisible();
  await page.screenshot({ path: 'test-results/export-counters-dialog.png' });
  const pdf = await downloadFrom(page);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page.getByTestId('status-message')).toContainText('Exported Palembang-counters.pdf');

  // Reopened, the dialog shows the options the export used.
  await chooseMenu(page, 'File', 'file.export.counters');
  await expect(page.getByTestId('export-counter-size')).toHaveValue('12.7');
  await expect(page.getByTestId('export-calibration')).toBeChecked();
  await page.keyboard.press('Escape');

  await chooseMenu(page, 'File', 'file.export.booklet');
  await expectPreview(page.getByTestId('export-page-count')).toContainText(/^\d+ pages · 216 × 279 mm/);
  const booklet = await downloadFrom(page);
  expect(booklet.subarray(0, 5).toString()).toBe('%PDF-');
  expect(booklet.toString('latin1')).toContain('/FontFile2');
  expect(errors).toEqual([]);
});

test('the map as PDF, tiled PDF, PNG and SVG: previews drawn by the map renderer, page counts, downloads', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(host.url);
  await importPalembang(page);

  await chooseMenu(page, 'File', 'file.export.map');
  await expect(page.getByTestId('dialog-export')).toBeVisible();
  // One 22 × 34" sheet, turned to suit the map.
  await expectPreview(page.getByTestId('export-page-count')).toContainText(/^1 page · 864 × 559 mm/);
  await expectPreview(page.getByTestId('export-preview').locator('img')).toBeVisible();
  await page.getByTestId('export-tile').check();
  // Letter pages, upright or turned, whichever needs fewer.
  await expectPreview(page.getByTestId('export-page-count')).toContainText(/^\d+ pages · (216 × 279|279 × 216) mm/);
  const tiles = Number(/^(\d+)/.exec((await page.getByTestId('export-page-count').textContent())!)![1]);
  expect(tiles).toBeGreaterThan(2);
  await page.getByTestId('export-overlap').fill('25');
  await page.getByTestId('export-overlap').press('Enter');
  await expectPreview(page.getByTestId('export-page-count')).not.toContainText('updating');
  expect(Number(/^(\d+)/.exec((await page.getByTestId('export-page-count').textContent())!)![1])).toBeGreaterThanOrEqual(tiles);
  await page.screenshot({ path: 'test-results/export-map-dialog.png' });
  const pdf = await downloadFrom(page);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page.getByTestId('status-message')).toContainText('Exported Palembang-map.pdf');

  await chooseMenu(page, 'File', 'file.export.png');
  await page.getByTestId('export-dpi').fill('50');
  await page.getByTestId('export-dpi').press('Enter');
  await expectPreview(page.getByTestId('export-page-count')).toContainText('983 × 692 px at 50 dpi');
  const png = await downloadFrom(page);
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([983, 692]);

  await chooseMenu(page, 'File', 'file.export.svg');
  await expectPreview(page.getByTestId('export-page-count')).toContainText('vector drawing in mm');
  const svg = await downloadFrom(page);
  expect(svg.toString('utf8')).toContain('<svg');
  expect(errors).toEqual([]);
});
