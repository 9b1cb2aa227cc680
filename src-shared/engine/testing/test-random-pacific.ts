/**
 * Random Pacific modules for the property tests (test-only; never imported by the engine). A share of the random
 * games switch modules on and swap some units for Pacific types; the choices come from dice of their own, so the
 * games without modules are exactly as before.
 */
import { seedRng } from '../../dice';
import type { HexRef } from '../../model';
import type { Action } from '../core/actions';
import type { GameSetup } from '../scenario/setup-types';
import { PACIFIC_UNIT_TYPES } from './test-pacific';
import { BotDice as Dice } from '../bots/bot';

/** Share of random games with Pacific modules, in percent. */
export const PACIFIC_SHARE = 45;

const JAPANESE_TYPES = ['jrifle', 'jstrong', 'jleader', 'tank-killer'];
const ALLIED_TYPES = ['howitzer-battery', 'canister-gun', 'stuart', 'heavy-tank', 'heavy-tank'];

export function withPacificModules(seed: number, setup: GameSetup): GameSetup {
  const d = new Dice(seedRng(`pacific-${seed}`));
  if (!d.chance(PACIFIC_SHARE)) return setup;
  const modules = { ...setup.ruleset.modules, japanese: d.chance(70), caves: d.chance(70), napalm: d.chance(60), banzai: d.chance(60), hip: d.chance(50), starshells: d.chance(60), canister: d.chance(60), tankKillers: d.chance(60) };
  const japanese = d.pick(['ax', 'al'] as const);
  const drawn = setup.units.map((u) => {
    // The sides set no hiddenPercent, so any number may hide (hidden.ts).
    const hidden = d.chance(u.contingentId === japanese ? 50 : 15);
    if (!d.chance(50)) return { ...u, hidden };
    return { ...u, hidden, typeId: d.pick(u.contingentId === japanese ? JAPANESE_TYPES : ALLIED_TYPES) };
  });
  // OST 15.12: a tank killer sets up alone, so one drawn into a hex with other units of its side is a rifle instead
  // (no dice, so the draws above stay as they were).
  const hexOf = new Map(setup.placements.map((p) => [p.unitId, `${p.hex.col},${p.hex.row}`]));
  const shared = (id: string) => setup.placements.filter((p) => p.unitId !== id && `${p.hex.col},${p.hex.row}` === hexOf.get(id)).length > 0;
  const units = drawn.map((u) => (modules.tankKillers && u.typeId === 'tank-killer' && shared(u.id) ? { ...u, typeId: 'jrifle' } : u));
  // Caves face a random hexside; most games get one more cave under a Japanese unit, so caves see combat.
  const features = (setup.features ?? []).map((f) => (f.type === 'cave' ? { ...f, facing: d.int(6) } : f));
  const placed = setup.placements.filter((p) => units.find((u) => u.id === p.unitId)?.contingentId === japanese);
  if (placed.length > 0 && d.chance(80)) features.push({ id: 'cave-j', type: 'cave', hex: d.pick(placed).hex, facing: d.int(6), props: {} });
  // The other side gets an airstrike from the start, so napalm and strikes on caves happen.
  const allies = japanese === 'ax' ? 'allies' : 'axis';
  const strikes = [...(setup.strikes ?? []), { id: `${allies}-p`, sideId: allies, kind: 'air' as const, strength: 2 + d.int(5), label: '', initial: true, availability: 'restOfGame' as const, shotDown: 'replaced' as const }];
  const sides = setup.sides.map((side) => ({ ...side, starshells: d.int(4) }));
  return { ...setup, ruleset: { ...setup.ruleset, modules }, sides, units, features, strikes, unitTypes: [...setup.unitTypes, ...PACIFIC_UNIT_TYPES] };
}

/** A Pacific action that is often illegal: random strikes, units and hexes (some off the map). */
export function junkPacificAction(d: Dice, setup: GameSetup): Action {
  const hex = (): HexRef => ({ col: d.int(setup.map.cols + 2) - 1, row: d.int(setup.map.rows + 2) - 1 });
  const strikes = (setup.strikes ?? []).map((x) => x.id);
  const side = d.chance(20) ? { side: d.pick(['axis', 'allies']) } : {};
  const unit = () => (d.chance(90) ? d.pick(setup.units).id : 'no-such-unit');
  if (d.chance(40)) return { type: 'declareBanzai', leaderId: unit(), unitIds: Array.from({ length: d.int(4) }, unit), ...side };
  if (d.chance(30)) return { type: 'fireStarshell', hex: hex(), ...side };
  if (d.chance(40)) return { type: 'fireCanister', unitId: unit(), hexes: Array.from({ length: d.int(4) }, hex), ...side };
  return { type: 'napalmStrike', strikeId: strikes.length > 0 && d.chance(80) ? d.pick(strikes) : 'no-such-strike', hex: hex(), ...side };
}
