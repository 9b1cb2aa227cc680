/** Helpers for the play-test end-to-end tests: where things are on the board, read from the page's own stores. */
import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import type {} from '../../src-renderer/window-hooks';
import { distance } from '../../src-shared/hex';
import { scenarioPath, type BundledScenario } from './bundled-scenarios';
import { chooseMenu } from './menu';

export type Hex = { col: number; row: number };

export async function importScenario(page: Page, name: BundledScenario) {
  const chooser = page.waitForEvent('filechooser');
  await chooseMenu(page, 'File', 'file.importJson');
  await (await chooser).setFiles({ name: `${name}.atoll.json`, mimeType: 'application/json', buffer: readFileSync(scenarioPath(name)) });
  await expect(page.getByTestId('status-message')).toContainText('Imported');
}

/** From the play-test home: a new game with this seed and these players (side id to `human`, `greedy` or `random`),
 *  every unit set up as the scenario places it, and play started. */
export async function startGame(page: Page, seed: number, players: Readonly<Record<string, string>>) {
  await expect(page.getByTestId('playtest-home')).toBeVisible();
  await page.getByTestId('new-game-seed').fill(String(seed));
  for (const [side, kind] of Object.entries(players)) await page.getByTestId(`new-game-player-${side}`).selectOption(kind);
  await page.getByTestId('new-game-setup').click();
  await page.getByTestId('setup-auto-all').click();
  await expect(page.getByTestId('setup-ready')).toBeVisible();
  await page.getByTestId('setup-start').click();
  await expect(page.getByTestId('play-screen')).toBeVisible();
}

/** Where a hex's centre is on the page (the play-test board's map). */
export function hexPoint(page: Page, hex: Hex): Promise<{ x: number; y: number }> {
  return page.evaluate((h) => window.atollPlayMap!.clientOf(h), hex);
}

/** Brings a hex into view and clicks it, as a player would. */
export async function clickHex(page: Page, hex: Hex) {
  await page.evaluate((h) => window.atollPlaytest!.boardEditor.view!.centreOn(h), hex);
  const p = await hexPoint(page, hex);
  await page.mouse.click(p.x, p.y);
}

/** Moves the pointer over a hex (paths and costs show on hover). */
export async function hoverHex(page: Page, hex: Hex) {
  const p = await hexPoint(page, hex);
  await page.mouse.move(p.x - 3, p.y - 3);
  await page.mouse.move(p.x, p.y);
}

/** The hexes the board lights for what is in hand now. */
export function litHexes(page: Page): Promise<Hex[]> {
  return page.evaluate(() => {
    const ui = window.atollPlaytest!.ui!;
    ui.intentsNow();
    return ui.lit.map((l) => ({ col: l.hex.col, row: l.hex.row }));
  });
}

/** The hexes where an action of this type may be made with what is in hand now. */
export function intentHexes(page: Page, type: string): Promise<Hex[]> {
  return page.evaluate((t) => {
    const ui = window.atollPlaytest!.ui!;
    ui.intentsNow();
    return ui.handIntents.filter((i) => i.action.type === t).map((i) => ({ col: i.hexes.at(-1)!.col, row: i.hexes.at(-1)!.row }));
  }, type);
}

/** The number of actions of the game on the board, and the moment shown. */
export function gameCounts(page: Page): Promise<{ length: number; cursor: number; phase: string; turn: number; over: boolean }> {
  return page.evaluate(() => {
    const game = window.atollPlaytest!.game!;
    return { length: game.length, cursor: game.cursor, phase: game.state.phase, turn: game.state.turn, over: game.state.over };
  });
}

/** The hexes sorted by their distance to the nearest unit of `side` on the board, nearest first. */
export async function nearestTo(page: Page, hexes: readonly Hex[], side: string): Promise<Hex[]> {
  const { geom, enemies } = await page.evaluate((s) => {
    const state = window.atollPlaytest!.game!.state;
    const units = state.board.unitIds.filter((id) => state.board.units[id].sideId === s && state.units[id].hex);
    return { geom: state.board.geom, enemies: units.map((id) => state.units[id].hex!) };
  }, side);
  const score = (h: Hex) => Math.min(99, ...enemies.map((e) => distance(geom, e, h)));
  return [...hexes].sort((a, b) => score(a) - score(b));
}
