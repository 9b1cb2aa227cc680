import { drawFeatures, featuresIn, type MapArtModel } from '../../src-shared/map-art';
import type { HexGridGeometry } from '../../src-shared/hex';
import type { Zone } from '../../src-shared/model';
import { PX_PER_MM, type Camera } from './camera';
import { SCREEN_FONT } from './map-scene';
import { drawZones } from './zone-painter';

/** What the feature layer shows: the zones (null: hidden or none) and the features of the model (null: the same),
 *  in the view `width` × `height` px under the camera. */
export type FeatureLayerContent = { zones: Iterable<Zone> | null; features: MapArtModel | null; geom: HexGridGeometry; size: number; camera: Camera; width: number; height: number };

/** Zones and features over the terrain, only those in view (with a hex's margin for the zones). */
export function drawFeatureLayer(ctx: CanvasRenderingContext2D, c: FeatureLayerContent) {
  if (!c.zones && !c.features) return;
  const { camera, size } = c;
  const scale = camera.zoom * PX_PER_MM;
  const x0 = -camera.x / scale;
  const y0 = -camera.y / scale;
  const x1 = (c.width - camera.x) / scale;
  const y1 = (c.height - camera.y) / scale;
  ctx.save();
  ctx.translate(camera.x, camera.y);
  ctx.scale(scale, scale);
  if (c.zones) drawZones(ctx, c.geom, size, c.zones, (p) => p.x >= x0 - size && p.x <= x1 + size && p.y >= y0 - size && p.y <= y1 + size);
  const model = c.features;
  if (model) drawFeatures(ctx, model.lattice, featuresIn(model.lattice, model.features.values(), { x0, y0, x1, y1 }), SCREEN_FONT);
  ctx.restore();
}
