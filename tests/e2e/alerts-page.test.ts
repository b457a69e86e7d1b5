import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertsEnv } from '../support/alert-runs';
import { mintGoogleUser } from '../support/auth-emulator';
import { expectNoAxeViolations } from '../support/axe';
import { uniqueEmail } from '../support/candidate-browser';
import { animationsSettled, pageReady, useSite } from '../support/e2e-site';
import { eventually } from '../support/eventually';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink';
import { saveScreenshot } from '../support/screenshots';

let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await startSmtpSink();
});
afterAll(() => smtp?.close());

// The server under test inherits FIREBASE_AUTH_EMULATOR_HOST from `npm test`'s emulator.
const site = useSite({ env: () => alertsEnv(smtp.url) });

/** Signs the page's browser context in as `email` (a new or the same emulator account). */
async function signIn(page: Page, email: string): Promise<void> {
  const user = await mintGoogleUser(email, 'Mei Lin');
  expect((await page.request.post('/api/session', { data: { idToken: user.idToken } })).status()).toBe(200);
}

/** "Email me jobs like these" for the search `query` on /joblistings, as the signed-in candidate. */
async function askForAlert(page: Page, query: string, frequency: 'daily' | 'weekly'): Promise<void> {
  await page.goto(`/joblistings?${query}`);
  await page.getByLabel('How often').selectOption(frequency);
  await page.getByRole('button', { name: 'Email me' }).click();
  await page.getByText('Your job alert is on').waitFor();
}

/**
 * A signed-in candidate with “nurse pune” weekly (asked for signed in: on at once) and “intern”
 * daily (asked for as a visitor to the same address before: waiting for confirmation).
 */
async function candidateWithAlerts(page: Page): Promise<string> {
  const email = uniqueEmail();
  await page.goto('/joblistings?q=intern');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('How often').selectOption('daily');
  await page.getByRole('button', { name: 'Email me' }).click();
  await page.getByText('Check your inbox').waitFor();
  await eventually(() => smtp.to(email).length === 1, 10_000, 'the confirmation');
  await signIn(page, email);
  await askForAlert(page, 'q=nurse+pune', 'weekly');
  return email;
}

const alertCard = (page: Page, words: string) => page.getByRole('article', { name: words });
const message = (page: Page) => page.locator('.candidate-message').textContent();

describe('/alerts, the candidate’s job alerts', () => {
  it('pauses, changes how often and deletes without JavaScript, and erasure takes every alert', async () => {
    const { page, close } = await site.open({ javaScriptEnabled: false });
    const email = await candidateWithAlerts(page);
    await page.goto('/alerts');
    const nurse = alertCard(page, '“nurse pune”');
    await expect(nurse.getByText('Confirmed').count()).resolves.toBe(1);
    await expect(alertCard(page, '“intern”').getByText('Waiting for confirmation').count()).resolves.toBe(1);

    await nurse.getByRole('button', { name: 'Pause' }).click();
    await page.waitForURL(/\/alerts\?done=paused/);
    await expect(message(page)).resolves.toBe(
      'Your job alert for jobs matching “nurse pune” is paused: no emails until you resume it.',
    );
    await expect(nurse.locator('.status-badge').allTextContents()).resolves.toEqual(['Confirmed', 'Paused']);

    await nurse.getByLabel('How often').selectOption('daily');
    await nurse.getByRole('button', { name: 'Change' }).click();
    await page.waitForURL(/\/alerts\?done=frequency/);
    await expect(message(page)).resolves.toBe('Your job alert for jobs matching “nurse pune” now comes daily.');
    await expect(nurse.locator('dd').first().textContent()).resolves.toBe('Daily');
    await expect(nurse.getByLabel('How often').inputValue()).resolves.toBe('daily');

    await alertCard(page, '“intern”').getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL(/\/alerts\?done=deleted$/);
    await expect(message(page)).resolves.toBe('Your job alert was deleted.');
    await expect(alertCard(page, '“intern”').count()).resolves.toBe(0);
    await expect(nurse.count()).resolves.toBe(1);

    // Erasure on the profile page deletes the alerts too: signed in again, the account has none
    // (an alert of this address left behind would be taken in by the account and listed).
    await page.goto('/profile?confirm=erase');
    await page.getByRole('button', { name: 'Delete my data' }).click();
    await page.waitForURL(/\/profile\?done=erased$/);
    await signIn(page, email);
    await page.goto('/alerts');
    await expect(page.getByText('You have no job alerts.').count()).resolves.toBe(1);
    await close();
  });

  it('is reached from Preferences, answers in place with JavaScript, and fits 375, 768 and 1280 px', async () => {
    const { page, problems, close } = await site.open();
    await candidateWithAlerts(page);
    await page.goto('/applications');
    await pageReady(page);
    await expect(page.getByRole('link', { name: 'your job alerts' }).getAttribute('href')).resolves.toBe('/alerts');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Preferences' }).click();
    await header.getByRole('link', { name: 'Job alerts' }).click();
    await page.waitForURL(/\/alerts$/);
    await page.getByRole('heading', { level: 1, name: 'Job alerts' }).waitFor();

    const nurse = alertCard(page, '“nurse pune”');
    await nurse.getByRole('button', { name: 'Pause' }).click();
    await page
      .getByText('Your job alert for jobs matching “nurse pune” is paused: no emails until you resume it.')
      .waitFor();
    await expect(nurse.getByRole('button', { name: 'Resume' }).count()).resolves.toBe(1);
    await expectNoAxeViolations(page);

    for (const width of [375, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await animationsSettled(page);
      // Nothing wider than the screen: no sideways scrolling on a phone.
      await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(width);
      await saveScreenshot(page, `alerts-${width}`, { fullPage: true });
    }
    await nurse.getByRole('button', { name: 'Resume' }).click();
    await page.getByText('Your job alert for jobs matching “nurse pune” is on again.').waitFor();
    expect(problems).toEqual([]);
    await close();
  });

  it('tells a visitor to sign in, coming back here', async () => {
    const { page, problems, close } = await site.open({ width: 375 });
    await page.goto('/alerts');
    await pageReady(page);
    await expect(page.getByRole('link', { name: 'Sign in' }).getAttribute('href')).resolves.toBe(
      '/carrer/sign-in?returnTo=%2Falerts',
    );
    await expectNoAxeViolations(page);
    await saveScreenshot(page, `alerts-signed-out-375`, { fullPage: true });
    await page.goto('/joblistings?q=nurse');
    await page.locator('.job-alert').scrollIntoViewIfNeeded();
    await saveScreenshot(page.locator('.job-alert'), `job-alert-form-375`);
    await saveScreenshot(page, `job-listings-375`);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(375);
    expect(problems).toEqual([]);
    await close();
  });
});
