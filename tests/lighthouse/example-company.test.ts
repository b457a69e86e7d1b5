import { freshJobsFile, exampleJobs, harbourClinics } from '../support/example-jobs';
import { checkPages } from './page-checks';

// The second example company (examples/harbour-clinics): its folder's pages, one of its own
// (/how-we-hire), its job cards, list and a job, under the checks the seed's pages meet.
checkPages(
  'lighthouse-example-company',
  ['/', '/support', '/how-we-hire', '/jobcategory', '/joblistings', '/joblistings/pharmacist-pune'],
  { SITE_DIR: harbourClinics.siteDir, JOBS_SOURCE: `file:${freshJobsFile(exampleJobs(harbourClinics.jobsFile))}` },
);
