import Konva from 'konva';
import { describe, expect, it, vi } from 'vitest';
import type { BoardCounter, BoardMarker, BoardStack } from './board-model';
import { BoardLayers } from './board-layers';
import { konvaInNode } from './konva-test-canvas';

konvaInNode();

const counter = (unitId: string, faceKey = `${unitId}|front`): BoardCounter => ({
  unitId,
  faceKey,
  layout: () => {
    throw new Error('the faces are not drawn this far out');
  },
  colour: '#d9a48f',
  ink: '#000000',
  hidden: false,
});
const stack = (col: number, row: number, ...counters: BoardCounter[]): BoardStack => ({ key: `${col},${row}`, hex: { col, row }, counters });

function board() {
  const layers = new BoardLayers({ orientation: 'flat', stagger: 'odd' }, 20, 15.875);
  const stage = new Konva.Stage({ width: 400, height: 300 });
  for (const layer of layers.layers) stage.add(layer);
  // Far out: each counter a square of its colour (no face bitmaps to make here).
  layers.camera({ x: 0, y: 0, scale: 0.2 });
  const redraws = vi.spyOn(layers.layers[0], 'batchDraw');
  return { layers, redraws };
}

describe('the play-test board redraws its one canvas only when something on it changed', () => {
  it('draws the board on one layer', () => {
    expect(board().layers.layers).toHaveLength(1);
  });

  it('leaves the canvas alone when the same stacks and markers come again, and redraws it when a stack moves, changes face or goes', () => {
    const { layers, redraws } = board();
    layers.setStacks([stack(1, 1, counter('a')), stack(2, 2, counter('b'))]);
    expect(redraws).toHaveBeenCalledTimes(1);
    layers.setStacks([stack(1, 1, counter('a')), stack(2, 2, counter('b'))]);
    expect(redraws).toHaveBeenCalledTimes(1);
    layers.setStacks([stack(1, 1, counter('a')), stack(2, 3, counter('b'))]);
    expect(redraws).toHaveBeenCalledTimes(2);
    layers.setStacks([stack(1, 1, counter('a', 'a|back')), stack(2, 3, counter('b'))]);
    expect(redraws).toHaveBeenCalledTimes(3);
    layers.setStacks([stack(1, 1, counter('a', 'a|back'))]);
    expect(redraws).toHaveBeenCalledTimes(4);
    expect(layers.shownUnits()).toEqual([{ unitId: 'a', hidden: false }]);
    const marker: BoardMarker = { key: 'drop-zone-0', hex: { col: 3, row: 3 }, face: { title: 'Drop zone', value: 'DZ', note: '', colour: '#2f5d8c' } };
    layers.setMarkers([marker]);
    layers.setMarkers([{ ...marker, face: { ...marker.face } }]);
    expect(redraws).toHaveBeenCalledTimes(5);
  });

  it('keeps the drawing order of the stacks: one that changes keeps its place, a new one goes on top', () => {
    const { layers } = board();
    layers.setStacks([stack(1, 1, counter('a')), stack(2, 2, counter('b'))]);
    layers.setStacks([stack(0, 0, counter('c')), stack(1, 1, counter('a'), counter('d')), stack(2, 2, counter('b'))]);
    expect(layers.shownUnits().map((u) => u.unitId)).toEqual(['a', 'd', 'b', 'c']);
  });
});

describe('the benchmark’s "draw now"', () => {
  it('draws a board that waits for its frame, and leaves one its frame drew alone', () => {
    const { layers } = board();
    // What RedrawLayer calls when it does draw.
    const drawn = vi.spyOn(Konva.Layer.prototype, 'drawScene');
    layers.setStacks([stack(1, 1, counter('a'))]);
    layers.drawNow();
    const once = drawn.mock.calls.length;
    expect(once).toBeGreaterThan(0);
    layers.drawNow();
    expect(drawn.mock.calls.length).toBe(once);
  });
});
