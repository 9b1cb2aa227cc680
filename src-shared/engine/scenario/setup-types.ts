/**
 * What the engine needs to start a game: the static parts of a scenario plus where each unit starts.
 * Every field is a Pick of the model's record types, so a whole ScenarioDocument plus `placements`
 * satisfies it; a later issue builds `placements` from the scenario's set-up rules.
 */
import type { Numbering } from '../../hex';
import type {
  Arrival, Contingent, CpBonus, DieTable, Feature, Hex, HexRef, Hexside, MapSettings, PathRecord, Side, SpecialRule, Strike, Turn, Unit, UnitType, Victory, Zone,
} from '../../model';
import type { Ruleset } from '../../ruleset';

export type SetupMap = Pick<MapSettings, 'cols' | 'rows' | 'orientation' | 'stagger' | 'defaultTerrain' | 'north'> & {
  /** For hex labels in explanations ("0405"); the map's own numbering when taken from a document. */
  numbering?: Numbering;
};

export type Placement = {
  readonly unitId: string;
  readonly hex: HexRef;
  /** Starts on its disrupted side. */
  readonly disrupted?: boolean;
};

/**
 * A hex feature (cave, trench, roadblock...); the scenario's Feature records satisfy it. Combat reads the ruleset's
 * feature rule whose id is the feature's type (11.4.1, 20.2). `props.side`, when set, names the only side it helps (20.2: a
 * roadblock serves the side that built it). `facing` is a cave's facing hexside (OST 9.6).
 */
export type SetupFeature = Pick<Feature, 'id' | 'type' | 'hex' | 'facing'> & { readonly props?: Feature['props'] };

/** A side; the scenario parameters are optional so hand-built setups can leave them at the standard rules' defaults. */
export type SetupSide = Pick<Side, 'id' | 'name' | 'role'> &
  Partial<Pick<Side, 'fireCoordination' | 'airstrikesPerHex' | 'navalGunfirePerHex' | 'dropZones' | 'arrivalPlan' | 'airSupply' | 'hiddenPercent' | 'starshells' | 'arrivalOrder'>>;

/** A special rule as the engine reads it: its module switches an engine module on (special-rules.ts); `params` tune it. */
export type SetupSpecialRule = Pick<SpecialRule, 'id' | 'module' | 'params'>;

/** A painted zone, for areas of kind `zone` (entry areas, drop zones). */
export type SetupZone = Pick<Zone, 'id' | 'hexes'>;

export type GameSetup = {
  readonly map: SetupMap;
  readonly ruleset: Ruleset;
  /** Hexes that differ from `map.defaultTerrain`. */
  readonly hexes: readonly Pick<Hex, 'col' | 'row' | 'terrain'>[];
  readonly hexsides: readonly Hexside[];
  readonly paths: readonly PathRecord[];
  readonly sides: readonly SetupSide[];
  readonly contingents: readonly Pick<Contingent, 'id' | 'sideId'>[];
  readonly unitTypes: readonly UnitType[];
  /** `hidden`: set up hidden when the hip module is on (ASL G1.631, hidden.ts). */
  /** `aboard`: starts aboard that carrier, wherever the carrier is placed (modules/transport). */
  readonly units: readonly (Pick<Unit, 'id' | 'designation' | 'typeId' | 'contingentId'> & Partial<Pick<Unit, 'hidden' | 'aboard'>>)[];
  /** The turn record track; played in `index` order, the highest index is the last turn. */
  readonly turns: readonly Pick<Turn, 'index' | 'label' | 'night' | 'cp'>[];
  /** Units on the map at the start; units without a placement are off the map. */
  readonly placements: readonly Placement[];
  /** Side ids in player-turn order; default: airborne first (4.2). */
  readonly playerOrder?: readonly string[];
  /** Hex features that shift combat (caves, trenches, roadblocks); none when absent. */
  readonly features?: readonly SetupFeature[];
  /**
   * Most ranged units one combat may include, per side id (11.2.2: set by the scenario); overrides the side's own
   * `fireCoordination`; 1 for a side that sets neither.
   */
  readonly fireCoordination?: Readonly<Record<string, number>>;
  /** Scheduled reinforcements (16.1). */
  readonly arrivals?: readonly Arrival[];
  /** Variable reinforcement tables and their sub-tables (16.4). */
  readonly dieTables?: readonly DieTable[];
  /** Scenario CP for holding hexes (5.3). */
  readonly cpBonuses?: readonly CpBonus[];
  /** Airstrike and naval gunfire markers (12.0). */
  readonly strikes?: readonly Strike[];
  /** Sudden death and end-of-game VP (21.0); objectives are the `objective` features. */
  readonly victory?: Victory;
  readonly zones?: readonly SetupZone[];
  /** Special rules; those naming an engine module switch it on (optional rules 22.0, scenario rules such as 23.3). */
  readonly specialRules?: readonly SetupSpecialRule[];
};
