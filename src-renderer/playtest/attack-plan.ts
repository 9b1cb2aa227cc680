import { makeAutoObservable } from 'mobx';
import { distance, type HexGridGeometry } from '../../src-shared/hex';
import { phasingSide, type Action, type AttackAction, type GameState } from '../../src-shared/engine';
import type { HexRef } from '../../src-shared/model';
import { attackOdds } from '../../src-shared/playtest';

const sameHex = (a: HexRef | null, b: HexRef | null) => !!a && !!b && a.col === b.col && a.row === b.row;

/**
 * An attack being put together in the Ground Attack Phase: the units chosen (a click on each), the defender hex, and
 * the engine's assessment of it with the chance of each result before the die is rolled (playtest/odds.ts). Units next
 * to the defender attack; the others fire at range (11.2). The engine says whether the attack is allowed.
 */
export class AttackPlan {
  units: string[] = [];
  defender: HexRef | null = null;
  /** The defending player's retreat routes (13.1), per defending unit: the hexes in order, from next to its hex out. */
  retreats: Record<string, HexRef[]> = {};
  /** The defending unit whose route map clicks extend now. */
  planning: string | null = null;

  constructor(
    private readonly stateOf: () => GameState,
    /** The engine's legal actions of the state (the attacks among them light the targets). */
    private readonly legal: () => readonly Action[],
  ) {
    makeAutoObservable<AttackPlan, 'stateOf' | 'legal'>(this, { stateOf: false, legal: false });
  }

  get empty(): boolean {
    return this.units.length === 0 && this.defender === null;
  }

  toggle(unitId: string) {
    this.units = this.units.includes(unitId) ? this.units.filter((id) => id !== unitId) : [...this.units, unitId];
  }
  setDefender(hex: HexRef | null) {
    if (!sameHex(hex, this.defender)) {
      this.retreats = {};
      this.planning = null;
    }
    this.defender = hex;
  }
  clear() {
    this.units = [];
    this.defender = null;
    this.retreats = {};
    this.planning = null;
  }

  /** Starts (or stops) planning a defending unit's retreat route on the map. */
  planRetreat(unitId: string | null) {
    this.planning = unitId;
    if (unitId && !this.retreats[unitId]) this.retreats = { ...this.retreats, [unitId]: [] };
  }
  clearRetreat(unitId: string) {
    const { [unitId]: _dropped, ...rest } = this.retreats;
    this.retreats = rest;
    if (this.planning === unitId) this.planning = null;
  }

  /** A click while planning: the hex goes on the route when it is next to the route's end (the defender's hex first).
   *  Whether the route may be taken is the engine's to say when the die is rolled. */
  extendRetreat(hex: HexRef): boolean {
    const unit = this.planning;
    if (!unit || !this.defender) return false;
    const route = this.retreats[unit] ?? [];
    const from = route.at(-1) ?? this.defender;
    if (distance(this.geom, from, hex) !== 1) return false;
    this.retreats = { ...this.retreats, [unit]: [...route, { col: hex.col, row: hex.row }] };
    return true;
  }

  private get geom(): HexGridGeometry {
    return this.stateOf().board.geom;
  }

  /** The action as the engine reads it: chosen units next to the defender attack, the rest fire at range. */
  get action(): AttackAction | null {
    const state = this.stateOf();
    if (!this.defender) return null;
    const defender = this.defender;
    const next = (id: string) => {
      const hex = state.units[id]?.hex;
      return !!hex && distance(this.geom, hex, defender) === 1;
    };
    const attackers = this.units.filter(next);
    const ranged = this.units.filter((id) => !next(id));
    const planned = Object.entries(this.retreats).filter(([, route]) => route.length > 0);
    return {
      type: 'attack',
      attackers,
      defenderHex: { col: defender.col, row: defender.row },
      ...(ranged.length > 0 ? { ranged } : {}),
      ...(planned.length > 0 ? { retreatPaths: Object.fromEntries(planned) } : {}),
    };
  }

  /** The engine's arithmetic and the result chances, or its reason the attack is not allowed. */
  get odds() {
    const action = this.action;
    if (!action || this.units.length === 0) return null;
    return attackOdds(this.stateOf(), action);
  }

  /** Enemy hexes some listed attack of the chosen units (of any unit, when none is chosen) may strike. */
  get targets(): HexRef[] {
    const state = this.stateOf();
    if (state.phase !== 'ground-attack') return [];
    const found = new Map<string, HexRef>();
    for (const a of this.legal()) {
      if (a.type !== 'attack') continue;
      const units = [...a.attackers, ...(a.ranged ?? [])];
      if (this.units.length > 0 && !this.units.some((id) => units.includes(id))) continue;
      found.set(`${a.defenderHex.col},${a.defenderHex.row}`, a.defenderHex);
    }
    return [...found.values()];
  }

  isTarget(hex: HexRef): boolean {
    return this.targets.some((t) => sameHex(t, hex));
  }

  /** Does a unit belong to the phasing side and stand on the map? (Only those may be chosen.) */
  mayChoose(unitId: string): boolean {
    const state = this.stateOf();
    return state.board.units[unitId]?.sideId === phasingSide(state).id && state.units[unitId]?.hex !== null;
  }
}
