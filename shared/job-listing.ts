import type { JobQuery } from './job-query';
import type { Job } from './jobs';
import { postedAgeSeconds } from './posted-age';

/** What `GET /api/jobs` answers and the job-openings loader returns. */
export interface JobListing {
  data: Job[];
  meta: { total: number; query: JobQuery };
}

const byTitle = (a: Job, b: Job) => a.title.localeCompare(b.title, 'en', { sensitivity: 'base' });

/** By age (1: oldest first, -1: newest first); text that is not a relative time goes last; ties by title. */
function byAge(direction: 1 | -1) {
  return (a: Job, b: Job) => {
    const ageA = postedAgeSeconds(a.posted);
    const ageB = postedAgeSeconds(b.posted);
    if (ageA === undefined || ageB === undefined) {
      return ageA === ageB ? byTitle(a, b) : ageA === undefined ? 1 : -1;
    }
    return direction * (ageB - ageA) || byTitle(a, b);
  };
}

const orders = {
  newest: byAge(-1),
  oldest: byAge(1),
  'title-asc': byTitle,
  'title-desc': (a: Job, b: Job) => byTitle(b, a),
} as const;

/** The jobs that pass every filter (they combine with AND), in the requested order. */
export function listJobs(jobs: readonly Job[], query: JobQuery): Job[] {
  const matching = jobs.filter(
    (job) =>
      (query.department === 'All' || job.department === query.department) &&
      (query.type === 'All' || job.type === query.type) &&
      (query.location === 'all' || job.remote === (query.location === 'remote')),
  );
  return query.sort === 'none' ? matching : matching.sort(orders[query.sort]);
}
