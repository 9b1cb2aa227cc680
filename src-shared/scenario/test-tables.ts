import type { Condition } from '../model/areas';
import type { DieTable, Effect, Modifier, Outcome, SimpleEffect, TableRow } from '../model/arrivals';
import type { Turn } from '../model/records';

/** Builders for die-roll tables in tests. */
export const outcome = (effect: Effect, when: Condition[] = [], extra: Partial<Outcome> = {}): Outcome => ({ effect, when, onceOnly: false, ...extra });
export const row = (from: number, to: number, ...outcomes: Outcome[]): TableRow => ({ from, to, outcomes });
export type DeployEffect = Extract<SimpleEffect, { kind: 'deploy' }>;
export const deployContingents = (...contingentIds: string[]): DeployEffect => ({
  kind: 'deploy',
  units: { kind: 'contingents', contingentIds },
  entry: { method: 'ground', areas: [{ kind: 'edge', edge: 'north' }], mayDelay: false },
});
export const noEffect: SimpleEffect = { kind: 'noEffect' };
export const modifier = (value: number, ...when: Condition[]): Modifier => ({ value, when });

export function table(id: string, fields: Partial<DieTable> = {}): DieTable {
  return { id, name: id, sideId: 'side-1', use: 'reinforcement', dice: '1d6', firstTurn: 1, modifiers: [], rows: [], note: '', ...fields };
}

export function turn(index: number, night = false, fields: Partial<Turn> = {}): Turn {
  return { id: `turn-${index}`, index, label: `Turn ${index}`, date: '', timeOfDay: night ? 'night' : 'day', night, cp: {}, notes: '', ...fields };
}
