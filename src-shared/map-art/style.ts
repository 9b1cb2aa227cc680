import type { PatternFill, StrokeInside } from './draw-context';
import type { EdgeStyle } from './outlines';

export type MapLayers = {
  terrain: boolean;
  patterns: boolean;
  elevation: boolean;
  hexsides: boolean;
  paths: boolean;
  grid: boolean;
  labels: boolean;
  features: boolean;
};

export const ALL_LAYERS: Readonly<MapLayers> = Object.freeze({
  terrain: true, patterns: true, elevation: true, hexsides: true, paths: true, grid: true, labels: true, features: true,
});

/** How the map is drawn: the same for the screen and for paper, except for the scale it is drawn at. */
export type MapArtStyle = {
  layers: MapLayers;
  /** Terrain edges and coasts along the hex edges or softened (the map's own setting). */
  edges: EdgeStyle;
  /** Hex numbers (the map's "print hex labels" and the export's option). */
  hexNumbers: boolean;
  gridColour: string;
  gridWidthMm: number;
  /** Device pixels per millimetre: below some sizes the screen leaves out detail nobody could see. Paper passes
   *  `PRINT_PX_PER_MM`, which shows everything. */
  pxPerMm: number;
  /** The thinnest line drawn, in device pixels (a hairline grid stays visible when zoomed out). */
  minLinePx: number;
  /** The CSS font family text is set in (exports always set Atoll's embedded sans). */
  fontFamily: string;
  /** How this surface fills a path with a tile pattern. */
  fillPattern: PatternFill;
  /** How this surface keeps strokes inside an area (the shallows inside the water); absent: it clips. */
  strokeInside?: StrokeInside;
};

/** Pixels per mm that count as print: every detail drawn, line widths as given. */
export const PRINT_PX_PER_MM = 1000;

/** Defaults of the printed map's own look (the export dialog can change grid colour and width). */
export const MAP_INK = {
  grid: '#28322d',
  gridWidthMm: 0.2,
  coast: '#24506e',
  coastWidthMm: 0.3,
  surf: '#ffffff',
  contour: '#8a5a2a',
  contourWidthMm: 0.25,
  label: '#1f1f1f',
  labelOnDark: '#f2efe4',
  paper: '#f6f3ea',
} as const;

/** Smallest hexes (in device pixels) at which each detail is drawn. */
export const DETAIL_PX = { patterns: 24, marks: 14, numbers: 40, linework: 6 } as const;
