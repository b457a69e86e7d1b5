import type { z } from 'zod';
import type { jobSchema } from './api/jobs';

/** A job opening, whatever its source: its fields are described in shared/api/jobs.ts. */
export type Job = z.infer<typeof jobSchema>;

/** Short tokens a URL carries as they are (Greenhouse's numbers, Lever's UUIDs, a file's slugs). */
const jobIdPattern = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;

/**
 * Whether `id` can be a job's id. `view` (in any case) cannot: `/joblistings/View` is the
 * original's static sample page, and paths are matched without case.
 */
export function isJobId(id: string | undefined): id is string {
  return id !== undefined && jobIdPattern.test(id) && id.toLowerCase() !== 'view';
}

/** Whether the job is still open at `now` (ms): no `validThrough`, or one not yet past. */
export function isOpen(job: Pick<Job, 'validThrough'>, now: number): boolean {
  return job.validThrough === undefined || Date.parse(job.validThrough) >= now;
}
