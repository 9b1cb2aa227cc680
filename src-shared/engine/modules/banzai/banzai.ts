// Rules OST 12, OST 12.2, OST 12.3, OST 12.4, OST 12.5, OST 12.6, OST 12.7, OST 12.8, OST 12.9, OST 12.11, OST 12.12, OST 12.19, OST 13, OST 13.5, OST 13.6, OST 13.7, OST 13.9, OST 13.13, OST 13.14, OST 13.16, OST 14, ASL G1.5.
/**
 * Banzai charges (module `banzai`; OST 12, 13; ASL G1.5). Each side may declare one charge per scenario (OST 12.4),
 * as the first thing of its Movement Phase, before any of its units moves or enters (the engine's reading of "the
 * first action of the first impulse", OST 12.2, 12.12), by a leader on the map (flag 'leader' or 'hq', OST 12.5).
 *  - Who joins (OST 12.6, 12.7, 12.9): foot units of the side on the map within the command range of the declaring
 *    leader or of another leader who joins (that leader's range then counts too); vehicles (mechanized units), tank
 *    killers and snipers (flag 'sniper') never (OST 12.9). Command range: 2 hexes (Atoll default, after the example of
 *    OST 14). The declaring leader always takes part; the others are the player's pick.
 *  - Crew-served weapons (OST 12.8; which units are, pacific-units.ts isCrewServed) join as a reduced rifle squad.
 *    Atoll reading: the unit stays on the map under its own counter but fights from then on at its own reduced step,
 *    for good (a chain unit at least at its second step, a two-sided unit on its back side, units.ts currentStep);
 *    it loses nothing else, and a unit with a single step joins as it is. A `banzai-crew-joined` event says so.
 *  - Cost (OST 12.11): 2 CP when declared, then 2 CP at the start of each later Movement Phase of the side. A side
 *    that cannot pay ends its charge (Atoll interpretation). The charge also ends when all its units are gone (OST 12.3).
 *  - Closing (OST 13.5, 13.6): a participant's move must end as close to the nearest enemy unit as any hex it can
 *    reach this move, and closer than it stands; ties are the player's choice. A participant that cannot get closer
 *    does not move. The Movement Phase may not end while a participant that has not moved yet could close.
 *  - One hex more (OST 13.7). Atoll reading of a spent movement: the participant has entered a hex this phase, its
 *    move is not over, and no hex is left within its MP. Such a participant, when not next to an enemy unit (not in
 *    an EZOC), may enter one more adjacent hex that holds no unit at all and that its movement class may enter,
 *    whatever it costs; it must still close as above (of those hexes, the nearest to the nearest enemy, and nearer
 *    than it stands). Its move is then over. The same `move`/`moveTo` actions carry it; its step says so.
 *  - Attacking (OST 13.9, 13.13): participants never fire at range; the Ground Attack Phase may not end while a
 *    participant next to an enemy, that has not attacked, could attack on its own.
 *  - Not stopped (OST 13.14): a participant ignores retreat results (a chain unit under the japanese module loses its
 *    step all the same, step-losses.ts).
 *  - Lone leaders (OST 13.16). Atoll reading: a leader is alone when every unit on its side of the combat is a
 *    leader in the charge. In such an attack each attacker counts 1; in such a defence each defender counts 1; no
 *    leadership modifier applies (Atoll has none in ground combat). The combat's notes show each such strength
 *    (loneLeaderStrengths, combat.ts).
 * With no known enemy unit on the map (hidden ones are not known), participants move freely.
 */
import { distance } from '../../../hex';
import type { CombatForces } from '../../combat/combat-shifts';
import type { HexRef } from '../../../model';
import { hexAt, hexIndex, labelOf } from '../../core/board';
import { checkAttack } from '../../combat/combat-check';
import { cpOf, spendCp } from '../../command-points/command-points';
import { ruleError, type RuleError } from '../../core/errors';
import type { GameEvent } from '../../core/events';
import { isHidden } from '../hidden/hidden';
import type { DeclareBanzaiAction } from '../pacific/pacific-actions';
import { pacificOf, withPacific, type BanzaiState } from '../pacific/pacific-state';
import { checkMover, progressOf } from '../../movement/mover';
import { stepCostHalf } from '../../movement/movement-cost';
import { isCrewServed, isLeader, isSniper } from '../pacific/pacific-units';
import { moveContext, reachableHexes, type ReachEntry } from '../../movement/reach';
import { accept, refusal, type ApplyResult } from '../../core/result';
import { combatOf, phasingSide, type GameState, withParts } from '../../core/state';
import { isTankKiller } from '../tank-killers/tank-killers';
import { currentStep, isMechanized, unitInfo, copyUnits } from '../../core/units';

