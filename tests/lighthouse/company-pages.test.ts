import { lighthousePaths } from '../support/lighthouse-site';
import { checkPages } from './page-checks';

// Home, the culture pages, categories and teams (the other half: jobs-blog-application.test.ts).
checkPages('lighthouse-company', lighthousePaths.slice(0, 7));
