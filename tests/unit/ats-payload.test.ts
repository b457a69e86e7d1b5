import { describe, expect, it } from 'vitest';
import { type DeliveryInputs, greenhouseForm, leverForm, recruiteeForm } from '../../server/ats-delivery/ats-payload';
import { pdfOfSize } from '../support/application-answers';

const resume = { fileName: 'Asha Rao CV.pdf', content: pdfOfSize(2_048) };
const inputs: DeliveryInputs = {
  candidate: { firstName: 'Asha', lastName: 'Rao', email: 'asha@example.com', phone: '+919876543210' },
  resume,
};

/** The form's parts as lists of values by name, files as { name, type, bytes }. */
async function partsOf(form: FormData) {
  const parts: Record<string, unknown[]> = {};
  for (const [name, value] of form.entries()) {
    const part =
      typeof value === 'string'
        ? value
        : { name: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) };
    (parts[name] ??= []).push(part);
  }
  return parts;
}

describe('the Greenhouse application form', () => {
  it('carries the name, email, phone and the resume file with its name, type and bytes', async () => {
    const parts = await partsOf(greenhouseForm(inputs));
    expect(parts).toMatchObject({
      first_name: ['Asha'],
      last_name: ['Rao'],
      email: ['asha@example.com'],
      phone: ['+919876543210'],
    });
    expect(parts.resume).toEqual([{ name: 'Asha Rao CV.pdf', type: 'application/pdf', bytes: resume.content }]);
    expect(parts.mapped_url_token).toBeUndefined();
  });

  it("carries the job's question answers, each value of a multi-select as a part of its own, and gh_src as mapped_url_token", async () => {
    const parts = await partsOf(
      greenhouseForm({
        ...inputs,
        answers: { question_123: 'Five years', question_456: '789', 'question_789[]': ['1', '2'] },
        source: { gh_src: 'abc', utm_source: 'linkedin' },
      }),
    );
    expect(parts.question_123).toEqual(['Five years']);
    expect(parts.question_456).toEqual(['789']);
    expect(parts['question_789[]']).toEqual(['1', '2']);
    expect(parts.mapped_url_token).toEqual(['abc']);
  });

  it('never lets an answer replace a field it sets itself, nor sends a name Greenhouse could not have asked', async () => {
    const parts = await partsOf(
      greenhouseForm({ ...inputs, answers: { email: 'someone@else.example', 'bad name': 'x', 'question_1[0]': 'y' } }),
    );
    expect(parts.email).toEqual(['asha@example.com']);
    expect(Object.keys(parts)).not.toContain('bad name');
    expect(Object.keys(parts)).not.toContain('question_1[0]');
  });

  it('leaves out an empty phone and a missing resume', async () => {
    const parts = await partsOf(
      greenhouseForm({ ...inputs, candidate: { ...inputs.candidate, phone: '' }, resume: null }),
    );
    expect(parts.phone).toBeUndefined();
    expect(parts.resume).toBeUndefined();
  });
});

describe('the Lever application form', () => {
  it('carries the name, email, phone, resume, the consent to store it, and the utm source', async () => {
    const parts = await partsOf(leverForm({ ...inputs, source: { utm_source: 'linkedin', gh_src: 'abc' } }));
    expect(parts).toMatchObject({
      name: ['Asha Rao'],
      email: ['asha@example.com'],
      phone: ['+919876543210'],
      source: ['linkedin'],
      'consent[store]': ['true'],
    });
    expect(parts.resume).toEqual([{ name: 'Asha Rao CV.pdf', type: 'application/pdf', bytes: resume.content }]);
    expect(parts.mapped_url_token).toBeUndefined();
  });

  it('takes ref as the source without a utm_source, and sends no source without either', async () => {
    expect((await partsOf(leverForm({ ...inputs, source: { ref: 'careers-fair' } }))).source).toEqual(['careers-fair']);
    expect((await partsOf(leverForm(inputs))).source).toBeUndefined();
  });
});

describe('the Recruitee application form', () => {
  it("carries the candidate's name, email, phone, CV and referrer, and each answer in its question's attribute", async () => {
    const answers = {
      content_2486351: '4 years',
      content_2618364: '3779533',
      multi_content_2070268: ['2901176', '2901178'],
      flag_1941720: 'false',
      // Not a Recruitee question's name: left out.
      question_1: 'x',
    };
    const parts = await partsOf(recruiteeForm({ ...inputs, answers, source: { utm_source: 'naukri' } }));
    const answer = (index: number) => `candidate[open_question_answers_attributes][${index}]`;
    expect(parts).toEqual({
      'candidate[name]': ['Asha Rao'],
      'candidate[email]': ['asha@example.com'],
      'candidate[phone]': ['+919876543210'],
      'candidate[cv]': [{ name: 'Asha Rao CV.pdf', type: 'application/pdf', bytes: resume.content }],
      'candidate[referrer]': ['naukri'],
      [`${answer(0)}[open_question_id]`]: ['2486351'],
      [`${answer(0)}[content]`]: ['4 years'],
      [`${answer(1)}[open_question_id]`]: ['2618364'],
      [`${answer(1)}[content]`]: ['3779533'],
      [`${answer(2)}[open_question_id]`]: ['2070268'],
      [`${answer(2)}[multi_content][]`]: ['2901176', '2901178'],
      [`${answer(3)}[open_question_id]`]: ['1941720'],
      [`${answer(3)}[flag]`]: ['false'],
    });
  });

  it('leaves out a phone and a referrer the candidate did not give', async () => {
    const parts = await partsOf(recruiteeForm({ ...inputs, candidate: { ...inputs.candidate, phone: '' } }));
    expect(parts['candidate[phone]']).toBeUndefined();
    expect(parts['candidate[referrer]']).toBeUndefined();
  });
});
