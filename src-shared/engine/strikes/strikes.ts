// Rules 11.4.1, 11.4.4, 11.5, 12.0, 12.2, 12.3, 12.5, 12.6, 12.7, 12.8, 12.10, 13.0.
/**
 * Airstrikes and naval gunfire (12.0), one `commitStrikes` action per kind per phase: 1 CP commits every marker of
 * the kind sent this phase (12.2, 12.10); the target hexes are resolved in the order listed (12.3). In each hex the
 * markers combine against each defending unit separately, from the top of the stack down (the engine's stack order
 * is unit id order) (12.5):
 *  - strike strength total − the unit's current combat strength gives the CRT column; shifts: the terrain and
 *    features of the hex (11.4.1), one left for an undisrupted enemy AAA unit in or next to the hex, airstrikes only,
 *    at most once (12.6), one left for naval gunfire at night (12.10, 11.4.4);
 *  - one die; the result applies to that unit as in ground combat (disruption, elimination, retreat, 11.5, 13.0);
 *  - AD shoots down every airstrike in the hex, EX the weakest one (the engine's reading of "eliminated by AAA
 *    fire", 12.8); naval gunfire is never affected (12.10). A shot-down marker is eliminated for good or returns to
 *    the reserve, as the scenario says, and its strength no longer counts against the units below (12.7).
 * Every marker committed is used for this game turn (12.8). Unit flags read: 'aaa' (or 'anti-aircraft', 'flak').
 * Caves (module `caves`): units inside are not attacked, and the cave rolls for collapse after the hex (cave-attacks.ts).
 */
import { rollDie } from '../../dice';
import { crtResult, RESULT_EFFECTS } from '../../ruleset';
import type { CommitStrikesAction } from '../core/actions';
import { hexIndex, labelOf, type UnitInfo } from '../core/board';
import { crtArithmetic } from '../combat/crt-arithmetic';
import { hooks } from '../core/registry';
import { nightLit, terrainShifts } from '../combat/combat-shifts';
import { spendCp } from '../command-points/command-points';
import { disrupt, eliminate, type UnitsDraft } from '../disruption/disruption';
import type { ColumnShift, CrtArithmetic } from '../core/events';
import type { StrikeStrength } from '../core/events-scenario';
import type { RuleError } from '../core/errors';
import type { HexRef } from '../../model';
import { accept, refusal, type ApplyResult } from '../core/result';
import { retreatDefenders } from '../retreat/retreat';
import { checkStrikes, type StrikePlan } from './strike-check';
import { turnRecord, withParts, type GameState, type StrikeState } from '../core/state';
import { unitOf, currentStep, hasFlag, copyUnits } from '../core/units';
import { startWork, type Work } from '../core/work';

const isAaa = (info: UnitInfo) => hasFlag(info, 'aaa') || hasFlag(info, 'anti-aircraft') || hasFlag(info, 'flak');

/** 12.6: an undisrupted AAA unit of the defending side in the hex or next to it. */
function aaaCovers(state: GameState, at: number, defendingSide: string): boolean {
  const { board } = state;
  const near = new Set([at]);
  for (let dir = 0; dir < 6; dir++) near.add(board.neighbourAt[at * 6 + dir]);
  return board.unitIds.some((id) => {
    const unit = unitOf(state, id);
    const info = board.units[id];
    return unit.hex !== null && !unit.disrupted && info.sideId === defendingSide && isAaa(info) && near.has(hexIndex(board, unit.hex));
  });
}

