import { isJobId, isOpen, type Job } from '../../shared/job';
import { type JobGroups, jobGroupsOf } from '../../shared/job-groups';
import { type JobListing, listJobs, pageOfJobs } from '../../shared/job-listing';
import { type JobFacets, parseJobQuery } from '../../shared/job-query';
import type { JobCatalog } from './job-catalog';
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
  /** The open jobs' departments and teams with their counts (the category and team cards). */
  groups(): Promise<JobGroups>;
  /**
   * The version of the job list as held now ('none' before the first load), for caches of what
   * is rendered from it, like `blog.listVersion()`. Only reads: it never calls the source.
   */
  version(): string;
  /** Starts a background refresh of a feed's list when it has gone stale; returns at once. */
  refreshIfStale(): void;
  /** Reads the jobs file again now (SIGHUP). */
  reload(): Promise<void>;
  /** Calls `listener` whenever the source holds a new list (a jobs file read again, a feed loaded). */
  onChange(listener: () => void): void;
  close(): void;
  /**
   * Whether the seed's sample posting (`/joblistings/View`) is one of these openings: with the
   * embedded jobs only. A company's own jobs (a file or a feed) do not hold it, so its path leads to
   * the job list and no sitemap or structured data names it.
   */
  readonly sampleJob: boolean;
  /**
   * The ATS's own application form of a job applied to here (an ATS's job with its key set), where
   * a job whose form asks what this site cannot is applied for instead; null when there is none.
   */
  hostedFormOf(jobId: string): string | null;
}

/** A job as a card shows it: without its description, which can be kilobytes and only its page shows. */
function card({ description: _, ...job }: Job): Job {
  return job;
}

/** The jobs service over a source (server/jobs/open-jobs-service.ts picks it from JOBS_SOURCE). */
export function jobsServiceOf(provider: JobsProvider): JobsService {
  // The filters of a catalog some of whose jobs have closed since it loaded: its open jobs' values
  // (no department or place of closed jobs only). Jobs only close as time passes, so how many are
  // still open tells which: worked out again once one more has closed.
  const closedSome = new WeakMap<JobCatalog, { open: number; facets: JobFacets }>();
  const facetsOf = (catalog: JobCatalog, jobs: readonly Job[]) => {
    if (jobs.length === catalog.jobs.length) return catalog.facets;
    let held = closedSome.get(catalog);
    if (held?.open !== jobs.length) {
      held = { open: jobs.length, facets: catalog.facetsOf(jobs) };
      closedSome.set(catalog, held);
    }
    return held.facets;
  };
  // Jobs past their validThrough are not shown: filtered when read, as time passes without a reload.
  const openJobs = async () => {
    const catalog = await provider.catalog();
    const now = Date.now();
    const jobs = catalog.jobs.some((job) => job.validThrough !== undefined)
      ? catalog.jobs.filter((job) => isOpen(job, now))
      : catalog.jobs;
    return { catalog, jobs, now, facets: facetsOf(catalog, jobs) };
  };
  return {
    async list(params) {
      const { jobs, facets } = await openJobs();
      const query = parseJobQuery(params, facets);
      const page = pageOfJobs(listJobs(jobs, query), query.page);
      const applied = { ...query };
      if (page.pagination.page > 1) applied.page = page.pagination.page;
      else delete applied.page;
      return {
        data: page.jobs.map(card),
        meta: { total: jobs.length, query: applied },
        pagination: page.pagination,
        facets,
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
    async groups() {
      return jobGroupsOf((await openJobs()).jobs);
    },
    version: () => provider.version(),
    refreshIfStale: () => provider.refreshIfStale(),
    reload: () => provider.reload(),
    onChange: (listener) => provider.onChange?.(listener),
    close: () => provider.close(),
    sampleJob: provider.seed === true,
    hostedFormOf: (jobId) => provider.hostedFormOf?.(jobId) ?? null,
  };
}

/** The embedded job openings, with links pointing at the configured external job board. */
export function createJobsService(jobBoardUrl: string): JobsService {
  return jobsServiceOf(embeddedJobsProvider(jobBoardUrl));
}
