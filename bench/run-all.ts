// `npm run bench [-- NAME…]`: runs the benchmarks (all, or those named) and writes their figures
// into BENCHMARKS.md, one section per measure, each with its command, machine and date. A measure
// not run keeps its last section. Benchmarks are never part of `npm test`: timings on a shared
// 2-core machine are not pass/fail.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { type Build, buildOf } from './against';
import { render, sectionOf, sectionsOf } from './benchmarks-file';
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
import { resumePdfJudge } from './resume-pdf-judge';
import { resumeReading } from './resume-reading';
import { resumeUnderAttack } from './resume-under-attack';
import { siteFolder } from './site-folder';
import { ssrThroughput } from './ssr-throughput';
import { storageQueries } from './storage-queries';

/** Every measure by its file's name, in the order BENCHMARKS.md lists them. */
const benchmarks: Record<string, (options: { against?: Build }) => Promise<string>> = {
  'ssr-throughput': ssrThroughput,
  'site-folder': siteFolder,
  'page-rendering': pageRendering,
  'fast-path': fastPath,
  'blog-proxy': blogProxy,
  'jobs-listing': jobsListing,
  memory,
  'crowded-server': crowdedServer,
  'storage-queries': storageQueries,
  'inbox-page': inboxPage,
  'alert-digests': () => alertDigests(),
  'ats-delivery': atsDelivery,
  'resume-pdf-judge': resumePdfJudge,
  'resume-under-attack': resumeUnderAttack,
  'resume-reading': resumeReading,
  'public-navigation': publicNavigation,
  'browser-page-cost': browserPageCost,
  'lighthouse-performance': lighthousePerformance,
};

/** The measures that run another commit's build beside this one's (`--against REF`). */
const comparing = new Set(['fast-path', 'page-rendering']);

const FILE = 'BENCHMARKS.md';
const INTRO = `# Benchmarks

Measured, never asserted in tests. Each section is one measure's last run: its command, the
machine and the date. Compare figures only within a section (one run): the machines are shared
and noisy. \`npm run bench\` builds first, runs every measure and rewrites this file;
\`npm run bench -- NAME…\` runs the named ones (the names are bench/NAME.ts) and keeps the other
sections as they were. Earlier figures are in git's history of this file.
`;

const args = process.argv.slice(2);
const againstAt = args.indexOf('--against');
const againstRef = againstAt === -1 ? undefined : args[againstAt + 1];
const asked = againstAt === -1 ? args : args.filter((_, index) => index !== againstAt && index !== againstAt + 1);
const unknown = asked.filter((name) => !(name in benchmarks));
if (unknown.length > 0) {
  console.error(`No such benchmark: ${unknown.join(', ')}. The names: ${Object.keys(benchmarks).join(', ')}.`);
  process.exit(2);
}
if (againstAt !== -1) {
  const single = asked.filter((name) => !comparing.has(name));
  if (!againstRef || asked.length === 0 || single.length > 0) {
    console.error(
      `--against REF compares builds in these measures only: ${[...comparing].join(', ')}` +
        (single.length > 0 ? ` (not ${single.join(', ')})` : '') +
        '. Name them, and the commit: npm run bench -- fast-path page-rendering --against f43c8b5',
    );
    process.exit(2);
  }
}
const against = againstRef ? buildOf(againstRef) : undefined;

const sections = sectionsOf(existsSync(FILE) ? readFileSync(FILE, 'utf8') : '');
for (const [name, run] of Object.entries(benchmarks)) {
  if (asked.length > 0 && !asked.includes(name)) continue;
  console.error(`bench: ${name}…`);
  const section = sectionOf(name, await run({ against }));
  console.log(`${section}\n`);
  sections.set(name, section);
  // Written after each measure, so a run stopped part-way keeps what it measured.
  writeFileSync(FILE, render(INTRO, Object.keys(benchmarks), sections));
}
