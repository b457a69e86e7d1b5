import { type Department, departments, type JobType, jobTypes } from './jobs';

export const locationFilters = ['all', 'remote', 'onsite'] as const;
export type LocationFilter = (typeof locationFilters)[number];

export const jobSorts = ['none', 'newest', 'oldest', 'title-asc', 'title-desc'] as const;
export type JobSort = (typeof jobSorts)[number];

/** The job list's filters and order, as the URL query carries them. */
export interface JobQuery {
  department: Department | 'All';
  type: JobType | 'All';
  location: LocationFilter;
  sort: JobSort;
}

export const defaultJobQuery: JobQuery = { department: 'All', type: 'All', location: 'all', sort: 'none' };

/** The allowed value equal to `raw` ignoring case, or the fallback. */
function oneOf<T extends string>(allowed: readonly T[], raw: string | null, fallback: T): T {
  if (raw === null || raw.length > 40) return fallback;
  const wanted = raw.trim().toLowerCase();
  return allowed.find((value) => value.toLowerCase() === wanted) ?? fallback;
}

/**
 * Reads `?department=&type=&location=&sort=`. Anything unknown or malformed falls back to the
 * default, so an edited or stale link still shows the list rather than an error.
 */
export function parseJobQuery(params: URLSearchParams): JobQuery {
  return {
    department: oneOf(['All', ...departments], params.get('department'), 'All'),
    type: oneOf(['All', ...jobTypes], params.get('type'), 'All'),
    location: oneOf(locationFilters, params.get('location'), 'all'),
    sort: oneOf(jobSorts, params.get('sort'), 'none'),
  };
}

/** The query string for `query`, leaving defaults out so that shared links stay short. */
export function jobQueryParams(query: JobQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['department', 'type', 'location', 'sort'] as const) {
    if (query[key] !== defaultJobQuery[key]) params.set(key, query[key]);
  }
  return params;
}
