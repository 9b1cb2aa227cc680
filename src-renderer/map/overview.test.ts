import { describe, expect, it } from 'vitest';
import { HexLattice } from '../../src-shared/map-art/lattice';
import { blockHexes, packedColour, packedCss } from './overview';

/** The overview's blocks worked out hex by hex, from each hex's own centre: what blockHexes must match. */
function blocksHexByHex(pixels: Uint32Array, width: number, height: number, cols: number, rows: number, terrain: Uint16Array, l: HexLattice, k: number, colours: Uint32Array) {
  const w = l.stepX * k;
  const h = l.stepY * k;
  for (let row = 0; row < rows; row++)
    for (let col = 0; col < cols; col++) {
      const x0 = Math.max(0, Math.round(l.centreX(col, row) * k - w / 2 - 0.5));
      const x1 = Math.min(width, Math.round(l.centreX(col, row) * k + w / 2 + 0.5));
      const y0 = Math.max(0, Math.round(l.centreY(col, row) * k - h / 2 - 0.5));
      const y1 = Math.min(height, Math.round(l.centreY(col, row) * k + h / 2 + 0.5));
      for (let y = y0; y < y1; y++) pixels.fill(colours[terrain[row * cols + col]], y * width + x0, y * width + x1);
    }
}

describe('the overview blocks every hex in its terrain colour', () => {
  const geometries = [
    { orientation: 'flat', stagger: 'odd' },
    { orientation: 'flat', stagger: 'even' },
    { orientation: 'pointy', stagger: 'odd' },
    { orientation: 'pointy', stagger: 'even' },
  ] as const;
  it.each(geometries)('pixel for pixel as hex by hex, $orientation/$stagger, at several scales', (geom) => {
    const cols = 13;
    const rows = 9;
    const terrain = Uint16Array.from({ length: cols * rows }, (_, i) => (i * 7 + (i >> 3)) % 4);
    const colours = Uint32Array.from(['#112233', '#445566', '#778899', '#aabbcc'], packedColour);
    const l = new HexLattice(geom, 16);
    for (const k of [0.31, 1, 2]) {
      const width = Math.ceil((cols + 1) * l.stepX * k);
      const height = Math.ceil((rows + 1) * l.stepY * k);
      const fast = new Uint32Array(width * height);
      const slow = new Uint32Array(width * height);
      blockHexes(fast, width, height, { cols, rows, terrain }, l, k, colours);
      blocksHexByHex(slow, width, height, cols, rows, terrain, l, k, colours);
      expect(fast.filter((v, i) => v !== slow[i]).length).toBe(0);
      expect(new Set(fast).size).toBe(5); // the four colours and the background between the outer blocks
    }
  });

  it('reads a computed CSS colour as the same pixel word, and nothing else', () => {
    expect(packedCss('rgb(16, 32, 48)')).toBe(packedColour('#102030'));
    expect(packedCss('rgba(16, 32, 48, 1)')).toBe(packedColour('#102030'));
    expect(packedCss('rgba(16, 32, 48, 0.5)')).toBeNull();
    expect(packedCss(null)).toBeNull();
  });

  it('reads colours as RGBA bytes in memory order', () => {
    const word = new Uint32Array([packedColour('#102030')]);
    expect([...new Uint8Array(word.buffer)]).toEqual([0x10, 0x20, 0x30, 0xff]);
  });
});
