import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pdfOfSize, validAnswers } from '../support/application-answers';
import { answerTheNineSteps, startApplying } from '../support/apply-in-browser';
import { uniqueEmail } from '../support/candidate-browser';
import { pageReady, useSite } from '../support/e2e-site';
import { eventually } from '../support/eventually';
import { freshJobsFile } from '../support/example-jobs';
import { GAPI_SCRIPT_URL, gapiStandInScript } from '../support/gapi-stand-in';
import { saveScreenshot } from '../support/screenshots';
import { freshDataDir } from '../support/test-app';

/**
 * Candidates and recruiters without a Google account: the sign-in page's email field
 * sends a one-time link, which lands as an .eml file in the server's data folder (no SMTP_URL),
 * as it does offline; opening it signs in through Firebase's email-link sign-in (the Auth
 * emulator's out-of-band codes).
 */
const RECRUITER = `talent.${Date.now()}@medinest.example`;
const dataDir = freshDataDir();
const site = useSite({
  env: { DATA_DIR: dataDir, OUTBOX_POLL_MS: '50', RECRUITER_EMAILS: RECRUITER, JOBS_SOURCE: `file:${freshJobsFile()}` },
});

/** The newest sign-in link written to `address`, once it is written. */
async function linkSentTo(address: string, after = 0): Promise<string> {
  const folder = join(dataDir, 'outbox');
  let links: string[] = [];
  await eventually(
    async () => {
      const files = existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith('.eml')) : [];
      const mails = await Promise.all(files.map(async (name) => simpleParser(readFileSync(join(folder, name)))));
      links = mails
        .filter((mail) => mail.subject?.startsWith('Your link to sign in') && mail.text?.includes(address))
        .sort((a, b) => Number(a.date) - Number(b.date))
        .flatMap((mail) => /^http\S+$/m.exec(String(mail.text))?.[0] ?? []);
      return links.length > after;
    },
    15_000,
    `a sign-in link for ${address}`,
  );
  return links.at(-1)!;
}

async function askForLink(page: Page, address: string): Promise<void> {
  await page.getByLabel('Email address').fill(address);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect
    .poll(() => page.getByRole('status').textContent())
    .toBe(
      `A sign-in link for ${address} is written to this server's outbox folder (it sends no email), unless the address has had its 5 for today. Open it in this browser to go on.`,
    );
}

