import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenTexts } from '../support/screen-texts';
import { LAST_VISITED_PATH_KEY } from '../../shared/route-paths';
import { atEachWidth, designWidths, pageReady, useSite } from '../support/e2e-site';
import { differingShares } from '../support/pixel-difference';
import { saveScreenshot } from '../support/screenshots';

const site = useSite();
const watchedPage = site.open;

/** Follows the Culture link of the navigation bar, which sits in its Culture dropdown. */
async function openCultureLink(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Culture' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Culture', exact: true }).click();
}

describe('server-side rendering', () => {
  it('delivers the complete page before any script runs', async () => {
    const { page, close } = await watchedPage({ javaScriptEnabled: false });
    await page.goto('/culture');
    expect(await page.title()).toBe(screenTexts('culture').title);
    expect(await page.locator('h1').textContent()).toBe(screenTexts('culture').heading);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
      screenTexts('culture').description,
    );
    const jobsPage = await page.goto('/joblistings');
    expect(jobsPage?.status()).toBe(200);
    expect(await page.locator('.job-grid li').count()).toBe(15);
    await close();
  });
});

describe('hydration', () => {
  it.each(['/', '/culture', '/joblistings', '/carrer/sign-in', '/ReveiwSubmit'])(
    '%s runs its scripts (React on the pages that hydrate) without console errors or hydration warnings',
    async (path) => {
      const { page, problems, close } = await watchedPage();
      await page.goto(path);
      await pageReady(page);
      expect(problems).toEqual([]);
      await close();
    },
  );
});

describe('navigation', () => {
  // The public pages do not hydrate: a link between them loads the next page as a
  // document, which speculation rules have usually fetched already.
  it('loads a public page as a document from a public page, updates the title and remembers the path', async () => {
    const { page, problems, close } = await watchedPage();
    await page.goto('/');
    await pageReady(page);
    expect(await page.evaluate((key) => localStorage.getItem(key), LAST_VISITED_PATH_KEY)).toBe('/');

    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await openCultureLink(page);
    await page.waitForURL('**/culture');
    await expect.poll(() => page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
    await pageReady(page);
    expect(await page.locator('h1').textContent()).toBe(screenTexts('culture').heading);
    expect(await page.title()).toBe(screenTexts('culture').title);
    expect(await page.evaluate((key) => localStorage.getItem(key), LAST_VISITED_PATH_KEY)).toBe('/culture');

    await page.getByRole('contentinfo').getByRole('link', { name: 'Job Openings' }).click();
    await page.waitForURL('**/joblistings');
    await pageReady(page);
    expect(await page.locator('.job-grid li').count()).toBe(15);
    expect(await page.evaluate((key) => localStorage.getItem(key), LAST_VISITED_PATH_KEY)).toBe('/joblistings');

    await page.goBack();
    await expect.poll(() => page.locator('h1').textContent()).toBe(screenTexts('culture').heading);
    expect(problems).toEqual([]);
    await close();
  });

  it('changes page without reloading between pages that hydrate', async () => {
    const { page, problems, close } = await watchedPage();
    await page.goto('/ReveiwSubmit');
    await pageReady(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/carrer/sign-in');
    await expect.poll(() => page.locator('h1').textContent()).toBe(screenTexts('signIn').heading);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await page.title()).toBe(screenTexts('signIn').title);
    expect(problems).toEqual([]);
    await close();
  });

  it('reloads the page when a page chunk cannot be loaded, and the next click works', async () => {
    const { page, close } = await watchedPage();
    await page.goto('/ReveiwSubmit');
    await pageReady(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    // As after a deploy that replaced the hashed assets this tab still refers to.
    await page.route('**/assets/sign-in-page-*.js', (route) => route.fulfill({ status: 404, body: 'gone' }));
    const signIn = page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true });
    await signIn.click();
    // React Router loads the document again, which names the assets of the deploy now running.
    await expect.poll(() => page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
    await pageReady(page);
    expect(await page.locator('h1').textContent()).toBe(screenTexts('reviewSubmit').heading);

    await page.unroute('**/assets/sign-in-page-*.js');
    await signIn.click();
    await page.waitForURL('**/carrer/sign-in');
    await expect.poll(() => page.locator('h1').textContent()).toBe(screenTexts('signIn').heading);
    await close();
  });
});

describe('unknown paths', () => {
  it("answers 404 with NotFound inside the site's header and footer, and a way on to the jobs", async () => {
    const { page, problems, close } = await watchedPage();
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await pageReady(page);
    expect(await page.locator('h1').allTextContents()).toEqual(['NotFound']);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.title()).toBe('NotFound');
    expect(await page.getByRole('banner').getByRole('navigation', { name: 'Main', includeHidden: true }).count()).toBe(
      1,
    );
    expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
    await page.getByRole('main').getByRole('link', { name: 'See the job openings' }).click();
    await page.waitForURL('**/joblistings');
    await expect.poll(() => page.locator('h1').textContent()).not.toBe('NotFound');
    // Chromium reports the 404 document's own status; nothing else may go wrong (hydration, scripts).
    expect(problems).toEqual(['error: Failed to load resource: the server responded with a status of 404 (Not Found)']);
    await close();
  });
});

