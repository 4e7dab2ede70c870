import { describe, expect, it } from 'vitest';
import { calendarLocale, dateToDay, dayToDate } from './calendar-day';

describe('calendar days', () => {
  it('turns "YYYY-MM-DD" (or the day of "YYYY-MM-DDTHH:mm") into local midnight and back', () => {
    const date = dayToDate('2026-11-03T18:45');
    expect(date).toEqual(new Date(2026, 10, 3));
    expect(dateToDay(date!)).toBe('2026-11-03');
    expect(dateToDay(new Date(2026, 0, 31, 23, 59))).toBe('2026-01-31');
  });

  it('gives no date for an empty or malformed day', () => {
    expect(dayToDate('')).toBeUndefined();
    expect(dayToDate('03/11/2026')).toBeUndefined();
  });

  it('keeps the Gregorian calendar and Latin digits in every language', () => {
    const may = new Date(2026, 4, 7);
    for (const lng of ['th-th', 'my-mm', 'bn', 'ta-in', 'zh-tw']) {
      const text = new Intl.DateTimeFormat(calendarLocale(lng), { dateStyle: 'full' }).format(may);
      expect(text, lng).toMatch(/2026/);
      expect(text, lng).toMatch(/7/);
    }
    expect(new Intl.DateTimeFormat(calendarLocale('th-th'), { year: 'numeric' }).format(may)).not.toMatch(/2569/);
  });
});
