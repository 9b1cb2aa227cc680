import { describe, expect, it } from 'vitest';
import type { AtollApi, OpenProject } from '../../../src-shared/api/contract';
import { hexCenter, hexCorners, hexsideKey, neighbour, type HexDirection, type OffsetHex } from '../../../src-shared/hex';
import { emptyDocument, type Change } from '../../../src-shared/model';
import { DocumentStore } from '../../stores/document-store';
import { EditorStore, type ToolId } from '../../stores/editor-store';
import { createTool, type PointerInfo, type ToolContext } from './index';

const geom = { orientation: 'flat', stagger: 'odd' } as const;

/** A real DocumentStore over a fake backend that records each command it is sent. */
function setup(tool: ToolId) {
  const sent: { label: string; changes: Change[] }[] = [];
  const api = {
    'project.apply': async ({ label, changes }: { label: string; changes: Change[] }) => {
      sent.push({ label, changes });
      return { history: { canUndo: true, canRedo: false, undoLabel: label, redoLabel: null } };
    },
  } as unknown as AtollApi;
  const doc = emptyDocument();
  doc.map = { ...doc.map, cols: 10, rows: 8 };
  const opened: OpenProject = { handle: 'h', path: 'p.atoll', name: 'p', draft: true, document: doc, history: { canUndo: false, canRedo: false, undoLabel: null, redoLabel: null } };
  const reports: string[] = [];
  const project = new DocumentStore(api, opened, (m) => reports.push(m));
  const editor = new EditorStore();
  editor.setTool(tool);
  const ctx: ToolContext = { project, editor, geom, report: (m) => reports.push(m) };
  const t = createTool(tool, ctx);
  const at = (hex: OffsetHex, mm = hexCenter(geom, 19, hex), alt = false): PointerInfo => ({ hex, mm, onMap: hex.col >= 0 && hex.row >= 0 && hex.col < 10 && hex.row < 8, alt, shift: false });
  return { project, editor, tool: t, sent, reports, at, settled: () => project.settled() };
}

const midpoint = (hex: OffsetHex, dir: number) => {
  const c = hexCorners(geom, 19, hex);
  const a = c[dir];
  const b = c[(dir + 1) % 6];
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
};

describe('brush', () => {
  it('a press-drag-release is one command holding each painted hex once', async () => {
    const s = setup('brush');
    s.editor.setTerrain('jungle');
    s.tool.down(s.at({ col: 1, row: 1 }));
    s.tool.move(s.at({ col: 4, row: 1 }));
    s.tool.move(s.at({ col: 1, row: 1 }));
    s.tool.up(s.at({ col: 1, row: 1 }));
    await s.settled();
    expect(s.sent).toHaveLength(1);
    expect(s.sent[0].label).toBe('Paint Jungle');
    const painted = s.sent[0].changes.map((c) => (c.kind === 'hex' ? `${c.col},${c.row}` : ''));
    expect(new Set(painted).size).toBe(painted.length);
    expect(painted).toEqual(expect.arrayContaining(['1,1', '2,1', '3,1', '4,1']));
    expect(s.project.terrainAt(3, 1)).toBe('jungle');
  });

  it('radius 1 paints seven hexes; Escape restores them and sends nothing', async () => {
    const s = setup('brush');
    s.editor.setTerrain('ocean');
    s.editor.setRadius(1);
    s.tool.down(s.at({ col: 4, row: 4 }));
    expect(s.project.terrainAt(4, 3)).toBe('ocean');
    s.tool.cancel();
    s.tool.up(s.at({ col: 4, row: 4 }));
    await s.settled();
    expect(s.sent).toEqual([]);
    expect(s.project.terrainAt(4, 3)).toBe('clear');
    expect(s.project.terrainAt(4, 4)).toBe('clear');
  });

  it('the eraser returns hexes to the default terrain and level 0', async () => {
    const s = setup('eraser');
    s.project.applyLocal([{ kind: 'hex', col: 2, row: 2, terrain: 'jungle', elevation: 3 }]);
    s.tool.down(s.at({ col: 2, row: 2 }));
    s.tool.up(s.at({ col: 2, row: 2 }));
    await s.settled();
    expect(s.sent[0].changes).toEqual([{ kind: 'hex', col: 2, row: 2, terrain: 'clear', elevation: 0 }]);
  });
});

