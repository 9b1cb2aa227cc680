/** Every VASSAL component the module export writes, by the class name VASSAL's Builder instantiates. */
export const VASSAL_CLASSES = [
  'VASSAL.build.GameModule',
  'VASSAL.build.module.BasicCommandEncoder',
  'VASSAL.build.module.Documentation',
  'VASSAL.build.module.documentation.AboutScreen',
  'VASSAL.build.module.PlayerRoster',
  'VASSAL.build.module.GlobalOptions',
  'VASSAL.build.module.Chatter',
  'VASSAL.build.module.KeyNamer',
  'VASSAL.build.module.PieceWindow',
  'VASSAL.build.widget.TabWidget',
  'VASSAL.build.widget.ListWidget',
  'VASSAL.build.widget.PieceSlot',
  'VASSAL.build.module.Map',
  'VASSAL.build.module.map.BoardPicker',
  'VASSAL.build.module.map.boardPicker.Board',
  'VASSAL.build.module.map.boardPicker.board.HexGrid',
  'VASSAL.build.module.map.boardPicker.board.mapgrid.HexGridNumbering',
  'VASSAL.build.module.map.StackMetrics',
  'VASSAL.build.module.map.ForwardToKeyBuffer',
  'VASSAL.build.module.map.Scroller',
  'VASSAL.build.module.map.ForwardToChatter',
  'VASSAL.build.module.map.MenuDisplayer',
  'VASSAL.build.module.map.MapCenterer',
  'VASSAL.build.module.map.StackExpander',
  'VASSAL.build.module.map.PieceMover',
  'VASSAL.build.module.map.KeyBufferer',
  'VASSAL.build.module.map.ImageSaver',
  'VASSAL.build.module.map.CounterDetailViewer',
  'VASSAL.build.module.map.Zoomer',
  'VASSAL.build.module.map.HighlightLastMoved',
  'VASSAL.build.module.map.SetupStack',
  'VASSAL.build.module.turn.TurnTracker',
  'VASSAL.build.module.turn.ListTurnLevel',
  'VASSAL.build.module.DiceButton',
  'VASSAL.build.module.ChartWindow',
  'VASSAL.build.widget.HtmlChart',
] as const;

export type VassalClass = (typeof VASSAL_CLASSES)[number];
type AttrValue = string | number | boolean;
/** An element of the buildFile: a component by its class name, or a plain child such as a roster's `entry`. */
export type XmlNode = { name: VassalClass | 'entry'; attrs: Record<string, AttrValue>; children: XmlNode[]; text?: string };

export function el(name: VassalClass | 'entry', attrs: Record<string, AttrValue> = {}, children: XmlNode[] = [], text?: string): XmlNode {
  return { name, attrs, children, ...(text !== undefined ? { text } : {}) };
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/\t/g, '&#9;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;');
// Text content keeps tabs literally (piece definitions are tab-joined), escapes only what XML needs.
const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r/g, '&#13;');

/** A number as Java's Integer/Double parsers read it. */
export const javaNumber = (n: number) => (Number.isInteger(n) ? String(n) : String(Number(n.toFixed(6))));

function write(node: XmlNode, indent: string, out: string[]) {
  const attrs = Object.keys(node.attrs)
    .sort()
    .map((k) => {
      const v = node.attrs[k];
      return ` ${k}="${escapeXml(typeof v === 'number' ? javaNumber(v) : String(v))}"`;
    })
    .join('');
  if (node.children.length === 0 && node.text === undefined) {
    out.push(`${indent}<${node.name}${attrs}/>`);
    return;
  }
  if (node.children.length === 0) {
    out.push(`${indent}<${node.name}${attrs}>${escapeText(node.text!)}</${node.name}>`);
    return;
  }
  out.push(`${indent}<${node.name}${attrs}>`);
  for (const child of node.children) write(child, `${indent}  `, out);
  out.push(`${indent}</${node.name}>`);
}

/** The buildFile.xml text, as VASSAL's own writer lays it out (a standalone XML document, one element per line). */
export function buildFileXml(root: XmlNode): string {
  const out = ['<?xml version="1.0" encoding="UTF-8" standalone="no"?>'];
  write(root, '', out);
  return `${out.join('\n')}\n`;
}

/** The module's metadata (VASSAL.build.module.metadata.ModuleMetaData, zip entry `moduledata`). */
export function moduleData(options: { name: string; version: string; vassalVersion: string; description: string; savedAt: number }): string {
  const t = escapeText;
  return [
    '<?xml version="1.0" encoding="UTF-8" standalone="no"?>',
    '<data version="1">',
    `  <version>${t(options.version)}</version>`,
    '  <extra1/>',
    '  <extra2/>',
    `  <VassalVersion>${t(options.vassalVersion)}</VassalVersion>`,
    `  <dateSaved>${options.savedAt}</dateSaved>`,
    `  <description>${t(options.description)}</description>`,
    `  <name>${t(options.name)}</name>`,
    '</data>',
    '',
  ].join('\n');
}
