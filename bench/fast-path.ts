// Cached answers against the machine's limit: our built server answering a cached
// page and a cached blog answer, and a bare node:http server (bench/bare-http-server.ts) sending
// the same bytes, loaded in turns in one run, so both see the same machine.
//   npm run bench   or   npx tsx bench/fast-path.ts (after a build)
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { rawRequest } from '../tests/support/raw-get';
import { type LoadResult, machineDescription, median, round, wrk } from './support';

const CONNECTIONS = 50;
const SECONDS = 5;
const ROUNDS = 3;
const BROTLI = ['Accept-Encoding: br'];

/** Headers every HTTP server writes for itself (Node adds them to the bare server's answers too). */
const ownHeaders = new Set(['Date', 'Connection', 'Keep-Alive']);

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (!address || typeof address !== 'object') throw new Error('no port');
  return address.port;
}

async function untilAnswering(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with ${child.exitCode}`);
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} did not answer within 30 s`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}

/** What our server sends for `url` to a browser taking Brotli, once the answer is cached (its ETag steady). */
async function cachedAnswer(url: string) {
  let previous = '';
  for (;;) {
    const response = await rawRequest(url, { 'Accept-Encoding': 'br' });
    const etag = response.headers.etag ?? '';
    if (etag && etag === previous) {
      const { rawHeaders } = response;
      const headers = rawHeaders.flatMap((name, i) => (i % 2 === 0 ? [[name, rawHeaders[i + 1]!] as const] : []));
      return { headers, body: response.body };
    }
    previous = etag;
  }
}

interface Target {
  name: string;
  ours: string;
  /** The bare server's answer with our headers and body; with the body and its three content headers only. */
  sameResponse: string;
  sameBody: string;
}

function summary(runs: LoadResult[]) {
  return {
    requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
    p50Ms: median(runs.map((run) => run.p50Ms)),
    p99Ms: median(runs.map((run) => run.p99Ms)),
    non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
    all: runs.map((run) => round(run.requestsPerSecond)),
  };
}

export async function fastPath(): Promise<string> {
  const work = mkdtempSync(join(tmpdir(), 'fast-path-bench-'));
  const port = await freePort();
  // The log goes to a file, as a container's log driver takes it: a pipe read by this process
  // would take CPU from the servers measured.
  const log = openSync(join(work, 'server.log'), 'w');
  const server = spawn('node', ['dist/server/index.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SESSION_SECRET: 'benchmark-secret-of-thirty-two-chars',
      FIREBASE_AUTH_EMULATOR_HOST: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DATA_DIR: work,
    },
    stdio: ['ignore', log, log],
  });
  let bare: ChildProcess | undefined;
  try {
    const ours = `http://127.0.0.1:${port}`;
    await untilAnswering(`${ours}/healthz`, server);
    const paths = { 'home page `/`': '/', 'blog list `/admin/All/blogs`': '/admin/All/blogs' };
    const fixed: Record<string, { headers: string[]; bodyBase64: string }> = {};
    const targets: Target[] = [];
    let sizes = '';
    for (const [name, path] of Object.entries(paths)) {
      const answer = await cachedAnswer(`${ours}${path}`);
      const headers = answer.headers.filter(([header]) => !ownHeaders.has(header));
      const slug = path === '/' ? 'home' : 'blogs';
      fixed[`/same-response/${slug}`] = { headers: headers.flat(), bodyBase64: answer.body.toString('base64') };
      fixed[`/same-body/${slug}`] = {
        headers: headers.filter(([header]) => header.startsWith('Content-')).flat(),
        bodyBase64: answer.body.toString('base64'),
      };
      sizes += `${name} ${answer.body.length} bytes of body, ${headers.length} headers; `;
      targets.push({
        name,
        ours: `${ours}${path}`,
        sameResponse: `/same-response/${slug}`,
        sameBody: `/same-body/${slug}`,
      });
    }
    const answersFile = join(work, 'answers.json');
    writeFileSync(answersFile, JSON.stringify(fixed));
    bare = spawn('node', ['--import', 'tsx', 'bench/bare-http-server.ts', answersFile], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const [line] = (await once(bare.stdout!, 'data')) as [Buffer];
    const barePort = /listening (\d+)/.exec(line.toString())?.[1];
    if (!barePort) throw new Error(`the bare server said: ${line.toString()}`);
    const bareUrl = `http://127.0.0.1:${barePort}`;

    const load = (url: string, seconds = SECONDS) => wrk(url, { seconds, connections: CONNECTIONS, headers: BROTLI });
    const loadBefore = loadavg()[0]!;
    const lines: string[] = [];
    const verdicts: string[] = [];
    for (const target of targets) {
      // Warm-up of both, so that no measured run pays for JIT compilation.
      load(target.ours, 2);
      load(`${bareUrl}${target.sameBody}`, 2);
      const runs = { ours: [] as LoadResult[], sameResponse: [] as LoadResult[], sameBody: [] as LoadResult[] };
      for (let round = 0; round < ROUNDS; round++) {
        runs.ours.push(load(target.ours));
        runs.sameBody.push(load(`${bareUrl}${target.sameBody}`));
        runs.sameResponse.push(load(`${bareUrl}${target.sameResponse}`));
      }
      const ours = summary(runs.ours);
      const body = summary(runs.sameBody);
      const response = summary(runs.sameResponse);
      const row = (label: string, r: ReturnType<typeof summary>) =>
        `| ${target.name} | ${label} | ${round(r.requestsPerSecond)} (${r.all.join(', ')}) | ${round(r.p50Ms, 2)} | ${round(r.p99Ms, 2)} | ${r.non2xx} |`;
      lines.push(
        row('our server (fast path)', ours),
        row('bare node:http, same body', body),
        row('bare node:http, same headers and body', response),
      );
      const ratio = ours.requestsPerSecond / body.requestsPerSecond;
      const p99s = ours.p99Ms / body.p99Ms;
      verdicts.push(
        `${target.name}: ${round(ratio, 2)}× the bare server's throughput (same body; ` +
          `${round(ours.requestsPerSecond / response.requestsPerSecond, 2)}× with the same headers too), ` +
          `p99 ${round(p99s, 2)}× its p99 (goal ≥ 0.5× and < 2×: ${ratio >= 0.5 && p99s < 2 ? 'met' : 'not met'})`,
      );
    }
    const loadAfter = loadavg()[0]!;
    return [
      `### Fast path (\`bench/fast-path.ts\`), ${new Date().toISOString().slice(0, 10)}`,
      '',
      `Machine: ${machineDescription()}; load average (1 min) ${round(loadBefore, 2)} before the runs, ` +
        `${round(loadAfter, 2)} after. Production build with info-level request logging to a file;`,
      `wrk -t1 -c${CONNECTIONS} -d${SECONDS}s with \`Accept-Encoding: br\`, after a 2 s warm-up of each server;`,
      `${ROUNDS} rounds, each our server, then the bare server with the same body (and its Content-* headers),`,
      'then with our whole response (every header but Date and Connection); medians of the rounds, each',
      `round's requests/s in brackets. ${sizes.trim()}`,
      '',
      '| answer | server | requests/s | p50 ms | p99 ms | non-2xx |',
      '|---|---|---:|---:|---:|---:|',
      ...lines,
      '',
      ...verdicts.map((verdict) => `- ${verdict}`),
    ].join('\n');
  } finally {
    if (bare) await stop(bare);
    await stop(server);
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await fastPath());
