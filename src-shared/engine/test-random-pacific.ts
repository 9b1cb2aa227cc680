/**
 * Random Pacific modules for the property tests (test-only; never imported by the engine). A share of the random
 * games switch modules on and swap some units for Pacific types; the choices come from dice of their own, so the
 * games without modules are exactly as before.
 */
import { seedRng } from '../dice';
import type { GameSetup } from './setup-types';
import { PACIFIC_UNIT_TYPES } from './test-pacific';
import { Dice } from './test-random';

/** Share of random games with Pacific modules, in percent. */
export const PACIFIC_SHARE = 40;

export function withPacificModules(seed: number, setup: GameSetup): GameSetup {
  const d = new Dice(seedRng(`pacific-${seed}`));
  if (!d.chance(PACIFIC_SHARE)) return setup;
  const modules = { ...setup.ruleset.modules, japanese: d.chance(70) };
  const japanese = d.pick(['axis', 'allies'] as const);
  const contingent = japanese === 'axis' ? 'ax' : 'al';
  const chain = ['jrifle', 'jstrong', 'jleader'];
  const units = setup.units.map((u) => (u.contingentId === contingent && d.chance(60) ? { ...u, typeId: d.pick(chain) } : u));
  return { ...setup, ruleset: { ...setup.ruleset, modules }, units, unitTypes: [...setup.unitTypes, ...PACIFIC_UNIT_TYPES] };
}
