import { describe, expect, it } from 'vitest';
import { hexCenter, hexCorners, neighbour, type HexDirection } from '../hex';
import { GEOMETRIES } from '../hex/test-geometries';
import { HexLattice } from './lattice';
import { addLoop } from './outlines';
import { traceBoundaries } from './regions';
import { TestRecorder } from './test-recorder';

/** A small map of keys from rows of letters (one letter per hex). */
function keysOf(rows: string[]) {
  return (c: number, r: number) => {
    const row = rows[Math.max(0, Math.min(rows.length - 1, r))];
    return row.charCodeAt(Math.max(0, Math.min(row.length - 1, c)));
  };
}

const MAP = ['aaaab', 'abbab', 'abcab', 'aaaab', 'ccccb'];

describe('HexLattice', () => {
  it.each(GEOMETRIES)('agrees with the hex module on centres, corners and neighbours, off the map too (%o)', (geom) => {
    const l = new HexLattice(geom, 19);
    for (let row = -3; row <= 4; row++)
      for (let col = -3; col <= 4; col++) {
        const c = hexCenter(geom, 19, { col, row });
        expect(l.centreX(col, row)).toBeCloseTo(c.x, 9);
        expect(l.centreY(col, row)).toBeCloseTo(c.y, 9);
        hexCorners(geom, 19, { col, row }).forEach((p, d) => {
          expect(c.x + l.cornerX[d]).toBeCloseTo(p.x, 9);
          expect(c.y + l.cornerY[d]).toBeCloseTo(p.y, 9);
        });
        for (let d = 0; d < 6; d++) {
          const n = neighbour(geom, { col, row }, d as HexDirection);
          expect([l.neighbourCol(col, row, d), l.neighbourRow(col, row, d)]).toEqual([n.col, n.row]);
        }
      }
  });

  it.each(GEOMETRIES)('a rectangle\'s range holds every hex that reaches into it (%o)', (geom) => {
    const l = new HexLattice(geom, 10);
    const rect = { x0: 33.3, y0: 21.7, x1: 71.2, y1: 64.9 };
    const range = l.rangeForRect(rect.x0, rect.y0, rect.x1, rect.y1, 0);
    for (let row = -5; row < 15; row++)
      for (let col = -5; col < 15; col++) {
        const corners = hexCorners(geom, 10, { col, row });
        const reaches = Math.max(...corners.map((p) => p.x)) > rect.x0 && Math.min(...corners.map((p) => p.x)) < rect.x1 &&
          Math.max(...corners.map((p) => p.y)) > rect.y0 && Math.min(...corners.map((p) => p.y)) < rect.y1;
        if (reaches) expect(col >= range.c0 && col <= range.c1 && row >= range.r0 && row <= range.r1, `${col},${row}`).toBe(true);
      }
  });
});

