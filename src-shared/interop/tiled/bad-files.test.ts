import { deflateSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nodeTiledCodec } from '../../../src-main/services/interop/tiled-codec';
import { InteropError } from '../errors';
import { emptyMapping } from './mapping';
import { readTiledMap } from './read-map';
import { tiledToDocument } from './to-document';
import type { TiledFile } from './read-common';

const HEAD = 'orientation="hexagonal" width="2" height="2" tilewidth="14" tileheight="12" hexsidelength="6" staggeraxis="y" staggerindex="odd"';
const TILESET = '<tileset firstgid="1" name="t" tilewidth="14" tileheight="12"><tile id="0" type="jungle"/></tileset>';
const tmx = (body: string, head = HEAD) => `<?xml version="1.0" encoding="UTF-8"?>\n<map ${head}>${TILESET}${body}</map>`;
const layer = (data: string, w = 2, h = 2) => `<layer name="L" width="${w}" height="${h}">${data}</layer>`;

function reason(text: string, files: TiledFile[] = [], name = 'map.tmx'): string {
  try {
    const map = readTiledMap({ path: name, text }, (p) => files.find((f) => f.path === p) ?? null, nodeTiledCodec);
    tiledToDocument(map, name, emptyMapping(), 't');
  } catch (e) {
    if (e instanceof InteropError) return e.message;
    throw e;
  }
  throw new Error('imported');
}

