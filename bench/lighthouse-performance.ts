// Lighthouse 12 (mobile) performance of every page `npm test` checks with Lighthouse: a score
// simulated from the main-thread work and load order measured on this machine, so a timing, and
// here rather than in the tests. Each page runs RUNS times and is reported by the median run
// (Lighthouse's own advice: https://github.com/GoogleChrome/lighthouse/blob/main/docs/variability.md),
// beside the host's BenchmarkIndex, which says how fast the machine ran.
//   npm run bench   or   npx tsx bench/lighthouse-performance.ts (after a build)
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type LighthouseReport, lighthousePaths, scoreOf, startLighthouseSite } from '../tests/support/lighthouse-site';
import { machineDescription, median, round } from './support';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS) || 3;

const milliseconds = (lhr: LighthouseReport, audit: string) => round(lhr.audits[audit]?.numericValue ?? NaN);

/**
 * The control: a page with a heading and a paragraph, no script, no style, no picture. Lighthouse
 * counts the browser's own work of any navigation too (committing it, creating the document,
 * the first layout and paint), and on a slow or busy host that alone can pass its 50 ms line once
 * multiplied by the simulated phone's 4. This row shows where the host's floor is in the same run.
 */
const CONTROL_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Careers</title>' +
  '<meta name="description" content="Open roles"></head><body><h1>Careers</h1><p>We are hiring.</p></body></html>';

async function startControlPage() {
  const server = createServer((_req, res) =>
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(CONTROL_PAGE),
  );
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, stop: () => server.close() };
}

export async function lighthousePerformance(): Promise<string> {
  const site = await startLighthouseSite('bench-lighthouse');
  const control = await startControlPage();
  const rows: string[] = [];
  const benchmarkIndexes: number[] = [];
  try {
    for (const path of [...lighthousePaths, control.url]) {
      const runs: LighthouseReport[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await site.audit(path, { categories: ['performance'] }));
      runs.sort((a, b) => scoreOf(a, 'performance') - scoreOf(b, 'performance'));
      const middle = runs[Math.floor(runs.length / 2)]!;
      benchmarkIndexes.push(...runs.map((lhr) => lhr.environment.benchmarkIndex));
      const scores = runs.map((lhr) => scoreOf(lhr, 'performance'));
      const name = path === control.url ? 'control: a heading and a paragraph' : `\`${path}\``;
      rows.push(
        `| ${name} | ${scoreOf(middle, 'performance')} | ${scores.join(', ')} | ` +
          `${milliseconds(middle, 'first-contentful-paint')} | ${milliseconds(middle, 'largest-contentful-paint')} | ` +
          `${milliseconds(middle, 'total-blocking-time')} | ${runs.map((lhr) => milliseconds(lhr, 'total-blocking-time')).join(', ')} |`,
      );
    }
  } finally {
    control.stop();
    await site.stop();
  }
  return [
    `### Lighthouse performance, mobile (\`bench/lighthouse-performance.ts\`), ${new Date().toISOString().slice(0, 10)}`,
    '',
    `Machine: ${machineDescription()}; Lighthouse's BenchmarkIndex of the host ${round(Math.min(...benchmarkIndexes))}–` +
      `${round(Math.max(...benchmarkIndexes))} (median ${round(median(benchmarkIndexes))}). The production build,`,
    `Debian's Chromium, Lighthouse's default mobile settings (simulated throttling); ${RUNS} run${RUNS === 1 ? '' : 's'} a page,`,
    'the median run shown with its simulated first and largest contentful paint and total blocking time; the blocking time of every run beside it.',
    "The last row is the control (no script, no style), served from loopback by the bench: the host's own floor.",
    '',
    '| page | performance (median run) | every run | FCP ms | LCP ms | TBT ms | TBT ms, every run |',
    '|---|---:|---|---:|---:|---:|---|',
    ...rows,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await lighthousePerformance());
