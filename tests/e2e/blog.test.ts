import { describe, expect, it } from 'vitest';
import { pageReady, useSite } from '../support/e2e-site';
import { saveScreenshot } from '../support/screenshots';

const site = useSite();

describe('the blog in the browser', () => {
  it('filters by category and opens an article, each a page of its own with no framework to load', async () => {
    const { page, problems, close } = await site.open();
    await page.goto('/blogs');
    await pageReady(page);
    const cards = page.locator('.article-card');
    expect(await cards.count()).toBe(6);
    expect(await page.getByRole('link', { name: 'All', exact: true }).getAttribute('aria-current')).toBe('page');

    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Engineering' }).click();
    await expect.poll(() => cards.count()).toBe(2);
    expect(new URL(page.url()).search).toBe('?category=Engineering');
    expect(
      await page
        .getByRole('navigation', { name: 'Categories' })
        .getByRole('link', { name: 'Engineering' })
        .getAttribute('aria-current'),
    ).toBe('page');

    await cards.first().click();
    await page.waitForURL(/\/blog\/[\w-]+$/);
    await expect.poll(() => page.locator('h1').textContent()).toBe('What our software interns shipped this summer');
    expect(await page.title()).toBe('What our software interns shipped this summer | Medinest Careers Blog');
    expect(await page.locator('.article-meta time').textContent()).toMatch(/ago$/);

    expect(await page.locator('script[src], link[rel="modulepreload"]').count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });

  it('shows a missing article as a 404 page with a way back', async () => {
    const { page, close } = await site.open();
    const response = await page.goto('/blog/no-such-article');
    expect(response?.status()).toBe(404);
    await pageReady(page);
    await page.getByRole('link', { name: 'See all articles' }).click();
    await page.waitForURL(/\/blogs$/);
    await close();
  });

  it.each([375, 768, 1280])('fits a %ipx wide screen', async (width) => {
    const { page, problems, close } = await site.open({ width });
    for (const path of ['/blogs', '/blog/know-your-colleague']) {
      await page.goto(path);
      await pageReady(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      const name = path === '/blogs' ? 'blogs' : 'blog-article';
      await saveScreenshot(page, `${name}-${width}`, { fullPage: true });
    }
    expect(problems).toEqual([]);
    await close();
  });
});
