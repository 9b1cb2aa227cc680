import type { GameEvent, GameState } from '../../../src-shared/engine';
import type { HexRef } from '../../../src-shared/model';
import { mp, type Names } from '../../../src-shared/playtest';
import type { BoardArrow } from './board-model';

const sameHex = (a: HexRef, b: HexRef) => a.col === b.col && a.row === b.row;

/**
 * Arrows for what an action did: moves (with the MP spent), air drops that scattered, retreats, pursuits, and
 * attacks from each attacker's hex (`before`: the state the attack was made in), the last one labelled with the result.
 */
export function eventArrows(events: readonly GameEvent[], names: Names, before: () => GameState): BoardArrow[] {
  const arrows: BoardArrow[] = [];
  for (const e of events) {
    if (e.type === 'unit-moved') arrows.push({ from: e.from, to: e.to, kind: 'move', label: `${mp(e.mpSpent)} MP` });
    else if (e.type === 'unit-air-dropped' && e.landed && !sameHex(e.planned, e.landed))
      arrows.push({ from: e.planned, to: e.landed, kind: 'scatter', label: e.scatter ? `scatter ${names.direction(e.scatter.direction)} ${e.scatter.distance}` : 'scatter' });
    else if (e.type === 'unit-retreated' && !sameHex(e.from, e.to)) arrows.push({ from: e.from, to: e.to, kind: 'retreat', label: `retreat ${e.rolled}` });
    else if (e.type === 'unit-pursued') arrows.push({ from: e.from, to: e.to, kind: 'advance' });
    else if (e.type === 'combat-resolved') {
      const state = before();
      const first = arrows.length;
      for (const a of e.attackers) {
        const from = state.units[a.unitId]?.hex;
        if (from) arrows.push({ from, to: e.at, kind: 'attack' });
      }
      if (arrows.length > first) arrows[arrows.length - 1] = { ...arrows[arrows.length - 1], label: `${e.resultLabel} (die ${e.die})` };
    }
  }
  return arrows;
}
