import type { JobListing } from './job-listing';

/**
 * What route loaders need from the outside world. The server passes an implementation that
 * calls its services directly (no HTTP hop to itself); the browser passes one that calls the
 * BFF's JSON endpoints. Loaders never know which one they got.
 */
export interface DataSource {
  /** The job openings for a `?department=&type=&location=&sort=` query. */
  listJobs(query: URLSearchParams): Promise<JobListing>;
}

/** How a loader finds the data source: the server hands it in per request, the browser once. */
export type DataSourceResolver = (loaderContext: unknown) => DataSource;
