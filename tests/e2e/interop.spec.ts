import { expect, sharedHost as host, test, type Page } from '../support/test';
import { unzipSync } from 'fflate';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chooseMenu } from '../support/menu';

// A designer arrives with maps drawn in Tiled: File ▸ Import ▸ Tiled Map, says what each tile is in the mapping dialog
// (pictures from the tileset image, suggestions from tile types and properties), gets a new project and the list of
// tiles left unmapped, and the project remembers the mapping for the next import.

const tiled = (name: string) => ({ name, mimeType: 'application/octet-stream', buffer: readFileSync(path.join('tests/fixtures/tiled', name)) });

async function chooseTiledFiles(page: Page, names: string[]) {
  const chooser = page.waitForEvent('filechooser');
  await chooseMenu(page, 'File', 'file.importTiled');
  await (await chooser).setFiles(names.map(tiled));
}

test('Palm Point: a missing tileset is asked for, tiles are mapped with their pictures, the import makes a project', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(host.url);
  await chooseTiledFiles(page, ['palm-point-csv.tmx']);
  const dialog = page.getByTestId('dialog-tiled-import');
  await expect(page.getByTestId('tiled-error')).toHaveText('palm-point-csv.tmx uses the tileset atoll-sample.tsx, which was not found; add it beside the map');

  const more = page.waitForEvent('filechooser');
  await page.getByTestId('tiled-add-files').click();
  await (await more).setFiles([tiled('atoll-sample.tsx'), tiled('atoll-sample.png')]);
  await expect(page.getByTestId('tiled-summary')).toContainText('12 × 10 hexes, flat-top, even columns pushed · TMX');
  await expect(page.getByTestId('tiled-error')).toHaveCount(0);
  const rows = page.getByTestId('tiled-tiles').locator('tbody tr');
  await expect(rows).toHaveCount(6);
  // Every tile has its picture, cut from the tileset image.
  await expect(page.getByTestId('tiled-tiles').locator('img')).toHaveCount(6);
  // Suggestions: by type, by a terrain property (a name), by terrain + elevation properties, by a feature property.
  await expect(page.getByLabel('Terrain of atoll-sample#0')).toHaveValue('jungle');
  await expect(page.getByLabel('Terrain of atoll-sample#1')).toHaveValue('ocean');
  await expect(page.getByLabel('Level of atoll-sample#3')).toHaveValue('1');
  await expect(page.getByLabel('Feature of atoll-sample#5')).toHaveValue('objective');
  await expect(page.getByTestId('tiled-unmapped-count')).toHaveText('1 tile unmapped: their hexes get the default terrain.');
  await expect(page.getByLabel('What line|river becomes')).toHaveValue('hexside:river');
  await expect(page.getByLabel('What area|setup becomes')).toHaveValue('zone:setup');
  await dialog.screenshot({ path: 'test-results/tiled-import-dialog.png' });

  // The rocks become hills at level 2; the default terrain becomes kunai.
  await page.getByLabel('Terrain of atoll-sample#4').selectOption('hills');
  await page.getByLabel('Level of atoll-sample#4').fill('2');
  await page.getByLabel('Level of atoll-sample#4').press('Enter');
  await expect(page.getByTestId('tiled-unmapped-count')).toHaveText('Every tile is mapped.');
  await page.getByTestId('tiled-default-terrain').selectOption('kunai');
  await page.getByTestId('tiled-import').click();
  await expect(page.getByTestId('tiled-report')).toContainText('12 × 10 hexes (flat-top, even columns pushed), 120 hexes set, 3 features, 2 labels, 2 zones, 10 hexsides and 6 paths');
  await expect(page.getByTestId('tiled-report')).toContainText('Every tile was mapped.');
  await page.getByTestId('tiled-report').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('status-message')).toContainText('Imported palm-point-csv.tmx as palm point csv');
  await expect(page.getByTestId('dialog-tiled-import')).toBeHidden();
  await page.screenshot({ path: 'test-results/tiled-import-palm-point.png' });

  // The project remembers the mapping: importing the JSON version of the map starts from it.
  await chooseTiledFiles(page, ['palm-point.tmj', 'atoll-sample.tsx', 'atoll-sample.png']);
  await expect(page.getByTestId('tiled-summary')).toContainText('12 × 10 hexes');
  await expect(page.getByLabel('Terrain of atoll-sample#4')).toHaveValue('hills');
  await expect(page.getByLabel('Level of atoll-sample#4')).toHaveValue('2');
  await expect(page.getByTestId('tiled-default-terrain')).toHaveValue('kunai');
  await expect(page.getByTestId('dialog-tiled-import')).toContainText('Started from the mapping this project remembers.');
  await page.keyboard.press('Escape');
  expect(errors).toEqual([]);
});

