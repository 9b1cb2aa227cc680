import { makeAutoObservable, observable, observableRef } from 'mobx';
import { actingSide } from '../../src-shared/engine/bots';
import { phasingSide, type Action, type GameEvent, type GameState } from '../../src-shared/engine';
import type { HexRef } from '../../src-shared/model';
import { enemyZoc, mp, obviousActions, previewMove, reachFor, whyNot, withoutUnits, type ActionIntent, type GroupedIntents, type Narration, type TimelineEvent } from '../../src-shared/playtest';
import type { MapBoardView } from '../map/map-attachment';
import { AttackPlan } from './attack-plan';
import { BotRunner } from './bot-runner';
import { LegalIntents } from './legal-intents';
import { unitsByHex } from './units-by-hex';
import { PlayPrefs } from './play-prefs';
import { Seats } from './seats';
import type { BoardArrow, BoardHighlights } from './board/board-model';
import { eventArrows } from './board/event-arrows';
import type { GameStore } from './game-store';

export type PanelTab = 'unit' | 'combat' | 'log' | 'offmap' | 'players';

const sameHex = (a: HexRef | null, b: HexRef | null) => !!a && !!b && a.col === b.col && a.row === b.row;

/** Actions a click on a lit hex makes for the unit in hand (moves and attacks have their own handling). */
const HAND_TYPES: ReadonlySet<Action['type']> = new Set(['airdrop', 'enter', 'pursue', 'demolish', 'repairBridge', 'buildBridge', 'fireCanister']);
/** Actions with a hex and no unit that a click on a lit hex makes when nothing is in hand. */
const HEX_TYPES: ReadonlySet<Action['type']> = new Set(['placeDropZone', 'dropSupplies', 'useAirSupply', 'fireStarshell', 'napalmStrike', 'commitStrikes']);

/** Where an action lands: its last hex (a pursuit's end, a canister's second hex). */
const targetOf = (intent: ActionIntent): HexRef | undefined => intent.hexes.at(-1);

/** A unit sliding across the map, and the path it takes. */
export type Slide = { readonly unitId: string; readonly path: readonly HexRef[] };

/**
 * What the player has in hand on the board: the selected hex and unit, the hovered hex, an attack being put together,
 * the event shown on the map, the side panel's tab. Never part of the game or its log. What a click does comes from the
 * engine: reachable hexes, the path and its cost, attack targets and odds, and its reason when it refuses.
 */
export class PlayUi {
  tab: PanelTab = 'log';
  selectedHex: HexRef | null = null;
  selectedUnit: string | null = null;
  hover: HexRef | null = null;
  /** The event of the log shown on the map, and its hexes. */
  focusEvent: number | null = null;
  focusHexes: readonly HexRef[] = [];
  /** Units sliding now: the board draws them moving, not yet in their new hex. */
  readonly sliding = observable.set<string>();
  readonly attack: AttackPlan;
  readonly seats: Seats;
  readonly bots: BotRunner;
  /** The legal actions of the moment, grouped: worked out just after the board is drawn. */
  private readonly legal: LegalIntents;
  /** Where the units are, kept for the state shown and what is masked (a click asks of a few hexes in turn). */
  private unitsByHex: { state: GameState; masked: ReadonlySet<string> | null; byHex: ReadonlyMap<string, readonly string[]> } | null = null;
  /** The map under the board, once it is mounted. */
  view: MapBoardView | null = null;
  /** Several actions fit the last click: the player picks one in the side panel. */
  choices: readonly ActionIntent[] | null = null;
  /** "End phase?" asked, with what the side could still obviously do. */
  confirmEnd: string | null = null;
  /** The searchable list of every legal action is open. */
  paletteOpen = false;
  /** The board's way of sliding a counter along a path (set while the board is shown). */
  slider: ((slide: Slide, done: () => void) => void) | null = null;

  constructor(
    readonly game: GameStore,
    readonly prefs: PlayPrefs = new PlayPrefs(),
  ) {
    this.attack = new AttackPlan(() => this.game.state, () => this.intents?.all.map((i) => i.action) ?? []);
    this.seats = new Seats(game);
    makeAutoObservable<PlayUi, 'legal' | 'unitsByHex'>(this, {
      game: false, prefs: false, view: false, attack: false, sliding: false, slider: false, seats: false, bots: false, legal: false, unitsByHex: false, intentsNow: false,
      // Replaced whole, never changed in place: kept as given (a hex of the game state is not copied into an observable).
      selectedHex: observableRef, hover: observableRef, focusHexes: observableRef, choices: observableRef,
    });
    this.bots = new BotRunner(game, this, prefs);
    this.legal = new LegalIntents(() => (this.canAct ? this.game.state : null), game.names);
  }

