import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { formatCalendarDate } from '../../shared/dates';
import { emulatorHost } from '../support/auth-emulator';
import { candidate, uniqueEmail } from '../support/candidate-browser';
import { eventually } from '../support/eventually';
import { freshJobsFile } from '../support/example-jobs';
import { startSmtpSink } from '../support/smtp-sink';
import { createTestApp } from '../support/test-app';

const cleanups: (() => Promise<void>)[] = [];
afterAll(() => Promise.all(cleanups.map((cleanup) => cleanup())));
afterEach(() => vi.useRealTimers());

const jobsFile = `file:${freshJobsFile()}`;
const TEAM = 'hiring@medinest.example';
const HOUR = 3_600_000;

/** The next 20:00 UTC from now: late evening in London, already the next morning in India. */
function nextEightPmUtc(): number {
  const now = new Date();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 20);
  return today > now.getTime() + 60_000 ? today : today + 24 * HOUR;
}

/** The calendar day of `at` under a fixed offset, worked out without any time-zone code. */
const dayAtOffset = (at: number, offsetHours: number) =>
  formatCalendarDate(new Date(at + offsetHours * HOUR).toISOString().slice(0, 10));

/**
 * A candidate who applies to a job at exactly `at` (the server's clock is set to it just for the
 * submission: signing in needs the real one, for the Auth emulator's tokens), on a server that
 * emails through an SMTP sink, the hiring team too.
 */
async function applyAt(at: number, env: Record<string, string>) {
  const smtp = await startSmtpSink();
  cleanups.push(smtp.close);
  const { app } = await createTestApp({
    env: {
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
      JOBS_SOURCE: jobsFile,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'careers@medinest.example',
      NOTIFY_EMAILS: TEAM,
      OUTBOX_POLL_MS: '50',
      ...env,
    },
  });
  const browser = candidate(app);
  const account = uniqueEmail();
  await browser.signIn(account);
  expect((await browser.post('/joblistings/backend-engineer')).status).toBe(303);
  await browser.fillEverything();
  vi.useFakeTimers({ toFake: ['Date'], now: at, shouldAdvanceTime: true });
  const submitted = await browser.post('/api/application/submit');
  expect(submitted.status).toBe(201);
  await eventually(() => smtp.to(account).length === 1 && smtp.to(TEAM).length === 1);
  // The faked clock still advances (in 20 ms steps), so on a loaded machine the server's moment is
  // a few steps after `at`: its minute is what is fixed (a run failed on the exact milliseconds).
  const submittedAtPattern = `${new Date(at).toISOString().slice(0, 16)}:\\d\\d\\.\\d{3}Z`;
  return { browser, smtp, account, submittedAtPattern };
}

describe("the days a candidate reads, in the company's time zone (TIMEZONE)", () => {
  it('with TIMEZONE=Asia/Kolkata, an application sent at 20:00 UTC is of the next day on every page and in every email', async () => {
    const at = nextEightPmUtc();
    const { browser, smtp, account, submittedAtPattern } = await applyAt(at, { TIMEZONE: 'Asia/Kolkata' });
    const day = dayAtOffset(at, 5.5);
    expect(day).not.toBe(dayAtOffset(at, 0));
    const shown = new RegExp(`<time date[tT]ime="${submittedAtPattern}">${day}</time>`);

    expect((await browser.get('/applications')).text).toMatch(shown);
    expect((await browser.get('/joblistings/backend-engineer')).text).toMatch(
      new RegExp(`You applied on <time date[tT]ime="${submittedAtPattern}">${day}</time>`),
    );
    const [confirmation] = smtp.to(account);
    expect(confirmation!.text).toContain(`We received your application on ${day}.`);
    expect(confirmation!.html).toContain(`We received your application on ${day}.`);
    // The hiring team reads the moment as the recruiters' pages and CSV export write it.
    const date = new Date(at + 5.5 * HOUR).toISOString().slice(0, 10);
    expect(smtp.to(TEAM)[0]!.text).toContain(`Submitted: ${date} 01:30 Asia/Kolkata`);
  });

  it('without TIMEZONE, the same moment is of its day in UTC', async () => {
    const at = nextEightPmUtc();
    const { browser, smtp, account, submittedAtPattern } = await applyAt(at, {});
    const day = dayAtOffset(at, 0);

    expect((await browser.get('/applications')).text).toMatch(
      new RegExp(`<time date[tT]ime="${submittedAtPattern}">${day}</time>`),
    );
    expect(smtp.to(account)[0]!.text).toContain(`We received your application on ${day}.`);
    const date = new Date(at).toISOString().slice(0, 10);
    expect(smtp.to(TEAM)[0]!.text).toContain(`Submitted: ${date} 20:00 UTC`);
  });
});
