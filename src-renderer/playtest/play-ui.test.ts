import { afterEach, describe, expect, it } from 'vitest';
import { distance } from '../../src-shared/hex';
import { isHidden, phasingSide } from '../../src-shared/engine';
import { BotTable, reachFor } from '../../src-shared/playtest';
import { PlayUi } from './play-ui';
import { testGame } from '../../tests/support/playtest-game-store';

const uis: PlayUi[] = [];
function uiFor(...args: Parameters<typeof testGame>): PlayUi {
  const ui = new PlayUi(testGame(...args));
  uis.push(ui);
  return ui;
}
afterEach(() => {
  for (const ui of uis.splice(0)) ui.destroy();
});

describe('the board’s interaction', () => {
  it('moves the selected unit to a lit hex with a click, and says the engine’s reason for a hex it cannot reach', () => {
    const ui = uiFor('palembang', { allied: 'human', japanese: 'human' });
    ui.seats.setRevealAll(true);
    // The bots play the Japanese player turn; the Allied units on the map then move.
    const bots = new BotTable({ japanese: 'greedy', allied: 'greedy' }, 1);
    for (let i = 0; i < 500 && !(ui.game.state.phase === 'movement' && phasingSide(ui.game.state).id === 'allied'); i++) ui.game.act(bots.next(ui.game.state)!);
    const side = phasingSide(ui.game.state).id;
    const unit = ui.game.state.board.unitIds.find((id) => {
      const hex = ui.game.state.units[id].hex;
      if (!hex || ui.game.state.board.units[id].sideId !== side) return false;
      ui.select(hex, id);
      return ui.reach.length > 0;
    })!;
    expect(unit).toBeTruthy();
    const target = ui.reach.at(-1)!;
    expect(ui.highlights.reach.length).toBe(ui.reach.length);
    // A far hex off its reach: refused with the engine's words, nothing played.
    const before = ui.game.length;
    const far = { col: 0, row: 0 };
    expect(ui.reach.some((r) => r.hex.col === far.col && r.hex.row === far.row)).toBe(false);
    expect(ui.unitsIn(far)).toEqual([]);
    ui.click(far);
    expect(ui.game.length).toBe(before);
    expect(ui.game.refusal ?? '').toMatch(/cannot move to/);
    ui.select(ui.game.state.units[unit].hex, unit);
    ui.setHover(target.hex);
    expect(ui.preview?.mpSpent).toBe(target.cost);
    ui.click(target.hex);
    expect(ui.game.length).toBe(before + 1);
    expect(ui.game.state.units[unit].hex).toEqual(target.hex);
    expect(ui.arrows.some((a) => a.kind === 'move')).toBe(true);
  });

  it('puts an attack together: units next to the defender attack, the others fire at range; a retreat route goes hex by hex', () => {
    const ui = uiFor('palembang', { allied: 'human', japanese: 'human' });
    const state = ui.game.state;
    const [a, b] = state.board.unitIds.filter((id) => state.units[id].hex && state.board.units[id].sideId === 'allied');
    const at = state.units[a].hex!;
    const next = [0, 1, 2, 3, 4, 5].map((d) => state.board.neighbourAt[(at.row * state.board.cols + at.col) * 6 + d]).find((n) => n >= 0)!;
    const defender = { col: next % state.board.cols, row: Math.floor(next / state.board.cols) };
    ui.attack.toggle(a);
    ui.attack.toggle(b);
    ui.attack.setDefender(defender);
    const action = ui.attack.action!;
    const bAdjacent = distance(state.board.geom, state.units[b].hex!, defender) === 1;
    expect(action.attackers).toEqual(bAdjacent ? [a, b] : [a]);
    expect(action.ranged ?? []).toEqual(bAdjacent ? [] : [b]);
    ui.attack.toggle(b);
    expect(ui.attack.units).toEqual([a]);
    // Retreat planning: the first hex next to the defender's, then each next to the last.
    ui.attack.planRetreat('someone');
    expect(ui.attack.extendRetreat({ col: defender.col + 5, row: defender.row })).toBe(false);
    const step = [0, 1, 2, 3, 4, 5].map((d) => state.board.neighbourAt[(defender.row * state.board.cols + defender.col) * 6 + d]).find((n) => n >= 0)!;
    expect(ui.attack.extendRetreat({ col: step % state.board.cols, row: Math.floor(step / state.board.cols) })).toBe(true);
    expect(ui.attack.action?.retreatPaths?.someone).toHaveLength(1);
    ui.attack.clear();
    expect(ui.attack.empty).toBe(true);
  });
});

