import { createJobsService } from '../../server/jobs/jobs-service';
import type { PageData } from '../../server/pages/page-context';
import { createTestApp } from './test-app';

/** An app whose job listings count how often a page had to be rendered from the data (not the page cache). */
export async function countingApp() {
  const jobs = createJobsService('https://jobs.example.com');
  let renders = 0;
  const listJobs: PageData['listJobs'] = async (query) => {
    renders++;
    return jobs.list(query);
  };
  const { app } = await createTestApp({ pageData: { listJobs } });
  return { app, renders: () => renders };
}
