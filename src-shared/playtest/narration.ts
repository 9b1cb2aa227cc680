/** What the event log shows for one event (narrate.ts), and the number formats its sentences share. */
import type { HexRef } from '../model';

/** The log's filter: every narrated event has exactly one kind. */
export const EVENT_KINDS = ['movement', 'combat', 'dice', 'reinforcements', 'command-points', 'phase', 'victory', 'engineering', 'airdrop', 'strikes', 'special-rules'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

export const EVENT_KIND_LABELS: Readonly<Record<EventKind, string>> = {
  movement: 'Movement',
  combat: 'Combat',
  dice: 'Dice',
  reinforcements: 'Reinforcements',
  'command-points': 'Command points',
  phase: 'Phases and turns',
  victory: 'Victory',
  engineering: 'Engineering and special units',
  airdrop: 'Drop zones and air drops',
  strikes: 'Airstrikes and naval gunfire',
  'special-rules': 'Special rules',
};

/** A die-roll modifier that applied. */
export type DieModifier = { readonly value: number; readonly cause: string };

/** A roll as the log shows it: the dice, the faces, the natural total, the modifiers that applied and the result. */
export type DiceRoll = {
  readonly dice: string;
  readonly faces: readonly number[];
  readonly total: number;
  readonly modifiers: readonly DieModifier[];
  /** The total with the modifiers. */
  readonly result: number;
  /** What the roll was for. */
  readonly purpose: string;
};

export type Narration = {
  /** One sentence for the log. */
  readonly text: string;
  readonly kind: EventKind;
  /** The side the event belongs to, when it belongs to one. */
  readonly side?: string;
  /** Where to show it on the map: the hexes it happened in, in order (a move's path, a retreat's route). */
  readonly hexes: readonly HexRef[];
  /** The units it is about (to pick them out on the map or in the stack inspector); empty when none. */
  readonly units: readonly string[];
  readonly dice?: DiceRoll;
  /** The longer explanation: per-unit strengths, each step's cost, the engine's notes. */
  readonly details: readonly string[];
  /** The rule that applied, as the engine cites it ("10.5", "OST 12.4"). */
  readonly rule?: string;
};

/** MP with halves as people write them: 0.5 -> "½", 2.5 -> "2½". */
export function mp(value: number): string {
  const whole = Math.trunc(value);
  const half = Math.abs(value - whole) >= 0.25;
  if (!half) return String(whole);
  const sign = value < 0 ? '−' : '';
  return `${sign}${Math.abs(whole) === 0 ? '' : Math.abs(whole)}½`;
}

/** A signed number: "+3", "−2", "0". */
export function signed(value: number): string {
  return value > 0 ? `+${value}` : value < 0 ? `−${-value}` : '0';
}

/** A CRT column shift as printed: "1L" (defender's favour), "2R" (attacker's favour). */
export function shiftText(shift: number): string {
  return shift < 0 ? `${-shift}L` : `${shift}R`;
}

export function plural(count: number, word: string, many = `${word}s`): string {
  return `${count} ${count === 1 ? word : many}`;
}

/** "Town in the defenders' hex" -> "town in the defenders' hex", leaving acronyms ("AAA ...") as they are. */
export function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text[0].toLowerCase() + text.slice(1) : text;
}

/** A list in words: "a", "a and b", "a, b and c". */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export function upperFirst(text: string): string {
  return text.length > 0 ? text[0].toUpperCase() + text.slice(1) : text;
}

/** The modifiers of a roll that applied, for a sentence: "+1 a night turn, −1 jungle" ('' when none). */
export function modifiersText(modifiers: readonly DieModifier[]): string {
  return modifiers.map((m) => `${signed(m.value)} ${m.cause}`).join(', ');
}

export function roll(dice: string, faces: readonly number[], purpose: string, modifiers: readonly DieModifier[] = [], result?: number): DiceRoll {
  const total = faces.reduce((sum, f) => sum + f, 0);
  return { dice, faces: [...faces], total, modifiers: [...modifiers], result: result ?? total + modifiers.reduce((sum, m) => sum + m.value, 0), purpose };
}
