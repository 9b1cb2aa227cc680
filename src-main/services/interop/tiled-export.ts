import { exportModel, type TileSize } from '../../../src-shared/interop/tiled/export-model';
import { writeTmj, writeTmx } from '../../../src-shared/interop/tiled/write-tiled';
import type { ScenarioDocument } from '../../../src-shared/model';
import { elevationTilesetPng, terrainTilesetPng } from './tileset-images';

export type TiledFormat = 'tmx' | 'tmj';
export type NamedFile = { name: string; bytes: Buffer };

/** A map Tiled opens, as the files that go in one folder: the map (first) and its tileset images. */
export async function tiledExportFiles(doc: ScenarioDocument, format: TiledFormat, size: TileSize, stem: string): Promise<NamedFile[]> {
  const map = exportModel(doc, stem, size);
  const text = format === 'tmx' ? writeTmx(map) : writeTmj(map);
  const files: NamedFile[] = [{ name: `${stem}.${format}`, bytes: Buffer.from(text, 'utf8') }];
  const [terrain, elevation] = map.tilesets;
  files.push({ name: terrain.image, bytes: await terrainTilesetPng(map, terrain, doc.ruleset) });
  if (elevation) files.push({ name: elevation.image, bytes: await elevationTilesetPng(map, elevation) });
  return files;
}
