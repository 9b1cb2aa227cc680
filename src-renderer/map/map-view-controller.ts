import Konva from 'konva';
import { reaction } from 'mobx';
import { hexCenter, hexsideKey, hexsideSegment, inBounds, parseHexsideKey, pixelToHex, type HexDirection, type HexGridGeometry } from '../../src-shared/hex';
import type { Change } from '../../src-shared/model';
import type { DocumentStore } from '../stores/document-store';
import type { EditorStore } from '../stores/editor-store';
import { centredCamera, clampZoom, fitCamera, PX_PER_MM, type Camera } from './camera';
import type { MapAttachment, MapBoardView } from './map-attachment';
import { drawFeatureLayer } from './feature-layer';
import { CursorPreview } from './cursor-preview';
import { FramedLayer } from './framed-layer';
import { LayerFrames, type FrameLayer, type LayerShows } from './layer-frames';
import { mapChanges } from './map-changes';
import { bindMapInput } from './map-input';
import { MapScene } from './map-scene';
import { Minimap } from './minimap';
import { TerrainPainter } from './terrain-painter';
import { TracingPainter } from './tracing-painter';
import { viewBackground } from './view-background';
import { createTool, type PointerInfo, type Tool } from './tools';

export { LAYER_LABELS } from './layer-labels';

/** Owns the Konva stage of the map workspace: the terrain layer (cached chunks), the cursor preview and the
 *  camera. Pointer events go to the active tool; every redraw is one frame of blits, never a walk of the map. */
export class MapViewController {
  readonly stage: Konva.Stage;
  /** The terrain painter clears what it repaints itself: a frame at the same view repaints only what changed. */
  private readonly terrainLayer = new FramedLayer({ listening: false, clearBeforeDraw: false });
  private readonly backgroundLayer = new FramedLayer({ listening: false });
  private readonly featureLayer = new FramedLayer({ listening: false });
  /** What another part of the app draws over the map (editor.overlay). */
  private readonly overlayLayer = new FramedLayer({ listening: false });
  private readonly tracing: TracingPainter;
  private minimap: Minimap | null = null;
  /** The cursor preview clears only where it drew last (a dab's frame then touches a few hexes of it, not all). */
  private readonly previewLayer = new FramedLayer({ listening: false, clearBeforeDraw: false });
  private readonly cursor = new CursorPreview();
  /** The layers to draw in the next frame: only those whose content changed are drawn. */
  private readonly frames = new LayerFrames((layer) => this.layerShows(layer));
  private readonly previewShape: Konva.Shape;
  private painter!: TerrainPainter;
  private geom!: HexGridGeometry;
  private camera: Camera = { x: 0, y: 0, zoom: 1 };
  private tool!: Tool;
  private pointer: PointerInfo | null = null;
  private readonly disposers: (() => void)[] = [];
  /** Time of the last terrain-layer draw, for the benchmark. */
  lastDrawMs = 0;
  /** A board laid over the map (map-attachment.ts), or null. */
  private attachment: MapAttachment | null = null;

