import { inBounds, type OffsetHex } from '../../../src-shared/hex';
import { FEATURE_NAMES, nextId, type Feature } from '../../../src-shared/model';
import { placementProblem } from '../../../src-shared/validate';
import { nearestSideOf } from './geometry';
import { NO_PREVIEW, type Tool, type ToolContext } from './tool';

export const FEATURE_LABELS = FEATURE_NAMES;

/** Feature tool: click a hex to place the chosen feature (a cave faces the hexside nearest the click; drag to
 *  aim it); Alt-click removes the hex's features of that kind. Placement rules refuse with the reason. */
export function featureTool(ctx: ToolContext): Tool {
  let start: OffsetHex | null = null;
  const featuresAt = (hex: OffsetHex) => ctx.project.list('features').filter((f) => f.hex.col === hex.col && f.hex.row === hex.row);
  const geomQuery = () => ({
    ruleset: ctx.project.ruleset,
    geom: ctx.geom,
    terrainAt: (h: OffsetHex) => ctx.project.terrainAt(h.col, h.row),
    hexsideAt: (key: string) => ctx.project.getRecord('hexsides', key)?.type,
    featuresAt,
  });
  return {
    get busy() {
      return start !== null;
    },
    down(p) {
      start = p.onMap ? p.hex : null;
    },
    move() {},
    up(p) {
      const hex = start;
      start = null;
      if (!hex || !inBounds(ctx.project.map, hex)) return;
      const type = ctx.editor.featureType;
      if (p.alt) {
        const doomed = featuresAt(hex).filter((f) => f.type === type);
        if (doomed.length === 0) return ctx.report(`No ${FEATURE_LABELS[type].toLowerCase()} here to remove`);
        void ctx.project.commit(`Remove ${FEATURE_LABELS[type].toLowerCase()}`, doomed.map((f) => ({ kind: 'del', collection: 'features', id: f.id })));
        return;
      }
      const problem = placementProblem(geomQuery(), type, hex);
      if (problem) return ctx.report(`Cannot place: ${problem}`);
      const props: Feature['props'] = type === 'objective' ? { vp: ctx.editor.objectiveVp } : type === 'label' ? { text: ctx.editor.labelText } : {};
      const feature: Feature = { id: nextId(type, ctx.project.records.features.keys()), type, hex, props };
      if (type === 'cave') feature.facing = nearestSideOf(ctx.geom, ctx.project.map.hexSizeMm, hex, p.mm).dir; // faces the side clicked nearest
      void ctx.project.commit(`Place ${FEATURE_LABELS[type].toLowerCase()}`, [{ kind: 'put', collection: 'features', record: feature }]);
    },
    cancel() {
      start = null;
    },
    preview(p) {
      return p?.onMap ? { hexes: [p.hex], hexsides: [], colour: '#ff9900' } : NO_PREVIEW;
    },
  };
}