export function shiftsFor(state: GameState, plan: StrikePlan, at: number, unitId: string): ColumnShift[] {
  const { board } = state;
  const cs = board.ruleset.combatShifts;
  const shifts = terrainShifts(state, { side: plan.side, target: at, defenders: [unitId], adjacent: [], ranged: [] });
  if (plan.kind === 'air' && cs.aaa !== 0 && aaaCovers(state, at, board.units[unitId].sideId)) {
    shifts.push({ cause: 'an undisrupted enemy AAA unit in or next to the hex', shift: cs.aaa, rule: '12.6' });
  }
  if (plan.kind === 'naval' && cs.night !== 0 && turnRecord(state)?.night && !nightLit(state, at)) shifts.push({ cause: 'naval gunfire on a night turn', shift: cs.night, rule: '12.10, 11.4.4' });
  return shifts;
}

export function shootDown(work: Work, ids: readonly string[]): void {
  const strikes: Record<string, StrikeState> = { ...(work.state.strikes ?? {}) };
  for (const id of ids) {
    const disposition = work.state.board.scenario.strikes[id].shotDown;
    const lost = (strikes[id].lost ?? 0) + 1;
    strikes[id] = disposition === 'eliminated' ? { status: 'eliminated', lost } : { status: 'reserve', lost };
    work.events.push({ type: 'strike-shot-down', strikeId: id, disposition, rule: '12.8' });
  }
  work.state = withParts(work.state, { strikes });
}

/** One defending unit attacked by the markers still flying; returns the markers left. */
function strikeUnit(work: Work, plan: StrikePlan, target: StrikePlan['targets'][number], active: readonly string[], unitId: string): string[] {
  const { board } = work.state;
  const crt = board.ruleset.crt;
  const strikes = active.map((strikeId) => ({ strikeId, strength: board.scenario.strikes[strikeId].strength }));
  const attack = strikes.reduce((sum, s) => sum + s.strength, 0);
  const defence = currentStep(board.units[unitId], work.state.units[unitId]).combat;
  const arithmetic = crtArithmetic(crt, attack, defence, shiftsFor(work.state, plan, target.at, unitId));
  const roll = rollDie(work.state.rng, 6);
  work.state = withParts(work.state, { rng: roll.state });
  const result = crtResult(crt, arithmetic.finalColumn.index, roll.value);
  const effects = RESULT_EFFECTS[result];
  const hex = labelOf(board, target.hex);
  const notes: string[] = [];
  let lost: string[] = [];
  if (effects.attackerDisrupted && plan.kind === 'naval') notes.push(`${result}: naval gunfire is not affected by antiaircraft fire (12.10)`);
  else if (result === 'AD') lost = [...active];
  else if (result === 'EX') lost = [[...strikes].sort((a, b) => a.strength - b.strength || (a.strikeId < b.strikeId ? -1 : 1))[0].strikeId];
  if (lost.length > 0) notes.push(`${result}: shot down ${lost.join(', ')}${result === 'EX' ? ' (the weakest marker)' : ''}; lost markers no longer count against the units below (12.7)`);
  work.events.push(
    { type: 'die-rolled', purpose: `${plan.kind === 'air' ? 'airstrike' : 'naval gunfire'} against ${board.units[unitId].designation} in ${hex}`, dice: crt.dice, faces: [roll.value], total: roll.value, rule: '12.5' },
    {
      type: 'strike-resolved', side: plan.side, kind: plan.kind, hex, at: target.hex, strikes, defender: unitId, ...arithmetic,
      die: roll.value, result, resultLabel: effects.label, notes, rule: '12.5',
    },
  );
  if (lost.length > 0) shootDown(work, lost);
  const units: UnitsDraft = copyUnits(work.state);
  const why = `${plan.kind === 'air' ? 'airstrike' : 'naval gunfire'} result ${result}`;
  if (effects.defenderEliminated) eliminate(board, units, unitId, why, '12.5', work.events);
  else if (effects.defenderDisrupted) disrupt(board, units, unitId, why, '12.5', work.events);
  work.state = withParts(work.state, { units });
  if (effects.defenderRetreats && work.state.units[unitId].hex) {
    const retreat = retreatDefenders(work.state, target.at, [unitId], undefined);
    work.state = retreat.state;
    work.events.push(...retreat.events);
  }
  return active.filter((id) => !lost.includes(id));
}

