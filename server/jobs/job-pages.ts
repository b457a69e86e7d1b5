import type { JobPages } from '../../shared/job-pages';
import type { IsJobClosed } from './closed-jobs';
import type { JobsService } from './jobs-service';

/** The job pages' part of the context (`context.jobs`): the same for every request. */
export function jobPagesFor(jobs: JobsService, isJobClosed: IsJobClosed): JobPages {
  return {
    list: (query) => jobs.list(query),
    get: (id) => jobs.get(id),
    groups: () => jobs.groups(),
    closed: isJobClosed,
    sampleJob: jobs.sampleJob,
    // The seed's jobs are the only ones with its sample posting.
    seed: jobs.sampleJob,
  };
}
