import type { CandidateSource } from '../../shared/application/candidate-source';
import {
  ashbyFieldName,
  GREENHOUSE_FIELD_NAME,
  RECRUITEE_FIELD_NAME,
  smartRecruitersFieldOf,
} from '../../shared/application/job-questions';
import { countryCodeNamed } from '../../shared/company-country';
import type { AshbyFormField } from '../jobs/ashby-form';

/**
 * The application as each ATS's apply endpoint takes it (multipart/form-data, or JSON), built from plain
 * inputs: whoever stored them (the wizard's steps, the job's own questions, where the candidate
 * came from) is not this module's concern.
 */
export interface DeliveryInputs {
  candidate: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    /** Where the candidate lives, as the contact step says (Ashby's `Location`, SmartRecruiters' `location`). */
    location?: { city: string; region: string; country: string };
  };
  /** The stored PDF: its bytes go in the `resume` part with its name. */
  resume: { fileName: string; content: Buffer } | null;
  /**
   * Answers to the job's own questions, keyed by their field names (shared/application/
   * job-questions.ts): Greenhouse's (`question_123`, `question_789[]` with a list), Recruitee's
   * (`content_2486351`, `multi_content_2070268`), Ashby's (`ashby_<path>`) or SmartRecruiters'
   * (`sr/<question>/<field>`).
   */
  answers?: Record<string, string | string[]>;
  /** Where the candidate came from (the link's tags): `gh_src` is Greenhouse's `mapped_url_token`. */
  source?: CandidateSource | null;
}

/** The fields this module sets itself: an answer may not replace them. */
const greenhouseCoreFields = new Set(['first_name', 'last_name', 'email', 'phone', 'resume', 'mapped_url_token']);

const resumePart = (resume: NonNullable<DeliveryInputs['resume']>) =>
  [new Blob([new Uint8Array(resume.content)], { type: 'application/pdf' }), resume.fileName] as const;

/**
 * Greenhouse's Job Board API "Submit an application" (https://developers.greenhouse.io/job-board.html#submit-an-application):
 * name, email, phone, the resume file, the job's question answers (a multi-select's values each
 * as a part of the same `question_…[]` name, as its own form posts them) and `mapped_url_token`.
 */
export function greenhouseForm(inputs: DeliveryInputs): FormData {
  const form = new FormData();
  const { candidate } = inputs;
  form.append('first_name', candidate.firstName);
  form.append('last_name', candidate.lastName);
  form.append('email', candidate.email);
  if (candidate.phone) form.append('phone', candidate.phone);
  if (inputs.resume) form.append('resume', ...resumePart(inputs.resume));
  for (const [name, answer] of Object.entries(inputs.answers ?? {})) {
    if (greenhouseCoreFields.has(name) || !GREENHOUSE_FIELD_NAME.test(name)) continue;
    for (const value of Array.isArray(answer) ? answer : [answer]) form.append(name, value);
  }
  if (inputs.source?.gh_src) form.append('mapped_url_token', inputs.source.gh_src);
  return form;
}

/**
 * Lever's Postings API "Apply to a job posting" (https://github.com/lever/postings-api#apply-to-a-job-posting):
 * name, email, phone, the resume file, `source` (the candidate's utm_source, else ref) and
 * `consent[store]` (the candidate sent the application for the company to keep under the site's
 * privacy notice). `silent`: the site has confirmed the application to the candidate already,
 * and one confirmation is what they expect, not two.
 */
export function leverForm(inputs: DeliveryInputs): FormData {
  const form = new FormData();
  const { candidate } = inputs;
  form.append('name', `${candidate.firstName} ${candidate.lastName}`.trim());
  form.append('email', candidate.email);
  if (candidate.phone) form.append('phone', candidate.phone);
  if (inputs.resume) form.append('resume', ...resumePart(inputs.resume));
  const source = inputs.source?.utm_source ?? inputs.source?.ref;
  if (source) form.append('source', source);
  form.append('consent[store]', 'true');
  form.append('silent', 'true');
  return form;
}

/**
 * Recruitee's Careers Site API, `POST /api/offers/:offer_slug/candidates`
 * (https://docs.recruitee.com/reference/offersoffer_idcandidates), as its own careers sites post
 * it: `candidate[name]`, `[email]`, `[phone]`, the resume as `candidate[cv]`, where the candidate
 * came from as `candidate[referrer]`, and each answer in
 * `candidate[open_question_answers_attributes][i]` with its question's id and its `content`,
 * `flag` or `multi_content[]` (the attribute its field name says).
 */
export function recruiteeForm(inputs: DeliveryInputs): FormData {
  const form = new FormData();
  const { candidate } = inputs;
  form.append('candidate[name]', `${candidate.firstName} ${candidate.lastName}`.trim());
  form.append('candidate[email]', candidate.email);
  if (candidate.phone) form.append('candidate[phone]', candidate.phone);
  if (inputs.resume) form.append('candidate[cv]', ...resumePart(inputs.resume));
  const referrer = inputs.source?.utm_source ?? inputs.source?.ref;
  if (referrer) form.append('candidate[referrer]', referrer);
  let index = 0;
  for (const [name, answer] of Object.entries(inputs.answers ?? {})) {
    const [, attribute, questionId] = RECRUITEE_FIELD_NAME.exec(name) ?? [];
    if (!attribute || !questionId) continue;
    const prefix = `candidate[open_question_answers_attributes][${index++}]`;
    form.append(`${prefix}[open_question_id]`, questionId);
    const values = Array.isArray(answer) ? answer : [answer];
    if (attribute === 'multi_content') for (const value of values) form.append(`${prefix}[multi_content][]`, value);
    else form.append(`${prefix}[${attribute}]`, values[0] ?? '');
  }
  return form;
}

