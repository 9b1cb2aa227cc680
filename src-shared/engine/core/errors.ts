/** Why the engine refused an action. A refusal never changes the state it was given. */
export type RuleErrorCode =
  | 'wrong-phase'
  | 'not-your-turn'
  | 'not-enough-cp'
  | 'illegal-move'
  | 'unknown-unit'
  | 'unit-not-on-map'
  | 'unit-already-moved'
  | 'unit-halted'
  | 'already-fast-moved'
  | 'illegal-attack'
  | 'unit-already-attacked'
  | 'illegal-retreat'
  | 'illegal-pursuit'
  | 'illegal-regroup'
  | 'game-over'
  | 'decision-pending'
  | 'bad-decision'
  | 'illegal-entry'
  | 'reinforcements-waiting'
  | 'illegal-strike'
  | 'illegal-airdrop'
  | 'illegal-evacuation'
  | 'arrival-plan-missing'
  | 'arrival-plan-not-required'
  | 'arrival-plan-already-sealed'
  | 'bad-arrival-plan'
  | 'arrival-order-missing'
  | 'arrival-order-not-required'
  | 'arrival-order-already-sealed'
  | 'bad-arrival-order'
  | 'illegal-demolition'
  | 'illegal-roadblock'
  | 'illegal-engineering'
  | 'illegal-air-supply'
  | 'illegal-banzai'
  | 'illegal-starshell'
  | 'illegal-transport'
  | 'bad-action';

export type RuleError = {
  readonly code: RuleErrorCode;
  /** One clear sentence saying why, fit to show the player. */
  readonly message: string;
  /** The rule number of the Paratrooper standard rules, e.g. '9.2'; Pacific rules carry their text, e.g. 'OST 12.4', 'ASL G1.631'. */
  readonly rule?: string;
};

export function ruleError(code: RuleErrorCode, message: string, rule?: string): RuleError {
  return rule === undefined ? { code, message } : { code, message, rule };
}
