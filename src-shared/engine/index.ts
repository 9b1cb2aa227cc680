/**
 * The play-test engine: a pure, deterministic reducer over an immutable game state (DESIGN §4.1).
 * Slices so far: sequence of play (4), command points with scenario bonuses (5), drop zones, air drops, scatter and
 * air assault (6), stacking (7), fog of war (8: nothing hidden), zones of control (9), ground movement with fast
 * movement (10), ground combat with ranged fire and column shifts (11), airstrikes and naval gunfire (12), retreat
 * (13), pursuit (14), disruption and regroup (15), reinforcements with die-roll tables (16), night turns (17),
 * victory: sudden death, end-game VP and evacuation (21); the scenario rule "arrival plan" (sealed before play, checked
 * after the game); special units: engineers, recon infiltration, air supply (18); demolition (19); roadblocks (20);
 * optional rules 22.1 and 22.2 and the Palembang refinery rules (23.3) as modules switched on by special rules.
 * Pacific modules, each behind its `ruleset.modules` switch: Japanese step losses, caves, napalm, Banzai charges,
 * hidden initial placement, starshells, canister and tank killers (OST Vol. 3; ASL chapter G).
 * The core calls the rule modules through hooks (core/rule-module.ts, core/registry.ts); importing this index installs
 * them (modules/installed.ts).
 */
