import type { DataSource } from '../../shared/data-source';
import { listJobs } from '../jobs/list-jobs';

/** The data source of server-side loaders: direct calls, no HTTP hop to this same server. */
export function createServerDataSource(): DataSource {
  return {
    listJobs: async (query) => listJobs(query),
  };
}
