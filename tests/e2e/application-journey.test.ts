import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfOfSize, validAnswers } from '../support/application-answers';
import { applyInBrowser } from '../support/apply-in-browser';
import { pageReady, signInToInbox, useSite, type WatchedPage } from '../support/e2e-site';
import { exampleJobs, freshJobsFile } from '../support/example-jobs';
import { eventually } from '../support/eventually';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink';

/**
 * An application's whole story in Chromium, nothing seeded: a candidate applies through the nine
 * steps to a job of the company's jobs file, the job then closes and leaves the file, and a
 * recruiter signs in with a browser of their own, finds the application by the candidate's name,
 * opens the resume and moves it to interview; the candidate's My applications page says so, and
 * the emails the pages promise reach a mail server (a real SMTP server on loopback).
 */

const RECRUITER = 'head.of.talent@medinest.example';
const TEAM = 'hiring@medinest.example';
const JOB = { id: 'backend-engineer', title: 'Backend Engineer (Node.js)', location: 'Bengaluru, Karnataka' };
const CANDIDATE = { firstName: 'Noor', lastName: 'Haddad', email: `noor.haddad.${Date.now()}@example.com` };
const RESUME = { name: 'Noor Haddad CV.pdf', content: pdfOfSize(30_000) };

// A jobs file of this test's own, which it edits midway: the example's jobs, with closing dates
// that never pass.
const jobsFile = freshJobsFile();

let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await startSmtpSink();
});
afterAll(() => smtp?.close());

// The server under test inherits FIREBASE_AUTH_EMULATOR_HOST from `npm test`'s emulator.
const site = useSite({
  env: () => ({
    RECRUITER_EMAILS: RECRUITER,
    JOBS_SOURCE: `file:${jobsFile}`,
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Medinest Careers <careers@medinest.example>',
    NOTIFY_EMAILS: TEAM,
    OUTBOX_POLL_MS: '50',
    // The recruiter's status email waits this long for Undo (docs/configuration.md: 10 minutes by default).
    CANDIDATE_EMAIL_DELAY_MS: '200',
  }),
});

/** The emails received for `address` whose subject is `subject`. */
const mailsTo = (address: string, subject: string) => smtp.to(address).filter((mail) => mail.subject === subject);

/** The candidate: the nine steps to Submit, then the emails the confirmation promises. */
async function applyToTheJob({ page }: WatchedPage): Promise<string> {
  const reference = await applyInBrowser(page, JOB, CANDIDATE, RESUME);
  expect(reference).toMatch(/^MDN-[A-Z2-9]{8}$/);
  // What the page says is emailed arrives: the candidate's confirmation and the team's notice.
  expect(await page.locator('.confirmation').textContent()).toContain('A confirmation is on its way to your email');
  await eventually(() => mailsTo(CANDIDATE.email, `We received your application: ${JOB.title}`).length === 1);
  expect(mailsTo(CANDIDATE.email, `We received your application: ${JOB.title}`)[0]!.text).toContain(reference);
  await eventually(() => mailsTo(TEAM, `New application: ${JOB.title} (${reference})`).length === 1);
  return reference;
}

/** The job closes: the company takes it out of the file, and the running site lets it go. */
async function closeTheJob() {
  writeFileSync(jobsFile, JSON.stringify(exampleJobs().filter((job) => job.id !== JOB.id)));
  // The server watches the file; SIGHUP too, as for file systems that do not report changes (the
  // server must read the file again and go on serving).
  process.kill(site.server.child.pid!, 'SIGHUP');
  await eventually(
    // Listed once, it is now gone: 410 (an id never listed would be 404).
    async () => (await fetch(`${site.server.url}/api/jobs/${JOB.id}`)).status === 410,
    15_000,
    'the job left the site',
  );
}

