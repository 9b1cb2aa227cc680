/**
 * The play-test engine: a pure, deterministic reducer over an immutable game state (DESIGN §4.1).
 * This slice: sequence of play (4), command points (5), stacking (7), fog of war (8: nothing hidden),
 * zones of control (9) and ground movement with fast movement (10).
 */
export type { Action, EndPhaseAction, FastMoveAction, MoveAction, MoveToAction } from './actions';
export { ACTION_TYPES } from './actions';
export { apply } from './apply';
export type { Board, SideInfo, UnitInfo } from './board';
export { hexAt, hexIndex, labelOf } from './board';
export { cpOf, trackCp } from './command-points';
export type { RuleError, RuleErrorCode } from './errors';
export type { CostPart, GameEvent, MoveStepExplanation } from './events';
export { canonicalJson, fnv1a64, hashValue } from './hash';
export { legalActions } from './legal';
export { explainStep, stepCostHalf, costTables, type CostTables, type StepCost } from './movement-cost';
export { checkFastMove, checkMover, progressOf } from './mover';
export { AIRBORNE_PLAYER_TURN, DEFENDING_PLAYER_TURN, PHASES, defaultPlayerOrder, phasesForRole, type PhaseId, type PhaseInfo } from './phases';
export { reachableHexes, type ReachEntry, type ReachOptions } from './reach';
export type { ApplyResult } from './result';
export { ReplayError, replay, stateHash, type GameSession } from './session';
export { SetupError, boardFromSetup, createGame } from './setup';
export type { GameSetup, Placement, SetupMap } from './setup-types';
export { overStackedHexes, type StackReport } from './stacking';
export { NO_MOVEMENT, phasingSide, turnRecord, type GameState, type MovementState, type UnitMoveProgress, type UnitState } from './state';
export { currentStep, movementAllowance, sizePoints } from './units';
export { INFILTRATION_ENABLED, mayInfiltrate, zocMasks, type ZocMasks } from './zoc';
