/**
 * Reads, from VASSAL's own source, the buildFile attribute names of every component Atoll's module export writes, and
 * writes them to tests/fixtures/vassal/buildfile-schema.json, which the export's tests check the module against:
 *
 *   npx tsx scripts/vassal-schema.ts <vassal git dir> [commit or tag ...]
 *
 * (a bare clone of https://github.com/vassalengine/vassal works). A component's XML element is its class name;
 * VASSAL's Builder gives each attribute named by the class's getAttributeNames() to setAttribute(), so those are the
 * names a buildFile may use. The constants the method lists are resolved in the class, its superclasses and the classes
 * they name; anything the script cannot resolve stops it.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { VASSAL_CLASSES } from '../src-main/services/interop/vassal/build-file';

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../tests/fixtures/vassal/buildfile-schema.json');
const [gitDir, ...refs] = process.argv.slice(2);
if (!gitDir) throw new Error('usage: npx tsx scripts/vassal-schema.ts <vassal git dir> [commit or tag ...]');
const git = (...args: string[]) => execFileSync('git', ['--git-dir', gitDir, ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] });
let commit = '';
const ROOT = 'vassal-app/src/main/java/';

/** Java source without its comments, string and character literals left whole. */
function withoutComments(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < text.length && text[j] !== c) j += text[j] === '\\' ? 2 : 1;
      out += text.slice(i, j + 1);
      i = j;
    } else if (c === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i++;
      out += '\n';
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? text.length : end + 1;
    } else out += c;
  }
  return out;
}

let sources = new Map<string, string | null>();
function source(fqn: string): string | null {
  if (!sources.has(fqn)) {
    try {
      // Comments out (they mention other classes), string literals kept.
      const text = git('show', `${commit}:${ROOT}${fqn.replace(/\./g, '/')}.java`);
      sources.set(fqn, withoutComments(text));
    } catch {
      sources.set(fqn, null);
    }
  }
  return sources.get(fqn)!;
}

/** A simple class name as `fqn`'s file sees it: imported, in the same package, or in java.lang (absent here). */
function resolveClass(from: string, simple: string): string | null {
  const text = source(from)!;
  const imported = new RegExp(`^import\\s+([\\w.]+\\.${simple});`, 'm').exec(text);
  if (imported) return imported[1];
  const pkg = from.slice(0, from.lastIndexOf('.'));
  if (source(`${pkg}.${simple}`)) return `${pkg}.${simple}`;
  const wild = [...text.matchAll(/^import\s+([\w.]+)\.\*;/gm)].map((m) => `${m[1]}.${simple}`).find((c) => source(c));
  return wild ?? null;
}

const simpleName = (fqn: string) => fqn.slice(fqn.lastIndexOf('.') + 1);

function superclass(fqn: string): string | null {
  const m = new RegExp(`\\bclass\\s+${simpleName(fqn)}(?:<[^>]*>)?\\s+extends\\s+([\\w.]+)`).exec(source(fqn)!);
  return m ? (m[1].includes('.') ? m[1] : resolveClass(fqn, m[1])) : null;
}

function interfaces(fqn: string): string[] {
  const m = new RegExp(`\\bclass\\s+${simpleName(fqn)}[^{]*?implements\\s+([^{]+)\\{`).exec(source(fqn)!);
  if (!m) return [];
  return m[1].split(',').map((s) => s.trim().replace(/<.*$/, '')).flatMap((s) => resolveClass(fqn, s) ?? []);
}

function constant(fqn: string, name: string, seen = new Set<string>()): string | null {
  if (seen.has(fqn)) return null;
  seen.add(fqn);
  const text = source(fqn);
  if (!text) return null;
  const m = new RegExp(`\\bString\\s+${name}\\s*=\\s*"([^"]*)"`).exec(text);
  if (m) return m[1];
  const alias = new RegExp(`\\bString\\s+${name}\\s*=\\s*([\\w.]+)\\s*;`).exec(text);
  if (alias) return reference(fqn, alias[1]);
  for (const parent of [superclass(fqn), ...interfaces(fqn)]) {
    if (!parent) continue;
    const found = constant(parent, name, seen);
    if (found !== null) return found;
  }
  return null;
}

function reference(fqn: string, ref: string): string | null {
  const parts = ref.split('.');
  if (parts.length === 1) return constant(fqn, ref);
  const owner = resolveClass(fqn, parts[parts.length - 2]);
  return owner ? constant(owner, parts[parts.length - 1]) : null;
}

function methodBody(text: string, signature: RegExp): string | null {
  const m = signature.exec(text);
  if (!m) return null;
  let depth = 0;
  for (let i = text.indexOf('{', m.index); i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return text.slice(text.indexOf('{', m.index) + 1, i);
  }
  return null;
}

/** A field that holds an attribute name (AbstractToolbarItem's nameKey and the like): what the leaf class sets it to
 *  with setNameKey(...), else its initial value. */
function keyField(fqn: string, leaf: string, field: string): string | null {
  const setter = `set${field[0].toUpperCase()}${field.slice(1)}`;
  for (let at: string | null = leaf; at; at = superclass(at)) {
    const call = new RegExp(`\\b${setter}\\(\\s*([\\w.]+)\\s*\\)`).exec(source(at) ?? '');
    if (call && at !== fqn) return call[1].startsWith('"') ? call[1].slice(1, -1) : reference(at, call[1]);
    if (at === fqn) break;
  }
  const init = new RegExp(`\\bString\\s+${field}\\s*=\\s*([\\w.]+)\\s*;`).exec(source(fqn) ?? '');
  return init ? reference(fqn, init[1]) : null;
}

