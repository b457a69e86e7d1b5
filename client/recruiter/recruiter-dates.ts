// The inbox's date filters are UTC days (server/recruiter/inbox-query.ts), so moments are shown in
// UTC too: an application listed as 3 March is found by `from=2027-03-03`. A fixed locale and time
// zone also render the same text on the server and in the browser (no hydration mismatch).
const utcMoment = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** An ISO timestamp as "3 Mar 2027, 14:05 UTC". */
export function formatUtcMoment(isoTimestamp: string): string {
  const date = new Date(isoTimestamp);
  return Number.isNaN(date.getTime()) ? isoTimestamp : `${utcMoment.format(date)} UTC`;
}
