import Konva from 'konva';
import { hexCenter, type HexGridGeometry, type Point } from '../../../src-shared/hex';
import type { HexRef } from '../../../src-shared/model';
import type { MapAttachment, MapCamera } from '../../map/map-attachment';
import type { PointerInfo } from '../../map/tools';
import { NO_HIGHLIGHTS, type BoardCounter, type BoardHighlights, type BoardMarker, type BoardStack } from './board-model';
import { CounterImages } from './counter-images';
import { paintCounter, paintMarker, paintStack, type PaintScale } from './counter-painter';
import { paintOver, paintUnder } from './highlight-painter';
import { RedrawLayer } from './redraw-layer';

/** What the board does with the pointer on the map (the play-test interaction). */
export type BoardInput = {
  pointer(kind: 'down' | 'move' | 'up' | 'leave', p: PointerInfo | null, event: PointerEvent | null): void;
};

type Ghost = { counter: BoardCounter; points: Point[]; start: number; ms: number; done: () => void };

const key = (hex: HexRef) => `${hex.col},${hex.row}`;

/**
 * The play-test board over the map, on one canvas: highlights under the counters, the markers and the counters (each
 * stack the real faces, offset with a count badge), then paths, arrows and the selection over them. Everything is in
 * map millimetres; the map keeps the layer on its camera (map-attachment.ts). One layer, redrawn only when something
 * on it changed: an action changes one full-window canvas, not three, and the map's own redraws leave it alone.
 */
export class BoardLayers implements MapAttachment {
  readonly layers: Konva.Layer[];
  private readonly layer = new RedrawLayer({ listening: false });
  /** The stacks drawn, in the order they are drawn (a stack that changes keeps its place; new ones go on top). */
  private readonly stacks = new Map<string, BoardStack>();
  private markers: readonly BoardMarker[] = [];
  private highlights: BoardHighlights = NO_HIGHLIGHTS;
  private selectedKey: string | null = null;
  private ghost: Ghost | null = null;
  private view: MapCamera = { x: 0, y: 0, scale: 1 };
  readonly images: CounterImages;
  input: BoardInput | null = null;

  constructor(
    private readonly geom: HexGridGeometry,
    private readonly hexSizeMm: number,
    readonly counterMm: number,
  ) {
    this.images = new CounterImages(() => this.layer.batchDraw());
    const shape = (paint: (ctx: CanvasRenderingContext2D) => void) => new Konva.Shape({ listening: false, perfectDrawEnabled: false, sceneFunc: (ctx) => paint(ctx._context) });
    this.layer.add(
      shape((ctx) => paintUnder(ctx, this.g, this.highlights, this.view.scale)),
      shape((ctx) => this.paintMarkers(ctx)),
      shape((ctx) => this.paintStacks(ctx)),
      shape((ctx) => paintOver(ctx, this.g, this.highlights, this.view.scale)),
      shape((ctx) => this.paintGhost(ctx)),
    );
    this.layers = [this.layer];
  }

  private get g() {
    return { geom: this.geom, size: this.hexSizeMm, inView: (hex: HexRef) => this.inView(this.centreOf(hex)) };
  }

  private get paint(): PaintScale {
    return { scale: this.view.scale, ratio: this.layer.getCanvas().getPixelRatio() };
  }

  camera(camera: MapCamera) {
    this.view = camera;
  }

  pointer(kind: 'down' | 'move' | 'up' | 'leave', p: PointerInfo | null, event: PointerEvent | null) {
    this.input?.pointer(kind, p, event);
  }

  centreOf(hex: HexRef): Point {
    return hexCenter(this.geom, this.hexSizeMm, hex);
  }

  /** Is a map point (mm) in view, with a hex of margin? */
  private inView(p: Point): boolean {
    const stage = this.layer.getStage();
    if (!stage) return true;
    const m = this.hexSizeMm;
    const x = this.view.x + p.x * this.view.scale;
    const y = this.view.y + p.y * this.view.scale;
    const margin = m * this.view.scale;
    return x > -margin && y > -margin && x < stage.width() + margin && y < stage.height() + margin;
  }

  /** Shows these stacks: the board is redrawn only when one of them changed. */
  setStacks(stacks: readonly BoardStack[]) {
    let changed = false;
    const next = new Set(stacks.map((s) => s.key));
    for (const k of this.stacks.keys()) {
      if (next.has(k)) continue;
      this.stacks.delete(k);
      changed = true;
    }
    for (const stack of stacks) {
      const known = this.stacks.get(stack.key);
      if (known && (known === stack || sameStack(known, stack))) continue;
      this.stacks.set(stack.key, stack);
      changed = true;
    }
    if (changed) this.layer.batchDraw();
  }

