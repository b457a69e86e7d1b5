// Page rendering's figures, on this checkout's build and, with `--against REF`, side by side in the
// same run on another commit's build (bench/against.ts):
//   npm run bench -- page-rendering [--against REF]
// Per build: cold start, an anonymous cached page against the same bytes as a static file, pages
// of a session (rendered on every request, never cached), and the home page's JavaScript. The
// builds take turns (cold starts one spawn each, session pages one round each), so that a slow
// minute of a shared machine falls on both rather than on one.
import { readFileSync } from 'node:fs';
import { type Build, thisBuild } from './against';
import { validAnswers } from '../tests/support/application-answers';
import { type ServerProcess, startServer } from '../tests/support/server-process';
import { coldStart, homePageScripts, productionEnv } from './ssr-throughput';
import {
  fetchAgainOnce,
  type LoadResult,
  machineDescription,
  median,
  removeStaticCopies,
  round,
  staticCopy,
  wrk,
} from './support';

const SESSION_PAGES = ['/culture', '/carrer/Generalquestions'] as const;
const ROUNDS = 3;
/** The length of a measured wrk run. */
const SECONDS = 10;
const gzip = 'Accept-Encoding: gzip';

/** A session cookie: an anonymous visitor's draft after saving the first step. */
async function sessionCookie(baseUrl: string): Promise<string> {
  const response = await fetchAgainOnce(`${baseUrl}/api/application/draft/contact`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(validAnswers.contact),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!response.ok || !cookie) throw new Error(`no session from ${baseUrl}: ${response.status}`);
  return cookie;
}

/** CPU seconds (user and system, every thread) a process has used, from /proc (Linux). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime, in clock ticks of 1/100 s (fields 14 and 15 of proc(5)).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function assertAll2xx(build: Build, results: LoadResult[]) {
  for (const result of results) {
    if (result.non2xx > 0) throw new Error(`${build.name}: ${result.non2xx} answers were not 2xx`);
  }
}

/** The cached page against the same bytes as a static file, and the home page's JavaScript. */
async function anonymousPages(build: Build, server: ServerProcess) {
  const copy = await staticCopy(`${server.url}/`, 'home.html', build.checkout);
  const html = await (await fetchAgainOnce(`${server.url}/`)).text();
  const scripts = await homePageScripts(server.url, html, `${build.checkout}/dist/client`);
  wrk(`${server.url}/`, { seconds: 3, headers: [gzip] });
  const cached = wrk(`${server.url}/`, { headers: [gzip] });
  const file = wrk(`${server.url}${copy}`, { headers: [gzip] });
  assertAll2xx(build, [cached, file]);
  return { cached, file, jsGzip: scripts.gzipBytes };
}

/** One round of a session page: requests/s, and the server's CPU milliseconds per request. */
function sessionRound(build: Build, server: ServerProcess, cookie: string, path: string) {
  const headers = [gzip, `Cookie: ${cookie}`];
  // Warmed up as `/` is: the first seconds measure the JIT, not the page.
  wrk(`${server.url}${path}`, { seconds: 3, headers });
  const before = cpuSeconds(server.child.pid!);
  const result = wrk(`${server.url}${path}`, { seconds: SECONDS, headers });
  const cpuMs = ((cpuSeconds(server.child.pid!) - before) * 1000) / (result.requestsPerSecond * SECONDS);
  assertAll2xx(build, [result]);
  return { requestsPerSecond: result.requestsPerSecond, cpuMs };
}

export async function pageRendering(options: { against?: Build } = {}): Promise<string> {
  const builds = options.against ? [options.against, thisBuild] : [thisBuild];

  const starts = builds.map(() => [] as number[]);
  for (let run = 0; run < 5; run++) {
    for (const [index, build] of builds.entries())
      starts[index]!.push(await coldStart(3950 + run * 2 + index, build.checkout));
  }

  const servers = await Promise.all(
    builds.map((build) => startServer({ cwd: build.checkout, env: { ...productionEnv, LOG_LEVEL: 'info' } })),
  );
  try {
    // Before any load run: an idle keep-alive connection from before one may be closed under fetch.
    const cookies = await Promise.all(servers.map((server) => sessionCookie(server.url)));
    const anonymous = [];
    for (const [index, build] of builds.entries()) anonymous.push(await anonymousPages(build, servers[index]!));
    const rounds = builds.map(() => SESSION_PAGES.map(() => [] as ReturnType<typeof sessionRound>[]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const [index, build] of builds.entries()) {
        for (const [page, path] of SESSION_PAGES.entries()) {
          rounds[index]![page]!.push(sessionRound(build, servers[index]!, cookies[index]!, path));
        }
      }
    }
    return report(builds, starts, anonymous, rounds);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    for (const build of builds) await removeStaticCopies(build.checkout);
  }
}

function report(
  builds: Build[],
  starts: number[][],
  anonymous: Awaited<ReturnType<typeof anonymousPages>>[],
  rounds: ReturnType<typeof sessionRound>[][][],
): string {
  const sessionCell = (results: ReturnType<typeof sessionRound>[]) =>
    `${results.map((r) => round(r.requestsPerSecond)).join(' / ')} (${round(median(results.map((r) => r.cpuMs)), 2)} ms)`;
  const rows = builds.map((build, index) => {
    const { cached, file, jsGzip } = anonymous[index]!;
    return (
      `| ${build.name} | ${round(median(starts[index]!))} | ${round(cached.requestsPerSecond)} | ` +
      `${round(file.requestsPerSecond)} | ${round(cached.requestsPerSecond / file.requestsPerSecond, 2)}× | ` +
      `${rounds[index]!.map(sessionCell).join(' | ')} | ${round(jsGzip / 1000, 1)} |`
    );
  });
  const lines = [
    `### Page rendering (\`bench/page-rendering.ts\`), ${new Date().toISOString().slice(0, 10)}`,
    '',
    `Machine: ${machineDescription()}. Production builds, wrk -t1 -c32 -d${SECONDS}s, \`Accept-Encoding: gzip\`,`,
    'info-level request logging. Cold start: the median of 5 spawns to the first 200 of `/`. Session',
    `pages: ${ROUNDS} rounds, the builds taking turns, each page warmed up for 3 s first; requests/s of each`,
    "round, and in brackets the median of the server process's CPU time per request.",
    '',
    '| build | cold start ms | `/` cached req/s | same bytes static req/s | cached / static | `/culture` with a session req/s | wizard step with a session req/s | `/` JS KB gzip |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
  ];
  if (builds.length === 2) {
    const other = builds[0]!.name;
    const ratio = (after: number, before: number) => `${round(after / before, 2)}×`;
    // Each round's ratio: both builds measured within the same minute or two.
    const sessionRatios = SESSION_PAGES.map((path, page) => {
      const cpu = (build: number) => median(rounds[build]![page]!.map((r) => r.cpuMs));
      const perRound = rounds[1]![page]!.map((after, i) =>
        ratio(after.requestsPerSecond, rounds[0]![page]![i]!.requestsPerSecond),
      );
      return `\`${path}\` with a session: CPU per request ${ratio(cpu(1), cpu(0))} (requests/s round by round ${perRound.join(', ')})`;
    });
    lines.push(
      '',
      `This build against ${other}: cold start ${ratio(median(starts[1]!), median(starts[0]!))}; cached \`/\` ` +
        `${ratio(anonymous[1]!.cached.requestsPerSecond, anonymous[0]!.cached.requestsPerSecond)}; ${sessionRatios.join('; ')}.`,
    );
  }
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await pageRendering());
