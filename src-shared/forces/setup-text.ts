import { hexLabel, parseHexLabel, type MapSize, type Numbering, type OffsetHex } from '../hex';
import { FEATURE_NAMES, FEATURE_TYPES, IdSchema, MAP_EDGES, type Area, type FeatureType, type MapEdge, type Setup } from '../model';

/** What setup text needs from the project: zones by name, the map's hex numbering and size. */
export type SetupTextContext = {
  zones: readonly { id: string; name: string }[];
  numbering: Numbering;
  map: MapSize;
  /** The ruleset's catalogs, so that descriptions name terrain and hexsides as people know them. */
  catalog?: NameCatalog;
};

/** The catalogs whose names a description uses instead of ids. */
export type NameCatalog = { terrain: readonly { id: string; name: string }[]; hexsides: readonly { id: string; name: string }[] };

/** What a matching area matches, named from the catalogs, lower case for a sentence: "jungle path", "command post". */
export function matchingNames(area: Extract<Area, { kind: 'matching' }>, catalog: NameCatalog | undefined): string[] {
  const named = (list: readonly { id: string; name: string }[] | undefined, id: string) => (list?.find((x) => x.id === id)?.name ?? id).toLowerCase();
  return [
    ...area.terrain.map((id) => named(catalog?.terrain, id)),
    ...area.hexsides.map((id) => `${named(catalog?.hexsides, id)} hexside`),
    ...area.features.map((type) => FEATURE_NAMES[type].toLowerCase()),
  ];
}

/**
 * A unit's set-up as one line of text, and back:
 *   none · reinforcement · rule:<text> · anywhere · zone:<name> · hexes:0405 0406 ·
 *   edge:north · edge:west 3-9 · matching:terrain=jungle,beach;hexsides=river;features=cave;adjacent
 * Hexes are written with the map's labels; a hex without a label is written [col,row] (0-based).
 * Edge positions use the printed column (north/south) or row (east/west) numbers.
 */
export function formatSetup(setup: Setup, ctx: SetupTextContext): string {
  switch (setup.kind) {
    case 'none':
    case 'reinforcement':
      return setup.kind;
    case 'rule':
      return `rule:${setup.text}`;
    case 'area':
      return formatArea(setup.area, ctx);
  }
}

function formatArea(area: Area, ctx: SetupTextContext): string {
  switch (area.kind) {
    case 'anywhere':
      return 'anywhere';
    case 'zone':
      return `zone:${zoneText(area.zoneId, ctx)}`;
    case 'hexes':
      return `hexes:${area.hexes.map((h) => hexText(h, ctx.numbering)).join(' ')}`;
    case 'edge': {
      const first = edgeFirst(area.edge, ctx.numbering);
      if (area.from === undefined && area.to === undefined) return `edge:${area.edge}`;
      const from = area.from ?? 0;
      const to = area.to ?? edgeLength(area.edge, ctx.map) - 1;
      return `edge:${area.edge} ${from + first}-${to + first}`;
    }
    case 'matching': {
      const parts: string[] = [];
      if (area.terrain.length) parts.push(`terrain=${area.terrain.join(',')}`);
      if (area.hexsides.length) parts.push(`hexsides=${area.hexsides.join(',')}`);
      if (area.features.length) parts.push(`features=${area.features.join(',')}`);
      if (area.adjacent) parts.push('adjacent');
      return `matching:${parts.join(';')}`;
    }
  }
}

/** A zone by its name when that is unique, otherwise by its id. */
function zoneText(zoneId: string, ctx: SetupTextContext): string {
  const zone = ctx.zones.find((z) => z.id === zoneId);
  if (!zone || !zone.name.trim()) return zoneId;
  const sameName = ctx.zones.filter((z) => z.name.trim().toLowerCase() === zone.name.trim().toLowerCase());
  return sameName.length === 1 ? zone.name.trim() : zoneId;
}

function hexText(hex: OffsetHex, numbering: Numbering): string {
  return hexLabel(numbering, hex) ?? `[${hex.col},${hex.row}]`;
}

const edgeFirst = (edge: MapEdge, n: Numbering) => (edge === 'north' || edge === 'south' ? n.firstCol : n.firstRow);
const edgeLength = (edge: MapEdge, map: MapSize) => (edge === 'north' || edge === 'south' ? map.cols : map.rows);

export type SetupParse = { ok: true; setup: Setup } | { ok: false; error: string };

export function parseSetup(input: string, ctx: SetupTextContext): SetupParse {
  const text = input.trim();
  const colon = text.indexOf(':');
  const keyword = (colon === -1 ? text : text.slice(0, colon)).trim().toLowerCase();
  const rest = colon === -1 ? '' : text.slice(colon + 1).trim();
  const ok = (setup: Setup): SetupParse => ({ ok: true, setup });
  const area = (a: Area): SetupParse => ok({ kind: 'area', area: a });
  switch (keyword) {
    case '':
    case 'none':
      return ok({ kind: 'none' });
    case 'reinforcement':
      return ok({ kind: 'reinforcement' });
    case 'rule':
      return rest ? ok({ kind: 'rule', text: rest }) : fail('rule: needs the rule text');
    case 'anywhere':
      return area({ kind: 'anywhere' });
    case 'zone':
      return parseZone(rest, ctx);
    case 'hexes': {
      const hexes = parseHexList(rest, ctx);
      return typeof hexes === 'string' ? fail(hexes) : area({ kind: 'hexes', hexes });
    }
    case 'edge':
      return parseEdge(rest, ctx);
    case 'matching':
      return parseMatching(rest);
    default:
      return fail(`setup "${input.trim()}" is not one of none, reinforcement, rule:…, anywhere, zone:…, hexes:…, edge:…, matching:…`);
  }
}

