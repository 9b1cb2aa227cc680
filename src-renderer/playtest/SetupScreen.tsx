import { observer } from 'mobx-react-lite';
import { botPlacements, placementGround } from '../../src-shared/engine/bots';
import { documentSnapshot } from '../panels/ProblemList';
import type { AppStore } from '../stores/app-store';
import type { PlaytestStore } from './playtest-store';

/** Set-up before play. */
export const SetupScreen = observer(function SetupScreen({ app, playtest }: { app: AppStore; playtest: PlaytestStore }) {
  const project = app.project;
  const draft = playtest.draft;
  if (!project || !draft) return null;
  const autoStart = () => {
    const placed = botPlacements(placementGround(documentSnapshot(project)), String(draft.seed), () => 'objectives');
    void playtest.start(placed.placements);
  };
  return (
    <div className="play-home" data-testid="setup-screen">
      <section className="play-card">
        <h3>Set up {draft.name}</h3>
        <button type="button" className="primary" data-testid="setup-auto-start" onClick={autoStart}>
          Set up every side as the bots do and start
        </button>
      </section>
    </div>
  );
});
