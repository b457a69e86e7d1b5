import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/storage/storage';
import { validAnswers } from '../support/application-answers';
import { emulatorHost } from '../support/auth-emulator';
import { candidate, sessionCookieFor, uniqueEmail } from '../support/candidate-browser';
import { eventually } from '../support/eventually';
import { escapeHtml } from '../support/html-escape';
import { startSmtpSink } from '../support/smtp-sink';
import { createTestApp } from '../support/test-app';
import { databaseEnvFor, silentLogger } from '../support/test-database';

const cleanups: (() => Promise<void>)[] = [];
afterAll(() => Promise.all(cleanups.map((cleanup) => cleanup())));

const PUBLIC_URL = 'https://careers.example.test';

/** A server that emails through a real SMTP sink on loopback, delivering at once. */
async function mailingServer(env: Record<string, string> = {}) {
  const smtp = await startSmtpSink();
  cleanups.push(smtp.close);
  const { app, logLines, config } = await createTestApp({
    env: {
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Medinest Careers <careers@medinest.example>',
      OUTBOX_POLL_MS: '50',
      ...env,
    },
  });
  return { app: Object.assign(app, { config }), smtp, logLines };
}

/** Signs in as `account` and applies with `typed` in the contact step; answers the browser, with the application's id. */
async function applyAs(app: Parameters<typeof candidate>[0], account: string, typed: string) {
  const browser = candidate(app);
  await browser.signIn(account);
  await browser.fillEverything({ contact: { ...validAnswers.contact, email: typed } });
  const submitted = await browser.post('/api/application/submit');
  expect(submitted.status).toBe(201);
  return Object.assign(browser, { id: (submitted.body.data as { id: string }).id });
}

/** Takes the account address off an application, as an application of an earlier release has none. */
async function forgetAccountEmail(config: { DATA_DIR: string; DATABASE_URL?: string }, id: string) {
  const { db } = await openDatabase(config, silentLogger);
  try {
    await db.updateTable('applications').set({ account_email: null }).where('id', '=', id).execute();
  } finally {
    await db.destroy();
  }
}

describe("a candidate's confirmation email", () => {
  it("goes to the signed-in account's verified address, never to one typed in the contact step", async () => {
    const { app, smtp } = await mailingServer({ PUBLIC_URL });
    const account = uniqueEmail();
    const typed = `someone-else-${Date.now()}@victim.example`;
    await applyAs(app, account, typed);
    await eventually(() => smtp.received.length >= 1);

    expect(smtp.to(account)).toHaveLength(1);
    expect(smtp.to(typed)).toEqual([]);
    const recipients = smtp.received.flatMap((mail) => [mail.to ?? []].flat().flatMap((to) => to.value));
    expect(recipients.map((to) => to.address)).toEqual([account]);
  });

  it('links to My applications on PUBLIC_URL, in the text and the HTML', async () => {
    const { app, smtp, logLines } = await mailingServer({ PUBLIC_URL });
    const account = uniqueEmail();
    await applyAs(app, account, account);
    await eventually(() => smtp.to(account).length === 1);
    const [confirmation] = smtp.to(account);
    expect(confirmation!.text).toContain(`${PUBLIC_URL}/applications`);
    // In the site's colour (its configured brand, server/notifications/email-brand.ts).
    expect(confirmation!.html).toContain(
      `<a href="${PUBLIC_URL}/applications" style="color:#0b5cab">${PUBLIC_URL}/applications</a>`,
    );
    expect(logLines.filter((line) => String(line.msg).includes('PUBLIC_URL'))).toEqual([]);
  });

  it('has no link without PUBLIC_URL, and the server says so in the log at start', async () => {
    const { app, smtp, logLines } = await mailingServer();
    expect(logLines).toContainEqual(
      expect.objectContaining({
        level: 40,
        msg: 'no PUBLIC_URL: emails to candidates carry no link to their applications (set PUBLIC_URL)',
      }),
    );
    const account = uniqueEmail();
    await applyAs(app, account, account);
    await eventually(() => smtp.to(account).length === 1);
    const [confirmation] = smtp.to(account);
    expect(confirmation!.text).not.toContain('/applications');
    expect(String(confirmation!.html)).not.toContain('<a ');
  });
});

