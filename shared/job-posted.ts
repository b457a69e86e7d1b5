import type { Job } from './job';
import { relativeAge } from './relative-age';

/**
 * What a job card says after "Posted": the embedded jobs' own approximate text, or the age of
 * the job's date at `now` ("3 days ago", which shared/posted-age.ts reads back). Pages pass the `now` their loader read, so the
 * server's render and the browser's hydration agree.
 */
export function postedText(job: Pick<Job, 'posted' | 'postedAt'>, now: number): string {
  return job.posted ?? relativeAge(job.postedAt, now);
}
