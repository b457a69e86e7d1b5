// Moments in the company's time zone (TIMEZONE): the recruiter pages, the CSV export and the inbox's
// day filters. A module of its own, apart from shared/dates.ts, so that the public pages' date
// chunk does not carry them (the job page's JavaScript budget).

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment (an ISO timestamp) as `2026-11-25 14:30` in `timeZone` (an IANA name, the company's
 * TIMEZONE): sortable as text, read alike in every locale, and what spreadsheets take as a date.
 */
export function formatDateTime(isoTimestamp: string, timeZone: string): string {
  const date = new Date(isoTimestamp);
  if (Number.isNaN(date.getTime())) return isoTimestamp;
  let format = dateTimeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    dateTimeFormats.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(date).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

/** How far `timeZone` is ahead of UTC at the moment `at` (ms), from the parts of formatDateTime. */
function offsetAt(at: number, timeZone: string): number {
  const [day, time] = formatDateTime(new Date(at).toISOString(), timeZone).split(' ');
  return Date.parse(`${day}T${time}:00Z`) - (at - (at % 60_000));
}

/**
 * The moment a calendar day (`2026-11-25`) begins in `timeZone`: the inbox's day filters are the
 * company's days, as its pages and export show them. Midnight under the offset of UTC's midnight,
 * or under the offset found there, whichever is the earlier moment of that day: where clocks skip
 * midnight (Chile in September), the day begins at 01:00.
 */
export function startOfDayIn(day: string, timeZone: string): number {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  const first = utcMidnight - offsetAt(utcMidnight, timeZone);
  const second = utcMidnight - offsetAt(first, timeZone);
  const onThatDay = [first, second].filter((at) =>
    formatDateTime(new Date(at).toISOString(), timeZone).startsWith(day),
  );
  // A day a zone skipped whole (Samoa's 30 December 2011) has no moment: its neighbours meet there.
  return onThatDay.length > 0 ? Math.min(...onThatDay) : first;
}