describe('seats at the screen', () => {
  it('hot-seat: the board hides until the side to act takes the screen, and never shows the other side’s hidden units', () => {
    const ui = uiFor('taremo', { us: 'human', japanese: 'human' }, 3);
    const acting = ui.acting;
    expect(ui.seats.handOverTo).toBe(acting);
    expect(ui.canAct).toBe(false);
    ui.seats.takeScreen(acting);
    expect(ui.seats.handOverTo).toBeNull();
    expect(ui.canAct).toBe(true);
    const hidden = ui.game.state.board.unitIds.filter((id) => isHidden(ui.game.state, id));
    expect(hidden.length).toBeGreaterThan(0);
    const enemy = hidden.filter((id) => ui.game.state.board.units[id].sideId !== acting);
    for (const id of enemy) {
      expect(ui.seats.sees(id)).toBe(false);
      expect(ui.unitsIn(ui.game.state.units[id].hex!)).not.toContain(id);
    }
    ui.seats.setRevealAll(true);
    expect(enemy.every((id) => ui.seats.sees(id))).toBe(true);
  });

  it('one person against a bot: the board shows what that person’s side may see, and the bot side never waits for a hand-over', () => {
    const ui = uiFor('taremo', { us: 'human', japanese: 'greedy' }, 3);
    expect(ui.seats.viewer).toBe('us');
    expect(ui.seats.handOverTo).toBeNull();
    const japaneseHidden = ui.game.state.board.unitIds.filter((id) => isHidden(ui.game.state, id) && ui.game.state.board.units[id].sideId === 'japanese');
    expect(japaneseHidden.every((id) => !ui.seats.sees(id))).toBe(true);
  });
});

describe('what the move preview and the log show the person at the screen', () => {
  /** Taremo with the United States played by a person: the bots play until a US unit's preview, worked out on what the
   *  United States knows, lists a hex the engine refuses because of Japanese units hidden from it. */
  function blockedByHidden() {
    const ui = uiFor('taremo', { us: 'human', japanese: 'human' }, 3);
    ui.seats.takeScreen('us');
    const bots = new BotTable({ japanese: 'greedy', us: 'greedy' }, 3);
    for (let i = 0; i < 3000 && !ui.game.state.over; i++) {
      const { state } = ui.game;
      if (state.phase === 'movement' && phasingSide(state).id === 'us') {
        ui.seats.takeScreen('us');
        for (const id of state.board.unitIds) {
          const hex = state.units[id].hex;
          if (!hex || state.board.units[id].sideId !== 'us') continue;
          ui.select(hex, id);
          const blocked = ui.reach.find((r) => !reachFor(state, id).some((t) => t.hex.col === r.hex.col && t.hex.row === r.hex.row));
          if (blocked) return { ui, unitId: id, blocked: blocked.hex };
        }
      }
      ui.game.act(bots.next(state)!);
    }
    throw new Error('no move blocked by a hidden unit in this game');
  }

  it('hides hidden units’ zones of control, and a move they stop is refused without saying where they are', () => {
    const { ui, unitId, blocked } = blockedByHidden();
    const { state } = ui.game;
    const masked = ui.seats.masked!;
    expect(masked.size).toBeGreaterThan(0);
    const seen = state.board.unitIds.filter((id) => state.board.units[id].sideId === 'japanese' && !masked.has(id) && state.units[id].hex);
    const nextToSeen = (hex: { col: number; row: number }) => seen.some((id) => distance(state.board.geom, state.units[id].hex!, hex) <= 1);
    expect(ui.highlights.zoc.every(nextToSeen)).toBe(true);
    expect(ui.reach.filter((r) => r.endsInEzoc).every((r) => nextToSeen(r.hex))).toBe(true);
    const before = ui.game.length;
    ui.click(blocked);
    expect(ui.game.length).toBe(before);
    expect(ui.game.refusal).toMatch(/something your side cannot see stops the move/);
    for (const id of masked) expect(ui.game.refusal).not.toContain(ui.game.names.unit(id));
    expect(unitId).toBeTruthy();
  });

  it('shows on the map where the units of an event without a hex stood', () => {
    const ui = uiFor('palembang', { allied: 'human', japanese: 'human' });
    ui.seats.setRevealAll(true);
    const bots = new BotTable({ japanese: 'greedy', allied: 'greedy' }, 1);
    for (let i = 0; i < 400 && !ui.game.state.over; i++) ui.game.act(bots.next(ui.game.state)!);
    const events = ui.game.events;
    const pick = events.find((e) => {
      const told = ui.game.narration(e);
      if (told.hexes.length > 0 || told.units.length === 0) return false;
      return told.units.some((id) => ui.game.timeline.stateAt(e.actionIndex + 1).units[id]?.hex);
    });
    expect(pick).toBeTruthy();
    const told = ui.game.narration(pick!);
    ui.showEvent(pick!, told);
    const after = ui.game.timeline.stateAt(pick!.actionIndex + 1);
    const expected = told.units.flatMap((id) => (after.units[id]?.hex ? [after.units[id].hex] : []));
    expect(ui.highlights.focus).toEqual(expect.arrayContaining(expected));
    expect(ui.highlights.focus.length).toBeGreaterThan(0);
  });
});
