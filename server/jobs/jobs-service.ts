import { isJobId, isOpen, type Job } from '../../shared/job';
import { type JobListing, listJobs, pageOfJobs } from '../../shared/job-listing';
import { parseJobQuery } from '../../shared/job-query';
import { embeddedJobsProvider, type JobsProvider } from './jobs-provider';

export interface JobsService {
  /**
   * One page of the open jobs for a `?department=&type=&location=&sort=&q=&page=` query
   * (JOBS_PAGE_SIZE a page), without their descriptions (`q` searches them all the same).
   * Throws JobsUnavailableError when no list has ever loaded.
   */
  list(params: URLSearchParams): Promise<JobListing>;
  /** One open job by id (ids compare without case), or null. */
  get(jobId: string): Promise<Job | null>;
  /** Every open job, in the source's order (the sitemap). */
  all(): Promise<readonly Job[]>;
  /**
   * The version of the job list as held now ('none' before the first load), for caches of what
   * is rendered from it, like `blog.listVersion()`. Only reads: it never calls the source.
   */
  version(): string;
  /** Starts a background refresh of a feed's list when it has gone stale; returns at once. */
  refreshIfStale(): void;
  /** Reads the jobs file again now (SIGHUP). */
  reload(): Promise<void>;
  close(): void;
  /**
   * Whether the seed's sample posting (`/joblistings/View`) is one of these openings: with the
   * embedded jobs only. A company's own jobs (a file or a feed) do not hold it, so its path leads to
   * the job list and no sitemap or structured data names it.
   */
  readonly sampleJob: boolean;
}

/** A job as a card shows it: without its description, which can be kilobytes and only its page shows. */
function card({ description: _, ...job }: Job): Job {
  return job;
}

/** The jobs service over a source (server/jobs/open-jobs-service.ts picks it from JOBS_SOURCE). */
export function jobsServiceOf(provider: JobsProvider): JobsService {
  // Jobs past their validThrough are not shown: filtered when read, as time passes without a reload.
  const openJobs = async () => {
    const catalog = await provider.catalog();
    const now = Date.now();
    const jobs = catalog.jobs.some((job) => job.validThrough !== undefined)
      ? catalog.jobs.filter((job) => isOpen(job, now))
      : catalog.jobs;
    return { catalog, jobs, now };
  };
  return {
    async list(params) {
      const { catalog, jobs } = await openJobs();
      const query = parseJobQuery(params, catalog.facets);
      const page = pageOfJobs(listJobs(jobs, query), query.page);
      const applied = { ...query };
      if (page.pagination.page > 1) applied.page = page.pagination.page;
      else delete applied.page;
      return {
        data: page.jobs.map(card),
        meta: { total: jobs.length, query: applied },
        pagination: page.pagination,
        facets: catalog.facets,
      };
    },
    async get(jobId) {
      if (!isJobId(jobId)) return null;
      const { catalog, now } = await openJobs();
      const job = catalog.byId.get(jobId.toLowerCase());
      return job && isOpen(job, now) ? job : null;
    },
    async all() {
      return (await openJobs()).jobs;
    },
    version: () => provider.version(),
    refreshIfStale: () => provider.refreshIfStale(),
    reload: () => provider.reload(),
    close: () => provider.close(),
    sampleJob: provider.seed === true,
  };
}

/** The embedded job openings, with links pointing at the configured external job board. */
export function createJobsService(jobBoardUrl: string): JobsService {
  return jobsServiceOf(embeddedJobsProvider(jobBoardUrl));
}
