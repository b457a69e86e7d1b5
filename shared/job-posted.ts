import type { Job } from './job';
import { ageOf } from './relative-age';

/**
 * A job's age in the words of the original's job cards ("2 days ago", "1 week ago", "6 hours
 * ago"), in the steps of the site's relative-age rule; under a minute, "just now". Job ages are
 * English, not the blog's abbreviations ("2 day ago"), and shared/posted-age.ts reads them back.
 */
export function jobAge(postedAt: string | number, now: number): string {
  const { amount, unit } = ageOf(postedAt, now);
  if (unit === 'second') return 'just now';
  return `${amount} ${unit}${amount === 1 ? '' : 's'} ago`;
}

/**
 * What a job card says after "Posted": the embedded jobs' own approximate text, or the age of
 * the job's date at `now` ("3 days ago"). Pages pass the `now` their loader read, so the
 * server's render and the browser's hydration agree.
 */
export function postedText(job: Pick<Job, 'posted' | 'postedAt'>, now: number): string {
  return job.posted ?? jobAge(job.postedAt, now);
}
