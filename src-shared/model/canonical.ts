import { COLLECTION_NAMES } from './collections';
import type { ScenarioDocument } from './document';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The document with every collection in id order and hexes in row-major order: content, not history, decides order. */
export function normaliseDocument(doc: ScenarioDocument): ScenarioDocument {
  const out = { ...doc } as ScenarioDocument;
  for (const name of COLLECTION_NAMES) (out[name] as { id: string }[]) = [...doc[name]].sort(byId);
  out.hexes = [...doc.hexes].sort((a, b) => a.row - b.row || a.col - b.col);
  return out;
}

function isFlat(value: Json): boolean {
  if (value === null || typeof value !== 'object') return true;
  if (Array.isArray(value)) return value.length === 0;
  return Object.values(value).every((v) => v === null || typeof v !== 'object' || (Array.isArray(v) && v.length === 0));
}

function write(value: Json, indent: string, inline: boolean): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const inner = indent + '  ';
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    if (value.every((v) => v === null || typeof v !== 'object')) return `[${value.map((v) => JSON.stringify(v)).join(', ')}]`;
    return `[\n${value.map((v) => inner + write(v, inner, true)).join(',\n')}\n${indent}]`;
  }
  const keys = Object.keys(value).filter((k) => value[k] !== undefined).sort();
  if (keys.length === 0) return '{}';
  // Small flat records inside arrays (a hex, a hexside) stay on one line so a file diffs line by line.
  if (inline && isFlat(value)) return `{ ${keys.map((k) => `${JSON.stringify(k)}: ${write(value[k], inner, true)}`).join(', ')} }`;
  return `{\n${keys.map((k) => `${inner}${JSON.stringify(k)}: ${write(value[k], inner, false)}`).join(',\n')}\n${indent}}`;
}

/** Canonical JSON: sorted keys, fixed layout, one trailing newline. Identical content gives identical bytes. */
export function canonicalJson(value: unknown): string {
  return write(JSON.parse(JSON.stringify(value)) as Json, '', false) + '\n';
}

export function documentToJson(doc: ScenarioDocument): string {
  return canonicalJson(normaliseDocument(doc));
}