  setTab(tab: PanelTab) {
    this.tab = tab;
  }
  setHover(hex: HexRef | null) {
    if (!sameHex(hex, this.hover) && (hex || this.hover)) this.hover = hex;
  }
  /** Moves and retreats slide across the map (can be turned off; the playtester's preference). */
  get animate(): boolean {
    return this.prefs.animate;
  }
  setAnimate(on: boolean) {
    this.prefs.setAnimate(on);
  }
  setView(view: MapBoardView | null) {
    this.view = view;
  }

  /** The side whose decision it is now (a side still to write its arrival plan, else the phasing side). */
  get acting(): string {
    return actingSide(this.game.state);
  }
  /** A person may act now on the board: the game is live and not over, no bot plays the acting side, and in
   *  hot-seat the screen is with the acting side. */
  get canAct(): boolean {
    return this.game.live && !this.game.over && this.bots.kindFor(this.acting) === 'human' && this.seats.handOverTo === null;
  }

  destroy() {
    this.bots.destroy();
    this.legal.destroy();
  }

  /** The units in a hex as the board shows them (the top last): units aboard a carrier just under it. */
  unitsIn(hex: HexRef): string[] {
    const { state } = this.game;
    const masked = this.seats.masked;
    let kept = this.unitsByHex;
    if (kept?.state !== state || kept.masked !== masked) this.unitsByHex = kept = { state, masked, byHex: unitsByHex(state, masked) };
    return [...(kept.byHex.get(`${hex.col},${hex.row}`) ?? [])];
  }

  /** Every legal action of the moment, labelled and grouped by unit and hex (playtest/intents), while a person acts. */
  get intents(): GroupedIntents | null {
    return this.legal.current;
  }

  /** The grouped legal actions of the state shown, worked out now if they are not yet (a click needs them). */
  intentsNow(): GroupedIntents | null {
    return this.legal.now();
  }

  /** What a click on a lit hex may do: for the unit in hand, its placing actions; with nothing in hand, the hex actions. */
  get handIntents(): readonly ActionIntent[] {
    const intents = this.intents;
    if (!intents) return [];
    if (this.selectedUnit) return (intents.byUnit.get(this.selectedUnit) ?? []).filter((i) => HAND_TYPES.has(i.action.type));
    return intents.all.filter((i) => HEX_TYPES.has(i.action.type));
  }

  /** Units that may pursue into the hex their attack emptied (14.0): lit until one is taken in hand. */
  get pursuers(): string[] {
    const ids = (this.intents?.all ?? []).flatMap((i) => (i.action.type === 'pursue' ? [i.action.unitId] : []));
    return [...new Set(ids)];
  }

  /** Hexes lit for the hand's actions, each with how many actions it offers. */
  get lit(): { hex: HexRef; text?: string }[] {
    const pursuing = this.selectedUnit === null || !this.pursuers.includes(this.selectedUnit);
    const pursuers = pursuing ? this.pursuers.flatMap((id) => (this.game.state.units[id]?.hex ? [{ hex: this.game.state.units[id].hex as HexRef, text: 'may pursue' }] : [])) : [];
    const found = new Map<string, { hex: HexRef; n: number }>();
    for (const intent of this.handIntents) {
      const hex = targetOf(intent);
      if (!hex) continue;
      const key = `${hex.col},${hex.row}`;
      const known = found.get(key);
      if (known) known.n++;
      else found.set(key, { hex, n: 1 });
    }
    return [...pursuers, ...[...found.values()].map(({ hex, n }) => (n > 1 ? { hex, text: `${n} choices` } : { hex }))];
  }

  /** End phase: asks first when the side still has obvious actions (units that could move, enter, drop or attack). */
  endPhase(confirmed = false) {
    if (!this.canAct) return;
    const obvious = obviousActions(this.game.state, this.acting).summary;
    if (obvious && !confirmed) {
      this.confirmEnd = obvious;
      return;
    }
    this.confirmEnd = null;
    if (this.act({ type: 'endPhase' })) this.select(null);
  }
  cancelEnd() {
    this.confirmEnd = null;
  }
  setPalette(open: boolean) {
    this.paletteOpen = open && this.canAct;
  }

  /** Takes a unit that is off the map (waiting to be dropped or to enter) in hand: its target hexes light up. */
  takeOffMap(unitId: string) {
    this.clearFocus();
    this.selectedHex = null;
    this.selectedUnit = unitId;
    this.choices = null;
    this.tab = 'unit';
  }

