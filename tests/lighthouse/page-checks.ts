import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  failingAudits,
  type LighthouseReport,
  type LighthouseSite,
  scoreOf,
  startLighthouseSite,
} from '../support/lighthouse-site';
import { hydratingPageBudgets, PUBLIC_PAGE_SCRIPT_BUDGET } from '../support/page-budgets';

// Lighthouse 12 (mobile) checks what does not depend on timing: these categories at 100, and the
// bytes, render-blocking requests and layout shifts of each page. The performance score is a
// timing (simulated from main-thread work on whatever machine runs it): `npm run bench` measures
// it (bench/lighthouse-performance.ts), with the host's BenchmarkIndex, into BENCHMARKS.md.
const categories = ['accessibility', 'best-practices', 'seo'];
const audits = ['resource-summary', 'render-blocking-insight', 'cumulative-layout-shift'];

/**
 * The HTML document as sent (gzip or Brotli), with the page's CSS inlined into it
 * (client/app/page-styles.tsx): a page has no stylesheet requests. About 3 KB above the largest
 * measured (the job list, 12.1 KB): it stops growth.
 */
const DOCUMENT_BUDGET = 15_000;

/** Transferred bytes of one resource type ('script', 'stylesheet', 'document') from resource-summary. */
function transferred(lhr: LighthouseReport, resourceType: string): { requests: number; bytes: number } {
  const items = (lhr.audits['resource-summary']?.details as { items?: Record<string, unknown>[] } | undefined)?.items;
  const item = items?.find((entry) => entry.resourceType === resourceType);
  if (!item) throw new Error(`resource-summary has no ${resourceType} row`);
  return { requests: Number(item.requestCount), bytes: Number(item.transferSize) };
}

function renderBlockingUrls(lhr: LighthouseReport): string[] {
  const details = lhr.audits['render-blocking-insight']?.details as { items?: { url: string }[] } | undefined;
  if (!details?.items) throw new Error('render-blocking-insight has no items table');
  return details.items.map((item) => item.url);
}

/**
 * Lighthouse's checks of `paths`, on a server (with `env`) and Chromium of the calling file's own (`name`):
 * two files share the pages, so that two workers run them side by side: 80 s for the 13 pages
 * where one after another took 102 s on a 2-core machine.
 */
export function checkPages(name: string, paths: string[], env: Record<string, string> = {}): void {
  let site: LighthouseSite;

  beforeAll(async () => {
    site = await startLighthouseSite(name, env);
  });

  afterAll(async () => {
    await site?.stop();
  });

  describe('Lighthouse (mobile)', () => {
    it.each(paths)(
      '%s: 100 for accessibility, best practices and SEO, within its bytes, nothing blocks the first render, nothing shifts',
      { timeout: 120_000 },
      async (path) => {
        const lhr = await site.audit(path, { categories, audits });
        const scripts = transferred(lhr, 'script');
        const stylesheets = transferred(lhr, 'stylesheet');
        const document = transferred(lhr, 'document');
        const layoutShift = lhr.audits['cumulative-layout-shift']!.numericValue;
        // The figures, one line a page.
        console.log(
          `Lighthouse ${path}: ${categories.map((category) => `${category} ${scoreOf(lhr, category)}`).join(', ')}; ` +
            `script ${scripts.bytes} B in ${scripts.requests}, document ${document.bytes} B, layout shift ${layoutShift}`,
        );

        const problems = categories
          .filter((category) => scoreOf(lhr, category) < 100)
          .map((category) => `${category} ${scoreOf(lhr, category)}: ${failingAudits(lhr, category).join(', ')}`);
        expect(problems, `${path}:\n${problems.join('\n')}`).toEqual([]);
        const hydratingBudget = hydratingPageBudgets[path];
        if (hydratingBudget === undefined) {
          // A public page does not hydrate: no script file; its inline script is in the
          // document's bytes, and tests/integration/bundle-budget.test.ts holds it to 15 KB.
          expect(scripts.requests, `${path}: script requests`).toBe(0);
          expect(scripts.bytes, `${path}: JavaScript transferred`).toBeLessThanOrEqual(PUBLIC_PAGE_SCRIPT_BUDGET);
        } else {
          expect(scripts.bytes, `${path}: JavaScript transferred`).toBeLessThanOrEqual(hydratingBudget);
        }
        expect(stylesheets.requests, `${path}: stylesheet requests (the CSS is inlined)`).toBe(0);
        expect(document.bytes, `${path}: the document with its CSS`).toBeLessThanOrEqual(DOCUMENT_BUDGET);
        expect(renderBlockingUrls(lhr), `${path}: render-blocking requests`).toEqual([]);
        expect(layoutShift, `${path}: cumulative layout shift`).toBe(0);
      },
    );
  });
}
