import { describe, expect, it } from 'vitest';
import { useSite } from '../support/e2e-site';

// useSite hands a test a page an earlier test gave back, reset (tests/support/e2e-site.ts): what
// the earlier test left must not reach the next one, and the page must still close.
const site = useSite();

describe('a page given back by one test and taken by the next', () => {
  it('starts as a new context’s page would: no cookies, storage, routes, listeners, media or other pages', async () => {
    const first = await site.open({ width: 375 });
    const { page } = first;
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem('left-by', 'the earlier test');
      sessionStorage.setItem('left-by', 'the earlier test');
    });
    await page.context().addCookies([
      { name: 'left-by', value: 'earlier', url: site.server.url },
      { name: 'left-by', value: 'earlier', url: 'https://job-board.example.test/' },
    ]);
    await page.route('**/culture', (route) => route.fulfill({ body: 'routed by the earlier test' }));
    await page.context().route('**/support', (route) => route.fulfill({ body: 'routed by the earlier test' }));
    const heardByEarlierTest: string[] = [];
    page.on('request', (request) => heardByEarlierTest.push(request.url()));
    page.context().on('request', (request) => heardByEarlierTest.push(request.url()));
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.context().newPage();
    await first.close();

    const next = await site.open({ width: 768 });
    expect(next.page, 'the same page, reset').toBe(page);
    expect(page.url()).toBe(`${site.server.url}/robots.txt`);
    expect(page.viewportSize()).toEqual({ width: 768, height: 900 });
    expect(page.context().pages()).toEqual([page]);
    expect(await page.context().cookies()).toEqual([]);
    const heardBefore = heardByEarlierTest.length;
    await page.goto('/');
    expect(
      await page.evaluate(() => [
        localStorage.getItem('left-by'),
        sessionStorage.getItem('left-by'),
        matchMedia('(prefers-reduced-motion: reduce)').matches,
      ]),
    ).toEqual([null, null, false]);
    for (const path of ['/culture', '/support']) {
      const response = await page.goto(path);
      expect(await response?.text(), path).not.toContain('routed by the earlier test');
    }
    expect(heardByEarlierTest).toHaveLength(heardBefore);
    await next.close();
    // Playwright's own listeners stay: closing the context still ends (it waits for its event).
    await page.context().close();
  });

  it('is not taken again once a test closed it', async () => {
    const { page } = await site.open();
    expect(page.isClosed()).toBe(false);
    expect((await page.goto('/'))?.status()).toBe(200);
  });

  it('is not given to a test that asks for other settings, and two pages open at once are two contexts', async () => {
    const withScript = await site.open();
    const withoutScript = await site.open({ javaScriptEnabled: false });
    expect(withoutScript.page).not.toBe(withScript.page);
    await withoutScript.page.goto('/');
    expect(
      await withoutScript.page.evaluate(() => document.querySelector('html')?.hasAttribute('data-page-script')),
    ).toBe(false);
    await withScript.page.goto('/');
    await withScript.page.context().addCookies([{ name: 'mine', value: '1', url: site.server.url }]);
    expect(await withoutScript.page.context().cookies()).toEqual([]);
  });
});
