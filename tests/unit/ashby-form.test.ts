import { describe, expect, it } from 'vitest';
import { ashbyForm } from '../../server/ats-delivery/ats-payload';
import { readAshbyAnswer } from '../../server/ats-delivery/ats-answers';
import { type AshbyFormField, ashbyFormFields, ashbyJobForm } from '../../server/jobs/ashby-form';
import { failureOf } from '../support/failure-of';
import { pdfOfSize } from '../support/application-answers';
import { ashaRao } from '../support/delivery-inputs';
import { ashbyApplicationForm } from '../support/ats-apply-upstream';
import { silentLogger } from '../support/test-database';

const fields = ashbyFormFields(ashbyApplicationForm(), silentLogger, 'e2e37ed8');
const LOCATION = '00415714-75f3-49b9-b856-ac674fd5ce8b';
const BOOLEAN = '6dd7d493-5687-4ffd-b7f3-ee9fd8f87b04';
const MULTI = 'c4f6a1de-9f1e-4f0a-8a6b-7e2d3c4b5a69';
const NUMBER = '3a9e7c21-5d4b-4f6a-9e8d-2c1b0a9f8e7d';

const answer = (status: number, body: unknown) => ({ status, body: JSON.stringify(body), retryAfter: null });

describe("an Ashby job posting's application form", () => {
  it('asks what our steps do not: not the name, email or resume, nor a location (the contact step says it) or a score', () => {
    expect(ashbyJobForm(fields).questions.map(({ name, kind, required }) => ({ name, kind, required }))).toEqual([
      { name: 'ashby_overall_recommendation', kind: 'single', required: true },
      { name: 'ashby_detailed_feedback', kind: 'textarea', required: false },
      { name: `ashby_${BOOLEAN}`, kind: 'single', required: true },
      { name: `ashby_${MULTI}`, kind: 'multi', required: false },
      { name: `ashby_${NUMBER}`, kind: 'text', required: false },
    ]);
    expect(ashbyJobForm(fields).questions[0]?.options).toEqual([
      { label: 'Strong Hire', value: 'strong_hire' },
      { label: 'Hire', value: 'hire' },
      { label: 'No Hire', value: 'no_hire' },
    ]);
  });

  it('names the required fields it cannot ask (a file besides the resume, a score), and only those', () => {
    expect(ashbyJobForm(fields).unasked).toEqual([]);
    const required = (type: string, title: string, path: string): AshbyFormField => ({
      path,
      type,
      title,
      isRequired: true,
      selectableValues: [],
      descriptionHtml: '',
    });
    const withMore = [
      ...fields,
      required('File', 'Cover letter', 'cover_letter'),
      required('Score', 'Coding exercise', 'exercise'),
      { ...required('File', 'Portfolio', 'portfolio'), isRequired: false },
      required('ValueSelect', 'Shift', 'shift'),
    ];
    expect(ashbyJobForm(withMore).unasked).toEqual(['Cover letter', 'Coding exercise', 'Shift']);
  });

  it('is submitted with every field the application answers, each as its type takes it, the resume as the part its field names', async () => {
    const form = ashbyForm(
      {
        candidate: ashaRao,
        resume: { fileName: 'Asha Rao CV.pdf', content: pdfOfSize(2_048) },
        answers: {
          ashby_overall_recommendation: 'hire',
          ashby_detailed_feedback: 'Ten years of pipelines.',
          [`ashby_${BOOLEAN}`]: 'false',
          [`ashby_${MULTI}`]: ['dbt', 'spark'],
          [`ashby_${NUMBER}`]: '7',
        },
        source: { utm_source: 'naukri', utm_campaign: 'spring', ref: 'fair' },
      },
      'e2e37ed8',
      fields,
    );
    expect(form.get('jobPostingId')).toBe('e2e37ed8');
    expect(JSON.parse(String(form.get('applicationForm')))).toEqual({
      fieldSubmissions: [
        { path: '_systemfield_name', value: 'Asha Rao' },
        { path: '_systemfield_email', value: 'asha@example.com' },
        { path: '_systemfield_resume', value: 'resume' },
        { path: LOCATION, value: { city: 'Pune', region: 'Maharashtra', country: 'India' } },
        { path: 'overall_recommendation', value: 'hire' },
        { path: 'detailed_feedback', value: { type: 'PlainText', value: 'Ten years of pipelines.' } },
        { path: BOOLEAN, value: false },
        { path: MULTI, value: ['dbt', 'spark'] },
        { path: NUMBER, value: 7 },
      ],
    });
    const resume = form.get('resume') as File;
    expect([resume.name, resume.type, resume.size]).toEqual(['Asha Rao CV.pdf', 'application/pdf', 2_048]);
    expect(JSON.parse(String(form.get('utmData')))).toEqual({ utm_source: 'naukri', utm_campaign: 'spring' });
  });
});

describe('an Ashby number not written as one', () => {
  it('is left out rather than sent as null; one with spaces or commas is read', () => {
    const submitted = (answer: string) =>
      JSON.parse(
        String(
          ashbyForm({ candidate: ashaRao, resume: null, answers: { [`ashby_${NUMBER}`]: answer } }, 'job', fields).get(
            'applicationForm',
          ),
        ),
      ).fieldSubmissions.find((entry: { path: string }) => entry.path === NUMBER);
    expect(submitted('about five')).toBeUndefined();
    expect(submitted('1,000')).toEqual({ path: NUMBER, value: 1000 });
  });
});

describe("reading Ashby's answer", () => {
  it("records the submitted form's id of a success", () => {
    const success = {
      success: true,
      results: { submittedFormInstance: { id: 'f1' }, formMessages: { blocked: false } },
    };
    expect(readAshbyAnswer(answer(200, success))).toEqual({ receipt: 'f1' });
  });

  it('stops at a refused form (HTTP 200, success false), a blocked one, and a key refused (401, 403)', () => {
    const refused = {
      success: false,
      errors: ['invalid_input'],
      errorInfo: { code: 'invalid_input', message: 'Request payload is malformed', requestId: '01J' },
    };
    expect(failureOf(() => readAshbyAnswer(answer(200, refused)))).toMatchObject({
      permanent: true,
      message: 'Ashby refused the application: invalid_input: Request payload is malformed',
    });
    const blocked = {
      success: true,
      results: { submittedFormInstance: { id: 'f2' }, formMessages: { blocked: true } },
    };
    expect(failureOf(() => readAshbyAnswer(answer(200, blocked)))).toMatchObject({ permanent: true });
    for (const status of [401, 403]) {
      expect(
        failureOf(() =>
          readAshbyAnswer(answer(status, { success: false, errorInfo: { code: 'missing_endpoint_permission' } })),
        ),
      ).toMatchObject({
        permanent: true,
        message: `Ashby answered ${status}: missing_endpoint_permission`,
      });
    }
  });

  it('tries a rate limit and a 5xx again', () => {
    const limited = { success: false, errorInfo: { code: 'rate_limit_exceeded', message: 'Try again in 60 seconds.' } };
    expect(failureOf(() => readAshbyAnswer(answer(200, limited)))).toMatchObject({ permanent: false });
    expect(failureOf(() => readAshbyAnswer(answer(503, 'down')))).toMatchObject({ permanent: false });
    expect(failureOf(() => readAshbyAnswer(answer(429, {})))).toMatchObject({ permanent: false });
  });
});
