import { hexLine, inBounds, parseHexsideKey, type OffsetHex } from '../../../src-shared/hex';
import type { Change } from '../../../src-shared/model';
import type { Stroke } from '../../stores/document-store';
import { crossing, nearCentre, nearestHexside } from './geometry';
import { NO_PREVIEW, type PointerInfo, type Tool, type ToolContext } from './tool';

/** A hexside may hold a feature when at least one of its hexes is on the map. */
function onMapSide(ctx: ToolContext, key: string): boolean {
  const side = parseHexsideKey(ctx.geom, key);
  return !!side && (inBounds(ctx.project.map, side.hex) || inBounds(ctx.project.map, side.other));
}

/** Hexside tool: click or drag along hex edges. The first edge touched decides the mode: an edge that already
 *  has the chosen type is cleared (and so are the others of the drag), otherwise edges get the type. Alt clears. */
export function hexsideTool(ctx: ToolContext): Tool {
  let stroke: Stroke | null = null;
  let erase: boolean | null = null;
  let lastMm: { x: number; y: number } | null = null;
  const near = (p: PointerInfo) => {
    const found = nearestHexside(ctx.geom, ctx.project.map.hexSizeMm, p.mm);
    return found.distance <= ctx.project.map.hexSizeMm * 0.3 && onMapSide(ctx, found.key) ? found.key : null;
  };
  const touch = (key: string, alt: boolean) => {
    const type = ctx.editor.hexsideType;
    const current = ctx.project.getRecord('hexsides', key);
    if (erase === null) erase = alt || current?.type === type;
    const change: Change | null = erase
      ? current ? { kind: 'del', collection: 'hexsides', id: key } : null
      : current?.type === type ? null : { kind: 'put', collection: 'hexsides', record: { id: key, type } };
    if (change) stroke?.apply([change]);
  };
  const name = () => ctx.project.ruleset.hexsides.find((h) => h.id === ctx.editor.hexsideType)?.name ?? ctx.editor.hexsideType;
  return {
    get busy() {
      return stroke !== null;
    },
    down(p) {
      stroke = ctx.project.beginStroke();
      erase = null;
      lastMm = p.mm;
      const key = near(p);
      if (key) touch(key, p.alt);
    },
    move(p) {
      if (!stroke || !lastMm) return;
      // Sample the pointer's track so a quick drag still catches every edge it runs along.
      const stepMm = ctx.project.map.hexSizeMm * 0.1;
      const n = Math.max(1, Math.ceil(Math.hypot(p.mm.x - lastMm.x, p.mm.y - lastMm.y) / stepMm));
      for (let i = 1; i <= n; i++) {
        const mm = { x: lastMm.x + ((p.mm.x - lastMm.x) * i) / n, y: lastMm.y + ((p.mm.y - lastMm.y) * i) / n };
        const key = near({ ...p, mm });
        if (key) touch(key, p.alt);
      }
      lastMm = p.mm;
    },
    up() {
      void stroke?.commit(erase ? `Clear ${name()}` : `Draw ${name()}`);
      stroke = null;
    },
    cancel() {
      stroke?.cancel();
      stroke = null;
    },
    preview(p) {
      const key = p && near(p);
      return key ? { hexes: [], hexsides: [key], colour: '#ff4fd8' } : NO_PREVIEW;
    },
  };
}

/** Path tool: drag from hex centre to hex centre; each step records the hexside it crosses (roads are
 *  stored as the crossings they use). Alt, or starting on a hex whose next crossing already has the path,
 *  removes instead. */
export function pathTool(ctx: ToolContext): Tool {
  let stroke: Stroke | null = null;
  let last: OffsetHex | null = null;
  let erase: boolean | null = null;
  const name = () => ctx.project.ruleset.paths.find((p) => p.id === ctx.editor.pathType)?.name ?? ctx.editor.pathType;
  const step = (from: OffsetHex, to: OffsetHex, alt: boolean) => {
    const key = crossing(ctx.geom, from, to);
    if (!key) return;
    const id = `${key}|${ctx.editor.pathType}`;
    const exists = !!ctx.project.getRecord('paths', id);
    if (erase === null) erase = alt || exists;
    if (erase && exists) stroke?.apply([{ kind: 'del', collection: 'paths', id }]);
    if (!erase && !exists) stroke?.apply([{ kind: 'put', collection: 'paths', record: { id, type: ctx.editor.pathType } }]);
  };
  return {
    get busy() {
      return stroke !== null;
    },
    down(p) {
      if (!p.onMap) return;
      stroke = ctx.project.beginStroke();
      last = p.hex;
      erase = p.alt ? true : null;
    },
    move(p) {
      if (!stroke || !last || !p.onMap) return;
      if (p.hex.col === last.col && p.hex.row === last.row) return;
      if (!nearCentre(ctx.geom, ctx.project.map.hexSizeMm, p.hex, p.mm)) return;
      const line = hexLine(ctx.geom, last, p.hex);
      for (let i = 1; i < line.length; i++) step(line[i - 1], line[i], p.alt);
      last = p.hex;
    },
    up() {
      void stroke?.commit(erase ? `Remove ${name()}` : `Draw ${name()}`);
      stroke = null;
      last = null;
      erase = null;
    },
    cancel() {
      stroke?.cancel();
      stroke = null;
      last = null;
      erase = null;
    },
    preview(p) {
      return p?.onMap ? { hexes: [p.hex], hexsides: [], colour: '#ffd040' } : NO_PREVIEW;
    },
  };
}
