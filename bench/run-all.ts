// `npm run bench`: every benchmark in turn, printed as Markdown to paste into BENCHMARKS.md.
// Benchmarks are never part of `npm test`: timings on a shared 2-core machine are not pass/fail.
import { alertDigests } from './alert-digests';
import { atsDelivery } from './ats-delivery';
import { blogProxy } from './blog-proxy';
import { browserPageCost } from './browser-page-cost';
import { crowdedServer } from './crowded-server';
import { fastPath } from './fast-path';
import { inboxPage } from './inbox-page';
import { jobsListing } from './jobs-listing';
import { lighthousePerformance } from './lighthouse-performance';
import { memory } from './memory';
import { pageRendering } from './page-rendering';
import { publicNavigation } from './public-navigation';
import { siteFolder } from './site-folder';
import { ssrThroughput } from './ssr-throughput';
import { storageQueries } from './storage-queries';

const benchmarks = [
  ssrThroughput,
  siteFolder,
  pageRendering,
  fastPath,
  blogProxy,
  jobsListing,
  memory,
  crowdedServer,
  storageQueries,
  inboxPage,
  alertDigests,
  atsDelivery,
  publicNavigation,
  browserPageCost,
  lighthousePerformance,
];

for (const benchmark of benchmarks) console.log(`${await benchmark()}\n`);
