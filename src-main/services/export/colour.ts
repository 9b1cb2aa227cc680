/** CSS colours as the surfaces get them, reduced to what PDF and SVG write: `#rrggbb` and an opacity. */
export type Rgba = { hex: string; alpha: number };

const NAMED: Record<string, string> = {
  black: '#000000', white: '#ffffff', red: '#ff0000', green: '#008000', blue: '#0000ff', grey: '#808080', gray: '#808080',
  yellow: '#ffff00', orange: '#ffa500', brown: '#a52a2a', navy: '#000080', silver: '#c0c0c0', maroon: '#800000',
};

const hex2 = (n: number) => Math.max(0, Math.min(255, Math.round(n))).toString(16).padStart(2, '0');

/** The colour, or null for what cannot be painted (`none`, `transparent`, gradients, nonsense). */
export function parseColour(value: unknown): Rgba | null {
  if (typeof value !== 'string') return null;
  const v = value.trim().toLowerCase();
  if (v in NAMED) return { hex: NAMED[v], alpha: 1 };
  let m = /^#([0-9a-f]{3,4})$/.exec(v);
  if (m) {
    const [r, g, b, a] = [...m[1]].map((c) => parseInt(c + c, 16));
    return { hex: `#${hex2(r)}${hex2(g)}${hex2(b)}`, alpha: a === undefined ? 1 : a / 255 };
  }
  m = /^#([0-9a-f]{6})([0-9a-f]{2})?$/.exec(v);
  if (m) return { hex: `#${m[1]}`, alpha: m[2] ? parseInt(m[2], 16) / 255 : 1 };
  m = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:[\s,/]+([\d.]+%?))?\s*\)$/.exec(v);
  if (m) {
    const alpha = m[4] === undefined ? 1 : m[4].endsWith('%') ? parseFloat(m[4]) / 100 : parseFloat(m[4]);
    return { hex: `#${hex2(+m[1])}${hex2(+m[2])}${hex2(+m[3])}`, alpha: Math.max(0, Math.min(1, alpha)) };
  }
  return null;
}
