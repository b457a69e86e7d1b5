import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { mintGoogleUser } from '../support/auth-emulator';
import { animationsSettled, pageReady, useSite } from '../support/e2e-site';
import { saveScreenshot } from '../support/screenshots';

const RECRUITER = `header-recruiter-${Date.now()}@example.com`;
const site = useSite({ env: { RECRUITER_EMAILS: RECRUITER } });

/** Signs the page's browser in as a Google user of the Auth emulator, as the sign-in page would. */
async function signIn(page: Page, email: string, name = 'Mei Lin'): Promise<void> {
  const user = await mintGoogleUser(email, name);
  expect((await page.request.post('/api/session', { data: { idToken: user.idToken } })).status()).toBe(200);
}

const hrefsOf = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((links) => links.map((link) => link.getAttribute('href')));

describe("the header's Login", () => {
  it('signs in on this site and comes back to the page the visitor was on', async () => {
    const { page, problems, close } = await site.open({ width: 375 });
    await page.goto('/joblistings?department=Engineering');
    await pageReady(page);
    await page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }).click();
    await page.waitForURL('**/carrer/sign-in?returnTo=%2Fjoblistings%3Fdepartment%3DEngineering');
    await pageReady(page);
    await page.getByLabel('Test account email').fill(`header-login-${Date.now()}@example.com`);
    await page.getByLabel('Test account name').fill('Mei Lin');
    await page.getByRole('button', { name: 'Sign in with the test account' }).click();
    await page.waitForURL(/\/joblistings\?department=Engineering$/);
    // Back where they were, signed in: the header now leads to their applications.
    await expect.poll(() => hrefsOf(page, 'header a[href="/applications"]')).not.toEqual([]);
    expect(await page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }).count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('the header of a signed-in candidate at 375 px', () => {
  it('site pages: My applications and Profile in the Menu; the App header: both in Account', async () => {
    const { page, problems, close } = await site.open({ width: 375 });
    await signIn(page, `header-candidate-${Date.now()}@example.com`);
    await page.goto('/culture');
    await pageReady(page);
    const banner = page.getByRole('banner');
    // No room for a button beside the brand: the name stays whole, the links are in the Menu.
    expect(await banner.locator('.brand-name').evaluate((name) => name.scrollWidth <= name.clientWidth)).toBe(true);
    await saveScreenshot(page, 'header-signed-in-375');
    await banner.getByRole('button', { name: 'Menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect.poll(() => nav.getByRole('link', { name: 'Profile' }).isVisible()).toBe(true);
    expect(await nav.getByRole('link', { name: 'My applications' }).isVisible()).toBe(true);
    expect(await banner.getByRole('link', { name: 'My applications' }).count()).toBe(1);
    expect(await hrefsOf(page, 'nav[aria-label="Main"] a[href^="/"]:not([href="/"])')).toContain('/profile');
    expect(await banner.getByRole('link', { name: 'Recruiting' }).count()).toBe(0);
    await animationsSettled(page);
    await saveScreenshot(page, 'header-signed-in-menu-375');

    // Wide, My applications is the bar's button, once.
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await banner.getByRole('link', { name: 'My applications' }).count()).toBe(1);
    expect(await banner.locator('.account-button').isVisible()).toBe(true);
    await page.setViewportSize({ width: 375, height: 900 });

    await page.goto('/carrer/sign-up');
    await pageReady(page);
    await banner.getByRole('button', { name: 'Account' }).click();
    const account = page.getByRole('navigation', { name: 'Account' });
    await expect.poll(() => account.isVisible()).toBe(true);
    // Then Preferences, whose dropdown holds Job alerts.
    expect(await hrefsOf(page, 'nav[aria-label="Account"] a')).toEqual(['/applications', '/profile', '/alerts']);
    expect(await banner.getByRole('button', { name: 'Sign out' }).isVisible()).toBe(true);
    await animationsSettled(page);
    await saveScreenshot(page, 'app-header-signed-in-account-375');
    expect(problems).toEqual([]);
    await close();
  });

  it('offers Recruiting to a recruiter, in both headers', async () => {
    const { page, problems, close } = await site.open({ width: 375 });
    await signIn(page, RECRUITER, 'Rita Recruiter');
    await page.goto('/culture');
    await pageReady(page);
    expect(
      await hrefsOf(page, 'nav[aria-label="Main"] a[href^="/recruiter"], nav[aria-label="Main"] a[href="/profile"]'),
    ).toEqual(['/profile', '/recruiter']);
    await page.goto('/carrer/sign-up');
    await pageReady(page);
    expect(await hrefsOf(page, 'nav[aria-label="Account"] a')).toEqual([
      '/applications',
      '/profile',
      '/recruiter',
      '/alerts',
    ]);
    expect(problems).toEqual([]);
    await close();
  });
});
