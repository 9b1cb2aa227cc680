import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { analyticsFor } from '../analytics/analytics-store';
import { AnalyticsPanel } from '../analytics/AnalyticsPanel';
import { ErrorBoundary } from '../components/ErrorBoundary';
import type { AppStore } from '../stores/app-store';
import { GateScreen } from './GateScreen';
import { PlayScreen } from './PlayScreen';
import { playtestFor, type PlaytestStore } from './playtest-store';
import { SessionsScreen } from './SessionsScreen';
import { SetupScreen } from './SetupScreen';
import './playtest.css';

const TITLES = { off: '', gate: 'Checker', home: 'Sessions', setup: 'Set-up', play: '' } as const;

const Header = observer(function Header({ app, playtest }: { app: AppStore; playtest: PlaytestStore }) {
  const game = playtest.screen === 'play' ? playtest.game : null;
  return (
    <header className="play-header" data-testid="playtest-header">
      <span className="play-badge">Play-test</span>
      <strong>{app.project?.info.title || 'Untitled scenario'}</strong>
      <span className="muted">{game ? game.summary.name : TITLES[playtest.screen]}</span>
      {playtest.busy && <span className="muted">{playtest.busy}…</span>}
      <span className="spacer" />
      {(playtest.screen === 'play' || playtest.screen === 'setup') && (
        <button type="button" data-testid="playtest-sessions" onClick={() => void playtest.home()}>
          Sessions
        </button>
      )}
      <button type="button" data-testid="playtest-analytics" title="Run bot games on this scenario (Tools ▸ Balance)" onClick={() => analyticsFor(app).show()}>
        Balance: bot games…
      </button>
      <button type="button" className="play-leave" data-testid="playtest-leave" title="Back to the editor (F5)" onClick={() => playtest.leave()}>
        Leave play-test
      </button>
    </header>
  );
});

/** Play-test mode, over the editor (which stays as it was underneath): the gate, the sessions, set-up, the game. */
export const PlaytestScreen = observer(function PlaytestScreen({ app }: { app: AppStore }) {
  const playtest = playtestFor(app);
  // Another project opened (or the project closed) ends play-test on the old one.
  useEffect(
    () =>
      reaction(
        () => app.project,
        () => {
          if (playtest.active) playtest.leave();
        },
      ),
    [app, playtest],
  );
  if (!playtest.active) return null;
  return (
    <div className="playtest-screen" data-testid="playtest-screen" data-screen={playtest.screen}>
      <Header app={app} playtest={playtest} />
      {playtest.notice && (
        <div className={`play-notice ${playtest.notice.kind}`} role={playtest.notice.kind === 'error' ? 'alert' : 'status'} data-testid="playtest-notice">
          <span>{playtest.notice.text}</span>
          <button type="button" className="close" aria-label="Dismiss" onClick={() => playtest.setNotice(null)}>
            ×
          </button>
        </div>
      )}
      <div className="play-body">
        <ErrorBoundary what="play-test screen" key={`${playtest.screen}-${playtest.game?.id ?? ''}`}>
          {playtest.screen === 'gate' && <GateScreen app={app} playtest={playtest} />}
          {playtest.screen === 'home' && <SessionsScreen app={app} playtest={playtest} />}
          {playtest.screen === 'setup' && <SetupScreen app={app} playtest={playtest} />}
          {playtest.screen === 'play' && playtest.game && playtest.ui && <PlayScreen app={app} playtest={playtest} game={playtest.game} ui={playtest.ui} />}
        </ErrorBoundary>
        <ErrorBoundary what="balance panel">
          <AnalyticsPanel app={app} target={playtest.boardEditor} />
        </ErrorBoundary>
      </div>
    </div>
  );
});
