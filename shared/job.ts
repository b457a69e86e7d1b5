import type { JobPlace } from './job-location';
import type { Salary } from './job-salary';

/**
 * A job opening, whatever its source (JOBS_SOURCE: the embedded openings, the company's jobs
 * file, or its Greenhouse or Lever board): every source maps into this one shape on the server.
 */
export interface Job {
  /** The source's id, URL-safe (`isJobId`): the job's page is `/joblistings/:id`. */
  id: string;
  title: string;
  /** Free text; the embedded jobs use the original's six departments. */
  department: string;
  /**
   * The team within the department, where the source names one (a jobs file's `team`, Lever's
   * `categories.team`, Ashby's `team`, a Greenhouse sub-department): the /jobteam cards and the team filter.
   */
  team?: string;
  /** Free text (`Internship`, `Full-Time`…); empty when the source does not say. */
  type: string;
  /** As shown: every place the source names, `; ` between them. */
  location: string;
  /** Whether the job may be done fully remotely: what the Remote filter reads (not the location's wording). */
  remote: boolean;
  /** Whether the job is partly at an office and partly remote (not remote): the Hybrid filter. */
  hybrid?: boolean;
  /**
   * The places of `location` read by the feed (an office's own address where the source has one);
   * without them the structured data reads `location` itself.
   */
  places?: JobPlace[];
  /** For a remote job, the countries (ISO codes) its applicants must live in, where the source says. */
  remoteCountries?: string[];
  /** Pay as the source writes it (stipend or salary); empty when the source does not say. */
  stipend: string;
  /**
   * Pay as numbers, where the source gives them (a jobs file's `salary`, Lever's `salaryRange`,
   * Ashby's compensation): shown instead of `stipend` and written as JobPosting `baseSalary`.
   */
  salary?: Salary;
  duration?: string;
  hours?: string;
  /** The opening on an external job board, absolute; without one, the job's page here is its page. */
  link?: string;
  /** When it was posted, ISO 8601. */
  postedAt: string;
  /** When the source last changed it, ISO 8601 (the sitemap's lastmod), if it says. */
  updatedAt?: string;
  /**
   * The original product's approximate text ("7 days ago"): the embedded jobs only, which have
   * no real date (their `postedAt` is derived from it). Other jobs' text comes from `postedAt`
   * when shown: `postedText` (shared/job-posted.ts).
   */
  posted?: string;
  /** The last moment the job is open, ISO 8601; after it the job is no longer listed. */
  validThrough?: string;
  /** HTML, sanitized by the server with the blog's rules; empty when the source has none. */
  description?: string;
  /** Where candidates apply (an ATS's form); without it they apply here, through the wizard. */
  applyUrl?: string;
}

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
