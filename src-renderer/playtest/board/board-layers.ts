import Konva from 'konva';
import { hexCenter, type HexGridGeometry, type Point } from '../../../src-shared/hex';
import type { HexRef } from '../../../src-shared/model';
import type { MapAttachment, MapCamera } from '../../map/map-attachment';
import type { PointerInfo } from '../../map/tools';
import { NO_HIGHLIGHTS, type BoardCounter, type BoardHighlights, type BoardMarker, type BoardStack } from './board-model';
import { CounterImages } from './counter-images';
import { paintCounter, paintMarker, paintStack, type PaintScale } from './counter-painter';
import { paintOver, paintUnder } from './highlight-painter';

/** What the board does with the pointer on the map (the play-test interaction). */
export type BoardInput = {
  pointer(kind: 'down' | 'move' | 'up' | 'leave', p: PointerInfo | null, event: PointerEvent | null): void;
};

type Ghost = { counter: BoardCounter; points: Point[]; start: number; ms: number; done: () => void };

const key = (hex: HexRef) => `${hex.col},${hex.row}`;

/**
 * The play-test board over the map: highlights under the counters, the counters (each stack a Konva node drawing the
 * real faces, offset with a count badge) and markers, then paths, arrows and the selection over them. Everything is
 * in map millimetres; the map keeps the layers on its camera (map-attachment.ts).
 */
export class BoardLayers implements MapAttachment {
  readonly layers: Konva.Layer[];
  private readonly under = new Konva.Layer({ listening: false });
  private readonly units = new Konva.Layer({ listening: false });
  private readonly over = new Konva.Layer({ listening: false });
  private readonly stackNodes = new Map<string, { stack: BoardStack; node: Konva.Shape }>();
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
    this.images = new CounterImages(() => this.units.batchDraw());
    this.under.add(new Konva.Shape({ listening: false, sceneFunc: (ctx) => paintUnder(ctx._context, this.g, this.highlights, this.view.scale) }));
    this.units.add(new Konva.Shape({ listening: false, sceneFunc: (ctx) => this.paintMarkers(ctx._context) }));
    this.over.add(new Konva.Shape({ listening: false, sceneFunc: (ctx) => paintOver(ctx._context, this.g, this.highlights, this.view.scale) }));
    this.over.add(new Konva.Shape({ listening: false, sceneFunc: (ctx) => this.paintGhost(ctx._context) }));
    this.layers = [this.under, this.units, this.over];
  }

  private get g() {
    return { geom: this.geom, size: this.hexSizeMm, inView: (hex: HexRef) => this.inView(this.centreOf(hex)) };
  }

  private get paint(): PaintScale {
    return { scale: this.view.scale, ratio: this.units.getCanvas().getPixelRatio() };
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
    const stage = this.units.getStage();
    if (!stage) return true;
    const m = this.hexSizeMm;
    const x = this.view.x + p.x * this.view.scale;
    const y = this.view.y + p.y * this.view.scale;
    const margin = m * this.view.scale;
    return x > -margin && y > -margin && x < stage.width() + margin && y < stage.height() + margin;
  }

  /** Shows these stacks: stacks that did not change keep their nodes; only what changed is rebuilt. */
  setStacks(stacks: readonly BoardStack[]) {
    const next = new Map(stacks.map((s) => [s.key, s]));
    for (const [k, { node }] of this.stackNodes) {
      if (!next.has(k)) {
        node.destroy();
        this.stackNodes.delete(k);
      }
    }
    for (const stack of stacks) {
      const known = this.stackNodes.get(stack.key);
      if (known && sameStack(known.stack, stack)) continue;
      if (known) {
        known.stack = stack;
        continue;
      }
      const entry = { stack, node: new Konva.Shape({ listening: false, perfectDrawEnabled: false }) };
      entry.node.sceneFunc((ctx) => this.paintStackNode(ctx._context, entry.stack));
      this.units.add(entry.node);
      this.stackNodes.set(stack.key, entry);
    }
    this.units.batchDraw();
  }

  setMarkers(markers: readonly BoardMarker[]) {
    this.markers = markers;
    this.units.batchDraw();
  }

  setHighlights(highlights: BoardHighlights) {
    this.highlights = highlights;
    const selected = highlights.selected ? key(highlights.selected) : null;
    if (selected !== this.selectedKey) {
      this.selectedKey = selected;
      this.units.batchDraw();
    }
    this.under.batchDraw();
    this.over.batchDraw();
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
        this.over.batchDraw();
        ghost.done();
        return;
      }
      this.over.batchDraw();
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }

  /** The units the board draws now, and whether each carries the hidden mark (for the tests). */
  shownUnits(): { unitId: string; hidden: boolean }[] {
    return [...this.stackNodes.values()].flatMap(({ stack }) => stack.counters.map((c) => ({ unitId: c.unitId, hidden: c.hidden })));
  }

  get sliding(): boolean {
    return this.ghost !== null;
  }

  /** Draws everything now (the benchmark's "action to updated screen"). */
  drawNow() {
    this.under.draw();
    this.units.draw();
    this.over.draw();
  }

  private paintStackNode(ctx: CanvasRenderingContext2D, stack: BoardStack) {
    const centre = this.centreOf(stack.hex);
    if (!this.inView(centre) || stack.counters.length === 0) return;
    paintStack(ctx, this.images, stack.counters, centre, this.counterMm, this.paint, this.selectedKey === stack.key);
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

function sameStack(a: BoardStack, b: BoardStack): boolean {
  return a.hex.col === b.hex.col && a.hex.row === b.hex.row && a.counters.length === b.counters.length && a.counters.every((c, i) => c.faceKey === b.counters[i].faceKey && c.hidden === b.counters[i].hidden && c.morale === b.counters[i].morale);
}
