import type { FittedLine } from './text-fit';
import { CAP_HEIGHT, textExtent, textWidth } from './text-metrics';
import type { RectElement, TextElement, TextRole } from './layout-types';

export function textElement(
  role: TextRole,
  line: FittedLine,
  x: number,
  y: number,
  anchor: TextElement['anchor'],
  fill: string,
): TextElement {
  const width = textWidth(line.text, line.fontSize);
  const left = anchor === 'start' ? x : anchor === 'middle' ? x - width / 2 : x - width;
  const { top, bottom } = textExtent(line.text, line.fontSize);
  return {
    kind: 'text', role, text: line.text, x, y, anchor, fontSize: line.fontSize, fill, truncated: line.truncated,
    bounds: { x: left, y: y + top, width, height: bottom - top },
  };
}

export function rectElement(role: RectElement['role'], x: number, y: number, width: number, height: number,
  paint: { fill?: string; stroke?: string; strokeWidth?: number }): RectElement {
  return { kind: 'rect', role, x, y, width, height, fill: paint.fill ?? null, stroke: paint.stroke ?? null, strokeWidth: paint.strokeWidth ?? 0 };
}

export interface ValuePart {
  role: 'combat' | 'range' | 'ma' | 'separator' | 'strength';
  text: string;
  boxed?: boolean;
}

export interface ValueRowRule {
  /** Centre of the row and its baseline. */
  centreX: number;
  baseline: number;
  maxWidth: number;
  nominal: number;
  floor: number;
  gap: number;
  box: { padX: number; padY: number; stroke: number };
  ink: string;
}

/** Values set as separate texts on one baseline, so one of them can carry a box; shrinks as one to fit. */
export function valueRow(parts: ValuePart[], rule: ValueRowRule): (TextElement | RectElement)[] {
  const boxes = parts.filter((p) => p.boxed).length;
  const fixed = rule.gap * (parts.length - 1) + 2 * rule.box.padX * boxes;
  const natural = parts.reduce((sum, p) => sum + textWidth(p.text, 1), 0);
  const fontSize = Math.max(rule.floor, Math.min(rule.nominal, (rule.maxWidth - fixed) / natural));
  const total = natural * fontSize + fixed;
  let x = rule.centreX - total / 2;
  const out: (TextElement | RectElement)[] = [];
  for (const part of parts) {
    const width = textWidth(part.text, fontSize);
    const pad = part.boxed ? rule.box.padX : 0;
    if (part.boxed) {
      const top = rule.baseline - CAP_HEIGHT * fontSize - rule.box.padY;
      out.push(rectElement('pursuit-box', x, top, width + 2 * pad, rule.baseline + rule.box.padY - top,
        { stroke: rule.ink, strokeWidth: rule.box.stroke }));
    }
    out.push(textElement(part.role, { text: part.text, fontSize, truncated: false }, x + pad + width / 2, rule.baseline, 'middle', rule.ink));
    x += width + 2 * pad + rule.gap;
  }
  return out;
}
