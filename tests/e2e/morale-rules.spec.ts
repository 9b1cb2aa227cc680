import { expect, sharedHost as host, test } from '../support/test';
import type {} from '../../src-renderer/window-hooks';
import { saved, enter, newProject, exportedJson } from '../support/sheet-editing';

// The morale module in the Rules sheet (issue 14 item 11): switched on by a special rule, its params, and the morale
// table edited row by row with undo; an edit the table refuses says why and changes nothing.

test('morale: module on, params, table rows edited with undo, a bad row refused with its reason', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const errors = await newProject(page, host.url);

  await page.getByRole('tab', { name: 'Rules', exact: true }).click();
  await expect(page.getByTestId('morale-section')).toHaveCount(0);
  await page.getByTestId('special-rule-add').click();
  await page.getByTestId('special-rule-0').getByLabel('Engine module').selectOption('morale');
  await page.getByTestId('special-rule-0-param-leaders').selectOption('nearby');
  await enter(page.getByTestId('special-rule-0-param-radius'), '2');

  // The default table is shown until the first change makes it the scenario's own.
  const section = page.getByTestId('morale-section');
  await expect(section).toBeVisible();
  await expect(page.getByTestId('morale-rows').locator('tbody tr')).toHaveCount(4);
  await page.getByTestId('morale-row-0-cannot-fire').check();
  await expect(page.getByTestId('status-message')).toContainText('morale table');
  await enter(page.getByTestId('morale-row-3-hexes'), '3');

  // Overlapping ranges are refused with the reason, and nothing changes.
  await enter(page.getByTestId('morale-row-1-from'), '3');
  await expect(page.getByTestId('status-message')).toContainText('Morale table not changed: Morale row 2 (3–4) overlaps row 1 (1–3)');
  await expect(page.getByTestId('morale-row-1-from')).toHaveValue('4');

  // Undo takes back the last change only (the fall-back hexes), then the cannot-fire.
  await page.keyboard.press('Control+z');
  await expect(page.getByTestId('morale-row-3-hexes')).toHaveValue('2');
  await expect(page.getByTestId('morale-row-0-cannot-fire')).toBeChecked();
  await page.getByTestId('morale-modifier-add').click();
  await expect(page.getByTestId('morale-modifier-2')).toBeVisible();
  await section.screenshot({ path: testInfo.outputPath('morale-section.png') });

  await saved(page);
  const doc = await exportedJson<{ specialRules: unknown[]; ruleset: { morale: { rows: unknown[]; modifiers: unknown[]; source: string } } }>(page);
  expect(doc.specialRules).toEqual([expect.objectContaining({ module: 'morale', params: { leaders: 'nearby', radius: 2 } })]);
  expect(doc.ruleset.morale.rows[0]).toEqual({ from: 1, to: 3, results: ['cannot-fire'] });
  expect(doc.ruleset.morale.rows[3]).toEqual({ from: 6, to: 8, results: ['fall-back', 'cannot-fire'], hexes: 2 });
  expect(doc.ruleset.morale.modifiers).toHaveLength(3);
  expect(doc.ruleset.morale.source).toBe('Atoll default (edited)');
  expect(errors).toEqual([]);
});