/** The file part the resume is sent as: an Ashby `File` field's answer names its part. */
const ASHBY_RESUME_PART = 'resume';

/** The answer to one of the job's Ashby fields, as its type takes it; undefined when there is none. */
function ashbyValue(field: AshbyFormField, inputs: DeliveryInputs): unknown {
  const { candidate } = inputs;
  switch (field.path) {
    case '_systemfield_name':
      return `${candidate.firstName} ${candidate.lastName}`.trim();
    case '_systemfield_email':
      return candidate.email;
    case '_systemfield_phone':
      return candidate.phone || undefined;
    case '_systemfield_resume':
      return inputs.resume ? ASHBY_RESUME_PART : undefined;
  }
  if (field.type === 'Location') return candidate.location?.city ? candidate.location : undefined;
  const answer = inputs.answers?.[ashbyFieldName(field.path)];
  if (answer === undefined) return undefined;
  const text = Array.isArray(answer) ? (answer[0] ?? '') : answer;
  switch (field.type) {
    case 'Boolean':
      return text === 'true';
    case 'Number': {
      // What is not a number is not sent (JSON would make it null): Ashby then says it is missing.
      const number = Number(text.replace(/[\s,]/g, ''));
      return Number.isFinite(number) && text.trim() !== '' ? number : undefined;
    }
    case 'MultiValueSelect':
      return Array.isArray(answer) ? answer : [answer];
    case 'RichText':
      return { type: 'PlainText', value: text };
    default:
      return text;
  }
}

/**
 * Ashby's `applicationForm.submit` (https://developers.ashbyhq.com/reference/applicationformsubmit),
 * multipart: `jobPostingId`, `applicationForm` (`{ fieldSubmissions: [{ path, value }] }` as JSON)
 * answering each field of the job's form (`fields`, read from `jobPosting.info` just before) that
 * the application answers, the resume as the part its field names, and `utmData` (the tags the
 * candidate came by).
 */
export function ashbyForm(inputs: DeliveryInputs, jobPostingId: string, fields: readonly AshbyFormField[]): FormData {
  const form = new FormData();
  form.append('jobPostingId', jobPostingId);
  const fieldSubmissions = fields.flatMap((field) => {
    const value = ashbyValue(field, inputs);
    return value === undefined ? [] : [{ path: field.path, value }];
  });
  form.append('applicationForm', JSON.stringify({ fieldSubmissions }));
  if (inputs.resume) form.append(ASHBY_RESUME_PART, ...resumePart(inputs.resume));
  const utm = Object.entries(inputs.source ?? {}).filter(([name]) => name.startsWith('utm_'));
  if (utm.length > 0) form.append('utmData', JSON.stringify(Object.fromEntries(utm)));
  return form;
}

/**
 * SmartRecruiters' Application API, `POST /postings/{uuid}/candidates`
 * (https://developers.smartrecruiters.com/docs/post-an-application), a JSON body: the candidate's
 * name, email, phone and place (`location` when the contact step's country is one SmartRecruiters
 * names by its code), the resume as a Base64 attachment, each screening answer in its question's
 * record (`answers: [{ id, records: [{ fields: { fieldId: [values] } }] }]`), the consent the
 * candidate gave by applying under the site's privacy notice, and the tags they came by.
 */
export function smartRecruitersApplication(inputs: DeliveryInputs): Record<string, unknown> {
  const { candidate } = inputs;
  const answers = new Map<string, Record<string, string[]>>();
  for (const [name, answer] of Object.entries(inputs.answers ?? {})) {
    const field = smartRecruitersFieldOf(name);
    if (!field) continue;
    const fields = answers.get(field.questionId) ?? {};
    fields[field.fieldId] = Array.isArray(answer) ? answer : [answer];
    answers.set(field.questionId, fields);
  }
  const place = candidate.location;
  const countryCode = place?.country ? countryCodeNamed(place.country) : undefined;
  const tags = Object.entries(inputs.source ?? {}).map(([name, value]) => `${name}:${value}`);
  return {
    firstName: candidate.firstName,
    lastName: candidate.lastName,
    email: candidate.email,
    ...(candidate.phone ? { phoneNumber: candidate.phone } : {}),
    ...(place?.city && countryCode
      ? { location: { city: place.city, region: place.region, country: place.country, countryCode } }
      : {}),
    ...(inputs.resume
      ? {
          resume: {
            fileName: inputs.resume.fileName,
            mimeType: 'application/pdf',
            fileContent: inputs.resume.content.toString('base64'),
          },
        }
      : {}),
    answers: [...answers].map(([id, fields]) => ({ id, records: [{ fields }] })),
    consentDecisions: { SINGLE: true },
    ...(tags.length > 0 ? { tags } : {}),
  };
}
