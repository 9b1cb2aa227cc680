// Rules 11.4, 11.5, 12.5, 13.0, 18.11, OST 15.5, OST 16.5, OST 18.10.
/**
 * One attack on one unit, for the Pacific attacks that hit units one at a time (napalm OST 18.10–18.11, canister
 * OST 16.5, tank killers OST 15.5): attack − the unit's current combat strength gives the CRT column (12.5), the
 * shifts move it (11.4), one die, and the result applies to that unit as in ground combat (11.5, 13.0; step losses
 * under the japanese module). What the result does to the attacker is the caller's business.
 */
import { rollDie } from '../../dice';
import { crtResult, RESULT_EFFECTS, type ResultCode } from '../../ruleset';
import { hexAt, labelOf } from '../core/board';
import { crtArithmetic } from './crt-arithmetic';
import { disrupt, eliminate, type UnitsDraft } from '../disruption/disruption';
import type { ColumnShift } from '../core/events';
import type { UnitAttackKind } from '../core/event-parts';
import { retreatDefenders } from '../retreat/retreat';
import { currentStep, copyUnits } from '../core/units';
import type { Work } from '../core/work';
import { withParts } from '../core/state';

export type SingleAttack = {
  readonly kind: UnitAttackKind;
  /** The attacking side. */
  readonly side: string;
  /** The attacking unit or strike marker. */
  readonly attacker: string;
  readonly attack: number;
  readonly defender: string;
  /** Board index of the defender's hex. */
  readonly at: number;
  readonly shifts: readonly ColumnShift[];
  readonly notes: readonly string[];
  readonly rule: string;
};

export function resolveSingleAttack(work: Work, a: SingleAttack): ResultCode {
  const { board } = work.state;
  const crt = board.ruleset.crt;
  const defence = currentStep(board.units[a.defender], work.state.units[a.defender]).combat;
  const arithmetic = crtArithmetic(crt, a.attack, defence, a.shifts);
  const roll = rollDie(work.state.rng, 6);
  work.state = withParts(work.state, { rng: roll.state });
  const result = crtResult(crt, arithmetic.finalColumn.index, roll.value);
  const effects = RESULT_EFFECTS[result];
  const hex = hexAt(board, a.at);
  const label = labelOf(board, hex);
  work.events.push(
    { type: 'die-rolled', purpose: `${a.kind} attack on ${board.units[a.defender].designation} in ${label}`, dice: crt.dice, faces: [roll.value], total: roll.value, rule: a.rule },
    {
      type: 'unit-attacked', kind: a.kind, side: a.side, attacker: a.attacker, hex: label, at: hex, defender: a.defender, ...arithmetic,
      die: roll.value, result, resultLabel: effects.label, notes: [...a.notes], rule: a.rule,
    },
  );
  const units: UnitsDraft = copyUnits(work.state);
  const why = `${a.kind} result ${result}`;
  if (effects.defenderEliminated) eliminate(board, units, a.defender, why, a.rule, work.events);
  else if (effects.defenderDisrupted) disrupt(board, units, a.defender, why, a.rule, work.events);
  work.state = withParts(work.state, { units });
  if (effects.defenderRetreats && work.state.units[a.defender].hex) {
    const retreat = retreatDefenders(work.state, a.at, [a.defender], undefined);
    work.state = retreat.state;
    work.events.push(...retreat.events);
  }
  return result;
}
