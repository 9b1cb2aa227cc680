/**
 * A game setup from a scenario document: only the parts the engine reads (no title, designer notes, special-rule titles
 * and text, or images), so the setup hash changes only when a rule input changes.
 */
import type { ScenarioDocument } from '../../model';
import type { GameSetup, Placement } from './setup-types';

/** The scenario's rules with the given starting hexes; units without a placement start off the map. */
export function setupFromScenario(doc: ScenarioDocument, placements: readonly Placement[]): GameSetup {
  const { map } = doc;
  return {
    map: { cols: map.cols, rows: map.rows, orientation: map.orientation, stagger: map.stagger, defaultTerrain: map.defaultTerrain, numbering: map.numbering },
    ruleset: doc.ruleset,
    hexes: doc.hexes.filter((h) => h.terrain !== map.defaultTerrain).map(({ col, row, terrain }) => ({ col, row, terrain })),
    hexsides: doc.hexsides,
    paths: doc.paths,
    sides: doc.sides.map(({ id, name, role, fireCoordination, airstrikesPerHex, navalGunfirePerHex, dropZones, arrivalPlan, airSupply, hiddenPercent, starshells, arrivalOrder }) => ({
      id, name, role, fireCoordination, airstrikesPerHex, navalGunfirePerHex, dropZones, arrivalPlan, airSupply, hiddenPercent, ...(starshells === undefined ? {} : { starshells }),
      ...(arrivalOrder === undefined ? {} : { arrivalOrder }),
    })),
    contingents: doc.contingents.map(({ id, sideId }) => ({ id, sideId })),
    unitTypes: doc.unitTypes,
    units: doc.units.map(({ id, designation, typeId, contingentId, hidden, aboard }) => ({ id, designation, typeId, contingentId, ...(hidden ? { hidden } : {}), ...(aboard ? { aboard } : {}) })),
    turns: doc.turns.map(({ index, label, night, cp }) => ({ index, label, night, cp })),
    placements,
    features: doc.features.map(({ id, type, hex, props }) => ({ id, type, hex, props })),
    arrivals: doc.arrivals,
    dieTables: doc.dieTables,
    cpBonuses: doc.cpBonuses,
    strikes: doc.strikes,
    victory: doc.victory,
    zones: doc.zones.map(({ id, hexes }) => ({ id, hexes })),
    // Only rules that switch a module on reach the engine, and without their title and text.
    specialRules: doc.specialRules.flatMap(({ id, module, params }) => (module === undefined ? [] : [{ id, module, ...(params ? { params } : {}) }])),
  };
}
