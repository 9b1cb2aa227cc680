import { DOMParser, type Element as DomElement } from '@xmldom/xmldom';
import { InteropError } from './errors';

/** An XML element as the readers need it: no DOM, just names, attributes, children and text. */
export type XmlElement = {
  name: string;
  attrs: Readonly<Record<string, string>>;
  children: XmlElement[];
  /** The element's own text (not its children's), e.g. a layer's CSV data. */
  text: string;
};

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
const CDATA_SECTION_NODE = 4;

/** Deeper than any Tiled file goes (map › group › … › layer › data › chunk); a deeper file is refused, not recursed. */
const MAX_DEPTH = 40;

function toTree(node: DomElement, what: string, depth = 0): XmlElement {
  if (depth > MAX_DEPTH) throw new InteropError(`${what} nests its XML elements more than ${MAX_DEPTH} deep`);
  const attrs: Record<string, string> = Object.create(null) as Record<string, string>;
  for (let i = 0; i < node.attributes.length; i++) {
    const a = node.attributes.item(i);
    if (a) attrs[a.name] = a.value;
  }
  const children: XmlElement[] = [];
  let text = '';
  for (let child = node.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === ELEMENT_NODE) children.push(toTree(child as DomElement, what, depth + 1));
    else if (child.nodeType === TEXT_NODE || child.nodeType === CDATA_SECTION_NODE) text += child.nodeValue ?? '';
  }
  return { name: node.nodeName, attrs, children, text };
}

/**
 * Parse untrusted XML. Entities are never expanded: a document type that declares entities (the "billion laughs"
 * bomb, external entities that would read other files) is refused before parsing, and the parser itself reports any
 * entity it does not know (only the five XML ones and character references are decoded).
 */
export function parseXml(text: string, what: string): XmlElement {
  if (/<!ENTITY/i.test(text)) throw new InteropError(`${what} declares XML entities (<!ENTITY>), which Atoll never expands; it is refused`);
  let root: DomElement | null = null;
  try {
    const doc = new DOMParser({
      onError: (level, message) => {
        if (level !== 'warning') throw new Error(message);
      },
    }).parseFromString(text, 'text/xml');
    root = doc.documentElement;
  } catch (e) {
    const reason = (e instanceof Error ? e.message : String(e)).split('\n')[0].replace(/^\[xmldom \w+\]\s*/, '');
    if (/entity not found/i.test(reason)) throw new InteropError(`${what} refers to an XML entity Atoll does not know (${reason.replace(/^.*entity not found:?\s*/i, '')}); entities are never expanded`);
    throw new InteropError(`${what} is not well-formed XML (${reason})`);
  }
  if (!root) throw new InteropError(`${what} is not XML`);
  return toTree(root, what);
}

/** The children of `el` with this element name. */
export function childrenNamed(el: XmlElement, name: string): XmlElement[] {
  return el.children.filter((c) => c.name === name);
}

export function childNamed(el: XmlElement, name: string): XmlElement | undefined {
  return el.children.find((c) => c.name === name);
}
