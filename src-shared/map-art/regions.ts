import type { HexLattice, HexRange } from './lattice';

/** A closed outline: edges [start, end) of the boundary arrays, around hexes of one key. */
export type Loop = { key: number; start: number; end: number };

/**
 * The outlines of the areas of equal key (terrain, level) in a range of hexes. Each loop runs clockwise round
 * its area (holes the other way), edge by edge: edge i is side `dir[i]` of hex (col[i], row[i]), from its corner
 * dir to corner dir + 1. `smooth[i]` tells whether the corner at the end of edge i joins exactly two areas (a
 * softened outline rounds it) or three (it stays a point, where all three areas meet).
 */
export type Boundaries = {
  col: Int32Array;
  row: Int32Array;
  dir: Uint8Array;
  smooth: Uint8Array;
  loops: Loop[];
  /** The key of each hex of the range, row by row. */
  keys: Int32Array;
  range: HexRange;
};

/**
 * Trace every area of the range. Hexes beyond the range count as different, so areas that run on are closed
 * along the range's rim (draw with a range a hex or two wider than what is shown). Corners are judged with
 * `keyAt` itself, so an outline has the same shape whichever range traced it.
 */
export function traceBoundaries(lattice: HexLattice, range: HexRange, keyAt: (col: number, row: number) => number): Boundaries {
  const { c0, c1, r0, r1 } = range;
  const w = c1 - c0 + 1;
  const h = r1 - r0 + 1;
  const n = w * h;
  const keys = new Int32Array(n);
  for (let r = r0; r <= r1; r++) for (let c = c0; c <= c1; c++) keys[(r - r0) * w + (c - c0)] = keyAt(c, r);
  const indexOf = (c: number, r: number) => (c < c0 || c > c1 || r < r0 || r > r1 ? -1 : (r - r0) * w + (c - c0));
  const trueKey = (c: number, r: number) => {
    const i = indexOf(c, r);
    return i < 0 ? keyAt(c, r) : keys[i];
  };
  const boundary = (c: number, r: number, k: number, d: number) => {
    const i = indexOf(lattice.neighbourCol(c, r, d), lattice.neighbourRow(c, r, d));
    return i < 0 || keys[i] !== k;
  };

  // At most every side of every hex; most ranges need a fraction of it.
  let cap = Math.min(n * 6, 4096);
  let col = new Int32Array(cap);
  let row = new Int32Array(cap);
  let dir = new Uint8Array(cap);
  let smooth = new Uint8Array(cap);
  let count = 0;
  const grow = () => {
    cap = Math.min(n * 6, cap * 2);
    const copy = <T extends Int32Array | Uint8Array>(a: T, make: (size: number) => T) => {
      const b = make(cap);
      b.set(a);
      return b;
    };
    col = copy(col, (s) => new Int32Array(s));
    row = copy(row, (s) => new Int32Array(s));
    dir = copy(dir, (s) => new Uint8Array(s));
    smooth = copy(smooth, (s) => new Uint8Array(s));
  };

  const visited = new Uint8Array(n * 6);
  const loops: Loop[] = [];
  for (let r = r0; r <= r1; r++)
    for (let c = c0; c <= c1; c++) {
      const i0 = (r - r0) * w + (c - c0);
      const k = keys[i0];
      for (let d0 = 0; d0 < 6; d0++) {
        if (visited[i0 * 6 + d0] || !boundary(c, r, k, d0)) continue;
        const start = count;
        let hc = c;
        let hr = r;
        let d = d0;
        for (let guard = 0; guard <= n * 6; guard++) {
          const i = indexOf(hc, hr);
          visited[i * 6 + d] = 1;
          if (count === cap) grow();
          col[count] = hc;
          row[count] = hr;
          dir[count] = d;
          // The corner at the end of side d: this hex, the one across side d (another area) and the one across d + 1.
          const d1 = (d + 1) % 6;
          const mc = lattice.neighbourCol(hc, hr, d1);
          const mr = lattice.neighbourRow(hc, hr, d1);
          const m = indexOf(mc, mr);
          if (m >= 0 && keys[m] === k) {
            smooth[count] = 1;
            hc = mc;
            hr = mr;
            d = (d + 5) % 6;
          } else {
            const km = trueKey(mc, mr);
            const kp = trueKey(lattice.neighbourCol(hc, hr, d), lattice.neighbourRow(hc, hr, d));
            smooth[count] = km === kp || km === k ? 1 : 0;
            d = d1;
          }
          count++;
          if (hc === c && hr === r && d === d0) break;
        }
        loops.push({ key: k, start, end: count });
      }
    }
  return { col, row, dir, smooth, loops, keys, range };
}
