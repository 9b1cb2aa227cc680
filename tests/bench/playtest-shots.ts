/** Screenshots of the play-test board after a few moves (`npx tsx tests/bench/playtest-shots.ts OUT_DIR [--compare DIR]`),
 *  to check that a change to how the board draws changes nothing visible: the bench's small scenario (40 × 40, 60
 *  units), the same moves every run (seeded game, the bench's choice of unit and hex), then two units stacked (the count
 *  badge), a unit selected (its reach, the enemy zones of control) and the last move's arrow. With `--compare` each
 *  screenshot is compared pixel by pixel with the one of the same name in DIR and the differing pixels are counted. */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PNG } from 'pngjs';
import { actionTimes, openMs, openPlaytestPage } from './playtest-page';

function differing(a: string, b: string): string {
  const x = PNG.sync.read(readFileSync(a));
  const y = PNG.sync.read(readFileSync(b));
  if (x.width !== y.width || x.height !== y.height) return `sizes differ (${x.width}×${x.height}, ${y.width}×${y.height})`;
  let n = 0;
  for (let i = 0; i < x.data.length; i += 4) if (x.data[i] !== y.data[i] || x.data[i + 1] !== y.data[i + 1] || x.data[i + 2] !== y.data[i + 2] || x.data[i + 3] !== y.data[i + 3]) n++;
  return `${n} of ${x.width * y.height} pixels differ`;
}

async function main() {
  const out = path.resolve(process.argv[2] ?? 'playtest-shots');
  const compareAt = process.argv.indexOf('--compare');
  const against = compareAt > 0 ? path.resolve(process.argv[compareAt + 1]) : null;
  mkdirSync(out, { recursive: true });
  const { page, ids, close } = await openPlaytestPage(true);
  try {
    await openMs(page, ids.game);
    await page.evaluate(() => window.atollPlaytest!.boardEditor.view!.actualSize());
    await actionTimes(page, 4);
    // Two units of the phasing side in one hex (the count badge), then a unit in hand with its reach.
    const stacked = await page.evaluate(async () => {
      const ui = window.atollPlaytest!.ui!;
      const state = window.atollPlaytest!.game!.state;
      const side = state.board.sides[state.player].id;
      const mine = state.board.unitIds.filter((id) => state.board.units[id].sideId === side && state.units[id].hex && !state.movement.units[id]);
      for (const unit of mine) {
        ui.select(state.units[unit].hex!, unit);
        const onto = ui.reach.find((r) => mine.some((o) => o !== unit && state.units[o].hex?.col === r.hex.col && state.units[o].hex?.row === r.hex.row));
        if (!onto) continue;
        ui.click(onto.hex);
        window.atollPlaytest!.boardEditor.view!.centreOn(onto.hex);
        return true;
      }
      return false;
    });
    const next = await page.evaluate(async () => {
      const ui = window.atollPlaytest!.ui!;
      const state = window.atollPlaytest!.game!.state;
      const side = state.board.sides[state.player].id;
      const unit = state.board.unitIds.find((id) => state.board.units[id].sideId === side && state.units[id].hex && !state.movement.units[id]);
      if (unit) ui.select(state.units[unit].hex!, unit);
      for (let i = 0; i < 3; i++) await new Promise((r) => requestAnimationFrame(r));
      return { unit, reach: ui.reach.length };
    });
    await page.waitForFunction(() => window.atollBoard!.images.settled && window.atollPlayMap!.complete);
    await page.waitForTimeout(300);
    const file = path.join(out, 'board.png');
    await page.getByTestId('play-board').screenshot({ path: file });
    console.log(`${file}: stacked ${stacked}, selected ${next.unit} with ${next.reach} hexes in reach`);
    // Far out: every stack drawn small.
    await page.evaluate(() => window.atollPlaytest!.boardEditor.view!.fit());
    await page.waitForFunction(() => window.atollBoard!.images.settled && window.atollPlayMap!.complete);
    await page.waitForTimeout(300);
    const fit = path.join(out, 'board-fit.png');
    await page.getByTestId('play-board').screenshot({ path: fit });
    console.log(fit);
    if (against) for (const name of ['board.png', 'board-fit.png']) console.log(`${name}: ${differing(path.join(out, name), path.join(against, name))}`);
    writeFileSync(path.join(out, 'done'), '');
  } finally {
    await close();
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.stack : String(e));
  process.exit(1);
});