export const BANZAI_CP = 2;
export const COMMAND_RANGE = 2;
/** OST 13.16: a lone leader's firepower and defence in a Banzai. */
export const LONE_LEADER_STRENGTH = 1;

const fail = (message: string, rule: string): RuleError => ruleError('illegal-banzai', message, rule);

/** The side's charge while it lasts. */
export function activeBanzai(state: GameState, side: string): BanzaiState | null {
  const charge = pacificOf(state).banzai?.[side];
  return charge && !charge.ended ? charge : null;
}

/** The unit takes part in a charge that is still on (and is on the map). */
export function inBanzai(state: GameState, unitId: string): boolean {
  const info = unitInfo(state.board, unitId);
  const charge = info ? activeBanzai(state, info.sideId) : null;
  return charge !== null && charge.units.includes(unitId) && state.units[unitId].hex !== null;
}

/** OST 12.9: vehicles, tank killers and snipers never join a charge; the reason, or null. */
function neverJoins(state: GameState, id: string): string | null {
  const info = state.board.units[id];
  if (isMechanized(state.board, info)) return 'a vehicle';
  if (isTankKiller(state, id)) return 'a tank killer';
  if (isSniper(info)) return 'a sniper';
  return null;
}

function mayJoin(state: GameState, side: string, id: string): boolean {
  const info = state.board.units[id];
  return info.sideId === side && state.units[id].hex !== null && neverJoins(state, id) === null;
}

const hexOf = (state: GameState, id: string) => state.units[id].hex as HexRef;

/** The leaders whose ranges count (OST 12.7), grown from `leaderId` through the leaders among `candidates`. */
function commandChain(state: GameState, leaderId: string, candidates: readonly string[]): string[] {
  const geom = state.board.geom;
  const chain = [leaderId];
  for (let grew = true; grew; ) {
    grew = false;
    for (const id of candidates) {
      if (chain.includes(id) || !isLeader(state.board.units[id])) continue;
      if (chain.some((l) => distance(geom, hexOf(state, l), hexOf(state, id)) <= COMMAND_RANGE)) {
        chain.push(id);
        grew = true;
      }
    }
  }
  return chain;
}

/** Every unit that may join a charge declared by `leaderId`: the largest chain of command (OST 12.6, 12.7). */
export function banzaiCandidates(state: GameState, leaderId: string): string[] {
  const side = state.board.units[leaderId].sideId;
  const joinable = state.board.unitIds.filter((id) => id !== leaderId && mayJoin(state, side, id));
  const chain = commandChain(state, leaderId, joinable);
  return joinable.filter((id) => chain.some((l) => distance(state.board.geom, hexOf(state, l), hexOf(state, id)) <= COMMAND_RANGE));
}

