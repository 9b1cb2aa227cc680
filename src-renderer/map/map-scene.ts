import { drawMapRect, MAP_INK, MapArtModel, type HexGrid, type MapArtStyle, type MapLayers } from '../../src-shared/map-art';
import type { MapSettings } from '../../src-shared/model';
import type { Ruleset } from '../../src-shared/ruleset';
import { canvasPatternFill } from './canvas-patterns';
import { canvasStrokeInside } from './canvas-stroke-inside';

type Ctx = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** The family the map's text is set in on screen: the export's own sans where the system has it. */
export const SCREEN_FONT = '"Liberation Sans", Arimo, Arial, sans-serif';

/** What the terrain painter draws, in map millimetres: the shared map art (the same code as the exports) over
 *  the live model, one rectangle at a time (a chunk, or a patch of one after an edit). */
export class MapScene {
  readonly model: MapArtModel;
  layers: MapLayers & { zones: boolean };
  /** The view's colour where no map is, painted under each rectangle drawn (null: left transparent). With it every
   *  chunk and patch is opaque, and a frame copies chunks over the last frame's pixels without clearing them first
   *  (on a software rasteriser the clear costs about a third of a pan frame's drawing). */
  background: string | null = null;
  private readonly fillPattern = canvasPatternFill();
  private readonly strokeInside = canvasStrokeInside();

  constructor(
    readonly map: MapSettings,
    ruleset: Ruleset,
    grid: HexGrid,
  ) {
    this.model = new MapArtModel(map, ruleset, grid);
    this.layers = { terrain: true, patterns: true, elevation: true, hexsides: true, paths: true, grid: true, labels: true, features: true, zones: true };
  }

  get size() {
    return this.model.size;
  }

  get mapMm() {
    return this.model.mapMm;
  }

  get grid() {
    return this.model.grid;
  }

  /** The style at `pxPerMm` device pixels per mm. */
  style(pxPerMm: number): MapArtStyle {
    return {
      layers: this.layers,
      edges: this.map.terrainEdges ?? 'hex',
      hexNumbers: this.map.showLabels,
      gridColour: MAP_INK.grid,
      gridWidthMm: MAP_INK.gridWidthMm,
      pxPerMm,
      minLinePx: 0.8,
      fontFamily: SCREEN_FONT,
      fillPattern: this.fillPattern,
      strokeInside: this.strokeInside,
    };
  }

  /** Draw everything inside the rectangle [x0,x1)×[y0,y1) (mm), replacing what ctx held there (on the background,
   *  when there is one). `origin` is the map point at ctx's (0, 0) and `scale` its px per mm. Features are drawn by
   *  the view, over every chunk. */
  drawRect(ctx: Ctx, origin: { x: number; y: number }, x0: number, y0: number, x1: number, y1: number, scale: number) {
    ctx.save();
    ctx.scale(scale, scale);
    ctx.translate(-origin.x, -origin.y);
    ctx.clearRect(x0, y0, x1 - x0, y1 - y0);
    if (this.background) {
      ctx.fillStyle = this.background;
      ctx.fillRect(x0, y0, x1 - x0, y1 - y0);
    }
    // The map ends at its frame; chunks along the right and bottom edges reach past it.
    const { width, height } = this.model.mapMm;
    const rect = { x0, y0, x1: Math.min(x1, width), y1: Math.min(y1, height) };
    if (rect.x1 > rect.x0 && rect.y1 > rect.y0) drawMapRect(ctx, this.model, this.style(scale), rect, { features: false });
    ctx.restore();
  }
}