test("Tiled's own hexagonal example: no tileset image here, tiles mapped by hand, the unmapped ones listed", async ({ page }) => {
  await page.goto(host.url);
  await chooseTiledFiles(page, ['hexagonal-mini.tmx']);
  await expect(page.getByTestId('tiled-summary')).toContainText('20 × 20 hexes, pointy-top, odd rows pushed · TMX');
  // The map uses 15 of the tileset's tiles; none has a type or property, and the tileset image is not here.
  await expect(page.getByTestId('tiled-tiles').locator('tbody tr')).toHaveCount(15);
  await expect(page.getByTestId('tiled-tiles').locator('.no-picture')).toHaveCount(15);
  await expect(page.getByTestId('tiled-missing-images')).toContainText('hexmini.png was not chosen: those tiles show no picture.');
  await expect(page.getByTestId('tiled-unmapped-count')).toHaveText('15 tiles unmapped: their hexes get the default terrain.');
  const mapping = JSON.parse(readFileSync('tests/fixtures/tiled/hexagonal-mini.mapping.json', 'utf8')) as { tiles: Record<string, { terrain: string; elevation?: number }> };
  // The mapping file also names two tiles this map does not use.
  for (const [key, target] of Object.entries(mapping.tiles).filter(([key]) => key !== 'hex mini#0' && key !== 'hex mini#5')) {
    await page.getByLabel(`Terrain of ${key}`, { exact: true }).selectOption(target.terrain);
    if (target.elevation !== undefined) {
      await page.getByLabel(`Level of ${key}`, { exact: true }).fill(String(target.elevation));
      await page.getByLabel(`Level of ${key}`, { exact: true }).press('Enter');
    }
  }
  await expect(page.getByTestId('tiled-unmapped-count')).toHaveText('2 tiles unmapped: their hexes get the default terrain.');
  await page.getByTestId('tiled-import').click();
  await expect(page.getByTestId('tiled-unmapped')).toContainText('hex mini#15');
  await expect(page.getByTestId('tiled-unmapped')).toContainText('hex mini#16');
  await page.getByTestId('dialog-tiled-import').screenshot({ path: 'test-results/tiled-import-mini-report.png' });
  await page.getByTestId('tiled-report').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('dialog-tiled-import')).toBeHidden();
  await page.screenshot({ path: 'test-results/tiled-import-hexagonal-mini.png' });
});

test('a bad file: one line, nothing opened', async ({ page }) => {
  await page.goto(host.url);
  const chooser = page.waitForEvent('filechooser');
  await chooseMenu(page, 'File', 'file.importTiled');
  await (await chooser).setFiles({ name: 'iso.tmx', mimeType: 'application/xml', buffer: Buffer.from('<map orientation="isometric" width="4" height="4" tilewidth="64" tileheight="32"/>') });
  await expect(page.getByTestId('tiled-error')).toHaveText('iso.tmx is an isometric map; Atoll imports hexagonal Tiled maps only (Tiled: Map ▸ Map Properties ▸ Orientation: Hexagonal)');
  await expect(page.getByTestId('tiled-import')).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('dialog-tiled-import')).toHaveCount(0);
});