  constructor(
    container: HTMLDivElement,
    private readonly project: DocumentStore,
    private readonly editor: EditorStore,
    private readonly report: (message: string) => void,
  ) {
    this.stage = new Konva.Stage({ container, width: container.clientWidth || 800, height: container.clientHeight || 600 });
    const terrain = new Konva.Shape({
      sceneFunc: (ctx) => {
        const t0 = performance.now();
        const ratio = this.terrainLayer.getCanvas().getPixelRatio();
        const scale = this.camera.zoom * PX_PER_MM;
        const c = ctx._context;
        c.save();
        c.setTransform(1, 0, 0, 1, 0, 0);
        this.painter.draw(c, { x: this.camera.x * ratio, y: this.camera.y * ratio, scale: scale * ratio, width: this.stage.width() * ratio, height: this.stage.height() * ratio }, () => performance.now());
        c.restore();
        this.lastDrawMs = performance.now() - t0;
        if (this.painter.wantsFrame) this.redraw(this.terrainLayer);
      },
    });
    this.terrainLayer.add(terrain);
    this.featureLayer.add(new Konva.Shape({ sceneFunc: (ctx) => this.drawFeatureLayer(ctx._context) }));
    this.overlayLayer.add(new Konva.Shape({ sceneFunc: (ctx) => this.drawOverlay(ctx._context) }));
    this.tracing = new TracingPainter((id) => project.assetUrl(id), () => this.redraw(this.backgroundLayer), report);
    this.backgroundLayer.add(
      new Konva.Shape({ sceneFunc: (ctx) => this.tracing.draw(ctx._context, this.project.map.background, this.camera, this.editor.calibration ?? []) }),
    );
    this.previewShape = new Konva.Shape({ sceneFunc: (ctx) => this.drawPreview(ctx._context) });
    this.previewLayer.add(this.previewShape);
    this.rebuildScene();
    this.tool = createTool(editor.tool, this.toolContext());
    // Fit first: adding a layer draws it, and a first frame at another zoom would send the worker chunks nobody
    // sees and make the fitted view wait for the zoom to rest.
    this.fit();
    this.stage.add(this.terrainLayer, this.backgroundLayer, this.featureLayer, this.overlayLayer, this.previewLayer);
    this.disposers.push(
      bindMapInput(container, {
        pointerAt: (x, y, alt, shift) => this.pointerAt(x, y, alt, shift),
        tool: () => this.tool,
        attachment: () => this.attachment,
        setPointer: (p) => (this.pointer = p),
        hover: (hex) => this.editor.setHover(hex),
        stroking: (on) => this.minimap?.setStroking(on),
        panBy: (dx, dy) => this.pan(dx, dy),
        zoomAt: (factor, x, y) => this.zoomTo(this.camera.zoom * factor, x, y),
        previewChanged: () => this.redraw(this.previewLayer),
        report: this.report,
      }),
      project.onChanges((changes) => this.onChanges(changes)),
      reaction(() => editor.tool, (id) => {
        this.tool.cancel();
        this.minimap?.setStroking(false);
        this.tool = createTool(id, this.toolContext());
        this.redraw(this.previewLayer);
      }),
      reaction(() => editor.calibration, () => this.redraw(this.backgroundLayer)),
      reaction(() => editor.overlay, () => this.redraw(this.overlayLayer)),
      reaction(() => ({ ...editor.layers }), (layers) => {
        this.painter.scene.layers = layers;
        this.painter.layersChanged();
        this.redraw(this.terrainLayer);
        this.redraw(this.featureLayer);
      }),
    );
    editor.view = {
      fit: () => this.fit(),
      actualSize: () => this.zoomTo(1, this.stage.width() / 2, this.stage.height() / 2),
      zoomBy: (f) => this.zoomTo(this.camera.zoom * f, this.stage.width() / 2, this.stage.height() / 2),
      panBy: (dx, dy) => this.pan(dx, dy),
      centreOn: (hex) => {
        this.setCamera(centredCamera(this.camera, hexCenter(this.geom, this.project.map.hexSizeMm, hex), { width: this.stage.width(), height: this.stage.height() }));
        this.editor.setHover(hex);
      },
    };
  }

  private toolContext() {
    return { project: this.project, editor: this.editor, geom: this.geom, report: this.report };
  }

  private rebuildScene() {
    const map = this.project.map;
    this.geom = { orientation: map.orientation, stagger: map.stagger };
    const scene = new MapScene(map, this.project.ruleset, this.project.grid);
    scene.layers = { ...this.editor.layers };
    // Chunks drawn on the view's own colour are opaque: frames copy them without clearing under them.
    scene.background = viewBackground(this.stage.container());
    scene.model.setLinework(this.project.records.hexsides.values(), this.project.records.paths.values());
    scene.model.setFeatures(this.project.records.features.values());
    // The first scene has no painter before it.
    (this.painter as TerrainPainter | undefined)?.dispose();
    const painter = new TerrainPainter(scene);
    painter.onChunk = () => this.redraw(this.terrainLayer);
    this.painter = painter;
  }

