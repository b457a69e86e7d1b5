import type { Express } from 'express';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pdfOfSize, validAnswers } from '../support/application-answers';
import { WITHDRAWN_BEFORE_DELIVERY } from '../../shared/application/delivery';
import { GREENHOUSE_ERROR_ATTEMPTS } from '../../server/ats-delivery/ats-answers';
import { type AtsApplyUpstream, scripted, startAtsApplyUpstream } from '../support/ats-apply-upstream';
import { greenhouseBoardJobs, leverBoardPostings } from '../support/ats-board-fixtures';
import { emulatorHost } from '../support/auth-emulator';
import { candidate, sessionCookieFor, uniqueEmail } from '../support/candidate-browser';
import { eventually } from '../support/eventually';
import { htmlProblemsOf } from '../support/html-validity';
import { quietPeriod } from '../support/quiet-period';
import { closeAppsOfTest, createTestApp, freshDataDir, startTestApps } from '../support/test-app';
import { databaseEnvFor, silentLogger } from '../support/test-database';
import { openDatabase } from '../../server/storage/storage';
import { recruiterView as recruiterViewAs } from '../support/recruiter-view';
import { visibleHtml } from '../support/visible-html';

// Delivery into the ATS: an application to a Greenhouse or Lever job, with the board's
// API key, goes into the ATS through the outbox, against a loopback fake that answers with the
// APIs' real bodies (tests/fixtures/ats-boards/ats-application-answers.json).

const KEYS = { greenhouse: 'gh-board-key-0123456789abcdef', lever: 'lever-postings-key-0123456789' };
const RECRUITER = 'recruiter@medinest.example';
/** Jobs of the real captured boards (tests/fixtures/ats-boards). */
const GREENHOUSE_JOB = '5057647008';
const LEVER_POSTING = '2193db3f-77c5-43b8-b030-8f92c9882bf1';

const cleanups: (() => Promise<void>)[] = [];
afterAll(() => Promise.all(cleanups.map((cleanup) => cleanup())));
afterEach(closeAppsOfTest);

let ats: AtsApplyUpstream;
beforeAll(async () => {
  ats = await startAtsApplyUpstream(KEYS);
  cleanups.push(ats.close);
  ats.setJobs('greenhouse', greenhouseBoardJobs());
  ats.setJobs('lever', leverBoardPostings());
});

/** The site on `greenhouse:medinest` or `lever:medinest` with the fake's URL, the key unless told, fast outbox. */
async function siteOf(kind: 'greenhouse' | 'lever', env: Record<string, string> = {}) {
  startTestApps();
  const upper = kind.toUpperCase();
  return createTestApp({
    env: {
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
      JOBS_SOURCE: `${kind}:medinest`,
      [`${upper}_API_URL`]: ats.url,
      [`${upper}_API_KEY`]: KEYS[kind],
      RECRUITER_EMAILS: RECRUITER,
      OUTBOX_POLL_MS: '50',
      OUTBOX_RETRY_MS: '50',
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      APPLICATION_RATE_LIMIT_PER_MINUTE: '1000000',
      ...env,
    },
  });
}

/** A candidate who chose `jobId` on its page (Apply), answered every step, uploaded a resume and submitted. */
async function applyTo(app: Express, jobId: string, email = uniqueEmail()) {
  const browser = candidate(app);
  await browser.signIn(email);
  const apply = await browser.post(`/joblistings/${jobId}`);
  expect(apply.status, apply.text).toBe(303);
  await browser.fillEverything({ contact: { ...validAnswers.contact, email } });
  const submitted = await browser.post('/api/application/submit');
  expect(submitted.status, submitted.text).toBe(201);
  return { email, id: submitted.body.data.id as string, browser };
}

/** The application as the recruiters' API answers it. */
const recruiterView = (app: Express, id: string) => recruiterViewAs(app, RECRUITER, id);

