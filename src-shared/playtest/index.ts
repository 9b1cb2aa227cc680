/**
 * The play-test core: what the play-test views need from a game that is not a rule (the engine decides those) and not
 * drawing (the renderer does that): a session's timeline. Pure TypeScript like the engine; the UI imports only this
 * index and the engine's.
 */
export { openTimeline, Timeline, type AppendResult, type OpenedTimeline, type ReplayRefusal, type TimelineEvent, type TimelineOptions } from './timeline';
