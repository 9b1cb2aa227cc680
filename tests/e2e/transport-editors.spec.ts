import { expect, sharedHost as host, test } from '../support/test';
import type {} from '../../src-renderer/window-hooks';
import { chooseMenu } from '../support/menu';
import { tab, saved, enter, newProject, exportedJson } from '../support/sheet-editing';

// Transport and long step chains in the editors (issue 14, items 12 and 13): a carrier unit type, a twelve-step chain
// with its step marker on the counter, a unit set up aboard, and the Passenger Table; each edit one undo step, and all
// of it in the exported scenario.

test('a carrier, a twelve-step squad, a unit aboard and the Passenger Table, edited with undo and exported', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const errors = await newProject(page, host.url, { width: 1500, height: 1100 });

  await tab(page, 'Forces');
  await page.getByTestId('contingent-add').click();
  await enter(page.getByTestId('contingent-0-code'), 'USMC');

  // A squad of twelve figures: a chain, eleven steps added, each with its own combat value.
  await page.getByTestId('type-add').click();
  await enter(page.getByTestId('type-name'), 'Rifle squad');
  await page.getByTestId('type-step-model').selectOption('chain');
  const addStep = page.getByRole('button', { name: 'Add step' });
  while ((await page.locator('[data-testid^="step-"][data-testid$="-combat"]').count()) < 12) await addStep.click();
  await expect(addStep).toHaveCount(0);
  await enter(page.getByTestId('step-11-combat'), '1');
  await saved(page);
  const preview = page.getByTestId('counter-preview');
  await expect(preview).toContainText('1/12');
  const counterShot = await preview.screenshot({ path: testInfo.outputPath('twelve-step-counter.png') });
  await testInfo.attach('twelve-step-counter', { body: counterShot, contentType: 'image/png' });
  const squadShot = await page.getByTestId('unit-type-editor').screenshot({ path: testInfo.outputPath('twelve-steps.png') });
  await testInfo.attach('twelve-steps', { body: squadShot, contentType: 'image/png' });

  // An amtrac that carries light infantry, two at a time, 1 MP to load and 2 to unload.
  await page.getByTestId('type-add').click();
  await enter(page.getByTestId('type-name'), 'Amtrac');
  await page.getByTestId('type-carrier-on').check();
  await enter(page.getByTestId('type-carrier-unload'), '2');
  await saved(page);
  await expect(page.getByTestId('type-carrier-classes')).toContainText('Light infantry');
  const carrierShot = await page.getByTestId('unit-type-editor').screenshot({ path: testInfo.outputPath('carrier.png') });
  await testInfo.attach('carrier', { body: carrierShot, contentType: 'image/png' });
  // One undo takes the unload cost back; a second the carrier itself.
  await chooseMenu(page, 'Edit', 'edit.undo');
  await expect(page.getByTestId('type-carrier-unload')).toHaveValue('1');
  await chooseMenu(page, 'Edit', 'edit.undo');
  await expect(page.getByTestId('type-carrier-on')).not.toBeChecked();
  await chooseMenu(page, 'Edit', 'edit.redo');
  await expect(page.getByTestId('type-carrier-on')).toBeChecked();

  // Rules: the Passenger Table starts as the Atoll default (5: loses a step); make a 5 eliminate.
  await tab(page, 'Rules');
  const table = page.getByTestId('passenger-table-section');
  await expect(page.getByTestId('passenger-row-5')).toHaveValue('step');
  await page.getByTestId('passenger-row-5').selectOption('eliminated');
  await saved(page);
  await expect(table.getByTestId('passenger-table-default')).toBeVisible();
  const tableShot = await table.screenshot({ path: testInfo.outputPath('passenger-table.png') });
  await testInfo.attach('passenger-table', { body: tableShot, contentType: 'image/png' });

  const doc = await exportedJson<{
    unitTypes: { name: string; steps: unknown[]; carrier?: { capacity: number; unloadMp: number; classes: string[] } }[];
    ruleset: { passengerTable?: { rows: { roll: number; result: string }[] } };
  }>(page);
  expect(doc.unitTypes.find((t) => t.name === 'Rifle squad')?.steps).toHaveLength(12);
  expect(doc.unitTypes.find((t) => t.name === 'Amtrac')?.carrier).toEqual({ capacity: 2, measure: 'units', classes: ['light infantry'], loadMp: 1, unloadMp: 1 });
  expect(doc.ruleset.passengerTable?.rows[4]).toEqual({ roll: 5, result: 'eliminated' });
  expect(errors).toEqual([]);
});
