// Rules 5.3, 6.0, 12.0, 16.0, 21.0.
/** Events of the scenario rules: reinforcements (16.0), CP bonuses (5.3), strikes (12.0), airdrops (6.0), victory (21.0), arrival plans. */
import type { EffectKind, HexRef } from '../../model';
import type { ArrivalPlanEvent } from '../reinforcements/events-arrival-plan';
import type { CrtArithmetic, CrtRoll } from './event-parts';
import type { EntryPlan } from './state';

/** One die-roll modifier of a table and why it applies or not (16.4). */
export type TableModifier = { readonly value: number; readonly cause: string; readonly applies: boolean };

/** A roll on a die table with modifiers and ranged rows (a scenario's die table, the morale table). */
export type TableRoll = {
  readonly dice: string;
  readonly faces: readonly number[];
  /** The dice total before modifiers. */
  readonly natural: number;
  readonly modifiers: readonly TableModifier[];
  readonly modified: number;
  /** The row read ("4", "6–8"). */
  readonly row: string;
  /** The modified roll lay beyond every row: the nearest row counts. */
  readonly nearest: boolean;
};

/** A roll on the Air Drop Table (6.2) for a unit or an air supply marker: where it was meant to land and where it did. */
export type AirDropRoll = {
  /** The planned hex and where it came down (they differ after a scatter); null when it was lost. */
  readonly planned: HexRef;
  readonly landed: HexRef | null;
  readonly terrain: string;
  readonly die: number;
  readonly modifiers: readonly TableModifier[];
  readonly modified: number;
  readonly result: string;
  readonly scatter?: { readonly direction: number; readonly directionDie: number; readonly distance: number };
  readonly notes: readonly string[];
  readonly rule: string;
};

export type VpLine = {
  readonly side: string;
  readonly what: string;
  readonly count: number;
  readonly vpEach: number;
  readonly vp: number;
  readonly rule: string;
};

/** End-of-game VP (21.2): every line that scored, the totals, the difference and the level reached. */
export type VictoryScore = {
  readonly lines: readonly VpLine[];
  readonly totals: Readonly<Record<string, number>>;
  /** The side with the most VP, null on a tie. */
  readonly leader: string | null;
  /** The leader's total less the next side's. */
  readonly difference: number;
  /** The level the difference reaches; '' when no level applies (a stalemate, 21.2). */
  readonly level: string;
  /** The same in sentences, for the UI. */
  readonly explanation: readonly string[];
};

export type StrikeStrength = { readonly strikeId: string; readonly strength: number };

export type ScenarioEvent =
  | (TableRoll & {
      readonly type: 'table-rolled';
      readonly tableId: string;
      readonly table: string;
      readonly side: string;
      /** The row's index in the table. */
      readonly rowIndex: number;
      readonly rule: string;
    })
  | {
      readonly type: 'table-outcome';
      readonly tableId: string;
      readonly rowIndex: number;
      readonly outcome: number;
      readonly effect: EffectKind;
      /** What happened: the effect, its fallback (`otherwise`), or nothing. */
      readonly happened: 'effect' | 'otherwise' | 'nothing';
      readonly applied: EffectKind | null;
      readonly why: string;
      readonly rule: string;
    }
  | {
      readonly type: 'reinforcements-available';
      readonly side: string;
      readonly source: string;
      readonly units: readonly string[];
      readonly entry: EntryPlan;
      readonly rule: string;
    }
  | { readonly type: 'reinforcements-none'; readonly side: string; readonly source: string; readonly reason: string; readonly rule: string }
  | { readonly type: 'strikes-available'; readonly side: string; readonly kind: 'air' | 'naval'; readonly strikeIds: readonly string[]; readonly notes: readonly string[]; readonly rule: string }
  | { readonly type: 'cp-changed'; readonly side: string; readonly amount: number; readonly cp: number; readonly reason: string; readonly rule: string }
  | {
      readonly type: 'decision-pending';
      readonly decisionId: string;
      readonly side: string;
      readonly kind: 'choice' | 'pick';
      readonly count: number;
      /** Choice: the option kinds; pick: the candidate unit ids. */
      readonly options: readonly string[];
      readonly rule: string;
    }
  | { readonly type: 'decision-made'; readonly decisionId: string; readonly side: string; readonly chosen: readonly string[]; readonly rule: string }
  | {
      readonly type: 'unit-entered';
      readonly unitId: string;
      readonly method: EntryPlan['method'];
      readonly hex: string;
      readonly at: HexRef;
      /** MP paid for the first hex (16.2). */
      readonly cost: number;
      readonly mpLeft: number;
      readonly halted: boolean;
      readonly notes: readonly string[];
      readonly rule: string;
    }
  | { readonly type: 'reinforcements-held'; readonly side: string; readonly units: readonly string[]; readonly reason: string; readonly rule: string }
  | {
      readonly type: 'cp-bonus';
      readonly side: string;
      readonly bonusId: string;
      /** The bonus (or loss) the scenario sets. */
      readonly cp: number;
      readonly granted: boolean;
      /** The side's CP after the bonus. */
      readonly total: number;
      readonly hexes: readonly { readonly hex: string; readonly held: boolean; readonly adjacentEnemies: readonly string[] }[];
      readonly why: string;
      readonly rule: string;
    }
  | ({
      readonly type: 'strike-resolved';
      readonly side: string;
      readonly kind: 'air' | 'naval';
      readonly hex: string;
      readonly at: HexRef;
      readonly strikes: readonly StrikeStrength[];
      readonly defender: string;
    } & CrtArithmetic &
      CrtRoll)
  | { readonly type: 'strike-shot-down'; readonly strikeId: string; readonly disposition: 'eliminated' | 'replaced'; readonly rule: string }
  | { readonly type: 'unit-evacuated'; readonly unitId: string; readonly hex: string; readonly at: HexRef; readonly rule: string }
  | { readonly type: 'units-not-dropped'; readonly side: string; readonly units: readonly string[]; readonly rule: string }
  | { readonly type: 'drop-zone-placed'; readonly side: string; readonly hex: string; readonly at: HexRef; readonly cost: number; readonly rule: string }
  | ({
      readonly type: 'unit-air-dropped';
      readonly unitId: string;
    } & AirDropRoll)
  | { readonly type: 'victory-scored'; readonly score: VictoryScore; readonly rule: string }
  | {
      /** A victory condition of the scenario decided the game (21.1), or its default result did (`condition` null). */
      readonly type: 'victory-condition';
      readonly turn: number;
      /** The condition's place in `victory.conditions`; null for the default result. */
      readonly condition: number | null;
      readonly kind: 'hold' | 'eliminate' | 'exit' | 'vp' | 'default';
      /** Null: a draw the scenario says so. */
      readonly winner: string | null;
      readonly level: string;
      /** Why, with the numbers ("Marines hold hex 0905 at the end of turn 6; the condition counts every turn up to 8"). */
      readonly reason: string;
      readonly hexes: readonly HexRef[];
      readonly rule: string;
    }
  | ArrivalPlanEvent;
