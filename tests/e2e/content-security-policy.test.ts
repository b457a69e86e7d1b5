import { describe, expect, it } from 'vitest';
import { pageReady, useSite } from '../support/e2e-site';

const site = useSite();

describe('the Content-Security-Policy in the browser', () => {
  it('refuses a script injected without the nonce, while the page itself runs', async () => {
    const { page, problems, close } = await site.open();
    await page.goto('/culture');
    await pageReady(page);
    expect(problems).toEqual([]);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
    });
    expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();
    expect(problems.some((problem) => problem.includes('Content Security Policy'))).toBe(true);
    await close();
  });
});
