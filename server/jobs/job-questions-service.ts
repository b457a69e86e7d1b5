import type { JobQuestion } from '../../shared/application/job-questions';
import { createRefreshingCache } from '../cache/refreshing-cache';
import type { Logger } from '../logger';
import { JobsUpstreamError } from './jobs-upstream-error';

/** A job's own application questions; none for a job whose source has none (Lever, a jobs file). */
export interface JobQuestionsService {
  /**
   * The job's questions, never throwing: a source that fails with nothing cached, or answers a
   * malformed payload, gives none (logged). The candidate then applies with our standard steps
   * rather than meet a broken step: the application still reaches the inbox, and the hiring team
   * can ask what is missing; a step that cannot be answered would stop the application instead.
   */
  questionsFor(jobId: string): Promise<JobQuestion[]>;
}

/** Sources without questions of their own (Lever's API exposes none; files and the embedded jobs neither). */
export const noJobQuestions: JobQuestionsService = { questionsFor: async () => [] };

interface Loaded {
  questions: JobQuestion[];
  /** The source answered something unreadable: kept briefly, never served in place of a good answer. */
  malformed: boolean;
}

/** How long an unreadable answer is believed before the source is asked again. */
const MALFORMED_TTL_MS = 60_000;

/**
 * Per-job questions behind the feed's refreshing cache (server/cache/refreshing-cache.ts): fresh
 * for `ttlMs` (JOBS_CACHE_TTL_MS), then served stale while one background call refreshes them,
 * kept for ever while the source fails (as the job list is); concurrent first requests for one
 * job share one call.
 */
export function cachedJobQuestions(options: {
  feed: string;
  fetchQuestions(jobId: string, signal: AbortSignal): Promise<JobQuestion[]>;
  ttlMs: number;
  logger: Logger;
}): JobQuestionsService {
  const { feed, fetchQuestions, ttlMs, logger } = options;
  const cache = createRefreshingCache<Loaded>({
    name: `${feed} job questions`,
    load: async (jobId, signal) => {
      try {
        return { questions: await fetchQuestions(jobId, signal), malformed: false };
      } catch (error) {
        if (!(error instanceof JobsUpstreamError) || error.failure !== 'bad-payload') throw error;
        logger.warn({ feed, jobId, err: error }, 'the job questions were unreadable: the step is left out');
        return { questions: [], malformed: true };
      }
    },
    ttlMs,
    staleMs: Number.POSITIVE_INFINITY,
    logger,
    sizeOf: (loaded) => JSON.stringify(loaded.questions).length,
    maxEntries: 2_000,
    maxBytes: 20 * 1024 * 1024,
    shortTtlMs: (loaded) => (loaded.malformed ? MALFORMED_TTL_MS : undefined),
    servesStale: (loaded) => !loaded.malformed,
  });
  return {
    async questionsFor(jobId) {
      try {
        return (await cache.get(jobId)).questions;
      } catch (error) {
        logger.warn({ feed, jobId, err: error }, 'the job questions could not be read: the step is left out');
        return [];
      }
    },
  };
}
