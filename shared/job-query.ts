import { departments, jobTypes } from './embedded-job-facets';

export const locationFilters = ['all', 'remote', 'hybrid', 'onsite'] as const;
export type LocationFilter = (typeof locationFilters)[number];

export const jobSorts = ['none', 'newest', 'oldest', 'title-asc', 'title-desc'] as const;
export type JobSort = (typeof jobSorts)[number];

/** Jobs per page of `/joblistings` and `GET /api/jobs`: four rows of a six-column or six of a four-column grid. */
export const JOBS_PAGE_SIZE = 24;

/** Search words longer than this are cut: no title or place is longer, and matching stays cheap. */
export const MAX_SEARCH_LENGTH = 100;

/** The job list's filters, search, order and page, as the URL query carries them. */
export interface JobQuery {
  /** `All`, or one of the data's departments (`JobFacets`). */
  department: string;
  /** `All`, or one of the data's job types. */
  type: string;
  location: LocationFilter;
  sort: JobSort;
  /** Words every listed job contains (title, department, location, description); absent: no search. */
  q?: string;
  /** The page of results, from 2 on; absent: the first. */
  page?: number;
}

/** The values the department, type and location filters offer: those of the jobs being listed. */
export interface JobFacets {
  departments: readonly string[];
  types: readonly string[];
  /** All, Remote and Onsite (the original's), and Hybrid only when some job is hybrid. */
  locations: readonly LocationFilter[];
}

/** The location filter's values for jobs of which some are hybrid, or none. */
export const locationFiltersFor = (someHybrid: boolean): LocationFilter[] =>
  locationFilters.filter((filter) => filter !== 'hybrid' || someHybrid);

/** The embedded jobs' filter values, in the original's order (none of its jobs is hybrid). */
export const embeddedJobFacets: JobFacets = { departments, types: jobTypes, locations: locationFiltersFor(false) };

export const defaultJobQuery: JobQuery = { department: 'All', type: 'All', location: 'all', sort: 'none' };

/** The allowed value equal to `raw` ignoring case, or the fallback. */
function oneOf<T extends string>(allowed: readonly T[], raw: string | null, fallback: T): T {
  if (!raw || raw.length > 200) return fallback;
  const wanted = raw.trim().toLowerCase();
  return allowed.find((value) => value.toLowerCase() === wanted) ?? fallback;
}

/** The search words: spaces collapsed, at most MAX_SEARCH_LENGTH characters; undefined when none. */
function searchWords(raw: string | null): string | undefined {
  const words = (raw ?? '')
    .replace(/[\s\p{C}]+/gu, ' ')
    .trim()
    .slice(0, MAX_SEARCH_LENGTH)
    .trim();
  return words || undefined;
}

/** A page number from 2 to 99,999; anything else is the first page. */
function pageNumber(raw: string | null): number | undefined {
  if (!/^\d{1,5}$/.test(raw ?? '')) return undefined;
  const page = Number(raw);
  return page > 1 ? page : undefined;
}

/**
 * Reads `?department=&type=&location=&sort=&q=&page=`. Anything unknown or malformed falls back
 * to the default, so an edited or stale link still shows the list rather than an error. The
 * department, type and location must be one of `facets` (default: the embedded jobs'), so
 * `location=hybrid` where no job is hybrid is All, as the filter shows it.
 */
export function parseJobQuery(params: URLSearchParams, facets: JobFacets = embeddedJobFacets): JobQuery {
  const query: JobQuery = {
    department: oneOf(['All', ...facets.departments], params.get('department'), 'All'),
    type: oneOf(['All', ...facets.types], params.get('type'), 'All'),
    location: oneOf(facets.locations, params.get('location'), 'all'),
    sort: oneOf(jobSorts, params.get('sort'), 'none'),
  };
  const q = searchWords(params.get('q'));
  const page = pageNumber(params.get('page'));
  if (q !== undefined) query.q = q;
  if (page !== undefined) query.page = page;
  return query;
}

/** The query string for `query`, leaving defaults out so that shared links stay short. */
const choiceFilters = ['department', 'type', 'location', 'sort'] as const;
/** The filters in the order a job list's address names them (`jobQueryParams`, the filters form). */
export const jobFilterFields = [...choiceFilters, 'q'] as const;

export function jobQueryParams(query: JobQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of choiceFilters) {
    if (query[key] !== defaultJobQuery[key]) params.set(key, query[key]);
  }
  if (query.q) params.set('q', query.q);
  if ((query.page ?? 1) > 1) params.set('page', String(query.page));
  return params;
}
