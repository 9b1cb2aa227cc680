import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { PHASES, phasingSide, turnRecord } from '../../src-shared/engine';
import type { AppStore } from '../stores/app-store';
import { Board } from './board/Board';
import { ActionsPanel } from './ActionsPanel';
import { DecisionCard } from './DecisionCard';
import { EventLog } from './EventLog';
import { MovePanel } from './MovePanel';
import { OddsPanel } from './OddsPanel';
import { OffMapPanel } from './OffMapPanel';
import { ArrivalOrderDialog } from './ArrivalOrderDialog';
import { ArrivalPlanDialog, EndScreen, HandOver } from './Overlays';
import { BotSpeed, PlayersPanel } from './PlayersPanel';
import type { GameStore } from './game-store';
import type { PanelTab, PlayUi } from './play-ui';
import { ActionPalette, EndPhaseConfirm } from './ActionPalette';
import type { PlaytestStore } from './playtest-store';
import { PLAYER_LABELS } from './SessionsScreen';
import { StackInspector } from './StackInspector';
import { TimeBar } from './TimeBar';
import { TrackPanel } from './TrackPanel';

const TABS: { id: PanelTab; label: string }[] = [
  { id: 'unit', label: 'Stack' },
  { id: 'combat', label: 'Combat' },
  { id: 'log', label: 'Log' },
  { id: 'offmap', label: 'Off-map' },
  { id: 'players', label: 'Players' },
];

/** Turn, phase and who acts, with the commands of the phase. */
const PlayBar = observer(function PlayBar({ game, ui }: { game: GameStore; ui: PlayUi }) {
  const { state } = game;
  const side = phasingSide(state);
  const turn = turnRecord(state);
  return (
    <div className="play-bar" data-testid="play-bar">
      <span className="play-turn" data-testid="play-turn">
        {turn?.label || `Turn ${state.turn}`}
        {turn?.night && <span title="Night turn"> ☾</span>}
      </span>
      <span className="play-phase" data-testid="play-phase">
        <i className="side-dot" style={{ background: game.doc.sides.find((s) => s.id === side.id)?.colour }} /> {side.name}: {PHASES[state.phase].name}
      </span>
      <span className="muted" data-testid="play-player">
        {PLAYER_LABELS[game.playerOf(side.id)]}
      </span>
      {ui.bots.shouldRun && (
        <span className="bot-status" data-testid="bot-status">
          {PLAYER_LABELS[ui.bots.kindFor(ui.bots.acting)]} plays {game.names.side(ui.bots.acting)}… <BotSpeed ui={ui} />
        </span>
      )}
      {ui.bots.paused && !ui.bots.shouldRun && game.playerOf(ui.acting) !== 'human' && (
        <span className="bot-status">
          Bots paused <BotSpeed ui={ui} />
        </span>
      )}
      <span className="spacer" />
      {game.over && <strong data-testid="play-over">Game over</strong>}
      <button type="button" data-testid="play-actions" title="Every action the engine allows now, searchable (Ctrl+K)" disabled={!ui.canAct} onClick={() => ui.setPalette(true)}>
        All legal actions…
      </button>
      <button type="button" className="primary" data-testid="play-end-phase" title="End the phase (Ctrl+Enter)" disabled={!ui.canAct} onClick={() => ui.endPhase()}>
        End phase
      </button>
    </div>
  );
});

/** A game on the board: the play bar, time travel, the track and sequence of play, the map, the side panel. */
export const PlayScreen = observer(function PlayScreen({ app, playtest, game, ui }: { app: AppStore; playtest: PlaytestStore; game: GameStore; ui: PlayUi }) {
  useEffect(() => {
    // The board shows the game, not the designer's set-up zones.
    playtest.boardEditor.layers.zones = false;
  }, [playtest]);
  return (
    <div className="play-screen" data-testid="play-screen">
      <PlayBar game={game} ui={ui} />
      <TimeBar game={game} playtest={playtest} />
      {(game.refusal || game.saveError) && (
        <div className="play-refusal" role="alert" data-testid="play-refusal">
          <span>{game.saveError ?? game.refusal}</span>
          {!game.saveError && (
            <button type="button" className="close" aria-label="Dismiss" onClick={() => game.clearRefusal()}>
              ×
            </button>
          )}
        </div>
      )}
      <div className="play-main">
        <HandOver game={game} ui={ui} />
        <TrackPanel game={game} />
        <Board app={app} playtest={playtest} game={game} ui={ui} />
        <aside className="play-right" data-testid="play-right">
          <DecisionCard game={game} ui={ui} />
          <div className="tabs" role="tablist">
            {TABS.map((t) => (
              <button key={t.id} role="tab" aria-selected={ui.tab === t.id} className={ui.tab === t.id ? 'tab active' : 'tab'} data-testid={`play-tab-${t.id}`} onClick={() => ui.setTab(t.id)}>
                {t.label}
              </button>
            ))}
          </div>
          <div className="play-tab-body">
            {ui.tab === 'unit' && (
              <>
                <ActionsPanel game={game} ui={ui} />
                <MovePanel game={game} ui={ui} />
                <StackInspector game={game} ui={ui} />
              </>
            )}
            {ui.tab === 'combat' && <OddsPanel game={game} ui={ui} />}
            {ui.tab === 'log' && <EventLog game={game} ui={ui} />}
            {ui.tab === 'offmap' && <OffMapPanel game={game} />}
            {ui.tab === 'players' && <PlayersPanel game={game} ui={ui} />}
          </div>
        </aside>
      </div>
      {ui.paletteOpen && <ActionPalette ui={ui} />}
      <ArrivalPlanDialog game={game} ui={ui} />
      <ArrivalOrderDialog game={game} ui={ui} />
      <EndScreen game={game} playtest={playtest} />
      <EndPhaseConfirm ui={ui} phase={PHASES[game.state.phase].name} />
    </div>
  );
});
