import { describe, expect, it } from 'vitest';
import { readSmartRecruitersAnswer, readSmartRecruitersPosting } from '../../server/ats-delivery/ats-answers';
import { smartRecruitersApplication } from '../../server/ats-delivery/ats-payload';
import { smartRecruitersJobForm } from '../../server/jobs/smartrecruiters-questions';
import { smartRecruitersFieldName, smartRecruitersFieldOf } from '../../shared/application/job-questions';
import { pdfOfSize } from '../support/application-answers';
import { ashaRao } from '../support/delivery-inputs';
import { smartRecruitersConfiguration } from '../support/ats-apply-upstream';
import { failureOf } from '../support/failure-of';
import { silentLogger } from '../support/test-database';

const answer = (status: number, body: unknown, retryAfter: string | null = null) => ({
  status,
  body: JSON.stringify(body),
  retryAfter,
});

describe("a SmartRecruiters posting's screening questions", () => {
  it('are asked field by field, by type; diversity questions left to our voluntary steps; information shown with its field', () => {
    const { questions, unasked } = smartRecruitersJobForm(
      smartRecruitersConfiguration(),
      silentLogger,
      '744000133666057',
    );
    expect(unasked).toEqual([]);
    expect(questions.map(({ name, label, kind, required }) => ({ name, label, kind, required }))).toEqual([
      { name: 'sr/notice-period/notice-period', label: 'What is your notice period?', kind: 'single', required: true },
      {
        name: 'sr/languages/languages',
        label: 'Which languages do you speak at work?',
        kind: 'multi',
        required: false,
      },
      { name: 'sr/expected-salary/amount', label: 'Expected salary: Amount a year', kind: 'text', required: true },
      { name: 'sr/expected-salary/currency', label: 'Expected salary: Currency', kind: 'single', required: true },
      { name: 'sr/why-us/why-us', label: 'Why do you want to work with us?', kind: 'textarea', required: false },
      {
        name: 'sr/night-shifts/night-shifts',
        label: 'Night shifts: I can work night shifts',
        kind: 'multi',
        required: true,
      },
    ]);
    expect(questions[0]?.options).toEqual([
      { value: 'immediate', label: 'I can start at once' },
      { value: '30-days', label: '30 days' },
      { value: '60-days', label: '60 days or more' },
    ]);
    expect(questions[5]?.descriptionHtml).toBe("<p>Our clinics' labs run through the night, one week in four.</p>");
  });

  it('keep an INFORMATION with the field it belongs to, even one not asked here, and name the required ones not asked', () => {
    const { questions, unasked } = smartRecruitersJobForm(
      {
        questions: [
          {
            id: 'q',
            label: 'Your documents',
            fields: [
              { id: 'info', label: 'Upload a scan of your licence.', type: 'INFORMATION', required: false, values: [] },
              { id: 'scan', label: 'Licence', type: 'FILE', required: false, values: [] },
              { id: 'number', label: 'Licence number', type: 'INPUT_TEXT', required: true, values: [] },
              { id: 'photo', label: 'Photo', type: 'FILE', required: true, values: [] },
              { id: 'shift', label: 'Shift', type: 'SINGLE_SELECT', required: true, values: [] },
            ],
          },
        ],
      },
      silentLogger,
      '1',
    );
    expect(questions).toEqual([
      expect.objectContaining({ name: 'sr/q/number', label: 'Your documents: Licence number', descriptionHtml: '' }),
    ]);
    // The required ones not asked here are named: the job is applied for on SmartRecruiters' form.
    expect(unasked).toEqual(['Your documents: Photo', 'Your documents: Shift']);
  });

  it('are named so any ids come back whole', () => {
    const name = smartRecruitersFieldName('q/1 é', 'f%2');
    expect(smartRecruitersFieldOf(name)).toEqual({ questionId: 'q/1 é', fieldId: 'f%2' });
    expect(smartRecruitersFieldOf('question_1')).toBeUndefined();
    expect(smartRecruitersFieldOf('sr/a/b/c')).toBeUndefined();
  });
});

