import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { jobCategoryCards, teamCards } from '../../shared/job-cards';
import type { Screen } from '../../shared/route-paths';
import { screenTexts } from '../support/screen-texts';
import { axeViolations, expectNoAxeViolations } from '../support/axe';
import { atEachWidth, designWidths, pageReady, useSite } from '../support/e2e-site';
import { publicSiteEnv } from '../support/public-site';
import { startTricklingProxy } from '../support/trickling-proxy';
import { saveScreenshot } from '../support/screenshots';
import { picturesOf } from '../support/picture-views';

const site = useSite({ env: publicSiteEnv });

interface PageUnderTest {
  name: string;
  path: string;
  screen: Screen;
  /** Headings the page must show, besides its h1. */
  headings: string[];
  /** Other texts that must be on the page. */
  texts?: string[];
  layout?: 'site' | 'app';
  /** A grid of job cards: how many, and how many to a row at each width. */
  grid?: { cards: number; columns: Record<number, number> };
}

const publicPages: PageUnderTest[] = [
  {
    name: 'home',
    path: '/',
    screen: 'home',
    headings: ['Explore Opportunities', 'Teams', 'Job Categories', 'Locations', 'Think and Learn'],
    texts: ['Learn more', 'Read More'],
  },
  {
    name: 'culture',
    path: '/culture',
    screen: 'culture',
    headings: [
      'Diversity and Inclusion',
      'Flexibility and Work-Life Balance',
      'Know Your Colleague',
      'Instant Placement',
    ],
  },
  {
    name: 'benefits',
    path: '/support',
    screen: 'benefits',
    headings: [
      'Health and Wellness',
      'Financial Security',
      'Work-Life Balance',
      'Perks and Allowances',
      'Support and Engagement',
      'Culture and Community',
    ],
  },
  {
    name: 'diversity',
    path: '/diversity',
    screen: 'diversity',
    headings: ['Diversity', 'Equity', 'Inclusion', 'Our Commitment'],
  },
  {
    name: 'leadership',
    path: '/leadership',
    screen: 'leadership',
    headings: [
      'Citizens Obsession',
      'Learn with Curiosity',
      'Hire and Develop the Best',
      'Think Big Innovate and Simplify',
      'Earn Trust',
    ],
  },
  {
    name: 'job-categories',
    path: '/jobcategory',
    screen: 'jobCategories',
    headings: jobCategoryCards.map((card) => card.heading),
    texts: ['Browse open jobs on different job categories'],
    grid: { cards: 11, columns: { 375: 1, 768: 1, 1280: 4 } },
  },
  {
    name: 'job-teams',
    path: '/jobteam',
    screen: 'jobTeams',
    headings: teamCards.map((card) => card.heading),
    texts: ['Browse open jobs on different teams'],
    grid: { cards: 12, columns: { 375: 1, 768: 1, 1280: 4 } },
  },
  {
    name: 'job-detail',
    path: '/joblistings/View',
    screen: 'jobDetail',
    headings: [
      'Description',
      'Basic qualifications',
      'Application and assessment process',
      'Job details',
      'Share this job',
      'Related jobs',
    ],
    texts: ['Apply Now', '₹3,000 - 5,000 /month'],
  },
  { name: 'sign-in', path: '/carrer/sign-in', screen: 'signIn', headings: [], layout: 'app' },
  { name: 'review-submit', path: '/ReveiwSubmit', screen: 'reviewSubmit', headings: [], layout: 'app' },
];

/**
 * Scrolls through the page so that lazy pictures load, then back to the top. At each stop it waits
 * for a frame to be drawn there: the browser starts the loads of pictures in view as it renders it.
 * A picture that does not load fails the test by its address.
 */
async function loadLazyPictures(page: Page): Promise<void> {
  const notLoaded = await page.evaluate(async () => {
    const frameDrawn = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const loaded = (image: HTMLImageElement) => image.complete && image.naturalWidth > 0;
    // Settles when the picture has loaded or failed; bounded, so a request that never ends is named below.
    const settled = (image: HTMLImageElement) =>
      new Promise<void>((resolve) => {
        if (image.complete) return resolve();
        image.addEventListener('load', () => resolve(), { once: true });
        image.addEventListener('error', () => resolve(), { once: true });
        setTimeout(resolve, 10_000);
      });
    for (let y = 0; y < document.documentElement.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await frameDrawn();
    }
    // On a busy machine the scroll can pass a lazy picture before the browser asks for it; bring
    // each one still missing into view and wait for it.
    for (const image of document.images) {
      if (loaded(image)) continue;
      image.scrollIntoView({ block: 'center' });
      await settled(image);
    }
    window.scrollTo(0, 0);
    return [...document.images].filter((image) => !loaded(image)).map((image) => image.currentSrc || image.src);
  });
  expect(notLoaded, 'pictures that did not load').toEqual([]);
}