  private onChanges(changes: readonly Change[]) {
    const c = mapChanges(changes, this.painter.scene.map);
    if (c.background) this.redraw(this.backgroundLayer);
    for (const f of c.features) this.painter.scene.model.featureChanged(f.id, f.record);
    if (c.featureLayer) this.redraw(this.featureLayer);
    if (c.rebuild) {
      this.tool.cancel();
      this.rebuildScene();
      this.tool = createTool(this.editor.tool, this.toolContext());
    } else {
      for (const { id, edit } of c.linework) {
        const side = parseHexsideKey(this.geom, id.split('|')[0]);
        this.painter.lineworkChanged(edit, side ? [side.hex, side.other] : []);
      }
      if (c.hexes.length) this.painter.hexesChanged(c.hexes);
    }
    this.redraw(this.terrainLayer);
    this.scheduleMinimap();
  }

  private setCamera(camera: Camera) {
    // The map's origin on a whole device pixel: the terrain's chunks are then copied one to one.
    const ratio = this.terrainLayer.getCanvas().getPixelRatio();
    this.camera = { zoom: camera.zoom, x: Math.round(camera.x * ratio) / ratio, y: Math.round(camera.y * ratio) / ratio };
    this.editor.setZoom(camera.zoom);
    this.placeAttachment();
    this.redraw(this.terrainLayer);
    this.redraw(this.backgroundLayer);
    this.redraw(this.featureLayer);
    this.redraw(this.overlayLayer);
    this.redraw(this.previewLayer);
    this.scheduleMinimap();
  }

  /** Show the minimap in this canvas. */
  attachMinimap(canvas: HTMLCanvasElement) {
    this.minimap?.destroy();
    this.minimap = new Minimap(canvas, {
      overview: (k) => this.painter.overviewAt(k),
      mapMm: () => this.painter.scene.mapMm,
      view: () => ({ camera: this.camera, width: this.stage.width(), height: this.stage.height() }),
      centreOn: (mm) => {
        const scale = this.camera.zoom * PX_PER_MM;
        this.setCamera({ ...this.camera, x: this.stage.width() / 2 - mm.x * scale, y: this.stage.height() / 2 - mm.y * scale });
      },
    }, this.report);
  }

  private scheduleMinimap() {
    this.minimap?.schedule();
  }

  fit() {
    this.setCamera(fitCamera(this.painter.scene.mapMm, { width: this.stage.width(), height: this.stage.height() }));
  }

  zoomTo(zoom: number, sx: number, sy: number) {
    const z = clampZoom(zoom);
    const k = z / this.camera.zoom;
    this.setCamera({ zoom: z, x: sx - (sx - this.camera.x) * k, y: sy - (sy - this.camera.y) * k });
  }

  resize(width: number, height: number) {
    if (width === this.stage.width() && height === this.stage.height()) return;
    // A new size clears the canvases: the map's layers are drawn again before the page paints (an attached board's
    // layers are drawn by Konva).
    this.stage.size({ width, height });
    this.redraw(this.terrainLayer, this.backgroundLayer, this.featureLayer, this.overlayLayer, this.previewLayer);
    this.frames.flush();
  }

  /** Where a map point (mm) is in the page, in client pixels: for tests and the benchmark. */
  clientOfMm(mm: { x: number; y: number }) {
    const box = this.stage.container().getBoundingClientRect();
    const scale = this.camera.zoom * PX_PER_MM;
    return { x: box.left + this.camera.x + mm.x * scale, y: box.top + this.camera.y + mm.y * scale };
  }

