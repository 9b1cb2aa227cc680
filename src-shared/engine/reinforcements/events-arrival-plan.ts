/** Events of the scenario rule "arrival plan": the plan sealed before play, and checked after the game. */

/** When a planned contingent's first unit arrived; null: it never did. */
export type ContingentArrival = { readonly contingentId: string; readonly turn: number | null };

/** A contingent that arrived before others planned ahead of it. */
export type ArrivalDeviation = {
  readonly contingentId: string;
  /** Its place in the plan, from 1. */
  readonly planned: number;
  readonly turn: number;
  /** Contingents planned before it that arrived on a later turn or never. */
  readonly ahead: readonly string[];
  readonly why: string;
};

export type ArrivalPlanEvent =
  /** Carries no part of the order: the other side learns only that the plan is written, and its digest. */
  | { readonly type: 'arrival-plan-sealed'; readonly side: string; readonly digest: string; readonly rule: string }
  | {
      readonly type: 'arrival-plan-checked';
      readonly side: string;
      /** The sealed digest, so the revealed order can be checked against what was shown during play. */
      readonly digest: string;
      readonly planned: readonly string[];
      /** Every planned contingent by turn of first arrival (ties in planned order), those that never arrived last. */
      readonly actual: readonly ContingentArrival[];
      readonly deviations: readonly ArrivalDeviation[];
      /** No deviation: every contingent that arrived came no earlier than those planned before it. */
      readonly kept: boolean;
      readonly rule: string;
    };
