/**
 * Random damage to a scenario document's JSON, for the document-contract fuzz: what a broken exporter, a hand edit
 * or a hostile file could hand the importer. Deterministic per seed so any failure can be replayed.
 */
import { nextUint32, seedRng } from '../../src-shared/dice';

/** A float in [0, 1). */
type Rng = () => number;

function rngOf(seed: string): Rng {
  let state = seedRng(seed);
  return () => {
    const step = nextUint32(state);
    state = step.state;
    return step.value / 2 ** 32;
  };
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Slot = { parent: Json[] | { [key: string]: Json }; key: string | number; value: Json };

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'];
const ODD_STRINGS = ['', ' ', 'NaN', 'Infinity', '-1', '0', '1e308', 'x'.repeat(5000), '../../etc/passwd', '\u0000', '💥', '<script>', '0,0:9', '99999,99999:0'];
const ODD_NUMBERS = [0, -1, -0.5, 0.5, 1e9, -1e9, 1e308, -1e308, Number.MAX_SAFE_INTEGER, 2 ** 31, 7, 13, 100];

function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length)];
}

/** Every slot of the tree (containers and leaves), with the container that holds it. */
function slots(root: Json): Slot[] {
  const out: Slot[] = [];
  const walk = (node: Json) => {
    if (Array.isArray(node)) node.forEach((value, key) => (out.push({ parent: node, key, value }), walk(value)));
    else if (node && typeof node === 'object') for (const [key, value] of Object.entries(node)) out.push({ parent: node, key, value }), walk(value);
  };
  walk(root);
  return out;
}

function set(slot: Slot, value: Json): void {
  if (Array.isArray(slot.parent)) slot.parent[slot.key as number] = value;
  else Object.defineProperty(slot.parent, slot.key, { value, enumerable: true, configurable: true, writable: true });
}

function deep(depth: number): Json {
  let node: Json = 1;
  for (let i = 0; i < depth; i++) node = i % 2 ? { a: node } : [node];
  return node;
}

function otherType(rng: Rng, value: Json): Json {
  const choices: Json[] = [null, true, 0, 'text', [], {}, [value], { value }];
  return pick(rng, choices.filter((c) => typeof c !== typeof value || Array.isArray(c) !== Array.isArray(value)));
}

/** All the ids a record collection holds, so a mutation can reuse one (a duplicate) or invent a dangling one. */
function recordIds(root: Json): string[] {
  return slots(root).flatMap((s) => (s.key === 'id' && typeof s.value === 'string' ? [s.value] : []));
}

/** Replace every occurrence of one string in the tree: an id renamed everywhere it is referenced. */
function renameEverywhere(root: Json, from: string, to: string): void {
  for (const slot of slots(root)) if (slot.value === from) set(slot, to);
}

const MUTATIONS: ((root: Json, rng: Rng) => string)[] = [
  function deleteKey(root, rng) {
    const slot = pick(rng, slots(root));
    if (Array.isArray(slot.parent)) slot.parent.splice(slot.key as number, 1);
    else delete slot.parent[slot.key as string];
    return `delete ${slot.key}`;
  },
  function changeType(root, rng) {
    const slot = pick(rng, slots(root));
    set(slot, otherType(rng, slot.value));
    return `retype ${slot.key}`;
  },
  function oddNumber(root, rng) {
    const numbers = slots(root).filter((s) => typeof s.value === 'number');
    if (!numbers.length) return 'no numbers';
    const slot = pick(rng, numbers);
    set(slot, pick(rng, ODD_NUMBERS));
    return `number ${slot.key}`;
  },
  function tweakNumber(root, rng) {
    const numbers = slots(root).filter((s) => typeof s.value === 'number' && Number.isInteger(s.value));
    if (!numbers.length) return 'no numbers';
    const slot = pick(rng, numbers);
    set(slot, Math.floor(rng() * (2 * Math.abs(slot.value as number) + 4)));
    return `tweak ${slot.key}`;
  },
  function deleteRecord(root, rng) {
    const records = slots(root).filter((s) => Array.isArray(s.parent) && s.value !== null && typeof s.value === 'object' && !Array.isArray(s.value) && 'id' in s.value);
    if (!records.length) return 'no records';
    const slot = pick(rng, records);
    (slot.parent as Json[]).splice(slot.key as number, 1);
    return 'delete record';
  },
  function oddString(root, rng) {
    const strings = slots(root).filter((s) => typeof s.value === 'string');
    const slot = pick(rng, strings);
    set(slot, pick(rng, ODD_STRINGS));
    return `string ${slot.key}`;
  },
  function prototypeId(root, rng) {
    const ids = recordIds(root);
    const from = pick(rng, ids);
    renameEverywhere(root, from, pick(rng, PROTOTYPE_KEYS));
    return `prototype id ${from}`;
  },
  function renamedId(root, rng) {
    const ids = recordIds(root);
    const from = pick(rng, ids);
    renameEverywhere(root, from, pick(rng, ['NaN', 'Infinity', '0', '1', 'a|b', 'x,y:z', '1,1:1', '1,1:1|road']));
    return `renamed id ${from}`;
  },
  function duplicateId(root, rng) {
    const idSlots = slots(root).filter((s) => s.key === 'id' && typeof s.value === 'string');
    const a = pick(rng, idSlots);
    set(a, pick(rng, idSlots).value);
    return 'duplicate id';
  },
  function danglingReference(root, rng) {
    const ids = new Set(recordIds(root));
    const refs = slots(root).filter((s) => typeof s.value === 'string' && ids.has(s.value) && s.key !== 'id');
    if (!refs.length) return 'no refs';
    set(pick(rng, refs), 'missing-record');
    return 'dangling ref';
  },
  function emptyList(root, rng) {
    const lists = slots(root).filter((s) => Array.isArray(s.value) && s.value.length > 0);
    if (!lists.length) return 'no lists';
    const slot = pick(rng, lists);
    set(slot, []);
    return `empty ${slot.key}`;
  },
  function deepNesting(root, rng) {
    set(pick(rng, slots(root)), deep(1 + Math.floor(rng() * 400)));
    return 'deep';
  },
  function copyRecord(root, rng) {
    const arrays = slots(root).filter((s) => Array.isArray(s.value) && s.value.length > 0);
    const slot = pick(rng, arrays);
    const list = slot.value as Json[];
    list.push(JSON.parse(JSON.stringify(pick(rng, list))) as Json);
    return `copy in ${slot.key}`;
  },
  function swapValues(root, rng) {
    const all = slots(root);
    const a = pick(rng, all);
    const b = pick(rng, all);
    const va = a.value;
    set(a, b.value);
    set(b, va);
    return 'swap';
  },
];

/** The document's JSON text after 1-3 random mutations, with what was done. */
export function mutateDocument(text: string, seed: number): { text: string; done: string[] } {
  const rng = rngOf(`mutate-${seed}`);
  const root = JSON.parse(text) as Json;
  const done: string[] = [];
  const count = 1 + Math.floor(rng() * 3);
  for (let i = 0; i < count; i++) done.push(pick(rng, MUTATIONS)(root, rng));
  return { text: JSON.stringify(root), done };
}
