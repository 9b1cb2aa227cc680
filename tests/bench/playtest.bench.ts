import { percentile, round, type Row } from './measure';
import { actionTimes, openMs, openPlaytestPage, stepBackTimes } from './playtest-page';

/**
 * Play-test rows, in Chromium through Playwright against `npm run web`: a 200 × 200 scenario with 600 units (a game
 * and a 2,000-action session stored in the project), opened from the editor, a move clicked, and steps back.
 */
export async function playtestBench(smoke: boolean): Promise<Row[]> {
  const { page, ids, close } = await openPlaytestPage(smoke);
  try {
    const opens: number[] = [];
    for (let i = 0; i < (smoke ? 1 : 3); i++) opens.push(await openMs(page, ids.game));
    const rows: Row[] = [{ name: 'playtest.open_ms', value: round(Math.min(...opens), 1), unit: 'ms' }];
    await page.evaluate(() => window.atollPlaytest!.boardEditor.view!.actualSize());
    await actionTimes(page, 3);
    rows.push({ name: 'playtest.action_p95_ms', value: round(percentile(await actionTimes(page, smoke ? 10 : 60), 95)), unit: 'ms' });
    await openMs(page, ids.long);
    rows.push({ name: 'playtest.step_back_p95_ms', value: round(percentile(await stepBackTimes(page, smoke ? 3 : 10, smoke ? 5 : 100), 95)), unit: 'ms' });
    return rows;
  } finally {
    await close();
  }
}
