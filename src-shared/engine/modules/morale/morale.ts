// Rules: issue 14 item 11 (Atoll morale); 13.2 (fall-back routes as retreats); ASL G1.12.
/**
 * The morale module (special rule `morale`). As a side's Movement Phase begins, the results its units carried from
 * the last roll end; then each of its units that has lost its leaders (leaders.ts) rolls the scenario's morale table
 * (ruleset.morale, else the default table), in unit order, every roll logged with its dice, modifiers and row:
 *  - normal: nothing;
 *  - cannot move / cannot fire: held until the side's next roll; movement refuses to move the unit and combat refuses
 *    an attack it takes part in (adjacent or ranged), each saying why;
 *  - must fall back N hexes: at once, along the route the engine's retreat rules choose (13.2: one hex farther each
 *    step, fewest disruptions, then farthest from the nearest enemy; EZOC hexes and river hexsides disrupt). With no
 *    route open, or no movement allowance, the unit stays and is disrupted (Atoll interpretation).
 * A Japanese step-loss unit rolls only when the `japanese` param says `step-loss`: any result but normal costs it one
 * step instead (ASL G1.12), and no result is held.
 */
import { hexAt, hexIndex } from '../../core/board';
import { ruleError, type RuleError } from '../../core/errors';
import type { GameEvent } from '../../core/events';
import type { TableModifier } from '../../core/events-scenario';
import type { CombatForces, UnitsDraft } from '../../core/hook-types';
import type { Step } from '../../core/rule-module';
import { phasingSide, turnRecord, type GameState, withParts } from '../../core/state';
import { movementAllowance, unitHexIndexes, copyUnits } from '../../core/units';
import { rollText, startWork, type Work } from '../../core/work';
import { disrupt } from '../../disruption/disruption';
import { autoRetreatRoute, retreatGround } from '../../retreat/retreat-route';
import { fitsAt, walk } from '../../retreat/retreat';
import { moduleOn } from '../../scenario/special-rules';
import { zocMasks } from '../../zoc/zoc';
import { defaultMoraleTable, MORALE_RESULT_NAMES, MORALE_MODIFIER_NAMES, type MoraleResult, type MoraleRow, type MoraleTable } from '../../../ruleset';
import { loseStep } from '../step-losses/step-losses';
import { isJapaneseStepUnit, leaderlessWhy } from './leaders';
import { MORALE_RULE, moraleOf, moraleStatus, type MoraleStatus } from './morale-state';

export function moraleTable(state: GameState): MoraleTable {
  return state.board.ruleset.morale ?? defaultMoraleTable();
}

const span = (row: MoraleRow) => ({ from: Math.min(row.from, row.to), to: Math.max(row.from, row.to) });

/** The row a modified roll reads: the one holding it, else the nearest (the earlier on a tie). */
export function moraleRowFor(rows: readonly MoraleRow[], value: number): { index: number; nearest: boolean } {
  let best = -1;
  let bestDistance = Infinity;
  rows.forEach((row, i) => {
    const { from, to } = span(row);
    const d = value < from ? from - value : value > to ? value - to : 0;
    if (d < bestDistance) {
      best = i;
      bestDistance = d;
    }
  });
  return { index: best, nearest: bestDistance > 0 };
}

export const resultsText = (results: readonly MoraleResult[], hexes?: number): string =>
  results.map((r) => (r === 'fall-back' && hexes !== undefined ? `${MORALE_RESULT_NAMES[r]} ${hexes} hex${hexes === 1 ? '' : 'es'}` : MORALE_RESULT_NAMES[r])).join(', ');

function modifiersFor(state: GameState, unitId: string, table: MoraleTable): TableModifier[] {
  const { board } = state;
  const unit = state.units[unitId];
  const info = board.units[unitId];
  const at = hexIndex(board, unit.hex as NonNullable<typeof unit.hex>);
  const holds = (when: MoraleTable['modifiers'][number]['when']): boolean => {
    switch (when) {
      case 'disrupted':
        return unit.disrupted;
      case 'reduced':
        return unit.step > 0;
      case 'adjacent-enemy': {
        const enemy = zocMasks(state, info.sideId).enemy;
        for (let dir = 0; dir < 6; dir++) {
          const n = board.neighbourAt[at * 6 + dir];
          if (n >= 0 && enemy[n] === 1) return true;
        }
        return false;
      }
      case 'alone': {
        const hexes = unitHexIndexes(state);
        return !board.unitIds.some((id, i) => id !== unitId && hexes[i] === at && board.units[id].sideId === info.sideId);
      }
      case 'night':
        return turnRecord(state)?.night === true;
    }
  };
  return table.modifiers.map((m) => ({ value: m.value, cause: MORALE_MODIFIER_NAMES[m.when], applies: holds(m.when) }));
}

