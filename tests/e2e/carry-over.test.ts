import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pdfOfSize, validAnswers } from '../support/application-answers';
import { mintGoogleUser } from '../support/auth-emulator';
import { expectNoAxeViolations } from '../support/axe';
import { uniqueEmail } from '../support/candidate-browser';
import { pageReady, useSite, type WatchedPage } from '../support/e2e-site';
import { applyOverHttp } from '../support/http-applicant';
import { sessionCookieFrom } from '../support/session-cookie';

/**
 * Carry-over in Chromium: a candidate who applied before (over HTTP, to the sample requisition)
 * applies for another job. Contact, general questions and education start from the last
 * application and can be changed; work eligibility, equal opportunity and military status are
 * asked afresh; "Use my last resume" sends the same file again, which the recruiter downloads
 * from the new application. With JavaScript and without.
 */

const RECRUITER = `recruiter-carry-${Date.now()}@medinest.example`;
const JOB = { id: 'digital-marketing-intern', title: 'Digital Marketing Intern' };
const NOTE = 'We filled this in from your last application';

// The server under test inherits FIREBASE_AUTH_EMULATOR_HOST from `npm test`'s emulator.
const site = useSite({ env: { RECRUITER_EMAILS: RECRUITER } });

/** A candidate who applied once, with their own resume file; their browser is signed in as them. */
async function returningCandidate(watched: WatchedPage) {
  const email = uniqueEmail();
  const resume = { name: `Noor Haddad CV ${Date.now()}.pdf`, content: pdfOfSize(25_000) };
  const first = await applyOverHttp(site.server.url, email, resume);
  expect(first.status).toBe(201);
  const [name, value] = first.cookie.split(/=(.*)/s) as [string, string];
  await watched.page.context().addCookies([{ name, value, url: site.server.url }]);
  return { email, resume, first };
}

