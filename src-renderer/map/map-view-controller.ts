import Konva from 'konva';
import { reaction } from 'mobx';
import { hexCenter, hexsideKey, hexsideSegment, inBounds, parseHexsideKey, pixelToHex, type HexDirection, type HexGridGeometry } from '../../src-shared/hex';
import type { Change, MapSettings } from '../../src-shared/model';
import type { DocumentStore } from '../stores/document-store';
import type { EditorStore, LayerId } from '../stores/editor-store';
import { centredCamera, clampZoom, fitCamera, PX_PER_MM, type Camera } from './camera';
import type { MapAttachment, MapBoardView } from './map-attachment';
import { drawFeatures, featuresIn } from '../../src-shared/map-art';
import { drawZones } from './zone-painter';
import { CursorPreview } from './cursor-preview';
import { MapScene, SCREEN_FONT } from './map-scene';
import { Minimap } from './minimap';
import { TerrainPainter } from './terrain-painter';
import { TracingPainter } from './tracing-painter';
import { createTool, type PointerInfo, type Tool } from './tools';

/** Owns the Konva stage of the map workspace: the terrain layer (cached chunks), the cursor preview and the
 *  camera. Pointer events go to the active tool; every redraw is one frame of blits, never a walk of the map. */
export class MapViewController {
  readonly stage: Konva.Stage;
  /** The terrain painter clears what it repaints itself: a frame at the same view repaints only what changed. */
  private readonly terrainLayer = new Konva.Layer({ listening: false, clearBeforeDraw: false });
  private readonly backgroundLayer = new Konva.Layer({ listening: false });
  private readonly featureLayer = new Konva.Layer({ listening: false });
  /** What another part of the app draws over the map (editor.overlay). */
  private readonly overlayLayer = new Konva.Layer({ listening: false });
  private readonly tracing: TracingPainter;
  private minimap: Minimap | null = null;
  /** The cursor preview clears only where it drew last (a dab's frame then touches a few hexes of it, not all). */
  private readonly previewLayer = new Konva.Layer({ listening: false, clearBeforeDraw: false });
  private readonly cursor = new CursorPreview();
  /** The layers to draw in the next frame: only those whose content changed are drawn. */
  private readonly dirty = new Set<Konva.Layer>();
  private frameAsked = false;
  private destroyed = false;
  private readonly previewShape: Konva.Shape;
  private painter!: TerrainPainter;
  private geom!: HexGridGeometry;
  private camera: Camera = { x: 0, y: 0, zoom: 1 };
  private tool!: Tool;
  private pointer: PointerInfo | null = null;
  private panning: { x: number; y: number } | null = null;
  private spaceDown = false;
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
    this.bindEvents(container);

    this.disposers.push(
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
    scene.model.setLinework(this.project.records.hexsides.values(), this.project.records.paths.values());
    scene.model.setFeatures(this.project.records.features.values());
    // The first scene has no painter before it.
    (this.painter as TerrainPainter | undefined)?.dispose();
    const painter = new TerrainPainter(scene);
    painter.onChunk = () => this.redraw(this.terrainLayer);
    this.painter = painter;
  }

