import { type JobListing, listJobs } from '../../shared/job-listing';
import { parseJobQuery } from '../../shared/job-query';
import { type Job, jobs } from '../../shared/jobs';
import { jobBoardLink } from '../../shared/site';

export interface JobsService {
  list(params: URLSearchParams): JobListing;
}

/** The embedded job openings, with links pointing at the configured external job board. */
export function createJobsService(jobBoardUrl: string): JobsService {
  const published: readonly Job[] = jobs.map((job) => ({ ...job, link: jobBoardLink(jobBoardUrl, job.link) }));
  return {
    list(params) {
      const query = parseJobQuery(params);
      return { data: listJobs(published, query), meta: { total: published.length, query } };
    },
  };
}
