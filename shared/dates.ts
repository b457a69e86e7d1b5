// Days are written one way across the site, "22 November 2026", in the company's time zone
// (TIMEZONE, which the server hands the pages with the site's settings): the candidate's pages,
// the job pages and the emails. The text is put together from Intl's parts rather than a
// locale's whole pattern, so the server and every browser write the same characters whatever
// their own locale, time zone or ICU version, and hydration never mismatches.

import { isCalendarDay } from './calendar-day';

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The day of `date` in `timeZone`, as "22 November 2026". */
function dayIn(date: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, day: 'numeric', month: 'long', year: 'numeric' });
    dayFormats.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(date).map(({ type, value }) => [type, value]));
  return `${part.day} ${part.month} ${part.year}`;
}

/** A calendar day as forms store it, `2027-02-01` → "1 February 2027"; anything else unchanged. */
export function formatCalendarDate(value: string): string {
  return isCalendarDay(value) ? dayIn(new Date(`${value}T00:00:00Z`), 'UTC') : value;
}

/**
 * The day of a moment (an ISO timestamp) in `timeZone`, the company's TIMEZONE (an IANA name):
 * "22 November 2026". An application sent at 20:00 UTC is on the next day in Asia/Kolkata.
 */
export function formatDay(isoTimestamp: string, timeZone: string): string {
  const date = new Date(isoTimestamp);
  return Number.isNaN(date.getTime()) ? isoTimestamp : dayIn(date, timeZone);
}
