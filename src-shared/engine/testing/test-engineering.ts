/** Builders for the engineering tests (test-only; never imported by the engine). */
import { hexsideKey, type HexDirection } from '../../hex';
import type { HexRef, UnitType } from '../../model';
import type { Action } from '../core/actions';
import { apply } from '../core/apply';
import type { GameEvent } from '../core/events';
import type { PhaseId } from '../core/phases';
import type { ModuleParams } from '../scenario/special-rules';
import type { GameState } from '../core/state';
import { accepted, refused, withDice } from './test-combat';
import { ALL_UNIT_TYPES, GEOM, toPhase, unitType } from './test-fixtures';
import { scenario, type ScenarioOptions } from './test-scenario';

export const TECH_TROOPS: UnitType = { ...unitType('oil-troops', 'foot', 'platoon', [3, 1], [], [1, 1]), unitClass: 'oil technical troops' };
export const FLAMETHROWER: UnitType = { ...unitType('flamer', 'wheeled', 'platoon', [6, 3], [], [3, 1]), unitClass: 'truck flamethrower' };
export const ENGINEERING_UNIT_TYPES: UnitType[] = [...ALL_UNIT_TYPES, TECH_TROOPS, FLAMETHROWER];

export type EngineeringOptions = ScenarioOptions & {
  /** Special rules switching engine modules on, with their params. */
  modules?: (string | { module: string; params: ModuleParams })[];
  /** Air supply markers per side (18.3). */
  airSupply?: { axis?: number; allies?: number };
};

/** A game with the engineering unit types, its special rules and sides, stopped at the start of `phase` of `side`. */
export function engineering(o: EngineeringOptions, phase: PhaseId = 'engineering', side: 'axis' | 'allies' = 'axis'): GameState {
  const specialRules = (o.modules ?? []).map((m, i) => (typeof m === 'string' ? { id: `rule-${i}`, title: m, text: '', module: m } : { id: `rule-${i}`, title: m.module, text: '', ...m }));
  const sides = [
    { id: 'allies', name: 'Allies', role: 'defender' as const, airSupply: o.airSupply?.allies ?? 0 },
    { id: 'axis', name: 'Axis', role: 'airborne' as const, airSupply: o.airSupply?.axis ?? 0 },
  ];
  const extra = { ...(specialRules.length > 0 ? { specialRules } : {}), ...(o.airSupply ? { sides } : {}), ...o.extra };
  return toPhase(scenario({ cols: 12, rows: 12, unitTypes: ENGINEERING_UNIT_TYPES, ...o, extra }), phase, side);
}

/** The canonical key of the hexside in direction `dir` of `hex` (flat-top: 0 N, 1 NE, 2 SE, 3 S, 4 SW, 5 NW). */
export const sideKey = (hex: HexRef, dir: number): string => hexsideKey(GEOM, hex, dir as HexDirection);

/** Applies the action with the dice set to roll `faces` next. */
export function rolled(state: GameState, action: Action, faces: readonly number[] = []): { state: GameState; events: readonly GameEvent[] } {
  return accepted(apply(faces.length > 0 ? withDice(state, faces) : state, action));
}

export function refusal(state: GameState, action: Action) {
  return refused(apply(state, action));
}

export function only<T extends GameEvent['type']>(events: readonly GameEvent[], type: T): Extract<GameEvent, { type: T }> {
  const found = events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);
  if (found.length !== 1) throw new Error(`expected one ${type} event, found ${found.length}`);
  return found[0];
}

/** Ends phases until `phase` of `side` (of any later turn). */
export function onTo(state: GameState, phase: PhaseId, side: 'axis' | 'allies' = 'axis'): GameState {
  return toPhase(accepted(apply(state, { type: 'endPhase' })).state, phase, side);
}
