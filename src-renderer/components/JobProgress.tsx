import { observer } from 'mobx-react-lite';
import type { JobStore } from '../stores/job-store';

function timeLeft(ms: number | null): string {
  if (ms === null) return 'estimating…';
  if (ms < 1500) return 'almost done';
  const s = Math.round(ms / 1000);
  return s < 90 ? `about ${s} s left` : `about ${Math.round(s / 60)} min left`;
}

/** Long backend work in progress: one row per job with its bar, what it is doing, the time left and Cancel. */
export const JobProgress = observer(function JobProgress({ jobs }: { jobs: JobStore }) {
  if (jobs.active.length === 0) return null;
  return (
    <div className="job-progress" role="status" aria-live="polite" data-testid="job-progress">
      {jobs.active.map(({ title, status }) => {
        const fraction = status.total > 0 ? Math.min(1, status.done / status.total) : 0;
        return (
          <div key={status.id} className="job-row" data-job={status.id}>
            <div className="job-title">
              <strong>{title}</strong>
              <span>{status.total > 0 ? `${Math.round(fraction * 100)} %` : ''}</span>
            </div>
            <progress max={1} value={status.total > 0 ? fraction : undefined} aria-label={title} />
            <div className="job-detail">
              <span>{status.label}</span>
              <span>{status.state === 'running' ? timeLeft(status.remainingMs) : status.state}</span>
              <button type="button" disabled={status.state !== 'running'} onClick={() => void jobs.cancel(status.id)}>
                Cancel
              </button>
            </div>
          </div>
        );
      })}
    </div>
  );
});
