import type { OffsetHex } from '../../../src-shared/hex';
import type { Zone } from '../../../src-shared/model';
import type { Stroke } from '../../stores/document-store';
import { NO_PREVIEW, type Tool, type ToolContext } from './tool';

/** Zone tool: drag over hexes to add them to the chosen zone (set-up area, entry edge, victory area);
 *  Alt-drag takes them out. The whole drag is one undo entry. */
export function zoneTool(ctx: ToolContext): Tool {
  let stroke: Stroke | null = null;
  let hexes: Map<string, OffsetHex> | null = null;
  let zone: Zone | undefined;
  const touch = (hex: OffsetHex, remove: boolean) => {
    if (!stroke || !hexes || !zone) return;
    const key = `${hex.col},${hex.row}`;
    if (remove === !hexes.has(key)) return;
    if (remove) hexes.delete(key);
    else hexes.set(key, hex);
    zone = { ...zone, hexes: [...hexes.values()] };
    stroke.apply([{ kind: 'put', collection: 'zones', record: zone }]);
  };
  return {
    get busy() {
      return stroke !== null;
    },
    down(p) {
      zone = ctx.editor.zoneId ? ctx.project.getRecord('zones', ctx.editor.zoneId) : undefined;
      if (!zone) return ctx.report('Choose or create a zone in the palette first');
      if (!p.onMap) return;
      hexes = new Map(zone.hexes.map((h) => [`${h.col},${h.row}`, h]));
      stroke = ctx.project.beginStroke();
      touch(p.hex, p.alt);
    },
    move(p) {
      if (p.onMap) touch(p.hex, p.alt);
    },
    up(p) {
      void stroke?.commit(`${p.alt ? 'Remove hexes from' : 'Add hexes to'} ${zone?.name ?? 'zone'}`);
      stroke = null;
      hexes = null;
    },
    cancel() {
      stroke?.cancel();
      stroke = null;
      hexes = null;
    },
    preview(p) {
      const colour = ctx.editor.zoneId ? (ctx.project.getRecord('zones', ctx.editor.zoneId)?.colour ?? '#000') : '#999';
      return p?.onMap ? { hexes: [p.hex], hexsides: [], colour } : NO_PREVIEW;
    },
  };
}
