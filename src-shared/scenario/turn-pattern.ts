import { nextId } from '../model/ids';
import type { Turn } from '../model/records';

export type TimeOfDay = Turn['timeOfDay'];
export type CalendarDate = { year: number; month: number; day: number };

export type TurnPatternOptions = {
  count: number;
  /** The date of the first generated turn; month 1–12. */
  start: CalendarDate;
  /** Times of day that repeat, e.g. morning, afternoon, night; the date moves on one day after each full cycle. */
  pattern: readonly TimeOfDay[];
  /** Command points per side for each time of day. */
  cp: Partial<Record<TimeOfDay, Readonly<Record<string, number>>>>;
  /** Turns already on the track: new ids avoid theirs and new indexes follow the highest. */
  existing: readonly Pick<Turn, 'id' | 'index'>[];
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const TIME_NAMES: Readonly<Record<TimeOfDay, string>> = { morning: 'Morning', afternoon: 'Afternoon', evening: 'Evening', night: 'Night', day: 'Day' };
const MAX_INDEX = 999;

/** The day `days` after `date` (date arithmetic on the given components only; no clock is read). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const d = new Date(0);
  d.setUTCFullYear(date.year, date.month - 1, date.day + days); // unlike Date.UTC, keeps years below 100 as given
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** "14 Feb 1942". */
export function formatDate(date: CalendarDate): string {
  return `${date.day} ${MONTHS[date.month - 1]} ${date.year}`;
}

const MONTH_WORDS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

function monthOf(word: string): number | null {
  const w = word.toLowerCase().replace(/\.$/, '');
  if (w.length < 3) return null;
  const i = MONTH_WORDS.findIndex((m) => m.startsWith(w) || (w === 'sept' && m === 'september'));
  return i < 0 ? null : i + 1;
}

/**
 * A date as designers write it in a scenario or on a turn: "17 November 1944", "17 Nov 1944", "Nov. 17, 1944",
 * "1944-11-17". Null for anything else (a bare "1944", "D+1", "17/11/1944", which could be either way round).
 */
export function parseDate(text: string): CalendarDate | null {
  const t = text.trim().replace(/,/g, ' ').replace(/\s+/g, ' ');
  let date: CalendarDate | null = null;
  let m: RegExpExecArray | null;
  if ((m = /^(\d{1,4})-(\d{1,2})-(\d{1,2})$/.exec(t))) date = { year: +m[1], month: +m[2], day: +m[3] };
  else if ((m = /^(\d{1,2})(?:st|nd|rd|th)? ([A-Za-z.]+) (\d{1,4})$/.exec(t))) {
    const month = monthOf(m[2]);
    if (month) date = { year: +m[3], month, day: +m[1] };
  } else if ((m = /^([A-Za-z.]+) (\d{1,2})(?:st|nd|rd|th)? (\d{1,4})$/.exec(t))) {
    const month = monthOf(m[1]);
    if (month) date = { year: +m[3], month, day: +m[2] };
  }
  return date && isRealDate(date) ? date : null;
}

function isRealDate(date: CalendarDate): boolean {
  if (![date.year, date.month, date.day].every(Number.isInteger) || date.year < 1 || date.year > 9999) return false;
  const same = addDays(date, 0);
  return same.year === date.year && same.month === date.month && same.day === date.day;
}

/** Why the options cannot make turns, or null when they can. */
export function turnPatternProblem(options: TurnPatternOptions): string | null {
  if (!Number.isInteger(options.count) || options.count < 1) return 'make at least one turn';
  if (options.pattern.length === 0) return 'the pattern needs at least one time of day';
  if (!isRealDate(options.start)) return 'the start date is not a real date';
  const first = Math.max(0, ...options.existing.map((t) => t.index)) + 1;
  if (first + options.count - 1 > MAX_INDEX) return `turns are numbered up to ${MAX_INDEX}: at most ${Math.max(0, MAX_INDEX - first + 1)} more fit`;
  return null;
}

/** Turn records for a track: dates, times of day, night flags, labels and CP from a repeating pattern. */
export function generateTurns(options: TurnPatternOptions): Turn[] {
  const problem = turnPatternProblem(options);
  if (problem) throw new RangeError(`generateTurns: ${problem}`);
  const taken = new Set(options.existing.map((t) => t.id));
  const firstIndex = Math.max(0, ...options.existing.map((t) => t.index)) + 1;
  const turns: Turn[] = [];
  for (let i = 0; i < options.count; i++) {
    const timeOfDay = options.pattern[i % options.pattern.length];
    const date = formatDate(addDays(options.start, Math.floor(i / options.pattern.length)));
    const id = nextId('turn', taken);
    taken.add(id);
    turns.push({
      id,
      index: firstIndex + i,
      label: `${date} ${TIME_NAMES[timeOfDay]}`,
      date,
      timeOfDay,
      night: timeOfDay === 'night',
      cp: { ...(options.cp[timeOfDay] ?? {}) },
      notes: '',
    });
  }
  return turns;
}
