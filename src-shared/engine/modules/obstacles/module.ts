// Rules Atoll 14.9, Atoll 14.10.
/**
 * Obstacles with state and features with a life as a rule module. It acts only on boards whose ruleset gives a
 * hexside type an `obstacle` or a feature rule an `obstacle` or a `life`: the data is the switch, so other games
 * play and hash exactly as before.
 */
import type { Action } from '../../core/actions';
import type { RuleModule } from '../../core/rule-module';
import { applyClearObstacle, clearObstacleActions } from './clear-obstacle';
import { featureDefenceAdd, givesBonus, mayDestroy, rollFeatureFire } from './feature-life';
import { clearCrossed, mayCross, obstacleMoveMasks, obstacleStackFault } from './obstacle-moves';
import { boardUsesObstacles } from './obstacles';
import './obstacles-state';

export const obstaclesModule: RuleModule = {
  id: 'obstacles',
  rules: 'Atoll 14.9, 14.10',
  slice: 'obstacles',
  events: ['obstacle-cleared', 'feature-fire-rolled', 'die-rolled'],
  actions: {
    types: ['clearObstacle'],
    legal: (state) => (boardUsesObstacles(state.board) ? clearObstacleActions(state) : []),
    apply: (state, action: Action) => applyClearObstacle(state, action as Extract<Action, { type: 'clearObstacle' }>),
  },
  hooks: {
    moveMasks: (state, unitId) => (boardUsesObstacles(state.board) ? obstacleMoveMasks(state, unitId) : null),
    stackFault: (state, unitId, at) => (boardUsesObstacles(state.board) ? obstacleStackFault(state, unitId, at) : null),
    featureShelters: (state, feature) => givesBonus(state, feature),
    defenceAdd: (state, plan) => (boardUsesObstacles(state.board) ? featureDefenceAdd(state, plan) : null),
    aftermath: {
      after: (action) => mayCross(action) || mayDestroy(action),
      run: (work, action, events) => {
        if (!boardUsesObstacles(work.state.board)) return;
        if (mayCross(action)) clearCrossed(work, action, events);
        if (mayDestroy(action)) rollFeatureFire(work, action, events);
      },
    },
  },
};