describe('bad Tiled files get a one-line reason', () => {
  it('not XML or JSON', () => {
    expect(reason('hello')).toBe('map.tmx is not a Tiled map: it is neither XML (.tmx) nor JSON (.tmj)');
    expect(reason('<map><layer></map>')).toMatch(/^map\.tmx is not well-formed XML \(.*layer.*\)$/);
    expect(reason('{"orientation": "hexagonal", ')).toMatch(/^map\.tmx is not valid JSON/);
    expect(reason('<tileset name="t"/>')).toBe('map.tmx is a Tiled tileset, not a map; choose the map (.tmx) that uses it');
    expect(reason('<svg/>')).toBe('map.tmx is not a Tiled map (its root element is <svg>)');
  });

  it('an XML bomb (billion laughs) is refused without expanding anything', () => {
    const lol = Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`).join('\n');
    const bomb = `<?xml version="1.0"?>\n<!DOCTYPE map [\n<!ENTITY lol0 "lol">\n${lol}\n]>\n<map ${HEAD}><properties><property name="p" value="&lol9;"/></properties></map>`;
    expect(reason(bomb)).toBe('map.tmx declares XML entities (<!ENTITY>), which Atoll never expands; it is refused');
  });

  it('external entities are never read', () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE map [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><map ${HEAD} name="&xxe;"/>`;
    expect(reason(xxe)).toBe('map.tmx declares XML entities (<!ENTITY>), which Atoll never expands; it is refused');
    // An entity the document type does not declare (an external DTD would) is not looked up either.
    const undeclared = `<?xml version="1.0"?><!DOCTYPE map SYSTEM "http://mapeditor.org/dtd/1.0/map.dtd"><map ${HEAD}><properties><property name="p" value="&secret;"/></properties></map>`;
    expect(reason(undeclared)).toMatch(/^map\.tmx refers to an XML entity Atoll does not know \(&secret;\); entities are never expanded$/);
  });

  it('the old Tiled document type line is fine', () => {
    const old = `<?xml version="1.0"?><!DOCTYPE map SYSTEM "http://mapeditor.org/dtd/1.0/map.dtd">\n<map ${HEAD}>${TILESET}${layer('<data encoding="csv">1,1,1,1</data>')}</map>`;
    const map = readTiledMap({ path: 'old.tmx', text: old }, () => null, nodeTiledCodec);
    expect(tiledToDocument(map, 'old.tmx', emptyMapping(), 'x').document.hexes).toHaveLength(4);
  });

  it('missing external tilesets are all named, and listed for the app to ask for', () => {
    const text = `<map ${HEAD}><tileset firstgid="1" source="ground.tsx"/><tileset firstgid="9" source="../shared/marks.tsx"/></map>`;
    try {
      readTiledMap({ path: 'map.tmx', text }, () => null, nodeTiledCodec);
      throw new Error('read');
    } catch (e) {
      expect(e).toBeInstanceOf(InteropError);
      expect((e as InteropError).message).toBe('map.tmx uses the tilesets ground.tsx, ../shared/marks.tsx, which were not found; add them beside the map');
      expect((e as InteropError).missing).toEqual(['ground.tsx', '../shared/marks.tsx']);
    }
  });

  it('a map larger than Atoll holds is refused before its layers are read', () => {
    const huge = tmx(layer('<data encoding="base64" compression="zlib">eJwDAAAAAAE=</data>', 1000, 800), HEAD.replace('width="2" height="2"', 'width="1000" height="800"'));
    expect(reason(huge)).toBe('map.tmx is 1000 × 800 hexes; Atoll maps are at most 500 × 500');
    const json = JSON.stringify({ orientation: 'hexagonal', width: 501, height: 2, tilewidth: 14, tileheight: 12, layers: [], tilesets: [] });
    expect(reason(json, [], 'map.tmj')).toBe('map.tmj is 501 × 2 hexes; Atoll maps are at most 500 × 500');
  });

  it('an infinite map whose tiles spread too far is refused', () => {
    const chunk = (x: number) => `<chunk x="${x}" y="0" width="1" height="1">1</chunk>`;
    const text = tmx(`<layer name="L" width="1" height="1"><data encoding="csv">${chunk(-400)}${chunk(400)}</data></layer>`, HEAD + ' infinite="1"');
    expect(reason(text)).toBe('map.tmx: its tiles cover 801 × 1 hexes; Atoll maps are at most 500 × 500');
  });

  it('a compression bomb stops at the layer size', () => {
    const bomb = deflateSync(Buffer.alloc(16 * 1024 * 1024)).toString('base64');
    expect(bomb.length).toBeLessThan(50_000);
    expect(reason(tmx(layer(`<data encoding="base64" compression="zlib">${bomb}</data>`)))).toMatch(/^map\.tmx › layer "L": the zlib data is damaged or larger than the layer/);
  });

  it('data that does not fit the layer', () => {
    expect(reason(tmx(layer('<data encoding="csv">1,1,1</data>')))).toBe('map.tmx › layer "L": the CSV data holds 3 cells; the layer has 4');
    expect(reason(tmx(layer('<data encoding="csv">1,x,1,1</data>')))).toBe('map.tmx › layer "L": the CSV data has "x" in it, which is not a tile number');
    expect(reason(tmx(layer('<data encoding="base64">%%%%</data>')))).toBe('map.tmx › layer "L": the data is not valid base64');
    expect(reason(tmx(layer('<data encoding="base64">AAAA</data>')))).toBe('map.tmx › layer "L": the data holds 0 cells; the layer has 4');
    expect(reason(tmx(layer('<data encoding="base64" compression="lzma">AAAA</data>')))).toBe('map.tmx › layer "L": the compression "lzma" is not one Tiled writes (zlib, gzip or zstd)');
    expect(reason(tmx(layer('<data encoding="csv">1,1,1,99999999999</data>')))).toBe('map.tmx › layer "L": a tile number in the CSV data is too large');
  });

  it('JSON maps of the wrong shape name the field', () => {
    const base = { orientation: 'hexagonal', width: 2, height: 2, tilewidth: 14, tileheight: 12, hexsidelength: 6, staggeraxis: 'y', staggerindex: 'odd', tilesets: [] };
    expect(reason(JSON.stringify({ ...base, layers: [{ type: 'tilelayer', name: 'L', width: 2, height: 2, data: [1, 1, 'x', 1] }] }), [], 'map.tmj')).toBe(
      'map.tmj › layer "L": cell 2 is not a tile number',
    );
    expect(reason(JSON.stringify({ ...base, staggeraxis: 'z', layers: [] }), [], 'map.tmj')).toMatch(/^map\.tmj staggeraxis: /);
    expect(reason(JSON.stringify({ ...base, layers: 'none' }), [], 'map.tmj')).toMatch(/^map\.tmj layers: /);
  });

  it('nesting deeper than any Tiled file is refused, not recursed', () => {
    const deep = `<map ${HEAD}>${'<group>'.repeat(100)}${'</group>'.repeat(100)}</map>`;
    expect(reason(deep)).toBe('map.tmx nests its XML elements more than 40 deep');
    let layers: unknown = [];
    for (let i = 0; i < 40; i++) layers = [{ type: 'group', name: 'g', layers }];
    const json = JSON.stringify({ orientation: 'hexagonal', width: 2, height: 2, tilewidth: 14, tileheight: 12, layers, tilesets: [] });
    expect(reason(json, [], 'map.tmj')).toBe('map.tmj: groups nested more than 16 deep');
  });

  it('reads class attributes (Tiled 1.9 and later) like types', () => {
    const file = path.resolve(__dirname, '../../../tests/fixtures/tiled/class-attribute-1.9.tmx');
    const map = readTiledMap({ path: 'c.tmx', text: readFileSync(file, 'utf8') }, () => null, nodeTiledCodec);
    const { document: doc } = tiledToDocument(map, 'c.tmx', emptyMapping(), 'c');
    expect(doc.map).toMatchObject({ orientation: 'pointy', stagger: 'odd', cols: 4, rows: 3 });
    expect(doc.hexes.filter((h) => h.terrain === 'palms')).toHaveLength(7);
    expect(doc.hexes.filter((h) => h.terrain === 'airstrip')).toHaveLength(4);
    expect(doc.features.map((f) => [f.type, f.hex])).toEqual(
      expect.arrayContaining([['cave', { col: 3, row: 2 }], ['commandPost', { col: 1, row: 1 }], ['trench', { col: 0, row: 0 }]]),
    );
  });
});
