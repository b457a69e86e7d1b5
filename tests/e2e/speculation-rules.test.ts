import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pageReady, useSite } from '../support/e2e-site';

const site = useSite();

interface PrefetchRule {
  source: string;
  where: { and: ({ href_matches?: string } | { not: { href_matches?: string[]; selector_matches?: string } })[] };
  eagerness: string;
}

/** The speculation rules of the page open in `page`, parsed. */
async function rulesOf(page: Page): Promise<{ prefetch?: PrefetchRule[] }[]> {
  const texts = await page.locator('script[type="speculationrules"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as { prefetch?: PrefetchRule[] });
}

describe('speculation rules', () => {
  it.each(['/', '/culture', '/joblistings', '/joblistings/View', '/blogs'])(
    '%s asks for same-site links to be prefetched on intent, never the API, signing out or the alerts',
    async (path) => {
      const { page, close } = await site.open();
      await page.goto(path);
      const rules = await rulesOf(page);
      expect(rules).toHaveLength(1);
      const [prefetch] = rules[0]!.prefetch!;
      expect(prefetch!.source).toBe('document');
      expect(prefetch!.eagerness).toBe('moderate');
      expect(prefetch!.where.and).toContainEqual({ href_matches: '/*' });
      const excluded = prefetch!.where.and.flatMap((clause) =>
        'not' in clause ? (clause.not.href_matches ?? []) : [],
      );
      expect(excluded).toEqual(expect.arrayContaining(['/api/*', '/sign-out', '/alerts/*']));
      // Prefetch only: no prerender, which would run a page's scripts before the visitor asked.
      expect(Object.keys(rules[0]!)).toEqual(['prefetch']);
      await close();
    },
  );

  it.each(['/carrer/sign-in', '/ReveiwSubmit'])(
    '%s hydrates and has none (React Router navigates there)',
    async (path) => {
      const { page, close } = await site.open();
      await page.goto(path);
      await pageReady(page);
      expect(await page.locator('script[type="speculationrules"]').count()).toBe(0);
      await close();
    },
  );

  // Headless Chromium honours the rules: with "moderate" eagerness, resting the pointer on a link
  // fetches its page ahead, a request the browser marks `Sec-Purpose: prefetch` (seen here on its
  // way out, as the server gets it).
  it('hovering a same-site link prefetches its page', async () => {
    const { page, close } = await site.open();
    await page.goto('/');
    await pageReady(page);
    const prefetch = page
      .context()
      .waitForEvent('request', (request) => request.headers()['sec-purpose']?.startsWith('prefetch') === true);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Job Openings' }).hover();
    const request = await prefetch;
    expect(new URL(request.url()).pathname).toBe('/joblistings');
    expect((await request.response())?.status()).toBe(200);
    await close();
  });
});
