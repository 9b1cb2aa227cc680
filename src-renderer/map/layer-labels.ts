import type { LayerId } from '../stores/editor-store';

/** The map's layers as the Layers list names them. */
export const LAYER_LABELS: Record<LayerId, string> = {
  terrain: 'Terrain',
  patterns: 'Terrain patterns',
  elevation: 'Elevation',
  hexsides: 'Hexsides',
  paths: 'Roads and paths',
  grid: 'Grid',
  labels: 'Hex labels',
  features: 'Features',
  zones: 'Zones',
};
