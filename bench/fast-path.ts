// Cached answers against the machine's limit: our built server answering a cached
// page and a cached blog answer, and a bare node:http server (bench/bare-http-server.ts) sending
// the same bytes, loaded in turns in one run, so both see the same machine. With `--against REF`
// another commit's build answers beside it, in the same turns (bench/against.ts).
//   npm run bench -- fast-path [--against REF]
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { rawRequest } from '../tests/support/raw-get';
import { type Build, thisBuild } from './against';
import { type LoadResult, machineDescription, median, round, wrk } from './support';

const CONNECTIONS = 50;
const SECONDS = 5;
const ROUNDS = 4;
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
  build: Build;
  ours: string;
  /** The bare server's answer with our headers and body; with the body and its three content headers only. */
  sameResponse: string;
  sameBody: string;
}

type Summary = ReturnType<typeof summary>;

function summary(runs: LoadResult[]) {
  return {
    requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
    p50Ms: median(runs.map((run) => run.p50Ms)),
    p99Ms: median(runs.map((run) => run.p99Ms)),
    non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
    all: runs.map((run) => run.requestsPerSecond),
  };
}

/** One build's server, its log in a file as a container's log driver takes it (a pipe read by this process would take CPU). */
async function startOurs(build: Build, work: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const log = openSync(join(work, `${build.name}.log`), 'w');
  const child = spawn('node', ['dist/server/index.js'], {
    cwd: build.checkout,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SESSION_SECRET: 'benchmark-secret-of-thirty-two-chars',
      FIREBASE_AUTH_EMULATOR_HOST: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DATA_DIR: mkdtempSync(join(work, 'data-')),
    },
    stdio: ['ignore', log, log],
  });
  const url = `http://127.0.0.1:${port}`;
  await untilAnswering(`${url}/healthz`, child);
  return { url, child };
}

const paths = { 'home page `/`': '/', 'blog list `/admin/All/blogs`': '/admin/All/blogs' };

