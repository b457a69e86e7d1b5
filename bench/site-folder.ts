// The time to read, check and render a site folder of 30 pages (server/site/read-site-folder.ts),
// as the server does at start and on SIGHUP: the repository's site/ with 25 more pages.
//   npx tsx bench/site-folder.ts
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readSiteFolder } from '../server/site/read-site-folder';
import { unsetLinkSettings } from '../tests/support/site-folders';
import { machineDescription, median, round } from './support';

const PAGES = 30;
const RUNS = 15;

const root = mkdtempSync(join(tmpdir(), 'site-bench-'));
const dir = join(root, 'site');
cpSync('site', dir, { recursive: true });
for (let index = 1; index <= PAGES - 5; index += 1) {
  const body = Array.from(
    { length: 12 },
    (_, paragraph) => `## Part ${paragraph}\n\nWe hire at {site}: **nurses**, [jobs](/joblistings).\n\n- one\n- two\n`,
  ).join('\n');
  writeFileSync(
    join(dir, 'pages', `page-${index}.md`),
    `---\ntitle: Page ${index}\ndescription: A page\nheading: Page ${index}\n---\n${body}`,
  );
}
try {
  const first = performance.now();
  await readSiteFolder(dir, { settings: unsetLinkSettings });
  const cold = performance.now() - first;
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const site = await readSiteFolder(dir, { settings: unsetLinkSettings });
    times.push(performance.now() - started);
    if (site.pages.size !== PAGES) throw new Error(`read ${site.pages.size} pages, not ${PAGES}`);
  }
  console.log(
    `Site folder of ${PAGES} pages and ${31} pictures: first read ${round(cold)} ms, then median ${round(median(times))} ms ` +
      `of ${RUNS} reads (${machineDescription()})`,
  );
} finally {
  rmSync(root, { recursive: true, force: true });
}
