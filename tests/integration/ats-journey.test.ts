import request from 'supertest';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { readEnvironment } from '../../server/config';
import { openJobsService } from '../../server/jobs/open-jobs-service';
import { pdfOfSize, validAnswers } from '../support/application-answers';
import { scripted, useAtsFakes } from '../support/ats-apply-upstream';
import { CLEO_JOB, cleoAnswers, greenhouseJobQuestions } from '../support/ats-board-fixtures';
import { greenhouseJob, leverPosting } from '../support/ats-upstream';
import { emulatorHost } from '../support/auth-emulator';
import { CANDIDATE_HOST, candidate, uniqueEmail } from '../support/candidate-browser';
import { eventually } from '../support/eventually';
import { quietPeriod } from '../support/quiet-period';
import { recruiterView, untilDeliveryIs } from '../support/recruiter-view';
import { closeAppsOfTest, createTestApp, freshDataDir, startTestApps } from '../support/test-app';
import { databaseEnvFor, silentLogger } from '../support/test-database';

// The ATS journey end to end: a candidate lands on a Greenhouse (or Lever) job's page by a
// tagged link, applies here, and the application reaches the ATS once, past its first refusal,
// recorded delivered. The feeds and the job's questions come from the feeds' fake
// (tests/support/ats-upstream.ts), the applications go to the ATS's fake
// (tests/support/ats-apply-upstream.ts), which answers every GET as the feeds' fake does: the
// site has one API URL per ATS.

const KEYS = { greenhouse: 'gh-board-key-of-the-journey-01234', lever: 'lever-postings-key-of-the-journey' };
const RECRUITER = 'recruiter-journey@medinest.example';
const LEVER_POSTING = 'd0e1a2b3-lever-journey';

const cleanups: (() => Promise<void>)[] = [];
afterAll(() => Promise.all(cleanups.map((cleanup) => cleanup())));
afterEach(closeAppsOfTest);

const fakes = useAtsFakes(KEYS, (feeds) => {
  feeds.setGreenhouseJobs([greenhouseJob(Number(CLEO_JOB), { title: 'Senior Backend Ruby Engineer' })]);
  feeds.setGreenhouseQuestions(greenhouseJobQuestions());
  feeds.setLeverPostings([leverPosting(LEVER_POSTING, { text: 'Platform Engineer' })]);
});

/**
 * The site on `greenhouse:cleoai` or `lever:medinest` with the board's key, a fast outbox, on
 * `kind`'s database; its job pages count their renders (`renders()`): a page answered from the
 * page cache is not rendered again.
 */
async function siteOf(board: 'greenhouse' | 'lever', kind: 'SQLite' | 'Postgres') {
  startTestApps();
  const upper = board.toUpperCase();
  const env = {
    NODE_ENV: 'test',
    DATA_DIR: freshDataDir(),
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
    JOBS_SOURCE: board === 'greenhouse' ? 'greenhouse:cleoai' : 'lever:medinest',
    [`${upper}_API_URL`]: fakes.ats.url,
    [`${upper}_API_KEY`]: KEYS[board],
    RECRUITER_EMAILS: RECRUITER,
    OUTBOX_POLL_MS: '50',
    OUTBOX_RETRY_MS: '50',
    ...(await databaseEnvFor(kind, cleanups)),
  };
  // The same jobs the site reads (its own service over the same feed), counted as the job page asks.
  const jobs = await openJobsService(readEnvironment(env), silentLogger);
  let renders = 0;
  const getJob = (id: string) => {
    renders++;
    return jobs.get(id);
  };
  const { app } = await createTestApp({ env, pageData: { getJob } });
  return { app, renders: () => renders };
}

/** The `careers.source` Set-Cookie of an answer, or undefined. */
const sourceCookieOf = (response: request.Response) =>
  ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((cookie) => cookie.startsWith('careers.source='));

/**
 * The job's page, visited before by someone else (rendered and kept), then landed on by a
 * candidate through `?tags`: answered from the page cache (no render, the same page and ETag),
 * with a cookie that keeps the tags; it offers Apply here.
 */
async function landOnCachedJobPage(site: Awaited<ReturnType<typeof siteOf>>, jobId: string, tags: string) {
  // Earlier visitors, until one is answered from the cache: the first page after a start is
  // rendered against the data version before the feed's first load, so it is rendered once more.
  const visit = () => request(site.app).get(`/joblistings/${jobId}`).set('Host', CANDIDATE_HOST).expect(200);
  let earlier = await visit();
  let rendered = site.renders();
  await eventually(
    async () => {
      earlier = await visit();
      const cached = site.renders() === rendered;
      rendered = site.renders();
      return cached;
    },
    10_000,
    'the job page kept in the page cache',
  );
  const browser = candidate(site.app);
  const landing = await browser.get(`/joblistings/${jobId}?${tags}`);
  expect(landing.status).toBe(200);
  expect(site.renders()).toBe(rendered);
  expect(landing.text).toBe(earlier.text);
  expect(landing.headers.etag).toBe(earlier.headers.etag);
  expect(landing.headers['cache-control']).toBe(earlier.headers['cache-control']);
  expect(sourceCookieOf(landing)).toMatch(new RegExp(`^careers\\.source=${tags};`));
  expect(landing.text).toContain(`action="/joblistings/${jobId}"`);
  return browser;
}

