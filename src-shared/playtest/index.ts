/**
 * The play-test core: what the play-test views need from a game that is neither a rule (the engine decides those) nor
 * drawing (the renderer does that): a session's timeline, the event log in words, the board and off-map displays, set-up
 * before play, movement previews, odds, labelled legal actions, bots at the table and hot-seat views, and the end of
 * game summary. Pure TypeScript like the engine; the UI imports only this index and the engine's.
 */
export { openTimeline, Timeline, type AppendResult, type OpenedTimeline, type ReplayRefusal, type TimelineEvent, type TimelineOptions } from './timeline';
export { gameNames, type Names, type NameSource } from './names';
export { narrate, unitsOf } from './narrate';
export { effectText } from './narrate-scenario';
export { orderItemName } from './narrate-arrival-orders';
export { EVENT_KINDS, EVENT_KIND_LABELS, listOf, mp, shiftText, signed, type DiceRoll, type DieModifier, type EventKind, type Narration } from './narration';
export {
  commandPoints, counterView, liveScore, markers, sequenceOfPlay, stackAt, stacks, turnTrack,
  type BanzaiMarker, type CounterView, type CpMarker, type LiveScore, type MapMarker, type Markers, type PhaseRow, type SideScore, type StackView, type TurnMarker, type TurnTrackRow,
} from './board-view';
export { dueArrivals, offMapDisplay, strikesReady, type DueArrival, type OffMapDisplay, type PoolUnit, type StrikeView, type TableDue } from './off-map';
export {
  autoPlace, hiddenShares, legalHexes, placementFault, placeUnit, readyToStart, removeUnit, setupPlan,
  type HiddenShare, type Placed, type SetupCheck, type SetupPlan, type UnitSetup,
} from './placement';
export { enemyZoc, previewMove, reachFor, stackReachFor, whyNot, withoutUnits, type CostLine, type PathPreview, type ReachableHex, type Refusal, type StackReach } from './move-preview';
export { attackOdds, columnOdds, fractionText, strikeOdds, type AttackOdds, type ColumnOdds, type DefenceOdds, type EffectChances, type ResultChance, type StrikeOdds } from './odds';
export { describeAction, groupIntents, obviousActions, searchIntents, type ActionIntent, type GroupedIntents, type ObviousAction, type ObviousActions } from './intents';
export { actingSide, botAction, BotTable, maskedFor, stopAfter, viewFor, visibleTo, type SideView, type StopScope } from './players';
export { endSummary, historicalOutcome, type Comparison, type EndSummary, type HistoricalOutcome } from './end-summary';