/** One defending unit of a strike target and the arithmetic it would be attacked with. */
export type StrikeDefence = { readonly unitId: string } & CrtArithmetic;

/** A target hex of a strike commitment before the dice: the markers sent and each defending unit in turn (12.5). */
export type StrikeAssessment = { readonly hex: HexRef; readonly strikes: readonly StrikeStrength[]; readonly defenders: readonly StrikeDefence[] };

/**
 * The arithmetic of a strike commitment without making it, what the UI shows before the player commits (DESIGN §4.8):
 * per target, each defending unit from the top of the stack down, with every marker sent flying. Units inside a cave
 * are left out (OST 9.13). A marker shot down by a result against a unit no longer counts against the units below (12.7):
 * those rows are the best case for the attacker.
 */
export function assessStrikes(state: GameState, action: CommitStrikesAction): { ok: true; targets: StrikeAssessment[] } | { ok: false; error: RuleError } {
  const checked = checkStrikes(state, action);
  if (!checked.ok) return checked;
  const { plan } = checked;
  const { board } = state;
  const targets = plan.targets.map((target) => {
    const strikes = target.strikeIds.map((strikeId) => ({ strikeId, strength: board.scenario.strikes[strikeId].strength }));
    const attack = strikes.reduce((sum, s) => sum + s.strength, 0);
    const defenders = board.unitIds
      .filter((id) => {
        const hex = state.units[id].hex;
        return hex !== null && hexIndex(board, hex) === target.at && board.units[id].sideId !== plan.side && !hooks('sheltered').some((sheltered) => sheltered(state, target.at, id));
      })
      .map((unitId) => ({ unitId, ...crtArithmetic(board.ruleset.crt, attack, currentStep(board.units[unitId], state.units[unitId]).combat, shiftsFor(state, plan, target.at, unitId)) }));
    return { hex: target.hex, strikes, defenders };
  });
  return { ok: true, targets };
}

export function applyCommitStrikes(state: GameState, action: CommitStrikesAction): ApplyResult {
  const checked = checkStrikes(state, action);
  if (!checked.ok) return refusal(checked.error);
  const { plan } = checked;
  const what = plan.kind === 'air' ? 'airstrikes' : 'naval gunfire';
  const spent = spendCp(state, plan.side, 1, `Committing ${what} for this phase`, plan.kind === 'air' ? '12.2' : '12.10');
  if (!spent.ok) return refusal(spent.error);
  const work = startWork(spent.state);
  work.events.push(...spent.events);
  const strikes: Record<string, StrikeState> = { ...(state.strikes ?? {}) };
  for (const t of plan.targets) for (const id of t.strikeIds) strikes[id] = { ...strikes[id], usedTurn: state.turn };
  work.state = withParts(work.state, { strikes, strikesCommitted: [...(state.strikesCommitted ?? []), plan.kind] });
  const { board } = state;
  for (const target of plan.targets) {
    let active = [...target.strikeIds];
    const defenders = board.unitIds.filter((id) => {
      const hex = unitOf(work.state, id).hex;
      return hex !== null && hexIndex(board, hex) === target.at && board.units[id].sideId !== plan.side;
    });
    for (const unitId of defenders) {
      const hex = work.state.units[unitId].hex;
      if (active.length === 0 || !hex || hexIndex(board, hex) !== target.at) continue;
      if (hooks('strikeImmune').some((immune) => immune(work, target.at, unitId, plan.kind === 'air' ? 'airstrike' : 'naval gunfire'))) continue;
      active = strikeUnit(work, plan, target, active, unitId);
    }
    if (active.length > 0) for (const after of hooks('afterStrike')) after(work, target.at, plan.kind === 'air' ? 'airstrike' : 'naval gunfire');
  }
  return accept(work.state, work.events);
}
