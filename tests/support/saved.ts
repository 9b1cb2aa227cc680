import { expect, type Page } from '@playwright/test';

/**
 * Every command made so far is written to the project: none waits for the backend (the status bar's `data-pending`),
 * and the status bar says so. The word alone is no proof: it turns to "saving…" only when a save is slow.
 */
export async function saved(page: Page): Promise<void> {
  const status = page.getByTestId('status-project');
  await expect(status).toHaveAttribute('data-pending', '0');
  await expect(status).toContainText('saved');
}
