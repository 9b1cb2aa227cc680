import { observer } from 'mobx-react-lite';
import { runAction } from '../actions/registry';
import { APP_ACTIONS } from '../actions/app-actions';
import type { AppStore } from '../stores/app-store';
import { DraftList } from './DraftList';

const action = (id: string) => APP_ACTIONS.find((a) => a.id === id)!;

/** Shown in the workspace when no project is open: every project the user touched is one click away. */
export const Welcome = observer(function Welcome({ app }: { app: AppStore }) {
  return (
    <div className="welcome" data-testid="welcome">
      <h1>Atoll</h1>
      <p>Paint Pacific battlefields, build the order of battle, play-test under the rules, print maps and counters.</p>
      <div className="welcome-actions">
        <button className="primary" data-testid="welcome-new" onClick={() => runAction(app, action('file.new'))}>
          New project
        </button>
        <button onClick={() => runAction(app, action('file.open'))}>Open…</button>
        <button onClick={() => runAction(app, action('file.importJson'))}>Import scenario JSON…</button>
      </div>
      <div className="welcome-lists">
        <div className="welcome-recent" data-testid="welcome-recent">
          <h3>Recent</h3>
          {app.recent.length === 0 && <p className="muted">Nothing opened yet.</p>}
          <ul>
            {app.recent.map((r) => (
              <li key={r.path}>
                <button data-recent={r.path} title={r.path} onClick={() => app.openPath(r.path)}>
                  <span className="draft-title">{r.name || '(untitled)'}</span>
                  <span className="muted">{r.draft ? 'draft' : r.path}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
        <DraftList app={app} testId="welcome-drafts" />
      </div>
    </div>
  );
});