/** The recruiter page's Retry button, posted as a browser without JavaScript posts it. */
const retryOnPage = (app: Express, id: string, cookie: string) =>
  request(app).post(`/recruiter/applications/${id}`).type('form').send('intent=retry-delivery').set('Cookie', cookie);

const receivedFrom = (email: string) => ats.received.filter((application) => application.fields.email === email);

describe('Apply on a Greenhouse or Lever job', () => {
  it("links to the ATS's hosted form without the board's key", async () => {
    const { app } = await siteOf('greenhouse', { GREENHOUSE_API_KEY: '' });
    const page = await request(app).get(`/joblistings/${GREENHOUSE_JOB}`);
    expect(page.text).toContain(`href="https://job-boards.greenhouse.io/anthropic/jobs/${GREENHOUSE_JOB}"`);
    expect(page.text).not.toContain(`action="/joblistings/${GREENHOUSE_JOB}"`);
    const apply = await request(app).post(`/joblistings/${GREENHOUSE_JOB}`);
    expect(apply.status).toBe(303);
    expect(apply.headers.location).toBe(`https://job-boards.greenhouse.io/anthropic/jobs/${GREENHOUSE_JOB}`);
  });

  it("goes into this site's wizard with the key: a form to the job's page, then sign-in", async () => {
    const { app } = await siteOf('lever');
    const page = await request(app).get(`/joblistings/${LEVER_POSTING}`);
    expect(page.text).toContain(`action="/joblistings/${LEVER_POSTING}"`);
    expect(page.text).not.toContain(`jobs.lever.co/spotify/${LEVER_POSTING}/apply`);
    const apply = await request(app).post(`/joblistings/${LEVER_POSTING}`);
    expect(apply.status).toBe(303);
    expect(apply.headers.location).not.toMatch(/lever\.co/);
  });
});

