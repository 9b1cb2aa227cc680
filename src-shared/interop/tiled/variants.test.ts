import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { diskResolver, readTiledFile } from '../../../src-main/services/interop/tiled-files';
import { nodeTiledCodec } from '../../../src-main/services/interop/tiled-codec';
import { hexsideKey } from '../../hex';
import { documentToJson } from '../../model';
import { InteropError } from '../errors';
import { emptyMapping } from './mapping';
import { readTiledMap } from './read-map';
import { tiledToDocument } from './to-document';

const dir = path.resolve(__dirname, '../../../tests/fixtures/tiled');
const importFixture = (name: string) => {
  const file = path.join(dir, name);
  const map = readTiledMap(readTiledFile(file, name), diskResolver(file), nodeTiledCodec);
  return tiledToDocument(map, name, emptyMapping(), 'Palm Point');
};

const VARIANTS = [
  'palm-point-csv.tmx', 'palm-point-xml.tmx', 'palm-point-base64.tmx', 'palm-point-zlib.tmx', 'palm-point-gzip.tmx',
  'palm-point-embedded.tmx', 'palm-point.tmj', 'palm-point-zlib-embedded.tmj', 'palm-point-infinite.tmx', 'palm-point-infinite.tmj',
];

describe('Palm Point, written by Tiled 1.8 in every layer encoding', () => {
  const reference = importFixture('palm-point-csv.tmx');

  it.each(VARIANTS)('%s imports to the same scenario as the CSV map', (name) => {
    expect(documentToJson(importFixture(name).document)).toBe(documentToJson(reference.document));
  });

  it('maps tiles by type, by a terrain or elevation property, and by a feature property', () => {
    const { document: doc, report } = reference;
    expect(doc.map).toMatchObject({ cols: 12, rows: 10, orientation: 'flat', stagger: 'even', defaultTerrain: 'clear' });
    const at = (col: number, row: number) => doc.hexes.find((h) => h.col === col && h.row === row);
    expect(at(0, 0)).toEqual({ col: 0, row: 0, terrain: 'ocean', elevation: 0 }); // property terrain = Ocean (a name)
    expect(at(2, 5)).toMatchObject({ terrain: 'beach' }); // type Beach
    expect(at(5, 4)).toMatchObject({ terrain: 'kunai', elevation: 1 }); // properties terrain and elevation
    expect(at(11, 9)).toMatchObject({ terrain: 'jungle' }); // type jungle (an id)
    expect(at(9, 8)).toBeUndefined(); // "rocks" names nothing: default terrain
    expect(report.unmapped).toEqual([{ key: 'atoll-sample#4', count: 2 }]);
    const objectives = doc.features.filter((f) => f.type === 'objective').map((f) => [f.hex, f.props.vp]);
    expect(objectives).toEqual(expect.arrayContaining([[{ col: 6, row: 4 }, 3], [{ col: 10, row: 1 }, 3], [{ col: 8, row: 6 }, 5]]));
    expect(objectives).toHaveLength(3);
  });

  it('turns objects into labels, zones, hexsides and paths', () => {
    const doc = reference.document;
    const labels = doc.features.filter((f) => f.type === 'label').map((f) => [f.props.text, f.hex]);
    expect(labels).toEqual(expect.arrayContaining([['Palm Point', { col: 3, row: 2 }], ['Anchorage', { col: 0, row: 8 }]]));
    const setup = doc.zones.find((z) => z.name === 'Allied set-up');
    expect(setup?.purpose).toBe('setup');
    // A box from the centre of (0,6) to the centre of (3,9): even columns sit half a hex lower.
    const expected = [0, 1, 2, 3].flatMap((col) => (col % 2 === 0 ? [6, 7, 8] : [7, 8, 9]).map((row) => ({ col, row })));
    expect(setup?.hexes).toEqual(expect.arrayContaining(expected));
    expect(setup?.hexes).toHaveLength(expected.length);
    expect(doc.zones.find((z) => z.name === 'Ridge')).toMatchObject({ purpose: 'victory' });
    const geom = { orientation: 'flat', stagger: 'even' } as const;
    const river = [0, 1, 2, 3, 4].flatMap((row) => [hexsideKey(geom, { col: 6, row }, 5), hexsideKey(geom, { col: 6, row }, 4)]);
    expect(doc.hexsides.map((h) => h.id).sort()).toEqual(river.sort());
    expect(doc.hexsides.every((h) => h.type === 'river')).toBe(true);
    expect(doc.paths).toHaveLength(6);
    expect(doc.paths.every((p) => p.type === 'road')).toBe(true);
  });

  it('refuses the zstd map with what to do instead', () => {
    expect(() => importFixture('palm-point-zstd.tmx')).toThrow(InteropError);
    expect(() => importFixture('palm-point-zstd.tmx')).toThrow(/compressed with zstd, which Atoll cannot read; in Tiled choose Map ▸ Map Properties ▸ Tile Layer Format/);
  });
});