  private own(unitId: string | null): unitId is string {
    return unitId !== null && this.game.state.board.units[unitId]?.sideId === phasingSide(this.game.state).id;
  }

  /**
   * The game as the person at the screen knows it: the units they may not see (hidden, module hip) off the map. The move
   * preview (reachable hexes, their cost, zones of control, the path) is worked out on it, so it never gives a hidden unit
   * away; the move itself is the engine's, on the true state.
   */
  get known(): GameState {
    const masked = this.seats.masked;
    return masked ? withoutUnits(this.game.state, masked) : this.game.state;
  }

  /** The selected unit may move now: every hex it can reach, with its cost, as far as the viewer knows. */
  get reach() {
    const { state } = this.game;
    if (state.phase !== 'movement' || !this.canAct || !this.own(this.selectedUnit)) return [];
    return reachFor(this.known, this.selectedUnit);
  }

  /** The enemy's zones of control the viewer knows of, while a unit of the phasing side is about to move. */
  get zoc(): HexRef[] {
    if (this.reach.length === 0) return [];
    return enemyZoc(this.known, phasingSide(this.game.state).id);
  }

  /** The path to the hovered hex and its cost, step by step, as the engine would apply it on what the viewer knows. */
  get preview() {
    const unit = this.selectedUnit;
    const hover = this.hover;
    if (!unit || !hover || !this.reach.some((r) => sameHex(r.hex, hover))) return null;
    const preview = previewMove(this.known, unit, hover);
    return preview.ok ? preview : null;
  }

  /** Selects a hex and one of its units (the top one unless given); a second click on the hex picks the next one down. */
  select(hex: HexRef | null, unitId?: string) {
    this.clearFocus();
    if (!hex) {
      this.selectedHex = null;
      this.selectedUnit = null;
      return;
    }
    const units = this.unitsIn(hex);
    if (unitId !== undefined) this.selectedUnit = unitId;
    else if (sameHex(hex, this.selectedHex) && this.selectedUnit && units.length > 1) {
      const i = units.indexOf(this.selectedUnit);
      this.selectedUnit = units[(i - 1 + units.length) % units.length];
    } else this.selectedUnit = units.at(-1) ?? null;
    this.selectedHex = hex;
  }

  /**
   * A click on the map. Movement Phase: on a hex the selected unit can reach, it moves there; elsewhere the engine's
   * reason is shown when the unit cannot go. Ground Attack Phase: own units join (or leave) the attack, a lit enemy hex
   * becomes the defender and the odds open. Otherwise the hex is selected.
   */
  click(hex: HexRef | null, keys: { shift: boolean; alt: boolean } = { shift: false, alt: false }) {
    const { state } = this.game;
    this.choices = null;
    if (!hex) return this.select(null);
    if (this.attack.planning) {
      if (!this.attack.extendRetreat(hex)) this.game.refuse(`${this.game.names.hex(hex)} is not next to the end of the route: a retreat goes hex by hex.`);
      return;
    }
    this.intentsNow();
    const pursuer = this.unitsIn(hex).find((id) => this.pursuers.includes(id));
    if (pursuer && pursuer !== this.selectedUnit) {
      this.select(hex, pursuer);
      this.tab = 'unit';
      return;
    }
    const here = this.handIntents.filter((i) => sameHex(targetOf(i) ?? null, hex));
    // A strike is committed from the list, where its odds show first.
    if (here.length === 1 && here[0].action.type !== 'commitStrikes') return void this.act(here[0].action);
    if (here.length > 1) {
      this.choices = here;
      this.tab = 'unit';
      return;
    }
    if (this.canAct && state.phase === 'movement' && this.own(this.selectedUnit) && !keys.shift) {
      const unitId = this.selectedUnit;
      if (this.reach.some((r) => sameHex(r.hex, hex))) {
        // The preview did not know of the hidden units the engine finds on the way: say so without saying where.
        if (!this.act({ type: 'moveTo', unitId, to: { col: hex.col, row: hex.row } }) && this.known !== state)
          this.game.refuse(`${this.game.names.unit(unitId)} cannot move to ${this.game.names.hex(hex)}: something your side cannot see stops the move.`);
        return;
      }
      if (!sameHex(hex, this.selectedHex) && this.unitsIn(hex).length === 0) {
        const refusal = whyNot(this.known, { type: 'moveTo', unitId, to: hex }, this.game.names);
        if (refusal) this.game.refuse(`${this.game.names.unit(unitId)} cannot move to ${this.game.names.hex(hex)}: ${refusal.message}`);
        return;
      }
    }
    if (this.canAct && state.phase === 'ground-attack') {
      const units = this.unitsIn(hex);
      const mine = units.filter((id) => this.attack.mayChoose(id));
      if (mine.length > 0) {
        this.select(hex, keys.shift ? undefined : mine.at(-1));
        const pick = this.selectedUnit && mine.includes(this.selectedUnit) ? this.selectedUnit : mine.at(-1)!;
        this.attack.toggle(pick);
        this.attack.setDefender(null);
        return;
      }
      if (units.length > 0 && this.attack.units.length > 0) {
        this.select(hex);
        this.attack.setDefender(hex);
        this.tab = 'combat';
        return;
      }
    }
    this.select(hex);
    if (this.unitsIn(hex).length > 0 && this.tab !== 'combat') this.tab = 'unit';
  }