describe.each(['SQLite', 'Postgres'] as const)('delivery into Greenhouse on %s', (kind) => {
  it('is retried past a 200 whose body is an error, then recorded delivered, the PDF and answers in one accepted POST', async () => {
    const { app } = await siteOf('greenhouse', await databaseEnvFor(kind, cleanups));
    ats.answerNext('greenhouse', scripted.greenhouseErrorIn200());
    const { email, id } = await applyTo(app, GREENHOUSE_JOB);
    await eventually(async () => (await recruiterView(app, id)).delivery?.state === 'delivered', 30_000, 'delivered');

    const posts = receivedFrom(email);
    expect(posts.map((post) => post.status)).toEqual([200, 200]);
    expect(posts.filter((post) => post.accepted)).toHaveLength(1);
    const [first] = posts;
    expect(first).toMatchObject({ ats: 'greenhouse', board: 'medinest', jobId: GREENHOUSE_JOB });
    expect(first!.fields).toMatchObject({
      first_name: validAnswers.contact.firstName,
      last_name: validAnswers.contact.lastName,
      email,
      phone: validAnswers.contact.mobileNo,
    });
    expect(first!.resume).toEqual({ name: 'resume.pdf', type: 'application/pdf', bytes: pdfOfSize() });
    const { delivery } = await recruiterView(app, id);
    expect(delivery).toMatchObject({
      ats: 'greenhouse',
      state: 'delivered',
      atsId: null,
      // Both POSTs: the one answered with an error, and the one that delivered it.
      attempts: 2,
      lastError: null,
    });
    expect(Date.parse(String(delivery?.deliveredAt))).toBeGreaterThan(0);
  });

  it('stops at a 401 (recorded failed with the reason, the application still in the inbox) until a recruiter retries', async () => {
    const { app } = await siteOf('greenhouse', await databaseEnvFor(kind, cleanups));
    ats.answerNext('greenhouse', scripted.greenhouseBadKey());
    const { email, id } = await applyTo(app, GREENHOUSE_JOB);
    await eventually(async () => (await recruiterView(app, id)).delivery?.state === 'failed', 30_000, 'failed');
    expect((await recruiterView(app, id)).delivery).toMatchObject({
      state: 'failed',
      attempts: 1,
      lastError: 'Greenhouse answered 401: Failed to save person',
    });
    const recruiter = await sessionCookieFor(app, RECRUITER);
    const failed = await request(app).get('/api/recruiter/applications?delivery=failed').set('Cookie', recruiter);
    expect(failed.body.data.map((row: { id: string }) => row.id)).toEqual([id]);
    expect(failed.body.data[0].deliveryState).toBe('failed');
    // Given up: no second POST however long the worker polls.
    await quietPeriod(500);
    expect(receivedFrom(email)).toHaveLength(1);

    const retried = await request(app)
      .post(`/api/recruiter/applications/${id}/delivery/retry`)
      .set('Cookie', recruiter);
    expect(retried.status).toBe(200);
    await eventually(async () => (await recruiterView(app, id)).delivery?.state === 'delivered', 30_000, 'delivered');
    expect(receivedFrom(email).map((post) => post.status)).toEqual([401, 200]);
    const again = await request(app).post(`/api/recruiter/applications/${id}/delivery/retry`).set('Cookie', recruiter);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('delivery_not_failed');
    const pending = await request(app).get('/api/recruiter/applications?delivery=pending').set('Cookie', recruiter);
    expect(pending.body.data).toEqual([]);
  });

  it('records failed after 8 answers of 200 with an error, for a recruiter to see and retry', async () => {
    const { app } = await siteOf('greenhouse', await databaseEnvFor(kind, cleanups));
    ats.answerNext('greenhouse', ...Array.from({ length: GREENHOUSE_ERROR_ATTEMPTS }, scripted.greenhouseErrorIn200));
    const { email, id } = await applyTo(app, GREENHOUSE_JOB);
    await eventually(async () => (await recruiterView(app, id)).delivery?.state === 'failed', 60_000, 'failed');
    expect((await recruiterView(app, id)).delivery).toMatchObject({
      state: 'failed',
      attempts: GREENHOUSE_ERROR_ATTEMPTS,
      lastError: 'Greenhouse answered 200 without success: Invalid attributes: first_name',
    });
    // Given up: no ninth POST however long the worker polls.
    await quietPeriod(500);
    expect(receivedFrom(email)).toHaveLength(GREENHOUSE_ERROR_ATTEMPTS);

    const recruiter = await sessionCookieFor(app, RECRUITER);
    const retried = await request(app)
      .post(`/api/recruiter/applications/${id}/delivery/retry`)
      .set('Cookie', recruiter);
    expect(retried.status).toBe(200);
    await eventually(async () => (await recruiterView(app, id)).delivery?.state === 'delivered', 30_000, 'delivered');
    expect(receivedFrom(email).filter((post) => post.accepted)).toHaveLength(1);
  });
});

describe('an application its candidate erased', () => {
  it('has no delivery left to retry: the recruiter is told so, and nothing more reaches the ATS', async () => {
    const { app } = await siteOf('greenhouse');
    ats.answerNext('greenhouse', scripted.greenhouseBadKey());
    const { email, id, browser } = await applyTo(app, GREENHOUSE_JOB);
    await eventually(async () => (await recruiterView(app, id)).delivery?.state === 'failed', 30_000, 'failed');
    expect((await browser.delete('/api/me')).status).toBe(204);

    const recruiter = await sessionCookieFor(app, RECRUITER);
    const retried = await request(app)
      .post(`/api/recruiter/applications/${id}/delivery/retry`)
      .set('Cookie', recruiter);
    expect([retried.status, retried.body.error?.code]).toEqual([409, 'erased']);
    expect(retried.body.error.message).toMatch(/erased/);
    expect((await recruiterView(app, id)).delivery).toBeNull();
    // The page's Retry, clicked on a page opened before the erasure.
    const clicked = await retryOnPage(app, id, recruiter).expect(409);
    expect(visibleHtml(clicked.text)).toContain(
      "Nothing to retry: this application was erased at the candidate's request",
    );
    await quietPeriod(300);
    expect(receivedFrom(email)).toHaveLength(1);
  });
});

