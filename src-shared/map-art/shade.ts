/** A `#rgb` or `#rrggbb` colour made lighter (k > 0, towards white) or darker (k < 0, towards black) by |k|. */
export function shade(colour: string, k: number): string {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (!m) return colour;
  const hex = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  const towards = k > 0 ? 255 : 0;
  const f = Math.min(1, Math.abs(k));
  const part = (i: number) => {
    const v = parseInt(hex.slice(i, i + 2), 16);
    return Math.round(v + (towards - v) * f)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${part(0)}${part(2)}${part(4)}`;
}
