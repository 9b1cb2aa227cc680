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

const JAPANESE_TYPES = ['jrifle', 'jstrong', 'jleader'];
const ALLIED_TYPES = ['howitzer-battery', 'canister-gun', 'stuart', 'heavy-tank'];

export function withPacificModules(seed: number, setup: GameSetup): GameSetup {
  const d = new Dice(seedRng(`pacific-${seed}`));
  if (!d.chance(PACIFIC_SHARE)) return setup;
  const modules = { ...setup.ruleset.modules, japanese: d.chance(70), caves: d.chance(70) };
  const japanese = d.pick(['ax', 'al'] as const);
  const units = setup.units.map((u) => {
    if (!d.chance(50)) return u;
    return { ...u, typeId: d.pick(u.contingentId === japanese ? JAPANESE_TYPES : ALLIED_TYPES) };
  });
  // Caves face a random hexside; a share of games gets one more cave next to a Japanese unit, so caves see combat.
  const features = (setup.features ?? []).map((f) => (f.type === 'cave' ? { ...f, facing: d.int(6) } : f));
  const placed = setup.placements.filter((p) => units.find((u) => u.id === p.unitId)?.contingentId === japanese);
  if (placed.length > 0 && d.chance(70)) features.push({ id: 'cave-j', type: 'cave', hex: d.pick(placed).hex, facing: d.int(6), props: {} });
  return { ...setup, ruleset: { ...setup.ruleset, modules }, units, features, unitTypes: [...setup.unitTypes, ...PACIFIC_UNIT_TYPES] };
}
