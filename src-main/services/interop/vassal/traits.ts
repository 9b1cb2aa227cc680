/**
 * Piece definitions as VASSAL's buildFile keeps them (the text of a PieceSlot): `+/null/<type>/<state>`, where the
 * type and the state are tab-joined chains with one entry per trait, outermost first, the BasicPiece last. Field
 * orders are those of the traits' myGetType/myGetState (VASSAL.counters.BasicPiece, Embellishment, Marker).
 */
import { encodeSequence, encodeStringArray } from './sequence-encoder';

/** A key stroke as NamedHotKeyConfigurer.encode writes one: Java key code and modifiers (CTRL = 2 | 128). */
export type KeyStroke = { code: number; modifiers: number };
export const CTRL = 130;
export const CTRL_SHIFT = 195;
/** InputEvent.CTRL_DOWN_MASK: the modifiers of the old-style (version 0) layer keys, which version 1 ignores. */
const CTRL_DOWN_MASK = 128;
export const keyStroke = (k: KeyStroke | null) => (k ? `${k.code},${k.modifiers}` : '');

export type Trait = { type: string; state: string };

/** Names go into nested sequences that VASSAL splits level by level: a backslash ending a value would escape the
 *  delimiter after it, and a tab would split the innermost definition (createPiece splits every level at tabs). */
export const safeText = (s: string) => s.replace(/\\/g, '/').replace(/[\t\r\n]+/g, ' ');

/** BasicPiece: `piece;<clone key>;<delete key>;<image>;<name>`; state `<map>;<x>;<y>;<gpid>;<persistent property count>`. */
export function basicPiece(image: string, name: string, gpid: string): Trait {
  return { type: `piece;${encodeSequence(['', '', safeText(image), safeText(name)], ';')}`, state: encodeSequence(['null', 0, 0, gpid, 0], ';') };
}

/** Embellishment ("Layer"), type version 1, always active: one image per level, stepped by key commands. */
export function layer(options: {
  name: string;
  description: string;
  images: readonly string[];
  /** Level names; "+ text" is appended to the piece's name. */
  levelNames: readonly string[];
  up: { command: string; key: KeyStroke } | null;
  down: { command: string; key: KeyStroke } | null;
  loop: boolean;
  level?: number;
}): Trait {
  const fields = [
    '', // activateCommand
    CTRL_DOWN_MASK, // activateModifiers
    '', // activateKey (version 0 key)
    options.up?.command ?? '', // upCommand
    CTRL_DOWN_MASK, // upModifiers
    '', // upKey
    options.down?.command ?? '', // downCommand
    CTRL_DOWN_MASK, // downModifiers
    '', // downKey
    '', // resetCommand
    '', // resetKey
    '1', // resetLevel
    false, // drawUnderneathWhenSelected
    0, // xOff
    0, // yOff
    encodeStringArray(options.images.map(safeText)), // imageName[]
    encodeStringArray(options.levelNames.map(safeText)), // commonName[]
    options.loop, // loopLevels
    safeText(options.name), // name
    '', // rndKey
    '', // rndText
    false, // followProperty
    '', // propertyName
    1, // firstLevelValue
    1, // version
    true, // alwaysActive
    '', // activateKeyStroke
    keyStroke(options.up?.key ?? null), // increaseKeyStroke
    keyStroke(options.down?.key ?? null), // decreaseKeyStroke
    safeText(options.description), // description
    '1.0', // scale
    '', // onlyPropertyName
    'true', // onlyPropertyState
  ];
  return { type: `emb2;${encodeSequence(fields, ';')}`, state: String(options.level ?? 1) };
}

/** Marker: named properties with fixed values (`mark;<names>` and the values as the state). */
export function marker(properties: Record<string, string>): Trait {
  const names = Object.keys(properties);
  return { type: `mark;${encodeSequence(names.map(safeText), ',')}`, state: encodeSequence(names.map((n) => safeText(properties[n])), ',') };
}

/** The PieceSlot text: AddPiece as BasicCommandEncoder encodes it, traits outermost first. */
export function pieceDefinition(traits: readonly Trait[]): string {
  const type = traits.reduceRight((inner, t) => (inner === null ? t.type : encodeSequence([t.type, inner], '\t')), null as string | null)!;
  const state = traits.reduceRight((inner, t) => (inner === null ? t.state : encodeSequence([t.state, inner], '\t')), null as string | null)!;
  return `+/${encodeSequence(['null', type, state], '/')}`;
}
