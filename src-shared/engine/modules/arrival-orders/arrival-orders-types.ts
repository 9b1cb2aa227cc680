// Rules 16.1 (a scenario's arrival order at unit level).
/** The state, action and events of the arrival-orders module, joined to the core's types by declaration merging. */

/** One side's arrival order in play. */
export type ArrivalOrderState = {
  /** The sealed order of items (unit or contingent ids); null until the side has written (or the dice have decided) it. */
  readonly order: readonly string[] | null;
  /** hashValue of the order, which anyone may see; null until sealed. */
  readonly digest: string | null;
  /** Items arrived so far, in order of arrival, with their turn. */
  readonly arrived: readonly { readonly item: string; readonly turn: number }[];
  /** The last turn whose slot of the schedule has been delivered (0: none yet). */
  readonly lastTurn: number;
};

/** Seals a side's order before play: `order` lists every item once (written); absent in the rolled variant, where the dice decide it. */
export type SealArrivalOrderAction = { readonly type: 'sealArrivalOrder'; readonly side: string; readonly order?: readonly string[] };

export type ArrivalOrderEvent =
  /** Carries no part of the order: the other side learns only that it is sealed, and its digest. */
  | { readonly type: 'arrival-order-sealed'; readonly side: string; readonly mode: 'written' | 'rolled'; readonly digest: string; readonly items: number; readonly rule: string }
  /** A slot of the schedule: the next `count` items of the order come into the reinforcements pool. */
  | {
      readonly type: 'arrival-order-due';
      readonly side: string;
      readonly turn: number;
      readonly count: number;
      readonly items: readonly string[];
      readonly units: readonly string[];
      /** Places in the order, from 1. */
      readonly from: number;
      readonly to: number;
      readonly rule: string;
    }
  /** As the game ends: the order revealed, with the turn each item arrived (null: never). */
  | {
      readonly type: 'arrival-order-revealed';
      readonly side: string;
      readonly digest: string;
      readonly order: readonly string[];
      readonly arrived: readonly { readonly item: string; readonly turn: number | null }[];
      readonly rule: string;
    };

declare module '../../core/state' {
  interface ModuleSlices {
    /** Sides' arrival orders by side id; absent in games where no side has one. */
    readonly arrivalOrders?: Readonly<Record<string, ArrivalOrderState>>;
  }
}

declare module '../../core/actions' {
  interface ModuleActions {
    arrivalOrders: SealArrivalOrderAction;
  }
}

declare module '../../core/events' {
  interface ModuleEvents {
    arrivalOrders: ArrivalOrderEvent;
  }
}
