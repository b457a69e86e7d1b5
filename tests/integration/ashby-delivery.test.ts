import type { Express } from 'express';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { pdfOfSize, validAnswers } from '../support/application-answers';
import { ashbyApplicationForm, scripted, useAtsFakes } from '../support/ats-apply-upstream';
import { applyWithJobAnswers, atsDeliverySite, DELIVERY_RECRUITER } from '../support/ats-delivery-site';
import { ashbyJob } from '../support/ats-upstream';
import { candidate, uniqueEmail } from '../support/candidate-browser';
import { quietPeriod } from '../support/quiet-period';
import { recruiterView, untilDeliveryIs } from '../support/recruiter-view';
import { closeAppsOfTest } from '../support/test-app';

// Applications to an Ashby board's jobs, made here with ASHBY_API_KEY and delivered into Ashby's
// API: the board's jobs from the feeds' fake (tests/support/ats-upstream.ts), each job's form and
// the submissions at the apply fake (tests/support/ats-apply-upstream.ts), which checks each
// submission against the job's form and the key, as Ashby does.

const KEY = 'ashby-key-of-the-delivery-tests';
const JOB = 'e2e37ed8-3c2a-4b9b-9d3a-4f0d1b3c7a11';
const BOOLEAN = '6dd7d493-5687-4ffd-b7f3-ee9fd8f87b04';
const MULTI = 'c4f6a1de-9f1e-4f0a-8a6b-7e2d3c4b5a69';
const NUMBER = '3a9e7c21-5d4b-4f6a-9e8d-2c1b0a9f8e7d';
/** Answers to the job's questions, as the wizard's questions step saves them. */
const jobAnswers = {
  ashby_overall_recommendation: 'strong_hire',
  ashby_detailed_feedback: 'I built the warehouse of a clinic chain.',
  [`ashby_${BOOLEAN}`]: 'true',
  [`ashby_${MULTI}`]: ['dbt', 'airflow'],
  [`ashby_${NUMBER}`]: '6',
};

const cleanups: (() => Promise<void>)[] = [];
afterAll(() => Promise.all(cleanups.map((cleanup) => cleanup())));
afterEach(closeAppsOfTest);

const fakes = useAtsFakes({ greenhouse: 'unused-greenhouse-key', lever: 'unused-lever-key', ashby: KEY }, (feeds) =>
  feeds.setAshbyJobs([ashbyJob(JOB, { title: 'Data Engineer' })]),
);

async function ashbySite(kind: 'SQLite' | 'Postgres', apiKey = KEY) {
  fakes.ats.setAshbyForm(JOB, ashbyApplicationForm());
  const env = { JOBS_SOURCE: 'ashby:medinest', ASHBY_API_URL: fakes.ats.url, ASHBY_API_KEY: apiKey };
  return (await atsDeliverySite(kind, env, cleanups)).app;
}

/** A signed-in candidate who answered every step and the job's questions, landed by `?utm_source=naukri`. */
const applyToTheJob = (app: Express) =>
  applyWithJobAnswers(app, JOB, jobAnswers, {
    asked: ['Are you able to work in the UK without sponsorship?'],
    // Answered from the contact step, not asked again.
    notAsked: ['Where are you based'],
  });

/** The field submissions of an application the fake received, by path. */
const submittedValues = (fields: Record<string, string | string[]>) =>
  Object.fromEntries(
    (
      JSON.parse(String(fields.applicationForm)) as { fieldSubmissions: { path: string; value: unknown }[] }
    ).fieldSubmissions.map(({ path, value }) => [path, value]),
  );