describe("the public header's brand mark", () => {
  // The site folder's logo, drawn by CSS from a data address (client/app/brand-style.tsx) so that
  // it costs no request: it must look like the file, in contrast themes too.
  it.each([
    ['off', null],
    ['on', 'active'],
  ] as const)("looks like the site folder's logo.svg, forced colours %s", async (_, forcedColors) => {
    const { page, problems, close } = await watchedPage({ width: 1280 });
    // Contrast themes drop CSS gradients unless told not to, and keep pictures such as the file.
    await page.emulateMedia({ forcedColors });
    await page.goto('/culture');
    await pageReady(page);
    const pairs = await page.evaluate(async () => {
      const file = document.createElement('img');
      file.src = '/site-images/logo.svg';
      // Beside the page's content, below the header, which stays on top of what scrolls under it.
      Object.assign(file.style, { position: 'absolute', left: '0', top: '200px', width: '32px', height: '32px' });
      document.body.append(file);
      await file.decode();
      const brand = document.querySelector('.brand')!.getBoundingClientRect();
      const mark = { x: brand.x, y: brand.y + (brand.height - 32) / 2, width: 32, height: 32 };
      return [{ name: 'brand mark', a: mark, b: { x: 0, y: 200, width: 32, height: 32 } }];
    });
    const screenshot = (await page.screenshot()).toString('base64');
    const [brandMark] = await page.evaluate(differingShares, { screenshot, pairs });
    // The cross's edges fall between pixels and are smoothed differently: 7% of the mark seen here.
    expect(brandMark!.share).toBeLessThan(0.12);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('screenshots for review', () => {
  // With SCREENSHOTS=1, written to tests/.tmp/screenshots for a person to look at; the
  // assertions are the layout's basics: nothing wider than the viewport. Each page is loaded once
  // and widened (atEachWidth).
  it('home and job openings fit 375, 768 and 1280 px wide screens', async () => {
    const { page, problems, close } = await watchedPage({ width: 375 });
    for (const path of ['/', '/joblistings']) {
      await page.goto(path);
      await pageReady(page);
      await atEachWidth(page, designWidths, async (width) => {
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} at ${width}px`).toBeLessThanOrEqual(0);
        const name = path === '/' ? 'home' : path.slice(1);
        await saveScreenshot(page, `${name}-${width}`, { fullPage: true });
      });
    }
    expect(problems).toEqual([]);
    await close();
  });

  // The header's Menu, Culture menu and search box are popovers placed by CSS anchor positioning
  // (site.css): each drops down right under its button or under the header bar, inside the screen,
  // as the absolutely positioned panels before them did.
  it.each([375, 768, 1280])('the header popovers drop down in place at %ipx', async (width) => {
    const { page, problems, close } = await watchedPage({ width });
    const narrow = width < 992;
    const openMenu = () => page.getByRole('button', { name: 'Menu' }).click();
    const cases = [
      ...(narrow ? [{ name: 'menu', popover: '#site-nav', under: '.site-header-bar', open: openMenu }] : []),
      {
        name: 'culture',
        popover: '#culture-menu',
        under: '[popovertarget="culture-menu"]',
        open: async () => {
          if (narrow) await openMenu();
          await page.getByRole('button', { name: 'Culture' }).click();
        },
      },
      {
        name: 'search',
        popover: '#site-search',
        under: '.site-header-bar',
        open: () => page.getByRole('button', { name: 'Search' }).click(),
      },
    ];
    for (const { name, popover, under, open } of cases) {
      await page.goto('/');
      await pageReady(page);
      await open();
      await page.waitForFunction((selector) => document.querySelector(selector)?.matches(':popover-open'), popover);
      // Past the opening fade, so the picture shows the popover as it stays.
      await page.waitForFunction(
        (selector) =>
          document
            .querySelector(selector)!
            .getAnimations()
            .every((a) => a.playState === 'finished'),
        popover,
      );
      const box = (await page.locator(popover).boundingBox())!;
      const anchor = (await page.locator(under).first().boundingBox())!;
      const top = box.y - (anchor.y + anchor.height);
      expect(top, `${name}: gap between its top and the bottom of ${under}`).toBeGreaterThanOrEqual(-1);
      expect(top, `${name}: gap between its top and the bottom of ${under}`).toBeLessThanOrEqual(8);
      expect(box.x, `${name}: left edge`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${name}: right edge`).toBeLessThanOrEqual(width);
      await saveScreenshot(page, `home-${name}-open-${width}`);
    }
    expect(problems).toEqual([]);
    await close();
  });
});