/** The recruiter's session, signed in over HTTP. */
async function recruiterCookie(): Promise<string> {
  const { idToken } = await mintGoogleUser(RECRUITER, 'Head of Talent');
  const response = await fetch(`${site.server.url}/api/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ idToken }),
  });
  expect(response.status).toBe(200);
  return sessionCookieFrom(response.headers.getSetCookie())!;
}

/** What the recruiter downloads as the resume of the application with `reference`, and the CSV's link to it. */
async function recruitersResume(reference: string) {
  const cookie = await recruiterCookie();
  const headers = { Cookie: cookie };
  const found = await fetch(`${site.server.url}/api/recruiter/applications?q=${reference}`, { headers });
  const [application] = ((await found.json()) as { data: { id: string; reference: string }[] }).data;
  expect(application?.reference).toBe(reference);
  const file = await fetch(`${site.server.url}/api/recruiter/applications/${application!.id}/resume`, { headers });
  expect(file.status).toBe(200);
  const csv = await (
    await fetch(`${site.server.url}/api/recruiter/applications.csv?q=${reference}`, { headers })
  ).text();
  return {
    bytes: Buffer.from(await file.arrayBuffer()),
    fileName: file.headers.get('content-disposition'),
    csvLinksIt: csv.includes(`/api/recruiter/applications/${application!.id}/resume`),
  };
}

/** No radio or checkbox of the page's form is ticked. */
const nothingTicked = (page: Page) =>
  page.locator('form.wizard-form input:is([type="radio"], [type="checkbox"]):checked').count();

async function continueTo(page: Page, path: RegExp, button = 'Continue', script = true) {
  await page.getByRole('button', { name: button, exact: true }).click();
  await page.waitForURL(path);
  if (script) await pageReady(page);
}

describe('a returning candidate’s second application', () => {
  it('starts from the last one, takes changes, sends the last resume again, and asks the voluntary steps afresh', async () => {
    const watched = await site.open();
    const { page, problems } = watched;
    const { resume, first } = await returningCandidate(watched);

    await page.goto(`/joblistings/${JOB.id}`);
    await pageReady(page);
    await page
      .getByRole('button', { name: `Apply Now for ${JOB.title}` })
      .first()
      .click();
    await page.waitForURL(/\/carrer\/sign-up$/);
    await pageReady(page);
    expect(await page.locator('.wizard-job').textContent()).toBe(JOB.title);

    // 1. Contact: last time's answers, shown and changeable.
    await expect
      .poll(() => page.locator('.wizard-notice', { hasText: NOTE }).textContent())
      .toContain(first.reference!);
    expect(await page.getByLabel('Address line 1').inputValue()).toBe(validAnswers.contact.addressNo1);
    // Shown as every page shows a number: in international format.
    expect(await page.getByLabel('Mobile number').inputValue()).toBe('+61 412 345 678');
    expect(await page.getByLabel('City').inputValue()).toBe(validAnswers.contact.city);
    await expectNoAxeViolations(page);
    await page.getByLabel('City').fill('Bengaluru');
    await page.getByLabel('Province/state').fill('Karnataka');
    await continueTo(page, /\/carrer\/Generalquestions$/, 'Continue');
    // 2. General questions.
    expect(await page.getByLabel('Preferred start date').inputValue()).toBe(validAnswers.general.preferredStartDate);
    expect(await page.getByLabel('How did you hear about us?').inputValue()).toBe('LinkedIn');
    await page.getByLabel('How did you hear about us?').selectOption('Employee Referral');
    await continueTo(page, /\/carrers\/Education$/);
    // 3. Education.
    expect(await page.getByLabel('School or university').inputValue()).toBe(validAnswers.education.schoolName);
    await continueTo(page, /\/WorkEligibilty$/);
    // 4. Work eligibility: asked afresh ("Have you applied before?" is now yes).
    expect(await nothingTicked(page)).toBe(0);
    expect(await page.locator('.wizard-notice', { hasText: NOTE }).count()).toBe(0);
    for (const group of await page.getByRole('group').all()) await group.getByLabel('No', { exact: true }).check();
    await page
      .getByRole('group', { name: /applied/i })
      .getByLabel('Yes', { exact: true })
      .check();
    await continueTo(page, /\/Resume$/);
    // 5. Resume: the last one, as a choice beside a new upload.
    expect(await page.getByLabel('Upload your resume').count()).toBe(1);
    await expectNoAxeViolations(page);
    const useLast = page.getByRole('button', { name: /^Use my last resume \(/ });
    expect(await useLast.textContent()).toMatch(new RegExp(`^Use my last resume \\(${resume.name}, uploaded .+\\)$`));
    await useLast.click();
    await expect.poll(() => page.locator('.resume-file').textContent()).toContain(resume.name);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Replace');
    await continueTo(page, /\/Acknowledge$/);
    // 6. Acknowledge: asked afresh.
    expect(await nothingTicked(page)).toBe(0);
    await page.getByLabel('I confirm that the information in my application is true and complete.').check();
    await continueTo(page, /\/VoluntaryEqual$/);
    // 7. and 8. Voluntary steps: empty, whatever was answered last time.
    expect(await nothingTicked(page)).toBe(0);
    await page.getByLabel('I choose not to self-identify').check();
    await continueTo(page, /\/VoluntarySelf$/);
    expect(await nothingTicked(page)).toBe(0);
    await continueTo(page, /\/ReveiwSubmit$/);
    // 9. Review: the changes and the resume.
    const review = (await page.locator('.wizard-panel').textContent()) ?? '';
    for (const shown of ['Bengaluru', 'Karnataka', 'Employee Referral', resume.name]) expect(review).toContain(shown);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Thank you for applying' }).count()).toBe(1);
    const reference = (await page.locator('.confirmation .reference').textContent()) ?? '';
    expect(reference).toMatch(/^MDN-[A-Z2-9]{8}$/);
    expect(reference).not.toBe(first.reference);

    // The recruiter gets the same file with the new application, and the export links it.
    const received = await recruitersResume(reference);
    expect(Buffer.compare(received.bytes, resume.content)).toBe(0);
    expect(received.fileName).toContain(encodeURIComponent(resume.name));
    expect(received.csvLinksIt).toBe(true);
    expect(Buffer.compare((await recruitersResume(first.reference!)).bytes, resume.content)).toBe(0);
    expect(problems).toEqual([]);
    await watched.close();
  });

  it('does the same without JavaScript: the steps are prefilled and "Use my last resume" is a form post', async () => {
    const watched = await site.open({ javaScriptEnabled: false });
    const { page } = watched;
    const { resume, first } = await returningCandidate(watched);

    await page.goto(`/joblistings/${JOB.id}`);
    await page
      .getByRole('button', { name: `Apply Now for ${JOB.title}` })
      .first()
      .click();
    await page.waitForURL(/\/carrer\/sign-up$/);
    expect(await page.locator('.wizard-notice', { hasText: NOTE }).textContent()).toContain(first.reference!);
    expect(await page.getByLabel('Address line 1').inputValue()).toBe(validAnswers.contact.addressNo1);
    await page.getByLabel('City').fill('Mysuru');
    await continueTo(page, /\/carrer\/Generalquestions$/, 'Continue', false);
    await continueTo(page, /\/carrers\/Education$/, 'Continue', false);
    await continueTo(page, /\/WorkEligibilty$/, 'Continue', false);
    expect(await nothingTicked(page)).toBe(0);
    for (const group of await page.getByRole('group').all()) await group.getByLabel('No', { exact: true }).check();
    await continueTo(page, /\/Resume$/, 'Continue', false);
    await page.getByRole('button', { name: /^Use my last resume \(/ }).click();
    await page.waitForURL(/\/Resume$/);
    expect(await page.locator('.resume-file').textContent()).toContain(resume.name);
    await continueTo(page, /\/Acknowledge$/, 'Continue', false);
    await page.getByRole('checkbox').check();
    await continueTo(page, /\/VoluntaryEqual$/, 'Continue', false);
    expect(await nothingTicked(page)).toBe(0);
    await continueTo(page, /\/VoluntarySelf$/, 'Continue', false);
    expect(await nothingTicked(page)).toBe(0);
    await continueTo(page, /\/ReveiwSubmit$/, 'Continue', false);
    expect(await page.locator('.wizard-panel').textContent()).toContain('Mysuru');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.waitForURL(/\/ReveiwSubmit\?submitted$/);
    const reference = (await page.locator('.confirmation .reference').textContent()) ?? '';
    expect(reference).toMatch(/^MDN-[A-Z2-9]{8}$/);
    expect(Buffer.compare((await recruitersResume(reference)).bytes, resume.content)).toBe(0);
    await watched.close();
  });

  it('shows a first-time candidate empty steps and no last resume', async () => {
    const watched = await site.open({ javaScriptEnabled: false });
    const { idToken } = await mintGoogleUser(uniqueEmail());
    const response = await fetch(`${site.server.url}/api/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ idToken }),
    });
    const [name, value] = sessionCookieFrom(response.headers.getSetCookie())!.split(/=(.*)/s) as [string, string];
    await watched.page.context().addCookies([{ name, value, url: site.server.url }]);
    const { page } = watched;
    await page.goto('/carrer/sign-up');
    expect(await page.locator('.wizard-notice', { hasText: NOTE }).count()).toBe(0);
    expect(await page.getByLabel('Address line 1').inputValue()).toBe('');
    await page.goto('/carrers/Education');
    expect(await page.getByLabel('School or university').inputValue()).toBe('');
    await page.goto('/Resume');
    expect(await page.getByRole('button', { name: /Use my last resume/ }).count()).toBe(0);
    await watched.close();
  });
});
