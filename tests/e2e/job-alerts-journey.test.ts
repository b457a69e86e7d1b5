import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERTS_PUBLIC_URL, alertsEnv, puneNurseJob, runSendAlerts } from '../support/alert-runs';
import { uniqueEmail } from '../support/candidate-browser';
import { useSite } from '../support/e2e-site';
import { eventually } from '../support/eventually';
import { exampleJobs, freshJobsFile } from '../support/example-jobs';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink';
import { saveScreenshot } from '../support/screenshots';

let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await startSmtpSink();
});
afterAll(() => smtp?.close());

// The server and `npm run send-alerts` share the database (SQLite in this folder), the jobs file
// and the mail configuration, as on one machine in production.
mkdirSync('tests/.tmp/data', { recursive: true });
const dataDir = mkdtempSync(resolve('tests/.tmp/data/alerts-journey-'));
const jobsFile = freshJobsFile(exampleJobs());
const env = () => ({ DATA_DIR: dataDir, JOBS_SOURCE: `file:${jobsFile}`, ...alertsEnv(smtp.url) });
// The server under test inherits FIREBASE_AUTH_EMULATOR_HOST from `npm test`'s emulator.
const site = useSite({ env });

/** The path and query of the link to `path` in an email's text. */
function linkIn(text: string | undefined, path: string): string {
  const found = new RegExp(`${ALERTS_PUBLIC_URL}(${path}\\?token=[^\\s]+)`).exec(text ?? '')?.[1];
  expect(found, `a ${path} link in:\n${text}`).toBeDefined();
  return found as string;
}

/** `npm run send-alerts -- --due-now` as a process; answers its counts ("job alert digests written"). */
async function sendAlertsNow() {
  const run = await runSendAlerts(env());
  expect(run.code, run.output).toBe(0);
  const line = run.output.split('\n').find((text) => text.includes('"msg":"job alert digests written"'));
  expect(line, run.output).toBeDefined();
  return JSON.parse(line as string) as { due: number; sent: number; alreadySent: number; nothingNew: number };
}

describe('a job alert from the jobs page to the unsubscribe, in Chromium without JavaScript', () => {
  it('subscribes to “nurse” in Pune weekly, confirms, sends one digest naming the new job once, and unsubscribes in one click', async () => {
    const { page, close } = await site.open({ javaScriptEnabled: false });
    await page.goto('/joblistings?q=nurse+pune');
    const email = uniqueEmail();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('How often').selectOption('weekly');
    await page.getByRole('button', { name: 'Email me' }).click();
    await page.getByRole('status').filter({ hasText: 'Check your inbox' }).waitFor();

    // Double opt-in: nothing but the confirmation until its link is opened.
    await eventually(() => smtp.to(email).length === 1, 10_000, 'the confirmation email');
    const confirmation = smtp.to(email)[0];
    expect(confirmation?.subject).toMatch(/Confirm your job alert/);
    expect(confirmation?.text).not.toContain('nurse pune');
    expect(await sendAlertsNow()).toMatchObject({ due: 0, sent: 0 });
    // The link's page shows the search and a Confirm button: opening it confirms nothing.
    await page.goto(linkIn(confirmation?.text, '/alerts/confirm'));
    await expect(page.locator('h1').textContent()).resolves.toBe('Confirm your job alert');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.locator('h1', { hasText: 'Your job alert is confirmed' }).waitFor();
    await expect(
      page.getByText('Jobs matching “nurse pune”: new ones will be emailed to you once a week.').count(),
    ).resolves.toBe(1);
    await saveScreenshot(page, 'alert-confirmed-1280');

    // A matching job appears in the jobs file; the run sends one digest naming it.
    writeFileSync(jobsFile, JSON.stringify([...exampleJobs(), puneNurseJob]));
    expect(await sendAlertsNow()).toMatchObject({ due: 1, sent: 1 });
    // The run delivers what it wrote before it exits, unless the server's worker leased it first.
    await eventually(() => smtp.to(email).length === 2, 10_000, 'the digest');
    const digest = smtp.to(email)[1];
    expect(digest?.subject).toBe('1 new job matching “nurse pune”');
    expect(digest?.text).toContain('Staff Nurse');
    expect(digest?.text).toContain(`${ALERTS_PUBLIC_URL}/joblistings/staff-nurse-pune`);

    // A second run: nothing is new since that digest (and the period's digest is written already,
    // the outbox's unique key, tests/integration/job-alerts.test.ts), so nothing is sent.
    expect(await sendAlertsNow()).toMatchObject({ due: 1, sent: 0 });
    expect(smtp.to(email)).toHaveLength(2);

    // The email's link shows two buttons (a GET never unsubscribes); the mail client's POST stops this alert.
    const unsubscribe = linkIn(digest?.text, '/alerts/unsubscribe');
    const header = digest?.headerLines.find((line) => line.key === 'list-unsubscribe')?.line ?? '';
    expect(header).toContain(`<${ALERTS_PUBLIC_URL}${unsubscribe}>`);
    await page.goto(unsubscribe);
    await expect(page.getByRole('button', { name: 'Stop this alert' }).count()).resolves.toBe(1);
    await expect(page.getByRole('button', { name: 'Stop all job alerts to my address' }).count()).resolves.toBe(1);
    // In the site's frame, as the confirmation was.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Medinest' }).count()).resolves.toBe(1);
    await saveScreenshot(page, 'alert-unsubscribe-1280');
    // RFC 8058: the POST a mail client sends, with no cookie and no page in between.
    const oneClick = await fetch(`${site.server.url}${unsubscribe}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
      redirect: 'manual',
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toContain('This job alert is stopped');
    // The button in the browser, pressed after it, says so in the site's frame.
    await page.getByRole('button', { name: 'Stop this alert' }).click();
    await page.locator('h1', { hasText: 'This job alert is already stopped' }).waitFor();

    // Nothing more: another nurse's job appears, and the run has no subscription left to send it to.
    writeFileSync(
      jobsFile,
      JSON.stringify([...exampleJobs(), puneNurseJob, { ...puneNurseJob, id: 'night-nurse-pune' }]),
    );
    expect(await sendAlertsNow()).toMatchObject({ due: 0, sent: 0 });
    expect(smtp.to(email)).toHaveLength(2);
    await close();
  });
});