  /** The hex under a point of the page (client pixels); it may lie off the map. */
  hexAt(clientX: number, clientY: number) {
    return this.pointerAt(clientX, clientY, false, false).hex;
  }

  clientOf(hex: { col: number; row: number }) {
    return this.clientOfMm(hexCenter(this.geom, this.project.map.hexSizeMm, hex));
  }

  hexsideKeyOf(hex: { col: number; row: number }, dir: number) {
    return hexsideKey(this.geom, hex, dir as HexDirection);
  }

  clientOfHexside(key: string) {
    const side = parseHexsideKey(this.geom, key);
    if (!side) return null;
    const [a, b] = hexsideSegment(this.geom, this.project.map.hexSizeMm, side.hex, side.dir);
    return this.clientOfMm({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
  }

  /** Ask for layers to be drawn in the next frame. */
  private redraw(...layers: FramedLayer[]) {
    this.frames.redraw(...layers);
  }

  /** When a layer of the map's own shows: only with something to draw (the cursor preview: once drawn, if it drew
   *  anything). */
  private layerShows(layer: FrameLayer): LayerShows {
    if (layer === this.previewLayer) return { after: () => this.cursor.showing };
    if (layer === this.backgroundLayer) return { before: () => this.project.map.background?.visible === true };
    if (layer === this.featureLayer) return { before: () => (this.editor.layers.zones && this.project.records.zones.size > 0) || (this.editor.layers.features && this.project.records.features.size > 0) };
    if (layer === this.overlayLayer) return { before: () => this.editor.overlay !== null };
    return {};
  }

  /** Draw what changed now (the benchmark's "dab to updated screen"): the terrain (which repaints only what changed
   *  while the view stays put), every layer of the map's own asked for since the last frame, and an attached board's
   *  layers. */
  drawNow() {
    this.frames.redraw(this.terrainLayer);
    this.frames.flush();
    // A board laid over the map is drawn too (its layers ask for their own frames otherwise); drawScene lets a layer
    // that keeps its pixels while unchanged (the play-test board's RedrawLayer) skip the redraw.
    for (const layer of this.attachment?.layers ?? []) layer.drawScene();
    // Chromium records canvas commands and rasterises them later; reading one pixel makes it finish the frame now.
    this.terrainLayer.getContext()._context.getImageData(0, 0, 1, 1);
  }

  /** Forget every cached chunk, as a new zoom level finds the cache (the benchmark's cold frames). */
  dropCaches() {
    this.painter.invalidateAll();
    this.redraw(this.terrainLayer);
  }

  /** Bytes of pixels the terrain painter keeps (chunk bitmaps and the overview), for the benchmark. */
  get cachedBytes() {
    return this.painter.cachedBytes;
  }

  /** One stroke of the active tool through these hexes, as the pointer would make it (benchmark and tests). */
  strokeThrough(hexes: readonly { col: number; row: number }[]) {
    const at = (hex: { col: number; row: number }) => ({ hex, mm: hexCenter(this.geom, this.project.map.hexSizeMm, hex), onMap: inBounds(this.project.map, hex), alt: false, shift: false });
    if (!hexes.length) return;
    this.tool.down(at(hexes[0]));
    for (const hex of hexes.slice(1)) this.tool.move(at(hex));
    this.tool.up(at(hexes[hexes.length - 1]));
  }

  /** True when the last frame showed every visible chunk at its proper resolution. */
  get complete() {
    return !this.painter.incomplete;
  }

  /** One press-and-release of the active tool at a hex, as the pointer would do it (benchmark and tests). */
  tap(hex: { col: number; row: number }) {
    const mm = hexCenter(this.geom, this.project.map.hexSizeMm, hex);
    const p = { hex, mm, onMap: inBounds(this.project.map, hex), alt: false, shift: false };
    this.tool.down(p);
    this.tool.up(p);
  }

  pan(dx: number, dy: number) {
    this.setCamera({ ...this.camera, x: this.camera.x + dx, y: this.camera.y + dy });
  }

  private pointerAt(clientX: number, clientY: number, alt: boolean, shift: boolean): PointerInfo {
    const box = this.stage.container().getBoundingClientRect();
    const scale = this.camera.zoom * PX_PER_MM;
    const mm = { x: (clientX - box.left - this.camera.x) / scale, y: (clientY - box.top - this.camera.y) / scale };
    const hex = pixelToHex(this.geom, this.project.map.hexSizeMm, mm);
    return { hex, mm, onMap: inBounds(this.project.map, hex), alt, shift };
  }

  private drawFeatureLayer(ctx: CanvasRenderingContext2D) {
    const { editor, project } = this;
    drawFeatureLayer(ctx, {
      zones: editor.layers.zones && project.records.zones.size > 0 ? project.records.zones.values() : null,
      features: editor.layers.features && project.records.features.size > 0 ? this.painter.scene.model : null,
      geom: this.geom, size: project.map.hexSizeMm, camera: this.camera, width: this.stage.width(), height: this.stage.height(),
    });
  }

  private drawOverlay(ctx: CanvasRenderingContext2D) {
    const overlay = this.editor.overlay;
    if (!overlay) return;
    const scale = this.camera.zoom * PX_PER_MM;
    ctx.save();
    ctx.translate(this.camera.x, this.camera.y);
    ctx.scale(scale, scale);
    overlay.draw(ctx, { geom: this.geom, hexSizeMm: this.project.map.hexSizeMm, scale });
    ctx.restore();
  }

  /**
   * Lays a board over the map (map-attachment.ts) until the returned function takes it off: its layers go above the
   * map's own and follow the camera, and while it takes the pointer the editing tool is cancelled and gets nothing.
   */
  attach(attachment: MapAttachment): () => void {
    this.attachment?.layers.forEach((layer) => layer.remove());
    this.attachment = attachment;
    if (attachment.pointer) this.tool.cancel();
    for (const layer of attachment.layers) this.stage.add(layer);
    this.previewLayer.moveToTop();
    this.placeAttachment();
    return () => {
      if (this.attachment !== attachment) return;
      attachment.layers.forEach((layer) => layer.remove());
      this.attachment = null;
    };
  }

  /** What the attached board may ask of the map. */
  get boardView(): MapBoardView {
    return {
      hexAtClient: (x, y) => this.pointerAt(x, y, false, false),
      clientOf: (hex) => this.clientOf(hex),
      centreOn: (hex) => this.editor.view?.centreOn(hex),
      pan: (dx, dy) => this.pan(dx, dy),
      camera: { x: this.camera.x, y: this.camera.y, scale: this.camera.zoom * PX_PER_MM },
    };
  }

  private placeAttachment() {
    if (!this.attachment) return;
    const scale = this.camera.zoom * PX_PER_MM;
    for (const layer of this.attachment.layers) {
      layer.position({ x: this.camera.x, y: this.camera.y });
      layer.scale({ x: scale, y: scale });
      layer.batchDraw();
    }
    this.attachment.camera?.({ x: this.camera.x, y: this.camera.y, scale });
  }

  private drawPreview(ctx: CanvasRenderingContext2D) {
    if (this.attachment?.pointer) return this.cursor.clear(ctx);
    this.cursor.draw(ctx, this.tool.preview(this.pointer), this.camera, this.geom, this.project.map.hexSizeMm);
  }

  destroy() {
    this.frames.stop();
    this.attachment?.layers.forEach((layer) => layer.remove());
    this.attachment = null;
    this.tool.cancel();
    this.minimap?.destroy();
    for (const dispose of this.disposers) dispose();
    if (this.editor.view) this.editor.view = null;
    this.painter.dispose();
    this.stage.destroy();
  }
}
