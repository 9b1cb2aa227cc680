import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { PLAYER_KINDS, type PlayerKind } from '../../src-shared/api/contract-sessions';
import type { BotKind } from '../../src-shared/engine/bots';
import type { StopScope } from '../../src-shared/playtest';
import { BOT_SPEEDS } from './play-prefs';
import type { GameStore } from './game-store';
import type { PlayUi } from './play-ui';
import { PLAYER_LABELS } from './SessionsScreen';

const SCOPES: { scope: StopScope; label: string }[] = [
  { scope: 'phase', label: 'end of the phase' },
  { scope: 'turn', label: 'end of the turn' },
  { scope: 'game', label: 'end of the game' },
];

/** The bots' speed, and whether they are paused: shown wherever bots play. */
export const BotSpeed = observer(function BotSpeed({ ui }: { ui: PlayUi }) {
  const bots = ui.bots;
  return (
    <span className="bot-speed">
      <select aria-label="Bot speed" value={bots.speed} data-testid="bot-speed" onChange={(e) => bots.setSpeed(Number(e.currentTarget.value))}>
        {BOT_SPEEDS.map((s) => (
          <option key={s.ms} value={s.ms}>
            {s.label}
          </option>
        ))}
      </select>
      <button type="button" data-testid="bot-pause" onClick={() => bots.setPaused(!bots.paused)}>
        {bots.paused ? 'Resume bots' : 'Pause bots'}
      </button>
    </span>
  );
});

/**
 * Who plays each side (a person, the greedy or the random bot; changeable at any time), "bots play until the end of the
 * phase / turn / game" with the speed, and the designer's view that hides nothing in hot-seat.
 */
export const PlayersPanel = observer(function PlayersPanel({ game, ui }: { game: GameStore; ui: PlayUi }) {
  const [kind, setKind] = useState<BotKind>('greedy');
  const bots = ui.bots;
  const change = (side: string, player: PlayerKind) => {
    game.setPlayer(side, player).catch((e: unknown) => game.refuse(`Who plays ${game.names.side(side)} was not saved: ${e instanceof Error ? e.message : String(e)}`));
    bots.forget();
  };
  return (
    <div className="players-panel" data-testid="players-panel">
      <section>
        <h4>Players</h4>
        {game.state.board.sides.map((side) => (
          <label key={side.id} className="field">
            <span>
              <i className="side-dot" style={{ background: game.doc.sides.find((s) => s.id === side.id)?.colour }} /> {side.name}
            </span>
            <select value={game.playerOf(side.id)} data-testid={`player-${side.id}`} onChange={(e) => change(side.id, e.currentTarget.value as PlayerKind)}>
              {PLAYER_KINDS.map((k) => (
                <option key={k} value={k}>
                  {PLAYER_LABELS[k]}
                </option>
              ))}
            </select>
          </label>
        ))}
        <p className="muted small">A side played by a bot acts on its own whenever it is its decision.</p>
      </section>
      <section>
        <h4>Let the bots play</h4>
        <label className="field">
          <span>Bot for the people’s sides</span>
          <select value={kind} data-testid="bot-until-kind" onChange={(e) => setKind(e.currentTarget.value as BotKind)}>
            <option value="greedy">Greedy bot</option>
            <option value="random">Random bot</option>
          </select>
        </label>
        <div className="play-row wrap">
          {SCOPES.map((s) => (
            <button key={s.scope} type="button" data-testid={`bot-until-${s.scope}`} disabled={!game.live || game.over} onClick={() => bots.playUntil(s.scope, kind)}>
              Until the {s.label}
            </button>
          ))}
        </div>
        <div className="play-row">
          <span>Speed</span>
          <BotSpeed ui={ui} />
          {bots.until && (
            <button type="button" data-testid="bot-stop" onClick={() => bots.stop()}>
              Stop
            </button>
          )}
        </div>
        {bots.until && (
          <p className="small" data-testid="bot-until-status">
            Bots play every side until the {SCOPES.find((s) => s.scope === bots.until?.scope)?.label}: {bots.played} actions so far.
          </p>
        )}
      </section>
      <section>
        <h4>Hot-seat</h4>
        <label className="small">
          <input type="checkbox" checked={ui.seats.revealAll} data-testid="reveal-all" onChange={(e) => ui.seats.setRevealAll(e.currentTarget.checked)} /> Designer’s view: show every side’s hidden units and sealed plans
        </label>
        <p className="muted small">
          {ui.seats.humans.length >= 2
            ? 'Two or more people play: the board hides the other sides’ hidden units, and a hand-over screen hides the board between them.'
            : ui.seats.humans.length === 1
              ? `The board shows what ${game.names.side(ui.seats.humans[0])} may see.`
              : 'Bots play every side: nothing is hidden.'}
        </p>
      </section>
    </div>
  );
});
