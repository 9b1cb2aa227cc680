/**
 * Counter faces as lists of painted elements, in millimetres: a pure function of the records and the counter
 * size, shared by the on-screen preview and print export. Every proportion scales with the counter; text that
 * does not fit shrinks down to a legibility floor, a designation then takes two lines, and only then is text
 * truncated with an ellipsis.
 */
import { inkOn, NEUTRAL_BACKGROUND, safeColour } from './colours';
import { rectElement, textElement, valueRow, type ValuePart } from './layout-parts';
import type { CounterFace, CounterLayout, LayoutElement, StrikeFace, SymbolElement, TextElement, UnitFace } from './layout-types';
import { fitLine, fitTitle, fitTwoLines } from './text-fit';
import { ASCENT, CAP_HEIGHT, ptToMm, textWidth } from './text-metrics';

export * from './layout-types';

export const HALF_INCH_MM = 12.7;
/** Legibility floors at a 1/2" counter (they scale with the counter like everything else). */
export const MIN_VALUE_PT_AT_HALF_INCH = 6;
export const MIN_LABEL_PT_AT_HALF_INCH = 4.5;
export const MIN_COUNTER_MM = 8;
export const MAX_COUNTER_MM = 40;

const VALUE_FLOOR = ptToMm(MIN_VALUE_PT_AT_HALF_INCH) / HALF_INCH_MM;
const LABEL_FLOOR = ptToMm(MIN_LABEL_PT_AT_HALF_INCH) / HALF_INCH_MM;

/** Proportions, as fractions of the counter's side. */
const P = {
  pad: 0.06,
  top: 0.05,
  designation: 0.16,
  designationLineHeight: 1.08,
  designationTwoLines: 0.75,
  tag: { nominal: 0.14, padX: 0.028, padY: 0.022, maxShare: 0.45, gap: 0.04 },
  size: 0.15,
  symbolWidth: 0.66,
  /** The step marker ("7/12") of a long chain, in a row under the size. */
  stepMarker: 0.14,
  gap: 0.012,
  values: { nominal: 0.25, baseline: 0.915, gap: 0.014 },
  pursuit: { padX: 0.028, padY: 0.024, stroke: 0.02 },
  stripe: 0.17,
  strike: { label: 0.16, strength: 0.3, title: 0.2, titleTop: 0.54, lineHeight: 1.05 },
} as const;

const STRIKE_NAMES = { air: 'Airstrike', naval: 'Naval gunfire' } as const;
/** APP-6 D friendly symbols: fixed-wing military aircraft, and a surface combatant. */
export const STRIKE_SIDCS = { air: '10030100001101000000', naval: '10033000001202000000' } as const;
const PLAIN_FILL = '#f2f2ee';

export function layoutCounter(face: CounterFace, sizeMm: number): CounterLayout {
  return face.kind === 'unit' ? layoutUnitFace(face, sizeMm) : layoutStrikeFace(face, sizeMm);
}

const hasFlag = (face: UnitFace, flag: string) => face.unitType.flags.some((f) => f.toLowerCase() === flag);

/** Two-sided counters with one step (15.3) are eliminated instead of disrupted: their back shows no values. */
export function isOneStep(face: UnitFace): boolean {
  return face.unitType.stepModel === 'two-sided' && (face.unitType.steps.length < 2 || hasFlag(face, 'one-step'));
}

/** The step a unit face shows, or null for the back of a one-step counter. */
export function faceStep(face: UnitFace) {
  const steps = face.unitType.steps;
  if (face.unitType.stepModel === 'chain') return steps[Math.min(Math.max(face.stepIndex, 0), steps.length - 1)] ?? null;
  if (face.stepIndex > 0) return isOneStep(face) ? null : steps[1];
  return steps[0] ?? null;
}

/** Chains longer than full/reduced/half-squad print which step a face is ("7/12"); shorter ones show it by the stripe. */
export const STEP_MARKER_FROM = 4;

/** The step marker of a face ("7/12"), or null for faces that print none. */
export function stepMarker(face: UnitFace): string | null {
  const n = face.unitType.steps.length;
  if (face.unitType.stepModel !== 'chain' || n < STEP_MARKER_FROM) return null;
  return `${Math.min(Math.max(face.stepIndex, 0), n - 1) + 1}/${n}`;
}

function isReducedChainStep(face: UnitFace): boolean {
  return face.unitType.stepModel === 'chain' && face.stepIndex > 0 && face.unitType.steps.length > 1;
}

