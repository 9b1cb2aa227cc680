import { makeAutoObservable, observableRef } from 'mobx';
import type { Placement } from '../../src-shared/engine';
import type { HexRef, ScenarioDocument } from '../../src-shared/model';
import { autoPlace, hiddenShares, legalHexes, placeUnit, readyToStart, removeUnit, setupPlan, type SetupPlan } from '../../src-shared/playtest';
import type { MapBoardView } from '../map/map-attachment';
import type { DocumentStore } from '../stores/document-store';
import type { BoardStack } from './board/board-model';
import type { UnitFaces } from './board/unit-faces';
import { snapshotMap } from './snapshot-map';

const sameHex = (a: HexRef | null, b: HexRef | null) => !!a && !!b && a.col === b.col && a.row === b.row;

/**
 * Set-up before play: where each unit starts, placed from the tray onto legal hexes (all of them lit while a unit is in
 * hand), moved, taken back, or placed by the bots' rule for a side; the engine's own set-up check says when the game
 * may start. The rules of where a unit may go are playtest/placement.ts's; this keeps what the player did, with undo.
 */
export class SetupStore {
  placements: readonly Placement[] = [];
  /** The side whose tray is shown. */
  side: string;
  /** The unit taken from the tray (or off the map) to be placed. */
  inHand: string | null = null;
  hover: HexRef | null = null;
  selectedHex: HexRef | null = null;
  /** Why the last placement was refused, or what an automatic set-up left out. */
  notice: string | null = null;
  readonly plan: SetupPlan;
  readonly map: DocumentStore;
  view: MapBoardView | null = null;
  /** The units to set up hidden (module hip): at first those the scenario marks; the player may change them. */
  hiddenUnits: ReadonlySet<string>;
  private history: { placements: readonly Placement[]; hidden: ReadonlySet<string> }[] = [];

  constructor(
    readonly doc: ScenarioDocument,
    readonly seed: string,
    start: readonly Placement[] = [],
  ) {
    this.plan = setupPlan(doc);
    this.hiddenUnits = new Set(doc.units.filter((u) => u.hidden).map((u) => u.id));
    this.side = this.plan.order[0] ?? '';
    this.map = snapshotMap(doc, doc.info.title);
    // A restart on a changed scenario keeps the old set-up where it is still allowed.
    let kept: readonly Placement[] = [];
    let dropped = 0;
    for (const p of start) {
      const placed = placeUnit(this.plan, kept, p.unitId, p.hex);
      if (placed.ok) kept = placed.placements;
      else dropped++;
    }
    this.placements = kept;
    if (dropped > 0) this.notice = `${dropped} unit${dropped === 1 ? '' : 's'} of the old set-up may no longer stand where they stood and went back to the tray.`;
    makeAutoObservable<SetupStore, 'history'>(this, { plan: false, map: false, doc: false, view: false, placements: observableRef, hiddenUnits: observableRef, history: false });
  }

  /** Hidden set-up applies: the module is on (ASL G1.631). */
  get hip(): boolean {
    return this.plan.board.ruleset.modules.hip;
  }

  /** The plan as the engine will read it: the scenario with the hidden units chosen here. */
  private get chosenPlan() {
    if (!this.hip) return this.plan;
    return { ...this.plan, doc: { ...this.doc, units: this.doc.units.map((u) => ({ ...u, hidden: this.hiddenUnits.has(u.id) })) } };
  }

  get check() {
    return readyToStart(this.chosenPlan, this.placements);
  }
  get hidden() {
    return hiddenShares(this.chosenPlan, this.placements);
  }

  /** May this unit's side set up units hidden? (Only on the map, and where the side has a share.) */
  mayHide(unitId: string): boolean {
    if (!this.hip || !this.placementOf(unitId)) return false;
    const side = this.plan.board.units[unitId]?.sideId;
    const share = this.doc.sides.find((s) => s.id === side)?.hiddenPercent;
    return share === undefined || share > 0;
  }

  /** Sets a placed unit up hidden or not; the share is the engine's to check (readiness says when it is exceeded). */
  setHidden(unitId: string, hidden: boolean) {
    const next = new Set(this.hiddenUnits);
    if (hidden) next.add(unitId);
    else next.delete(unitId);
    this.history.push({ placements: this.placements, hidden: this.hiddenUnits });
    this.hiddenUnits = next;
  }

