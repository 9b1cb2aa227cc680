import type { MapBoardView } from '../../map/map-attachment';
import type { PointerInfo } from '../../map/tools';

/** What a click on the board is for (the game's interaction, or the set-up). */
export type BoardClicks = {
  setHover(hex: { col: number; row: number } | null): void;
  click(hex: { col: number; row: number } | null, keys: { shift: boolean; alt: boolean }): void;
};
import type { BoardInput } from './board-layers';

/** Pixels the pointer may travel between press and release for a click; further, it drags the map. */
const CLICK_SLOP = 5;

/**
 * The pointer on the board: a click picks a hex (its stack, its units in turn, or the target of what is in hand), a
 * drag moves the map, hovering tells the board where the pointer is (paths, costs).
 */
export class BoardPointer implements BoardInput {
  private press: { x: number; y: number; dragging: boolean } | null = null;

  constructor(
    private readonly ui: BoardClicks,
    private readonly view: () => MapBoardView | null,
  ) {}

  pointer(kind: 'down' | 'move' | 'up' | 'leave', p: PointerInfo | null, event: PointerEvent | null) {
    if (kind === 'leave') {
      this.ui.setHover(null);
      return;
    }
    if (!p || !event) return;
    if (kind === 'down') {
      this.press = { x: event.clientX, y: event.clientY, dragging: false };
      return;
    }
    if (kind === 'move') {
      const press = this.press;
      if (press && (press.dragging || Math.hypot(event.clientX - press.x, event.clientY - press.y) > CLICK_SLOP)) {
        this.view()?.pan(event.clientX - press.x, event.clientY - press.y);
        this.press = { x: event.clientX, y: event.clientY, dragging: true };
        return;
      }
      this.ui.setHover(p.onMap ? p.hex : null);
      return;
    }
    const press = this.press;
    this.press = null;
    if (press?.dragging) return;
    this.ui.click(p.onMap ? p.hex : null, { shift: p.shift, alt: p.alt });
  }
}