/** The applications the recruiters' API lists under `?delivery=state`, with the state each shows. */
const listedUnder = async (app: Express, recruiter: string, state: string) =>
  (await request(app).get(`/api/recruiter/applications?delivery=${state}`).set('Cookie', recruiter)).body.data.map(
    (row: { id: string; deliveryState: string }) => [row.id, row.deliveryState],
  );

describe.each(['SQLite', 'Postgres'] as const)('an application its candidate withdrew, on %s', (kind) => {
  it('is never sent once withdrawn while its delivery waits to be tried again: stopped, and Retry says why', async () => {
    // The next try is ten minutes away, so the withdrawal, not a worker, is what stops it.
    const { app, config, logLines } = await siteOf('greenhouse', {
      OUTBOX_RETRY_MS: '600000',
      ...(await databaseEnvFor(kind, cleanups)),
    });
    ats.answerNext('greenhouse', scripted.unavailable());
    const { email, id, browser } = await applyTo(app, GREENHOUSE_JOB);
    await eventually(async () => (await recruiterView(app, id)).delivery?.attempts === 1, 30_000, 'one attempt');
    expect((await recruiterView(app, id)).delivery?.state).toBe('pending');

    expect((await browser.post(`/api/me/applications/${id}/withdraw`)).status).toBe(200);
    expect((await recruiterView(app, id)).delivery).toMatchObject({
      state: 'stopped',
      lastError: WITHDRAWN_BEFORE_DELIVERY,
    });
    const recruiter = await sessionCookieFor(app, RECRUITER);
    // The inbox's delivery filter finds it stopped, not among the failed ones a recruiter retries.
    const listed = (state: string) => listedUnder(app, recruiter, state);
    expect(await listed('stopped')).toEqual([[id, 'stopped']]);
    expect([await listed('failed'), await listed('pending'), await listed('delivered')]).toEqual([[], [], []]);
    const inbox = visibleHtml((await request(app).get('/recruiter?delivery=stopped').set('Cookie', recruiter)).text);
    expect(inbox).toMatch(/<option value="stopped" selected="">Stopped<\/option>/);
    expect(inbox).toContain(`/recruiter/applications/${id}`);
    expect(inbox).toContain('class="delivery-badge delivery-stopped">Stopped</span>');
    const retried = await request(app)
      .post(`/api/recruiter/applications/${id}/delivery/retry`)
      .set('Cookie', recruiter);
    expect([retried.status, retried.body.error?.code]).toEqual([409, 'withdrawn']);
    const page = visibleHtml((await request(app).get(`/recruiter/applications/${id}`).set('Cookie', recruiter)).text);
    expect(page).toContain(
      'Stopped</span> The candidate withdrew the application before Greenhouse accepted it: it is not tried again.',
    );
    expect(page).not.toContain('Retry delivery');
    // The page's Retry, clicked on a page opened before the withdrawal.
    const clicked = await retryOnPage(app, id, recruiter).expect(409);
    expect(visibleHtml(clicked.text)).toContain('Nothing to retry: the candidate withdrew this application');
    expect(receivedFrom(email).map((post) => post.status)).toEqual([503]);

    // A Retry that read the application just before the withdrawal and wrote just after it leaves
    // the row due again (retryDelivery): still stopped, never listed as pending, and the worker
    // that takes it cancels it before it posts, logged as information, not as a failure.
    const { db } = await openDatabase(config, silentLogger);
    await db
      .updateTable('outbox')
      .set({ gave_up_at: null, next_attempt_at: Date.now() })
      .where('application_id', '=', id)
      .execute();
    await db.destroy();
    expect((await recruiterView(app, id)).delivery?.state).toBe('stopped');
    expect([await listed('stopped'), await listed('pending')]).toEqual([[[id, 'stopped']], []]);
    const logged = (message: string) => logLines.filter((line) => line.msg === message);
    await eventually(() => logged('delivery cancelled').length === 1, 10_000, 'the worker cancels it');
    expect(logged('delivery cancelled')[0]).toMatchObject({ level: 30, reason: WITHDRAWN_BEFORE_DELIVERY });
    expect(logged('delivery failed; given up')).toEqual([]);
    expect((await recruiterView(app, id)).delivery).toMatchObject({ state: 'stopped', attempts: 1 });
    expect(receivedFrom(email).map((post) => post.status)).toEqual([503]);
  });

  it('once delivered, stays delivered, and the page asks the recruiter to withdraw it in the ATS too', async () => {
    const { app } = await siteOf('greenhouse', await databaseEnvFor(kind, cleanups));
    const { id, browser } = await applyTo(app, GREENHOUSE_JOB);
    await eventually(async () => (await recruiterView(app, id)).delivery?.state === 'delivered', 30_000, 'delivered');
    expect((await browser.post(`/api/me/applications/${id}/withdraw`)).status).toBe(200);

    expect((await recruiterView(app, id)).delivery).toMatchObject({ state: 'delivered', lastError: null });
    const recruiter = await sessionCookieFor(app, RECRUITER);
    expect(await listedUnder(app, recruiter, 'delivered')).toEqual([[id, 'delivered']]);
    expect(await listedUnder(app, recruiter, 'stopped')).toEqual([]);
    const page = visibleHtml((await request(app).get(`/recruiter/applications/${id}`).set('Cookie', recruiter)).text);
    expect(page).toContain('The candidate withdrew it since: withdraw or reject it in Greenhouse too.');
  });
});