describe('a candidate applies and a recruiter works the application', () => {
  it(
    'applies to a job of the jobs file; after it closed, a recruiter finds the application, opens the resume and moves it to interview',
    { timeout: 240_000 },
    async () => {
      const candidate = await site.open();
      const reference = await applyToTheJob(candidate);
      await closeTheJob();

      // The recruiter, in a browser of their own: the inbox sends them to sign-in and back.
      const recruiter = await site.open();
      const { page } = recruiter;
      await signInToInbox(page, RECRUITER, 'Head of Talent');
      await pageReady(page);

      // Found by the candidate's name; the job by the title they applied to, in the row and the filter.
      await page.getByLabel('Name, email or reference').fill(`${CANDIDATE.firstName} ${CANDIDATE.lastName}`);
      await page.getByRole('button', { name: 'Apply filters' }).click();
      await page.waitForURL(/[?&]q=Noor\+Haddad/);
      const rows = page.locator('.inbox-table tbody tr');
      await expect.poll(() => rows.count()).toBe(1);
      expect(await rows.locator('td[data-label="Reference"]').textContent()).toBe(reference);
      expect(await rows.locator('td[data-label="Job"]').textContent()).toBe(JOB.title);
      expect(await rows.locator('td[data-label="City"]').textContent()).toBe(validAnswers.contact.city);
      expect(await page.locator(`select[name="job"] option[value="${JOB.id}"]`).textContent()).toBe(JOB.title);

      await rows.getByRole('link', { name: `${CANDIDATE.firstName} ${CANDIDATE.lastName}` }).click();
      await page.waitForURL(/\/recruiter\/applications\/[^/?]+$/);
      await pageReady(page);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
        `${CANDIDATE.firstName} ${CANDIDATE.lastName}`,
      );
      expect(await page.locator('.application-facts').textContent()).toContain(`Job${JOB.title}`);
      expect(await page.locator('.pipeline [aria-current="step"]').textContent()).toBe('New');

      // The resume: the link downloads the very file the candidate uploaded, as a PDF that cannot run in the site.
      const link = page.getByRole('link', { name: `Download ${RESUME.name}` });
      const downloading = page.waitForEvent('download');
      await link.click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(RESUME.name);
      expect(readFileSync(await download.path()).equals(RESUME.content)).toBe(true);
      const pdf = await page.request.get((await link.getAttribute('href'))!);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      expect(pdf.headers()['content-disposition']).toBe(
        `attachment; filename*=UTF-8''${encodeURIComponent(RESUME.name)}`,
      );
      expect(pdf.headers()['x-content-type-options']).toBe('nosniff');
      expect(pdf.headers()['content-security-policy']).toContain('sandbox');
      expect((await pdf.body()).equals(RESUME.content)).toBe(true);

      await page.getByLabel('Move to').selectOption('interview');
      await page.getByRole('button', { name: 'Change status' }).click();
      // The recruiter reads the email before choosing to send it.
      const preview = page.locator('.status-email-preview');
      await expect.poll(() => preview.locator('dd').nth(1).textContent()).toBe(`Invitation to interview: ${JOB.title}`);
      await preview.getByRole('button', { name: 'Move and email the candidate' }).click();
      await expect.poll(() => page.locator('.recruiter-done').textContent()).toBe('Status changed to Interview.');
      expect(await page.locator('.pipeline [aria-current="step"]').textContent()).toBe('Interview');
      expect(await page.locator('.audit-trail').textContent()).toContain(`${RECRUITER} moved it from New to Interview`);
      // The page said the chosen email goes to the candidate: it does.
      await eventually(() => mailsTo(CANDIDATE.email, `Invitation to interview: ${JOB.title}`).length === 1);

      // The candidate's My applications: the job by its title, the new status in their words.
      await candidate.page.goto('/applications');
      await pageReady(candidate.page);
      const card = candidate.page.getByRole('article', { name: JOB.title });
      expect(await card.getByText(reference).count()).toBe(1);
      expect(await card.locator('.status-badge').textContent()).toBe('Interview');

      expect(candidate.problems).toEqual([]);
      expect(recruiter.problems).toEqual([]);
      await recruiter.close();
      await candidate.close();
    },
  );
});
