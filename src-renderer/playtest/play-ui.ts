import { makeAutoObservable } from 'mobx';
import type { HexRef } from '../../src-shared/model';
import type { Narration, TimelineEvent } from '../../src-shared/playtest';
import type { MapBoardView } from '../map/map-attachment';
import type { GameStore } from './game-store';

export type PanelTab = 'unit' | 'combat' | 'log' | 'offmap' | 'players';

const sameHex = (a: HexRef | null, b: HexRef | null) => !!a && !!b && a.col === b.col && a.row === b.row;

/**
 * What the player has in hand on the board: the selected hex and unit, the hovered hex, the event shown on the map,
 * the side panel's tab. Never part of the game or its log.
 */
export class PlayUi {
  tab: PanelTab = 'log';
  selectedHex: HexRef | null = null;
  selectedUnit: string | null = null;
  hover: HexRef | null = null;
  /** The event of the log shown on the map, and its hexes. */
  focusEvent: number | null = null;
  focusHexes: readonly HexRef[] = [];
  /** Moves and retreats slide across the map (View: animate moves). */
  animate = true;
  /** The map under the board, once it is mounted. */
  view: MapBoardView | null = null;

  constructor(readonly game: GameStore) {
    makeAutoObservable(this, { game: false, view: false });
  }

  setTab(tab: PanelTab) {
    this.tab = tab;
  }
  setHover(hex: HexRef | null) {
    if (!sameHex(hex, this.hover) && (hex || this.hover)) this.hover = hex;
  }
  setAnimate(on: boolean) {
    this.animate = on;
  }
  setView(view: MapBoardView | null) {
    this.view = view;
  }

  /** The units in a hex as the board shows them (the top last). */
  unitsIn(hex: HexRef): string[] {
    const { state } = this.game;
    return state.board.unitIds.filter((id) => {
      const at = state.units[id].hex;
      return !!at && at.col === hex.col && at.row === hex.row;
    });
  }

  /** Selects a hex and one of its units (the top one unless given); a second click on the hex picks the next one down. */
  select(hex: HexRef | null, unitId?: string) {
    this.focusEvent = null;
    this.focusHexes = [];
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

  /** A click on the map: for now, picks the hex's stack (what is in hand decides more, see the interaction). */
  click(hex: HexRef | null, _keys: { shift: boolean; alt: boolean }) {
    this.select(hex);
  }

  /** A click on an event of the log: its hexes lit on the map, the first brought into view. */
  showEvent(event: TimelineEvent, told: Narration) {
    this.focusEvent = event.index;
    this.focusHexes = told.hexes;
    const first = told.hexes[0];
    if (first && this.view) this.view.centreOn(first);
  }

  clearFocus() {
    this.focusEvent = null;
    this.focusHexes = [];
  }
}
