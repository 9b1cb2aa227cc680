/**
 * The play-test engine: a pure, deterministic reducer over an immutable game state (DESIGN §4.1).
 * Slices so far: sequence of play (4), command points (5), stacking (7), fog of war (8: nothing hidden),
 * zones of control (9), ground movement with fast movement (10), ground combat with ranged fire and column
 * shifts (11), retreat (13), pursuit (14), disruption and regroup (15).
 */
export type { Action, AttackAction, EndPhaseAction, FastMoveAction, MoveAction, MoveToAction, PursueAction, RegroupAction } from './actions';
export { ACTION_TYPES } from './actions';
export { apply } from './apply';
export type { Board, BoardFeature, SideInfo, UnitInfo } from './board';
export { directionTo, hexAt, hexIndex, isHexRef, labelOf } from './board';
export { assessAttack } from './combat';
export { checkAttack, type AttackPlan } from './combat-check';
export { columnShifts, isConcentric, type CombatForces } from './combat-shifts';
export { cpOf, trackCp } from './command-points';
export type { RuleError, RuleErrorCode } from './errors';
export { isOneStep } from './disruption';
export type { ColumnShift, CombatAssessment, CombatantStrength, CostPart, CrtColumnRef, GameEvent, MoveStepExplanation } from './events';
export { canonicalJson, fnv1a64, hashValue } from './hash';
export { legalActions } from './legal';
export { explainStep, stepCostHalf, costTables, type CostTables, type StepCost } from './movement-cost';
export { checkFastMove, checkMover, progressOf } from './mover';
export { AIRBORNE_PLAYER_TURN, DEFENDING_PLAYER_TURN, PHASES, defaultPlayerOrder, phasesForRole, type PhaseId, type PhaseInfo } from './phases';
export { checkPursue, pursuers } from './pursuit';
export { reachableHexes, type ReachEntry, type ReachOptions } from './reach';
export { checkRegroup } from './regroup';
export { autoRetreatRoute, retreatGround, type RetreatGround, type RetreatRoute } from './retreat-route';
export type { ApplyResult } from './result';
export { ReplayError, replay, stateHash, type GameSession } from './session';
export { SetupError, boardFromSetup, createGame } from './setup';
export type { GameSetup, Placement, SetupFeature, SetupMap } from './setup-types';
export { overStackedHexes, type StackReport } from './stacking';
export {
  NO_COMBAT,
  NO_MOVEMENT,
  combatOf,
  phasingSide,
  turnRecord,
  type CombatState,
  type GameState,
  type MovementState,
  type PursuitState,
  type UnitMoveProgress,
  type UnitState,
} from './state';
export { currentStep, isMechanized, movementAllowance, sizePoints } from './units';
export { INFILTRATION_ENABLED, mayInfiltrate, zocMasks, type ZocMasks } from './zoc';