  private onChanges(changes: readonly Change[]) {
    const hexes: { col: number; row: number }[] = [];
    const linework: Change[] = [];
    let rebuild = false;
    for (const c of changes) {
      if (c.kind === 'hex') hexes.push(c);
      else if (c.kind === 'set' && c.name === 'map' && sameDrawing(c.value, this.painter.scene.map)) this.redraw(this.backgroundLayer);
      else if (c.kind === 'set' && c.name !== 'info') rebuild = true;
      else if ((c.kind === 'put' || c.kind === 'del') && (c.collection === 'hexsides' || c.collection === 'paths')) linework.push(c);
    }
    let layerChanged = false;
    for (const c of changes) {
      if ((c.kind !== 'put' && c.kind !== 'del') || (c.collection !== 'features' && c.collection !== 'zones')) continue;
      layerChanged = true;
      if (c.collection === 'features') this.painter.scene.model.featureChanged(c.kind === 'put' ? c.record.id : c.id, c.kind === 'put' ? c.record : null);
    }
    if (layerChanged) this.redraw(this.featureLayer);
    if (rebuild) {
      this.tool.cancel();
      this.rebuildScene();
      this.tool = createTool(this.editor.tool, this.toolContext());
    } else {
      for (const c of linework) {
        if (c.kind !== 'put' && c.kind !== 'del') continue;
        const id = c.kind === 'put' ? c.record.id : c.id;
        const side = parseHexsideKey(this.geom, id.split('|')[0]);
        const around = side ? [side.hex, side.other] : [];
        if (c.collection === 'hexsides') this.painter.lineworkChanged({ hexside: id, type: c.kind === 'put' ? c.record.type : null }, around);
        else this.painter.lineworkChanged({ path: id, present: c.kind === 'put' }, around);
      }
      if (hexes.length) this.painter.hexesChanged(hexes);
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
    this.stage.size({ width, height });
    this.redraw(this.terrainLayer);
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
  private redraw(...layers: Konva.Layer[]) {
    for (const layer of layers) this.dirty.add(layer);
    if (this.frameAsked) return;
    this.frameAsked = true;
    // Asked for once the task is done, and only if nothing drew the layers meanwhile (drawNow): asking wakes the
    // compositor, which would take the core from the work still to do in this task.
    queueMicrotask(() => {
      if (!this.dirty.size || this.destroyed) {
        this.frameAsked = false;
        return;
      }
      requestAnimationFrame(() => {
        this.frameAsked = false;
        this.flush();
      });
    });
  }

  /** Draw the layers asked for. A layer with nothing to show is hidden instead: on a software compositor every
   *  canvas on screen costs a blend of the whole view in each frame that moves it, drawn on or not. */
  private flush() {
    if (this.destroyed) return;
    const layers = [...this.dirty];
    this.dirty.clear();
    for (const layer of layers) {
      const style = layer.getCanvas()._canvas.style;
      if (layer === this.previewLayer) {
        // Drawing the preview clears its last box and asks the tool once; whether anything is left decides the rest.
        layer.draw();
        style.display = this.cursor.showing ? 'block' : 'none';
        continue;
      }
      if (!this.shows(layer)) {
        style.display = 'none';
        continue;
      }
      style.display = 'block';
      layer.draw();
    }
  }

  /** Whether a layer of the map's own has anything to draw. */
  private shows(layer: Konva.Layer): boolean {
    if (layer === this.backgroundLayer) return this.project.map.background?.visible === true;
    if (layer === this.featureLayer) return (this.editor.layers.zones && this.project.records.zones.size > 0) || (this.editor.layers.features && this.project.records.features.size > 0);
    if (layer === this.overlayLayer) return this.editor.overlay !== null;
    return true;
  }

  /** Draw what changed now (the benchmark's "dab to updated screen"): the terrain (which repaints only what changed
   *  while the view stays put), every layer of the map's own asked for since the last frame, and an attached board's
   *  layers. */
  drawNow() {
    this.dirty.add(this.terrainLayer);
    this.flush();
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

  private bindEvents(container: HTMLDivElement) {
    const onDown = (e: PointerEvent) => {
      container.focus();
      if (e.button === 1 || (e.button === 0 && this.spaceDown)) {
        this.panning = { x: e.clientX, y: e.clientY };
        container.setPointerCapture(e.pointerId);
        e.preventDefault();
        return;
      }
      if (e.button !== 0) return;
      container.setPointerCapture(e.pointerId);
      this.pointer = this.pointerAt(e.clientX, e.clientY, e.altKey, e.shiftKey);
      if (this.attachment?.pointer) return this.attachment.pointer('down', this.pointer, e);
      this.tool.down(this.pointer);
      this.minimap?.setStroking(this.tool.busy);
      this.redraw(this.previewLayer);
    };
    const onMove = (e: PointerEvent) => {
      if (this.panning) {
        this.setCamera({ ...this.camera, x: this.camera.x + e.clientX - this.panning.x, y: this.camera.y + e.clientY - this.panning.y });
        this.panning = { x: e.clientX, y: e.clientY };
        return;
      }
      this.pointer = this.pointerAt(e.clientX, e.clientY, e.altKey, e.shiftKey);
      this.editor.setHover(this.pointer.onMap ? this.pointer.hex : null);
      if (this.attachment?.pointer) return this.attachment.pointer('move', this.pointer, e);
      if (this.tool.busy) this.tool.move(this.pointer);
      this.redraw(this.previewLayer);
    };
    const onUp = (e: PointerEvent) => {
      if (this.panning) {
        this.panning = null;
        return;
      }
      if (e.button !== 0) return;
      if (this.attachment?.pointer) return this.attachment.pointer('up', this.pointerAt(e.clientX, e.clientY, e.altKey, e.shiftKey), e);
      this.tool.up(this.pointerAt(e.clientX, e.clientY, e.altKey, e.shiftKey));
      this.minimap?.setStroking(false);
      this.redraw(this.previewLayer);
    };
    const onLeave = () => {
      this.pointer = null;
      this.editor.setHover(null);
      this.attachment?.pointer?.('leave', null, null);
      this.redraw(this.previewLayer);
    };
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const box = container.getBoundingClientRect();
      // Pinch gestures arrive as ctrl+wheel with small deltas; a mouse wheel notch is ~100.
      const factor = Math.exp(-e.deltaY * (e.ctrlKey ? 0.01 : 0.0015));
      this.zoomTo(this.camera.zoom * factor, e.clientX - box.left, e.clientY - box.top);
    };
    // Space pans only while no text field has the focus: there it is a space (labels, titles, names).
    const typing = (e: KeyboardEvent) => e.target instanceof HTMLElement && (e.target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(e.target.tagName));
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === ' ' && !typing(e)) {
        this.spaceDown = true;
        e.preventDefault();
      } else if (e.key === 'Escape' && this.tool.busy) {
        this.tool.cancel();
        this.minimap?.setStroking(false);
        this.report('Cancelled');
        this.redraw(this.previewLayer);
      }
    };
    const onKeyUp = (e: KeyboardEvent) => {
      if (e.key === ' ') this.spaceDown = false;
    };
    container.tabIndex = 0;
    container.addEventListener('pointerdown', onDown);
    container.addEventListener('pointermove', onMove);
    container.addEventListener('pointerup', onUp);
    container.addEventListener('pointerleave', onLeave);
    container.addEventListener('wheel', onWheel, { passive: false });
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('keyup', onKeyUp);
    this.disposers.push(() => {
      container.removeEventListener('pointerdown', onDown);
      container.removeEventListener('pointermove', onMove);
      container.removeEventListener('pointerup', onUp);
      container.removeEventListener('pointerleave', onLeave);
      container.removeEventListener('wheel', onWheel);
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('keyup', onKeyUp);
    });
  }