/**
 * The page's pictures are bundled (a view of a file of pictures is in that file), sized and
 * described, and those below the fold (at the current width, from the top) load lazily; a hero
 * picture never does.
 */
async function expectPicturesInOrder(page: Page, at: (what: string) => string): Promise<void> {
  const images = await page.locator('img').evaluateAll((elements) =>
    (elements as HTMLImageElement[]).map((image) => ({
      src: image.getAttribute('src') ?? '',
      alt: image.getAttribute('alt'),
      width: image.getAttribute('width'),
      height: image.getAttribute('height'),
      loading: image.getAttribute('loading'),
      aboveTheFold: image.getBoundingClientRect().top < window.innerHeight,
      hero: image.closest('.page-hero, .job-detail-header') !== null,
    })),
  );
  expect(images.length, at('pictures')).toBeGreaterThan(0);
  for (const image of images) {
    // The site's own pictures, or the site folder's at their hashed addresses.
    expect(image.src, at(image.src)).toMatch(
      /^\/images\/site\/[\w/-]+\.svg(#[\w-]+)?$|^\/site-images\/[\w/-]+\.svg\?v=[\w-]+$/,
    );
    const [file, view] = image.src.split('#');
    // A view that is not in its file would show the file's first picture.
    if (view) {
      const views = picturesOf(readFileSync(`client/public${file}`, 'utf8')).map(({ name }) => name);
      expect(views, at(image.src)).toContain(view);
    }
    expect(image.alt, at(image.src)).not.toBeNull();
    expect(Number(image.width), at(image.src)).toBeGreaterThan(0);
    expect(Number(image.height), at(image.src)).toBeGreaterThan(0);
    if (image.hero) expect(image.loading, at(image.src)).toBeNull();
    else if (!image.aboveTheFold) expect(image.loading, at(image.src)).toBe('lazy');
  }
}

/** A grid of job cards: its cards to a row, each card one link with the count its list holds. */
async function expectGrid(page: Page, grid: NonNullable<PageUnderTest['grid']>, width: number): Promise<void> {
  const at = `at ${width}px`;
  expect(await page.locator('.job-card-grid > li').count(), at).toBe(grid.cards);
  const columns = await page
    .locator('.job-card-grid')
    .evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' ').length);
  expect(columns, at).toBe(grid.columns[width]);
  const cardLefts = await page
    .locator('.job-card-grid > li')
    .evaluateAll((items) => [...new Set(items.map((item) => Math.round(item.getBoundingClientRect().left)))]);
  expect(cardLefts.length, at).toBe(grid.columns[width]);
  const heights = await page
    .locator('.job-tile img')
    .evaluateAll((images) => images.map((image) => image.getBoundingClientRect().height));
  expect(new Set(heights), at).toEqual(new Set([150]));
  // Each card is one link, to the job list searched for it, with the count that list holds.
  expect(await page.locator('.job-card-grid a').count(), at).toBe(grid.cards);
  for (const text of await page.locator('.job-tile p').allTextContents()) {
    expect(text, at).toMatch(/^(\d+ open jobs?|No open jobs right now)$/);
  }
}

describe('every public page at 375, 768 and 1280 px', () => {
  // One load per page, at the phone's width first, then the same page widened (atEachWidth).
  it.each(publicPages.map((page) => [page.name, page] as const))(
    '%s: its texts, one h1, the frame, its pictures and grid, no overflow, no axe violations at each width',
    async (name, spec) => {
      const { page, problems, close } = await site.open({ width: designWidths[0] });
      const response = await page.goto(spec.path);
      expect(response?.status()).toBe(200);
      await pageReady(page);

      const expected = screenTexts(spec.screen);
      expect(await page.title()).toBe(expected.title);
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(expected.description);
      // Every link that opens a new tab does it safely.
      for (const link of await page.locator('a[target="_blank"]').all()) {
        expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
      }

      await atEachWidth(page, designWidths, async (width) => {
        const at = (what: string) => `${what} at ${width}px`;
        expect(await page.locator('h1').allTextContents(), at('h1')).toEqual([expected.heading]);
        for (const heading of spec.headings) {
          expect(await page.getByRole('heading', { name: heading, exact: true }).count(), at(heading)).toBeGreaterThan(
            0,
          );
        }
        for (const text of spec.texts ?? []) {
          expect(await page.getByText(text, { exact: true }).count(), at(text)).toBeGreaterThan(0);
        }

        // Signed out, the App header holds no account navigation: its Login, but on sign-in itself.
        expect(await page.getByRole('banner').count(), at('banner')).toBe(1);
        expect(await page.getByRole('navigation', { name: 'Main', includeHidden: true }).count(), at('Main')).toBe(
          spec.layout === 'app' ? 0 : 1,
        );
        expect(
          await page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }).count(),
          at('Login'),
        ).toBe(spec.screen === 'signIn' ? 0 : 1);
        expect(
          await page.getByRole('contentinfo').getByRole('link', { name: 'Job Openings' }).isVisible(),
          at('Job Openings'),
        ).toBe(true);

        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
          at('overflow'),
        ).toBeLessThanOrEqual(0);
        if (spec.grid) await expectGrid(page, spec.grid, width);
        if (width === 1280) await expectPicturesInOrder(page, at);
        await loadLazyPictures(page);
        await saveScreenshot(page, `${name}-${width}`, { fullPage: true });
        await expectNoAxeViolations(page);
      });
      expect(problems).toEqual([]);
      await close();
    },
  );
});

