import type { Express } from 'express';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { pdfOfSize, validAnswers } from '../support/application-answers';
import { scripted, smartRecruitersConfiguration, useAtsFakes } from '../support/ats-apply-upstream';
import { applyWithJobAnswers, atsDeliverySite, DELIVERY_RECRUITER } from '../support/ats-delivery-site';
import { smartRecruitersDetail, smartRecruitersPosting } from '../support/ats-upstream';
import { candidate, uniqueEmail } from '../support/candidate-browser';
import { quietPeriod } from '../support/quiet-period';
import { recruiterView, untilDeliveryIs } from '../support/recruiter-view';
import { closeAppsOfTest } from '../support/test-app';

// Applications to a SmartRecruiters company's postings, made here with SMARTRECRUITERS_API_KEY and
// delivered into its Application API: the postings from the feeds' fake
// (tests/support/ats-upstream.ts), each posting's screening questions and the applications at the
// apply fake (tests/support/ats-apply-upstream.ts), which checks each against its questions and
// the key, as SmartRecruiters does.

const KEY = 'smartrecruiters-key-of-the-delivery-tests';
const POSTING = '744000133666057';
const UUID = `uuid-${POSTING}`;
/** Answers to the posting's questions, as the wizard's questions step saves them. */
const postingAnswers = {
  'sr/notice-period/notice-period': '30-days',
  'sr/languages/languages': ['en', 'hi'],
  'sr/expected-salary/amount': '1800000',
  'sr/expected-salary/currency': 'INR',
  'sr/why-us/why-us': 'Your labs reach towns no one else does.',
  'sr/night-shifts/night-shifts': ['yes'],
};

const cleanups: (() => Promise<void>)[] = [];
afterAll(() => Promise.all(cleanups.map((cleanup) => cleanup())));
afterEach(closeAppsOfTest);

const fakes = useAtsFakes({ greenhouse: 'unused', lever: 'unused', smartrecruiters: KEY }, (feeds) =>
  feeds.setSmartRecruiters([smartRecruitersPosting(POSTING, { name: 'Lab Technician' })], {
    [POSTING]: smartRecruitersDetail(POSTING, { name: 'Lab Technician' }),
  }),
);

async function smartRecruitersSite(kind: 'SQLite' | 'Postgres') {
  fakes.ats.setSmartRecruitersConfiguration(UUID, smartRecruitersConfiguration());
  const env = {
    JOBS_SOURCE: 'smartrecruiters:Medinest',
    SMARTRECRUITERS_API_URL: fakes.ats.url,
    SMARTRECRUITERS_API_KEY: KEY,
  };
  return (await atsDeliverySite(kind, env, cleanups)).app;
}

/** A signed-in candidate who answered every step and the posting's questions, landed by `?utm_source=naukri`. */
const applyToThePosting = (app: Express) =>
  applyWithJobAnswers(app, POSTING, postingAnswers, {
    asked: ['What is your notice period?'],
    // Its diversity question is left to our own voluntary steps.
    notAsked: ['I prefer not to say'],
  });

/** The applications the fake received from `email`, with their JSON bodies and their place among all it received. */
const applicationsOf = (email: string) =>
  fakes.ats.received
    .map((post, index) => ({ ...post, index }))
    .filter((post) => post.ats === 'smartrecruiters')
    .map((post) => ({ ...post, body: JSON.parse(String(post.fields.application)) as Record<string, unknown> }))
    .filter((post) => post.body.email === email);

