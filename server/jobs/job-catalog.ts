import { createHash } from 'node:crypto';
import type { Job } from '../../shared/job';
import { workplaceOf } from '../../shared/job-listing';
import { type JobFacets, locationFiltersFor } from '../../shared/job-query';

/** One loaded list of jobs, with what answering from it needs computed once. */
export interface JobCatalog {
  /** In the source's order (the listing's "Sort By" order). */
  jobs: readonly Job[];
  /** Keyed by the id in lower case: paths are matched without case. */
  byId: ReadonlyMap<string, Job>;
  facets: JobFacets;
  /** A hash of the jobs' content: changes exactly when what pages show of them may change. */
  version: string;
  /** Its JSON's length, for the bound on cached bytes. */
  bytes: number;
}

const distinctSorted = (values: string[]) =>
  [...new Set(values.filter(Boolean))].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));

/**
 * The catalog of `jobs`; the filters offer their departments and types, and Hybrid when one of
 * them is, unless `facets` are given.
 */
export function jobCatalog(jobs: readonly Job[], facets?: JobFacets): JobCatalog {
  const json = JSON.stringify(jobs);
  return {
    jobs,
    byId: new Map(jobs.map((job) => [job.id.toLowerCase(), job])),
    facets: facets ?? {
      departments: distinctSorted(jobs.map((job) => job.department)),
      types: distinctSorted(jobs.map((job) => job.type)),
      locations: locationFiltersFor(jobs.some((job) => workplaceOf(job) === 'hybrid')),
    },
    version: createHash('sha256').update(json).digest('base64url').slice(0, 16),
    bytes: json.length,
  };
}
