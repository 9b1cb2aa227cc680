// Rules 16.1, 16.4.
/**
 * The reinforcement contingents of each side: the contingents that scheduled arrivals (16.1) or die-roll table results
 * (16.4, sub-tables and choice options included) bring into play. An arrival plan orders exactly these (scenario rule
 * "arrival plan"). Listed per owning side, in a stable default order: arrivals by turn, then tables in setup order.
 */
import type { Effect, UnitSelector } from '../../model';
import type { GameSetup } from '../scenario/setup-types';

type Source = Pick<GameSetup, 'arrivals' | 'dieTables' | 'contingents' | 'units'>;

function selected(units: UnitSelector, contingentOfUnit: ReadonlyMap<string, string>): string[] {
  if (units.kind !== 'units') return [...units.contingentIds];
  return units.unitIds.flatMap((id) => {
    const c = contingentOfUnit.get(id);
    return c === undefined ? [] : [c];
  });
}

function deployed(effect: Effect | undefined): UnitSelector[] {
  if (!effect) return [];
  if (effect.kind === 'deploy') return [effect.units];
  if (effect.kind === 'choice') return effect.options.flatMap((o) => (o.kind === 'deploy' ? [o.units] : []));
  return [];
}

/** Side id -> its reinforcement contingent ids; every side of `sideIds` is present (possibly empty). */
export function reinforcementContingents(setup: Source, sideIds: readonly string[]): Record<string, string[]> {
  const contingentOfUnit = new Map(setup.units.map((u) => [u.id, u.contingentId]));
  const sideOf = new Map(setup.contingents.map((c) => [c.id, c.sideId]));
  const selectors: UnitSelector[] = [
    ...[...(setup.arrivals ?? [])].sort((a, b) => a.turn - b.turn).map((a) => a.units),
    ...(setup.dieTables ?? []).flatMap((t) => t.rows.flatMap((r) => r.outcomes.flatMap((o) => [...deployed(o.effect), ...deployed(o.otherwise)]))),
  ];
  const out: Record<string, string[]> = Object.fromEntries(sideIds.map((id) => [id, []]));
  for (const selector of selectors)
    for (const c of selected(selector, contingentOfUnit)) {
      const side = sideOf.get(c);
      if (side !== undefined && Object.hasOwn(out, side) && !out[side].includes(c)) out[side].push(c);
    }
  return out;
}
