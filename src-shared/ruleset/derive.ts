/** Rules that derive one value of the data from another, written once so data, editors and tests agree. */

/**
 * CRT column shift for a defender in a hex with the given OST-style defence modifier.
 * Atoll rule: one column per defence point, defender's favour to the left, so shift = −defence
 * (jungle +2 → 2 left; ocean −2 → 2 right). Town (2 left, Paratrooper 11.4.5 and 20.2) fits this rule.
 */
export function columnShiftForDefence(defence: number): number {
  return defence === 0 ? 0 : -defence;
}

/** Greyscale lightness 0..255 of a `#rrggbb` colour (ITU-R BT.601 luma), the way a mono printer sees it. */
export function lumaOfColour(colour: string): number {
  const m = /^#([0-9a-fA-F]{2})([0-9a-fA-F]{2})([0-9a-fA-F]{2})$/.exec(colour);
  if (!m) throw new RangeError(`lumaOfColour: not a #rrggbb colour: ${JSON.stringify(colour)}`);
  const [r, g, b] = [m[1], m[2], m[3]].map((hex) => parseInt(hex ?? '0', 16)) as [number, number, number];
  return Math.round(0.299 * r + 0.587 * g + 0.114 * b);
}
