import type { CounterLayout } from '../../../src-shared/counters/layout-types';
import type { MarkerFace } from '../../../src-shared/counters/marker-layout';
import type { HexRef } from '../../../src-shared/model';

/** One counter on the board, as drawn: its face (the counter designer's layout) and the colours of its small look. */
export type BoardCounter = {
  readonly unitId: string;
  /** Names the face drawn (unit and side or step), for the bitmap cache. */
  readonly faceKey: string;
  readonly layout: (sizeMm: number) => CounterLayout;
  /** The counter's background and ink, for the plain square drawn when the map is zoomed far out. */
  readonly colour: string;
  readonly ink: string;
  /** A unit of the viewer's side set up hidden: drawn with the hidden-unit mark (the enemy does not see it at all). */
  readonly hidden: boolean;
  /** Its morale results in force, drawn as a tag on the counter ("NM", "NF", "NM NF"); absent when none. */
  readonly morale?: string;
};

/** The units of one hex, bottom first, top last. */
export type BoardStack = { readonly key: string; readonly hex: HexRef; readonly counters: readonly BoardCounter[] };

/** A game marker in a hex (drop zone, roadblock, demolished, fire, starshell, Banzai, air supply), as printed. */
export type BoardMarker = { readonly key: string; readonly hex: HexRef; readonly face: MarkerFace };

/** A hex lit by what is chosen now, with an optional short text (an MP cost). */
export type LitHex = { readonly hex: HexRef; readonly text?: string };

export type BoardArrow = {
  readonly from: HexRef;
  readonly to: HexRef;
  readonly kind: 'move' | 'scatter' | 'attack' | 'retreat' | 'advance';
  readonly label?: string;
};

/** Everything the board draws over the map besides the counters. */
export type BoardHighlights = {
  /** Hexes the selection can reach, with their MP cost. */
  readonly reach: readonly LitHex[];
  /** Enemy zones of control. */
  readonly zoc: readonly HexRef[];
  /** Hexes a unit may be placed in (set-up), or other legal targets. */
  readonly legal: readonly LitHex[];
  /** Defender hexes the chosen attackers can attack. */
  readonly targets: readonly HexRef[];
  /** Hexes of the units chosen for the attack being put together. */
  readonly chosen: readonly HexRef[];
  /** The path the selection would take to the hovered hex, from its own hex. */
  readonly path: readonly HexRef[];
  readonly selected: HexRef | null;
  /** Hexes an event of the log concerns (a click on the event). */
  readonly focus: readonly HexRef[];
  readonly arrows: readonly BoardArrow[];
};

export const NO_HIGHLIGHTS: BoardHighlights = { reach: [], zoc: [], legal: [], targets: [], chosen: [], path: [], selected: null, focus: [], arrows: [] };

/** The standard counter sizes (1/2", 5/8", 3/4"); the board uses the biggest that sits inside a hex, as printed sets do. */
const COUNTER_SIZES_MM = [19.05, 15.875, 12.7];

export function counterSizeFor(hexSizeMm: number): number {
  return COUNTER_SIZES_MM.find((s) => s <= hexSizeMm * 0.86) ?? Math.max(6, hexSizeMm * 0.8);
}