describe('signing in with an emailed link', () => {
  it(
    'lets a candidate without a Google account apply end to end: the link from the .eml, every step, Submit',
    { timeout: 180_000 },
    async () => {
      const { page, problems, close } = await site.open();
      const candidate = { firstName: 'Asha', lastName: 'Verma', email: uniqueEmail() };
      const job = { id: 'backend-engineer', title: 'Backend Engineer (Node.js)' };
      await startApplying(page, job);
      await askForLink(page, candidate.email);

      await page.goto(await linkSentTo(candidate.email));
      await page.waitForURL(/\/carrer\/sign-up$/);
      await pageReady(page);
      const reference = await answerTheNineSteps(page, job, candidate, { name: 'Asha CV.pdf', content: pdfOfSize() });
      expect(reference).toMatch(/^MDN-[A-Z2-9]{8}$/);
      const account = await (await page.request.get('/api/session')).json();
      expect(account.user).toMatchObject({ email: candidate.email, emailVerified: true });
      expect(problems).toEqual([]);
      await close();
    },
  );

  it('asks for the address in another browser, offers the draft there before taking it, and says a used link is used and offers a new one', async () => {
    const asking = await site.open();
    const address = uniqueEmail();
    // A draft begun in the asking browser, which the link carries to the other one.
    const general = { preferredStartDate: '2027-02-01', relocate: 'Yes', howHeard: 'LinkedIn' };
    expect((await asking.page.request.put('/api/application/draft/general', { data: general })).status()).toBe(200);
    await asking.page.goto('/carrer/sign-in');
    await pageReady(asking.page);
    await askForLink(asking.page, address);
    const link = await linkSentTo(address);

    // Another browser: Firebase needs the address the link was sent to.
    const other = await site.open();
    await other.page.goto(link);
    await pageReady(other.page);
    const confirm = other.page.getByLabel('Email address the link was sent to');
    await other.page.setViewportSize({ width: 375, height: 800 });
    await saveScreenshot(other.page, 'sign-in-link-address-375', { fullPage: true });
    await confirm.fill(uniqueEmail());
    await other.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect
      .poll(() => other.page.getByRole('status').textContent())
      .toBe('This link was sent to another email address. Enter the address it was sent to.');
    await confirm.fill(address);
    await other.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    // The draft it carries is offered, not applied: the candidate takes it.
    await other.page.waitForURL(/\/application-from-link$/);
    await pageReady(other.page);
    expect(await other.page.getByText('General questions').count()).toBe(1);
    await other.page.getByRole('button', { name: 'Take this application' }).click();
    await other.page.waitForURL(/\/carrer\/sign-up$/);
    await pageReady(other.page);
    expect(await other.page.getByLabel('Email address').inputValue()).toBe(address);
    const draft = await (await other.page.request.get('/api/application/draft')).json();
    expect(draft.data.steps.general).toEqual(general);

    // The asking browser opens the same link afterwards: used, with the way to a new one.
    await asking.page.goto(link);
    await pageReady(asking.page);
    await expect
      .poll(() => asking.page.getByRole('alert').textContent())
      .toBe(
        'This sign-in link has been used or has expired. Enter your email address below and we will send a new one.',
      );
    await saveScreenshot(asking.page, 'sign-in-link-used-1280', { fullPage: true });
    await askForLink(asking.page, address);
    await saveScreenshot(asking.page, 'sign-in-link-sent-1280', { fullPage: true });
    expect(await linkSentTo(address, 1)).not.toBe(link);
    expect([...asking.problems, ...other.problems].filter((problem) => !problem.includes('400'))).toEqual([]);
    await asking.close();
    await other.close();
  });

  it("never lands on Submit from a link another browser asked for, and offers a stranger's draft to be left", async () => {
    const victim = uniqueEmail();
    // A stranger's browser: their own contact step, and a link for the victim's address back to Submit.
    const stranger = await site.open();
    const contact = { ...validAnswers.contact, email: 'mallory@evil.example' };
    expect((await stranger.page.request.put('/api/application/draft/contact', { data: contact })).status()).toBe(200);
    const asked = await stranger.page.request.post('/api/sign-in-link', {
      data: { email: victim, returnTo: '/ReveiwSubmit' },
    });
    expect(asked.status()).toBe(202);

    const own = await site.open();
    await own.page.goto(await linkSentTo(victim));
    await pageReady(own.page);
    await own.page.getByLabel('Email address the link was sent to').fill(victim);
    await own.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await own.page.waitForURL(/\/application-from-link$/);
    await pageReady(own.page);
    expect(await own.page.getByText('mallory@evil.example').count()).toBe(1);
    for (const width of [375, 768, 1280]) {
      // Loaded at each width: a header resized under the page would be caught mid-transition.
      await own.page.setViewportSize({ width, height: 900 });
      await own.page.reload();
      await pageReady(own.page);
      await saveScreenshot(own.page, `offered-draft-${width}`, { fullPage: true });
    }
    await own.page.getByRole('button', { name: 'Leave it' }).click();
    await own.page.waitForURL(/\/carrer\/sign-up$/);
    const draft = await (await own.page.request.get('/api/application/draft')).json();
    expect(draft.data.steps).toEqual({});

    // A link without a draft, asked for elsewhere with the way back to Submit: the first step instead.
    const bare = await site.open();
    await bare.page.request.post('/api/sign-in-link', { data: { email: victim, returnTo: '/ReveiwSubmit' } });
    const third = await site.open();
    await third.page.goto(await linkSentTo(victim, 1));
    await pageReady(third.page);
    await third.page.getByLabel('Email address the link was sent to').fill(victim);
    await third.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await third.page.waitForURL(/\/carrer\/sign-up$/);
    for (const browser of [stranger, own, bare, third]) {
      expect(browser.problems).toEqual([]);
      await browser.close();
    }
  });

  it('signs in a recruiter named in RECRUITER_EMAILS, back to the inbox', async () => {
    const { page, problems, close } = await site.open();
    await page.goto('/recruiter');
    await page.waitForURL('**/carrer/sign-in?returnTo=%2Frecruiter');
    await pageReady(page);
    await askForLink(page, RECRUITER);
    await page.goto(await linkSentTo(RECRUITER));
    await page.waitForURL(/\/recruiter$/);
    await pageReady(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/application/i);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('Facebook, where the operator turned it on', () => {
  const facebookSite = useSite({ env: { FIREBASE_FACEBOOK_SIGN_IN: 'true' } });

  it('signs in through Firebase’s Facebook popup (the emulator’s)', async () => {
    const { page, problems, close } = await facebookSite.open();
    await page
      .context()
      .route(GAPI_SCRIPT_URL, (route) => route.fulfill({ contentType: 'text/javascript', body: gapiStandInScript() }));
    await page.goto('/carrer/sign-in');
    await pageReady(page);
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Continue with Facebook' }).click();
    const popup = await popupOpened;
    await popup.waitForLoadState();
    await popup.locator('#add-account-button').click();
    const address = uniqueEmail();
    await popup.locator('#email-input').fill(address);
    await popup.locator('#display-name-input').fill('Meera Nair');
    await popup.locator('#sign-in').click();
    await page.waitForURL(/\/carrer\/sign-up$/);
    await pageReady(page);
    expect(await page.getByLabel('First name').inputValue()).toBe('Meera');
    expect(problems).toEqual([]);
    await close();
  });
});
