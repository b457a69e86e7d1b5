// What a visitor feels on the public pages: the JavaScript a first visit downloads, and
// the time from a click to the next page painted, home → job openings → a job, in Debian's Chromium
// against the built server in production mode (the page cache warm, as for any visitor but the
// first). Each click is timed from just before it to two animation frames after the new page's
// heading is in the document (a frame painted with it), the median of RUNS walks, clicking at once
// and after resting the pointer on the link.
//   npm run bench   or   npx tsx bench/public-navigation.ts (after a build)
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { launchChromium } from '../tests/support/chromium';
import { startServer } from '../tests/support/server-process';
import { machineDescription, median, round } from './support';

const RUNS = Number(process.env.NAVIGATION_RUNS) || 15;
// A click right after the pointer reaches the link, and one after it rested there (Speculation
// Rules' "moderate" eagerness prefetches after 200 ms of hover: the click finds the page fetched).
const DWELLS_MS = [0, 400];
const firstVisitPaths = ['/', '/culture', '/joblistings', '/joblistings/View', '/blogs', '/carrer/Generalquestions'];

/** Gzipped bytes of every script a fresh page load of `path` downloads, and how many. */
async function scriptBytes(page: Page, url: string) {
  const sizes: Promise<number>[] = [];
  const listener = (response: import('playwright-core').Response) => {
    if (response.request().resourceType() === 'script')
      sizes.push(
        response
          .request()
          .sizes()
          .then((size) => size.responseBodySize),
      );
  };
  page.on('response', listener);
  await page.goto(url, { waitUntil: 'networkidle' });
  page.off('response', listener);
  const all = await Promise.all(sizes);
  // Inline scripts come within the document: their code gzipped on its own (on a hydrating page,
  // React Router's hydration data; not JSON-LD nor speculation rules, which are no code).
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll('script:not([src])')]
      .filter((script) => ['', 'module', 'text/javascript'].includes(script.getAttribute('type') ?? ''))
      .map((script) => script.textContent)
      .join(''),
  );
  return {
    bytes: all.reduce((sum, size) => sum + size, 0),
    files: all.length,
    inline: inline ? gzipSync(inline).length : 0,
  };
}

/** Milliseconds from clicking `selector` to a painted frame of the page whose path is `path`. */
async function clickToPaint(page: Page, selector: string, path: string, dwell: number): Promise<number> {
  const link = page.locator(selector).first();
  await link.hover();
  if (dwell) await page.waitForTimeout(dwell);
  const started = performance.now();
  await link.click({ noWaitAfter: true });
  await page.waitForFunction(
    (expected) => location.pathname === expected && document.querySelector('main h1') !== null,
    path,
    { polling: 'raf' },
  );
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return performance.now() - started;
}

export async function publicNavigation(): Promise<string> {
  const server = await startServer({
    env: {
      NODE_ENV: 'production',
      SESSION_SECRET: 'navigation-bench-secret-of-32-chars',
      FIREBASE_AUTH_EMULATOR_HOST: '',
    },
  });
  const browser = await launchChromium();
  try {
    const firstVisit: string[] = [];
    for (const path of firstVisitPaths) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const { bytes, files, inline } = await scriptBytes(page, `${server.url}${path}`);
      firstVisit.push(`| \`${path}\` | ${bytes.toLocaleString('en')} | ${files} | ${inline.toLocaleString('en')} |`);
      await context.close();
    }

    const walks = [];
    for (const dwell of DWELLS_MS) {
      const toList: number[] = [];
      const toJob: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext();
        const page = await context.newPage();
        await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
        toList.push(await clickToPaint(page, 'main a[href="/joblistings"]', '/joblistings', dwell));
        const jobLink = page.locator('main a[href^="/joblistings/"]').first();
        const jobPath = new URL((await jobLink.getAttribute('href'))!, server.url).pathname;
        toJob.push(await clickToPaint(page, `main a[href="${jobPath}"]`, jobPath, dwell));
        await context.close();
      }
      walks.push({ dwell, toList, toJob });
    }
    const summary = (values: number[]) =>
      `${round(median(values))} | ${round(Math.min(...values))}–${round(Math.max(...values))}`;

    return [
      `### Public pages: first-visit JavaScript and click-to-paint (\`bench/public-navigation.ts\`), ${new Date().toISOString().slice(0, 10)}`,
      '',
      `Machine: ${machineDescription()}. The production build, Debian's Chromium (headless, no throttling).`,
      '',
      '| page | script bytes (as downloaded, gzip) | script files | inline script (gzip) |',
      '|---|---:|---:|---:|',
      ...firstVisit,
      '',
      `Click to painted page, ${RUNS} walks (ms):`,
      '',
      '| click | pointer on the link before | median | range |',
      '|---|---:|---:|---|',
      ...walks.flatMap(({ dwell, toList, toJob }) => [
        `| home → job openings | ${dwell} ms | ${summary(toList)} |`,
        `| job openings → a job | ${dwell} ms | ${summary(toJob)} |`,
      ]),
    ].join('\n');
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await publicNavigation());
