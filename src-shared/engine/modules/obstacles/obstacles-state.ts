// Rules Atoll 14.9, Atoll 14.10.
/** The state, actions and events of obstacles with state (14.9) and features with a life (14.10). */
import type { HexRef } from '../../../model';

export type ObstaclesState = {
  /** Obstacles cleared in play: hexside keys ("col,row:dir") and feature ids, sorted. */
  readonly cleared?: readonly string[];
  /** Features with a life destroyed by fire (feature ids, sorted). */
  readonly destroyed?: readonly string[];
};

/** N units of the phasing side spend their Engineering Phase clearing one obstacle next to them (or in their hex). */
export type ClearObstacleAction = { readonly type: 'clearObstacle'; readonly obstacle: string; readonly unitIds: readonly string[]; readonly side?: string };

export type ObstacleEvent =
  | {
      /** An obstacle is cleared: by a unit crossing it, or by units spending the Engineering Phase next to it. */
      readonly type: 'obstacle-cleared';
      readonly side: string;
      /** The hexside key or the feature id. */
      readonly obstacle: string;
      readonly kind: 'hexside' | 'hex';
      /** The obstacle type's name ("Barbed wire"). */
      readonly name: string;
      /** Where it stood ("Barbed wire between 0304 and 0305", "Minefield in 0406"). */
      readonly label: string;
      readonly hexes: readonly HexRef[];
      readonly how: 'crossing' | 'clearing';
      readonly unitIds: readonly string[];
      /** A hexside obstacle: the hexside type in force now (its name), null for a plain hexside. */
      readonly becomes: string | null;
      readonly rule: string;
    }
  | {
      /** A feature with a life rolls on its destruction table after fire against its hex. */
      readonly type: 'feature-fire-rolled';
      /** The side that fired. */
      readonly side: string;
      readonly featureId: string;
      readonly name: string;
      readonly hex: string;
      readonly at: HexRef;
      readonly cause: string;
      readonly die: number;
      readonly destroyed: boolean;
      /** A destroyed feature keeps its defence bonus (the scenario's rule). */
      readonly keepsBonus: boolean;
      readonly rule: string;
    };

declare module '../../core/state' {
  interface ModuleSlices {
    /** Obstacles cleared and features destroyed in play; absent in games that have none. */
    readonly obstacles?: ObstaclesState;
  }
}

declare module '../../core/actions' {
  interface ModuleActions {
    obstacles: ClearObstacleAction;
  }
}

declare module '../../core/events' {
  interface ModuleEvents {
    obstacles: ObstacleEvent;
  }
}
