import { z } from 'zod';
import { MAX_MAP_SIDE } from './map';

/** A hex by offset coordinates; every record that points at the map uses it. */
export const HexRefSchema = z.strictObject({
  col: z.int().min(0).max(MAX_MAP_SIDE - 1),
  row: z.int().min(0).max(MAX_MAP_SIDE - 1),
});
export type HexRef = z.infer<typeof HexRefSchema>;

export const FEATURE_TYPES = [
  'cave', 'trench', 'roadblock', 'fortification', 'objective', 'dropZone', 'commandPost', 'airfield', 'label',
] as const;
export type FeatureType = (typeof FEATURE_TYPES)[number];
