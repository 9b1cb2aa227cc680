import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nodeTiledCodec } from '../../../src-main/services/interop/tiled-codec';
import { InteropError } from '../errors';
import { readTiledMap } from './read-map';
import { stripFlags } from './model';

const fixtures = path.resolve(__dirname, '../../../tests/fixtures/tiled');
const fixture = (name: string) => ({ path: name, text: readFileSync(path.join(fixtures, name), 'utf8') });
const none = () => null;
const read = (text: string, resolve = none) => readTiledMap({ path: 'map.tmx', text }, resolve, nodeTiledCodec);
const reason = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    if (e instanceof InteropError) return e.message;
    throw e;
  }
  throw new Error('no error');
};

describe('reading Tiled maps', () => {
  it('reads the hexagonal example Tiled ships (pointy rows, odd stagger, base64 + zlib)', () => {
    const map = readTiledMap(fixture('hexagonal-mini.tmx'), none, nodeTiledCodec);
    expect(map.orientation).toBe('hexagonal');
    expect(map.grid).toEqual({ tileWidth: 14, tileHeight: 12, hexSideLength: 6, staggerAxis: 'y', staggerIndex: 'odd' });
    expect([map.width, map.height, map.infinite]).toEqual([20, 20, false]);
    expect(map.tilesets).toHaveLength(1);
    expect(map.tilesets[0]).toMatchObject({ name: 'hex mini', firstGid: 1, tileWidth: 18, tileHeight: 18, image: { source: 'hexmini.png', width: 106, height: 72 } });
    const layer = map.layers[0];
    expect(layer.kind === 'tiles' && layer.chunks[0].gids.length).toBe(400);
    if (layer.kind !== 'tiles') return;
    // The first row as Tiled shows it.
    expect([...layer.chunks[0].gids.slice(0, 8)]).toEqual([15, 15, 15, 5, 16, 17, 17, 13]);
  });

  it.each([
    ['orthogonal', 'an orthogonal (square tiles) map'],
    ['isometric', 'an isometric map'],
    ['staggered', 'an isometric (staggered) map'],
  ])('refuses %s maps with the reason', (orientation, words) => {
    const text = `<map orientation="${orientation}" width="2" height="2" tilewidth="32" tileheight="32"><layer name="a" width="2" height="2"><data encoding="csv">1,1,1,1</data></layer></map>`;
    expect(reason(() => read(text))).toBe(`map.tmx is ${words}; Atoll imports hexagonal Tiled maps only (Tiled: Map ▸ Map Properties ▸ Orientation: Hexagonal)`);
  });

  it('strips flip and rotation flags', () => {
    expect(stripFlags(0x80000001)).toBe(1);
    expect(stripFlags(0x10000002)).toBe(2);
    expect(stripFlags(0xf0000003)).toBe(3);
  });
});