/**
 * The layout shifts of the page's document since it began (buffered), read once it has loaded:
 * each as the elements it moved, by class and first words.
 */
function layoutShiftsOf(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        new PerformanceObserver((entries) =>
          resolve(
            entries.getEntries().map((entry) => {
              const sources = (entry as PerformanceEntry & { sources?: { node?: Node | null }[] }).sources ?? [];
              const named = (node: Node | null | undefined) =>
                `${(node as Element | null)?.className ?? ''} "${node?.textContent?.trim().slice(0, 40) ?? ''}"`;
              return sources.map((source) => named(source.node)).join(' + ');
            }),
          ),
        ).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve([]), 300);
      }),
  );
}

describe('the first paint', () => {
  // A phone's slower CPU makes the parser stop, and the browser paint, part-way through the page.
  // Painted before the rest of the header's bar arrives, /leadership would move the Menu button: the
  // page waits for its main content (client/root.tsx).
  it('comes with the whole header: no layout shift in repeated loads at 412 px with the CPU 4× slower', async () => {
    const { page, problems, close } = await site.open({ width: 412 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const shifts: string[] = [];
    try {
      for (const path of ['/leadership', '/blog/five-things-we-look-for'])
        for (let load = 0; load < 6; load++) {
          expect((await page.goto(path))?.status()).toBe(200);
          shifts.push(...(await layoutShiftsOf(page)).map((what) => `${path}: ${what}`));
        }
    } finally {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await cdp.detach();
    }
    expect(shifts).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  // The whole main content too: a page painted while the parser has part of it would move as the
  // rest comes (the job alert form's select widened by its later option, wrapping the next field; a
  // heading's text arriving in two runs). The pages come in pieces, as over a slow mobile network.
  it.each(['/joblistings', '/blogs', '/jobcategory', '/leadership'])(
    '%s arriving in small pieces moves nothing as they come',
    async (path) => {
      const proxy = await startTricklingProxy(site.server.url);
      const { page, close } = await site.open({ width: 412 });
      try {
        expect((await page.goto(`${proxy.url}${path}`))?.status()).toBe(200);
        expect(await layoutShiftsOf(page)).toEqual([]);
      } finally {
        await close();
        await proxy.close();
      }
    },
  );
});

describe('the axe check', () => {
  it('fails on a page with a picture without a text alternative and an empty link', async () => {
    const { page, close } = await site.open();
    await page.goto('/culture');
    await pageReady(page);
    await page.evaluate(() => {
      const main = document.querySelector('main')!;
      main.insertAdjacentHTML('beforeend', '<img src="/images/site/logo.svg" width="10" height="10"><a href="/"></a>');
    });
    const rules = (await axeViolations(page)).map((violation) => violation.split(':')[0]);
    expect(rules).toEqual(expect.arrayContaining(['image-alt', 'link-name']));
    await close();
  });
});

describe('the job list and the blog in the site frame', () => {
  it.each([
    ['/joblistings', [375, 1280]],
    ['/blogs', [375, 1280]],
    ['/blog/know-your-colleague', [1280]],
  ])('%s at %j px has one h1, the header and footer, and no axe violations', async (path, pageWidths) => {
    const { page, problems, close } = await site.open({ width: pageWidths[0] });
    await page.goto(path);
    await pageReady(page);
    await atEachWidth(page, pageWidths, async () => {
      expect(await page.locator('h1').count()).toBe(1);
      expect(await page.getByRole('navigation', { name: 'Main', includeHidden: true }).count()).toBe(1);
      expect(await page.getByRole('contentinfo').count()).toBe(1);
      await expectNoAxeViolations(page);
    });
    expect(problems).toEqual([]);
    await close();
  });
});
