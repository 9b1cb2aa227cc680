// Rules 4.2, 5.2, 6.0, 10.0, 11.0, 12.0, 15.0, 16.0, 18.0.
/**
 * The sequence of play as data (Paratrooper 4.2): a game turn is one player turn per side, each a fixed list
 * of phases, then the end of turn (4.2 III). The airborne side's player turn comes first and is the only one
 * with an Airborne Landing Phase; every other side uses the defending player's list.
 */
import type { Side } from '../../model';

export type PhaseId =
  | 'command'
  | 'reinforcement'
  | 'airborne-landing'
  | 'engineering'
  | 'movement'
  | 'strikes'
  | 'ground-attack'
  | 'regroup';

export type PhaseInfo = {
  readonly id: PhaseId;
  readonly name: string;
  /** Where the phase's rules live. */
  readonly rule: string;
  /** Stacking limits are checked when the phase ends (7.1, 7.3). */
  readonly stackingCheck: boolean;
};

export const PHASES: Readonly<Record<PhaseId, PhaseInfo>> = {
  command: { id: 'command', name: 'Command Point Phase', rule: '5.2', stackingCheck: false },
  reinforcement: { id: 'reinforcement', name: 'Reinforcement Phase', rule: '16.0', stackingCheck: false },
  'airborne-landing': { id: 'airborne-landing', name: 'Airborne Landing Phase', rule: '6.0', stackingCheck: true },
  engineering: { id: 'engineering', name: 'Engineering Phase', rule: '18.0', stackingCheck: false },
  movement: { id: 'movement', name: 'Movement Phase', rule: '10.0', stackingCheck: true },
  strikes: { id: 'strikes', name: 'Airstrike & Naval Gunfire Phase', rule: '12.0', stackingCheck: false },
  'ground-attack': { id: 'ground-attack', name: 'Ground Attack Phase', rule: '11.0', stackingCheck: true },
  regroup: { id: 'regroup', name: 'Regroup Phase', rule: '15.0', stackingCheck: false },
};

/** 4.2 I a–h. */
export const AIRBORNE_PLAYER_TURN: readonly PhaseId[] = [
  'command',
  'reinforcement',
  'airborne-landing',
  'engineering',
  'movement',
  'strikes',
  'ground-attack',
  'regroup',
];

/** 4.2 II a–h: the same order without the Airborne Landing Phase. */
export const DEFENDING_PLAYER_TURN: readonly PhaseId[] = AIRBORNE_PLAYER_TURN.filter((p) => p !== 'airborne-landing');

export function phasesForRole(role: Side['role']): readonly PhaseId[] {
  return role === 'airborne' ? AIRBORNE_PLAYER_TURN : DEFENDING_PLAYER_TURN;
}

const ROLE_RANK: Readonly<Record<Side['role'], number>> = { airborne: 0, attacker: 1, defender: 2, other: 3 };

/** Default player order: the airborne player first (4.2 I), then attacker, defender, other; ties keep list order. */
export function defaultPlayerOrder(sides: readonly Pick<Side, 'id' | 'role'>[]): string[] {
  return sides
    .map((side, i) => ({ side, i }))
    .sort((a, b) => ROLE_RANK[a.side.role] - ROLE_RANK[b.side.role] || a.i - b.i)
    .map(({ side }) => side.id);
}