const fail = (error: string): SetupParse => ({ ok: false, error });

function parseZone(name: string, ctx: SetupTextContext): SetupParse {
  if (!name) return fail('zone: needs a zone name');
  const byName = ctx.zones.filter((z) => z.name.trim().toLowerCase() === name.toLowerCase());
  if (byName.length > 1) return fail(`zone name "${name}" is used by ${byName.length} zones; write the zone id instead`);
  const zone = byName[0] ?? ctx.zones.find((z) => z.id === name);
  return zone ? { ok: true, setup: { kind: 'area', area: { kind: 'zone', zoneId: zone.id } } } : fail(`unknown zone "${name}"`);
}

function parseHexList(text: string, ctx: SetupTextContext): OffsetHex[] | string {
  const tokens = text.match(/\[[^\]]*\]|[^\s,;]+/g) ?? [];
  if (tokens.length === 0) return 'hexes: needs at least one hex';
  if (tokens.length > 10_000) return 'hexes: at most 10000 hexes';
  const hexes: OffsetHex[] = [];
  for (const token of tokens) {
    const raw = /^\[\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\]$/.exec(token);
    const hex = raw ? { col: Number(raw[1]), row: Number(raw[2]) } : parseHexLabel(ctx.numbering, token);
    if (!hex) return `"${token}" is not a hex label on this map`;
    if (hex.col < 0 || hex.row < 0 || hex.col >= ctx.map.cols || hex.row >= ctx.map.rows) return `hex ${token} is off the map`;
    hexes.push(hex);
  }
  return hexes;
}

function parseEdge(text: string, ctx: SetupTextContext): SetupParse {
  const match = /^([a-z]+)(?:\s+(\d{1,4})\s*-\s*(\d{1,4}))?$/i.exec(text);
  const edge = match?.[1].toLowerCase() as MapEdge | undefined;
  if (!match || !edge || !MAP_EDGES.includes(edge)) return fail(`edge: write north, east, south or west, optionally with a range such as "edge:west 3-9"`);
  if (match[2] === undefined) return { ok: true, setup: { kind: 'area', area: { kind: 'edge', edge } } };
  const first = edgeFirst(edge, ctx.numbering);
  const from = Number(match[2]) - first;
  const to = Number(match[3]) - first;
  const length = edgeLength(edge, ctx.map);
  if (from < 0 || to < from || to >= length) return fail(`edge range ${match[2]}-${match[3]} is not on the ${edge} edge`);
  return { ok: true, setup: { kind: 'area', area: { kind: 'edge', edge, from, to } } };
}

function parseMatching(text: string): SetupParse {
  const area = { kind: 'matching' as const, terrain: [] as string[], hexsides: [] as string[], features: [] as FeatureType[], adjacent: false };
  for (const part of text.split(';').map((p) => p.trim()).filter(Boolean)) {
    if (part.toLowerCase() === 'adjacent') {
      area.adjacent = true;
      continue;
    }
    const eq = part.indexOf('=');
    const key = eq === -1 ? '' : part.slice(0, eq).trim().toLowerCase();
    const values = part.slice(eq + 1).split(/[\s,]+/).filter(Boolean);
    if (values.length > 50) return fail(`matching: at most 50 ${key}`);
    const bad = values.find((v) => !IdSchema.safeParse(v).success);
    if (bad !== undefined) return fail(`matching: "${bad}" is not an id`);
    if (key === 'terrain') area.terrain = values;
    else if (key === 'hexsides') area.hexsides = values;
    else if (key === 'features') {
      const unknown = values.find((v) => !(FEATURE_TYPES as readonly string[]).includes(v));
      if (unknown !== undefined) return fail(`matching: unknown feature type "${unknown}"`);
      area.features = values as FeatureType[];
    } else return fail(`matching: "${part}" is not terrain=…, hexsides=…, features=… or adjacent`);
  }
  if (!area.terrain.length && !area.hexsides.length && !area.features.length) return fail('matching: needs terrain=…, hexsides=… or features=…');
  return { ok: true, setup: { kind: 'area', area } };
}

/** A short summary for people (the grid's setup column); not meant to be parsed back. */
export function describeSetup(setup: Setup, ctx: SetupTextContext): string {
  switch (setup.kind) {
    case 'none':
      return 'not set';
    case 'reinforcement':
      return 'Reinforcement';
    case 'rule':
      return `Rule: ${setup.text}`;
    case 'area': {
      const a = setup.area;
      if (a.kind === 'anywhere') return 'Anywhere';
      if (a.kind === 'zone') return `Zone ${ctx.zones.find((z) => z.id === a.zoneId)?.name || a.zoneId}`;
      if (a.kind === 'hexes') {
        const shown = a.hexes.slice(0, 4).map((h) => hexText(h, ctx.numbering)).join(' ');
        return a.hexes.length > 4 ? `Hexes ${shown} +${a.hexes.length - 4}` : `Hexes ${shown}`;
      }
      if (a.kind === 'edge') return `${a.edge[0].toUpperCase()}${a.edge.slice(1)} edge${formatArea(a, ctx).replace(/^edge:\w+/, '')}`;
      const what = matchingNames(a, ctx.catalog).join(', ');
      return `${a.adjacent ? 'On or next to' : 'Any'} ${what}`;
    }
  }
}
