import type { DataSource } from '../../shared/data-source';
import type { JobsService } from '../jobs/jobs-service';

/** The data source of server-side loaders: direct calls, no HTTP hop to this same server. */
export function createServerDataSource(services: { jobs: JobsService }): DataSource {
  return {
    listJobs: async (query) => services.jobs.list(query),
  };
}
