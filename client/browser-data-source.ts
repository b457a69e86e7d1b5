import type { DataSource } from '../shared/data-source';
import type { JobListing } from '../shared/job-listing';

// The API client (axios, about 21 KB gzip) is imported on the first data request rather than
// with the entry: the first page comes rendered with its data, so it never needs the client.
const apiClient = () => import('./api-client');

export const browserDataSource: DataSource = {
  listJobs: async (query) => (await apiClient()).getJson<JobListing>('/api/jobs', query),
};
