import type { JobPages } from '../../shared/job-pages';
import type { IsJobClosed } from './closed-jobs';
import type { JobsService } from './jobs-service';

/** The job pages' part of the context (`context.jobs`): the same for every request. */
export function jobPagesFor(jobs: JobsService, publicUrl: string | undefined, isJobClosed: IsJobClosed): JobPages {
  return {
    list: (query) => jobs.list(query),
    get: (id) => jobs.get(id),
    closed: isJobClosed,
    publicUrl,
    sampleJob: jobs.sampleJob,
  };
}
