import { z } from 'zod';
import { MAX_MAP_SIDE } from './map';

/** A hex by offset coordinates; every record that points at the map uses it. */
export const HexRefSchema = z.strictObject({
  col: z.int().min(0).max(MAX_MAP_SIDE - 1),
  row: z.int().min(0).max(MAX_MAP_SIDE - 1),
});
export type HexRef = z.infer<typeof HexRefSchema>;

export const FEATURE_TYPES = [
  'cave', 'trench', 'roadblock', 'fortification', 'objective', 'dropZone', 'commandPost', 'airfield', 'label', 'minefield',
] as const;
export type FeatureType = (typeof FEATURE_TYPES)[number];

/** What each kind of feature is called in the interface and in messages (the types are ids, never shown). */
export const FEATURE_NAMES: Readonly<Record<FeatureType, string>> = {
  cave: 'Cave',
  trench: 'Trench',
  roadblock: 'Roadblock',
  fortification: 'Fortification / pillbox',
  objective: 'Objective',
  dropZone: 'Drop zone',
  commandPost: 'Command post',
  airfield: 'Airfield marker',
  label: 'Text label',
  minefield: 'Minefield',
};
