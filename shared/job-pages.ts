import type { Job } from './job';
import type { JobGroups } from './job-groups';
import type { JobListing } from './job-listing';

/**
 * The job openings' part of the pages' context (`context.jobs` in a loader or action), built
 * per request by server/jobs/job-pages.ts.
 */
export interface JobPages {
  /**
   * The job openings for a `?department=&type=&location=&sort=&q=&page=` query; throws
   * DataUnavailableError when no job list can be read.
   */
  list(query: URLSearchParams): Promise<JobListing>;
  /** The open jobs' departments and teams with how many open jobs each has; throws as `list`. */
  groups(): Promise<JobGroups>;
  /** One open job with its description (ids compare without case), or null; throws as `list`. */
  get(id: string): Promise<Job | null>;
  /** Whether the id names a job that was listed once and is not open now (its page answers 410 Gone). */
  closed(id: string): Promise<boolean>;
  /** Whether the seed's sample posting (`/joblistings/View`) is one of the openings: the embedded jobs only. */
  sampleJob: boolean;
  /**
   * Whether the openings are the seed's embedded ones (JOBS_SOURCE unset): the category and team
   * pages then show the seed's fixed cards, elsewhere the departments and teams of the jobs.
   */
  seed: boolean;
}

declare module 'react-router' {
  interface AppLoadContext {
    jobs: JobPages;
  }
}