export function layoutUnitFace(face: UnitFace, s: number): CounterLayout {
  const background = safeColour(face.contingent?.colours.background ?? face.side?.colour, NEUTRAL_BACKGROUND);
  const ink = safeColour(face.contingent?.colours.text, inkOn(background));
  const fill = safeColour(face.side?.colour, PLAIN_FILL);
  const pad = P.pad * s;
  const inner = s - 2 * pad;
  const elements: LayoutElement[] = [rectElement('background', 0, 0, s, s, { fill: background })];

  // Top row: the contingent tag at the right, the designation in what is left.
  const top = P.top * s;
  const tagPadX = P.tag.padX * s;
  const tagPadY = P.tag.padY * s;
  const baseline = top + tagPadY + CAP_HEIGHT * P.tag.nominal * s;
  let rowBottom = baseline + tagPadY;
  let tagWidth = 0;
  const code = face.contingent?.code.trim() ?? '';
  if (code) {
    const line = fitLine(code, { nominal: P.tag.nominal * s, floor: LABEL_FLOOR * s, maxWidth: P.tag.maxShare * inner - 2 * tagPadX });
    tagWidth = textWidth(line.text, line.fontSize) + 2 * tagPadX;
    const x = s - pad - tagWidth;
    elements.push(rectElement('tag', x, top, tagWidth, rowBottom - top, { fill: ink }));
    elements.push(textElement('tag', line, x + tagWidth / 2, baseline, 'middle', background));
  }
  // The designation: on one line beside the tag, or, where that would cut it, on two (the second under the tag too).
  const designationWidth = inner - (tagWidth ? tagWidth + P.tag.gap * s : 0);
  const rule = { nominal: P.designation * s, floor: LABEL_FLOOR * s };
  const oneLine = fitLine(face.designation, { ...rule, maxWidth: designationWidth });
  // Two lines are set smaller than one, so that the symbol keeps most of its height.
  const twoLines = { nominal: Math.max(rule.floor, P.designationTwoLines * rule.nominal), floor: rule.floor, widths: [designationWidth, inner] as const };
  const designation = (oneLine.truncated && fitTwoLines(face.designation, twoLines)) || [oneLine];
  designation.forEach((line, i) => {
    if (!line.text) return;
    const el = textElement('designation', line, pad, baseline + i * P.designationLineHeight * line.fontSize, 'start', ink);
    elements.push(el);
    rowBottom = Math.max(rowBottom, el.bounds.y + el.bounds.height);
  });

  // Unit size above the symbol, as on a NATO symbol; the SIDC's own echelon is not drawn (symbol-svg).
  const symbolWidth = P.symbolWidth * s;
  let symbolTop = rowBottom + P.gap * s;
  const size = fitLine(face.unitType.size, { nominal: P.size * s, floor: LABEL_FLOOR * s, maxWidth: symbolWidth });
  if (size.text) {
    const el = textElement('size', size, s / 2, rowBottom + P.gap * s + ASCENT * P.size * s, 'middle', ink);
    elements.push(el);
    symbolTop = el.bounds.y + el.bounds.height + P.gap * s;
  }

  const marker = stepMarker(face);
  if (marker) {
    // A row of its own under the size, at the right: the symbol keeps the full width below it.
    const line = fitLine(marker, { nominal: P.stepMarker * s, floor: LABEL_FLOOR * s, maxWidth: inner });
    const el = textElement('step', line, s - pad, symbolTop + ASCENT * line.fontSize, 'end', ink);
    elements.push(el);
    symbolTop = el.bounds.y + el.bounds.height + P.gap * s;
  }

  // Values along the bottom; the symbol takes the height between.
  const valuesBaseline = P.values.baseline * s;
  const valuesTop = valuesBaseline - CAP_HEIGHT * P.values.nominal * s - P.pursuit.padY * s;
  const symbol: SymbolElement = {
    kind: 'symbol', role: 'symbol', sidc: face.unitType.sidc,
    x: (s - symbolWidth) / 2, y: symbolTop, width: symbolWidth, height: valuesTop - P.gap * s - symbolTop,
    colours: { fill, frame: ink, icon: inkOn(fill) },
  };
  if (isReducedChainStep(face)) {
    const h = P.stripe * s;
    elements.push(rectElement('stripe', 0, symbol.y + symbol.height / 2 - h / 2, s, h, { fill: ink }));
  }
  elements.push(symbol);

  const step = faceStep(face);
  if (step) {
    // Only combat-effective units pursue: never on the disrupted back, on every step of a chain.
    const pursuit = hasFlag(face, 'pursuit') && (face.unitType.stepModel === 'chain' || face.stepIndex === 0);
    const parts: ValuePart[] = [{ role: 'combat', text: String(step.combat), boxed: pursuit }];
    if (step.range > 0) parts.push({ role: 'separator', text: '-' }, { role: 'range', text: String(step.range) });
    parts.push({ role: 'separator', text: '-' }, { role: 'ma', text: String(step.ma) });
    elements.push(...valueRow(parts, valueRule(s, valuesBaseline, P.values.nominal, ink)));
  }
  const stepName = step?.label || (face.stepIndex === 0 ? 'front' : 'back');
  return { sizeMm: s, label: `${face.designation} ${face.unitType.name}, ${stepName}${marker ? ` (step ${marker})` : ''}`.trim(), elements };
}