  private drawFeatureLayer(ctx: CanvasRenderingContext2D) {
    const zones = this.editor.layers.zones && this.project.records.zones.size > 0;
    const features = this.editor.layers.features && this.project.records.features.size > 0;
    if (!zones && !features) return;
    const scale = this.camera.zoom * PX_PER_MM;
    const size = this.project.map.hexSizeMm;
    const x0 = -this.camera.x / scale;
    const y0 = -this.camera.y / scale;
    const x1 = (this.stage.width() - this.camera.x) / scale;
    const y1 = (this.stage.height() - this.camera.y) / scale;
    ctx.save();
    ctx.translate(this.camera.x, this.camera.y);
    ctx.scale(scale, scale);
    if (zones) drawZones(ctx, this.geom, size, this.project.records.zones.values(), (c) => c.x >= x0 - size && c.x <= x1 + size && c.y >= y0 - size && c.y <= y1 + size);
    const { model } = this.painter.scene;
    if (features) drawFeatures(ctx, model.lattice, featuresIn(model.lattice, model.features.values(), { x0, y0, x1, y1 }), SCREEN_FONT);
    ctx.restore();
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
    this.destroyed = true;
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

/** Two map settings that draw the same terrain (they may differ in the tracing image only). */
function sameDrawing(a: MapSettings, b: MapSettings): boolean {
  return JSON.stringify({ ...a, background: undefined }) === JSON.stringify({ ...b, background: undefined });
}

export const LAYER_LABELS: Record<LayerId, string> = {
  terrain: 'Terrain',
  patterns: 'Terrain patterns',
  elevation: 'Elevation',
  hexsides: 'Hexsides',
  paths: 'Roads and paths',
  grid: 'Grid',
  labels: 'Hex labels',
  features: 'Features',
  zones: 'Zones',
};
