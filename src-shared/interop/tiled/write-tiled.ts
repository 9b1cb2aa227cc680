import type { ExportMap, ExportObject } from './export-model';
import type { TiledPropertyValue } from './model';

/** Written as Tiled 1.8 writes its maps, so that Tiled 1.8 and later open them. */
const FORMAT_VERSION = '1.8';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/\n/g, '&#10;');

function propertyType(value: TiledPropertyValue): 'bool' | 'int' | 'float' | 'string' {
  if (typeof value === 'boolean') return 'bool';
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'float';
  return 'string';
}

function xmlProperties(props: Record<string, TiledPropertyValue>, indent: string): string {
  const entries = Object.entries(props).sort(([a], [b]) => a.localeCompare(b));
  if (entries.length === 0) return '';
  const lines = entries.map(([name, value]) => {
    const type = propertyType(value);
    return `${indent} <property name="${escapeXml(name)}"${type === 'string' ? '' : ` type="${type}"`} value="${escapeXml(String(value))}"/>`;
  });
  return `${indent}<properties>\n${lines.join('\n')}\n${indent}</properties>\n`;
}

function xmlObject(o: ExportObject): string {
  const head = `  <object id="${o.id}"${o.name ? ` name="${escapeXml(o.name)}"` : ''} type="${escapeXml(o.type)}" x="${o.x}" y="${o.y}">\n`;
  const shape = o.polyline ? `   <polyline points="${o.polyline.map((p) => `${p.x},${p.y}`).join(' ')}"/>\n` : '   <point/>\n';
  return `${head}${xmlProperties(o.properties, '   ')}${shape}  </object>\n`;
}

/** The map as TMX: tilesets embedded (their images beside the map), tile layers as CSV. */
export function writeTmx(m: ExportMap): string {
  const g = m.grid;
  let out = `<?xml version="1.0" encoding="UTF-8"?>\n`;
  out += `<map version="${FORMAT_VERSION}" orientation="hexagonal" renderorder="right-down" width="${m.width}" height="${m.height}" tilewidth="${g.tileWidth}" tileheight="${g.tileHeight}" infinite="0" hexsidelength="${g.hexSideLength}" staggeraxis="${g.staggerAxis}" staggerindex="${g.staggerIndex}" nextlayerid="${m.nextLayerId}" nextobjectid="${m.nextObjectId}">\n`;
  out += xmlProperties(m.properties, ' ');
  for (const t of m.tilesets) {
    out += ` <tileset firstgid="${t.firstGid}" name="${escapeXml(t.name)}" tilewidth="${g.tileWidth}" tileheight="${g.tileHeight}" tilecount="${t.tiles.length}" columns="${t.columns}">\n`;
    out += `  <image source="${escapeXml(t.image)}" width="${t.imageWidth}" height="${t.imageHeight}"/>\n`;
    for (const tile of t.tiles) out += `  <tile id="${tile.id}" type="${escapeXml(tile.type)}">\n${xmlProperties(tile.properties, '   ')}  </tile>\n`;
    out += ' </tileset>\n';
  }
  for (const layer of m.tileLayers) {
    const rows: string[] = [];
    for (let r = 0; r < m.height; r++) rows.push(layer.gids.slice(r * m.width, (r + 1) * m.width).join(','));
    out += ` <layer id="${layer.id}" name="${escapeXml(layer.name)}" width="${m.width}" height="${m.height}">\n  <data encoding="csv">\n${rows.join(',\n')}\n</data>\n </layer>\n`;
  }
  for (const layer of m.objectLayers) out += ` <objectgroup id="${layer.id}" name="${escapeXml(layer.name)}">\n${layer.objects.map(xmlObject).join('')} </objectgroup>\n`;
  return `${out}</map>\n`;
}

const jsonProperties = (props: Record<string, TiledPropertyValue>) =>
  Object.entries(props)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => ({ name, type: propertyType(value), value }));

/** The map as Tiled's JSON format (.tmj), with the same content as the TMX. */
export function writeTmj(m: ExportMap): string {
  const g = m.grid;
  const withProps = <T extends object>(o: T, props: Record<string, TiledPropertyValue>) => (Object.keys(props).length ? { ...o, properties: jsonProperties(props) } : o);
  const json = {
    compressionlevel: -1,
    width: m.width,
    height: m.height,
    hexsidelength: g.hexSideLength,
    infinite: false,
    layers: [
      ...m.tileLayers.map((l) => ({ data: l.gids, height: m.height, id: l.id, name: l.name, opacity: 1, type: 'tilelayer', visible: true, width: m.width, x: 0, y: 0 })),
      ...m.objectLayers.map((l) => ({
        draworder: 'topdown', id: l.id, name: l.name, opacity: 1, type: 'objectgroup', visible: true, x: 0, y: 0,
        objects: l.objects.map((o) =>
          withProps({ id: o.id, name: o.name, type: o.type, x: o.x, y: o.y, width: 0, height: 0, rotation: 0, visible: true, ...(o.polyline ? { polyline: o.polyline } : { point: true }) }, o.properties),
        ),
      })),
    ],
    nextlayerid: m.nextLayerId,
    nextobjectid: m.nextObjectId,
    orientation: 'hexagonal',
    properties: jsonProperties(m.properties),
    renderorder: 'right-down',
    staggeraxis: g.staggerAxis,
    staggerindex: g.staggerIndex,
    tileheight: g.tileHeight,
    tilewidth: g.tileWidth,
    tilesets: m.tilesets.map((t) => ({
      columns: t.columns, firstgid: t.firstGid, image: t.image, imageheight: t.imageHeight, imagewidth: t.imageWidth, margin: 0, name: t.name, spacing: 0,
      tilecount: t.tiles.length, tileheight: g.tileHeight, tilewidth: g.tileWidth,
      tiles: t.tiles.map((tile) => withProps({ id: tile.id, type: tile.type }, tile.properties)),
    })),
    type: 'map',
    version: FORMAT_VERSION,
  };
  return `${JSON.stringify(json, null, 1)}\n`;
}