describe('line, fill, eyedropper, elevation', () => {
  it('line paints the hex line between press and release', async () => {
    const s = setup('line');
    s.editor.setTerrain('kunai');
    s.tool.down(s.at({ col: 0, row: 0 }));
    s.tool.up(s.at({ col: 5, row: 0 }));
    await s.settled();
    expect(s.sent[0].changes).toHaveLength(6);
  });

  it('fill takes the connected region of the same terrain, stopping at other terrain', async () => {
    const s = setup('fill');
    for (let row = 0; row < 8; row++) s.project.applyLocal([{ kind: 'hex', col: 5, row, terrain: 'ocean', elevation: 0 }]);
    s.editor.setTerrain('kunai');
    s.tool.up(s.at({ col: 1, row: 1 }));
    await s.settled();
    expect(s.sent[0].changes).toHaveLength(5 * 8);
    expect(s.project.terrainAt(7, 3)).toBe('clear');
  });

  it('the eyedropper picks the terrain and returns to the brush', () => {
    const s = setup('eyedropper');
    s.project.applyLocal([{ kind: 'hex', col: 3, row: 3, terrain: 'palms', elevation: 0 }]);
    s.tool.up(s.at({ col: 3, row: 3 }));
    expect(s.editor.terrain).toBe('palms');
    expect(s.editor.tool).toBe('brush');
  });

  it('elevation keeps the terrain and sets the level', async () => {
    const s = setup('elevation');
    s.project.applyLocal([{ kind: 'hex', col: 3, row: 3, terrain: 'palms', elevation: 0 }]);
    s.editor.setElevation(2);
    s.tool.down(s.at({ col: 3, row: 3 }));
    s.tool.up(s.at({ col: 3, row: 3 }));
    await s.settled();
    expect(s.sent[0].changes).toEqual([{ kind: 'hex', col: 3, row: 3, terrain: 'palms', elevation: 2 }]);
  });
});

describe('hexsides and paths', () => {
  it('a click near an edge draws the chosen hexside; clicking it again clears it', async () => {
    const s = setup('hexside');
    const hex = { col: 3, row: 3 };
    const key = hexsideKey(geom, hex, 1);
    s.tool.down(s.at(hex, midpoint(hex, 1)));
    s.tool.up(s.at(hex, midpoint(hex, 1)));
    s.tool.down(s.at(hex, midpoint(hex, 1)));
    s.tool.up(s.at(hex, midpoint(hex, 1)));
    await s.settled();
    expect(s.sent.map((c) => c.label)).toEqual(['Draw River', 'Clear River']);
    expect(s.sent[0].changes).toEqual([{ kind: 'put', collection: 'hexsides', record: { id: key, type: 'river' } }]);
    expect(s.project.getRecord('hexsides', key)).toBeUndefined();
  });

  it('a path drag records each hexside it crosses', async () => {
    const s = setup('path');
    const a = { col: 2, row: 2 };
    const b = neighbour(geom, a, 2 as HexDirection);
    const c = neighbour(geom, b, 2 as HexDirection);
    s.tool.down(s.at(a));
    s.tool.move(s.at(b));
    s.tool.move(s.at(c));
    s.tool.up(s.at(c));
    await s.settled();
    expect(s.sent[0].changes.map((x) => (x.kind === 'put' ? x.record.id : ''))).toEqual([`${hexsideKey(geom, a, 2)}|road`, `${hexsideKey(geom, b, 2)}|road`]);
  });
});

describe('features and zones', () => {
  it('places a cave facing the side nearest the click, and refuses one in the ocean with the reason', async () => {
    const s = setup('feature');
    const hex = { col: 4, row: 4 };
    s.tool.down(s.at(hex, midpoint(hex, 4)));
    s.tool.up(s.at(hex, midpoint(hex, 4)));
    s.project.applyLocal([{ kind: 'hex', col: 6, row: 4, terrain: 'ocean', elevation: 0 }]);
    s.tool.down(s.at({ col: 6, row: 4 }));
    s.tool.up(s.at({ col: 6, row: 4 }));
    await s.settled();
    expect(s.sent).toHaveLength(1);
    expect(s.sent[0].changes).toEqual([{ kind: 'put', collection: 'features', record: { id: 'cave-1', type: 'cave', hex, facing: 4, props: {} } }]);
    expect(s.reports.at(-1)).toBe('Cannot place: a cave cannot be placed in ocean (shallows)');
  });

  it('zone drags add hexes to the chosen zone; Alt-drag removes them', async () => {
    const s = setup('zone');
    s.project.applyLocal([{ kind: 'put', collection: 'zones', record: { id: 'z', name: 'Landing', colour: '#ff0000', purpose: 'setup', hexes: [] } }]);
    s.editor.setZone('z');
    s.tool.down(s.at({ col: 1, row: 1 }));
    s.tool.move(s.at({ col: 2, row: 1 }));
    s.tool.up(s.at({ col: 2, row: 1 }));
    s.tool.down(s.at({ col: 1, row: 1 }, undefined, true));
    s.tool.up(s.at({ col: 1, row: 1 }, undefined, true));
    await s.settled();
    expect(s.sent).toHaveLength(2);
    expect(s.project.getRecord('zones', 'z')?.hexes).toEqual([{ col: 2, row: 1 }]);
  });
});
