import type { Job } from '../../shared/job';
import { createRefreshingCache } from '../cache/refreshing-cache';
import type { Logger } from '../logger';
import { type JobCatalog, jobCatalog } from './job-catalog';
import type { JobsProvider } from './jobs-provider';
import { JobsUnavailableError } from './jobs-unavailable-error';

const KEY = 'jobs';

export interface FeedJobsProviderOptions {
  /** "greenhouse", "lever", "ashby", "recruitee" or "smartrecruiters", for logs. */
  feed: string;
  /** One call of the feed, its payload validated and mapped. */
  fetchJobs(signal: AbortSignal): Promise<Job[]>;
  /** How long a loaded list is fresh (JOBS_CACHE_TTL_MS). */
  ttlMs: number;
  logger: Logger;
  /** Called for each load of the feed that failed (the first or a refresh). */
  onLoadFailed?: () => void;
}

/**
 * An ATS feed behind the blog's refreshing cache: fresh for `ttlMs`, then served stale while one
 * background call refreshes it; concurrent first requests share one call; the feed's deadline is
 * the upstream client's (JOBS_TIMEOUT_MS). Unlike the blog's, a loaded list is served stale for
 * ever while the feed fails (down, slow, garbage): a board must never empty because its ATS is
 * unwell. The first load starts at once, so the first visitor rarely waits for it.
 */
export function feedJobsProvider({
  feed,
  fetchJobs,
  ttlMs,
  logger,
  onLoadFailed,
}: FeedJobsProviderOptions): JobsProvider {
  let closed = false;
  const listeners: (() => void)[] = [];
  const cache = createRefreshingCache<JobCatalog>({
    name: `${feed} jobs`,
    load: async (_key, signal) => {
      const catalog = jobCatalog(
        await fetchJobs(signal).catch((error: unknown) => {
          onLoadFailed?.();
          throw error;
        }),
      );
      logger.debug({ feed, jobs: catalog.jobs.length, version: catalog.version }, 'jobs feed loaded');
      // Told once the cache holds it (the listeners read the list).
      if (catalog.version !== cache.peek(KEY)?.version)
        queueMicrotask(() => listeners.forEach((listener) => listener()));
      return catalog;
    },
    ttlMs,
    staleMs: Number.POSITIVE_INFINITY,
    logger,
    sizeOf: (catalog) => catalog.bytes,
    maxEntries: 1,
    // One entry: the bound is the upstream client's on the answer's size.
    maxBytes: Number.MAX_SAFE_INTEGER,
  });
  const catalog = () =>
    cache.get(KEY).catch((error: unknown) => {
      throw new JobsUnavailableError(error);
    });
  catalog().catch((error: unknown) => logger.warn({ feed, err: error }, 'the first load of the jobs feed failed'));
  return {
    catalog,
    version: () => cache.peek(KEY)?.version ?? 'none',
    refreshIfStale: () => {
      if (!closed) cache.refreshIfStale(KEY);
    },
    reload: async () => {
      cache.refreshIfStale(KEY);
    },
    close: () => {
      closed = true;
    },
    onChange: (listener) => void listeners.push(listener),
  };
}
