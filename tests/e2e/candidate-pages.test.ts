import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { draftSteps } from '../../shared/application/steps';
import { formatCalendarDate } from '../../shared/dates';
import { pdfOfSize, validAnswers } from '../support/application-answers';
import { mintGoogleUser, withEmulatorAdmin } from '../support/auth-emulator';
import { expectNoAxeViolations } from '../support/axe';
import { uniqueEmail } from '../support/candidate-browser';
import { animationsSettled, pageReady, useSite } from '../support/e2e-site';
import { saveScreenshot, screenshotsWanted } from '../support/screenshots';

// The server under test inherits FIREBASE_AUTH_EMULATOR_HOST from `npm test`'s emulator. Its
// company is at UTC+14 and the browsers below at UTC-10 (Honolulu), a whole day apart: the day of
// any moment differs between the two, so a page showing the reader's own day instead of the
// company's (or changing it when it hydrates) is seen.
const COMPANY_ZONE = 'Pacific/Kiritimati';
const site = useSite({ env: { TIMEZONE: COMPANY_ZONE } });

/** Applies through the API in the page's own session (its cookies), as the wizard's script does. */
async function applyInSession(page: Page, email: string): Promise<string> {
  for (const step of draftSteps) {
    const answers = step === 'contact' ? { ...validAnswers.contact, email } : validAnswers[step];
    expect((await page.request.put(`/api/application/draft/${step}`, { data: answers })).status()).toBe(200);
  }
  const resume = { name: 'resume.pdf', mimeType: 'application/pdf', buffer: pdfOfSize() };
  expect((await page.request.post('/api/application/resume', { multipart: { resume } })).status()).toBe(201);
  const submitted = await page.request.post('/api/application/submit');
  expect(submitted.status()).toBe(201);
  return ((await submitted.json()) as { data: { reference: string } }).data.reference;
}

/** Signed in with a Google user minted at the emulator, in the page's cookies. */
async function signInInSession(page: Page, email: string) {
  const user = await mintGoogleUser(email, 'Mei Lin');
  expect((await page.request.post('/api/session', { data: { idToken: user.idToken } })).status()).toBe(200);
  return user;
}

/** The page at the three widths we design for, from the top, saved to look at. */
async function screenshotsOf(page: Page, name: string) {
  if (!screenshotsWanted) return;
  const scrolled = await page.evaluate(() => window.scrollY);
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    // The header's menus fade between their wide and narrow layouts.
    await animationsSettled(page);
    await saveScreenshot(page, `${name}-${width}`, { fullPage: true });
  }
  await page.evaluate((y) => window.scrollTo(0, y), scrolled);
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('My applications', () => {
  it('sends a signed-out visitor to sign in and back, then withdraws an application after asking', async () => {
    const { page, problems, close } = await site.open();
    await page.goto('/applications');
    await page.waitForURL('**/carrer/sign-in?returnTo=%2Fapplications');
    await pageReady(page);
    const email = uniqueEmail();
    await page.getByLabel('Test account email').fill(email);
    await page.getByLabel('Test account name').fill('Mei Lin');
    await page.getByRole('button', { name: 'Sign in with the test account' }).click();
    await page.waitForURL('**/applications');
    await expect.poll(() => page.getByText('You have not applied yet').count()).toBe(1);

    const reference = await applyInSession(page, email);
    // Every step now says the candidate has applied, with the way to My applications.
    await page.goto('/carrer/sign-up');
    await pageReady(page);
    expect(await page.getByRole('heading', { name: 'You have applied to this job' }).count()).toBe(1);
    expect(await page.getByText(reference).count()).toBe(1);
    await expectNoAxeViolations(page);
    await screenshotsOf(page, 'wizard-applied');
    await page.getByRole('link', { name: 'Follow your application on My applications' }).click();
    await page.waitForURL('**/applications');
    // A navigation inside the page: it was ready before the list came (a race seen under load).
    const card = page.getByRole('article', { name: /Graduate Software Development Engineer/ });
    await expect.poll(() => card.getByText(reference).count()).toBe(1);
    expect(await card.locator('.status-badge').textContent()).toBe('Received');
    await expectNoAxeViolations(page);
    await screenshotsOf(page, 'applications');

    await card.getByRole('link', { name: 'Withdraw…' }).click();
    const question = page.getByRole('heading', { name: 'Withdraw this application?' });
    await question.waitFor();
    // The question takes the focus, so a screen reader reads it next.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Withdraw this application?');
    await expectNoAxeViolations(page);
    await screenshotsOf(page, 'applications-withdraw');

    await page.getByRole('button', { name: `Withdraw application ${reference}` }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'was withdrawn' }).textContent())
      .toBe(`Your application ${reference} was withdrawn.`);
    expect(await card.locator('.status-badge').textContent()).toBe('Withdrawn');
    expect(await card.getByRole('link', { name: 'Withdraw…' }).count()).toBe(0);
    expect((await (await page.request.get('/api/me/applications')).json()).data.applications[0].status).toBe(
      'withdrawn',
    );
    expect(problems).toEqual([]);
    await close();
  });

  it('withdraws without JavaScript too', async () => {
    const { page, close } = await site.open({ javaScriptEnabled: false });
    const email = uniqueEmail();
    await signInInSession(page, email);
    const reference = await applyInSession(page, email);
    await page.goto('/applications');
    await page.getByRole('link', { name: 'Withdraw…' }).click();
    await page.getByRole('button', { name: `Withdraw application ${reference}` }).click();
    await page.waitForURL(/\/applications\?withdrawn=/);
    expect(await page.locator('.status-badge').textContent()).toBe('Withdrawn');
    await close();
  });
});