describe.each(['SQLite', 'Postgres'] as const)("a candidate's status emails, on %s", (kind) => {
  /** A mailing server whose recruiter moves applications through the JSON API, emails leaving at once. */
  async function withRecruiter() {
    const recruiterEmail = `recruiter-${Date.now()}@medinest.example`;
    const server = await mailingServer({
      RECRUITER_EMAILS: recruiterEmail,
      CANDIDATE_EMAIL_DELAY_MS: '0',
      ...(await databaseEnvFor(kind, cleanups)),
    });
    const recruiter = await sessionCookieFor(server.app, recruiterEmail);
    const path = (id: string, rest = '') => `/api/recruiter/applications/${id}${rest}`;
    return {
      ...server,
      move: (id: string, body: object) => request(server.app).patch(path(id)).set('Cookie', recruiter).send(body),
      preview: (id: string, status: string) =>
        request(server.app)
          .get(path(id, `/status-email?status=${status}`))
          .set('Cookie', recruiter),
      page: (id: string) => request(server.app).get(`/recruiter/applications/${id}`).set('Cookie', recruiter),
    };
  }

  it("go to the signed-in account's verified address, never to one typed in the contact step", async () => {
    const { app, smtp, move, preview } = await withRecruiter();
    const account = uniqueEmail();
    const typed = `someone-else-${Date.now()}@victim.example`;
    const { id, ...browser } = await applyAs(app, account, typed);
    await eventually(() => smtp.to(account).length === 1, 15_000, 'the confirmation');

    expect((await preview(id, 'interview').expect(200)).body.data.to).toEqual([account]);
    // Each sent before the next move, which would cancel one still waiting.
    for (const [sent, status] of ['interview', 'offer', 'rejected'].entries()) {
      expect((await move(id, { status, notify: true })).status).toBe(200);
      await eventually(() => smtp.to(account).length === sent + 2, 15_000, `the ${status} email`);
    }
    const subjects = [
      expect.stringMatching(/^We received your application/),
      expect.stringMatching(/^Invitation to interview/),
      expect.stringMatching(/^An offer for you/),
      expect.stringMatching(/^Your application: /),
    ];
    expect(smtp.to(account).map((mail) => mail.subject)).toEqual(subjects);
    expect(smtp.to(typed)).toHaveLength(0);
    // The candidate's download lists the emails they were sent, at their account's address.
    const [exported] = (await browser.get('/api/me/data')).body.data.applications;
    expect(exported).toMatchObject({ email: typed, accountEmail: account });
    expect(exported.emails.map((mail: { subject: string }) => mail.subject)).toEqual(subjects);
  });

  it('are not sent while the account address is not on record, and go to it once the candidate signs in again', async () => {
    const { app, smtp, move, preview, page } = await withRecruiter();
    const account = uniqueEmail();
    const typed = `typed-${Date.now()}@victim.example`;
    const { id } = await applyAs(app, account, typed);
    await eventually(() => smtp.to(account).length === 1, 15_000, 'the confirmation');
    // As an application of an earlier release is: no account address recorded.
    await forgetAccountEmail(app.config, id);

    const noAddress = "No move emails this candidate: their account's verified email address is not on record";
    expect((await page(id).expect(200)).text).toContain(escapeHtml(noAddress));
    const refused = await preview(id, 'interview').expect(409);
    expect(refused.body.error.code).toBe('no_account_email');
    expect((await move(id, { status: 'interview', notify: true })).body.error.code).toBe('no_account_email');
    expect((await move(id, { status: 'interview', notify: false })).status).toBe(200);

    await candidate(app).signIn(account);
    expect((await page(id).expect(200)).text).not.toContain(escapeHtml(noAddress));
    expect((await preview(id, 'offer').expect(200)).body.data.to).toEqual([account]);
    expect((await move(id, { status: 'offer', notify: true })).status).toBe(200);
    await eventually(() => smtp.to(account).length === 2, 15_000, 'the offer');
    expect(smtp.to(typed)).toHaveLength(0);
  });
});
