import type { JobPages } from '../../shared/job-pages';
import type { JobsService } from './jobs-service';

/** The job pages' part of the context (`context.jobs`): the same for every request. */
export function jobPagesFor(jobs: JobsService, publicUrl: string | undefined): JobPages {
  return { list: (query) => jobs.list(query), get: (id) => jobs.get(id), publicUrl };
}
