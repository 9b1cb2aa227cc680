// Rules 5.3, 16.4, 17.0.
/**
 * Conditions of table modifiers, outcomes and CP bonuses (16.4, 5.3), read from the state:
 *  - turn: the current turn's index lies in from..to;
 *  - night: the turn record marks the turn as night (17.0) or not;
 *  - occupies: the side has a ground unit in at least `atLeast` of the hexes (the objective hexes when none are listed);
 *  - arrived: some unit of the contingent has entered play (on the map, in the reinforcements pool, eliminated or
 *    removed), the test of 16.4 for a reinforcement that "has already entered play".
 */
import type { Condition, HexRef } from '../../model';
import { allHold as judgeAll, conditionHolds as judge, type ConditionState } from '../../scenario/conditions';
import { hexIndex, labelOf, onMap } from '../core/board';
import { poolOf, turnRecord, type GameState } from '../core/state';
import { unitHexIndexes, unitSideIds } from '../core/units';

/** Hex index -> the side whose units stand there (opposing units never share a hex, 7.6). */
export function occupiers(state: GameState): Map<number, string> {
  const { board } = state;
  const map = new Map<number, string>();
  const hexes = unitHexIndexes(state);
  const ids = board.unitIds;
  const sides = unitSideIds(board);
  for (let i = 0; i < ids.length; i++) if (hexes[i] >= 0) map.set(hexes[i], sides[i]);
  return map;
}

export function conditionHexes(state: GameState, hexes: readonly HexRef[]): HexRef[] {
  const list = hexes.length > 0 ? hexes : state.board.scenario.objectives.map((o) => o.hex);
  return list.filter((h) => onMap(state.board, h));
}

export function contingentArrived(state: GameState, contingentId: string): boolean {
  const pool = poolOf(state);
  return state.board.unitIds.some((id) => {
    if (state.board.units[id].contingentId !== contingentId) return false;
    const unit = state.units[id];
    return unit.hex !== null || unit.eliminated === true || unit.removed !== undefined || Object.hasOwn(pool, id);
  });
}

/** The state as the shared condition judge reads it; the meaning of each condition kind lives there, once. */
function judgedState(state: GameState, held: Map<number, string>): ConditionState {
  return {
    turn: state.turn,
    night: turnRecord(state)?.night === true,
    occupies: (c) => conditionHexes(state, c.hexes).filter((h) => held.get(hexIndex(state.board, h)) === c.sideId).length >= c.atLeast,
    arrived: (contingentId) => contingentArrived(state, contingentId),
  };
}

export function conditionHolds(state: GameState, condition: Condition, held: Map<number, string> = occupiers(state)): boolean {
  return judge(condition, judgedState(state, held));
}

export function allHold(state: GameState, conditions: readonly Condition[], held?: Map<number, string>): boolean {
  const map = held ?? (conditions.some((c) => c.kind === 'occupies') ? occupiers(state) : new Map<number, string>());
  return judgeAll(conditions, judgedState(state, map));
}

export function describeCondition(state: GameState, condition: Condition): string {
  switch (condition.kind) {
    case 'turn':
      return condition.to === undefined ? `turn ${condition.from} or later` : `turns ${condition.from} to ${condition.to}`;
    case 'night':
      return condition.night ? 'a night turn' : 'a day turn';
    case 'occupies': {
      const where = condition.hexes.length > 0 ? condition.hexes.map((h) => labelOf(state.board, h)).join(', ') : 'the objective hexes';
      return `${condition.sideId} occupies at least ${condition.atLeast} of ${where}`;
    }
    case 'arrived':
      return `contingent ${condition.contingentId} has ${condition.arrived ? '' : 'not '}entered play`;
  }
}

/** "always" when there are no conditions, else the conditions joined with "and". */
export function describeConditions(state: GameState, conditions: readonly Condition[]): string {
  return conditions.length === 0 ? 'always' : conditions.map((c) => describeCondition(state, c)).join(' and ');
}