describe('a delivery pending when the key is removed', () => {
  it('fails with that reason at the next start, instead of posting without a key, and is retried once it is back', async () => {
    const dataDir = freshDataDir();
    const first = await siteOf('greenhouse', { DATA_DIR: dataDir });
    ats.answerNext('greenhouse', ...Array.from({ length: 1_000 }, scripted.unavailable));
    const { email, id } = await applyTo(first.app, GREENHOUSE_JOB);
    await eventually(() => receivedFrom(email).length > 0, 30_000, 'a first attempt');
    await first.app.close();
    ats.clearScript('greenhouse');

    const keyless = await siteOf('greenhouse', { DATA_DIR: dataDir, GREENHOUSE_API_KEY: '' });
    await eventually(async () => (await recruiterView(keyless.app, id)).delivery?.state === 'failed', 30_000, 'failed');
    expect((await recruiterView(keyless.app, id)).delivery?.lastError).toBe(
      'GREENHOUSE_API_KEY is not set (or JOBS_SOURCE is no longer greenhouse): set it, then retry',
    );
    const attempts = receivedFrom(email).length;
    await keyless.app.close();

    const keyed = await siteOf('greenhouse', { DATA_DIR: dataDir });
    const recruiter = await sessionCookieFor(keyed.app, RECRUITER);
    await request(keyed.app)
      .post(`/api/recruiter/applications/${id}/delivery/retry`)
      .set('Cookie', recruiter)
      .expect(200);
    await eventually(
      async () => (await recruiterView(keyed.app, id)).delivery?.state === 'delivered',
      30_000,
      'delivered',
    );
    expect(
      receivedFrom(email)
        .slice(attempts)
        .map((post) => post.status),
    ).toEqual([200]);
  });
});

