import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDay } from '../../shared/dates';

describe('dates shown to the reader', () => {
  it('writes a calendar day out in words, the same in any time zone', () => {
    expect(formatCalendarDate('2027-02-01')).toBe('1 February 2027');
    expect(formatCalendarDate('2026-12-31')).toBe('31 December 2026');
  });

  it('leaves what is not a calendar day alone', () => {
    expect(formatCalendarDate('soon')).toBe('soon');
    expect(formatCalendarDate('2026-02-30')).toBe('2026-02-30');
  });

  it('gives the day of a submission in India, where the site is', () => {
    expect(formatDay('2026-11-22T10:00:00.000Z')).toBe('22 November 2026');
    // Just before midnight UTC is already the next day in India.
    expect(formatDay('2026-11-22T20:00:00.000Z')).toBe('23 November 2026');
  });
});