  /** Plays an action through the game: the engine applies it or says why not; moves then slide across the map. */
  act(action: Action): boolean {
    const result = this.game.act(action);
    this.choices = null;
    if (!result.ok) return false;
    if (action.type === 'attack') this.attack.clear();
    const moved = result.events.find((e): e is Extract<GameEvent, { type: 'unit-moved' }> => e.type === 'unit-moved');
    if (moved) {
      const to = this.game.state.units[moved.unitId]?.hex ?? null;
      this.selectedHex = to;
      this.selectedUnit = to ? moved.unitId : null;
      this.slide({ unitId: moved.unitId, path: [moved.from, ...moved.steps.map((s) => s.at)] });
    } else if (this.selectedUnit) {
      // A dropped or entered unit is now on the map: its hex is selected; one that left the map is let go.
      const at = this.game.state.units[this.selectedUnit]?.hex ?? null;
      if (at) this.selectedHex = at;
      else if (this.selectedHex) this.select(null);
    }
    return true;
  }

  slide(s: Slide) {
    if (!this.animate || !this.slider || s.path.length < 2) return;
    this.sliding.add(s.unitId);
    this.slider(s, () => this.sliding.delete(s.unitId));
  }

  /** A click on an event of the log: its hexes lit on the map, the first brought into view. */
  showEvent(event: TimelineEvent, told: Narration) {
    this.focusEvent = event.index;
    this.focusHexes = told.hexes.length > 0 ? told.hexes : this.unitHexes(event, told.units);
    const first = told.hexes[0];
    if (first && this.view) this.view.centreOn(first);
  }

  /** Where an event's units stood just after it (or just before, for a unit it took off the map), those the viewer sees. */
  private unitHexes(event: TimelineEvent, unitIds: readonly string[]): HexRef[] {
    const { timeline } = this.game;
    const after = timeline.stateAt(event.actionIndex + 1);
    const before = timeline.stateAt(event.actionIndex);
    return unitIds.filter((id) => this.seats.sees(id)).flatMap((id) => {
      const hex = after.units[id]?.hex ?? before.units[id]?.hex;
      return hex ? [hex] : [];
    });
  }

  clearFocus() {
    this.focusEvent = null;
    this.focusHexes = [];
  }

  /** Arrows for the defending player's planned retreat routes, hex by hex, and for what the last action did. */
  get arrows(): BoardArrow[] {
    const arrows: BoardArrow[] = [];
    for (const route of Object.values(this.attack.retreats)) {
      let from = this.attack.defender;
      for (const hex of route) {
        if (from) arrows.push({ from, to: hex, kind: 'retreat' });
        from = hex;
      }
    }
    const { game } = this;
    return [...arrows, ...eventArrows(game.lastEvents, game.names, () => game.timeline.stateAt(Math.max(0, game.cursor - 1)))];
  }

  get highlights(): BoardHighlights {
    const reach = this.reach.map((r) => ({ hex: r.hex, text: `${mp(r.cost)}${r.endsInEzoc ? ' Z' : ''}` }));
    const preview = this.preview;
    return {
      reach,
      zoc: this.zoc,
      legal: this.lit,
      targets: this.game.state.phase === 'ground-attack' && this.canAct ? this.attack.targets : [],
      chosen: this.attack.units.flatMap((id) => {
        const hex = this.game.state.units[id]?.hex;
        return hex ? [hex] : [];
      }),
      path: preview ? [preview.from, ...preview.steps.map((s) => s.at)] : [],
      selected: this.selectedHex,
      focus: this.focusHexes,
      arrows: this.arrows,
    };
  }
}