describe('the days on the candidate’s pages', () => {
  it('are the company’s (TIMEZONE), the same in the server’s HTML and after hydration, whatever the browser’s zone', async () => {
    const { page, problems, close } = await site.open({ timezoneId: 'Pacific/Honolulu' });
    const email = uniqueEmail();
    await signInInSession(page, email);
    await applyInSession(page, email);
    const [application] = (await (await page.request.get('/api/me/applications')).json()).data.applications;
    const at = Date.parse(application.submittedAt);
    // Kiritimati is UTC+14 all year; the day is worked out here without any time-zone code.
    const companyDay = formatCalendarDate(new Date(at + 14 * 3_600_000).toISOString().slice(0, 10));
    const readersDay = formatCalendarDate(new Date(at - 10 * 3_600_000).toISOString().slice(0, 10));
    expect(companyDay).not.toBe(readersDay);

    const response = await page.goto('/applications');
    expect(await response!.text()).toContain(`<time dateTime="${application.submittedAt}">${companyDay}</time>`);
    await pageReady(page);
    const submitted = page.locator(`time[datetime="${application.submittedAt}"]`).first();
    expect(await submitted.textContent()).toBe(companyDay);
    // A mismatch between the server's text and the browser's would show up as a console error.
    expect(problems).toEqual([]);
    await close();
  });
});

describe('Profile', () => {
  it('deletes the candidate’s data and account after asking, and signs them out', async () => {
    const { page, problems, close } = await site.open();
    const email = uniqueEmail();
    const user = await signInInSession(page, email);
    await applyInSession(page, email);
    await page.goto('/profile');
    await pageReady(page);
    expect(await page.getByRole('heading', { level: 2, name: 'Mei Lin' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Download my data' }).getAttribute('href')).toBe('/api/me/data');
    expect(await page.getByRole('link', { name: 'resume.pdf' }).count()).toBe(1);
    await expectNoAxeViolations(page);
    await screenshotsOf(page, 'profile');

    await page.getByRole('link', { name: 'Delete my data…' }).click();
    await page.getByRole('heading', { name: 'Delete all your data?' }).waitFor();
    await expectNoAxeViolations(page);
    await screenshotsOf(page, 'profile-delete');
    await page.getByRole('button', { name: 'Delete my data' }).click();

    await page.waitForURL('**/profile?done=erased');
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'deleted' }).count()).toBe(1);
    // Signed out here (the header shows nobody) and on the server; the Firebase account is gone.
    expect(await page.locator('.user-menu').count()).toBe(0);
    expect((await page.request.get('/api/session')).status()).toBe(401);
    const account = await withEmulatorAdmin((auth) =>
      auth.getUser(user.uid).catch((error: { code?: string }) => error.code),
    );
    expect(account).toBe('auth/user-not-found');
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('the privacy notice', () => {
  it('is reached from the wizard’s footer and reads well at every width', async () => {
    const { page, problems, close } = await site.open();
    await page.goto('/carrer/sign-up');
    await pageReady(page);
    await page.getByRole('link', { name: 'Privacy Notice' }).click();
    await page.waitForURL('**/privacy');
    await page.getByRole('heading', { level: 1, name: 'Privacy Notice' }).waitFor();
    expect(await page.getByText('365 days after you submit').count()).toBe(1);
    await expectNoAxeViolations(page);
    await screenshotsOf(page, 'privacy');
    expect(problems).toEqual([]);
    await close();
  });
});
