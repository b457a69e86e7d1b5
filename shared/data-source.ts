import type { Job } from './jobs';

/**
 * What route loaders need from the outside world. The server passes an implementation that
 * calls its services directly (no HTTP hop to itself); the browser passes one that calls the
 * BFF's JSON endpoints. Loaders never know which one they got.
 */
export interface DataSource {
  listJobs(query: URLSearchParams): Promise<Job[]>;
}

/** How a loader finds the data source: the server hands it in per request, the browser once. */
export type DataSourceResolver = (loaderContext: unknown) => DataSource;