test('File ▸ Export ▸ Tiled Map: the map and its tileset images, downloaded together, open as the same map', async ({ page }) => {
  await page.goto(host.url);
  const chooser = page.waitForEvent('filechooser');
  await chooseMenu(page, 'File', 'file.importJson');
  await (await chooser).setFiles({ name: 'taremo.atoll.json', mimeType: 'application/json', buffer: readFileSync('scenarios/taremo.atoll.json') });
  await expect(page.getByTestId('status-message')).toContainText('Imported');
  await chooseMenu(page, 'File', 'file.export.tiled');
  await page.getByTestId('tiled-export-format').selectOption('tmj');
  await expect(page.getByTestId('interop-export-files')).toHaveText(
    'Writes Taremo-Ridge.tmj with Taremo-Ridge-terrain.png and Taremo-Ridge-elevation.png beside it (in browser mode they come as one download, Taremo-Ridge-tiled.zip).',
  );
  await page.getByTestId('dialog-interop-export').screenshot({ path: 'test-results/tiled-export-dialog.png' });
  const download = page.waitForEvent('download');
  await page.getByTestId('interop-export-start').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Taremo-Ridge-tiled.zip');
  const zip = unzipSync(readFileSync(await file.path()));
  expect(Object.keys(zip).sort()).toEqual(['Taremo-Ridge-elevation.png', 'Taremo-Ridge-terrain.png', 'Taremo-Ridge.tmj']);
  const map = JSON.parse(Buffer.from(zip['Taremo-Ridge.tmj']).toString('utf8')) as { width: number; height: number; staggeraxis: string; layers: { name: string }[] };
  expect([map.width, map.height, map.staggeraxis]).toEqual([24, 20, 'x']);
  expect(map.layers.map((l) => l.name)).toEqual(['Terrain', 'Elevation', 'Features', 'Hexsides', 'Paths']);
  await expect(page.getByTestId('status-message')).toHaveText('Exported Taremo-Ridge-tiled.zip');
  // Reopened, the dialog remembers the format.
  await chooseMenu(page, 'File', 'file.export.tiled');
  await expect(page.getByTestId('tiled-export-format')).toHaveValue('tmj');
});

test('File ▸ Export ▸ VASSAL Module: the board size before export, then one .vmod download with the board, the counters and the buildFile', async ({ page }) => {
  await page.goto(host.url);
  const chooser = page.waitForEvent('filechooser');
  await chooseMenu(page, 'File', 'file.importJson');
  await (await chooser).setFiles({ name: 'palembang.atoll.json', mimeType: 'application/json', buffer: readFileSync('scenarios/palembang.atoll.json') });
  await expect(page.getByTestId('status-message')).toContainText('Imported');
  await chooseMenu(page, 'File', 'file.export.vassal');
  await expect(page.getByTestId('interop-export-files')).toHaveText('Writes Palembang.vmod, its board 1,965 × 1,384 pixels.');
  await page.getByTestId('vassal-dpi').selectOption('150');
  await expect(page.getByTestId('interop-export-files')).toHaveText('Writes Palembang.vmod, its board 2,948 × 2,076 pixels.');
  await page.getByTestId('dialog-interop-export').screenshot({ path: 'test-results/vassal-export-dialog.png' });
  const download = page.waitForEvent('download');
  await page.getByTestId('interop-export-start').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Palembang.vmod');
  const zip = unzipSync(readFileSync(await file.path()));
  expect(Object.keys(zip)).toEqual(expect.arrayContaining(['buildFile.xml', 'moduledata', 'images/board.png']));
  const buildFile = Buffer.from(zip['buildFile.xml']).toString('utf8');
  expect(buildFile).toContain('<VASSAL.build.module.map.boardPicker.board.HexGrid');
  expect((buildFile.match(/<VASSAL\.build\.widget\.PieceSlot /g) ?? []).length).toBeGreaterThan(80);
  await expect(page.getByTestId('status-message')).toHaveText('Exported Palembang.vmod');
  await chooseMenu(page, 'File', 'file.export.vassal');
  await expect(page.getByTestId('vassal-dpi')).toHaveValue('150');
});
