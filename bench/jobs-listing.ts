// The jobs service over a 2,000-job board: loading and validating the
// feed, then listing pages with filters, search and sort, cold and with the search texts cached.
//   npm run bench   or   npx tsx bench/jobs-listing.ts
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pino } from 'pino';
import { parseGreenhouseJobs } from '../server/jobs/greenhouse-feed';
import { fileJobsProvider } from '../server/jobs/file-jobs-provider';
import { jobsServiceOf } from '../server/jobs/jobs-service';
import { greenhouseJob } from '../tests/support/ats-upstream';
import { machineDescription, median, round } from './support';

const JOBS = 2_000;
const RUNS = 200;
const departments = ['Engineering', 'Clinical', 'Operations', 'Design', 'Sales', 'Finance', 'People', 'Legal'];
const cities = ['Bengaluru', 'Mumbai', 'Pune', 'Hyderabad', 'New Delhi', 'Chennai', 'Remote (India)'];
// About 2.5 KB of HTML a job, like a real posting's description.
const description = (i: number) =>
  `<h2>About the role</h2><p>${'You will work with doctors, pharmacies and labs on what they need next. '.repeat(12)}</p>` +
  `<h2>What you bring</h2><ul>${Array.from({ length: 8 }, (_, k) => `<li>Skill ${k} of job ${i}, shown in real work</li>`).join('')}</ul>`;

function fileJob(i: number) {
  return {
    id: `job-${i}`,
    title: `${['Senior', 'Junior', 'Lead', 'Staff'][i % 4]} ${departments[i % 8]} Specialist ${i}`,
    department: departments[i % 8],
    type: i % 5 === 0 ? 'Internship' : 'Full-Time',
    location: cities[i % 7],
    remote: i % 7 === 6,
    stipend: '₹12 - 18 lakh /year',
    postedAt: new Date(Date.UTC(2026, 10, 22) - i * 3_600_000).toISOString(),
    description: description(i),
  };
}

function timed(run: () => unknown): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

async function timedAsync(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

export async function jobsListing(): Promise<string> {
  const logger = pino({ level: 'silent' });
  mkdirSync('bench/.tmp', { recursive: true });
  const folder = mkdtempSync(resolve('bench/.tmp/jobs-'));
  const file = resolve(folder, 'jobs.json');
  const content = JSON.stringify(Array.from({ length: JOBS }, (_, i) => fileJob(i)));
  writeFileSync(file, content);
  const greenhouse = {
    jobs: Array.from({ length: JOBS }, (_, i) =>
      greenhouseJob(1_000_000 + i, { content: description(i).replace(/</g, '&lt;').replace(/>/g, '&gt;') }),
    ),
  };
  try {
    const fileLoadMs = await timedAsync(async () =>
      (await fileJobsProvider(file, 'https://x.example', logger)).close(),
    );
    const greenhouseMs = timed(() => parseGreenhouseJobs(JSON.parse(JSON.stringify(greenhouse)), logger));
    const provider = await fileJobsProvider(file, 'https://x.example', logger);
    const jobs = jobsServiceOf(provider);

    const queries: [string, string][] = [
      ['first page, no filter', ''],
      ['department + type + remote', 'department=Engineering&type=Full-Time&location=onsite'],
      ['sort newest, page 40', 'sort=newest&page=40'],
      ['sort title A-Z', 'sort=title-asc'],
      ['search one word (`q=clinical`)', 'q=clinical'],
      ['search two words + filter + sort', 'q=lead+specialist&location=onsite&sort=oldest'],
      ['search matching nothing', 'q=astronaut'],
    ];
    // The first search reads every description once (its folded text is then kept per job).
    const coldSearchMs = await timedAsync(() => jobs.list(new URLSearchParams('q=clinical')));
    const rows: string[] = [];
    for (const [label, search] of queries) {
      const params = new URLSearchParams(search);
      const samples: number[] = [];
      for (let run = 0; run < RUNS; run++) samples.push(await timedAsync(() => jobs.list(params)));
      const listing = await jobs.list(params);
      rows.push(
        `| ${label} | ${listing.pagination!.matching} | ${round(median(samples), 3)} | ${round(Math.max(...samples), 2)} |`,
      );
    }
    const getSamples: number[] = [];
    for (let run = 0; run < RUNS; run++) getSamples.push(await timedAsync(() => jobs.get(`job-${run * 7}`)));
    provider.close();
    return [
      `### Jobs listing over ${JOBS.toLocaleString('en')} jobs (\`bench/jobs-listing.ts\`), ${new Date().toISOString().slice(0, 10)}`,
      '',
      `Machine: ${machineDescription()}. In process, no HTTP: the jobs service the page loader and`,
      `\`GET /api/jobs\` call. A ${round(content.length / 2 ** 20, 1)} MiB jobs file of ${JOBS} jobs with about 2.5 KB of description each.`,
      '',
      '| loading (cold) | ms |',
      '|---|---:|',
      `| jobs file: read, parse, validate, sanitize ${JOBS} descriptions | ${round(fileLoadMs)} |`,
      `| Greenhouse answer of ${JOBS} jobs: validate, map, unescape and sanitize | ${round(greenhouseMs)} |`,
      `| first search after a load (folds every job's text once) | ${round(coldSearchMs, 1)} |`,
      '',
      `| \`list()\` (cached search texts), ${RUNS} runs | jobs matching | median ms | max ms |`,
      '|---|---:|---:|---:|',
      ...rows,
      `| \`get(id)\` | 1 | ${round(median(getSamples), 4)} | ${round(Math.max(...getSamples), 2)} |`,
    ].join('\n');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await jobsListing());
