import type { JobQuestion } from '../../shared/application/job-questions';
import { createRefreshingCache } from '../cache/refreshing-cache';
import type { Logger } from '../logger';
import { JobsUpstreamError } from './jobs-upstream-error';

/** A job's application form at its ATS, as this site reads it. */
export interface JobForm {
  /** The questions asked here. */
  questions: JobQuestion[];
  /**
   * The titles of required fields this site cannot ask (a file besides the resume, a type it does
   * not know): an application made here would be refused, so the job is applied for on the ATS's form.
   */
  unasked: string[];
}

/** A form whose every field is asked here (or mapped from the standard steps). */
export const askedHere = (questions: JobQuestion[]): JobForm => ({ questions, unasked: [] });

/** A job's own application questions; none for a job whose source has none (Lever, a jobs file). */
export interface JobQuestionsService {
  /**
   * The job's questions, never throwing: a source that fails with nothing cached, or answers a
   * malformed payload, gives none (logged). The candidate then applies with our standard steps
   * rather than meet a broken step: the application still reaches the inbox, and the hiring team
   * can ask what is missing; a step that cannot be answered would stop the application instead.
   */
  questionsFor(jobId: string): Promise<JobQuestion[]>;
  /**
   * The required fields of the job's form that cannot be asked here (JobForm.unasked); none when
   * the form cannot be read, as for `questionsFor`.
   */
  unaskedFor(jobId: string): Promise<string[]>;
}

/** Sources without questions of their own (Lever's API exposes none; files and the embedded jobs neither). */
export const noJobQuestions: JobQuestionsService = { questionsFor: async () => [], unaskedFor: async () => [] };

interface Loaded extends JobForm {
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
  fetchForm(jobId: string, signal: AbortSignal): Promise<JobForm>;
  ttlMs: number;
  logger: Logger;
}): JobQuestionsService {
  const { feed, fetchForm, ttlMs, logger } = options;
  const cache = createRefreshingCache<Loaded>({
    name: `${feed} job questions`,
    load: async (jobId, signal) => {
      try {
        return { ...(await fetchForm(jobId, signal)), malformed: false };
      } catch (error) {
        if (!(error instanceof JobsUpstreamError) || error.failure !== 'bad-payload') throw error;
        logger.warn({ feed, jobId, err: error }, 'the job questions were unreadable: the step is left out');
        return { questions: [], unasked: [], malformed: true };
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
  const formOf = async (jobId: string): Promise<JobForm> => {
    try {
      return await cache.get(jobId);
    } catch (error) {
      logger.warn({ feed, jobId, err: error }, 'the job questions could not be read: the step is left out');
      return askedHere([]);
    }
  };
  return {
    questionsFor: async (jobId) => (await formOf(jobId)).questions,
    unaskedFor: async (jobId) => (await formOf(jobId)).unasked,
  };
}
