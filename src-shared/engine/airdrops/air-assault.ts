// Rules 6.2.3, 11.0, 11.4.4, 11.5.
/**
 * Air assault (6.2.3): an air-assault capable unit that comes down in a hex holding enemy ground units attacks them at
 * once, alone (no other unit supports it), as a normal combat (11.0) except that the defenders' terrain gives no
 * shift; a night turn still shifts (11.4.4). Results apply as in 11.5, the unit's own losses included. A unit still
 * sharing its hex with the enemy when the phase ends is eliminated (landing-phase.ts).
 * Air-assault capable: flagged 'air-assault' or 'commando', or an 'airborne' infantry or engineer unit; airborne heavy
 * weapons and glider units are not.
 */
import { rollDie } from '../../dice';
import { crtResult, RESULT_EFFECTS } from '../../ruleset';
import { hexIndex, labelOf, type UnitInfo } from '../core/board';
import { crtArithmetic } from '../combat/crt-arithmetic';
import { disrupt, eliminate, type UnitsDraft } from '../disruption/disruption';
import type { ColumnShift } from '../core/events';
import { retreatDefenders } from '../retreat/retreat';
import { turnRecord, type GameState, withParts } from '../core/state';
import { unitInfos, unitStates, currentStep, hasFlag, copyUnits } from '../core/units';
import type { Work } from '../core/work';

export function isAirAssaultCapable(info: UnitInfo): boolean {
  if (hasFlag(info, 'air-assault') || hasFlag(info, 'commando')) return true;
  const kind = info.type.unitClass.toLowerCase();
  return hasFlag(info, 'airborne') && (kind.includes('infantry') || kind.includes('engineer'));
}

/** Enemy units of `unitId` standing in its hex, in id order. */
export function enemiesInHex(state: GameState, unitId: string): string[] {
  const { board } = state;
  const hex = state.units[unitId].hex;
  if (!hex) return [];
  const at = hexIndex(board, hex);
  const side = board.units[unitId].sideId;
  const units = unitStates(state);
  const infos = unitInfos(board);
  return board.unitIds.filter((_, i) => {
    const h = units[i].hex;
    return h !== null && infos[i].sideId !== side && hexIndex(board, h) === at;
  });
}

export function airAssault(work: Work, unitId: string): void {
  const { board } = work.state;
  const crt = board.ruleset.crt;
  const hex = work.state.units[unitId].hex;
  const defenders = enemiesInHex(work.state, unitId);
  if (!hex || defenders.length === 0) return;
  const strength = (id: string) => currentStep(board.units[id], work.state.units[id]).combat;
  const attack = strength(unitId);
  const defence = defenders.reduce((sum, id) => sum + strength(id), 0);
  const shifts: ColumnShift[] = [];
  const night = board.ruleset.combatShifts.night;
  if (night !== 0 && turnRecord(work.state)?.night) shifts.push({ cause: 'night turn', shift: night, rule: '11.4.4' });
  const arithmetic = crtArithmetic(crt, attack, defence, shifts);
  const roll = rollDie(work.state.rng, 6);
  work.state = withParts(work.state, { rng: roll.state });
  const result = crtResult(crt, arithmetic.finalColumn.index, roll.value);
  const effects = RESULT_EFFECTS[result];
  const label = labelOf(board, hex);
  const side = board.units[unitId].sideId;
  work.events.push(
    { type: 'die-rolled', purpose: `air assault into ${label}`, dice: crt.dice, faces: [roll.value], total: roll.value, rule: '6.2.3' },
    {
      type: 'combat-resolved', side, hex: label, at: hex,
      attackers: [{ unitId, strength: attack, ranged: false }], defenders: defenders.map((id) => ({ unitId: id, strength: strength(id), ranged: false })),
      ...arithmetic, die: roll.value, result, resultLabel: effects.label,
      notes: ['air assault: the terrain of the hex gives no shift, and no other unit joins the attack (6.2.3)'], rule: '6.2.3',
    },
  );
  const units: UnitsDraft = copyUnits(work.state);
  if (effects.attackerDisrupted) disrupt(board, units, unitId, `air assault result ${result}`, '6.2.3', work.events);
  for (const id of defenders) {
    if (effects.defenderEliminated) eliminate(board, units, id, `air assault result ${result}`, '6.2.3', work.events);
    else if (effects.defenderDisrupted) disrupt(board, units, id, `air assault result ${result}`, '6.2.3', work.events);
  }
  work.state = withParts(work.state, { units });
  const left = defenders.filter((id) => work.state.units[id].hex);
  if (effects.defenderRetreats && left.length > 0) {
    const retreat = retreatDefenders(work.state, hexIndex(board, hex), left, undefined);
    work.state = retreat.state;
    work.events.push(...retreat.events);
  }
}
