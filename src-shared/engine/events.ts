/** What happened, with the arithmetic the UI shows (DESIGN §4.8). Events are plain JSON. */
import type { HexRef } from '../model';
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

export type GameEvent =
  | { readonly type: 'phase-started'; readonly turn: number; readonly side: string; readonly phase: PhaseId; readonly rule: string }
  | { readonly type: 'phase-ended'; readonly turn: number; readonly side: string; readonly phase: PhaseId }
  | { readonly type: 'turn-started'; readonly turn: number; readonly label: string; readonly night: boolean }
  | { readonly type: 'turn-ended'; readonly turn: number; readonly rule: string }
  | { readonly type: 'game-over'; readonly turn: number; readonly rule: string; readonly reason: string }
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
      readonly rule: string;
    }
  | {
      readonly type: 'unit-disrupted';
      readonly unitId: string;
      readonly reason: string;
      readonly rule: string;
      /** Already disrupted: 15.1 eliminates it, which a later slice applies. */
      readonly wasDisrupted: boolean;
    };
