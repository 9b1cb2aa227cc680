/**
 * What follows every accepted action, before the sudden-death check: refinery fires once the action's combats are over
 * (23.3, modules/refinery-fires.ts), then roadblocks whose side has left their hex are removed (20.3).
 */
import type { Action } from './actions';
import { mayFire, refineryFires } from '../modules/refinery/refinery-fires';
import { accept, type ApplyResult } from './result';
import { clearRoadblocks } from '../engineering/roadblocks';
import { startWork } from './work';

export function afterAction(action: Action, done: Extract<ApplyResult, { ok: true }>): ApplyResult {
  if (action.type === 'submitArrivalPlan') return done;
  // Most actions fight nothing: only those that can set a refinery on fire need the work list.
  const work = mayFire(action) ? startWork(done.state) : null;
  if (work) {
    work.events.push(...done.events);
    refineryFires(work, action, done.events);
  }
  const fired = work?.state ?? done.state;
  const cleared = clearRoadblocks(fired);
  if (fired === done.state && cleared.state === done.state) return done;
  return accept(cleared.state, [...(work?.events ?? done.events), ...cleared.events]);
}
