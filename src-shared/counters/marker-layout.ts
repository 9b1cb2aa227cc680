/**
 * Game markers (turn, CP, VP, drop zone, hidden unit, roadblock, demolished, air supply, starshell) and the blank
 * back of a counter, as counter layouts: a title, an optional big value, in the side's colour. Pure, in mm.
 */
import { inkOn, NEUTRAL_BACKGROUND, safeColour } from './colours';
import { rectElement, textElement } from './layout-parts';
import type { CounterLayout, LayoutElement } from './layout-types';
import { fitLine, fitTitle } from './text-fit';
import { ASCENT, CAP_HEIGHT, ptToMm } from './text-metrics';

export type MarkerFace = {
  /** Words across the top, e.g. "Drop zone", "Game turn". */
  title: string;
  /** The big text in the middle ("DZ", "?", "CP"), or none. */
  value: string;
  /** A smaller line under the value ("×10", "Night"), or none. */
  note: string;
  /** The background; the ink is black or white, whichever reads better. */
  colour: string | null;
};

const FLOOR = ptToMm(4.5) / 12.7;

export function layoutMarkerFace(face: MarkerFace, s: number): CounterLayout {
  const background = safeColour(face.colour, NEUTRAL_BACKGROUND);
  const ink = inkOn(background);
  const pad = 0.06 * s;
  const inner = s - 2 * pad;
  const elements: LayoutElement[] = [rectElement('background', 0, 0, s, s, { fill: background })];
  const titleLines = fitTitle(face.title, { nominal: 0.15 * s, floor: FLOOR * s, maxWidth: inner, maxHeight: 0.36 * s, lineHeight: 1.05 });
  let y = pad;
  for (const line of titleLines) {
    if (!line.text) continue;
    elements.push(textElement('title', line, s / 2, y + ASCENT * line.fontSize, 'middle', ink));
    y += line.fontSize * 1.05;
  }
  const noteSize = 0.16 * s;
  const bottom = s - pad - (face.note ? noteSize * 1.1 : 0);
  if (face.value) {
    const line = fitLine(face.value, { nominal: 0.36 * s, floor: FLOOR * s, maxWidth: inner });
    const room = bottom - y;
    const capHeight = CAP_HEIGHT * line.fontSize;
    elements.push(textElement('strength', line, s / 2, y + (room + capHeight) / 2, 'middle', ink));
  }
  if (face.note) {
    const line = fitLine(face.note, { nominal: noteSize, floor: FLOOR * s, maxWidth: inner });
    elements.push(textElement('label', line, s / 2, s - pad, 'middle', ink));
  }
  return { sizeMm: s, label: [face.title, face.value, face.note].filter(Boolean).join(' '), elements };
}

/** The back of a counter that has nothing on its back (the last step of an odd chain): its colour only. */
export function blankFace(colour: string | null, s: number, label: string): CounterLayout {
  return { sizeMm: s, label, elements: [rectElement('background', 0, 0, s, s, { fill: safeColour(colour, NEUTRAL_BACKGROUND) })] };
}
