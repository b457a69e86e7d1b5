import { isJobId } from '../../shared/job';
import type { JobsService } from './jobs-service';

/** Whether a job id names a job that was listed once and is not open now (answered 410 Gone). */
export type IsJobClosed = (jobId: string) => Promise<boolean>;

/**
 * Closed: not open now, but seen before in the jobs source (job_sightings, migration 0014, which
 * records every job id when it is first listed). An id never seen is unknown (404), not closed.
 * While the jobs cannot be read at all, no job is called closed: the pages answer 503 for that.
 */
export function closedJobs(jobs: Pick<JobsService, 'get'>, wasSeen: (jobId: string) => Promise<boolean>): IsJobClosed {
  return async (jobId) => {
    if (!isJobId(jobId)) return false;
    try {
      if (await jobs.get(jobId)) return false;
    } catch {
      return false;
    }
    return wasSeen(jobId);
  };
}
