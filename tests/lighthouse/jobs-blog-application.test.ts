import { lighthousePaths } from '../support/lighthouse-site';
import { checkPages } from './page-checks';

// The job list, a job, the blog, sign-in and a wizard step (the other half: company-pages.test.ts).
checkPages('lighthouse-jobs', lighthousePaths.slice(7));