export function checkDeclareBanzai(state: GameState, action: DeclareBanzaiAction): RuleError | null {
  const { board } = state;
  const side = phasingSide(state).id;
  if (!board.ruleset.modules.banzai) return fail('Banzai charges are not in use: the banzai module is off.', 'OST 12.1');
  if (state.phase !== 'movement') return ruleError('wrong-phase', 'A Banzai charge is declared at the start of the Movement Phase.', 'OST 12.2');
  if (state.movement.current !== null || Object.keys(state.movement.units).length > 0) {
    return fail('A Banzai charge is declared before any unit moves or enters in the phase.', 'OST 12.2, 12.12');
  }
  if (pacificOf(state).banzai?.[side]) return fail(`${side} has already declared its one Banzai charge of the scenario.`, 'OST 12.4');
  const leader = typeof action.leaderId === 'string' ? unitInfo(board, action.leaderId) : undefined;
  if (!leader) return ruleError('unknown-unit', `There is no unit '${String(action.leaderId)}' in this game.`);
  if (leader.sideId !== side || !state.units[leader.id].hex || !isLeader(leader)) {
    return fail(`${leader.designation} cannot lead a Banzai charge: it must be a leader of ${side} on the map.`, 'OST 12.5');
  }
  if (!Array.isArray(action.unitIds) || !action.unitIds.every((id) => typeof id === 'string')) return ruleError('bad-action', 'A Banzai charge lists the unit ids taking part.');
  if (new Set(action.unitIds).size !== action.unitIds.length || action.unitIds.includes(leader.id)) return ruleError('bad-action', 'A unit is listed twice in the Banzai charge.');
  const joinable = board.unitIds.filter((id) => id !== leader.id && mayJoin(state, side, id));
  const chain = commandChain(state, leader.id, action.unitIds.filter((id) => joinable.includes(id)));
  for (const id of action.unitIds) {
    const info = unitInfo(board, id);
    if (!info) return ruleError('unknown-unit', `There is no unit '${id}' in this game.`);
    const never = neverJoins(state, id);
    if (never) return fail(`${info.designation} is ${never} and may not join a Banzai charge: vehicles, tank killers and snipers never do.`, 'OST 12.9');
    if (!joinable.includes(id)) return fail(`${info.designation} may not join: only foot units of ${side} on the map do.`, 'OST 12.6');
    if (!chain.some((l) => distance(board.geom, hexOf(state, l), hexOf(state, id)) <= COMMAND_RANGE)) {
      return fail(`${info.designation} is beyond the command range (${COMMAND_RANGE} hexes) of the leaders in the charge.`, 'OST 12.6, 12.7');
    }
  }
  if (cpOf(state, side) < BANZAI_CP) return ruleError('not-enough-cp', `A Banzai charge costs ${BANZAI_CP} CP a turn and ${side} has ${cpOf(state, side)}.`, 'OST 12.11');
  return null;
}

export function applyDeclareBanzai(state: GameState, action: DeclareBanzaiAction): ApplyResult {
  const error = checkDeclareBanzai(state, action);
  if (error) return refusal(error);
  const side = phasingSide(state).id;
  const spent = spendCp(state, side, BANZAI_CP, 'Banzai charge for this turn', 'OST 12.11');
  if (!spent.ok) return refusal(spent.error);
  const units = [action.leaderId, ...action.unitIds].sort();
  const charge: BanzaiState = { leaderId: action.leaderId, units, declaredTurn: state.turn, paidTurn: state.turn };
  const declared = withPacific(spent.state, 'banzai', { ...(pacificOf(state).banzai ?? {}), [side]: charge });
  const crews = crewsJoin(declared, units);
  return accept(crews.state, [...spent.events, { type: 'banzai-declared', side, leaderId: action.leaderId, units, rule: 'OST 12.2' }, ...crews.events]);
}

/** OST 12.8: the crew-served weapons among `units` fight from now on at their reduced step (see the file comment). */
function crewsJoin(state: GameState, units: readonly string[]): { state: GameState; events: GameEvent[] } {
  const { board } = state;
  const crews = units.filter((id) => isCrewServed(board.units[id]));
  if (crews.length === 0) return { state, events: [] };
  const next = copyUnits(state);
  const events: GameEvent[] = [];
  for (const id of crews) {
    const info = board.units[id];
    const step = info.type.steps.length > 1 ? Math.max(next[id].step, 1) : next[id].step;
    next[id] = { ...next[id], step };
    events.push({ type: 'banzai-crew-joined', unitId: id, step, stepLabel: currentStep(info, next[id]).label, rule: 'OST 12.8' });
  }
  return { state: withParts(state, { units: next }), events };
}

/** The declarations legalActions lists: per leader of the side (id order), the charge of its whole chain. */
export function banzaiActions(state: GameState): DeclareBanzaiAction[] {
  if (state.phase !== 'movement' || !state.board.ruleset.modules.banzai) return [];
  const side = phasingSide(state).id;
  const out: DeclareBanzaiAction[] = [];
  for (const id of state.board.unitIds) {
    if (state.board.units[id].sideId !== side || !isLeader(state.board.units[id]) || !state.units[id].hex) continue;
    const action: DeclareBanzaiAction = { type: 'declareBanzai', leaderId: id, unitIds: banzaiCandidates(state, id) };
    if (!checkDeclareBanzai(state, action)) out.push(action);
  }
  return out;
}

function ended(state: GameState, side: string, charge: BanzaiState, reason: string, rule: string): { state: GameState; events: GameEvent[] } {
  const next = withPacific(state, 'banzai', { ...(pacificOf(state).banzai ?? {}), [side]: { ...charge, ended: true } });
  return { state: next, events: [{ type: 'banzai-ended', side, reason, rule }] };
}

