// Rules 20.3, 23.3.
/**
 * What follows every accepted action, before the sudden-death check: refinery fires once the action's combats are over
 * (23.3, the `aftermath` hook of modules/refinery), then roadblocks whose side has left their hex are removed (20.3).
 */
import type { Action } from './actions';
import { hooks, isBeforePlayAction } from './registry';
import { accept, type ApplyResult } from './result';
import { clearRoadblocks } from '../engineering/roadblocks';
import { startWork, type Work } from './work';

export function afterAction(action: Action, done: Extract<ApplyResult, { ok: true }>): ApplyResult {
  if (action.type === 'submitArrivalPlan' || isBeforePlayAction(action)) return done;
  // Most actions are followed by nothing: only a module's aftermath due after this action needs the work list.
  let work: Work | null = null;
  for (const hook of hooks('aftermath')) {
    if (!hook.after(action)) continue;
    if (!work) {
      work = startWork(done.state);
      work.events.push(...done.events);
    }
    hook.run(work, action, done.events);
  }
  const fired = work?.state ?? done.state;
  const cleared = clearRoadblocks(fired);
  if (fired === done.state && cleared.state === done.state) return done;
  return accept(cleared.state, [...(work?.events ?? done.events), ...cleared.events]);
}