describe('traceBoundaries', () => {
  it.each(GEOMETRIES)('outlines each area once, every side between two keys on both sides\' loops (%o)', (geom) => {
    const l = new HexLattice(geom, 10);
    const keyAt = keysOf(MAP);
    const range = { c0: 0, c1: 4, r0: 0, r1: 4 };
    const b = traceBoundaries(l, range, keyAt);
    const seen = new Map<string, number>();
    for (const loop of b.loops) {
      expect(loop.end).toBeGreaterThan(loop.start);
      for (let i = loop.start; i < loop.end; i++) {
        const k = `${b.col[i]},${b.row[i]}:${b.dir[i]}`;
        expect(seen.has(k), `edge ${k} twice`).toBe(false);
        seen.set(k, 1);
        expect(keyAt(b.col[i], b.row[i])).toBe(loop.key);
        // Consecutive edges meet: the end corner of one is the start corner of the next.
        const j = i + 1 < loop.end ? i + 1 : loop.start;
        const end = { x: l.centreX(b.col[i], b.row[i]) + l.cornerX[(b.dir[i] + 1) % 6], y: l.centreY(b.col[i], b.row[i]) + l.cornerY[(b.dir[i] + 1) % 6] };
        const start = { x: l.centreX(b.col[j], b.row[j]) + l.cornerX[b.dir[j]], y: l.centreY(b.col[j], b.row[j]) + l.cornerY[b.dir[j]] };
        expect(end.x).toBeCloseTo(start.x, 9);
        expect(end.y).toBeCloseTo(start.y, 9);
      }
    }
    // Every side of every hex in range whose neighbour differs (or lies outside the range) is on exactly one loop.
    let boundary = 0;
    for (let r = 0; r <= 4; r++)
      for (let c = 0; c <= 4; c++)
        for (let d = 0; d < 6; d++) {
          const nc = l.neighbourCol(c, r, d);
          const nr = l.neighbourRow(c, r, d);
          const outside = nc < 0 || nc > 4 || nr < 0 || nr > 4;
          if (outside || keyAt(nc, nr) !== keyAt(c, r)) {
            boundary++;
            expect(seen.has(`${c},${r}:${d}`), `${c},${r}:${d}`).toBe(true);
          }
        }
    expect(seen.size).toBe(boundary);
  });

  it('a ring holds its hole with the opposite turn, so a nonzero fill leaves the hole open', () => {
    const l = new HexLattice({ orientation: 'flat', stagger: 'odd' }, 10);
    const b = traceBoundaries(l, { c0: 0, c1: 4, r0: 0, r1: 4 }, keysOf(['aaaaa', 'abbba', 'abcba', 'abbba', 'aaaaa']));
    const area = (loop: { start: number; end: number }) => {
      let s = 0;
      for (let i = loop.start; i < loop.end; i++) {
        const x0 = l.centreX(b.col[i], b.row[i]) + l.cornerX[b.dir[i]];
        const y0 = l.centreY(b.col[i], b.row[i]) + l.cornerY[b.dir[i]];
        const x1 = l.centreX(b.col[i], b.row[i]) + l.cornerX[(b.dir[i] + 1) % 6];
        const y1 = l.centreY(b.col[i], b.row[i]) + l.cornerY[(b.dir[i] + 1) % 6];
        s += x0 * y1 - x1 * y0;
      }
      return s / 2;
    };
    const ring = b.loops.filter((loop) => loop.key === 'b'.charCodeAt(0));
    expect(ring.length).toBe(2);
    const [outer, hole] = [...ring].sort((x, y) => Math.abs(area(y)) - Math.abs(area(x)));
    expect(Math.sign(area(outer))).toBe(-Math.sign(area(hole)));
  });

  it('rounds corners where two areas meet and keeps the point where three do', () => {
    const geom = { orientation: 'flat' as const, stagger: 'odd' as const };
    const l = new HexLattice(geom, 10);
    const keyAt = keysOf(MAP);
    const b = traceBoundaries(l, { c0: -2, c1: 6, r0: -2, r1: 6 }, keyAt);
    let sharp = 0;
    let smooth = 0;
    for (let i = 0; i < b.loops[b.loops.length - 1].end; i++) {
      const c = b.col[i];
      const r = b.row[i];
      const d = b.dir[i];
      const keys = new Set([keyAt(c, r), keyAt(l.neighbourCol(c, r, d), l.neighbourRow(c, r, d)), keyAt(l.neighbourCol(c, r, (d + 1) % 6), l.neighbourRow(c, r, (d + 1) % 6))]);
      if (b.col[i] < 0 || b.col[i] > 4 || b.row[i] < 0 || b.row[i] > 4) continue;
      expect(b.smooth[i], `corner after ${c},${r}:${d}`).toBe(keys.size === 3 ? 0 : 1);
      if (keys.size === 3) sharp++;
      else smooth++;
    }
    expect(sharp).toBeGreaterThan(0);
    expect(smooth).toBeGreaterThan(0);
  });

  it('draws a softened outline the same whichever range traced it', () => {
    const l = new HexLattice({ orientation: 'pointy', stagger: 'even' }, 10);
    const keyAt = keysOf(MAP);
    // The outline of the 'c' area that touches hex (2, 2), traced in a tight range and in a wide one.
    const outlineOf = (range: { c0: number; c1: number; r0: number; r1: number }) => {
      const b = traceBoundaries(l, range, keyAt);
      const loop = b.loops.find((lp) => lp.key === 'c'.charCodeAt(0) && [...Array(lp.end - lp.start).keys()].some((k) => b.col[lp.start + k] === 2 && b.row[lp.start + k] === 2))!;
      const rec = new TestRecorder();
      rec.beginPath();
      addLoop(rec, l, b, loop, 'soft');
      rec.fill();
      return rec.painted[0].subpaths[0].map((p) => `${p.x.toFixed(6)},${p.y.toFixed(6)}`);
    };
    const tight = outlineOf({ c0: 0, c1: 4, r0: 0, r1: 3 });
    const wide = outlineOf({ c0: -3, c1: 7, r0: -3, r1: 7 });
    // The same points, perhaps starting elsewhere on the loop.
    expect(new Set(tight)).toEqual(new Set(wide));
  });
});