import './modules/installed';
export type {
  Action,
  AirdropAction,
  AttackAction,
  BuildBridgeAction,
  BuildRoadblockAction,
  ChooseAction,
  CommitStrikesAction,
  DemolishAction,
  DemolitionTargetRef,
  DropSuppliesAction,
  EndPhaseAction,
  EngineeringAction,
  EnterAction,
  EvacuateAction,
  FastMoveAction,
  MoveAction,
  MoveToAction,
  PickUnitsAction,
  PlaceDropZoneAction,
  PursueAction,
  RegroupAction,
  RepairBridgeAction,
  RepairRefineryAction,
  StrikeTarget,
  SubmitArrivalPlanAction,
  UseAirSupplyAction,
} from './core/actions';
export { ACTION_TYPES } from './core/actions';
export type { Confinement, RuleHooks, RuleModule } from './core/rule-module';
export { installedModules } from './core/registry';
export { RULE_MODULES } from './modules/installed';
export type { ArrivalOrderEvent, ArrivalOrderState, SealArrivalOrderAction } from './modules/arrival-orders/arrival-orders-types';
export { ARRIVAL_ORDER_RULE, dueTurn, orderFor, orderItems, ordersMissing, itemUnits, scenarioOrder } from './modules/arrival-orders/arrival-orders';
export type { DeclareBanzaiAction, FireCanisterAction, FireStarshellAction, NapalmStrikeAction, PacificAction } from './modules/pacific/pacific-actions';
export { PACIFIC_ACTION_TYPES, isPacificAction } from './modules/pacific/pacific-actions';
export type { PacificAttackKind, PacificEvent } from './modules/pacific/events-pacific';
export type { BanzaiState, PacificState, StarshellMarker, StarshellState } from './modules/pacific/pacific-state';
export { pacificOf } from './modules/pacific/pacific-state';
export { activeBanzai, banzaiCandidates, checkDeclareBanzai, inBanzai } from './modules/banzai/banzai';
export type { ClearObstacleAction, ObstacleEvent, ObstaclesState } from './modules/obstacles/obstacles-state';
export { hexsideObstacles, featureObstacles, isCleared, isDestroyed, standingObstacles, type ObstacleSite } from './modules/obstacles/obstacles';
export { allInsideCave, caveAt, caveOccupants, insideCave, onFacingLine } from './modules/caves/caves';
export { checkCanister } from './modules/canister/canister';
export { isHidden } from './modules/hidden/hidden';
export { checkNapalm, napalmPilot } from './modules/napalm/napalm';
export { checkStarshell, illuminated, starshellsLeft } from './modules/starshells/starshells';
export { takesStepLosses } from './modules/step-losses/step-losses';
export type { MoraleEvent, MoraleState, MoraleStatus } from './modules/morale/morale-state';
export { moraleStatus } from './modules/morale/morale-state';
export { moraleMarkerText, moraleTable, resultsText } from './modules/morale/morale';
export { isLeader } from './modules/pacific/pacific-units';
export { survivesLoss } from './disruption/disruption';
export { isTankKiller } from './modules/tank-killers/tank-killers';
export type { LoadAction, TransportAction, TransportEvent, UnloadAction } from './modules/transport/events-transport';
export { carrierIds, carrierOf, loadAboard, passengersOf, TRANSPORT_RULE } from './modules/transport/transport';
export { apply } from './core/apply';
export type { Board, BoardFeature, SideInfo, UnitInfo } from './core/board';
export { directionTo, hexAt, hexIndex, isHexRef, labelOf } from './core/board';
export { isAirAssaultCapable } from './airdrops/air-assault';
export { ARRIVAL_PLAN_RULE, arrivalPlanPending, planContingents, planDigest, planFor, planRequired, plansMissing } from './reinforcements/arrival-plan';
export { comparePlan } from './reinforcements/arrival-plan-check';
export { checkAirdrop, dropHexes } from './airdrops/airdrop';
export { airSupplyOf } from './engineering/air-supply';
export { checkDemolish } from './engineering/demolition';
export { hexDemolished, hexTargetOf, hexsideTargetOf, terrainBenefitLost } from './engineering/demolition-targets';
export { isEngineer } from './engineering/engineering';
export type { EngineeringEvent, EngineeringTarget } from './engineering/events-engineering';
export { liveHexsideType, restoreHexsides } from './engineering/live-hexsides';
export { bridgeMarkersLeft } from './modules/bridge-building/bridge-building';
export { emergencyDropAllowed, emergencyDropsOn } from './modules/emergency-drops/emergency-drops';
export {
  SPECIAL_RULE_MODULE_LABELS, SPECIAL_RULE_MODULE_PARAMS, SPECIAL_RULE_MODULES, isSpecialRuleModule, moduleOn, type ModuleParamSpec, type ModuleParams, type NumberParamSpec, type TextParamSpec, type SpecialRuleModule,
} from './scenario/special-rules';
export type { AirSupplyState, EngineeringState, HexsideChange, HexsideChanges, RoadblockState } from './engineering/state-engineering';
export { areaHexes, describeArea } from './scenario/area-hexes';
export { assessAttack } from './combat/combat';
export { checkAttack, type AttackPlan } from './combat/combat-check';
export { columnShifts, isConcentric, type CombatForces } from './combat/combat-shifts';
export { cpOf, usesCp, trackCp } from './command-points/command-points';
export { allHold, conditionHolds, contingentArrived, describeCondition, describeConditions } from './scenario/conditions';
export { dropZonesOf } from './airdrops/drop-zones';
export { entryOptions, mustEnter, type EntryOption } from './reinforcements/entry';
export { checkEvacuate } from './victory/evacuation';
export type { RuleError, RuleErrorCode } from './core/errors';
export { isOneStep } from './disruption/disruption';
export type { ColumnShift, CombatAssessment, CombatantStrength, CostPart, CrtArithmetic, CrtColumnRef, CrtRoll, GameEvent, MoveStepExplanation } from './core/events';
export type { ScenarioEvent, StrikeStrength, TableModifier, VictoryScore, VpLine } from './core/events-scenario';
export type { ArrivalDeviation, ArrivalPlanEvent, ContingentArrival } from './reinforcements/events-arrival-plan';
export { canonicalJson, fnv1a64, hashValue } from './core/hash';
export { legalActions } from './core/legal';
export { explainStep, stepCostHalf, costTables, unitCostTables, mayStandIn, type CostTables, type StepCost } from './movement/movement-cost';
export { isRiverBoat, riverMasks, type RiverMasks } from './modules/river-boats/river-boats';
export { checkFastMove, checkMover, progressOf } from './movement/mover';
export { AIRBORNE_PLAYER_TURN, DEFENDING_PLAYER_TURN, PHASES, defaultPlayerOrder, phasesForRole, type PhaseId, type PhaseInfo } from './core/phases';
export { checkPursue, pursuers } from './retreat/pursuit';
export { reachableHexes, type ReachEntry, type ReachOptions } from './movement/reach';
export { checkRegroup } from './disruption/regroup';
export { autoRetreatRoute, retreatGround, type RetreatGround, type RetreatRoute } from './retreat/retreat-route';
export type { ApplyResult } from './core/result';
export { ReplayError, replay, stateHash, type GameSession } from './core/session';
export type { ObjectiveInfo, ScenarioRules, SideRules } from './scenario/scenario-rules';
export { setupFromScenario } from './scenario/scenario-setup';
export { SetupError, boardFromSetup, createGame, setupProblems } from './scenario/setup';
export type { GameSetup, Placement, SetupFeature, SetupMap, SetupSide, SetupSpecialRule, SetupZone } from './scenario/setup-types';
export { overStackedHexes, type StackReport } from './stacking/stacking';
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
} from './core/state';
export { checkStrikes, perHexLimit } from './strikes/strike-check';
export { assessStrikes, type StrikeAssessment, type StrikeDefence } from './strikes/strikes';
export { availableStrikes, inReserve, usable as strikeUsable } from './strikes/strike-state';
export { currentStep, isMechanized, movementAllowance, sizePoints } from './core/units';
export { scoreVictory, suddenDeathWinner } from './victory/victory';
export { mayInfiltrate, zocMasks, type ZocMasks } from './zoc/zoc';