/** OST 12.11, 12.19: the charge goes on at the start of each later Movement Phase of its side, for 2 CP, or ends. */
export function continueBanzai(state: GameState): { state: GameState; events: GameEvent[] } {
  const side = phasingSide(state).id;
  const charge = activeBanzai(state, side);
  if (state.phase !== 'movement' || !charge || charge.paidTurn === state.turn || !state.board.ruleset.modules.banzai) return { state, events: [] };
  const spent = spendCp(state, side, BANZAI_CP, 'Banzai charge for this turn', 'OST 12.11');
  if (!spent.ok) return ended(state, side, charge, `${side} cannot pay the ${BANZAI_CP} CP the charge costs this turn`, 'OST 12.11');
  const next = withPacific(spent.state, 'banzai', { ...(pacificOf(state).banzai ?? {}), [side]: { ...charge, paidTurn: state.turn } });
  return { state: next, events: [...spent.events, { type: 'banzai-continues', side, units: charge.units.filter((id) => state.units[id].hex !== null), rule: 'OST 12.19' }] };
}

/** OST 12.3: a charge whose units are all gone is over. */
export function endSpentBanzai(state: GameState): { state: GameState; events: GameEvent[] } {
  let next = state;
  const events: GameEvent[] = [];
  for (const [side, charge] of Object.entries(pacificOf(state).banzai ?? {})) {
    if (charge.ended || charge.units.some((id) => state.units[id].hex !== null)) continue;
    const done = ended(next, side, charge, 'every unit of the charge is gone', 'OST 12.3');
    next = done.state;
    events.push(...done.events);
  }
  return { state: next, events };
}

/** Hexes holding known units of sides other than `side` (hidden ones are not known, hidden.ts). */
function enemyHexList(state: GameState, side: string): HexRef[] {
  return state.board.unitIds.flatMap((id) => {
    const hex = state.units[id].hex;
    return hex && state.board.units[id].sideId !== side && !isHidden(state, id) ? [hex] : [];
  });
}

/**
 * OST 13.5, 13.6: of the hexes a participant can reach, those as close as can be to the nearest enemy, if closer than
 * now; when it can reach none because its movement is spent, its one extra hex (OST 13.7). `reach` is the unit's
 * reachableHexes; other units' reach is returned as it is.
 */
export function banzaiDestinations(state: GameState, unitId: string, reach: Map<string, ReachEntry>): Map<string, ReachEntry> {
  if (reach.size === 0) return banzaiExtraHexes(state, unitId, reach) ?? reach;
  return closingMoves(state, unitId, reach) ?? reach;
}

/**
 * OST 13.7: the hexes a participant whose movement is spent may still enter, one hex, each keyed like
 * reachableHexes; null when the rule does not apply (see the file comment). `reach` is the unit's reachableHexes,
 * worked out here when not given.
 */
export function banzaiExtraHexes(state: GameState, unitId: string, reach?: Map<string, ReachEntry>): Map<string, ReachEntry> | null {
  if (!state.board.ruleset.modules.banzai || !inBanzai(state, unitId) || checkMover(state, unitId)) return null;
  const progress = progressOf(state, unitId);
  if (progress.hexesEntered === 0 || progress.banzaiExtra) return null;
  const ctx = moveContext(state, unitId);
  if (!ctx || ctx.ezoc[ctx.start] === 1 || (reach ?? reachableHexes(state, unitId)).size > 0) return null;
  const { board } = state;
  const occupied = new Set(board.unitIds.flatMap((id) => (state.units[id].hex ? [hexIndex(board, state.units[id].hex as HexRef)] : [])));
  const open = new Map<string, ReachEntry>();
  for (let dir = 0; dir < 6; dir++) {
    const next = board.neighbourAt[ctx.start * 6 + dir];
    if (next < 0 || occupied.has(next)) continue;
    const cost = stepCostHalf(board, ctx.tables, ctx.start, dir, next, ctx.caves);
    if (cost < 0) continue;
    const hex = hexAt(board, next);
    open.set(`${hex.col},${hex.row}`, { cost: cost / 2, path: [hex], endsInEzoc: ctx.ezoc[next] === 1, minimumMove: false, banzaiExtra: true });
  }
  return closingMoves(state, unitId, open) ?? open;
}