describe("the recruiter's pages, without JavaScript", () => {
  it('list a failed delivery under its filter, show why on its page, and retry it with a form post', async () => {
    const { app } = await siteOf('greenhouse');
    ats.answerNext('greenhouse', scripted.greenhouseBadKey());
    const { email, id } = await applyTo(app, GREENHOUSE_JOB);
    await eventually(async () => (await recruiterView(app, id)).delivery?.state === 'failed', 30_000, 'failed');
    const recruiter = await sessionCookieFor(app, RECRUITER);

    const inbox = visibleHtml(
      (await request(app).get('/recruiter?delivery=failed').set('Cookie', recruiter).expect(200)).text,
    );
    expect(inbox).toContain('Delivery to Greenhouse');
    expect(inbox).toMatch(/<select name="delivery"[^>]*>.*<option value="failed" selected="">Failed<\/option>/s);
    expect(inbox).toContain(`/recruiter/applications/${id}`);
    expect(inbox).toContain('class="delivery-badge delivery-failed">Failed</span>');
    const none = visibleHtml(
      (await request(app).get('/recruiter?delivery=delivered').set('Cookie', recruiter).expect(200)).text,
    );
    expect(none).not.toContain(`/recruiter/applications/${id}`);
    const refused = await request(app).get('/recruiter?delivery=lost').set('Cookie', recruiter).expect(400);
    expect(visibleHtml(refused.text)).toContain('must be one of pending, delivered, failed, stopped');

    const page = visibleHtml(
      (await request(app).get(`/recruiter/applications/${id}`).set('Cookie', recruiter).expect(200)).text,
    );
    expect(page).toContain('Delivery to Greenhouse');
    expect(page).toContain('Given up after 1 attempt; it is not tried again until you retry.');
    expect(page).toContain('Last error: <span>Greenhouse answered 401: Failed to save person</span>');
    expect(page).toContain('<input type="hidden" name="intent" value="retry-delivery"/>');
    for (const html of [inbox, page, visibleHtml(refused.text)]) expect(await htmlProblemsOf(html)).toEqual([]);

    const retried = await retryOnPage(app, id, recruiter).expect(303);
    expect(retried.headers.location).toBe(`/recruiter/applications/${id}?done=retry-delivery`);
    await eventually(async () => (await recruiterView(app, id)).delivery?.state === 'delivered', 30_000, 'delivered');
    expect(receivedFrom(email).map((post) => post.status)).toEqual([401, 200]);
    const done = visibleHtml(
      (await request(app).get(retried.headers.location!).set('Cookie', recruiter).expect(200)).text,
    );
    expect(done).toContain('class="delivery-badge delivery-delivered">Delivered</span>');
    expect(done).not.toContain('name="intent" value="retry-delivery"');
    // Delivered: nothing left to retry, and the page says so.
    const late = await retryOnPage(app, id, recruiter).expect(409);
    expect(visibleHtml(late.text)).toContain('Nothing to retry');
  });
});

describe('delivery into Lever', () => {
  it('comes back after a 429 when Retry-After says, then records the applicationId', async () => {
    const { app } = await siteOf('lever');
    ats.answerNext('lever', scripted.leverTooMany(1));
    const { email, id } = await applyTo(app, LEVER_POSTING);
    await eventually(async () => (await recruiterView(app, id)).delivery?.state === 'delivered', 30_000, 'delivered');
    const posts = receivedFrom(email);
    expect(posts.map((post) => post.status)).toEqual([429, 200]);
    // Not before the second Retry-After asked for.
    expect(posts[1]!.at - posts[0]!.at).toBeGreaterThanOrEqual(1_000);
    expect(posts[1]!.fields).toMatchObject({
      name: `${validAnswers.contact.firstName} ${validAnswers.contact.lastName}`,
      email,
      phone: validAnswers.contact.mobileNo,
      'consent[store]': 'true',
    });
    expect(posts[1]!.resume?.bytes).toEqual(pdfOfSize());
    const { delivery } = await recruiterView(app, id);
    expect(delivery).toMatchObject({ ats: 'lever', state: 'delivered', atsId: expect.stringMatching(/^lever-\d+$/) });
  });

  it('is delivered once from a slow Lever, the answer waited for', async () => {
    const { app } = await siteOf('lever', { OUTBOX_LEASE_MS: '20000' });
    ats.slow(1_500);
    try {
      const { email, id } = await applyTo(app, LEVER_POSTING);
      await eventually(async () => (await recruiterView(app, id)).delivery?.state === 'delivered', 30_000, 'delivered');
      expect(receivedFrom(email).map((post) => post.status)).toEqual([200]);
    } finally {
      ats.slow(0);
    }
  });
});
