import { observer } from 'mobx-react-lite';
import type { AppStore } from '../stores/app-store';
import { editedText } from './time-text';

/** Every draft, newest edit first, with its title and last edit time: open or delete it; drafts deleted while Atoll
 *  runs can be restored. Shown on the welcome screen and in File ▸ Open. */
export const DraftList = observer(function DraftList({ app, testId }: { app: AppStore; testId: string }) {
  const { drafts, deleted } = app.drafts;
  const openNow = app.project?.path;
  return (
    <div className="draft-list" data-testid={testId}>
      <h3>Drafts</h3>
      {drafts.length === 0 ? (
        <p className="muted">No drafts. A new or imported project is a draft until you save it under a name.</p>
      ) : (
        <ul>
          {drafts.map((d) => (
            <li key={d.name} data-draft={d.name}>
              <button className="draft-open" disabled={!d.path} title={d.path ?? d.title} onClick={() => d.path && void app.openPath(d.path)}>
                <span className="draft-title">{d.title || '(untitled)'}</span>
                <span className="muted">edited {editedText(d.edited)}</span>
              </button>
              {d.path !== null && d.path === openNow ? (
                <span className="muted draft-note">open</span>
              ) : (
                <button className="link danger" data-testid="draft-delete" title="Delete this draft (it can be restored until Atoll closes)" onClick={() => void app.drafts.remove(d.name, d.title)}>
                  Delete
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {deleted.length > 0 && (
        <>
          <h4>Deleted (restorable until Atoll closes)</h4>
          <ul>
            {deleted.map((d) => (
              <li key={d.name} data-deleted-draft={d.name}>
                <span className="draft-title muted">{d.title || '(untitled)'}</span>
                <button className="link" data-testid="draft-restore" onClick={() => void app.drafts.restore(d.name, d.title)}>
                  Restore
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
});
