import type { z } from 'zod';
import type { jobQuerySchema, jobFacetsSchema } from './api/jobs';
import { jobSorts, locationFilters } from './api/jobs-enums';
import { departments, jobTypes } from './embedded-job-facets';

/** How a job is done, as the Location filter's first values name it (`locationFilters`). */
export type LocationFilter = (typeof locationFilters)[number];

/** Whether a location value is one of the workplace filters rather than a place. */
export const isLocationFilter = (value: string): value is LocationFilter =>
  (locationFilters as readonly string[]).includes(value);

export type JobSort = (typeof jobSorts)[number];

/** Jobs per page of `/joblistings` and `GET /api/jobs`: four rows of a six-column or six of a four-column grid. */
export const JOBS_PAGE_SIZE = 24;

/** Search words longer than this are cut: no title or place is longer, and matching stays cheap. */
export const MAX_SEARCH_LENGTH = 100;

/** The job list's filters, search, order and page, as the URL query carries them. */
export type JobQuery = z.infer<typeof jobQuerySchema>;

/** The values the department, team, type and location filters offer: those of the jobs being listed. */
export type JobFacets = z.infer<typeof jobFacetsSchema>;

/** The location filter's values for jobs of which some are hybrid, or none. */
export const locationFiltersFor = (someHybrid: boolean): LocationFilter[] =>
  locationFilters.filter((filter) => filter !== 'hybrid' || someHybrid);

/** The embedded jobs' filter values, in the original's order (none of its jobs is hybrid). */
export const embeddedJobFacets: JobFacets = {
  departments,
  teams: [],
  types: jobTypes,
  locations: locationFiltersFor(false),
  places: [],
};

export const defaultJobQuery: JobQuery = { department: 'All', type: 'All', location: 'all', sort: 'none' };

/** A place's name as places are compared: case, accents and spaces aside (`Zürich` is `zurich`). */
export const placeNameKey = (name: string) =>
  name.normalize('NFKD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toLowerCase();

/** Whether two names are of the same place (`placeNameKey`). */
export const samePlaceName = (a: string, b: string) => placeNameKey(a) === placeNameKey(b);

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
 * A location's value: a workplace filter (any case), else one of the data's places, compared as
 * place names are (`samePlaceName`: `pune`, `PUNE` and `Pune` are Pune); else All.
 */
function locationOf(raw: string | null, facets: JobFacets): JobQuery['location'] {
  const workplace = oneOf(facets.locations, raw, 'all');
  if (workplace !== 'all' || !raw || raw.length > 200) return workplace;
  return facets.places.find((place) => samePlaceName(place, raw)) ?? 'all';
}

/**
 * Reads `?department=&team=&type=&location=&sort=&q=&page=`. Anything unknown or malformed falls
 * back to the default, so an edited or stale link still shows the list rather than an error. The
 * department, team, type and location must be one of `facets` (default: the embedded jobs'), so
 * `location=hybrid` where no job is hybrid is All, as the filter shows it, and so is a place no
 * open job is at.
 */
export function parseJobQuery(params: URLSearchParams, facets: JobFacets = embeddedJobFacets): JobQuery {
  const query: JobQuery = {
    department: oneOf(['All', ...facets.departments], params.get('department'), 'All'),
    type: oneOf(['All', ...facets.types], params.get('type'), 'All'),
    location: locationOf(params.get('location'), facets),
    sort: oneOf(jobSorts, params.get('sort'), 'none'),
  };
  const team = oneOf(['All', ...facets.teams], params.get('team'), 'All');
  const q = searchWords(params.get('q'));
  const page = pageNumber(params.get('page'));
  if (team !== 'All') query.team = team;
  if (q !== undefined) query.q = q;
  if (page !== undefined) query.page = page;
  return query;
}

/** The filters in the order a job list's address names them (`jobQueryParams`, the filters form). */
export const jobFilterFields = ['department', 'team', 'type', 'location', 'sort', 'q'] as const;

/** The query string for `query`, leaving defaults out so that shared links stay short. */
export function jobQueryParams(query: JobQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of jobFilterFields) {
    const value = query[key];
    if (value !== undefined && value !== '' && value !== defaultJobQuery[key]) params.set(key, value);
  }
  if ((query.page ?? 1) > 1) params.set('page', String(query.page));
  return params;
}
