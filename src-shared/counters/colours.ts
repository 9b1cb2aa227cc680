/** Colour helpers for counters. Records are validated as #rrggbb, but a counter must render even from a draft. */

const HEX = /^#[0-9a-fA-F]{6}$/;

export const NEUTRAL_BACKGROUND = '#d9d6cc';
export const NEUTRAL_TEXT = '#000000';

/** The colour when it is #rrggbb, otherwise the fallback: keeps arbitrary strings out of SVG attributes. */
export function safeColour(colour: string | null | undefined, fallback: string): string {
  return colour && HEX.test(colour) ? colour.toLowerCase() : fallback;
}

/** WCAG relative luminance of a #rrggbb colour. */
export function luminance(colour: string): number {
  const channel = (i: number) => {
    const c = parseInt(colour.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** Black or white, whichever reads better on the colour. */
export function inkOn(colour: string): string {
  return contrastRatio(colour, '#000000') >= contrastRatio(colour, '#ffffff') ? '#000000' : '#ffffff';
}
