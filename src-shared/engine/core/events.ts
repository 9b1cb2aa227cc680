/** What happened, with the arithmetic the UI shows (DESIGN §4.8). Events are plain JSON. */
import type { HexRef } from '../../model';
import type { EngineeringEvent } from '../engineering/events-engineering';
import type { ScenarioEvent } from './events-scenario';
import type { CombatAssessment, CrtRoll, MoveStepExplanation } from './event-parts';
import type { PhaseId } from './phases';

export type { ColumnShift, CombatAssessment, CombatantStrength, CostPart, CrtArithmetic, CrtColumnRef, CrtRoll, MoveStepExplanation } from './event-parts';

/**
 * The events of rule modules (core/rule-module.ts), one entry per module family, each added by its module through
 * declaration merging (`declare module '.../core/events'`), so the core names no module's events.
 */
export interface ModuleEvents {}

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
  | ModuleEvents[keyof ModuleEvents];