/** Moves the unit back `hexes` hexes along the retreat route the engine chooses, or disrupts it in place. */
function fallBack(work: Work, units: UnitsDraft, unitId: string, hexes: number): void {
  const state: GameState = withParts(work.state, { units: { ...units } });
  const { board } = state;
  const from = units[unitId].hex;
  if (!from) return;
  const stay = (why: string) => {
    work.events.push({ type: 'morale-fell-back', unitId, from, to: null, path: [], hexes, notes: [why], rule: MORALE_RULE });
    disrupt(board, units, unitId, `could not fall back: ${why}`, MORALE_RULE, work.events);
  };
  if (movementAllowance(board.units[unitId], units[unitId]) < 1) return stay('it has no movement allowance');
  const g = retreatGround(state, unitId, from);
  const route = autoRetreatRoute(g, hexes, fitsAt(state, unitId));
  if (!route) return stay(`no route of ${hexes} hex${hexes === 1 ? '' : 'es'} is open (enemy units, prohibited terrain or the map edge)`);
  const notes: string[] = [];
  if (route.path.length > hexes) notes.push(`fell back ${route.path.length - hexes} more hex(es) to avoid over-stacking (13.2)`);
  if (route.overStacked) notes.push('no hex short of over-stacking was open: the end-of-phase stacking check applies (13.2, 7.3)');
  const stepEvents: GameEvent[] = [];
  const entered = walk(g, units, unitId, route.path, stepEvents);
  const path = entered.map((i) => hexAt(board, i));
  work.events.push({ type: 'morale-fell-back', unitId, from, to: path[path.length - 1] ?? from, path, hexes, notes, rule: `${MORALE_RULE}, 13.2` }, ...stepEvents);
}

/** One unit's roll and its results (units and status drafts changed in place). */
function rollMorale(work: Work, units: UnitsDraft, status: Record<string, MoraleStatus>, unitId: string, why: string, table: MoraleTable): void {
  const before: GameState = withParts(work.state, { units: { ...units } });
  const modifiers = modifiersFor(before, unitId, table);
  const { total, faces } = rollText(work, table.dice);
  const modified = total + modifiers.reduce((sum, m) => sum + (m.applies ? m.value : 0), 0);
  const { index, nearest } = moraleRowFor(table.rows, modified);
  const row = table.rows[index];
  const { from, to } = span(row);
  const rowText = from === to ? `${from}` : `${from}–${to}`;
  const results = row.results;
  const bad = results.some((r) => r !== 'normal');
  const japanese = bad && isJapaneseStepUnit(before, before.board.units[unitId]);
  work.events.push({
    type: 'morale-rolled', unitId, why, dice: table.dice, faces, natural: total, modifiers, modified, row: rowText, nearest, results,
    ...(row.hexes !== undefined ? { hexes: row.hexes } : {}),
    ...(japanese ? { instead: 'a Japanese unit never breaks: it loses a step instead (ASL G1.12)' } : {}),
    rule: MORALE_RULE,
  });
  if (!bad) return;
  if (japanese) {
    loseStep(before.board, units, unitId, `morale result: ${resultsText(results, row.hexes)}; never breaks (ASL G1.12)`, work.events);
    return;
  }
  if (results.includes('cannot-move') || results.includes('cannot-fire')) {
    status[unitId] = {
      ...(results.includes('cannot-move') ? { cannotMove: true as const } : {}),
      ...(results.includes('cannot-fire') ? { cannotFire: true as const } : {}),
      turn: before.turn,
      row: rowText,
    };
  }
  if (results.includes('fall-back')) fallBack(work, units, unitId, row.hexes ?? 1);
}

/** As the phasing side's Movement Phase begins: its old results end, and its leaderless units roll. */
export function moralePhaseStart(state: GameState): Step {
  if (state.phase !== 'movement' || !moduleOn(state, 'morale')) return { state, events: [] };
  const side = phasingSide(state).id;
  const { board } = state;
  const work = startWork(state);
  const status: Record<string, MoraleStatus> = {};
  const ended: string[] = [];
  for (const [id, s] of Object.entries(moraleOf(state).status)) {
    if (board.units[id].sideId === side) ended.push(id);
    else status[id] = s;
  }
  if (ended.length > 0) work.events.push({ type: 'morale-restored', side, unitIds: ended, rule: MORALE_RULE });
  const rolling = board.unitIds.flatMap((id) => {
    if (board.units[id].sideId !== side) return [];
    const why = leaderlessWhy(state, id);
    return why ? [{ id, why }] : [];
  });
  const units: UnitsDraft = copyUnits(state);
  const table = moraleTable(state);
  for (const { id, why } of rolling) if (units[id].hex) rollMorale(work, units, status, id, why, table);
  return { state: withParts(work.state, { units, morale: { status } }), events: work.events };
}

const why = (s: MoraleStatus) => `it failed its morale roll on turn ${s.turn} (row ${s.row}) and holds that result until its side's next roll`;

/** A unit under a cannot-move result may not move. */
export function moraleMoverFault(state: GameState, unitId: string): RuleError | null {
  const s = moraleStatus(state, unitId);
  if (!s?.cannotMove) return null;
  return ruleError('illegal-move', `${state.board.units[unitId].designation} cannot move: ${why(s)}.`, MORALE_RULE);
}

/** Why the unit may not fire now (a cannot-fire result in force), or null. */
export function moraleCannotFire(state: GameState, unitId: string): RuleError | null {
  const s = moraleStatus(state, unitId);
  return s?.cannotFire ? ruleError('illegal-attack', `${state.board.units[unitId].designation} cannot fire: ${why(s)}.`, MORALE_RULE) : null;
}

/** No unit under a cannot-fire result takes part in an attack, adjacent or ranged (nor fires canister, canister.ts). */
export function moraleAttackFault(state: GameState, plan: CombatForces): RuleError | null {
  if (!state.morale) return null;
  for (const id of [...plan.adjacent, ...plan.ranged]) {
    const fault = moraleCannotFire(state, id);
    if (fault) return fault;
  }
  return null;
}

export const moraleMarkerText = (s: MoraleStatus): string => [s.cannotMove ? 'NM' : '', s.cannotFire ? 'NF' : ''].filter(Boolean).join(' ');

