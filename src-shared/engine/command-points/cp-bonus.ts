// Rules 5.3, 5.4, 23.3.
/**
 * Scenario CP for holding hexes (5.3; Palembang 23.3, Primosole 24.3), added in the side's Command Point Phase after
 * the reset to the track: a hex counts when a ground unit of the side occupies it and, if the bonus says so, no enemy
 * ground unit stands next to it; `any` needs one such hex, `all` needs every listed hex. Each bonus of the side is
 * reported with the state of every hex, granted or not. CP never go below zero (5.4).
 */
import type { CpBonus } from '../../model';
import { usesCp } from './command-points';
import { hexAt, hexIndex, labelOf, onMap } from '../core/board';
import { occupiers } from '../scenario/conditions';
import type { GameEvent } from '../core/events';
import { withParts, type GameState } from '../core/state';
import { unitInfos, unitStates } from '../core/units';

function enemiesAround(state: GameState, at: number, sideId: string): string[] {
  const { board } = state;
  const around = new Set<number>();
  for (let dir = 0; dir < 6; dir++) around.add(board.neighbourAt[at * 6 + dir]);
  const units = unitStates(state);
  const infos = unitInfos(board);
  return board.unitIds.filter((_, i) => {
    const hex = units[i].hex;
    return hex !== null && infos[i].sideId !== sideId && around.has(hexIndex(board, hex));
  });
}

function assess(state: GameState, bonus: CpBonus, held: Map<number, string>) {
  const { board } = state;
  const hexes = bonus.hexes.filter((h) => onMap(board, h)).map((h) => {
    const at = hexIndex(board, h);
    const adjacentEnemies = bonus.noAdjacentEnemy ? enemiesAround(state, at, bonus.sideId) : [];
    return { hex: labelOf(board, hexAt(board, at)), held: held.get(at) === bonus.sideId, adjacentEnemies };
  });
  const counts = (h: (typeof hexes)[number]) => h.held && h.adjacentEnemies.length === 0;
  const granted = hexes.length > 0 && (bonus.require === 'any' ? hexes.some(counts) : hexes.every(counts));
  const need = `${bonus.require === 'any' ? 'any' : 'every one'} of ${hexes.map((h) => h.hex).join(', ')} held${bonus.noAdjacentEnemy ? ' with no enemy ground unit next to it' : ''}`;
  const failing = hexes.filter((h) => !counts(h)).map((h) => (h.held ? `${h.hex} has enemies next to it (${h.adjacentEnemies.join(', ')})` : `${h.hex} is not held`));
  const why = granted ? `${need}: yes` : `${need}: no${failing.length > 0 ? `; ${failing.join('; ')}` : ''}`;
  return { hexes, granted, why };
}

export function applyCpBonuses(state: GameState, sideId: string): { state: GameState; events: GameEvent[] } {
  const bonuses = state.board.scenario.cpBonuses.filter((b) => b.sideId === sideId);
  if (bonuses.length === 0 || !usesCp(state.board)) return { state, events: [] };
  const held = occupiers(state);
  const events: GameEvent[] = [];
  let cp = Object.hasOwn(state.cp, sideId) ? state.cp[sideId] : 0;
  for (const bonus of bonuses) {
    const { hexes, granted, why } = assess(state, bonus, held);
    if (granted) cp = Math.max(0, cp + bonus.cp);
    events.push({ type: 'cp-bonus', side: sideId, bonusId: bonus.id, cp: bonus.cp, granted, total: cp, hexes, why, rule: '5.3' });
  }
  return { state: withParts(state, { cp: { ...state.cp, [sideId]: cp } }), events };
}
