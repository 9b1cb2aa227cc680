import { observer } from 'mobx-react-lite';
import { ProblemList } from '../panels/ProblemList';
import type { AppStore } from '../stores/app-store';
import type { PlaytestStore } from './playtest-store';

/** Play-test refused: the checker's errors, each a link to what to fix (in the editor), and a way to check again. */
export const GateScreen = observer(function GateScreen({ app, playtest }: { app: AppStore; playtest: PlaytestStore }) {
  const project = app.project;
  if (!project) return null;
  const n = playtest.errors.length;
  return (
    <div className="play-gate" data-testid="playtest-gate">
      <h2>Play-test cannot start yet</h2>
      <p>
        The checker found {n === 1 ? 'an error' : `${n} errors`} in <strong>{project.info.title || 'this scenario'}</strong> that the rules cannot play. Fix{' '}
        {n === 1 ? 'it' : 'them'} in the editor (a click on a problem goes there), then start play-test again. Warnings only warn.
      </p>
      <ProblemList app={app} project={project} onJump={() => playtest.leave()} />
      <div className="play-row">
        <button type="button" className="primary" data-testid="playtest-recheck" onClick={() => void playtest.enter()}>
          Check again
        </button>
        <button type="button" onClick={() => playtest.leave()}>
          Back to the editor
        </button>
      </div>
    </div>
  );
});
