import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { continueWithGoogle, pageReady } from './e2e-site';
import { GAPI_SCRIPT_URL, gapiStandInScript } from './gapi-stand-in';
import { answerStepsSixToEight, answerStepsTwoToFour, fillContactAddress } from './wizard-fields';

export interface Applicant {
  firstName: string;
  lastName: string;
  email: string;
}

export interface ResumeFile {
  name: string;
  content: Buffer;
}

/** Presses the step's button and waits for the next step's page, hydrated. */
export async function continueTo(page: Page, path: RegExp, button = 'Continue'): Promise<void> {
  await page.getByRole('button', { name: button }).click();
  await page.waitForURL(path);
  await pageReady(page);
}

/** From the job list to the job's page and its Apply button, which leads to sign-in. */
export async function startApplying(page: Page, job: { id: string; title: string }): Promise<void> {
  await page.goto('/joblistings');
  await pageReady(page);
  await page.getByRole('link', { name: job.title, exact: true }).click();
  await page.waitForURL(`**/joblistings/${job.id}`);
  await page
    .getByRole('button', { name: `Apply Now for ${job.title}` })
    .first()
    .click();
  await page.waitForURL('**/carrer/sign-in');
  await pageReady(page);
}

/** Applies to the job from its page (Apply leads to sign-in), then opens the job's questions step. */
export async function openJobQuestions(page: Page, jobId: string): Promise<void> {
  await page.goto(`/joblistings/${jobId}`);
  await page
    .getByRole('button', { name: /Apply Now/ })
    .first()
    .click();
  await page.waitForURL(/\/sign-in|\/sign-up/);
  await page.goto('/job-questions');
}

/**
 * A candidate in Chromium: from the job list to the job's page, Apply, Google sign-in (the
 * emulator's popup) and the nine steps to Submit. Gives the reference the confirmation shows.
 */
export async function applyInBrowser(
  page: Page,
  job: { id: string; title: string },
  candidate: Applicant,
  resume: ResumeFile,
  companyCountry = 'AU',
): Promise<string> {
  // Google's gapi script cannot be reached here: a stand-in lets the emulator's popup talk to the page.
  await page
    .context()
    .route(GAPI_SCRIPT_URL, (route) => route.fulfill({ contentType: 'text/javascript', body: gapiStandInScript() }));
  await startApplying(page, job);
  await continueWithGoogle(page, { email: candidate.email, name: `${candidate.firstName} ${candidate.lastName}` });
  await page.waitForURL(/\/carrer\/sign-up$/);
  await pageReady(page);
  // The name and email come from the Google account.
  expect(await page.getByLabel('First name').inputValue()).toBe(candidate.firstName);
  return answerTheNineSteps(page, job, candidate, resume, companyCountry);
}

/**
 * The nine steps, from the contact step (signed in: its email is the account's) to Submit; a
 * name the account did not bring is typed. The equal-opportunity and military questions are those
 * of `companyCountry` (eight steps where it asks no military status). Gives the reference the
 * confirmation shows.
 */
export async function answerTheNineSteps(
  page: Page,
  job: { title: string },
  candidate: Applicant,
  resume: ResumeFile,
  companyCountry = 'AU',
): Promise<string> {
  expect(await page.locator('.wizard-job').textContent()).toBe(job.title);
  // 1. Contact.
  expect(await page.getByLabel('Email address').inputValue()).toBe(candidate.email);
  if (!(await page.getByLabel('First name').inputValue())) {
    await page.getByLabel('First name').fill(candidate.firstName);
    await page.getByLabel('Last name').fill(candidate.lastName);
  }
  await fillContactAddress(page);
  await continueTo(page, /\/carrer\/Generalquestions$/, 'Continue');
  // 2–4. General questions, education, work eligibility.
  await answerStepsTwoToFour(page, continueTo);
  // 5. Resume: a PDF from the candidate's computer.
  await page
    .getByLabel('Upload your resume')
    .setInputFiles({ name: resume.name, mimeType: 'application/pdf', buffer: resume.content });
  // The upload's answer waits for the judge and the reading: a new worker's first loads pdf.js.
  await expect
    .poll(() => page.locator('.upload-status').textContent(), { timeout: 30_000 })
    .toBe(`${resume.name} is uploaded.`);
  await continueTo(page, /\/Acknowledge$/);
  // 6–8. Acknowledge, equal opportunity (voluntary), military status.
  await answerStepsSixToEight(page, continueTo, companyCountry);
  // 9. Review and submit.
  await expect.poll(() => page.locator('.wizard-panel').textContent()).toContain(resume.name);
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect.poll(() => page.getByRole('status').filter({ hasText: 'Thank you for applying' }).count()).toBe(1);
  return (await page.locator('.confirmation .reference').textContent()) ?? '';
}
