import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type {} from '../../src-renderer/window-hooks';
import { ROOT } from './electron';
import { saved } from './saved';

/** Opens the app and imports a bundled scenario, changed first where a test needs it, as a new draft. */
export async function importScenario(page: Page, url: string, name: string, change: (doc: Record<string, unknown>) => void = () => undefined): Promise<void> {
  const doc = JSON.parse(readFileSync(path.join(ROOT, 'scenarios', `${name}.atoll.json`), 'utf8')) as Record<string, unknown>;
  change(doc);
  await page.goto(url);
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  // The project the page reopened is closed as it is (a draft stays a draft), so no question stands in the way.
  await page.evaluate(async ([file, text]) => {
    await window.atollApp!.closeProject();
    await window.atollApp!.importJson(file, text);
  }, [`${name}.atoll.json`, JSON.stringify(doc)] as const);
  await saved(page);
}
