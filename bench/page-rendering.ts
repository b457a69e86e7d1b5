// Issue 15's figures, on this checkout's build and, side by side in the same run, on another
// built checkout named by BENCH_BEFORE (e.g. a git worktree of the commit before a change):
//   BENCH_BEFORE=../before npx tsx bench/page-rendering.ts     (after `npm run build` in both)
// Per build: cold start, an anonymous cached page against the same bytes as a static file, a
// page of a session (rendered on every request, never cached), and the home page's JavaScript.
import { validAnswers } from '../tests/support/application-answers';
import { startServer } from '../tests/support/server-process';
import { coldStart, homePageScripts, productionEnv } from './ssr-throughput';
import { machineDescription, median, removeStaticCopies, round, staticCopy, wrk } from './support';

interface Build {
  name: string;
  checkout: string;
}

/** A session cookie: an anonymous visitor's draft after saving the first step. */
async function sessionCookie(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/application/draft/contact`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(validAnswers.contact),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!response.ok || !cookie) throw new Error(`no session from ${baseUrl}: ${response.status}`);
  return cookie;
}

async function measure(build: Build, port: number) {
  const starts: number[] = [];
  for (let run = 0; run < 5; run++) starts.push(await coldStart(port + run, build.checkout));
  const server = await startServer({ cwd: build.checkout, env: { ...productionEnv, LOG_LEVEL: 'info' } });
  try {
    const copy = await staticCopy(`${server.url}/`, 'home.html', build.checkout);
    const html = await (await fetch(`${server.url}/`)).text();
    const scripts = await homePageScripts(server.url, html, `${build.checkout}/dist/client`);
    const gzip = 'Accept-Encoding: gzip';
    const cookie = `Cookie: ${await sessionCookie(server.url)}`;
    wrk(`${server.url}/`, { seconds: 3, headers: [gzip] });
    const cached = wrk(`${server.url}/`, { headers: [gzip] });
    const file = wrk(`${server.url}${copy}`, { headers: [gzip] });
    // Each page is warmed up as `/` is: the first seconds measure the JIT, not the page.
    const sessionPage = (path: string) => {
      wrk(`${server.url}${path}`, { seconds: 3, headers: [gzip, cookie] });
      return wrk(`${server.url}${path}`, { headers: [gzip, cookie] });
    };
    const session = sessionPage('/culture');
    const step = sessionPage('/carrer/Generalquestions');
    for (const result of [cached, file, session, step]) {
      if (result.non2xx > 0) throw new Error(`${build.name}: ${result.non2xx} answers were not 2xx`);
    }
    return { starts, cached, file, session, step, jsGzip: scripts.gzipBytes };
  } finally {
    await server.stop();
    await removeStaticCopies(build.checkout);
  }
}

export async function pageRendering(): Promise<string> {
  const builds: Build[] = [{ name: 'this build', checkout: '.' }];
  if (process.env.BENCH_BEFORE) builds.unshift({ name: 'before', checkout: process.env.BENCH_BEFORE });
  const rows: string[] = [];
  for (const [index, build] of builds.entries()) {
    const result = await measure(build, 3950 + index * 10);
    rows.push(
      `| ${build.name} | ${round(median(result.starts))} | ${round(result.cached.requestsPerSecond)} | ` +
        `${round(result.file.requestsPerSecond)} | ${round(result.cached.requestsPerSecond / result.file.requestsPerSecond, 2)}× | ` +
        `${round(result.session.requestsPerSecond)} | ${round(result.step.requestsPerSecond)} | ${round(result.jsGzip / 1000, 1)} |`,
    );
  }
  return [
    `### Page rendering (\`bench/page-rendering.ts\`), ${new Date().toISOString().slice(0, 10)}`,
    '',
    `Machine: ${machineDescription()}. Production builds, wrk -t1 -c32 -d10s, \`Accept-Encoding: gzip\`,`,
    'info-level request logging, each page warmed up for 3 s first; cold start is the median of 5 spawns to the first 200 of `/`.',
    '',
    '| build | cold start ms | `/` cached req/s | same bytes static req/s | cached / static | `/culture` with a session req/s | wizard step with a session req/s | `/` JS KB gzip |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await pageRendering());
