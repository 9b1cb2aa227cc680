// Rules 18.3, 19.0, 20.0, 22.2, 23.3.
/** The state parts of special units and engineering (18.3, 19.0, 20.0, 22.2, 23.3); each is absent while unused. */
import type { HexRef } from '../../model';

/** Bookkeeping of the phasing player's engineering, from its Engineering Phase to the end of its Movement Phase. */
export type EngineeringState = {
  /** Demolition targets tried in the current Engineering Phase (19.3: one attempt each per phase); dropped as it ends. */
  readonly attempted?: readonly string[];
  /** Units that may not move in this player turn's Movement Phase (19.3, 20.1, 23.3); dropped as that phase ends. */
  readonly working?: readonly string[];
};

/** Roadblocks (20.0): markers built in play, and map roadblocks (features naming a side) removed by 20.3. */
export type RoadblockState = {
  /** Hex key ("col,row") -> the side that built the marker. */
  readonly built?: Readonly<Record<string, string>>;
  /** Ids of roadblock features of the map that their side has left (20.3). */
  readonly cleared?: readonly string[];
};

/** A hexside whose type changed in play: a bridge demolished (19.2), repaired (22.2.1) or built (22.2.2). */
export type HexsideChange = {
  /** The hexside type in force now; null for a plain hexside (an obstacle cleared in play). */
  readonly type: string | null;
  /** The type the map prints there; null for a plain hexside. */
  readonly printed: string | null;
  /** A bridge marker (22.2.2): the side that built it. */
  readonly builtBy?: string;
};

export type HexsideChanges = {
  /** Hexside key ("col,row:dir") -> the change; a hexside back to its printed type is left out. */
  readonly changed: Readonly<Record<string, HexsideChange>>;
  /** Bridge markers each side has placed, those demolished since included (22.2.2: the scenario's number is the limit). */
  readonly bridgeMarkers?: Readonly<Record<string, number>>;
};

/** A side's air supply markers (18.3). */
export type AirSupplyState = {
  /** Markers not yet dropped. */
  readonly left: number;
  /** Markers on the map, in the order dropped. */
  readonly onMap: readonly HexRef[];
};
