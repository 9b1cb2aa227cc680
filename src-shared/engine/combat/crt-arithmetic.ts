// Rules 11.3, 11.4.
/** 11.3 steps 4–6 and 11.4, as every attack on the CRT works them out: the differential's column, moved by the shifts. */
import { crtColumnForDifferential, shiftColumn, type Crt } from '../../ruleset';
import type { ColumnShift, CrtArithmetic } from '../core/events';

/** The column the differential falls in, moved by the sum of the shifts and kept on the table (11.4). */
export function crtArithmetic(crt: Crt, attack: number, defence: number, shifts: readonly ColumnShift[]): CrtArithmetic {
  const differential = attack - defence;
  const base = crtColumnForDifferential(crt, differential);
  const totalShift = shifts.reduce((sum, s) => sum + s.shift, 0);
  const final = shiftColumn(crt, base, totalShift);
  return {
    attack,
    defence,
    differential,
    baseColumn: { index: base, label: crt.columns[base].label },
    shifts: [...shifts],
    totalShift,
    finalColumn: { index: final, label: crt.columns[final].label },
  };
}
