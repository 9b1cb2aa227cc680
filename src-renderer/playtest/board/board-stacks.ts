import { hexAt, hexIndex, pacificOf, type GameState, type UnitState } from '../../../src-shared/engine';
import { counterView } from '../../../src-shared/playtest';
import type { BoardStack } from './board-model';
import { counterOf, stacksOf } from './board-state';
import type { UnitFaces } from './unit-faces';

/** What the stacks of the last state were made from, and the stacks. */
type Kept = {
  readonly state: GameState;
  /** The parts of the state besides the units records that a counter's look reads (hidden mark, morale tag). */
  readonly hidden: unknown;
  readonly morale: unknown;
  readonly unseen: ReadonlySet<string>;
  /** Units that carry others (transport): a change to one of them, or to a unit aboard, redraws from scratch. */
  readonly carriers: ReadonlySet<string>;
  /** Board index of each unit's hex (by its place in the board's unit order), -1 off the map. */
  readonly at: Int32Array;
  /** The stacks by board index. */
  readonly byHex: Map<number, BoardStack>;
  readonly list: readonly BoardStack[];
};

/**
 * The stacks the board draws for the states of one game (board-state `stacksOf`), kept from one state to the next:
 * after an action only the hexes whose units changed (their record, or whether the viewer sees them) are worked out
 * again, and every other stack is the same object as before, so the board sees at once that it did not change. A new
 * board, a change to the hidden units or morale results, or a carrier's change works everything out again.
 */
export class BoardStacks {
  private kept: Kept | null = null;

  constructor(private readonly faces: UnitFaces) {}

  /** The stacks of a state, leaving out the units in `unseen` (masked from the viewer, or sliding across the map). */
  of(state: GameState, unseen: ReadonlySet<string>): readonly BoardStack[] {
    const kept = this.kept;
    const hidden = pacificOf(state).hidden;
    const morale = state.morale?.status;
    const next = kept && kept.state.board === state.board && kept.hidden === hidden && kept.morale === morale ? this.update(kept, state, unseen) : null;
    this.kept = next ?? this.full(state, unseen);
    return this.kept.list;
  }

  private full(state: GameState, unseen: ReadonlySet<string>): Kept {
    const list = stacksOf(state, this.faces, (id) => !unseen.has(id));
    const { board } = state;
    const at = new Int32Array(board.unitIds.length);
    const carriers = new Set<string>();
    board.unitIds.forEach((id, i) => {
      const unit = state.units[id];
      if (unit.aboard) carriers.add(unit.aboard);
      at[i] = unit.hex ? hexIndex(board, unit.hex) : -1;
    });
    return { state, hidden: pacificOf(state).hidden, morale: state.morale?.status, unseen, carriers, at, byHex: new Map(list.map((s) => [hexIndex(board, s.hex), s])), list };
  }

  /** The stacks after the units that changed since `kept`, or null when it must be worked out from scratch. */
  private update(kept: Kept, state: GameState, unseen: ReadonlySet<string>): Kept | null {
    if (kept.state === state && sameSet(kept.unseen, unseen)) return kept;
    const { board } = state;
    const ids = board.unitIds;
    const units = inOrder(state.units, ids);
    const before = inOrder(kept.state.units, ids);
    if (!units || !before) return null;
    const masking = unseen.size > 0 || kept.unseen.size > 0;
    const at = kept.at.slice();
    const dirty = new Set<number>();
    for (let i = 0; i < ids.length; i++) {
      const unit = units[i];
      const old = before[i];
      if (unit === old && (!masking || unseen.has(ids[i]) === kept.unseen.has(ids[i]))) continue;
      if (unit.aboard || old.aboard || kept.carriers.has(ids[i])) return null;
      const hex = unit.hex ? hexIndex(board, unit.hex) : -1;
      if (at[i] >= 0) dirty.add(at[i]);
      if (hex >= 0) dirty.add(hex);
      at[i] = hex;
    }
    if (dirty.size === 0) return { ...kept, state, unseen };
    // The units of the changed hexes, in the board's unit order.
    const members = new Map<number, string[]>();
    for (const h of dirty) members.set(h, []);
    for (let i = 0; i < ids.length; i++) if (at[i] >= 0 && dirty.has(at[i])) members.get(at[i])!.push(ids[i]);
    const byHex = new Map(kept.byHex);
    let placesChanged = false;
    for (const [h, here] of members) {
      const counters = here.flatMap((id) => (unseen.has(id) ? [] : counterOf(counterView(state, id), this.faces)));
      const had = byHex.has(h);
      if (counters.length === 0) byHex.delete(h);
      else {
        const hex = hexAt(board, h);
        byHex.set(h, { key: `${hex.col},${hex.row}`, hex, counters });
      }
      if (had !== counters.length > 0) placesChanged = true;
    }
    // In board order, as stacksOf gives them: the places sorted again only when a stack came or went.
    const list = placesChanged ? [...byHex.keys()].sort((a, b) => a - b).map((h) => byHex.get(h) as BoardStack) : kept.list.map((s) => byHex.get(hexIndex(board, s.hex)) as BoardStack);
    return { ...kept, state, unseen, at, byHex, list };
  }
}

/**
 * The record's unit states in the board's unit order, or null when its keys are not exactly those ids in that order (a
 * game's units record always is). One pass of Object.values is several times faster than a lookup by id per unit
 * (as the engine's units.ts reads them).
 */
function inOrder(units: GameState['units'], ids: readonly string[]): readonly UnitState[] | null {
  const keys = Object.keys(units);
  if (keys.length !== ids.length) return null;
  for (let i = 0; i < keys.length; i++) if (keys[i] !== ids[i]) return null;
  return Object.values(units);
}

function sameSet(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  if (a === b) return true;
  if (a.size !== b.size) return false;
  for (const x of a) if (!b.has(x)) return false;
  return true;
}
