import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { GameStore } from './game-store';
import type { PlaytestStore } from './playtest-store';

export const REPLAY_SPEEDS = [
  { ms: 1000, label: '1 action/s' },
  { ms: 300, label: '3 actions/s' },
  { ms: 100, label: '10 actions/s' },
  { ms: 16, label: 'fast' },
] as const;

/**
 * Time travel: step back and forward through the log, jump anywhere on the slider, replay the game from the start at a
 * chosen speed, and play on from the moment shown as a new session.
 */
export const TimeBar = observer(function TimeBar({ game, playtest }: { game: GameStore; playtest: PlaytestStore }) {
  const [replaying, setReplaying] = useState(false);
  const [speed, setSpeed] = useState<number>(REPLAY_SPEEDS[1].ms);
  useEffect(() => {
    if (!replaying) return;
    if (game.live) return setReplaying(false);
    const timer = setTimeout(() => game.stepForward(), speed);
    return () => clearTimeout(timer);
  }, [replaying, speed, game, game.cursor, game.live]);
  const replay = () => {
    if (game.live) game.jumpTo(0);
    setReplaying(true);
  };
  return (
    <div className="time-bar" data-testid="time-bar">
      <button type="button" title="Go to the start (Home)" aria-label="Go to the start" disabled={game.cursor === 0} onClick={() => game.jumpTo(0)}>
        |◀
      </button>
      <button type="button" title="Step back (,)" aria-label="Step back" data-testid="time-back" disabled={game.cursor === 0} onClick={() => game.stepBack()}>
        ◀
      </button>
      <input
        type="range"
        min={0}
        max={game.length}
        value={game.cursor}
        aria-label="Moment of the game"
        data-testid="time-slider"
        onChange={(e) => game.jumpTo(Number(e.currentTarget.value))}
      />
      <button type="button" title="Step forward (.)" aria-label="Step forward" data-testid="time-forward" disabled={game.live} onClick={() => game.stepForward()}>
        ▶
      </button>
      <button type="button" title="Return to the present (End)" aria-label="Return to the present" data-testid="time-present" disabled={game.live} onClick={() => game.toPresent()}>
        ▶|
      </button>
      <span className="time-count" data-testid="time-count">
        action {game.cursor} of {game.length}
      </span>
      {replaying ? (
        <button type="button" data-testid="time-replay-stop" onClick={() => setReplaying(false)}>
          Pause
        </button>
      ) : (
        <button type="button" data-testid="time-replay" title="Replay the game from the start" disabled={game.length === 0} onClick={replay}>
          Replay
        </button>
      )}
      <select aria-label="Replay speed" value={speed} data-testid="time-speed" onChange={(e) => setSpeed(Number(e.currentTarget.value))}>
        {REPLAY_SPEEDS.map((s) => (
          <option key={s.ms} value={s.ms}>
            {s.label}
          </option>
        ))}
      </select>
      {!game.live && (
        <span className="time-past" data-testid="time-past">
          Looking back: play goes on from the present.{' '}
          <button type="button" className="primary" data-testid="time-branch" onClick={() => void playtest.branchHere()}>
            Play on from here (new session)
          </button>
        </span>
      )}
    </div>
  );
});
