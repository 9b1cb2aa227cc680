/**
 * The odds panel: for a planned attack, the engine's assessment (assessAttack: each unit's strength, the differential,
 * the base column, every column shift with its cause, the final column) and the chance of each result on the final
 * column, as exact fractions of the die's outcomes (src-shared/dice distributions); the same for a strike commitment,
 * per target and defending unit (assessStrikes). Nothing is rolled.
 */
import { distributionCounts, makeDice } from '../dice';
import { assessAttack, assessStrikes, type AttackAction, type CombatAssessment, type CommitStrikesAction, type CrtArithmetic, type GameState, type RuleError, type StrikeAssessment } from '../engine';
import { crtResult, RESULT_EFFECTS, type Crt, type ResultCode } from '../ruleset';

/** How likely one result is on a column. */
export type ResultChance = {
  readonly result: ResultCode;
  readonly label: string;
  /** The die faces that give it, ascending. */
  readonly rolls: readonly number[];
  /** Exactly `ways` of `outOf` equally likely rolls. */
  readonly ways: number;
  readonly outOf: number;
  readonly p: number;
};

/** The chance of each effect of the result (11.5), summed over the results that have it. */
export type EffectChances = {
  readonly attackerDisrupted: number;
  readonly defenderDisrupted: number;
  readonly defenderRetreats: number;
  readonly defenderEliminated: number;
  readonly noEffect: number;
};

export type ColumnOdds = { readonly chances: readonly ResultChance[]; readonly effects: EffectChances };

/** The CRT is read with one die (rows 1 to 6, 11.3). */
const CRT_DIE = makeDice(1, 6);

/** The results of one CRT column with their exact chances, most likely first (ties in table order). */
export function columnOdds(crt: Crt, columnIndex: number): ColumnOdds {
  const { outcomes, counts } = distributionCounts(CRT_DIE);
  const outOf = Number(outcomes);
  const byResult = new Map<ResultCode, { rolls: number[]; ways: number }>();
  for (const { value, count } of counts) {
    const result = crtResult(crt, columnIndex, value);
    const entry = byResult.get(result) ?? { rolls: [], ways: 0 };
    entry.rolls.push(value);
    entry.ways += Number(count);
    byResult.set(result, entry);
  }
  const chances = [...byResult].map(([result, { rolls, ways }]) => ({ result, label: RESULT_EFFECTS[result].label, rolls, ways, outOf, p: ways / outOf }));
  const chance = (test: (code: ResultCode) => boolean) => chances.filter((c) => test(c.result)).reduce((sum, c) => sum + c.p, 0);
  return {
    chances: chances.sort((a, b) => b.ways - a.ways),
    effects: {
      attackerDisrupted: chance((r) => RESULT_EFFECTS[r].attackerDisrupted),
      defenderDisrupted: chance((r) => RESULT_EFFECTS[r].defenderDisrupted),
      defenderRetreats: chance((r) => RESULT_EFFECTS[r].defenderRetreats),
      defenderEliminated: chance((r) => RESULT_EFFECTS[r].defenderEliminated),
      noEffect: chance((r) => r === 'NE'),
    },
  };
}

export type AttackOdds = { readonly ok: true; readonly assessment: CombatAssessment } & ColumnOdds;

/** The planned attack's arithmetic and the chance of each result, or the engine's reason the attack is not allowed. */
export function attackOdds(state: GameState, plan: Pick<AttackAction, 'attackers' | 'defenderHex' | 'ranged'>): AttackOdds | { readonly ok: false; readonly error: RuleError } {
  const assessed = assessAttack(state, { type: 'attack', attackers: plan.attackers, defenderHex: plan.defenderHex, ...(plan.ranged ? { ranged: plan.ranged } : {}) });
  if (!assessed.ok) return assessed;
  return { ok: true, assessment: assessed.assessment, ...columnOdds(state.board.ruleset.crt, assessed.assessment.finalColumn.index) };
}

export type DefenceOdds = { readonly unitId: string; readonly arithmetic: CrtArithmetic } & ColumnOdds;

export type StrikeOdds = { readonly ok: true; readonly targets: readonly (Omit<StrikeAssessment, 'defenders'> & { readonly defenders: readonly DefenceOdds[] })[] };

/**
 * A strike commitment's arithmetic against each defending unit of each target with the chance of each result, every
 * marker sent still flying (a marker shot down against a unit above no longer counts against those below, 12.7).
 */
export function strikeOdds(state: GameState, action: Omit<CommitStrikesAction, 'type'>): StrikeOdds | { readonly ok: false; readonly error: RuleError } {
  const assessed = assessStrikes(state, { ...action, type: 'commitStrikes' });
  if (!assessed.ok) return assessed;
  const crt = state.board.ruleset.crt;
  return {
    ok: true,
    targets: assessed.targets.map((t) => ({
      hex: t.hex,
      strikes: t.strikes,
      defenders: t.defenders.map(({ unitId, ...arithmetic }) => ({ unitId, arithmetic, ...columnOdds(crt, arithmetic.finalColumn.index) })),
    })),
  };
}

/** "1/6", "1/2": a chance as the fraction people say, reduced. */
export function fractionText(ways: number, outOf: number): string {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  const d = gcd(ways, outOf) || 1;
  return `${ways / d}/${outOf / d}`;
}
