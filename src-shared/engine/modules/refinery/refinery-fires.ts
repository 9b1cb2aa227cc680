// Rules 11.2.2, 12.5, 23.3.
/**
 * Palembang 23.3, refinery fires, checked once the action that fought is over (after-action.ts):
 *  - module 'refinery-fires': each combat with ranged fire (11.2.2) against units in a refinery hex, and each hex of
 *    a refinery attacked by airstrikes (12.5), makes the attacking player roll one die: `fireOn` (default 5) or more
 *    sets it on fire. Air assaults and naval gunfire are neither ranged fire nor airstrikes (Atoll reading);
 *  - module 'flamethrower-fires': the flamethrower truck eliminated in a refinery hex during an attack, a strike or an
 *    air assault makes the phasing player roll one die: `fireOn` (default 4) or more sets it on fire.
 * A fire places a demolition marker on the refinery (demolition-targets.ts); a demolished refinery is not rolled for.
 */
import type { Action } from '../../core/actions';
import { hexAt, hexIndex, labelOf } from '../../core/board';
import { demolishHex, hexDemolished } from '../../engineering/demolition-targets';
import type { GameEvent } from '../../core/events';
import { moduleNumber, moduleOn, SPECIAL_RULE_MODULES } from '../../scenario/special-rules';
import { phasingSide } from '../../core/state';
import { rollLogged, type Work } from '../../core/work';
import { isFlamethrower, isRefineryHex } from './refinery';

type Fire = { at: number; cause: string; fireOn: number };

function rangedAndAirHexes(events: readonly GameEvent[], work: Work): Fire[] {
  const { state } = work;
  const fireOn = moduleNumber(state, SPECIAL_RULE_MODULES.refineryFires, 'fireOn');
  const fires: Fire[] = [];
  const seen = new Set<number>();
  for (const e of events) {
    let cause: string | null = null;
    if (e.type === 'combat-resolved' && e.rule === '11.3' && e.attackers.some((a) => a.ranged)) cause = 'ranged fire against units in a refinery hex';
    if (e.type === 'strike-resolved' && e.kind === 'air') cause = 'an airstrike against units in a refinery hex';
    if (cause === null || (e.type !== 'combat-resolved' && e.type !== 'strike-resolved')) continue;
    const at = hexIndex(state.board, e.at);
    // Several strike reports come from one hex (one per defending unit): the hex is attacked once.
    if (e.type === 'strike-resolved' && seen.has(at)) continue;
    seen.add(at);
    fires.push({ at, cause, fireOn });
  }
  return fires;
}

function flamethrowerHexes(events: readonly GameEvent[], work: Work): Fire[] {
  const { board } = work.state;
  const fireOn = moduleNumber(work.state, SPECIAL_RULE_MODULES.flamethrowerFires, 'fireOn');
  return events.flatMap((e) =>
    e.type === 'unit-eliminated' && isFlamethrower(board.units[e.unitId])
      ? [{ at: hexIndex(board, e.at), cause: `${board.units[e.unitId].designation} eliminated in a refinery hex`, fireOn }]
      : [],
  );
}

const FIRING_ACTIONS: ReadonlySet<string> = new Set(['attack', 'commitStrikes', 'airdrop']);

/** Whether refineryFires has anything to look at after this kind of action. */
export function mayFire(action: Action): boolean {
  return FIRING_ACTIONS.has(action.type);
}

/** Rolls for every refinery fire the action's combats call for, in the order they happened. */
export function refineryFires(work: Work, action: Action, events: readonly GameEvent[]): void {
  const fires: Fire[] = [];
  if (moduleOn(work.state, SPECIAL_RULE_MODULES.refineryFires) && (action.type === 'attack' || action.type === 'commitStrikes')) fires.push(...rangedAndAirHexes(events, work));
  if (moduleOn(work.state, SPECIAL_RULE_MODULES.flamethrowerFires) && ['attack', 'commitStrikes', 'airdrop'].includes(action.type)) fires.push(...flamethrowerHexes(events, work));
  for (const fire of fires) {
    const { board } = work.state;
    if (!isRefineryHex(work.state, fire.at) || hexDemolished(work.state, fire.at)) continue;
    const side = phasingSide(work.state).id;
    const at = hexAt(board, fire.at);
    const hex = labelOf(board, at);
    const die = rollLogged(work, '1d6', `refinery fire in ${hex}`, '23.3');
    const burning = die >= fire.fireOn;
    work.events.push({ type: 'refinery-fire-rolled', side, hex, at, cause: fire.cause, die, fireOn: fire.fireOn, fire: burning, rule: '23.3' });
    if (!burning) continue;
    const done = demolishHex(work.state, fire.at, side, `refinery fire (${fire.cause})`, '23.3, 19.2');
    work.state = done.state;
    work.events.push(done.event);
  }
}