describe.each(['SQLite', 'Postgres'] as const)('applications delivered into Ashby, on %s', (kind) => {
  it("reach the job once, past a 503 and Ashby's rate limit, every field as its type takes it; the form's id in the inbox", async () => {
    const app = await ashbySite(kind);
    const { browser, email } = await applyToTheJob(app);
    fakes.ats.answerNext('ashby', scripted.unavailable(), {
      status: 200,
      body: { success: false, errorInfo: { code: 'rate_limit_exceeded', message: 'Try again shortly.' } },
    });
    const submitted = await browser.post('/api/application/submit');
    expect(submitted.status, submitted.text).toBe(201);
    const id = submitted.body.data.id as string;
    await untilDeliveryIs(app, DELIVERY_RECRUITER, id, 'delivered');

    const posts = fakes.ats.received.filter(
      (post) => post.ats === 'ashby' && submittedValues(post.fields)._systemfield_email === email,
    );
    expect(posts.map((post) => [post.status, post.accepted])).toEqual([
      [503, false],
      [200, false],
      [200, true],
    ]);
    const accepted = posts[2]!;
    expect(accepted.fields.jobPostingId).toBe(JOB);
    expect(submittedValues(accepted.fields)).toEqual({
      _systemfield_name: `${validAnswers.contact.firstName} ${validAnswers.contact.lastName}`,
      _systemfield_email: email,
      _systemfield_resume: 'resume',
      '00415714-75f3-49b9-b856-ac674fd5ce8b': {
        city: validAnswers.contact.city,
        region: validAnswers.contact.state,
        country: validAnswers.contact.country,
      },
      overall_recommendation: 'strong_hire',
      detailed_feedback: { type: 'PlainText', value: jobAnswers.ashby_detailed_feedback },
      [BOOLEAN]: true,
      [MULTI]: ['dbt', 'airflow'],
      [NUMBER]: 6,
    });
    expect(JSON.parse(String(accepted.fields.utmData))).toEqual({ utm_source: 'naukri' });
    expect(accepted.resume).toEqual({ name: 'resume.pdf', type: 'application/pdf', bytes: pdfOfSize() });

    const view = await recruiterView(app, DELIVERY_RECRUITER, id);
    expect(view.delivery).toMatchObject({
      ats: 'ashby',
      state: 'delivered',
      atsId: `ashby-form-${fakes.ats.received.indexOf(accepted) + 1}`,
      attempts: 3,
      lastError: null,
    });
    await quietPeriod(300);
    expect(
      fakes.ats.received.filter(
        (post) => post.ats === 'ashby' && submittedValues(post.fields)._systemfield_email === email,
      ),
    ).toHaveLength(3);
  });

  it("stops at a form Ashby refuses, with Ashby's words for the recruiter, and never posts it again by itself", async () => {
    const app = await ashbySite(kind);
    const { browser, email } = await applyToTheJob(app);
    fakes.ats.answerNext('ashby', {
      status: 200,
      body: { success: false, errorInfo: { code: 'invalid_input', message: 'Missing required fields: Name' } },
    });
    const id = (await browser.post('/api/application/submit')).body.data.id as string;
    await untilDeliveryIs(app, DELIVERY_RECRUITER, id, 'failed');
    expect((await recruiterView(app, DELIVERY_RECRUITER, id)).delivery?.lastError).toBe(
      'Ashby refused the application: invalid_input: Missing required fields: Name',
    );
    await quietPeriod(300);
    expect(
      fakes.ats.received.filter(
        (post) => post.ats === 'ashby' && submittedValues(post.fields)._systemfield_email === email,
      ),
    ).toHaveLength(1);
  });
});

describe('an Ashby key that Ashby refuses', () => {
  it('asks no job questions (the form cannot be read), and each delivery fails with the 403 for the recruiter', async () => {
    const app = await ashbySite('SQLite', 'a-key-ashby-does-not-know');
    const browser = candidate(app);
    expect((await browser.post(`/joblistings/${JOB}`)).status).toBe(303);
    const email = uniqueEmail();
    await browser.signIn(email);
    await browser.fillEverything({ contact: { ...validAnswers.contact, email } });
    const id = (await browser.post('/api/application/submit')).body.data.id as string;
    await untilDeliveryIs(app, DELIVERY_RECRUITER, id, 'failed');
    expect((await recruiterView(app, DELIVERY_RECRUITER, id)).delivery?.lastError).toBe(
      'Ashby answered 403: unauthorized: Invalid API key',
    );
  });
});

describe('an Ashby job whose form requires what this site cannot ask', () => {
  it("sends Apply to Ashby's own form, the draft not moved to the job", async () => {
    const app = await ashbySite('SQLite');
    const form = ashbyApplicationForm();
    form.results.applicationFormDefinition.sections[0]!.fields.push({
      isRequired: true,
      descriptionHtml: null,
      field: { path: 'cover_letter', type: 'File', title: 'Cover letter', selectableValues: null },
    } as never);
    fakes.ats.setAshbyForm(JOB, form);
    const browser = candidate(app);
    await browser.signIn(uniqueEmail());
    const applied = await browser.post(`/joblistings/${JOB}`);
    expect(applied.status).toBe(303);
    expect(applied.headers.location).toBe(`https://jobs.ashbyhq.com/medinest/${JOB}/application`);
    expect((await browser.get('/api/application/draft')).body.data.job).toBeUndefined();
  });
});
