import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../support/candidate-browser';
import { pageReady, useSite } from '../support/e2e-site';

// The server under test inherits FIREBASE_AUTH_EMULATOR_HOST from `npm test`'s emulator.
const site = useSite();

/** Payloads a browser would follow to evil.example if the site answered them as they are, or as it first normalized them. */
const payloads = ['/..//evil.example', '/.%2e//evil.example', '//evil.example', '/\\evil.example'];

/** Every request the page makes to evil.example is refused and recorded. */
async function watchEvil(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route(
    (url) => url.hostname.endsWith('evil.example'),
    (route) => {
      asked.push(route.request().url());
      return route.abort();
    },
  );
  return asked;
}

describe('the way back after signing in and out, in a browser', () => {
  it.each(payloads)('signing in from /carrer/sign-in?returnTo=%j stays on this site', async (payload) => {
    const { page, problems, close } = await site.open();
    const evil = await watchEvil(page);
    await page.goto(`/carrer/sign-in?${new URLSearchParams({ returnTo: payload })}`);
    await pageReady(page);
    expect(await page.getByText('Sign in to continue to the page you asked for.').count()).toBe(0);
    await page.getByLabel('Test account email').fill(uniqueEmail());
    await page.getByLabel('Test account name').fill('Mei Lin');
    await page.getByRole('button', { name: 'Sign in with the test account' }).click();
    // Refused: signing in goes on to the application's first step, as without a returnTo.
    await page.waitForURL('**/carrer/sign-up');
    expect(new URL(page.url()).origin).toBe(site.server.url);
    expect(evil).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it.each(payloads)('signing out with the returnTo %j goes home', async (payload) => {
    const { page, problems, close } = await site.open();
    const evil = await watchEvil(page);
    await page.goto('/carrer/sign-in');
    await pageReady(page);
    await page.getByLabel('Test account email').fill(uniqueEmail());
    await page.getByLabel('Test account name').fill('Mei Lin');
    await page.getByRole('button', { name: 'Sign in with the test account' }).click();
    await page.waitForURL('**/carrer/sign-up');
    await pageReady(page);
    // The header's sign-out form, its returnTo replaced with the payload on the way (React
    // renders the hidden field, so a change in the page would not last).
    await page.route('**/sign-out*', (route) => {
      const form = new URLSearchParams(route.request().postData() ?? '');
      form.set('returnTo', payload);
      return route.continue({ postData: form.toString() });
    });
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect.poll(() => page.locator('.user-menu').count()).toBe(0);
    await expect.poll(() => page.url()).toBe(`${site.server.url}/`);
    expect(evil).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });
});
