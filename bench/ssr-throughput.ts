// Production build: cold start to the first 200, SSR requests/s against the same HTML bytes
// served as a static file by the same server in the same run, and the home page's JS bytes.
//   npm run bench        (all benchmarks)   or   npx tsx bench/ssr-throughput.ts (after a build)
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startServer } from '../tests/support/server-process';
import {
  type LoadResult,
  machineDescription,
  markdownTable,
  median,
  removeStaticCopies,
  round,
  staticCopy,
  wrk,
} from './support';

// Production mode, as the container runs; without the Auth emulator, which production refuses.
export const productionEnv = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'benchmark-secret-of-thirty-two-chars',
  FIREBASE_AUTH_EMULATOR_HOST: '',
};

/** Milliseconds from spawning the built server (of the checkout in `cwd`) to its first 200 for `/`. */
export async function coldStart(port: number, cwd = '.'): Promise<number> {
  const started = performance.now();
  const child = spawn('node', ['dist/server/index.js'], {
    cwd,
    env: { ...process.env, ...productionEnv, PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${port}/`).then(
        (response) => response.status === 200,
        () => false,
      );
      if (ok) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

/** Anonymous public pages (served from the page cache after their first render) and their static copies. */
const pages = [
  ['/', 'home.html'],
  ['/culture', 'culture.html'],
  ['/joblistings', 'joblistings.html'],
  ['/blogs', 'blogs.html'],
] as const;

/** Bytes of `url` as sent to a browser accepting `encoding` (fetch would decode the body, the header tells). */
async function sentBytes(url: string, encoding: 'gzip' | 'br'): Promise<number> {
  const response = await fetch(url, { headers: { 'Accept-Encoding': encoding } });
  await response.arrayBuffer();
  return Number(response.headers.get('content-length'));
}

/** The JS a first visit to `/` downloads (the entry and the chunks the page preloads), as the server sends it. */
export async function homePageScripts(baseUrl: string, html: string, clientDir = 'dist/client') {
  const files = [
    ...html.matchAll(/<(?:script[^>]+src|link rel="modulepreload"[^>]+href)="\/(assets\/[^"]+\.js)"/g),
  ].map((match) => match[1]!);
  const sum = async (encoding: 'gzip' | 'br') =>
    (await Promise.all(files.map((file) => sentBytes(`${baseUrl}/${file}`, encoding)))).reduce((a, b) => a + b, 0);
  return {
    files,
    rawBytes: files.reduce((total, file) => total + readFileSync(join(clientDir, file)).length, 0),
    gzipBytes: await sum('gzip'),
    brotliBytes: await sum('br'),
  };
}

export async function ssrThroughput(): Promise<string> {
  const starts: number[] = [];
  for (let run = 0; run < 5; run++) starts.push(await coldStart(3900 + run));

  const server = await startServer({ env: { ...productionEnv, LOG_LEVEL: 'info' } });
  try {
    // Copies and script sizes first: an idle keep-alive connection from before a load run may be closed under fetch.
    const copies: string[] = [];
    for (const [path, copyName] of pages) copies.push(await staticCopy(`${server.url}${path}`, copyName));
    const homeCopy = '/bench-static/home.html';
    const scripts = await homePageScripts(server.url, readFileSync(`dist/client${homeCopy}`, 'utf8'));
    const gzip = ['Accept-Encoding: gzip'];
    // Warm-up, so that the first measured run does not pay for JIT compilation.
    wrk(`${server.url}/`, { seconds: 3, headers: gzip });
    const rows: [string, LoadResult][] = [];
    const ratios: string[] = [];
    pages.forEach(([path], index) => {
      const copy = copies[index]!;
      const ssr = wrk(`${server.url}${path}`, { headers: gzip });
      const file = wrk(`${server.url}${copy}`, { headers: gzip });
      rows.push([`\`${path}\` (SSR)`, ssr], [`\`${copy}\` (same bytes, static)`, file]);
      ratios.push(`\`${path}\` ${round(ssr.requestsPerSecond / file.requestsPerSecond, 2)}×`);
    });

    return [
      `### SSR throughput (\`bench/ssr-throughput.ts\`), ${new Date().toISOString().slice(0, 10)}`,
      '',
      `Machine: ${machineDescription()}. Production build, one server process, wrk -t1 -c32 -d10s`,
      'with `Accept-Encoding: gzip`, after a 3 s warm-up; info-level request logging on, as in production;',
      'each page right before its static copy. A cached page is compressed once, when it is cached; the',
      'static copies are compressed on every request by the compression middleware, as is any file the',
      'build did not compress.',
      '',
      ...markdownTable(rows),
      '',
      `SSR / static: ${ratios.join(', ')}.`,
      '',
      `Cold start to the first 200 of \`/\` (spawn → response, median of 5): ${round(median(starts))} ms ` +
        `(runs: ${starts.map((ms) => round(ms)).join(', ')}).`,
      '',
      `Home page JavaScript (entry + preloaded chunks, ${scripts.files.length} files): ` +
        `${round(scripts.rawBytes / 1000, 1)} kB raw; sent ${round(scripts.gzipBytes / 1000, 1)} kB with gzip, ` +
        `${round(scripts.brotliBytes / 1000, 1)} kB with Brotli (kB = 1,000 bytes).`,
    ].join('\n');
  } finally {
    await removeStaticCopies();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await ssrThroughput());
