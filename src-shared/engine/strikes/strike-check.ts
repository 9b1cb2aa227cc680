// Rules 12.2, 12.8, 12.10, 17.0.
/**
 * Whether a strike commitment may be made (12.2, 12.8, 12.10, 17.0), checked in full before any die is rolled:
 * the phasing side's own Airstrike & Naval Gunfire Phase; one commitment per kind per phase, with 1 CP in hand;
 * no airstrikes on a night turn; each marker of the side and kind, available now and not yet used this game turn,
 * sent to one hex only; each target a hex holding enemy ground units, listed once, with no more markers than the
 * side's per-hex limit for the kind.
 */
import type { HexRef } from '../../model';
import type { CommitStrikesAction } from '../core/actions';
import { hexIndex, isHexRef, labelOf, onMap } from '../core/board';
import { cpOf } from '../command-points/command-points';
import { ruleError, type RuleError } from '../core/errors';
import { hooks } from '../core/registry';
import { availableStrikes, usable } from './strike-state';
import { phasingSide, turnRecord, type GameState } from '../core/state';
import { unitHexIndexes, unitSideIds } from '../core/units';

export type StrikePlan = {
  readonly side: string;
  readonly kind: 'air' | 'naval';
  /** Board indexes of the target hexes, in the order listed, with their markers. */
  readonly targets: readonly { readonly at: number; readonly hex: HexRef; readonly strikeIds: readonly string[] }[];
};

const fail = (message: string, rule: string) => ({ ok: false as const, error: ruleError('illegal-strike', message, rule) });

/** Hex indexes holding units of a side other than `side`; units a module keeps unseen (hidden) do not count. */
export function enemyHexes(state: GameState, side: string): Set<number> {
  const out = new Set<number>();
  const unseenBy = hooks('unseen');
  const unseen = (unitId: string) => unseenBy.some((hook) => hook(state, unitId));
  const hexes = unitHexIndexes(state);
  const ids = state.board.unitIds;
  const sides = unitSideIds(state.board);
  for (let i = 0; i < ids.length; i++) {
    if (hexes[i] >= 0 && sides[i] !== side && !unseen(ids[i])) out.add(hexes[i]);
  }
  return out;
}

export function perHexLimit(state: GameState, side: string, kind: 'air' | 'naval'): number {
  const rules = state.board.scenario.sides[side];
  if (!rules) return 1;
  return kind === 'air' ? rules.airstrikesPerHex : rules.navalGunfirePerHex;
}

export function checkStrikes(state: GameState, action: CommitStrikesAction): { ok: true; plan: StrikePlan } | { ok: false; error: RuleError } {
  const { board } = state;
  const side = phasingSide(state).id;
  if (state.phase !== 'strikes') return { ok: false, error: ruleError('wrong-phase', 'Strikes are made in the Airstrike & Naval Gunfire Phase.', '12.2') };
  if (action.kind !== 'air' && action.kind !== 'naval') return { ok: false, error: ruleError('bad-action', "A strike commitment is of kind 'air' or 'naval'.") };
  const rule = action.kind === 'air' ? '12.2' : '12.10';
  const what = action.kind === 'air' ? 'airstrikes' : 'naval gunfire';
  if ((state.strikesCommitted ?? []).includes(action.kind)) return fail(`${side} has already committed its ${what} this phase.`, rule);
  if (action.kind === 'air' && turnRecord(state)?.night) return fail('Airstrikes cannot be used on a night turn.', '17.0');
  if (!Array.isArray(action.targets) || action.targets.length === 0) return fail(`Name at least one target hex for the ${what}.`, rule);
  const enemy = enemyHexes(state, side);
  const limit = perHexLimit(state, side, action.kind);
  const seenHexes = new Set<number>();
  const seenStrikes = new Set<string>();
  const targets: StrikePlan['targets'][number][] = [];
  for (const target of action.targets) {
    if (!target || !isHexRef(target.hex) || !onMap(board, target.hex)) return fail('Each target must be a hex on the map.', '12.4');
    const at = hexIndex(board, target.hex);
    const label = labelOf(board, target.hex);
    if (seenHexes.has(at)) return fail(`${label} is listed twice; list each target hex once with all its markers.`, '12.5');
    seenHexes.add(at);
    if (!enemy.has(at)) return fail(`${label} holds no enemy ground units; strikes go into hexes with enemy ground units.`, '12.2');
    const ids = target.strikeIds;
    if (!Array.isArray(ids) || ids.length === 0) return fail(`Send at least one marker to ${label}.`, rule);
    if (ids.length > limit) return fail(`At most ${limit} ${what} marker${limit === 1 ? '' : 's'} may attack one hex in this scenario.`, rule);
    for (const id of ids) {
      const strike = typeof id === 'string' && Object.hasOwn(board.scenario.strikes, id) ? board.scenario.strikes[id] : undefined;
      if (!strike) return fail(`There is no strike marker '${String(id)}'.`, '12.1');
      if (strike.sideId !== side) return fail(`${strike.label || id} belongs to ${strike.sideId}.`, '4.1');
      if (strike.kind !== action.kind) return fail(`${strike.label || id} is not ${what}; air and naval strikes are committed and resolved separately.`, '12.10');
      if (!usable(state, id)) return fail(`${strike.label || id} is not available now (not arrived, used already this turn, or out of play).`, '12.8');
      if (seenStrikes.has(id)) return fail(`${strike.label || id} is sent twice.`, '12.8');
      seenStrikes.add(id);
    }
    targets.push({ at, hex: { col: target.hex.col, row: target.hex.row }, strikeIds: [...ids] });
  }
  if (cpOf(state, side) < 1) return { ok: false, error: ruleError('not-enough-cp', `Committing ${what} costs 1 CP and ${side} has none left.`, rule) };
  return { ok: true, plan: { side, kind: action.kind, targets } };
}

/** The commitments legalActions lists: per kind, each enemy hex (hex order) attacked by the first markers up to the limit. */
export function strikeActions(state: GameState): CommitStrikesAction[] {
  if (state.phase !== 'strikes') return [];
  const side = phasingSide(state).id;
  const out: CommitStrikesAction[] = [];
  for (const kind of ['air', 'naval'] as const) {
    const ids = availableStrikes(state, side, kind, 'usable').slice(0, perHexLimit(state, side, kind));
    if (ids.length === 0) continue;
    for (const at of [...enemyHexes(state, side)].sort((a, b) => a - b)) {
      const action: CommitStrikesAction = { type: 'commitStrikes', kind, targets: [{ hex: { col: at % state.board.cols, row: Math.floor(at / state.board.cols) }, strikeIds: ids }] };
      if (checkStrikes(state, action).ok) out.push(action);
    }
  }
  return out;
}
