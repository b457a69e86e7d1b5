import { type Job, jobs } from '../../shared/jobs';

/** The job openings for a listing query. Filters and sorting arrive with the job-openings issue. */
export function listJobs(_query: URLSearchParams): Job[] {
  return [...jobs];
}