function attributeNames(fqn: string, depth = 0, leaf = fqn): string[] {
  if (depth > 12) throw new Error(`${fqn}: superclass chain too deep`);
  const text = source(fqn);
  // Outside VASSAL (a Swing class): no buildFile attributes come from there.
  if (!text) {
    if (fqn.startsWith('VASSAL.')) throw new Error(`${fqn}: no source at ${commit}`);
    return [];
  }
  const body = methodBody(text, /public\s+String\[\]\s+getAttributeNames\s*\(\s*\)/);
  if (body === null) {
    const parent = superclass(fqn);
    if (!parent) return []; // a Buildable with no attributes
    return attributeNames(parent, depth + 1, leaf);
  }
  const names: string[] = [];
  if (/super\.getAttributeNames\(\)/.test(body)) names.push(...attributeNames(superclass(fqn)!, depth + 1, leaf));
  const code = body.replace(/\/\/.*$/gm, '').replace(/super\.getAttributeNames\(\)/g, '');
  // `if (!nameKey.isEmpty())`: the branch with the name, as the default keys are not empty.
  const branch = /if\s*\(\s*!\s*nameKey\.isEmpty\(\)\s*\)\s*\{([\s\S]*?)\}/.exec(code)?.[1] ?? code;
  for (const m of branch.matchAll(/"([^"]*)"|\b([a-z]\w*Key)\b|\b([A-Z][\w]*(?:\.[A-Z][A-Z0-9_]*)?)\b/g)) {
    if (m[1] !== undefined) names.push(m[1]);
    else if (m[2] !== undefined) {
      const value = keyField(fqn, leaf, m[2]);
      if (value === null) throw new Error(`${fqn}: cannot resolve ${m[2]}`);
      names.push(value);
    }
    else if (/^[A-Z0-9_]+$/.test(m[3]) || /\.[A-Z0-9_]+$/.test(m[3])) {
      const value = reference(fqn, m[3]);
      if (value === null) throw new Error(`${fqn}: cannot resolve ${m[3]}`);
      names.push(value);
    }
  }
  return [...new Set(names)];
}

/** getAttributeTypes(), in the same order as the names: the Java class each value is parsed as. */
function attributeTypes(fqn: string, depth = 0): string[] | null {
  if (depth > 12) return null;
  const text = source(fqn);
  if (!text) return fqn.startsWith('VASSAL.') ? null : [];
  const body = methodBody(text, /public\s+Class<\?>\[\]\s+getAttributeTypes\s*\(\s*\)/);
  if (body === null) {
    const parent = superclass(fqn);
    return parent ? attributeTypes(parent, depth + 1) : [];
  }
  const types: string[] = [];
  if (/super\.getAttributeTypes\(\)/.test(body)) {
    const inherited = attributeTypes(superclass(fqn)!, depth + 1);
    if (!inherited) return null;
    types.push(...inherited);
  }
  const branch = /if\s*\(\s*!\s*nameKey\.isEmpty\(\)\s*\)\s*\{([\s\S]*?)\}/.exec(body)?.[1] ?? body;
  for (const m of branch.replace(/super\.getAttributeTypes\(\)/g, '').matchAll(/([\w.]+(?:\[\])?)\.class\b/g)) types.push(m[1].replace(/^.*\./, ''));
  return types;
}

/** Attributes a class's own build(Element) reads straight from the element (PieceSlot's entryName, gpid, width, height). */
function builtAttributes(fqn: string): [string, string][] {
  const body = methodBody(source(fqn) ?? '', /public\s+void\s+build\s*\(\s*(?:final\s+)?(?:org\.w3c\.dom\.)?Element\s+\w+\s*\)/);
  if (!body) return [];
  return [...body.matchAll(/(Integer\.parseInt\(\s*)?\w+\.getAttribute\(\s*([\w.]+|"[^"]*")\s*\)/g)].map((m) => {
    const value = m[2].startsWith('"') ? m[2].slice(1, -1) : reference(fqn, m[2]);
    if (value === null) throw new Error(`${fqn}: cannot resolve ${m[2]} in build()`);
    return [value, m[1] ? 'Integer' : 'String'];
  });
}

function typedAttributes(fqn: string): Record<string, string> {
  const names = attributeNames(fqn);
  const types = attributeTypes(fqn);
  const ok = types !== null && types.length === names.length;
  const typed: Record<string, string> = Object.fromEntries(names.map((n, i) => [n, ok ? types[i] : 'unknown']));
  for (const [name, type] of builtAttributes(fqn)) typed[name] ??= type;
  return typed;
}

const versions = (refs.length ? refs : ['HEAD']).map((ref) => {
  commit = git('rev-parse', `${ref}^{commit}`).trim();
  sources = new Map();
  const version = /<version>([^<]+)<\/version>/.exec(git('show', `${commit}:pom.xml`))?.[1] ?? 'unknown';
  return { vassal: { repository: 'https://github.com/vassalengine/vassal', ref, commit, version }, classes: Object.fromEntries(VASSAL_CLASSES.map((fqn) => [fqn, typedAttributes(fqn)])) };
});
mkdirSync(path.dirname(OUT), { recursive: true });
writeFileSync(OUT, `${JSON.stringify({ versions }, null, 2)}\n`);
console.log(`wrote ${path.relative(process.cwd(), OUT)}: ${VASSAL_CLASSES.length} classes from ${versions.map((v) => `VASSAL ${v.vassal.version} (${v.vassal.ref}, ${v.vassal.commit.slice(0, 10)})`).join(' and ')}`);
