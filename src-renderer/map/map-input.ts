import type { OffsetHex } from '../../src-shared/hex';
import type { MapAttachment } from './map-attachment';
import type { PointerInfo, Tool } from './tools';

/** What the map's pointer and keyboard input acts on. */
export type MapInputHost = {
  /** The hex and map point under a point of the page (client pixels). */
  pointerAt(clientX: number, clientY: number, alt: boolean, shift: boolean): PointerInfo;
  tool(): Tool;
  /** A board laid over the map, which may take the pointer. */
  attachment(): MapAttachment | null;
  /** Where the pointer is on the map now (null: it left), for the cursor preview. */
  setPointer(p: PointerInfo | null): void;
  hover(hex: OffsetHex | null): void;
  /** A stroke is being painted (or has ended): the minimap lets the pointer through meanwhile. */
  stroking(on: boolean): void;
  panBy(dx: number, dy: number): void;
  /** Zoom by a factor about a point of the map's box (px). */
  zoomAt(factor: number, x: number, y: number): void;
  /** The cursor preview may have changed. */
  previewChanged(): void;
  report(message: string): void;
};

/**
 * The map's pointer and keyboard input: the left button goes to the tool (or to a board laid over the map that takes
 * the pointer), the middle button or space-drag pans, the wheel zooms about the pointer (a pinch arrives as
 * ctrl+wheel), Escape cancels the tool's gesture. Returns the function that unbinds it all.
 */
export function bindMapInput(container: HTMLDivElement, host: MapInputHost): () => void {
  let panning: { x: number; y: number } | null = null;
  let spaceDown = false;
  const onDown = (e: PointerEvent) => {
    container.focus();
    if (e.button === 1 || (e.button === 0 && spaceDown)) {
      panning = { x: e.clientX, y: e.clientY };
      container.setPointerCapture(e.pointerId);
      e.preventDefault();
      return;
    }
    if (e.button !== 0) return;
    container.setPointerCapture(e.pointerId);
    const p = host.pointerAt(e.clientX, e.clientY, e.altKey, e.shiftKey);
    host.setPointer(p);
    const attachment = host.attachment();
    if (attachment?.pointer) return attachment.pointer('down', p, e);
    const tool = host.tool();
    tool.down(p);
    host.stroking(tool.busy);
    host.previewChanged();
  };
  const onMove = (e: PointerEvent) => {
    if (panning) {
      host.panBy(e.clientX - panning.x, e.clientY - panning.y);
      panning = { x: e.clientX, y: e.clientY };
      return;
    }
    const p = host.pointerAt(e.clientX, e.clientY, e.altKey, e.shiftKey);
    host.setPointer(p);
    host.hover(p.onMap ? p.hex : null);
    const attachment = host.attachment();
    if (attachment?.pointer) return attachment.pointer('move', p, e);
    const tool = host.tool();
    if (tool.busy) tool.move(p);
    host.previewChanged();
  };
  const onUp = (e: PointerEvent) => {
    if (panning) {
      panning = null;
      return;
    }
    if (e.button !== 0) return;
    const p = host.pointerAt(e.clientX, e.clientY, e.altKey, e.shiftKey);
    const attachment = host.attachment();
    if (attachment?.pointer) return attachment.pointer('up', p, e);
    host.tool().up(p);
    host.stroking(false);
    host.previewChanged();
  };
  const onLeave = () => {
    host.setPointer(null);
    host.hover(null);
    host.attachment()?.pointer?.('leave', null, null);
    host.previewChanged();
  };
  const onWheel = (e: WheelEvent) => {
    e.preventDefault();
    const box = container.getBoundingClientRect();
    // Pinch gestures arrive as ctrl+wheel with small deltas; a mouse wheel notch is ~100.
    host.zoomAt(Math.exp(-e.deltaY * (e.ctrlKey ? 0.01 : 0.0015)), e.clientX - box.left, e.clientY - box.top);
  };
  // Space pans only while no text field has the focus: there it is a space (labels, titles, names).
  const typing = (e: KeyboardEvent) => e.target instanceof HTMLElement && (e.target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(e.target.tagName));
  const onKeyDown = (e: KeyboardEvent) => {
    const tool = host.tool();
    if (e.key === ' ' && !typing(e)) {
      spaceDown = true;
      e.preventDefault();
    } else if (e.key === 'Escape' && tool.busy) {
      tool.cancel();
      host.stroking(false);
      host.report('Cancelled');
      host.previewChanged();
    }
  };
  const onKeyUp = (e: KeyboardEvent) => {
    if (e.key === ' ') spaceDown = false;
  };
  container.tabIndex = 0;
  container.addEventListener('pointerdown', onDown);
  container.addEventListener('pointermove', onMove);
  container.addEventListener('pointerup', onUp);
  container.addEventListener('pointerleave', onLeave);
  container.addEventListener('wheel', onWheel, { passive: false });
  window.addEventListener('keydown', onKeyDown);
  window.addEventListener('keyup', onKeyUp);
  return () => {
    container.removeEventListener('pointerdown', onDown);
    container.removeEventListener('pointermove', onMove);
    container.removeEventListener('pointerup', onUp);
    container.removeEventListener('pointerleave', onLeave);
    container.removeEventListener('wheel', onWheel);
    window.removeEventListener('keydown', onKeyDown);
    window.removeEventListener('keyup', onKeyUp);
  };
}
