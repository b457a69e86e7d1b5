// What a browser test pays before it checks anything: the CPU Chromium, the server and
// this process spend, all together, to give a test a page and load the home page in it, with a new
// browser context each time, and with a page an earlier test gave back, reset (as
// tests/support/e2e-site.ts gives them); and a Chromium launched and closed (the e2e tests launch
// one per worker). CPU seconds are the whole machine's busy time from
// /proc/stat (Linux only), so run it on a quiet machine; the median of RUNS.
//   npm run bench   or   npx tsx bench/browser-page-cost.ts (after a build)
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../tests/support/chromium';
import { resetPage } from '../tests/support/e2e-site';
import { startServer } from '../tests/support/server-process';
import { machineDescription, median, round } from './support';

const RUNS = Number(process.env.PAGE_COST_RUNS) || 15;

/** Seconds of CPU the whole machine has been busy since boot (user, nice, system, irq, softirq). */
function busySeconds(): number {
  const [user, nice, system, , , irq, softirq] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]!
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return (user! + nice! + system! + irq! + softirq!) / 100;
}

/** The machine's CPU seconds of each of RUNS calls of `step` (after one to warm up), and their wall time. */
async function measure(step: () => Promise<void>): Promise<{ cpu: number; wall: number }> {
  await step();
  const cpu: number[] = [];
  const wall: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const [busy, started] = [busySeconds(), performance.now()];
    await step();
    // What the browser still does after the load (scripts, a closed context's processes) counts too.
    await new Promise((resolve) => setTimeout(resolve, 300));
    cpu.push(busySeconds() - busy);
    wall.push(performance.now() - started - 300);
  }
  return { cpu: median(cpu), wall: median(wall) };
}

export async function browserPageCost(): Promise<string> {
  const server = await startServer({ env: { SESSION_SECRET: 'page-cost-bench-secret-of-32-chars' } });
  let browser: Browser | undefined;
  try {
    const launch = await measure(async () => {
      await (await launchChromium()).close();
    });
    browser = await launchChromium();
    const fresh = await measure(async () => {
      const context = await browser!.newContext({ baseURL: server.url });
      const page = await context.newPage();
      await page.goto('/');
      await context.close();
    });
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    const reused = await measure(async () => {
      await resetPage({ context, page }, server.url);
      await page.goto('/');
    });
    const row = (what: string, { cpu, wall }: { cpu: number; wall: number }) =>
      `| ${what} | ${round(cpu, 2)} | ${round(wall)} |`;
    return [
      `### A browser test's page (\`bench/browser-page-cost.ts\`), ${new Date().toISOString().slice(0, 10)}`,
      '',
      `Machine: ${machineDescription()}. The built server, Debian's Chromium (headless), the median of ${RUNS}.`,
      '',
      '| what | CPU s (whole machine) | wall ms |',
      '|---|---:|---:|',
      row('new browser context and page, load `/`, close the context', fresh),
      row('reset a page given back, load `/`', reused),
      row('launch Chromium and close it', launch),
    ].join('\n');
  } finally {
    await browser?.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await browserPageCost());
