import { describe, expect, it } from 'vitest';
import { fitTwoLines } from './text-fit';
import { textWidth } from './text-metrics';

describe('fitTwoLines', () => {
  const rule = (w1: number, w2 = w1) => ({ nominal: 2, floor: 1, widths: [w1, w2] as const });

  it('breaks at the space that allows the biggest type, each line within its width', () => {
    const lines = fitTwoLines('Infantry company', rule(textWidth('company', 2)))!;
    expect(lines.map((l) => l.text)).toEqual(['Infantry', 'company']);
    for (const [i, line] of lines.entries()) expect(textWidth(line.text, line.fontSize)).toBeLessThanOrEqual(rule(textWidth('company', 2)).widths[i] + 1e-9);
    expect(lines.every((l) => !l.truncated && l.fontSize === lines[0].fontSize && l.fontSize >= 1)).toBe(true);
  });

  it('breaks after a slash or a hyphen too, keeping the mark on the first line', () => {
    expect(fitTwoLines('Anti-tank', rule(textWidth('Anti-', 1.5)))?.map((l) => l.text)).toEqual(['Anti-', 'tank']);
    expect(fitTwoLines('II/144', rule(textWidth('144', 1.5)))?.map((l) => l.text)).toEqual(['II/', '144']);
  });

  it('cuts the second line only when no break fits at the floor, and gives up on a single word', () => {
    const lines = fitTwoLines('HQ 1st Parachute Brigade', rule(textWidth('HQ 1st', 1), textWidth('Parachute', 1)))!;
    expect(lines.map((l) => l.text)).toEqual(['HQ 1st', expect.stringMatching(/…$/)]);
    expect(lines[1].truncated).toBe(true);
    expect(fitTwoLines('Supercalifragilistic', rule(1))).toBeNull();
  });
});
