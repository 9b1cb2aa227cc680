import type { Contingent, Side, Strike, UnitType } from '../model';

/** Every length in a layout is in millimetres, origin at the counter's top-left corner. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type RectRole = 'background' | 'stripe' | 'tag' | 'pursuit-box';
export type TextRole = 'designation' | 'tag' | 'size' | 'combat' | 'range' | 'ma' | 'separator' | 'strength' | 'label' | 'title' | 'step';

export interface RectElement extends Rect {
  kind: 'rect';
  role: RectRole;
  fill: string | null;
  stroke: string | null;
  strokeWidth: number;
}

export interface TextElement {
  kind: 'text';
  role: TextRole;
  text: string;
  /** Anchor point on the baseline. */
  x: number;
  y: number;
  anchor: 'start' | 'middle' | 'end';
  fontSize: number;
  fill: string;
  /** Estimated ink box, from the font's metrics. */
  bounds: Rect;
  truncated: boolean;
}

export interface SymbolColours {
  fill: string;
  frame: string;
  icon: string;
}

/** Where the NATO symbol goes; the renderer fits it inside, keeping its proportions. */
export interface SymbolElement extends Rect {
  kind: 'symbol';
  role: 'symbol';
  sidc: string;
  colours: SymbolColours;
}

export type LayoutElement = RectElement | TextElement | SymbolElement;

export interface CounterLayout {
  sizeMm: number;
  /** Accessible name of the face, e.g. "1/2R Airborne infantry, disrupted". */
  label: string;
  /** Painted in order. */
  elements: LayoutElement[];
}

/** The parts of the records a counter shows; whole records fit. */
export type CounterUnitType = Pick<UnitType, 'name' | 'sidc' | 'size' | 'flags' | 'stepModel' | 'steps'>;
export type CounterContingent = Pick<Contingent, 'code' | 'colours'>;
export type CounterSide = Pick<Side, 'colour'>;
export type CounterStrike = Pick<Strike, 'kind' | 'strength' | 'label'>;

export interface UnitFace {
  kind: 'unit';
  unitType: CounterUnitType;
  /** Two-sided: 0 is the front, 1 the back (disrupted). Chain: the step shown, 0 being full strength. */
  stepIndex: number;
  designation: string;
  contingent: CounterContingent | null;
  side: CounterSide | null;
}

export interface StrikeFace {
  kind: 'strike';
  strike: CounterStrike;
  face: 'front' | 'back';
  side: CounterSide | null;
}

export type CounterFace = UnitFace | StrikeFace;