export async function fastPath(options: { against?: Build } = {}): Promise<string> {
  const builds = options.against ? [options.against, thisBuild] : [thisBuild];
  const work = mkdtempSync(join(tmpdir(), 'fast-path-bench-'));
  const servers: ChildProcess[] = [];
  let bare: ChildProcess | undefined;
  try {
    const fixed: Record<string, { headers: string[]; bodyBase64: string }> = {};
    const targets: Target[] = [];
    let sizes = '';
    for (const [index, build] of builds.entries()) {
      const ours = await startOurs(build, work);
      servers.push(ours.child);
      for (const [name, path] of Object.entries(paths)) {
        const answer = await cachedAnswer(`${ours.url}${path}`);
        const headers = answer.headers.filter(([header]) => !ownHeaders.has(header));
        const slug = `${index}/${path === '/' ? 'home' : 'blogs'}`;
        fixed[`/same-response/${slug}`] = { headers: headers.flat(), bodyBase64: answer.body.toString('base64') };
        fixed[`/same-body/${slug}`] = {
          headers: headers.filter(([header]) => header.startsWith('Content-')).flat(),
          bodyBase64: answer.body.toString('base64'),
        };
        sizes += `${build.name}, ${name}: ${answer.body.length} bytes of body, ${headers.length} headers; `;
        targets.push({
          name,
          build,
          ours: `${ours.url}${path}`,
          sameResponse: `/same-response/${slug}`,
          sameBody: `/same-body/${slug}`,
        });
      }
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
    // Warm-up of every server, so that no measured run pays for JIT compilation.
    for (const target of targets) {
      load(target.ours, 3);
      load(`${bareUrl}${target.sameBody}`, 2);
    }
    // Round by round, each answer of each build in turn: a slow minute falls on all of them. Every
    // other round goes the other way round: the second of two servers runs slower than alone.
    const runs = targets.map(() => ({
      ours: [] as LoadResult[],
      sameResponse: [] as LoadResult[],
      sameBody: [] as LoadResult[],
    }));
    for (let round = 0; round < ROUNDS; round++) {
      const order = [...targets.entries()];
      for (const [index, target] of round % 2 === 0 ? order : order.reverse()) {
        runs[index]!.ours.push(load(target.ours));
        runs[index]!.sameBody.push(load(`${bareUrl}${target.sameBody}`));
        runs[index]!.sameResponse.push(load(`${bareUrl}${target.sameResponse}`));
      }
    }
    const loadAfter = loadavg()[0]!;
    return report({
      builds,
      targets,
      runs: runs.map((run) => ({
        ours: summary(run.ours),
        sameBody: summary(run.sameBody),
        sameResponse: summary(run.sameResponse),
      })),
      loadBefore,
      loadAfter,
      sizes,
    });
  } finally {
    if (bare) await stop(bare);
    for (const server of servers) await stop(server);
    rmSync(work, { recursive: true, force: true });
  }
}

function report(measured: {
  builds: Build[];
  targets: Target[];
  runs: { ours: Summary; sameBody: Summary; sameResponse: Summary }[];
  loadBefore: number;
  loadAfter: number;
  sizes: string;
}): string {
  const { builds, targets, runs } = measured;
  const lines: string[] = [];
  const verdicts: string[] = [];
  for (const [index, target] of targets.entries()) {
    const { ours, sameBody, sameResponse } = runs[index]!;
    const row = (label: string, r: Summary) =>
      `| ${target.name} | ${target.build.name}: ${label} | ${round(r.requestsPerSecond)} (${r.all.map((value) => round(value)).join(', ')}) | ${round(r.p50Ms, 2)} | ${round(r.p99Ms, 2)} | ${r.non2xx} |`;
    lines.push(
      row('our server (fast path)', ours),
      row('bare node:http, same body', sameBody),
      row('bare node:http, same headers and body', sameResponse),
    );
    const ratio = ours.requestsPerSecond / sameBody.requestsPerSecond;
    verdicts.push(
      `${target.build.name}, ${target.name}: ${round(ratio, 2)}× the bare server's throughput (same body; ` +
        `${round(ours.requestsPerSecond / sameResponse.requestsPerSecond, 2)}× with the same headers too), ` +
        `p99 ${round(ours.p99Ms / sameBody.p99Ms, 2)}× its p99`,
    );
  }
  if (builds.length === 2) {
    for (const name of Object.keys(paths)) {
      const [before, after] = builds.map((build) => targets.findIndex((t) => t.build === build && t.name === name));
      const perRound = runs[after!]!.ours.all.map((value, round) => value / runs[before!]!.ours.all[round]!);
      verdicts.push(
        `${name}, this build against ${builds[0]!.name}: ${round(runs[after!]!.ours.requestsPerSecond / runs[before!]!.ours.requestsPerSecond, 2)}× its throughput (round by round ${perRound.map((ratio) => `${round(ratio, 2)}×`).join(', ')})`,
      );
    }
  }
  return [
    `### Fast path (\`bench/fast-path.ts\`), ${new Date().toISOString().slice(0, 10)}`,
    '',
    `Machine: ${machineDescription()}; load average (1 min) ${round(measured.loadBefore, 2)} before the runs, ` +
      `${round(measured.loadAfter, 2)} after. Production builds with info-level request logging to a file;`,
    `wrk -t1 -c${CONNECTIONS} -d${SECONDS}s with \`Accept-Encoding: br\`, after a 3 s warm-up of each server;`,
    `${ROUNDS} rounds, each our server, then the bare server with the same body (and its Content-* headers),`,
    'then with our whole response (every header but Date and Connection), build after build; medians of',
    `the rounds, each round's requests/s in brackets. ${measured.sizes.trim()}`,
    '',
    '| answer | server | requests/s | p50 ms | p99 ms | non-2xx |',
    '|---|---|---:|---:|---:|---:|',
    ...lines,
    '',
    ...verdicts.map((verdict) => `- ${verdict}`),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await fastPath());
