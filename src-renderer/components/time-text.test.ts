import { describe, expect, it } from 'vitest';
import { editedText } from './time-text';

describe('editedText', () => {
  const now = new Date(2026, 10, 26, 18, 30);
  it('says today and yesterday by the local calendar, and the date before that', () => {
    expect(editedText(new Date(2026, 10, 26, 9, 5).toISOString(), now)).toBe('today 09:05');
    expect(editedText(new Date(2026, 10, 25, 23, 59).toISOString(), now)).toBe('yesterday 23:59');
    expect(editedText(new Date(2026, 10, 24, 0, 0).toISOString(), now)).toBe('24 Nov 2026 00:00');
    expect(editedText(new Date(2026, 0, 1, 7, 0).toISOString(), new Date(2026, 0, 2, 1, 0))).toBe('yesterday 07:00');
    expect(editedText(new Date(2025, 11, 31, 7, 0).toISOString(), new Date(2026, 0, 1, 1, 0))).toBe('yesterday 07:00');
  });
  it('an unreadable time says so', () => {
    expect(editedText('not a time', now)).toBe('unknown time');
  });
});
