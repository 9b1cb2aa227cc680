import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TurnSchema } from '../model/records';
import { addDays, formatDate, generateTurns, parseDate, turnPatternProblem, type TurnPatternOptions } from './turn-pattern';

const palembang: TurnPatternOptions = {
  count: 8,
  start: { year: 1942, month: 2, day: 14 },
  pattern: ['morning', 'afternoon', 'night'],
  cp: { morning: { japan: 3, allies: 2 }, afternoon: { japan: 3, allies: 2 }, night: { japan: 1, allies: 1 } },
  existing: [],
};

describe('generateTurns', () => {
  it('makes the Palembang track: three turns a day from 14 Feb 1942 Morning to 16 Feb Afternoon', () => {
    const turns = generateTurns(palembang);
    expect(turns.map((t) => t.label)).toEqual([
      '14 Feb 1942 Morning', '14 Feb 1942 Afternoon', '14 Feb 1942 Night',
      '15 Feb 1942 Morning', '15 Feb 1942 Afternoon', '15 Feb 1942 Night',
      '16 Feb 1942 Morning', '16 Feb 1942 Afternoon',
    ]);
    expect(turns.map((t) => t.night)).toEqual([false, false, true, false, false, true, false, false]);
    expect(turns[2]).toMatchObject({ id: 'turn-3', index: 3, date: '14 Feb 1942', timeOfDay: 'night', cp: { japan: 1, allies: 1 } });
    for (const t of turns) expect(TurnSchema.safeParse(t).success).toBe(true);
  });

  it('continues after existing turns with free ids', () => {
    const turns = generateTurns({ ...palembang, count: 2, existing: [{ id: 'turn-1', index: 1 }, { id: 'turn-3', index: 4 }] });
    expect(turns.map((t) => [t.id, t.index])).toEqual([['turn-2', 5], ['turn-4', 6]]);
  });

  it('crosses month and year ends and leap days', () => {
    expect(addDays({ year: 1943, month: 12, day: 31 }, 1)).toEqual({ year: 1944, month: 1, day: 1 });
    expect(addDays({ year: 1944, month: 2, day: 28 }, 1)).toEqual({ year: 1944, month: 2, day: 29 });
    expect(addDays({ year: 55, month: 8, day: 26 }, 1)).toEqual({ year: 55, month: 8, day: 27 });
    const turns = generateTurns({ ...palembang, count: 3, start: { year: 1943, month: 7, day: 31 }, pattern: ['day'], cp: {} });
    expect(turns.map((t) => t.label)).toEqual(['31 Jul 1943 Day', '1 Aug 1943 Day', '2 Aug 1943 Day']);
    expect(turns[0].cp).toEqual({});
  });

  it('moves the date one day per full cycle, for any pattern', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.array(fc.constantFrom('morning', 'afternoon', 'evening', 'night', 'day' as const), { minLength: 1, maxLength: 5 }), (count, pattern) => {
        const turns = generateTurns({ ...palembang, count, pattern });
        const days = new Set(turns.map((t) => t.date));
        expect(days.size).toBe(Math.ceil(count / pattern.length));
        turns.forEach((t, i) => expect(t.timeOfDay).toBe(pattern[i % pattern.length]));
      }),
    );
  });

  it('refuses what it cannot make', () => {
    expect(turnPatternProblem({ ...palembang, count: 0 })).toMatch(/at least one turn/);
    expect(turnPatternProblem({ ...palembang, pattern: [] })).toMatch(/pattern/);
    expect(turnPatternProblem({ ...palembang, start: { year: 1942, month: 2, day: 30 } })).toMatch(/not a real date/);
    expect(turnPatternProblem({ ...palembang, existing: [{ id: 'x', index: 995 }] })).toMatch(/at most 4 more/);
    expect(() => generateTurns({ ...palembang, count: -1 })).toThrow(RangeError);
  });
});

describe('parseDate', () => {
  it('reads dates as scenarios and turn tracks write them', () => {
    const nov17 = { year: 1944, month: 11, day: 17 };
    for (const text of ['17 November 1944', '17 Nov 1944', '17 Nov. 1944', '17th November 1944', 'November 17, 1944', 'Nov 17 1944', ' 1944-11-17 ']) expect(parseDate(text), text).toEqual(nov17);
    expect(parseDate('14 Feb 1942')).toEqual({ year: 1942, month: 2, day: 14 });
    expect(parseDate('1 Sept 1943')).toEqual({ year: 1943, month: 9, day: 1 });
  });

  it('refuses what is not one day for sure', () => {
    for (const text of ['', '1944', 'D+1', '17/11/1944', '31 June 1944', '17 Nozember 1944', 'Ma 3 1944', '1944-13-01']) expect(parseDate(text), text).toBeNull();
  });

  it('reads back every date formatDate writes', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }), (year, month, day) => {
      expect(parseDate(formatDate({ year, month, day }))).toEqual({ year, month, day });
    }));
  });
});