function valueRule(s: number, baseline: number, nominal: number, ink: string) {
  return {
    centreX: s / 2, baseline, maxWidth: s - 2 * P.pad * s, nominal: nominal * s, floor: VALUE_FLOOR * s, gap: P.values.gap * s,
    box: { padX: P.pursuit.padX * s, padY: P.pursuit.padY * s, stroke: P.pursuit.stroke * s }, ink,
  };
}

export function layoutStrikeFace(face: StrikeFace, s: number): CounterLayout {
  const background = safeColour(face.side?.colour, NEUTRAL_BACKGROUND);
  const ink = inkOn(background);
  const pad = P.pad * s;
  const inner = s - 2 * pad;
  const name = STRIKE_NAMES[face.strike.kind];
  const elements: LayoutElement[] = [rectElement('background', 0, 0, s, s, { fill: background })];
  const symbolColours = { fill: PLAIN_FILL, frame: ink, icon: '#000000' };
  const symbolWidth = P.symbolWidth * s;
  const symbolAt = (y: number, bottom: number): SymbolElement => ({
    kind: 'symbol', role: 'symbol', sidc: STRIKE_SIDCS[face.strike.kind],
    x: (s - symbolWidth) / 2, y, width: symbolWidth, height: bottom - y, colours: symbolColours,
  });

  if (face.face === 'back') {
    const titleTop = P.strike.titleTop * s;
    const lines = fitTitle(name, {
      nominal: P.strike.title * s, floor: VALUE_FLOOR * s, maxWidth: inner,
      maxHeight: s - pad - titleTop, lineHeight: P.strike.lineHeight,
    });
    const lineHeight = lines[0].fontSize * P.strike.lineHeight;
    const blockTop = titleTop + (s - pad - titleTop - lineHeight * lines.length) / 2;
    elements.push(symbolAt(pad + P.gap * s, titleTop - P.gap * s));
    lines.forEach((line, i) => {
      const y = blockTop + i * lineHeight + ASCENT * line.fontSize;
      elements.push(textElement('title', line, s / 2, y, 'middle', ink));
    });
    return { sizeMm: s, label: `${name} marker, back`, elements };
  }

  const top = P.top * s;
  const text = face.strike.label || name;
  const rule = { nominal: P.strike.label * s, floor: LABEL_FLOOR * s };
  const oneLine = fitLine(text, { ...rule, maxWidth: inner });
  // A label one line would cut ("Carrier airst…") goes on two, set smaller, as a unit's designation does.
  const twoLines = { nominal: Math.max(rule.floor, P.designationTwoLines * rule.nominal), floor: rule.floor, widths: [inner, inner] as const };
  const labelLines = (oneLine.truncated && fitTwoLines(text, twoLines)) || [oneLine];
  let labelBottom = top;
  labelLines.forEach((line, i) => {
    const el: TextElement = textElement('label', line, s / 2, top + ASCENT * line.fontSize + i * P.designationLineHeight * line.fontSize, 'middle', ink);
    elements.push(el);
    labelBottom = el.bounds.y + el.bounds.height;
  });
  const baseline = P.values.baseline * s;
  const strengthTop = baseline - CAP_HEIGHT * P.strike.strength * s;
  elements.push(symbolAt(labelBottom + P.gap * s, strengthTop - 2 * P.gap * s));
  elements.push(...valueRow([{ role: 'strength', text: String(face.strike.strength) }], valueRule(s, baseline, P.strike.strength, ink)));
  return { sizeMm: s, label: `${face.strike.label || name}, strength ${face.strike.strength}`, elements };
}
