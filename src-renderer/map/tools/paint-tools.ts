import { hexesWithin, hexLine, inBounds, type OffsetHex } from '../../../src-shared/hex';
import type { Change } from '../../../src-shared/model';
import type { Stroke } from '../../stores/document-store';
import { floodFill } from './geometry';
import { NO_PREVIEW, type PointerInfo, type Preview, type Tool, type ToolContext } from './tool';

type HexEdit = (hex: OffsetHex) => Change | null;

/** The brush footprint at a hex, clipped to the map. */
function footprint(ctx: ToolContext, hex: OffsetHex, radius: number): OffsetHex[] {
  return hexesWithin(ctx.geom, hex, radius).filter((h) => inBounds(ctx.project.map, h));
}

function terrainName(ctx: ToolContext, id: string) {
  return ctx.project.ruleset.terrain.find((t) => t.id === id)?.name ?? id;
}

/** Brush-like tools: press, drag, release = one stroke = one undo entry. Gaps between pointer events are
 *  filled with a hex line, so a fast drag leaves no holes. */
class StrokeTool implements Tool {
  private stroke: Stroke | null = null;
  private last: OffsetHex | null = null;

  constructor(
    private readonly ctx: ToolContext,
    private readonly edit: () => HexEdit,
    private readonly label: () => string,
    private readonly radius: () => number,
    private readonly colour: string,
  ) {}

  get busy() {
    return this.stroke !== null;
  }

  private paintAt(hex: OffsetHex) {
    const path = this.last ? hexLine(this.ctx.geom, this.last, hex) : [hex];
    const edit = this.edit();
    const changes: Change[] = [];
    const seen = new Set<string>();
    for (const step of path)
      for (const h of footprint(this.ctx, step, this.radius())) {
        const key = `${h.col},${h.row}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const change = edit(h);
        if (change) changes.push(change);
      }
    this.stroke?.apply(changes);
    this.last = hex;
  }

  down(p: PointerInfo) {
    if (!p.onMap) return;
    this.stroke = this.ctx.project.beginStroke();
    this.last = null;
    this.paintAt(p.hex);
  }
  move(p: PointerInfo) {
    if (this.stroke && p.onMap) this.paintAt(p.hex);
  }
  up() {
    const stroke = this.stroke;
    this.stroke = null;
    this.last = null;
    void stroke?.commit(this.label());
  }
  cancel() {
    this.stroke?.cancel();
    this.stroke = null;
    this.last = null;
  }
  preview(p: PointerInfo | null): Preview {
    return p?.onMap ? { hexes: footprint(this.ctx, p.hex, this.radius()), hexsides: [], colour: this.colour } : NO_PREVIEW;
  }
}

/** Only changes that differ from what is there: a stroke over painted hexes adds nothing to the command. */
const setHex = (ctx: ToolContext, hex: OffsetHex, terrain: string, elevation: number): Change | null =>
  ctx.project.terrainAt(hex.col, hex.row) === terrain && ctx.project.elevationAt(hex.col, hex.row) === elevation
    ? null
    : { kind: 'hex', col: hex.col, row: hex.row, terrain, elevation };

export function brushTool(ctx: ToolContext): Tool {
  return new StrokeTool(
    ctx,
    () => {
      const terrain = ctx.editor.terrain;
      return (h) => setHex(ctx, h, terrain, ctx.project.elevationAt(h.col, h.row));
    },
    () => `Paint ${terrainName(ctx, ctx.editor.terrain)}`,
    () => ctx.editor.radius,
    '#ffffff',
  );
}

export function eraserTool(ctx: ToolContext): Tool {
  return new StrokeTool(ctx, () => (h) => setHex(ctx, h, ctx.project.map.defaultTerrain, 0), () => 'Erase', () => ctx.editor.radius, '#ff5050');
}

export function elevationTool(ctx: ToolContext): Tool {
  return new StrokeTool(
    ctx,
    () => {
      const level = ctx.editor.elevation;
      return (h) => setHex(ctx, h, ctx.project.terrainAt(h.col, h.row), level);
    },
    () => `Set elevation ${ctx.editor.elevation}`,
    () => ctx.editor.radius,
    '#c08040',
  );
}

/** Line: press at one end, release at the other; the hex line between them is painted as one command. */
export function lineTool(ctx: ToolContext): Tool {
  let anchor: OffsetHex | null = null;
  const hexesTo = (end: OffsetHex) => {
    const seen = new Map<string, OffsetHex>();
    for (const step of hexLine(ctx.geom, anchor ?? end, end))
      for (const h of footprint(ctx, step, ctx.editor.radius)) seen.set(`${h.col},${h.row}`, h);
    return [...seen.values()];
  };
  return {
    get busy() {
      return anchor !== null;
    },
    down(p) {
      if (p.onMap) anchor = p.hex;
    },
    move() {},
    up(p) {
      if (!anchor) return;
      const terrain = ctx.editor.terrain;
      const changes = hexesTo(p.onMap ? p.hex : anchor)
        .map((h) => setHex(ctx, h, terrain, ctx.project.elevationAt(h.col, h.row)))
        .filter((c): c is Change => c !== null);
      anchor = null;
      void ctx.project.commit(`Paint line of ${terrainName(ctx, terrain)}`, changes);
    },
    cancel() {
      anchor = null;
    },
    preview(p) {
      return p?.onMap ? { hexes: hexesTo(p.hex), hexsides: [], colour: '#ffffff' } : NO_PREVIEW;
    },
  };
}

/** A tool that acts once per click (on release) and outlines the hex under the pointer. */
function clickTool(colour: string, click: (p: PointerInfo) => void): Tool {
  return {
    busy: false,
    down() {},
    move() {},
    up(p) {
      if (p.onMap) click(p);
    },
    cancel() {},
    preview: (p) => (p?.onMap ? { hexes: [p.hex], hexsides: [], colour } : NO_PREVIEW),
  };
}

/** Flood fill: every hex connected to the clicked one through the same terrain takes the brush terrain. */
export function fillTool(ctx: ToolContext): Tool {
  return clickTool('#ffffff', (p) => {
    const from = ctx.project.terrainAt(p.hex.col, p.hex.row);
    const to = ctx.editor.terrain;
    if (from === to) return ctx.report(`Those hexes are already ${terrainName(ctx, to)}`);
    const region = floodFill(ctx.geom, ctx.project.map, p.hex, (h) => ctx.project.terrainAt(h.col, h.row) === from);
    const changes: Change[] = region.map((h) => ({ kind: 'hex', col: h.col, row: h.row, terrain: to, elevation: ctx.project.elevationAt(h.col, h.row) }));
    void ctx.project.commit(`Fill ${region.length} hexes with ${terrainName(ctx, to)}`, changes);
  });
}

/** Eyedropper: pick the terrain (and elevation) under the pointer, then return to the brush. */
export function eyedropperTool(ctx: ToolContext): Tool {
  return clickTool('#40a0ff', (p) => {
    ctx.editor.setTerrain(ctx.project.terrainAt(p.hex.col, p.hex.row));
    ctx.editor.setElevation(ctx.project.elevationAt(p.hex.col, p.hex.row) || ctx.editor.elevation);
    ctx.editor.setTool('brush');
    ctx.report(`Picked ${terrainName(ctx, ctx.editor.terrain)}`);
  });
}