  /** What the new session is told of the hidden units: the choice, when the module is on. */
  get hiddenChoice(): string[] | undefined {
    return this.hip ? [...this.hiddenUnits].filter((id) => this.placementOf(id)).sort() : undefined;
  }
  /** Every hex the unit in hand may go to now. */
  get legal(): HexRef[] {
    return this.inHand ? legalHexes(this.plan, this.placements, this.inHand) : [];
  }
  get canUndo(): boolean {
    return this.history.length > 0;
  }
  placementOf(unitId: string): Placement | undefined {
    return this.placements.find((p) => p.unitId === unitId);
  }
  unitsAt(hex: HexRef): string[] {
    return this.placements.filter((p) => sameHex(p.hex, hex)).map((p) => p.unitId);
  }

  setView(view: MapBoardView | null) {
    this.view = view;
  }
  setSide(side: string) {
    this.side = side;
    this.inHand = null;
  }
  take(unitId: string | null) {
    this.inHand = unitId;
    this.notice = null;
  }
  setHover(hex: HexRef | null) {
    if (!sameHex(hex, this.hover) && (hex || this.hover)) this.hover = hex;
  }
  setNotice(notice: string | null) {
    this.notice = notice;
  }

  private commit(placements: readonly Placement[]) {
    this.history.push({ placements: this.placements, hidden: this.hiddenUnits });
    if (this.history.length > 500) this.history.shift();
    this.placements = placements;
  }

  /** Places (or moves) a unit; a refused placement says why and changes nothing. */
  place(unitId: string, hex: HexRef): boolean {
    const placed = placeUnit(this.plan, this.placements, unitId, hex);
    if (!placed.ok) {
      this.notice = placed.reason;
      return false;
    }
    this.commit(placed.placements);
    this.notice = null;
    this.inHand = null;
    this.selectedHex = hex;
    return true;
  }

  remove(unitId: string) {
    const removed = removeUnit(this.plan, this.placements, unitId);
    if (removed.ok) this.commit(removed.placements);
    else this.notice = removed.reason;
  }

  /** A click on the map: places the unit in hand there, or picks up the hex's top unit to move it. */
  click(hex: HexRef | null) {
    if (!hex) {
      this.inHand = null;
      this.selectedHex = null;
      return;
    }
    if (this.inHand) {
      this.place(this.inHand, hex);
      return;
    }
    this.selectedHex = hex;
    const here = this.unitsAt(hex);
    if (here.length > 0) this.inHand = here[here.length - 1];
  }

  /** The bots' set-up (objectives first) for one side's units not yet placed. */
  autoPlace(sideId: string) {
    const result = autoPlace(this.plan, this.placements, sideId, `${this.seed}`);
    this.commit(result.placements);
    this.inHand = null;
    this.notice = result.unplaced.length > 0 ? `No legal hex was left for ${result.unplaced.length} unit${result.unplaced.length === 1 ? '' : 's'}; they stay in the tray.` : null;
  }

  autoPlaceAll() {
    let placements = this.placements;
    let unplaced = 0;
    for (const side of this.plan.order) {
      const result = autoPlace(this.plan, placements, side, `${this.seed}`);
      placements = result.placements;
      unplaced += result.unplaced.length;
    }
    this.commit(placements);
    this.inHand = null;
    this.notice = unplaced > 0 ? `No legal hex was left for ${unplaced} unit${unplaced === 1 ? '' : 's'}; they stay in the tray.` : null;
  }

  /** Every unit of a side back to the tray. */
  clearSide(sideId: string) {
    this.commit(this.placements.filter((p) => this.plan.board.units[p.unitId]?.sideId !== sideId));
    this.inHand = null;
  }

  undo() {
    const last = this.history.pop();
    if (!last) return;
    this.placements = last.placements;
    this.hiddenUnits = last.hidden;
  }

  /** The placed units as stacks for the board (the scenario's hidden units marked as such). */
  stacks(faces: UnitFaces): BoardStack[] {
    const hip = this.hip;
    const marked = this.hiddenUnits;
    const byHex = new Map<string, { key: string; hex: HexRef; counters: BoardStack['counters'][number][] }>();
    for (const id of this.plan.board.unitIds) {
      const p = this.placementOf(id);
      const counter = p && faces.counter(id, 0, hip && marked.has(id));
      if (!p || !counter) continue;
      const key = `${p.hex.col},${p.hex.row}`;
      let stack = byHex.get(key);
      if (!stack) byHex.set(key, (stack = { key, hex: p.hex, counters: [] }));
      stack.counters.push(counter);
    }
    return [...byHex.values()];
  }
}
