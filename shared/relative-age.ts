const second = 1_000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;

export type AgeUnit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

/**
 * How old something is, in the original product's steps: under 60 s in seconds, under 60 min in
 * minutes, under 24 h in hours, under 7 days in days, under 4 weeks in weeks, under 12 months of
 * 30 days in months, otherwise in 365-day years. Two gaps of the original are closed: days 28-29
 * and 360-364 would be 0 months and 0 years; they are 1. A date in the future (clock skew) is 0 s.
 */
export function ageOf(createdAt: string | number, now: number): { amount: number; unit: AgeUnit } {
  const elapsed = Math.max(0, now - (typeof createdAt === 'number' ? createdAt : Date.parse(createdAt)));
  if (elapsed < minute) return { amount: Math.floor(elapsed / second), unit: 'second' };
  if (elapsed < hour) return { amount: Math.floor(elapsed / minute), unit: 'minute' };
  if (elapsed < day) return { amount: Math.floor(elapsed / hour), unit: 'hour' };
  const days = Math.floor(elapsed / day);
  if (days < 7) return { amount: days, unit: 'day' };
  if (days < 28) return { amount: Math.floor(days / 7), unit: 'week' };
  if (days < 360) return { amount: Math.max(1, Math.floor(days / 30)), unit: 'month' };
  return { amount: Math.max(1, Math.floor(days / 365)), unit: 'year' };
}

/**
 * How old something is in words: "just now" under a minute, else "1 hour ago", "2 weeks ago",
 * "3 years ago" (see `ageOf` for the steps): words with plurals, never "2 week ago" or
 * "1 yrs ago", on the blog and the job cards alike.
 */
export function relativeAge(createdAt: string | number, now: number): string {
  const { amount, unit } = ageOf(createdAt, now);
  if (unit === 'second') return 'just now';
  return `${amount} ${unit}${amount === 1 ? '' : 's'} ago`;
}
