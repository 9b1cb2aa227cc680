/**
 * The play-test engine: a pure, deterministic reducer over an immutable game state (DESIGN §4.1).
 * Slices so far: sequence of play (4), command points with scenario bonuses (5), drop zones, air drops, scatter and
 * air assault (6), stacking (7), fog of war (8: nothing hidden), zones of control (9), ground movement with fast
 * movement (10), ground combat with ranged fire and column shifts (11), airstrikes and naval gunfire (12), retreat
 * (13), pursuit (14), disruption and regroup (15), reinforcements with die-roll tables (16), night turns (17),
 * victory: sudden death, end-game VP and evacuation (21); the scenario rule "arrival plan" (sealed before play, checked
 * after the game).
 */
export type {
  Action,
  AirdropAction,
  AttackAction,
  ChooseAction,
  CommitStrikesAction,
  EndPhaseAction,
  EnterAction,
  EvacuateAction,
  FastMoveAction,
  MoveAction,
  MoveToAction,
  PickUnitsAction,
  PlaceDropZoneAction,
  PursueAction,
  RegroupAction,
  StrikeTarget,
  SubmitArrivalPlanAction,
} from './actions';
export { ACTION_TYPES } from './actions';
export { apply } from './apply';
export type { Board, BoardFeature, SideInfo, UnitInfo } from './board';
export { directionTo, hexAt, hexIndex, isHexRef, labelOf } from './board';
export { isAirAssaultCapable } from './air-assault';
export { ARRIVAL_PLAN_RULE, arrivalPlanPending, planContingents, planDigest, planFor, planRequired, plansMissing } from './arrival-plan';
export { comparePlan } from './arrival-plan-check';
export { checkAirdrop, dropHexes } from './airdrop';
export { areaHexes, describeArea } from './area-hexes';
export { assessAttack } from './combat';
export { checkAttack, type AttackPlan } from './combat-check';
export { columnShifts, isConcentric, type CombatForces } from './combat-shifts';
export { cpOf, trackCp } from './command-points';
export { allHold, conditionHolds, contingentArrived, describeCondition, describeConditions } from './conditions';
export { dropZonesOf } from './drop-zones';
export { entryOptions, mustEnter, type EntryOption } from './entry';
export { checkEvacuate } from './evacuation';
export type { RuleError, RuleErrorCode } from './errors';
export { isOneStep } from './disruption';
export type { ColumnShift, CombatAssessment, CombatantStrength, CostPart, CrtColumnRef, GameEvent, MoveStepExplanation } from './events';
export type { ScenarioEvent, StrikeStrength, TableModifier, VictoryScore, VpLine } from './events-scenario';
export type { ArrivalDeviation, ArrivalPlanEvent, ContingentArrival } from './events-arrival-plan';
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
export type { ObjectiveInfo, ScenarioRules, SideRules } from './scenario-rules';
export { setupFromScenario } from './scenario-setup';
export { SetupError, boardFromSetup, createGame } from './setup';
export type { GameSetup, Placement, SetupFeature, SetupMap, SetupSide, SetupZone } from './setup-types';
export { overStackedHexes, type StackReport } from './stacking';
export {
  NO_COMBAT,
  NO_MOVEMENT,
  combatOf,
  notYetArrived,
  phasingSide,
  poolOf,
  turnRecord,
  type CombatState,
  type Decision,
  type EntryPlan,
  type GameOutcome,
  type GameState,
  type MovementState,
  type PoolEntry,
  type PursuitState,
  type ReinforcementState,
  type SealedArrivalPlan,
  type StrikeState,
  type UnitMoveProgress,
  type UnitState,
} from './state';
export { checkStrikes, perHexLimit } from './strike-check';
export { availableStrikes, inReserve, usable as strikeUsable } from './strike-state';
export { currentStep, isMechanized, movementAllowance, sizePoints } from './units';
export { scoreVictory, suddenDeathWinner } from './victory';
export { INFILTRATION_ENABLED, mayInfiltrate, zocMasks, type ZocMasks } from './zoc';