describe('the SmartRecruiters application', () => {
  it("carries the candidate, their place by country code, the resume in Base64, each answer in its question's record, the consent and the tags", () => {
    const resume = pdfOfSize(1_024);
    const body = smartRecruitersApplication({
      candidate: ashaRao,
      resume: { fileName: 'Asha Rao CV.pdf', content: resume },
      answers: {
        'sr/notice-period/notice-period': '30-days',
        'sr/expected-salary/amount': '1800000',
        'sr/expected-salary/currency': 'INR',
        'sr/languages/languages': ['en', 'mr'],
        ashby_x: 'not ours',
      },
      source: { utm_source: 'naukri' },
    });
    expect(body).toEqual({
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha@example.com',
      phoneNumber: '+919876543210',
      location: { city: 'Pune', region: 'Maharashtra', country: 'India', countryCode: 'IN' },
      resume: { fileName: 'Asha Rao CV.pdf', mimeType: 'application/pdf', fileContent: resume.toString('base64') },
      answers: [
        { id: 'notice-period', records: [{ fields: { 'notice-period': ['30-days'] } }] },
        { id: 'expected-salary', records: [{ fields: { amount: ['1800000'], currency: ['INR'] } }] },
        { id: 'languages', records: [{ fields: { languages: ['en', 'mr'] } }] },
      ],
      consentDecisions: { SINGLE: true },
      tags: ['utm_source:naukri'],
    });
  });

  it('leaves the place out when its country is not one SmartRecruiters can name by code', () => {
    const body = smartRecruitersApplication({
      candidate: {
        firstName: 'A',
        lastName: 'B',
        email: 'a@example.com',
        phone: '',
        location: { city: 'Atlantis', region: '', country: 'The Sea' },
      },
      resume: null,
    });
    expect(body).toEqual({
      firstName: 'A',
      lastName: 'B',
      email: 'a@example.com',
      answers: [],
      consentDecisions: { SINGLE: true },
    });
  });
});

describe("reading SmartRecruiters' answers", () => {
  it("records the candidate's id of a success", () => {
    expect(
      readSmartRecruitersAnswer(answer(200, { id: 'c1', createdOn: '2026-12-07T10:00:00Z', candidatePortalUrl: 'x' })),
    ).toEqual({ receipt: 'c1' });
  });

  it('stops at a 400 and a 401 with its code and message, and at a 2xx without the id', () => {
    const refused = {
      id: 'e1',
      code: 'DATA_VALIDATION_ERROR',
      message: 'The following screening questions are required: q1.',
    };
    expect(failureOf(() => readSmartRecruitersAnswer(answer(400, refused)))).toMatchObject({
      permanent: true,
      message:
        'SmartRecruiters answered 400: DATA_VALIDATION_ERROR: The following screening questions are required: q1.',
    });
    expect(
      failureOf(() => readSmartRecruitersAnswer(answer(401, { id: 'e2', code: 'INVALID_API_KEY_ERROR' }))),
    ).toMatchObject({
      permanent: true,
    });
    expect(failureOf(() => readSmartRecruitersAnswer(answer(200, {})))).toMatchObject({ permanent: true });
  });

  it('tries a 429 again (when Retry-After says, if it does) and a 5xx', () => {
    const now = Date.parse('2026-12-07T10:00:00Z');
    expect(failureOf(() => readSmartRecruitersAnswer(answer(429, { code: 'TRAFFIC_LOCKED' }, '2'), now))).toMatchObject(
      {
        permanent: false,
        retryAt: now + 2_000,
      },
    );
    expect(failureOf(() => readSmartRecruitersAnswer(answer(429, { code: 'TRAFFIC_LOCKED' }), now))).toMatchObject({
      permanent: false,
      retryAt: undefined,
    });
    expect(failureOf(() => readSmartRecruitersAnswer(answer(500, 'oops'), now))).toMatchObject({ permanent: false });
  });

  it("reads a posting's uuid from its detail; a posting gone stops the delivery", () => {
    expect(
      readSmartRecruitersPosting(answer(200, { id: '7', uuid: 'd33a8965-d2f9-4f5f-a7be-2f6f69d707a4' }), '7'),
    ).toEqual({
      uuid: 'd33a8965-d2f9-4f5f-a7be-2f6f69d707a4',
    });
    expect(failureOf(() => readSmartRecruitersPosting(answer(404, {}), '7'))).toMatchObject({ permanent: true });
  });
});
