import { describe, expect, it } from 'vitest';
import { mintGoogleUser } from '../support/auth-emulator';
import { expectNoAxeViolations } from '../support/axe';
import { uniqueEmail } from '../support/candidate-browser';
import { animationsSettled, atEachWidth, pageReady, useSite, type WatchedPage } from '../support/e2e-site';
import { corpusFile } from '../support/resume-corpus';
import { saveScreenshot } from '../support/screenshots';
import { sessionCookieFrom } from '../support/session-cookie';

/**
 * A candidate on a phone starts with their resume: "Start with your resume" on the first step
 * reads it (in the server's resume worker), and the contact and education steps fill in with
 * what it says, each answer marked for checking. With JavaScript the form fills in without a
 * reload; without it, the form post comes back to the step filled in.
 */

const RESUME = {
  name: 'Aarav Sharma CV.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(corpusFile('aarav-sharma.pdf')),
};
const MARK = 'From your resume: please check it.';

// The server under test inherits FIREBASE_AUTH_EMULATOR_HOST from `npm test`'s emulator.
const site = useSite();

/** The browser signed in as a new candidate (over HTTP, as Google sign-in ends), on the first step. */
async function signedInAtFirstStep({ page }: WatchedPage) {
  const { idToken } = await mintGoogleUser(uniqueEmail(), 'Aarav Sharma');
  const response = await fetch(`${site.server.url}/api/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ idToken }),
  });
  const [name, value] = sessionCookieFrom(response.headers.getSetCookie())!.split(/=(.*)/s) as [string, string];
  await page.context().addCookies([{ name, value, url: site.server.url }]);
  await page.goto('/carrer/sign-up');
}

describe("a resume read into the wizard's steps", () => {
  it('fills the contact and education steps without a reload, marked for checking (JavaScript on)', async () => {
    const watched = await site.open();
    const { page, problems, close } = watched;
    await signedInAtFirstStep(watched);
    await pageReady(page);
    await expect(page.getByRole('heading', { name: 'Start with your resume' }).isVisible()).resolves.toBe(true);
    // Marked on the page: a reload would lose it.
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));
    await page.getByLabel('Your resume', { exact: true }).setInputFiles(RESUME);
    await page.getByRole('button', { name: 'Upload and fill in' }).click();
    await expect.poll(() => page.getByLabel('City', { exact: true }).inputValue(), { timeout: 30_000 }).toBe('Pune');
    expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(await page.getByLabel('Province/state').inputValue()).toBe('MH');
    expect(await page.getByLabel('Mobile number', { exact: true }).inputValue()).toBe('+91 98765 43210');
    expect(await page.getByLabel('Phone country').inputValue()).toBe('IN');
    expect(await page.getByText(MARK).count()).toBeGreaterThanOrEqual(6);
    await expect(page.getByText('We filled in answers from your resume').isVisible()).resolves.toBe(true);
    await expectNoAxeViolations(page);
    await atEachWidth(page, [375, 768, 1280], async (width) => {
      await animationsSettled(page);
      await saveScreenshot(page, `resume-fills-contact-${width}`, { fullPage: true });
    });
    // A changed answer is the candidate's: its mark goes.
    await page.getByLabel('City', { exact: true }).fill('Pimpri-Chinchwad');
    expect(await page.getByText(MARK).count()).toBeLessThan(8);

    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/carrer\/Generalquestions$/);
    await page.goto('/carrers/Education');
    await pageReady(page);
    expect(await page.getByLabel('School or university').inputValue()).toBe('College of Engineering Pune');
    expect(await page.getByLabel('First major', { exact: true }).inputValue()).toBe('Other');
    expect(await page.getByLabel('Your major, if not listed').inputValue()).toBe('Mechanical Engineering');
    await saveScreenshot(page, 'resume-fills-education', { fullPage: true });
    expect(problems).toEqual([]);
    await close();
  });

  it('fills the contact step from the form post (JavaScript off)', async () => {
    const watched = await site.open({ javaScriptEnabled: false });
    const { page, close } = watched;
    await signedInAtFirstStep(watched);
    await page.getByLabel('Your resume', { exact: true }).setInputFiles(RESUME);
    await page.getByRole('button', { name: 'Upload and fill in' }).click();
    await page.waitForURL(/\/carrer\/sign-up$/);
    expect(await page.getByLabel('City', { exact: true }).inputValue()).toBe('Pune');
    expect(await page.getByText(MARK).count()).toBeGreaterThanOrEqual(6);
    await close();
  });
});
