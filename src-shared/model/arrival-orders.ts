import { z } from 'zod';
import { EntrySchema } from './areas';
import { IdSchema } from './ids';

/**
 * An arrival order at unit level (`Side.arrivalOrder`): the scenario gives the pool of units and the schedule (how
 * many arrive on which turns); the side's player writes the order before play, sealed from the other side, or, in
 * the `rolled` variant (solo play), the engine draws each arriving unit from the pool with the game dice. With
 * `groups: 'contingent'` the items ordered and counted are the pool's contingents (each arriving whole).
 */
export const ARRIVAL_ORDER_MODES = ['written', 'rolled'] as const;
export const ARRIVAL_ORDER_GROUPS = ['unit', 'contingent'] as const;

export const ArrivalOrderSlotSchema = z.strictObject({
  turn: z.int().min(1).max(999),
  count: z.int().min(1, 'at least one unit or group arrives in each turn of the schedule').max(100),
});
export type ArrivalOrderSlot = z.infer<typeof ArrivalOrderSlotSchema>;

export const ArrivalOrderSchema = z.strictObject({
  mode: z.enum(ARRIVAL_ORDER_MODES, { error: 'an arrival order is either “written” by its side or “rolled” by the game dice' }),
  groups: z.enum(ARRIVAL_ORDER_GROUPS, { error: 'an arrival order orders either each “unit” or each “contingent” of its units' }),
  /** The units whose order of arrival is written (or rolled); not placed at set-up, brought by nothing else. */
  unitIds: z.array(IdSchema).min(1, 'an arrival order needs at least one unit to order').max(500),
  /** How many items arrive on which turns, by turn. */
  schedule: z.array(ArrivalOrderSlotSchema).min(1, 'an arrival order needs at least one turn on which units arrive').max(100),
  entry: EntrySchema,
});
export type ArrivalOrder = z.infer<typeof ArrivalOrderSchema>;

/** The items an order lists: the pool's units, or their contingents in the order of first mention. */
export function arrivalOrderItems(order: Pick<ArrivalOrder, 'groups' | 'unitIds'>, contingentOf: (unitId: string) => string | undefined): string[] {
  if (order.groups === 'unit') return [...new Set(order.unitIds)];
  const out: string[] = [];
  for (const id of order.unitIds) {
    const c = contingentOf(id);
    if (c !== undefined && !out.includes(c)) out.push(c);
  }
  return out;
}

/** The pool's units an item stands for. */
export function arrivalOrderItemUnits(order: Pick<ArrivalOrder, 'groups' | 'unitIds'>, item: string, contingentOf: (unitId: string) => string | undefined): string[] {
  return order.groups === 'unit' ? (order.unitIds.includes(item) ? [item] : []) : order.unitIds.filter((id) => contingentOf(id) === item);
}
