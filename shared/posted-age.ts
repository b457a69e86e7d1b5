/**
 * How long ago a job was posted, in seconds, from the job board's relative text ("7 days ago",
 * "yesterday", "an hour ago", "30+ days ago"). The original sorted by parsing this text as a
 * date, which gave an arbitrary order; sorting by this age is what Newest and Oldest mean.
 * A month is 30 days and a year 365, as in the site's relative-age rule.
 */
const secondsPer: Record<string, number> = {
  sec: 1,
  second: 1,
  min: 60,
  minute: 60,
  hr: 3_600,
  hour: 3_600,
  day: 86_400,
  week: 604_800,
  wk: 604_800,
  mon: 2_592_000,
  month: 2_592_000,
  yr: 31_536_000,
  year: 31_536_000,
};

const words: Record<string, string> = { 'just now': '0 sec ago', today: '0 day ago', yesterday: '1 day ago' };

const relative = /^(\d+|an?|one)\+?\s*(sec|second|min|minute|hr|hour|day|week|wk|mon|month|yr|year)s?\s+ago$/;

/** The age in seconds, or `undefined` for text that is not a relative time. */
export function postedAgeSeconds(text: string): number | undefined {
  const normalized = text.trim().toLowerCase().replace(/\s+/g, ' ');
  const match = relative.exec(words[normalized] ?? normalized);
  const [, amount = '', unit = ''] = match ?? [];
  const seconds = secondsPer[unit];
  if (seconds === undefined) return undefined;
  return (/^\d+$/.test(amount) ? Number(amount) : 1) * seconds;
}