describe.each(['SQLite', 'Postgres'] as const)('a candidate from a tagged job page into the ATS, on %s', (kind) => {
  it('a candidate landing on a Greenhouse job by ?gh_src=abc applies here with its questions; Greenhouse holds it once, past a 200 with an error', async () => {
    const site = await siteOf('greenhouse', kind);
    const { app } = site;
    const browser = await landOnCachedJobPage(site, CLEO_JOB, 'gh_src=abc');
    // Apply on the job's page, then sign in (the draft chosen before signing in becomes the account's).
    const apply = await browser.post(`/joblistings/${CLEO_JOB}`);
    expect(apply.status, apply.text).toBe(303);
    // The session this Apply started is stored before its 303 ends: the next request sees the job
    // (server/session/save-session-first.ts; tests/integration/session-saved-first.test.ts).
    expect((await browser.draft()).data.job).toMatchObject({ id: CLEO_JOB });
    const email = uniqueEmail();
    await browser.signIn(email);
    expect((await browser.draft()).data.job).toMatchObject({ id: CLEO_JOB });

    const step = await browser.get('/job-questions');
    expect(step.status).toBe(200);
    expect(step.text).toContain('Questions for this job');
    expect(step.text).toContain('name="question_24229694002[]"');
    await browser.fillEverything({ contact: { ...validAnswers.contact, email } });
    const answered = await browser.put('/api/application/draft/questions', cleoAnswers);
    expect(answered.status, answered.text).toBe(200);

    fakes.ats.answerNext('greenhouse', scripted.greenhouseErrorIn200());
    const submitted = await browser.post('/api/application/submit');
    expect(submitted.status, submitted.text).toBe(201);
    const id = submitted.body.data.id as string;
    await untilDeliveryIs(app, RECRUITER, id, 'delivered');

    const posts = fakes.ats.received.filter((post) => post.fields.email === email);
    expect(posts.map((post) => [post.status, post.accepted])).toEqual([
      [200, false],
      [200, true],
    ]);
    const accepted = posts[1]!;
    expect(accepted).toMatchObject({ ats: 'greenhouse', board: 'cleoai', jobId: CLEO_JOB });
    expect(accepted.fields).toEqual({
      first_name: validAnswers.contact.firstName,
      last_name: validAnswers.contact.lastName,
      email,
      phone: validAnswers.contact.mobileNo,
      // A multi-select's one value arrives as one part of its `[]` name, two as two.
      question_27737478002: cleoAnswers.question_27737478002,
      question_27737479002: cleoAnswers.question_27737479002,
      question_8607378002: cleoAnswers.question_8607378002,
      'question_18804072002[]': '88174211002',
      'question_24229694002[]': ['114986917002', '114986950002'],
      mapped_url_token: 'abc',
    });
    expect(accepted.resume).toEqual({ name: 'resume.pdf', type: 'application/pdf', bytes: pdfOfSize() });

    const view = await recruiterView(app, RECRUITER, id);
    // Attempts: the POSTs made, the refused one and the one that delivered it.
    expect(view.delivery).toMatchObject({ ats: 'greenhouse', state: 'delivered', attempts: 2, lastError: null });
    expect(Date.parse(String(view.delivery?.deliveredAt))).toBeGreaterThan(0);
    expect(view).toMatchObject({ source: 'abc', sourceTags: { gh_src: 'abc' } });
    // Delivered: never again, however long the outbox polls (every 50 ms here).
    await quietPeriod(300);
    expect(fakes.ats.received.filter((post) => post.fields.email === email)).toHaveLength(2);
  });

  it('a candidate landing on a Lever job by ?utm_source=linkedin applies here; Lever holds it once, past a 429, its applicationId recorded', async () => {
    const site = await siteOf('lever', kind);
    const { app } = site;
    const browser = await landOnCachedJobPage(site, LEVER_POSTING, 'utm_source=linkedin');
    const apply = await browser.post(`/joblistings/${LEVER_POSTING}`);
    expect(apply.status, apply.text).toBe(303);
    expect((await browser.draft()).data.job).toMatchObject({ id: LEVER_POSTING });
    const email = uniqueEmail();
    await browser.signIn(email);
    // Lever exposes no questions: the standard steps only.
    expect((await browser.get('/job-questions')).status).toBe(302);
    await browser.fillEverything({ contact: { ...validAnswers.contact, email } });

    fakes.ats.answerNext('lever', scripted.leverTooMany(1));
    const submitted = await browser.post('/api/application/submit');
    expect(submitted.status, submitted.text).toBe(201);
    const id = submitted.body.data.id as string;
    await untilDeliveryIs(app, RECRUITER, id, 'delivered');

    const posts = fakes.ats.received.filter((post) => post.fields.email === email);
    expect(posts.map((post) => [post.status, post.accepted])).toEqual([
      [429, false],
      [200, true],
    ]);
    const accepted = posts[1]!;
    expect(accepted).toMatchObject({ ats: 'lever', board: 'medinest', jobId: LEVER_POSTING });
    expect(accepted.fields).toMatchObject({
      name: `${validAnswers.contact.firstName} ${validAnswers.contact.lastName}`,
      email,
      phone: validAnswers.contact.mobileNo,
      source: 'linkedin',
      'consent[store]': 'true',
    });
    expect(accepted.resume?.bytes).toEqual(pdfOfSize());
    // The fake's applicationId for the n-th POST it received is `lever-n`.
    const applicationId = `lever-${fakes.ats.received.indexOf(accepted) + 1}`;
    const view = await recruiterView(app, RECRUITER, id);
    expect(view.delivery).toMatchObject({
      ats: 'lever',
      state: 'delivered',
      atsId: applicationId,
      attempts: 2,
      lastError: null,
    });
    expect(view).toMatchObject({ source: 'linkedin', sourceTags: { utm_source: 'linkedin' } });
    // Delivered: never again.
    await quietPeriod(300);
    expect(fakes.ats.received.filter((post) => post.fields.email === email)).toHaveLength(2);
  });
});
