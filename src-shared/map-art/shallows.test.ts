import { describe, expect, it } from 'vitest';
import { emptyDocument } from '../model';
import { clipAndRepeat, clipAndStroke, type DrawContext, type StrokeInside, type StrokeSpec } from './draw-context';
import { drawMapRect } from './draw-map';
import { HexGrid } from './hex-grid';
import { MapArtModel } from './model';
import { ALL_LAYERS, type MapArtStyle } from './style';
import { TestRecorder, type Painted } from './test-recorder';

/** A 6 × 6 map of kunai with a little sea in its middle: a coast all round it. */
function islandModel() {
  const doc = emptyDocument();
  doc.map = { ...doc.map, cols: 6, rows: 6, defaultTerrain: 'kunai' };
  const grid = new HexGrid(6, 6, 'kunai');
  for (const [c, r] of [[2, 2], [3, 2], [2, 3], [3, 3]]) grid.set(c, r, 'ocean', 0);
  return new MapArtModel(doc.map, doc.ruleset, grid);
}

function style(strokeInside?: StrokeInside): MapArtStyle {
  return {
    layers: { ...ALL_LAYERS, grid: false, labels: false, patterns: false, elevation: false, hexsides: false, paths: false },
    edges: 'soft', hexNumbers: false, gridColour: '#000', gridWidthMm: 0.2, pxPerMm: 4, minLinePx: 0.8, fontFamily: 'sans-serif',
    fillPattern: clipAndRepeat, ...(strokeInside ? { strokeInside } : {}),
  };
}

const WHOLE = { x0: 0, y0: 0, x1: 200, y1: 200 };

describe('the shallows along a coast', () => {
  it('are stroked inside the water, three strokes over the coast, clipped where the surface has no way of its own', () => {
    const model = islandModel();
    const rec = new TestRecorder();
    drawMapRect(rec, model, style(), WHOLE, { features: false });
    const clips = rec.painted.filter((p) => p.op === 'clip');
    // The drawing's own clips to its rectangle (drawMapRect's and mapSteps'), then the water.
    expect(clips).toHaveLength(3);
    const water = clips[2];
    const at = rec.painted.indexOf(water);
    const strokes = rec.painted.slice(at + 1, at + 4);
    expect(strokes.map((p) => [p.op, p.style])).toEqual([['stroke', '#e8f4fb'], ['stroke', '#ffffff'], ['stroke', '#bfe0f2']]);
    // One water area, and a coast all round it (closed, ending where it starts).
    expect(water.subpaths).toHaveLength(1);
    expect(strokes[0].subpaths).toHaveLength(1);
    const coast = strokes[0].subpaths[0];
    expect(coast.at(-1)).toEqual(coast[0]);
  });

  it('go through the surface\'s own way when it has one: the same area, lines and strokes as the clip', () => {
    const model = islandModel();
    const calls: { area: Painted[]; line: Painted[]; pieces: number; strokes: readonly StrokeSpec[] }[] = [];
    const spy: StrokeInside = (_ctx, area, line, strokes) => {
      const a = new TestRecorder();
      area(a);
      a.fill();
      const l = new TestRecorder();
      const pieces = line(l);
      l.stroke();
      calls.push({ area: a.painted, line: l.painted, pieces, strokes });
    };
    const rec = new TestRecorder();
    drawMapRect(rec, model, style(spy), WHOLE, { features: false });
    expect(calls).toHaveLength(1);
    expect(calls[0].strokes.map((s) => [s.colour, s.alpha])).toEqual([['#e8f4fb', 0.45], ['#ffffff', 0.9], ['#bfe0f2', 1]]);
    expect(calls[0].pieces).toBeGreaterThan(0);
    // No clip of its own: the surface keeps the strokes inside the water.
    expect(rec.painted.filter((p) => p.op === 'clip')).toHaveLength(2);
    // What the clip would have done with the same callbacks.
    const clipped = new TestRecorder();
    clipAndStroke(clipped as DrawContext, (c) => {
      for (const s of calls[0].area[0].subpaths) {
        c.moveTo(s[0].x, s[0].y);
        for (const p of s.slice(1)) c.lineTo(p.x, p.y);
      }
    }, (c) => {
      for (const s of calls[0].line[0].subpaths) {
        c.moveTo(s[0].x, s[0].y);
        for (const p of s.slice(1)) c.lineTo(p.x, p.y);
      }
      return calls[0].pieces;
    }, calls[0].strokes);
    expect(clipped.painted.map((p) => p.op)).toEqual(['clip', 'stroke', 'stroke', 'stroke']);
    expect(clipped.painted[0].subpaths).toEqual(calls[0].area[0].subpaths);
    expect(clipped.painted[1].subpaths).toEqual(calls[0].line[0].subpaths);
  });

  it('draw nothing where no water meets land', () => {
    const doc = emptyDocument();
    doc.map = { ...doc.map, cols: 4, rows: 4, defaultTerrain: 'kunai' };
    const model = new MapArtModel(doc.map, doc.ruleset, new HexGrid(4, 4, 'kunai'));
    let called = 0;
    drawMapRect(new TestRecorder(), model, style(() => called++), WHOLE, { features: false });
    expect(called).toBe(0);
  });
});
