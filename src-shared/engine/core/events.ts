/** What happened, with the arithmetic the UI shows (DESIGN §4.8). Events are plain JSON. */
import type { HexRef } from '../../model';
import type { ResultCode } from '../../ruleset';
import type { EngineeringEvent } from '../engineering/events-engineering';
import type { PacificEvent } from '../modules/pacific/events-pacific';
import type { ScenarioEvent } from './events-scenario';
import type { PhaseId } from './phases';

export type CostPart = { readonly what: string; readonly mp: number };

/** One hex entered: what it cost and why (10.2–10.8), and what the ZOC rules did (9.2, 9.3, 10.4). */
export type MoveStepExplanation = {
  /** The hex label people see, e.g. "0405". */
  readonly hex: string;
  readonly at: HexRef;
  readonly parts: readonly CostPart[];
  readonly total: number;
  /** MP left after this step. */
  readonly mpLeft: number;
  readonly rule: string;
  readonly notes: readonly string[];
  /** Entered an enemy ZOC: the move ends here (9.2). */
  readonly zocStop: boolean;
};

/** One CRT column shift and why (11.4): negative = left (defender's favour), positive = right. */
export type ColumnShift = { readonly cause: string; readonly shift: number; readonly rule: string };

/** A unit's part in a combat: its current strength (the back side when disrupted, 15.1). */
export type CombatantStrength = { readonly unitId: string; readonly strength: number; readonly ranged: boolean };

export type CrtColumnRef = { readonly index: number; readonly label: string };

/** The CRT arithmetic every attack on the table shares (11.3, 11.4): strengths, differential, column and shifts. */
export type CrtArithmetic = {
  readonly attack: number;
  readonly defence: number;
  /** attack − defence (11.3 step 4). */
  readonly differential: number;
  readonly baseColumn: CrtColumnRef;
  readonly shifts: readonly ColumnShift[];
  /** The sum of the shifts; the final column is clamped to the table's ends (11.4). */
  readonly totalShift: number;
  readonly finalColumn: CrtColumnRef;
};

/** The die rolled on the CRT and what it gave. */
export type CrtRoll = {
  readonly die: number;
  readonly result: ResultCode;
  readonly resultLabel: string;
  readonly notes: readonly string[];
  readonly rule: string;
};

/** The whole arithmetic of one combat (11.3), before the die. */
export type CombatAssessment = CrtArithmetic & {
  readonly attackers: readonly CombatantStrength[];
  readonly defenders: readonly CombatantStrength[];
  /** Why some strengths differ from the counters' (a lone leader in a Banzai, OST 13.16); absent when none do. */
  readonly notes?: readonly string[];
};

export type GameEvent =
  | { readonly type: 'phase-started'; readonly turn: number; readonly side: string; readonly phase: PhaseId; readonly rule: string }
  | { readonly type: 'phase-ended'; readonly turn: number; readonly side: string; readonly phase: PhaseId }
  | { readonly type: 'turn-started'; readonly turn: number; readonly label: string; readonly night: boolean }
  | { readonly type: 'turn-ended'; readonly turn: number; readonly rule: string }
  | {
      readonly type: 'game-over';
      readonly turn: number;
      readonly rule: string;
      readonly reason: string;
      /** The winner (21.1, 21.2), null for a draw or stalemate; absent for scenarios without victory conditions. */
      readonly winner?: string | null;
      readonly level?: string;
    }
  | {
      readonly type: 'cp-reset';
      readonly side: string;
      /** CP lost: unspent points do not carry over (5.5). */
      readonly lost: number;
      readonly cp: number;
      readonly rule: string;
    }
  | { readonly type: 'cp-spent'; readonly side: string; readonly amount: number; readonly left: number; readonly purpose: string; readonly rule: string }
  | { readonly type: 'die-rolled'; readonly purpose: string; readonly dice: string; readonly faces: readonly number[]; readonly total: number; readonly rule: string }
  | { readonly type: 'fast-move'; readonly unitId: string; readonly roll: number; readonly mpLeft: number; readonly rule: string }
  | {
      readonly type: 'unit-moved';
      readonly unitId: string;
      readonly from: HexRef;
      readonly to: HexRef;
      readonly steps: readonly MoveStepExplanation[];
      readonly mpSpent: number;
      readonly mpLeft: number;
      /** True when the move ends in an enemy ZOC and the unit may not move again this phase (9.2). */
      readonly halted: boolean;
    }
  | {
      readonly type: 'over-stacked';
      readonly side: string;
      readonly hex: string;
      readonly at: HexRef;
      readonly units: readonly { readonly unitId: string; readonly points: number }[];
      readonly total: number;
      readonly limit: number;
      /** Why the hex counts as over-stacked when its points are within the limit (a tank killer not alone, OST 15.12). */
      readonly reason?: string;
      readonly rule: string;
    }
  | {
      readonly type: 'unit-disrupted';
      readonly unitId: string;
      readonly reason: string;
      readonly rule: string;
      /** Already disrupted: 15.1 eliminates it (a `unit-eliminated` event follows). */
      readonly wasDisrupted: boolean;
    }
  | { readonly type: 'unit-eliminated'; readonly unitId: string; readonly hex: string; readonly at: HexRef; readonly reason: string; readonly rule: string }
  | ({
      readonly type: 'combat-resolved';
      readonly side: string;
      /** The defenders' hex. */
      readonly hex: string;
      readonly at: HexRef;
    } & CombatAssessment &
      /** `notes`: how the result was applied where a choice or an exception came in (exchange victim, ranged-only attack). */
      CrtRoll)
  | {
      readonly type: 'unit-retreated';
      readonly unitId: string;
      readonly from: HexRef;
      /** Where the retreat ended (or where the unit was eliminated on the way). */
      readonly to: HexRef;
      /** Hexes entered, in order. */
      readonly path: readonly HexRef[];
      /** The retreat die (13.1). */
      readonly rolled: number;
      /** Who chose the path: the action's planned route, or the engine's default choice. */
      readonly chosenBy: 'plan' | 'automatic';
      readonly notes: readonly string[];
      readonly rule: string;
    }
  | {
      readonly type: 'pursuit-open';
      readonly hex: string;
      readonly at: HexRef;
      readonly units: readonly { readonly unitId: string; readonly maxHexes: number }[];
      readonly rule: string;
    }
  | { readonly type: 'unit-pursued'; readonly unitId: string; readonly from: HexRef; readonly to: HexRef; readonly path: readonly HexRef[]; readonly rule: string }
  | { readonly type: 'unit-regrouped'; readonly unitId: string; readonly rule: string }
  | ScenarioEvent
  | EngineeringEvent
  | PacificEvent;
