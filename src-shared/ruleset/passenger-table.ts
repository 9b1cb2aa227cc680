/**
 * The Passenger Table (issue 14, item 12): when a carrier is hit (disrupted, a step lost, or eliminated), each unit
 * aboard rolls a die on it. Part of the ruleset; a scenario without one plays with `defaultPassengerTable()`.
 */
import { z } from 'zod';
import { ATOLL_DEFAULT } from './common';

export const PASSENGER_RESULTS = ['unharmed', 'disrupted', 'step', 'eliminated'] as const;
export type PassengerResult = (typeof PASSENGER_RESULTS)[number];
export const PASSENGER_RESULT_NAMES: Readonly<Record<PassengerResult, string>> = {
  unharmed: 'Unharmed',
  disrupted: 'Disrupted',
  step: 'Loses a step',
  eliminated: 'Eliminated',
};

export const PassengerRowSchema = z.strictObject({ roll: z.int().min(1).max(6), result: z.enum(PASSENGER_RESULTS) });
export type PassengerRow = z.infer<typeof PassengerRowSchema>;

export const PassengerTableSchema = z
  .strictObject({
    source: z.string().min(1).max(200),
    /** One row per face of the die, 1 to 6. */
    rows: z.array(PassengerRowSchema).length(6),
  })
  .superRefine((t, ctx) => {
    t.rows.forEach((row, i) => {
      if (row.roll !== i + 1) ctx.addIssue({ code: 'custom', path: ['rows', i, 'roll'], message: `row ${i + 1} of the Passenger Table is for a roll of ${i + 1}` });
    });
  });
export type PassengerTable = z.infer<typeof PassengerTableSchema>;

/** Atoll default: 1–2 unharmed, 3–4 disrupted, 5 loses a step, 6 eliminated. */
export function defaultPassengerTable(): PassengerTable {
  const results: PassengerResult[] = ['unharmed', 'unharmed', 'disrupted', 'disrupted', 'step', 'eliminated'];
  return { source: ATOLL_DEFAULT, rows: results.map((result, i) => ({ roll: i + 1, result })) };
}

/** The result of a natural roll of 1–6 on the table. */
export function passengerResult(table: PassengerTable, roll: number): PassengerResult {
  return table.rows.find((r) => r.roll === roll)?.result ?? 'unharmed';
}