describe.each(['SQLite', 'Postgres'] as const)('applications delivered into SmartRecruiters, on %s', (kind) => {
  it("reach the posting once, past a 429 and a 500, every answer in its question's record; the candidate's id in the inbox", async () => {
    const app = await smartRecruitersSite(kind);
    const { browser, email } = await applyToThePosting(app);
    fakes.ats.answerNext(
      'smartrecruiters',
      { status: 429, body: { id: 'e1', code: 'TRAFFIC_LOCKED', message: 'Too many requests' } },
      { ...scripted.unavailable(), status: 500 },
    );
    const submitted = await browser.post('/api/application/submit');
    expect(submitted.status, submitted.text).toBe(201);
    const id = submitted.body.data.id as string;
    await untilDeliveryIs(app, DELIVERY_RECRUITER, id, 'delivered');

    const posts = applicationsOf(email);
    expect(posts.map((post) => post.status)).toEqual([429, 500, 200]);
    const accepted = posts[2]!;
    expect(accepted.jobId).toBe(UUID);
    expect(accepted.body).toMatchObject({
      firstName: validAnswers.contact.firstName,
      lastName: validAnswers.contact.lastName,
      email,
      phoneNumber: validAnswers.contact.mobileNo,
      consentDecisions: { SINGLE: true },
      tags: ['utm_source:naukri'],
    });
    const answers = Object.fromEntries(
      (accepted.body.answers as { id: string; records: { fields: Record<string, string[]> }[] }[]).map((answer) => [
        answer.id,
        answer.records,
      ]),
    );
    expect(answers).toEqual({
      'notice-period': [{ fields: { 'notice-period': ['30-days'] } }],
      languages: [{ fields: { languages: ['en', 'hi'] } }],
      'expected-salary': [{ fields: { amount: ['1800000'], currency: ['INR'] } }],
      'why-us': [{ fields: { 'why-us': [postingAnswers['sr/why-us/why-us']] } }],
      'night-shifts': [{ fields: { 'night-shifts': ['yes'] } }],
    });
    expect(accepted.resume).toEqual({ name: 'resume.pdf', type: 'application/pdf', bytes: pdfOfSize() });

    const view = await recruiterView(app, DELIVERY_RECRUITER, id);
    expect(view.delivery).toMatchObject({
      ats: 'smartrecruiters',
      state: 'delivered',
      // The fake's id for the n-th application it received is `sr-candidate-n`.
      atsId: `sr-candidate-${accepted.index + 1}`,
      attempts: 3,
      lastError: null,
    });
    await quietPeriod(300);
    expect(applicationsOf(email)).toHaveLength(3);
  });

  it("stops at SmartRecruiters' 400, its code and message for the recruiter, and never posts it again by itself", async () => {
    const app = await smartRecruitersSite(kind);
    const { browser, email } = await applyToThePosting(app);
    fakes.ats.answerNext('smartrecruiters', {
      status: 400,
      body: {
        id: 'e2',
        code: 'DATA_VALIDATION_ERROR',
        message: 'The following screening questions are required: notice-period.',
      },
    });
    const id = (await browser.post('/api/application/submit')).body.data.id as string;
    await untilDeliveryIs(app, DELIVERY_RECRUITER, id, 'failed');
    expect((await recruiterView(app, DELIVERY_RECRUITER, id)).delivery?.lastError).toBe(
      'SmartRecruiters answered 400: DATA_VALIDATION_ERROR: The following screening questions are required: notice-period.',
    );
    await quietPeriod(300);
    expect(applicationsOf(email)).toHaveLength(1);
  });
});

describe('a SmartRecruiters posting whose screening questions require what this site cannot ask', () => {
  it("sends Apply to SmartRecruiters' own form, the draft not moved to the posting", async () => {
    const app = await smartRecruitersSite('SQLite');
    const configuration = smartRecruitersConfiguration();
    configuration.questions.push({
      id: 'licence',
      label: 'Your nursing licence',
      fields: [{ id: 'scan', label: 'A scan of it', type: 'FILE', required: true, values: [] }],
    } as never);
    fakes.ats.setSmartRecruitersConfiguration(UUID, configuration);
    const browser = candidate(app);
    await browser.signIn(uniqueEmail());
    const applied = await browser.post(`/joblistings/${POSTING}`);
    expect(applied.status).toBe(303);
    expect(applied.headers.location).toBe(`https://jobs.smartrecruiters.com/Medinest/${POSTING}-posting?oga=true`);
    expect((await browser.get('/api/application/draft')).body.data.job).toBeUndefined();
  });
});
