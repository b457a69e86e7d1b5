import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDay } from '../../shared/dates';
import { formatDateTime, startOfDayIn } from '../../shared/time-zone-dates';

describe('dates shown to the reader', () => {
  it('writes a calendar day out in words, the same in any time zone', () => {
    expect(formatCalendarDate('2027-02-01')).toBe('1 February 2027');
    expect(formatCalendarDate('2026-12-31')).toBe('31 December 2026');
  });

  it('leaves what is not a calendar day alone', () => {
    expect(formatCalendarDate('soon')).toBe('soon');
    expect(formatCalendarDate('2026-02-30')).toBe('2026-02-30');
  });

  it("gives the day of a moment in the company's time zone", () => {
    expect(formatDay('2026-11-22T10:00:00.000Z', 'UTC')).toBe('22 November 2026');
    expect(formatDay('2026-11-22T20:00:00.000Z', 'UTC')).toBe('22 November 2026');
    // 20:00 UTC is already the next day in India, and still the day before in Honolulu at 05:00.
    expect(formatDay('2026-11-22T20:00:00.000Z', 'Asia/Kolkata')).toBe('23 November 2026');
    expect(formatDay('2026-11-22T05:00:00.000Z', 'Pacific/Honolulu')).toBe('21 November 2026');
    expect(formatDay('not a moment', 'UTC')).toBe('not a moment');
  });

  it('writes a day the same whatever the locale of the machine: day, month in words, year', () => {
    const days = ['2026-01-05T12:00:00.000Z', '2027-09-30T12:00:00.000Z'].map((at) => formatDay(at, 'UTC'));
    expect(days).toEqual(['5 January 2026', '30 September 2027']);
    expect(formatCalendarDate('2026-01-05')).toBe(days[0]);
  });

  it('writes a moment as year-month-day and 24-hour time in the company time zone', () => {
    expect(formatDateTime('2026-11-25T09:00:00.000Z', 'Asia/Kolkata')).toBe('2026-11-25 14:30');
    expect(formatDateTime('2026-11-25T09:00:00.000Z', 'UTC')).toBe('2026-11-25 09:00');
    // Midnight is 00, not 24; the day is the zone's own.
    expect(formatDateTime('2026-11-24T23:05:00.000Z', 'Europe/Berlin')).toBe('2026-11-25 00:05');
    expect(formatDateTime('2026-07-01T03:00:00.000Z', 'America/New_York')).toBe('2026-06-30 23:00');
  });

  it('finds the moment a day begins in a time zone, daylight-saving days included', () => {
    expect(new Date(startOfDayIn('2026-11-25', 'UTC')).toISOString()).toBe('2026-11-25T00:00:00.000Z');
    expect(new Date(startOfDayIn('2026-11-25', 'Asia/Kolkata')).toISOString()).toBe('2026-11-24T18:30:00.000Z');
    expect(new Date(startOfDayIn('2026-03-08', 'America/New_York')).toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(new Date(startOfDayIn('2026-03-09', 'America/New_York')).toISOString()).toBe('2026-03-09T04:00:00.000Z');
    // Chile moves its clocks at midnight: 2026-09-06 begins at 01:00, its first moment.
    expect(new Date(startOfDayIn('2026-09-06', 'America/Santiago')).toISOString()).toBe('2026-09-06T04:00:00.000Z');
    expect(new Date(startOfDayIn('2026-11-26', 'Pacific/Kiritimati')).toISOString()).toBe('2026-11-25T10:00:00.000Z');
  });
});
