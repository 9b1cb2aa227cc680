import { chromium, type Browser, type Page } from 'playwright-core';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type {} from '../../src-renderer/window-hooks';
import { startHost, type RunningHost } from '../support/web-host';
import { longSession, playtestScenario, writePlaytestProject } from './playtest-fixture';

const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** The play-test benchmark's page: browser mode in Chromium with the bench project open in the editor, and the ids of
 *  its two sessions (a fresh game, and a long session of stored actions). */
export type PlaytestPage = { page: Page; browser: Browser; host: RunningHost; ids: { game: string; long: string }; close(): Promise<void> };

/** A 200 × 200 scenario with 600 units (smoke: 40 × 40, 60 units), a game and a 2,000-action session (smoke: 150) stored
 *  in the project, opened in the editor of browser mode. */
export async function openPlaytestPage(smoke: boolean): Promise<PlaytestPage> {
  const side = smoke ? 40 : 200;
  const units = smoke ? 60 : 600;
  const { doc, placements } = playtestScenario(side, units);
  const long = longSession(doc, placements, smoke ? 150 : 2000);
  const host = await startHost();
  const executablePath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
  const browser = await chromium.launch({ executablePath, args: ARGS });
  const close = async () => {
    await browser.close();
    await host.stop();
  };
  try {
    const file = path.basename(writePlaytestProject(host.projectsDir, doc));
    const page = await (await browser.newContext({ viewport: { width: 1400, height: 850 } })).newPage();
    await page.goto(host.url);
    await page.waitForSelector('body[data-ready=true]');
    const ids = await page.evaluate(
      async ([name, start, text]) => {
        const app = window.atollApp!;
        await app.openPath(name);
        const handle = app.project!.handle;
        const game = await app.api['sessions.create']({ handle, name: 'Bench game', seed: 1, placements: start, players: {} });
        const imported = await app.api['sessions.import']({ handle, text });
        return { game: game.id, long: imported.summary.id };
      },
      [file, placements, long] as const,
    );
    return { page, browser, host, ids, close };
  } catch (e) {
    await close();
    throw e;
  }
}

/** Editor to a playable board: View ▸ Play-test (the checker, the sessions), a session opened (its snapshot replayed
 *  into a timeline), until the map is painted complete and every counter drawn. */
export async function openMs(page: Page, id: string): Promise<number> {
  return page.evaluate(async (session) => {
    const playtest = window.atollPlaytest!;
    playtest.leave();
    await new Promise((r) => requestAnimationFrame(r));
    const t0 = performance.now();
    await playtest.enter();
    if (!(await playtest.open(session))) throw new Error(`the session did not open: ${playtest.notice?.text}`);
    for (;;) {
      await new Promise((r) => requestAnimationFrame(r));
      const board = window.atollBoard;
      if (window.atollPlayMap?.complete && board && board.shownUnits().length > 0 && board.images.settled) return performance.now() - t0;
    }
  }, id);
}

/** Apply + redraw: a click on a hex the selected unit can reach, to the frame that shows it moved (and its new reach). */
export async function actionTimes(page: Page, count: number): Promise<number[]> {
  return page.evaluate(async (n) => {
    const ui = window.atollPlaytest!.ui!;
    const game = window.atollPlaytest!.game!;
    ui.setAnimate(false);
    // Two people at one screen: the designer's view, so no hand-over screen stands between the moves.
    ui.seats.setRevealAll(true);
    const times: number[] = [];
    for (let guard = 0; times.length < n && guard < 50 * n; guard++) {
      const state = game.state;
      if (state.phase !== 'movement') {
        game.act({ type: 'endPhase' });
        continue;
      }
      // The next unit of the phasing side that can move, selected as a click would (before the clock starts).
      const side = state.board.sides[state.player].id;
      const unit = state.board.unitIds.find((id) => state.board.units[id].sideId === side && state.units[id].hex && !state.movement.units[id]);
      if (!unit) {
        game.act({ type: 'endPhase' });
        continue;
      }
      const hex = state.units[unit].hex!;
      ui.select(hex, unit);
      window.atollPlaytest!.boardEditor.view!.centreOn(hex);
      const target = ui.reach.at(-1);
      await new Promise((r) => requestAnimationFrame(r));
      if (!target) {
        ui.select(null);
        game.act({ type: 'endPhase' });
        continue;
      }
      const t0 = performance.now();
      ui.click(target.hex);
      await new Promise((r) => requestAnimationFrame(r));
      window.atollBoard!.drawNow();
      window.atollPlayMap!.drawNow();
      times.push(performance.now() - t0);
      // The window timed, for a trace (playtest-profile.ts).
      performance.measure('playtest-action', { start: t0 });
      // The side panel's lists of legal actions follow just after the frame (timed by playtest.legal_actions_ms):
      // let them settle before the next click, as a person's next click would.
      for (let k = 0; k < 200 && ui.intents === null; k++) await new Promise((r) => setTimeout(r, 5));
    }
    return times;
  }, count);
}

/** Step back and redraw on a long session: back through the last 200 actions, then ten steps back from 10 places. */
export async function stepBackTimes(page: Page, points: number, run: number): Promise<number[]> {
  return page.evaluate(
    async ([points, run]) => {
      const game = window.atollPlaytest!.game!;
      const times: number[] = [];
      // Back through the last actions from the present, then back from places spread over the log (no helper
      // functions here: the page gets this code as it is written).
      const starts = [game.length, ...Array.from({ length: points }, (_, p) => Math.round(((p + 0.5) / points) * game.length))];
      for (let s = 0; s < starts.length; s++) {
        game.jumpTo(starts[s]);
        await new Promise((r) => requestAnimationFrame(r));
        for (let i = 0; i < (s === 0 ? run * 2 : run); i++) {
          const t0 = performance.now();
          game.stepBack();
          await new Promise((r) => requestAnimationFrame(r));
          window.atollBoard!.drawNow();
          times.push(performance.now() - t0);
          performance.measure('playtest-step-back', { start: t0 });
        }
      }
      return times;
    },
    [points, run] as const,
  );
}

