import type { z } from 'zod';
import type { Job } from '../../shared/job';
import type { Logger } from '../logger';
import { problemsOf } from './job-fields';

/**
 * The jobs of a feed's answer: each item is checked by `schema` (which maps it to a Job); a
 * malformed item is dropped and logged, so one bad record does not hide the board. Ids a
 * previous item had (in any case) are dropped too: a job's page must be one job.
 */
export function feedJobs(feed: string, items: unknown[], schema: z.ZodType<Job>, logger: Logger): Job[] {
  const jobs: Job[] = [];
  const seen = new Set<string>();
  for (const [index, raw] of items.entries()) {
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      logger.warn({ feed, index, problem: problemsOf(parsed.error) }, 'dropped a malformed job');
    } else if (seen.has(parsed.data.id.toLowerCase())) {
      logger.warn({ feed, index, id: parsed.data.id }, 'dropped a job whose id an earlier job has');
    } else {
      seen.add(parsed.data.id.toLowerCase());
      jobs.push(parsed.data);
    }
  }
  return jobs;
}
