import { makeAutoObservable, observableRef } from 'mobx';
import type { HexGridGeometry, OffsetHex } from '../../src-shared/hex';

export type ToolId = 'brush' | 'line' | 'fill' | 'eraser' | 'eyedropper' | 'elevation' | 'hexside' | 'path' | 'feature' | 'zone' | 'trace';
export type FeatureType = 'cave' | 'trench' | 'roadblock' | 'fortification' | 'objective' | 'dropZone' | 'commandPost' | 'airfield' | 'label' | 'minefield';
export type LayerId = 'terrain' | 'patterns' | 'elevation' | 'hexsides' | 'paths' | 'grid' | 'labels' | 'features' | 'zones';

/** The camera commands the map view offers to actions (fit, 100 %, zoom steps); set while a map is shown. */
export type ViewCommands = {
  fit(): void;
  actualSize(): void;
  zoomBy(factor: number): void;
  panBy(dx: number, dy: number): void;
  centreOn(hex: OffsetHex): void;
};

/** Something another part of the app draws over the map (the bot-game heat map), in map millimetres, above the
 *  features; `scale` is screen pixels per millimetre, for line widths and text that keep their screen size. */
export type MapOverlay = { draw(ctx: CanvasRenderingContext2D, map: { geom: HexGridGeometry; hexSizeMm: number; scale: number }): void };

/** Editor state that is never part of the document or its history: tool, palette choices, hover, layers. */
export class EditorStore {
  tool: ToolId = 'brush';
  terrain = 'jungle';
  radius: 0 | 1 | 2 = 0;
  elevation = 1;
  hexsideType = 'river';
  pathType = 'road';
  featureType: FeatureType = 'cave';
  objectiveVp = 5;
  labelText = 'Label';
  zoneId: string | null = null;
  /** Calibrating the tracing image: the image points clicked so far (image pixels). */
  calibration: { x: number; y: number }[] | null = null;
  hover: OffsetHex | null = null;
  zoom = 1;
  layers: Record<LayerId, boolean> = { terrain: true, patterns: true, elevation: true, hexsides: true, paths: true, grid: true, labels: true, features: true, zones: true };
  view: ViewCommands | null = null;
  overlay: MapOverlay | null = null;

  constructor() {
    makeAutoObservable(this, { view: false, overlay: observableRef });
  }

  setOverlay(overlay: MapOverlay | null) {
    this.overlay = overlay;
  }

  setTool(tool: ToolId) {
    this.tool = tool;
  }
  setTerrain(id: string) {
    this.terrain = id;
  }
  setRadius(radius: number) {
    this.radius = Math.max(0, Math.min(2, radius)) as 0 | 1 | 2;
  }
  setElevation(level: number) {
    this.elevation = Math.max(-10, Math.min(50, Math.round(level)));
  }
  setHexsideType(id: string) {
    this.hexsideType = id;
  }
  setPathType(id: string) {
    this.pathType = id;
  }
  setFeatureType(type: FeatureType) {
    this.featureType = type;
  }
  setObjectiveVp(vp: number) {
    this.objectiveVp = Math.max(0, Math.min(999, Math.round(vp) || 0));
  }
  setLabelText(text: string) {
    this.labelText = text.slice(0, 80);
  }
  setCalibration(points: { x: number; y: number }[] | null) {
    this.calibration = points;
  }
  setZone(id: string | null) {
    this.zoneId = id;
  }
  setHover(hex: OffsetHex | null) {
    if (hex?.col !== this.hover?.col || hex?.row !== this.hover?.row) this.hover = hex;
  }
  setZoom(zoom: number) {
    this.zoom = zoom;
  }
  toggleLayer(layer: LayerId) {
    this.layers[layer] = !this.layers[layer];
  }
}