/** The closing moves of a participant, or null when its moves are free (not in a charge, or no enemy on the map). */
function closingMoves(state: GameState, unitId: string, reach: Map<string, ReachEntry>): Map<string, ReachEntry> | null {
  if (!inBanzai(state, unitId)) return null;
  const { board } = state;
  const enemies = enemyHexList(state, board.units[unitId].sideId);
  if (enemies.length === 0) return null;
  const gap = (h: HexRef) => Math.min(...enemies.map((e) => distance(board.geom, h, e)));
  const now = gap(hexOf(state, unitId));
  const gaps = new Map([...reach].map(([key, entry]) => [key, gap(entry.path[entry.path.length - 1])]));
  const best = Math.min(now, ...gaps.values());
  if (best >= now) return new Map();
  return new Map([...reach].filter(([key]) => gaps.get(key) === best));
}

/** Refuses a participant's move that does not close on the nearest enemy (OST 13.5). */
export function banzaiMoveFault(state: GameState, unitId: string, to: number): RuleError | null {
  if (!inBanzai(state, unitId)) return null;
  const hex = hexAt(state.board, to);
  if (banzaiDestinations(state, unitId, reachableHexes(state, unitId)).has(`${hex.col},${hex.row}`)) return null;
  const name = state.board.units[unitId].designation;
  return ruleError('illegal-move', `${name} is in a Banzai charge: its move must end as close to the nearest enemy as it can reach, and closer than it stands; ${labelOf(state.board, hex)} is not such a hex.`, 'OST 13.5');
}

/**
 * OST 13.16: lone leaders in a Banzai. When every attacker is a leader in a charge, each attacks at 1; when every
 * defender is, each defends at 1; never a leadership modifier. The strengths that change (by unit id) and one note per
 * unit for the combat's explanation; empty when the rule does not apply.
 */
export function loneLeaderStrengths(state: GameState, f: CombatForces): { strength: Map<string, number>; notes: string[] } {
  const strength = new Map<string, number>();
  const notes: string[] = [];
  if (!state.board.ruleset.modules.banzai) return { strength, notes };
  const { board } = state;
  const lone = (ids: readonly string[]) => ids.length > 0 && ids.every((id) => isLeader(board.units[id]) && inBanzai(state, id));
  const set = (ids: readonly string[], role: string) => {
    for (const id of ids) {
      const printed = currentStep(board.units[id], state.units[id]).combat;
      strength.set(id, LONE_LEADER_STRENGTH);
      notes.push(`${board.units[id].designation} is a lone leader in a Banzai charge: it ${role} at ${LONE_LEADER_STRENGTH} (printed ${printed}), with no leadership modifier (OST 13.16)`);
    }
  };
  const attackers = [...f.adjacent, ...f.ranged];
  if (lone(attackers)) set(attackers, 'attacks');
  if (lone(f.defenders)) set(f.defenders, 'defends');
  return { strength, notes };
}

/** OST 13.13: participants never fire at range. */
export function banzaiFireFault(state: GameState, ranged: readonly string[]): RuleError | null {
  const id = ranged.find((r) => inBanzai(state, r));
  return id === undefined ? null : ruleError('illegal-attack', `${state.board.units[id].designation} is in a Banzai charge and may not fire at range.`, 'OST 13.13');
}

/** What keeps the phase open: a participant that must still close (OST 13.5) or attack (OST 13.9). */
export function banzaiPhaseOpen(state: GameState): RuleError | null {
  const side = phasingSide(state).id;
  const charge = activeBanzai(state, side);
  if (!charge || !state.board.ruleset.modules.banzai) return null;
  const { board } = state;
  for (const id of charge.units) {
    if (!state.units[id].hex) continue;
    const name = board.units[id].designation;
    if (state.phase === 'movement') {
      if (progressOf(state, id).hexesEntered > 0) continue;
      if ((closingMoves(state, id, reachableHexes(state, id))?.size ?? 0) > 0) return fail(`${name} is in a Banzai charge and must first close with the nearest enemy.`, 'OST 13.5');
    }
    if (state.phase === 'ground-attack' && !Object.hasOwn(combatOf(state).attacked, id)) {
      const at = hexIndex(board, hexOf(state, id));
      for (let dir = 0; dir < 6; dir++) {
        const n = board.neighbourAt[at * 6 + dir];
        if (n >= 0 && checkAttack(state, { type: 'attack', attackers: [id], defenderHex: hexAt(board, n) }).ok) {
          return fail(`${name} is in a Banzai charge and must attack the enemy next to it.`, 'OST 13.9');
        }
      }
    }
  }
  return null;
}
