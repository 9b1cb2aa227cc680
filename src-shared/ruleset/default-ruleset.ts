/**
 * The built-in ruleset `paratrooper-pacific`: Paratrooper's operational rules with the OST Pacific terrain.
 * Every call builds a fresh object, so callers may mutate what they get.
 */
import { defaultAirDropTable } from './air-drop';
import { defaultCombatShifts, defaultCrt } from './crt';
import { defaultDemolitionTable } from './demolition';
import { defaultFeatureRules } from './features';
import { defaultHexsideTypes } from './hexsides';
import { defaultMovementClasses } from './movement-classes';
import { defaultPathTypes } from './paths';
import type { Ruleset, RulesetModules, Stacking } from './schema-ruleset';
import { pacificTerrain } from './terrain-pacific';
import { paratrooperTerrain } from './terrain-paratrooper';

export const DEFAULT_RULESET_VERSION = 1;

/** Every optional module off: the base game is plain Paratrooper; scenarios switch Pacific rules on. */
export function defaultModules(): RulesetModules {
  return {
    japanese: false,
    banzai: false,
    caves: false,
    napalm: false,
    starshells: false,
    tankKillers: false,
    canister: false,
    hip: false,
  };
}

/** Both Paratrooper scenarios: 4 platoons per hex, a company counts 3; airstrikes and naval gunfire 1 per hex. */
export function defaultStacking(): Stacking {
  return {
    source: 'Paratrooper 23.1, 24.1, 24.2 (scenario stacking)',
    pointsPerHex: 4,
    sizePoints: { platoon: 1, company: 3 },
    defaultSizePoints: 1,
    airstrikesPerHex: 1,
    navalGunfirePerHex: 1,
  };
}

export function defaultRuleset(): Ruleset {
  return {
    base: 'paratrooper-pacific',
    name: 'Paratrooper with Pacific terrain',
    version: DEFAULT_RULESET_VERSION,
    movementClasses: defaultMovementClasses(),
    terrain: [...paratrooperTerrain(), ...pacificTerrain()],
    hexsides: defaultHexsideTypes(),
    paths: defaultPathTypes(),
    features: defaultFeatureRules(),
    crt: defaultCrt(),
    combatShifts: defaultCombatShifts(),
    airDropTable: defaultAirDropTable(),
    demolitionTable: defaultDemolitionTable(),
    modules: defaultModules(),
    stacking: defaultStacking(),
  };
}
