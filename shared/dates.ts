// Dates are written for the site's readers (English, India: see the footer), with a fixed
// locale and time zone rather than the machine's: the server renders and the browser hydrates
// the same text, whatever their settings, so hydration never mismatches.
const SITE_LOCALE = 'en-IN';
const SITE_TIME_ZONE = 'Asia/Kolkata';

const calendarDate = new Intl.DateTimeFormat(SITE_LOCALE, { dateStyle: 'long', timeZone: 'UTC' });
const dayOfInstant = new Intl.DateTimeFormat(SITE_LOCALE, { dateStyle: 'long', timeZone: SITE_TIME_ZONE });

/** A calendar day as forms store it, `2027-02-01` → "1 February 2027"; anything else unchanged. */
export function formatCalendarDate(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  // Date rolls 2026-02-30 over into March: only a day that exists is written out.
  return date.toISOString().startsWith(value) ? calendarDate.format(date) : value;
}

/** The day of a moment (an ISO timestamp) in the site's time zone: "22 November 2026". */
export function formatDay(isoTimestamp: string): string {
  const date = new Date(isoTimestamp);
  return Number.isNaN(date.getTime()) ? isoTimestamp : dayOfInstant.format(date);
}
