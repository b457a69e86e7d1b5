// Lighthouse 12 (mobile) performance of every page `npm test` checks with Lighthouse: a score
// simulated from the main-thread work and load order measured on this machine, so a timing, and
// here rather than in the tests. Each page runs RUNS times and is reported by the median run
// (Lighthouse's own advice: https://github.com/GoogleChrome/lighthouse/blob/main/docs/variability.md),
// beside the host's BenchmarkIndex, which says how fast the machine ran.
//   npm run bench   or   npx tsx bench/lighthouse-performance.ts (after a build)
import { type LighthouseReport, lighthousePaths, scoreOf, startLighthouseSite } from '../tests/support/lighthouse-site';
import { machineDescription, median, round } from './support';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS) || 3;

const milliseconds = (lhr: LighthouseReport, audit: string) => round(lhr.audits[audit]?.numericValue ?? NaN);

export async function lighthousePerformance(): Promise<string> {
  const site = await startLighthouseSite('bench-lighthouse');
  const rows: string[] = [];
  const benchmarkIndexes: number[] = [];
  try {
    for (const path of lighthousePaths) {
      const runs: LighthouseReport[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await site.audit(path, { categories: ['performance'] }));
      runs.sort((a, b) => scoreOf(a, 'performance') - scoreOf(b, 'performance'));
      const middle = runs[Math.floor(runs.length / 2)]!;
      benchmarkIndexes.push(...runs.map((lhr) => lhr.environment.benchmarkIndex));
      const scores = runs.map((lhr) => scoreOf(lhr, 'performance'));
      rows.push(
        `| \`${path}\` | ${scoreOf(middle, 'performance')} | ${scores.join(', ')} | ` +
          `${milliseconds(middle, 'first-contentful-paint')} | ${milliseconds(middle, 'largest-contentful-paint')} | ` +
          `${milliseconds(middle, 'total-blocking-time')} | ${runs.map((lhr) => milliseconds(lhr, 'total-blocking-time')).join(', ')} |`,
      );
    }
  } finally {
    await site.stop();
  }
  return [
    `### Lighthouse performance, mobile (\`bench/lighthouse-performance.ts\`), ${new Date().toISOString().slice(0, 10)}`,
    '',
    `Machine: ${machineDescription()}; Lighthouse's BenchmarkIndex of the host ${round(Math.min(...benchmarkIndexes))}–` +
      `${round(Math.max(...benchmarkIndexes))} (median ${round(median(benchmarkIndexes))}). The production build,`,
    `Debian's Chromium, Lighthouse's default mobile settings (simulated throttling); ${RUNS} run${RUNS === 1 ? '' : 's'} a page,`,
    'the median run shown with its simulated first and largest contentful paint and total blocking time; the blocking time of every run beside it.',
    '',
    '| page | performance (median run) | every run | FCP ms | LCP ms | TBT ms | TBT ms, every run |',
    '|---|---:|---|---:|---:|---:|---|',
    ...rows,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await lighthousePerformance());
