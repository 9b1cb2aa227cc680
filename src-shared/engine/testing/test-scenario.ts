/** Builders for scenario-rule tests: tables, arrivals, strikes and contingents (test-only; never imported by the engine). */
import type { Area, Arrival, Condition, DieTable, Effect, Entry, HexRef, SimpleEffect, Strike, TableRow, UnitSelector } from '../../model';
import { apply } from '../core/apply';
import type { GameEvent } from '../core/events';
import type { PhaseId } from '../core/phases';
import type { GameSetup, SetupFeature } from '../scenario/setup-types';
import { createGame } from '../scenario/setup';
import type { GameState } from '../core/state';
import { withDice } from './test-combat';
import { ALL_UNIT_TYPES, act, makeSetup, type FixtureOptions, type FixtureUnit } from './test-fixtures';

export type ScenarioOptions = FixtureOptions & {
  /** Unit id -> contingent id; contingents named here are created for the unit's side. */
  contingentOf?: Record<string, string>;
  /** Per-turn night flags (index 0 = turn 1); overrides `night`. */
  nights?: boolean[];
  objectives?: { at: HexRef; vp?: number; vpDemolished?: number; demolished?: boolean; demolishedWith?: string }[];
  airfields?: HexRef[];
  extra?: Partial<GameSetup>;
};

export function scenarioSetup(o: ScenarioOptions): GameSetup {
  const base = makeSetup({ unitTypes: ALL_UNIT_TYPES, ...o });
  const contingentOf = o.contingentOf ?? {};
  const sideOf = new Map(o.units.map((u) => [u.id, u.side]));
  const extraContingents = new Map<string, string>();
  for (const [unitId, c] of Object.entries(contingentOf)) extraContingents.set(c, sideOf.get(unitId) ?? 'axis');
  const features: SetupFeature[] = [
    ...(base.features ?? []),
    ...(o.objectives ?? []).map((f, i): SetupFeature => {
      const props: Record<string, number | boolean | string> = {};
      if (f.vp !== undefined) props.vp = f.vp;
      if (f.vpDemolished !== undefined) props.vpDemolished = f.vpDemolished;
      if (f.demolished) props.demolished = true;
      if (f.demolishedWith !== undefined) props.demolishedWith = f.demolishedWith;
      return { id: `obj${i}`, type: 'objective', hex: f.at, props };
    }),
    ...(o.airfields ?? []).map((at, i): SetupFeature => ({ id: `af${i}`, type: 'airfield', hex: at, props: {} })),
  ];
  return {
    ...base,
    contingents: [...base.contingents, ...[...extraContingents].map(([id, sideId]) => ({ id, sideId }))],
    units: base.units.map((u) => (Object.hasOwn(contingentOf, u.id) ? { ...u, contingentId: contingentOf[u.id] } : u)),
    turns: o.nights ? base.turns.map((t, i) => ({ ...t, night: o.nights?.[i] === true })) : base.turns,
    ...(features.length > 0 ? { features } : {}),
    ...o.extra,
  };
}

export function scenario(o: ScenarioOptions, seed: number | string = 1): GameState {
  return createGame(scenarioSetup(o), seed);
}

export const unitsOf = (...contingentIds: string[]): UnitSelector => ({ kind: 'contingents', contingentIds });
export const ground = (areas: Area[] = [], mayDelay = false, entryTableId?: string): Entry => ({ method: 'ground', areas, mayDelay, ...(entryTableId ? { entryTableId } : {}) });
export const westEdge: Area = { kind: 'edge', edge: 'west' };

export function arrival(id: string, sideId: string, turn: number, units: UnitSelector, entry: Entry = ground([westEdge])): Arrival {
  return { id, sideId, turn, units, entry, note: '' };
}

export function outcome(effect: Effect, when: Condition[] = [], onceOnly = false, otherwise?: SimpleEffect): TableRow['outcomes'][number] {
  return otherwise ? { effect, when, onceOnly, otherwise } : { effect, when, onceOnly };
}

export const row = (from: number, to: number, ...outcomes: TableRow['outcomes']): TableRow => ({ from, to, outcomes });

export function table(id: string, sideId: string, rows: TableRow[], extra: Partial<DieTable> = {}): DieTable {
  return { id, name: id, sideId, use: 'reinforcement', dice: '1d6', firstTurn: 1, modifiers: [], rows, note: '', ...extra };
}

export function strike(id: string, sideId: string, extra: Partial<Strike> = {}): Strike {
  return { id, sideId, kind: 'air', strength: 4, label: id, initial: false, availability: 'arrivalTurn', shotDown: 'eliminated', ...extra };
}

export const offMap = (id: string, side: FixtureUnit['side'], type = 'rifle'): FixtureUnit => ({ id, side, type, at: null });

/** Ends phases until the given turn, side and phase; `dice` are set just before the last endPhase (for the rolls it makes). */
export function reach(state: GameState, turn: number, phase: PhaseId, side: 'axis' | 'allies', dice?: number[]): { state: GameState; events: readonly GameEvent[] } {
  let s = state;
  for (let i = 0; i < 200; i++) {
    const r = apply(s, { type: 'endPhase' });
    if (!r.ok) throw new Error(`refused: ${r.error.message}`);
    const lands = r.state.turn === turn && r.state.phase === phase && r.state.board.sides[r.state.player].id === side;
    if (lands) return dice ? reachWithDice(s, dice) : { state: r.state, events: r.events };
    s = r.state;
  }
  throw new Error(`never reached turn ${turn} ${side} ${phase}`);
}

function reachWithDice(before: GameState, dice: number[]): { state: GameState; events: readonly GameEvent[] } {
  const r = apply(withDice(before, dice), { type: 'endPhase' });
  if (!r.ok) throw new Error(`refused: ${r.error.message}`);
  return { state: r.state, events: r.events };
}

export { act };
