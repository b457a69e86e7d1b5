import { createHash } from 'node:crypto';
import type { Job } from '../../shared/job';
import { distinctGroupNames } from '../../shared/job-groups';
import { workplaceOf } from '../../shared/job-listing';
import { placesOfJobs } from '../../shared/job-place-names';
import { type JobFacets, locationFiltersFor } from '../../shared/job-query';

/** One loaded list of jobs, with what answering from it needs computed once. */
export interface JobCatalog {
  /** In the source's order (the listing's "Sort By" order). */
  jobs: readonly Job[];
  /** Keyed by the id in lower case: paths are matched without case. */
  byId: ReadonlyMap<string, Job>;
  /** The filters' values for every job of the catalog. */
  facets: JobFacets;
  /** The filters' values for some of its jobs (those still open, when some have closed since it loaded). */
  facetsOf(jobs: readonly Job[]): JobFacets;
  /** A hash of the jobs' content: changes exactly when what pages show of them may change. */
  version: string;
  /** Its JSON's length, for the bound on cached bytes. */
  bytes: number;
}

const distinctSorted = (values: string[]) =>
  [...new Set(values.filter(Boolean))].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));

/** The filters' values that are fixed rather than read from the jobs (the embedded jobs' original order). */
export type FixedFacets = Pick<JobFacets, 'departments' | 'types' | 'locations'>;

/**
 * The filters' values of `jobs`: their departments and teams (each once, whatever its case), types,
 * Hybrid when one of them is, and the places they are done at; the departments, types and
 * workplaces are `fixed` ones where given.
 */
function facetsOf(jobs: readonly Job[], fixed: FixedFacets | undefined): JobFacets {
  return {
    departments: fixed?.departments ?? distinctGroupNames(jobs.map((job) => job.department)),
    teams: distinctGroupNames(jobs.map((job) => job.team)),
    types: fixed?.types ?? distinctSorted(jobs.map((job) => job.type)),
    locations: fixed?.locations ?? locationFiltersFor(jobs.some((job) => workplaceOf(job) === 'hybrid')),
    places: placesOfJobs(jobs),
  };
}

/** The catalog of `jobs`; the filters offer what the jobs hold, or the `fixed` values where given. */
export function jobCatalog(jobs: readonly Job[], fixed?: FixedFacets): JobCatalog {
  const json = JSON.stringify(jobs);
  return {
    jobs,
    byId: new Map(jobs.map((job) => [job.id.toLowerCase(), job])),
    facets: facetsOf(jobs, fixed),
    facetsOf: (some) => facetsOf(some, fixed),
    version: createHash('sha256').update(json).digest('base64url').slice(0, 16),
    bytes: json.length,
  };
}
