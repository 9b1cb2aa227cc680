import type { Condition } from '../model/areas';
import type { Modifier } from '../model/arrivals';

export type OccupiesCondition = Extract<Condition, { kind: 'occupies' }>;

/** What a condition is judged against at one moment of play. */
export type ConditionState = {
  turn: number;
  night: boolean;
  occupies: (condition: OccupiesCondition) => boolean;
  arrived: (contingentId: string) => boolean;
};

export function conditionHolds(condition: Condition, state: ConditionState): boolean {
  switch (condition.kind) {
    case 'turn':
      return state.turn >= condition.from && (condition.to === undefined || state.turn <= condition.to);
    case 'night':
      return state.night === condition.night;
    case 'occupies':
      return state.occupies(condition);
    case 'arrived':
      return state.arrived(condition.contingentId) === condition.arrived;
  }
}

export function allHold(conditions: readonly Condition[], state: ConditionState): boolean {
  return conditions.every((c) => conditionHolds(c, state));
}

/** The sum of the modifiers whose conditions all hold. */
export function modifierTotal(modifiers: readonly Modifier[], state: ConditionState): number {
  return modifiers.reduce((sum, m) => (allHold(m.when, state) ? sum + m.value : sum), 0);
}
