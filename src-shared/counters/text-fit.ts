import { textWidth } from './text-metrics';

export interface FittedLine {
  text: string;
  fontSize: number;
  /** The text was cut and ends with an ellipsis. */
  truncated: boolean;
}

export interface FitRule {
  /** The size to use when the text fits. */
  nominal: number;
  /** The legibility floor: the text shrinks down to this size, then it is truncated instead. */
  floor: number;
  maxWidth: number;
}

const ELLIPSIS = '…';

/** Shrink-then-truncate: shrink towards the floor to fit `maxWidth`, then cut characters and add an ellipsis. */
export function fitLine(text: string, rule: FitRule): FittedLine {
  const clean = text.replace(/\s+/g, ' ').trim();
  const natural = textWidth(clean, 1);
  if (natural === 0) return { text: '', fontSize: rule.nominal, truncated: false };
  const fontSize = Math.min(rule.nominal, rule.maxWidth / natural);
  if (fontSize >= rule.floor) return { text: clean, fontSize, truncated: false };
  const chars = Array.from(clean);
  for (let n = chars.length - 1; n > 0; n--) {
    const cut = chars.slice(0, n).join('').trimEnd() + ELLIPSIS;
    if (textWidth(cut, rule.floor) <= rule.maxWidth) return { text: cut, fontSize: rule.floor, truncated: true };
  }
  return { text: '', fontSize: rule.floor, truncated: true };
}

/** A title set on one line or broken at a space into two, whichever allows the bigger type within the box. */
export function fitTitle(text: string, rule: FitRule & { maxHeight: number; lineHeight: number }): FittedLine[] {
  const one = fitLine(text, { ...rule, nominal: Math.min(rule.nominal, rule.maxHeight / rule.lineHeight) });
  const words = text.trim().split(/\s+/);
  if (words.length < 2 || (!one.truncated && one.fontSize >= rule.nominal)) return [one];
  let best: FittedLine[] = [one];
  let bestSize = one.truncated ? 0 : one.fontSize;
  const twoLineNominal = Math.min(rule.nominal, rule.maxHeight / (2 * rule.lineHeight));
  for (let i = 1; i < words.length; i++) {
    const lines = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    const widest = Math.max(...lines.map((l) => textWidth(l, 1)));
    const size = Math.min(twoLineNominal, rule.maxWidth / widest);
    if (size >= rule.floor && size > bestSize) {
      bestSize = size;
      best = lines.map((l) => ({ text: l, fontSize: size, truncated: false }));
    }
  }
  return best;
}

/**
 * A label broken in two where one line would be cut: at a space, or after a slash or hyphen ("1/144", "Anti-tank"),
 * the first line within `widths[0]`, the second within `widths[1]`, at the biggest size up to `nominal` that the
 * break allows. When no break fits at the floor, the first line takes as many words as fit there and the second is
 * cut with an ellipsis: still more of the label than one cut line. Null when the label cannot be broken.
 */
export function fitTwoLines(text: string, rule: { nominal: number; floor: number; widths: readonly [number, number] }): FittedLine[] | null {
  const clean = text.replace(/\s+/g, ' ').trim();
  const breaks: [string, string][] = [];
  for (let i = 1; i < clean.length; i++) {
    if (clean[i] === ' ') breaks.push([clean.slice(0, i), clean.slice(i + 1)]);
    else if ((clean[i - 1] === '/' || clean[i - 1] === '-') && clean[i] !== ' ') breaks.push([clean.slice(0, i), clean.slice(i)]);
  }
  let best: FittedLine[] | null = null;
  let bestSize = 0;
  for (const [first, second] of breaks) {
    const size = Math.min(rule.nominal, rule.widths[0] / textWidth(first, 1), rule.widths[1] / textWidth(second, 1));
    if (size >= rule.floor && size > bestSize) {
      bestSize = size;
      best = [first, second].map((line) => ({ text: line, fontSize: size, truncated: false }));
    }
  }
  if (best) return best;
  const fitting = breaks.filter(([first]) => textWidth(first, rule.floor) <= rule.widths[0]).pop();
  if (!fitting) return null;
  const rest = fitLine(fitting[1], { nominal: rule.floor, floor: rule.floor, maxWidth: rule.widths[1] });
  return [{ text: fitting[0], fontSize: rule.floor, truncated: false }, rest];
}
