// The time to read, check and render a site folder of 30 pages (server/site/read-site-folder.ts),
// as the server does at start and on SIGHUP: the repository's site/ with 25 more pages. A start's
// read is the first in its process (its code not yet optimised), so each first read is timed in a
// process of its own; a SIGHUP's read is a later one, timed in one process.
//   npm run bench   or   npx tsx bench/site-folder.ts
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readSiteFolder } from '../server/site/read-site-folder';
import { unsetLinkSettings } from '../tests/support/site-folders';
import { machineDescription, median, round } from './support';

const PAGES = 30;
const PROCESSES = 7;
const READS = 15;

/** A copy of site/ with pages added up to PAGES, each a dozen Markdown sections. */
function folderOfThirtyPages(root: string): string {
  const dir = join(root, 'site');
  cpSync('site', dir, { recursive: true });
  for (let index = 1; index <= PAGES - 5; index += 1) {
    const body = Array.from(
      { length: 12 },
      (_, part) => `## Part ${part}\n\nWe hire at {site}: **nurses**, [jobs](/joblistings).\n\n- one\n- two\n`,
    ).join('\n');
    writeFileSync(
      join(dir, 'pages', `page-${index}.md`),
      `---\ntitle: Page ${index}\ndescription: A page\nheading: Page ${index}\n---\n${body}`,
    );
  }
  return dir;
}

/** Milliseconds of each of `count` reads of `dir` in this process. */
async function timedReads(dir: string, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let read = 0; read < count; read += 1) {
    const started = performance.now();
    const site = await readSiteFolder(dir, { settings: unsetLinkSettings });
    times.push(performance.now() - started);
    if (site.pages.size !== PAGES) throw new Error(`read ${site.pages.size} pages, not ${PAGES}`);
  }
  return times;
}

export async function siteFolder(): Promise<string> {
  const root = mkdtempSync(join(tmpdir(), 'site-bench-'));
  try {
    const dir = folderOfThirtyPages(root);
    const firstReads = Array.from({ length: PROCESSES }, () =>
      Number(
        execFileSync(process.execPath, ['--import', 'tsx', 'bench/site-folder.ts', '--first-read', dir]).toString(),
      ),
    );
    await timedReads(dir, 1); // this process's own first read, which is not a later one
    const laterReads = await timedReads(dir, READS);
    return [
      `### Reading the site folder (\`bench/site-folder.ts\`), ${new Date().toISOString().slice(0, 10)}`,
      '',
      `Machine: ${machineDescription()}. The repository's site/ with ${PAGES - 5} more pages (${PAGES} in all), read,`,
      'checked and its Markdown rendered: at start (the first read in a process) and on SIGHUP (a later one).',
      '',
      '| read | median ms | slowest ms | runs |',
      '|---|---:|---:|---:|',
      `| at start (first in its process) | ${round(median(firstReads))} | ${round(Math.max(...firstReads))} | ${PROCESSES} |`,
      `| on SIGHUP (later in one process) | ${round(median(laterReads), 1)} | ${round(Math.max(...laterReads), 1)} | ${READS} |`,
    ].join('\n');
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--first-read') {
  const [time] = await timedReads(process.argv[3]!, 1);
  process.stdout.write(String(time));
} else if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await siteFolder());
}
