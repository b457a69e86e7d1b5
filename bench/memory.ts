// Resident memory of the production server under mixed traffic: before, after 10,000 requests
// and after 10,000 more. A leak shows as growth between the second and the third reading.
//   npm run bench   or   npx tsx bench/memory.ts (after a build)
import { readFileSync, readdirSync } from 'node:fs';
import { sampleArticle } from '../tests/support/concrete-path';
import { containerEnv } from '../tests/support/dockerfile';
import { startServer } from '../tests/support/server-process';
import { machineDescription, round } from './support';

const REQUESTS_PER_ROUND = 10_000;
const CONCURRENCY = 16;

/** Resident set size of a process, in MiB, from /proc (Linux). */
function rssMiB(pid: number): number {
  const kib = Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
  return kib / 1024;
}

/**
 * What visitors ask for: pages (some with queries no one asked for before, so the page cache
 * fills up to its bound), the blog and jobs APIs, assets and unknown paths.
 */
function mixedPaths(): string[] {
  const script = readdirSync('dist/client/assets').find((name) => name.endsWith('.js'));
  return [
    '/',
    '/culture',
    '/joblistings',
    '/joblistings?sort=oldest&location=remote',
    '/blogs',
    `/blog/${sampleArticle._id}`,
    '/carrer/Generalquestions',
    '/admin/All/blogs',
    `/admin/blog/getSingleBlog/${sampleArticle._id}`,
    '/api/jobs?sort=title-asc',
    `/assets/${script}`,
    '/no-such-page',
  ];
}

async function load(baseUrl: string, round: number): Promise<{ failures: number }> {
  const paths = mixedPaths();
  let next = 0;
  let failures = 0;
  const worker = async () => {
    for (let i = next++; i < REQUESTS_PER_ROUND; i = next++) {
      // Every 10th request is a page under a query of its own: 1,000 distinct URLs per round.
      const path = i % 10 === 9 ? `/joblistings?utm_source=bench-${round}-${i}` : paths[i % paths.length]!;
      const response = await fetch(`${baseUrl}${path}`, { headers: { 'Accept-Encoding': 'gzip' } });
      await response.arrayBuffer();
      if (response.status >= 500) failures++;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { failures };
}

export async function memory(): Promise<string> {
  const nodeOptions = containerEnv().NODE_OPTIONS ?? '';
  const server = await startServer({
    env: {
      NODE_ENV: 'production',
      // The heap bound the container runs with (Dockerfile); without it V8 sizes the heap from the host.
      NODE_OPTIONS: nodeOptions,
      SESSION_SECRET: 'benchmark-secret-of-thirty-two-chars',
      FIREBASE_AUTH_EMULATOR_HOST: '',
      LOG_LEVEL: 'info',
    },
  });
  const pid = server.child.pid!;
  try {
    await fetch(`${server.url}/`).then((response) => response.arrayBuffer());
    const readings = [rssMiB(pid)];
    let failures = 0;
    for (const run of [1, 2]) {
      failures += (await load(server.url, run)).failures;
      readings.push(rssMiB(pid));
    }
    const [before, after10k, after20k] = readings.map((mib) => round(mib, 1));
    return [
      `### Memory (\`bench/memory.ts\`), ${new Date().toISOString().slice(0, 10)}`,
      '',
      `Machine: ${machineDescription()}. Production build, one server process with the container's`,
      `NODE_OPTIONS (\`${nodeOptions}\`), info-level logging;`,
      `${REQUESTS_PER_ROUND.toLocaleString('en')} mixed requests per round from ${CONCURRENCY} concurrent`,
      'clients (pages, a tenth of them under a never-seen query, blog and jobs APIs, a script, a 404).',
      '',
      '| reading | RSS MiB |',
      '|---|---:|',
      `| after start and one page | ${before} |`,
      `| after 10,000 requests | ${after10k} |`,
      `| after 20,000 requests | ${after20k} |`,
      '',
      `Growth over the second 10,000: ${round(after20k! - after10k!, 1)} MiB. Answers ≥ 500: ${failures}.`,
    ].join('\n');
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await memory());
