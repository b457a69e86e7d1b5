import { embeddedJobFacets } from '../../shared/job-query';
import { jobs } from '../../shared/jobs';
import { jobBoardLink } from '../../shared/site';
import { type JobCatalog, jobCatalog } from './job-catalog';

/** Where the jobs service gets its list: one of JOBS_SOURCE's kinds. */
export interface JobsProvider {
  /** The list to answer from; a JobsUnavailableError when there has never been one. */
  catalog(): Promise<JobCatalog>;
  /** The version of the list as held now ('none' before the first load); never loads. */
  version(): string;
  /** Starts a background refresh when the list has gone stale, and returns at once. */
  refreshIfStale(): void;
  /** Reads the source again now (SIGHUP); a failure keeps the last good list and is logged. */
  reload(): Promise<void>;
  /** Stops watching or refreshing. */
  close(): void;
  /** Calls `listener` whenever a new list is held (a jobs file read again, a feed loaded); a fixed list never changes. */
  onChange?(listener: () => void): void;
  /** Whether these are the seed's openings, whose sample posting is `/joblistings/View`. */
  readonly seed?: boolean;
  /** The ATS's own application form of a job applied to here (its feed's apply link), if known. */
  hostedFormOf?(jobId: string): string | null;
}

/** The original 15 jobs (JOBS_SOURCE unset), linked to the configured external job board. */
export function embeddedJobsProvider(jobBoardUrl: string): JobsProvider {
  const catalog = jobCatalog(
    jobs.map((job) => ({ ...job, link: jobBoardLink(jobBoardUrl, job.link) })),
    embeddedJobFacets,
  );
  return fixedJobsProvider(catalog, { seed: true });
}

/** A list that never changes (the embedded jobs; a test's): nothing to refresh, reload or stop. */
export function fixedJobsProvider(catalog: JobCatalog, { seed = false } = {}): JobsProvider {
  return {
    catalog: async () => catalog,
    version: () => catalog.version,
    refreshIfStale: () => undefined,
    reload: async () => undefined,
    close: () => undefined,
    ...(seed ? { seed } : {}),
  };
}
