/**
 * Transport (issue 14, item 12) in the scenario document: what a carrier unit type carries. Passenger tables live in
 * the ruleset (ruleset/passenger-table.ts); a unit set up aboard a carrier names it in `Unit.aboard`.
 */
import { z } from 'zod';

/** A carrier's capacity is counted in units, or in the stacking points of the units aboard (7.2). */
export const CARRIER_MEASURES = ['units', 'points'] as const;
export const CARRIER_MEASURE_NAMES: Readonly<Record<(typeof CARRIER_MEASURES)[number], string>> = { units: 'units', points: 'stacking points' };

export const CarrierSchema = z.strictObject({
  /** Most units (or stacking points) aboard at once. */
  capacity: z.int().min(1).max(99),
  measure: z.enum(CARRIER_MEASURES),
  /** Unit classes it may carry (a unit type's `unitClass`, any case); it carries no unit of another class. */
  classes: z.array(z.string().min(1).max(60)).min(1).max(30),
  /** MP the carrier spends for each unit that boards it, and for each unit that gets off. */
  loadMp: z.int().min(0).max(99),
  unloadMp: z.int().min(0).max(99),
});
export type Carrier = z.infer<typeof CarrierSchema>;

/** A new carrier's values: two units of light infantry, 1 MP to load and to unload. */
export function defaultCarrier(): Carrier {
  return { capacity: 2, measure: 'units', classes: ['light infantry'], loadMp: 1, unloadMp: 1 };
}