  setMarkers(markers: readonly BoardMarker[]) {
    if (sameMarkers(this.markers, markers)) return;
    this.markers = markers;
    this.layer.batchDraw();
  }

  setHighlights(highlights: BoardHighlights) {
    this.highlights = highlights;
    this.selectedKey = highlights.selected ? key(highlights.selected) : null;
    this.layer.batchDraw();
  }

  /** Slides a counter along a path (a move, a retreat) over `ms`, then calls `done`; a new slide ends the last one. */
  slide(counter: BoardCounter, path: readonly HexRef[], ms: number, done: () => void) {
    this.ghost?.done();
    if (path.length < 2 || ms <= 0) {
      this.ghost = null;
      done();
      return;
    }
    const ghost: Ghost = { counter, points: path.map((h) => this.centreOf(h)), start: performance.now(), ms, done };
    this.ghost = ghost;
    const tick = () => {
      if (this.ghost !== ghost) return;
      if (performance.now() - ghost.start >= ghost.ms) {
        this.ghost = null;
        this.layer.batchDraw();
        ghost.done();
        return;
      }
      this.layer.batchDraw();
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }

  /** The units the board draws now, and whether each carries the hidden mark (for the tests). */
  shownUnits(): { unitId: string; hidden: boolean }[] {
    return [...this.stacks.values()].flatMap((stack) => stack.counters.map((c) => ({ unitId: c.unitId, hidden: c.hidden })));
  }

  get sliding(): boolean {
    return this.ghost !== null;
  }

  /** Draws now what is waiting to be drawn (the benchmark's "action to updated screen"); a board its frame has drawn
   *  already keeps its pixels, as the screen does. */
  drawNow() {
    this.layer.drawScene();
  }

  /** The stacks in view, in their order (lower ones first, so a badge over a neighbour's corner stays on top). */
  private paintStacks(ctx: CanvasRenderingContext2D) {
    const paint = this.paint;
    for (const stack of this.stacks.values()) {
      const centre = this.centreOf(stack.hex);
      if (stack.counters.length === 0 || !this.inView(centre)) continue;
      paintStack(ctx, this.images, stack.counters, centre, this.counterMm, paint, this.selectedKey === stack.key);
    }
  }

  private paintMarkers(ctx: CanvasRenderingContext2D) {
    const size = this.counterMm * 0.62;
    const byHex = new Map<string, number>();
    for (const marker of this.markers) {
      const centre = this.centreOf(marker.hex);
      if (!this.inView(centre)) continue;
      const k = key(marker.hex);
      const n = byHex.get(k) ?? 0;
      byHex.set(k, n + 1);
      // Markers sit at the lower right of the hex, under the units, overlapping each other a little.
      const corner = { x: centre.x + this.hexSizeMm * 0.5 - size - n * size * 0.3, y: centre.y + this.hexSizeMm * 0.47 - size - n * size * 0.12 };
      paintMarker(ctx, this.images, marker, corner, size, this.paint);
    }
  }

  private paintGhost(ctx: CanvasRenderingContext2D) {
    const ghost = this.ghost;
    if (!ghost) return;
    const t = Math.min(1, (performance.now() - ghost.start) / ghost.ms);
    const legs = ghost.points.length - 1;
    const at = t * legs;
    const i = Math.min(legs - 1, Math.floor(at));
    const f = at - i;
    const a = ghost.points[i];
    const b = ghost.points[i + 1];
    const size = this.counterMm;
    paintCounter(ctx, this.images, ghost.counter, a.x + (b.x - a.x) * f - size / 2, a.y + (b.y - a.y) * f - size / 2, size, this.paint);
  }
}

function sameMarkers(a: readonly BoardMarker[], b: readonly BoardMarker[]): boolean {
  return a.length === b.length && a.every((m, i) => {
    const n = b[i];
    return m.key === n.key && m.hex.col === n.hex.col && m.hex.row === n.hex.row && m.face.title === n.face.title && m.face.value === n.face.value && m.face.note === n.face.note && m.face.colour === n.face.colour;
  });
}

function sameStack(a: BoardStack, b: BoardStack): boolean {
  return a.hex.col === b.hex.col && a.hex.row === b.hex.row && a.counters.length === b.counters.length && a.counters.every((c, i) => c.faceKey === b.counters[i].faceKey && c.hidden === b.counters[i].hidden && c.morale === b.counters[i].morale);
}
