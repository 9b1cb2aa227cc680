import { observer } from 'mobx-react-lite';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { PHASES } from '../../src-shared/engine';
import { EVENT_KIND_LABELS, EVENT_KINDS, visibleTo, type EventKind, type TimelineEvent } from '../../src-shared/playtest';
import type { GameStore } from './game-store';
import type { PlayUi } from './play-ui';

/** Rows shown at first, up to the moment shown; more on demand (a long game has thousands of events). */
const PAGE = 80;

type Filter = { side: string; turn: string; kind: EventKind | '' };

function sideColour(game: GameStore, sideId: string | undefined): string {
  return game.doc.sides.find((s) => s.id === sideId)?.colour ?? '#9aa0a3';
}

type RowProps = { game: GameStore; ui: PlayUi; event: TimelineEvent; future: boolean; focused: boolean };

/** One event: turn and phase, the sentence, its dice; a click shows it on the map, the arrow goes back to it. Rows
 *  are redrawn only when their own state changes (stepping through the log changes a few). */
const Row = memo(function Row({ game, ui, event, future, focused }: RowProps) {
  const told = game.narration(event);
  const phase = PHASES[event.phase]?.name.replace(/ Phase$/, '') ?? event.phase;
  return (
    <li className={`log-row${future ? ' future' : ''}${focused ? ' focused' : ''}`} data-kind={told.kind} data-event={event.index} data-testid="log-row">
      <button type="button" className="log-text" title={[...told.details, told.rule ? `Rule ${told.rule}` : ''].filter(Boolean).join('\n')} onClick={() => ui.showEvent(event, told)}>
        <span className="log-when">
          <i style={{ background: sideColour(game, told.side ?? event.side) }} />T{event.turn} · {phase}
        </span>
        <span className="log-sentence">{told.text}</span>
        {told.dice && (
          <span className="log-dice" data-testid="log-dice">
            {told.dice.dice}{' '}
            {told.dice.faces.map((f, i) => (
              <span key={`f${i}`} className="die small-die">
                {f}
              </span>
            ))}
            {told.dice.modifiers.map((m, i) => (
              <span key={i}>
                {' '}
                {m.value >= 0 ? '+' : '−'}
                {Math.abs(m.value)} {m.cause}
              </span>
            ))}
            {told.dice.modifiers.length > 0 && <strong> = {told.dice.result}</strong>}
          </span>
        )}
      </button>
      <button type="button" className="log-jump" title="Show the game just after this" aria-label="Show the game just after this" onClick={() => game.jumpTo(event.actionIndex + 1)}>
        ⤺
      </button>
    </li>
  );
});

/** The event log: every event in a player's words, filtered by side, turn and kind; the latest at the bottom. */
export const EventLog = observer(function EventLog({ game, ui }: { game: GameStore; ui: PlayUi }) {
  const [filter, setFilter] = useState<Filter>({ side: '', turn: '', kind: '' });
  const [shown, setShown] = useState(PAGE);
  const scroller = useRef<HTMLDivElement>(null);
  // The list shows its newest rows: its scroller is a reversed flex column, whose scroll origin is its bottom, so it
  // stays there as rows come without the page reading the layout after each action (which costs a layout of the page).
  const atNewest = useRef(true);
  const events = game.events;
  // Hot-seat: lines about units the viewer may not see are left out.
  const hidden = ui.seats.masked;
  const masked = hidden ? [...hidden].join(',') : '';
  const matching = useMemo(
    () =>
      events.filter(
        (e) =>
          (!hidden || visibleTo({ masked: hidden }, game.narration(e))) &&
          (filter.turn === '' || String(e.turn) === filter.turn) &&
          (filter.side === '' || (game.narration(e).side ?? e.side) === filter.side) &&
          (filter.kind === '' || game.narration(e).kind === filter.kind),
      ),
    // The log changes with its length (the timeline only grows or is replaced), the filter and what is masked.
    [game, events.length, filter, masked],
  );
  // Up to the moment shown, and what follows it greyed, so that stepping back keeps the step in view.
  // The first event at or after the moment shown (the log is in action order: a binary search).
  let lo = 0;
  let hi = matching.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (matching[mid].actionIndex < game.cursor) lo = mid + 1;
    else hi = mid;
  }
  const upTo = lo < matching.length ? lo : -1;
  const end = upTo < 0 ? matching.length : Math.min(matching.length, upTo + 20);
  // The first row shown moves a page at a time, not with each new event: the rows already drawn keep their place.
  const visible = matching.slice(Math.max(0, Math.floor((end - shown) / PAGE) * PAGE), end);
  const turns = game.state.board.turns;
  useEffect(() => {
    // Back to the newest rows when the log changes, unless an event is shown on the map (scrolled away by the person).
    const el = scroller.current;
    if (el && ui.focusEvent === null && !atNewest.current) el.scrollTop = 0;
  }, [events.length, game.cursor, filter, ui.focusEvent]);
  return (
    <div className="event-log" data-testid="event-log">
      <div className="log-filters">
        <select aria-label="Side" value={filter.side} data-testid="log-filter-side" onChange={(e) => setFilter({ ...filter, side: e.currentTarget.value })}>
          <option value="">Every side</option>
          {game.doc.sides.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
        <select aria-label="Turn" value={filter.turn} data-testid="log-filter-turn" onChange={(e) => setFilter({ ...filter, turn: e.currentTarget.value })}>
          <option value="">Every turn</option>
          {turns.map((t) => (
            <option key={t.index} value={String(t.index)}>
              T{t.index} {t.label}
            </option>
          ))}
        </select>
        <select aria-label="Kind" value={filter.kind} data-testid="log-filter-kind" onChange={(e) => setFilter({ ...filter, kind: e.currentTarget.value as EventKind | '' })}>
          <option value="">Every kind</option>
          {EVENT_KINDS.map((k) => (
            <option key={k} value={k}>
              {EVENT_KIND_LABELS[k]}
            </option>
          ))}
        </select>
      </div>
      <div className="log-scroll" ref={scroller} onScroll={(e) => (atNewest.current = e.currentTarget.scrollTop > -1)}>
        <ol className="log-list">
          {end - visible.length > 0 && (
            <li className="log-more">
              <button type="button" className="link" onClick={() => setShown(shown + 2 * PAGE)}>
                {end - visible.length} earlier events: show {Math.min(2 * PAGE, end - visible.length)} more
              </button>
            </li>
          )}
          {visible.map((e) => (
            <Row key={e.index} game={game} ui={ui} event={e} future={e.actionIndex >= game.cursor} focused={ui.focusEvent === e.index} />
          ))}
          {matching.length === 0 && <li className="muted log-more">{events.length === 0 ? 'Nothing has happened yet.' : 'No event matches the filter.'}</li>}
        </ol>
      </div>
    </div>
  );
});
