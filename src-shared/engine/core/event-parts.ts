/** The parts of events that carry the arithmetic of a move or a combat (DESIGN §4.8), shared by every kind of event. */
import type { HexRef } from '../../model';
import type { ResultCode } from '../../ruleset';

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

/** Attacks by one unit or marker outside the CRT's ground combat (napalm, canister, a tank killer's charge). */
export type UnitAttackKind = 'napalm' | 'canister' | 'tank killer';
