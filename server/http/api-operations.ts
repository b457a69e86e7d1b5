import { z } from 'zod';
import { storedStepSchemas } from '../../shared/application/schemas';
import { draftSteps } from '../../shared/application/steps';
import { statusesThatEmail } from '../../shared/application/status';
import { alertResponseSchema, alertRequestResponseSchema, alertsResponseSchema } from '../../shared/api/alerts';
import {
  draftResponseSchema,
  draftSavedSchema,
  jobAnswersSchema,
  resumeResponseSchema,
  submitResponseSchema,
} from '../../shared/api/application';
import {
  candidateDataResponseSchema,
  candidateHomeResponseSchema,
  withdrawnResponseSchema,
} from '../../shared/api/candidate';
import { jobResponseSchema, jobListingSchema } from '../../shared/api/jobs';
import { jobSorts, locationFilters } from '../../shared/api/jobs-enums';
import {
  inboxResponseSchema,
  recruiterApplicationResponseSchema,
  sourcesResponseSchema,
  statusEmailResponseSchema,
  voluntaryResponseSchema,
} from '../../shared/api/recruiter';
import { sessionResponseSchema, signedInResponseSchema, signInLinkResponseSchema } from '../../shared/api/session';
import { siteResponseSchema } from '../../shared/api/site';
import { MAX_SEARCH_LENGTH } from '../../shared/job-query';
import { alertChangeSchema, subscribeBodySchema } from '../alerts/alert-search';
import { signInBody } from '../auth/session-routes';
import { signInLinkBody } from '../auth/sign-in-link-routes';
import { applicationChangeSchema, inboxQuerySchema } from '../recruiter/inbox-query';

/**
 * The JSON API's route table: every operation the server answers under /api, with what it takes
 * and what it answers, from which the OpenAPI document is generated (openapi-document.ts). The
 * requests are the zod schemas the routes validate with; the answers are shared/api's schemas,
 * from which the TypeScript types are inferred. The routes themselves are registered by their
 * feature's module (server/jobs/jobs-routes.ts, …); tests/integration/openapi-contract.test.ts
 * compares the two both ways and calls each operation here, checking its answers against the document.
 */

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A successful response: JSON of a schema, a file of a media type, or no body (204). */
export type SuccessResponse =
  { description: string; json: z.ZodType } | { description: string; file: string } | { description: string };

/** What a request sends: a JSON body (a component of the document, or several), or a multipart form. */
export type Body =
  | { component: string; schema: z.core.$ZodType }
  | { oneOfComponents: Record<string, z.core.$ZodType> }
  | { schema: z.core.$ZodType }
  | { multipart: Record<string, string> };

export interface ApiOperation {
  method: Method;
  /** As OpenAPI writes it: `/api/jobs/{jobId}`. */
  path: string;
  summary: string;
  description?: string;
  /** Who may call it: anyone, a signed-in candidate (401 otherwise), or a recruiter (401, 403). */
  access: 'anyone' | 'candidate' | 'recruiter';
  /** The path's parameters by name. */
  pathParameters?: Record<string, PathParameter>;
  /** Query parameters: a zod object the route parses with, or parameters written out. */
  query?: z.ZodObject | QueryParameter[];
  body?: Body;
  responses: Record<number, SuccessResponse>;
  /** Error answers, status → when (every one is the one error shape). */
  errors?: Record<number, string>;
}

/** A parameter of the path: what it is, and the zod schema of its values (converted as a request's). */
export interface PathParameter {
  description: string;
  schema: z.core.$ZodType;
}

export interface QueryParameter {
  name: string;
  required: boolean;
  schema: Record<string, unknown>;
  description?: string;
}

const json = (description: string, schema: z.ZodType): SuccessResponse => ({ description, json: schema });
const pdf = (description: string): SuccessResponse => ({ description, file: 'application/pdf' });
const empty = (description: string): SuccessResponse => ({ description });

const inPath = (description: string, schema: z.core.$ZodType = z.string()): PathParameter => ({ description, schema });

const notJson = { 415: 'the body is not JSON' };
const applicationId = { id: inPath('the application’s id') };
const alertId = { id: inPath('the alert’s id') };
const tooManyWrites =
  'too many writes from this client, or (`too_many_new_drafts`) too many drafts started from this address today without signing in';

/** This document, as far as it describes itself: the rest of its shape is OpenAPI's own. */
const openApiDocumentSchema = z.looseObject({
  openapi: z.literal('3.1.0'),
  paths: z.record(z.string(), z.looseObject({})),
  components: z.looseObject({ schemas: z.record(z.string(), z.looseObject({})) }),
});

/** The component name of a wizard step's body: `contact` → `ContactStep`. */
export const stepSchemaName = (step: string) => `${step.charAt(0).toUpperCase()}${step.slice(1)}Step`;

// Not a zod schema: `parseJobQuery` (shared/job-query.ts) never refuses, it falls back to defaults.
const jobQuery: QueryParameter[] = [
  { name: 'department', schema: { type: 'string', default: 'All' }, description: 'one of `facets.departments`' },
  { name: 'team', schema: { type: 'string', default: 'All' }, description: 'one of `facets.teams`' },
  { name: 'type', schema: { type: 'string', default: 'All' }, description: 'one of `facets.types`' },
  {
    name: 'location',
    schema: { type: 'string', default: 'all', examples: ['remote', 'Pune'] },
    description: `a workplace, one of \`facets.locations\` (\`${locationFilters.join('`, `')}\`), or a place, one of \`facets.places\` (\`Pune\`: the jobs done there); case ignored`,
  },
  { name: 'sort', schema: { type: 'string', enum: [...jobSorts], default: 'none' } },
  { name: 'q', schema: { type: 'string', maxLength: MAX_SEARCH_LENGTH } },
  { name: 'page', schema: { type: 'integer', minimum: 1, default: 1 } },
].map((parameter) => ({ required: false, ...parameter }));

export const apiOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/api/openapi.json',
    summary: 'This document',
    access: 'anyone',
    responses: { 200: json('OpenAPI 3.1', openApiDocumentSchema) },
  },
  {
    method: 'get',
    path: '/api/site',
    summary: 'Public settings',
    access: 'anyone',
    responses: { 200: json('the site’s public settings', siteResponseSchema) },
  },
  {
    method: 'get',
    path: '/api/jobs',
    summary: 'One page (24) of the open jobs, without descriptions',
    access: 'anyone',
    query: jobQuery,
    responses: {
      200: json(
        'unknown filter values fall back to the defaults; `meta.query` is the query as applied',
        jobListingSchema,
      ),
    },
    errors: { 503: 'the jobs feed has not answered usably since start (`jobs_unavailable`)' },
  },
  {
    method: 'get',
    path: '/api/jobs/{jobId}',
    summary: 'One open job',
    access: 'anyone',
    pathParameters: { jobId: inPath('compared without case') },
    responses: { 200: json('the job, with its description', jobResponseSchema) },
    errors: {
      404: 'unknown, malformed or expired',
      410: '`job_closed`: the job was listed and has closed (left the feed or the file)',
      503: 'the jobs feed is unavailable',
    },
  },
  {
    method: 'post',
    path: '/api/sign-in-link',
    summary: 'Email a one-time sign-in link',
    access: 'anyone',
    body: { component: 'SignInLinkRequest', schema: signInLinkBody },
    responses: {
      202: json(
        'the link is written to the outbox (also when the mailbox had its links for the day: nothing is sent then)',
        signInLinkResponseSchema,
      ),
    },
    errors: {
      400: 'not an email address, or a return path that is not of this site',
      ...notJson,
      429: 'too many links asked for by this client this hour',
      503: 'no Firebase credentials, or no PUBLIC_URL (outside production a request to localhost may do without)',
    },
  },
  {
    method: 'post',
    path: '/api/session',
    summary: 'Sign in with a Firebase ID token',
    access: 'anyone',
    body: { component: 'SignIn', schema: signInBody },
    responses: { 200: json('a new session', sessionResponseSchema) },
    errors: {
      401: 'bad, expired, revoked or other-project token, or disabled user',
      ...notJson,
      429: 'too many sign-in requests from this client',
      503: 'sign-in is not configured',
    },
  },
  {
    method: 'get',
    path: '/api/session',
    summary: 'The signed-in user',
    access: 'candidate',
    responses: { 200: json('signed in', sessionResponseSchema) },
  },
  {
    method: 'delete',
    path: '/api/session',
    summary: 'Sign out',
    access: 'anyone',
    responses: { 204: empty('the session is ended, its cookie cleared') },
  },
  {
    method: 'get',
    path: '/api/me',
    summary: 'Who is signed in, if anyone',
    access: 'anyone',
    responses: { 200: json('`user` is null for nobody', signedInResponseSchema) },
  },
  {
    method: 'delete',
    path: '/api/me',
    summary: 'Erase the candidate',
    access: 'candidate',
    responses: { 204: empty('erased, every session ended, the Firebase account deleted') },
  },
  {
    method: 'get',
    path: '/api/application/draft',
    summary: 'This session’s (or signed-in candidate’s) draft',
    access: 'anyone',
    responses: {
      200: json(
        'the saved steps by step id, the resume’s description or null; `meta.carryOver`: for a signed-in ' +
          'candidate who applied before, their last application’s contact, general and education answers ' +
          '(the forms’ starting values, not saved) and its resume’s description (offered as a choice), else null; ' +
          '`meta.jobClosed`: the draft’s job has closed since it was chosen (choose another; the answers are kept)',
        draftResponseSchema,
      ),
    },
  },
  {
    method: 'put',
    path: '/api/application/draft/{step}',
    summary: 'Save one step of the application',
    description:
      `The body is the step's own schema: ${draftSteps
        .map((step) => `\`${step}\` → \`${stepSchemaName(step)}\``)
        .join(', ')}. Unknown fields are dropped. Text is trimmed before its length is checked. ` +
      '`educationLevel` lists every country’s levels; a server takes only its company’s country’s ' +
      '(`companyCountry` of `GET /api/site`: Australia’s, India’s, or a general list elsewhere) and answers 400 to another.',
    access: 'anyone',
    pathParameters: { step: inPath('the step’s id', z.enum(draftSteps)) },
    body: {
      oneOfComponents: Object.fromEntries(draftSteps.map((step) => [stepSchemaName(step), storedStepSchemas[step]])),
    },
    responses: { 200: json('saved: the draft', draftSavedSchema) },
    errors: {
      400: '`invalid_answers`: the product’s messages per field in `error.fields`; nothing stored',
      404: 'unknown step',
      ...notJson,
      429: tooManyWrites,
    },
  },
  {
    method: 'put',
    path: '/api/application/draft/questions',
    summary: "Save the answers to the job's own questions",
    description:
      "For a job whose ATS asks questions of its own (a Greenhouse board's job, with `GREENHOUSE_API_KEY`), " +
      "the answers keyed by the ATS's own field names: a text or one option's value for a field, a list of " +
      'values for a multi choice (its name ends in `[]`), e.g. ' +
      '`{ "question_123": "text", "question_456": "789", "question_789[]": ["1", "2"] }`. A required question ' +
      'needs an answer, a choice one of its values, a text at most 1,000 characters (a paragraph field 10,000). ' +
      'Keys that are no question of the job are dropped. The contact and resume fields are not asked here: ' +
      'they come from the other steps.',
    access: 'anyone',
    body: { schema: jobAnswersSchema },
    responses: { 200: json('saved: the draft, with `jobAnswers`', draftSavedSchema) },
    errors: {
      400: '`invalid_answers`: the missing or invalid answers by field name in `error.fields`; nothing stored',
      404: "`no_job_questions`: the draft's job has no questions of its own",
      409: '`no_job`: no job chosen yet',
      ...notJson,
      429: tooManyWrites,
    },
  },
  {
    method: 'post',
    path: '/api/application/resume',
    summary: 'Upload the resume',
    access: 'anyone',
    body: { multipart: { resume: 'application/pdf' } },
    responses: { 201: json('stored: its description', resumeResponseSchema) },
    errors: {
      400: 'no file, or anything else wrong with the upload',
      413: 'over 5 MB (a `Content-Length` over it is refused before the body is read, and the connection closed)',
      415: '`not_a_pdf`: not a PDF that can be read (parsed in a worker process: not a PDF, incomplete, encrypted, no pages, past the bounds of memory or time)',
      422: '`pdf_runs_script` (JavaScript, a Launch action) or `pdf_active_content` (an XFA form, embedded files, additional actions, any action but going to a page or a link to a web page)',
      429: 'too much uploaded, or (`too_many_new_drafts`) too many drafts started, from this address without signing in; (`too_many_resume_checks`, with Retry-After) more uploads judged for this client than RESUME_CHECKS_PER_CLIENT_PER_HOUR; (`too_many_uploads_at_once`) RESUME_UPLOADS_AT_ONCE_PER_CLIENT of its uploads under way',
      503: 'resume storage is full; or (`resume_checks_busy`, with Retry-After) every worker process busy and the queue full',
    },
  },
  {
    method: 'delete',
    path: '/api/application/resume',
    summary: 'Remove the resume (Replace)',
    access: 'anyone',
    responses: { 204: empty('removed') },
  },
  {
    method: 'post',
    path: '/api/application/resume/last',
    summary: 'Use my last resume',
    description:
      'No body: a copy of the resume of the candidate’s last application becomes the draft’s (replacing one ' +
      'uploaded); each application keeps a file of its own.',
    access: 'candidate',
    responses: { 201: json('copied: its description', resumeResponseSchema) },
    errors: { 404: '`no_last_resume`: no earlier application with a resume', 503: 'resume storage is full' },
  },
  {
    method: 'post',
    path: '/api/application/submit',
    summary: 'Submit the draft as an application',
    description: 'No body: the draft held by the server is submitted.',
    access: 'candidate',
    responses: { 201: json('submitted', submitResponseSchema) },
    errors: {
      400: 'incomplete (naming the steps), or no job chosen (`no_job`)',
      401: 'not signed in (the draft is kept)',
      409: 'the candidate has applied to this job already (`already_applied`), or the job has closed (`job_closed`)',
    },
  },
  {
    method: 'get',
    path: '/api/me/applications',
    summary: 'The candidate’s applications and draft',
    access: 'candidate',
    responses: {
      200: json('applications newest first, with the status in the candidate’s words', candidateHomeResponseSchema),
    },
  },
  {
    method: 'post',
    path: '/api/me/applications/{id}/withdraw',
    summary: 'Withdraw one of the candidate’s applications',
    access: 'candidate',
    pathParameters: applicationId,
    responses: { 200: json('withdrawn (or already was)', withdrawnResponseSchema) },
    errors: { 404: 'another candidate’s or unknown', 409: 'after a decision (`decided`)' },
  },
  {
    method: 'get',
    path: '/api/me/data',
    summary: 'Everything held about the candidate, as a download',
    access: 'candidate',
    responses: { 200: json('`Content-Disposition: attachment`', candidateDataResponseSchema) },
  },
  {
    method: 'get',
    path: '/api/me/resumes/{id}',
    summary: 'One of the candidate’s own resumes',
    access: 'candidate',
    pathParameters: { id: inPath('the resume’s id') },
    responses: { 200: pdf('the PDF, as an attachment') },
    errors: { 404: 'not theirs or unknown' },
  },
  {
    method: 'post',
    path: '/api/me/sign-out-everywhere',
    summary: 'End every session of the candidate',
    access: 'candidate',
    responses: { 204: empty('every session ended, this one’s cookie cleared') },
  },
  {
    method: 'post',
    path: '/api/alerts',
    summary: 'Subscribe to job alerts for a search (double opt-in)',
    description:
      '`search` is /joblistings’ query (`q`, `department`, `team`, `type`, `location`: a workplace or a place). A visitor gives `email`: only a confirmation email is sent until its link is opened and its Confirm button pressed; unconfirmed alerts lapse after 7 days, and the answer (202) is the same whether or not the address was subscribed already, or over its daily limit. A candidate signed in with a verified address gets alerts there (`email` left out, or the same), on at once with no confirmation email (201).',
    access: 'anyone',
    body: { component: 'AlertSubscription', schema: subscribeBodySchema },
    responses: {
      201: json('the signed-in candidate’s alert, to their verified address, is on', alertRequestResponseSchema),
      202: json(
        'accepted: a confirmation email is on its way, unless the alert was confirmed already',
        alertRequestResponseSchema,
      ),
    },
    errors: {
      400: '`invalid_alert`: the fields, named in `error.fields`',
      ...notJson,
      429: 'too many alerts asked for by this client',
      503: 'alerts are off: the server has no PUBLIC_URL (`alerts_unavailable`)',
    },
  },
  {
    method: 'get',
    path: '/api/me/alerts',
    summary: 'The candidate’s job alerts',
    access: 'candidate',
    responses: { 200: json('oldest first', alertsResponseSchema) },
  },
  {
    method: 'patch',
    path: '/api/me/alerts/{id}',
    summary: 'Change the frequency of, pause or resume one of the candidate’s job alerts',
    access: 'candidate',
    pathParameters: alertId,
    body: { component: 'AlertChange', schema: alertChangeSchema },
    responses: { 200: json('the updated alert', alertResponseSchema) },
    errors: { 400: '`invalid_alert`', 404: 'another candidate’s or unknown', ...notJson },
  },
  {
    method: 'delete',
    path: '/api/me/alerts/{id}',
    summary: 'Delete one of the candidate’s job alerts',
    access: 'candidate',
    pathParameters: alertId,
    responses: { 204: empty('deleted') },
    errors: { 404: 'another candidate’s or unknown' },
  },
  {
    method: 'get',
    path: '/api/recruiter/applications',
    summary: 'The inbox: applications, newest first, 50 a page',
    access: 'recruiter',
    query: inboxQuerySchema,
    responses: { 200: json('`meta.counts` per status under the other filters', inboxResponseSchema) },
    errors: { 400: 'a bad filter, named in `error.fields`' },
  },
  {
    method: 'get',
    path: '/api/recruiter/applications.csv',
    summary: 'The inbox’s applications as CSV (UTF-8 with a byte order mark)',
    access: 'recruiter',
    query: inboxQuerySchema.omit({ page: true }),
    responses: { 200: { description: 'every matching application', file: 'text/csv' } },
    errors: { 400: 'a bad filter' },
  },
  {
    method: 'get',
    path: '/api/recruiter/applications/{id}',
    summary: 'One application',
    access: 'recruiter',
    pathParameters: applicationId,
    responses: { 200: json('the application', recruiterApplicationResponseSchema) },
    errors: { 404: 'unknown' },
  },
  {
    method: 'patch',
    path: '/api/recruiter/applications/{id}',
    summary: 'Move an application and/or add a private note',
    description: `\`notify\` has no default: a move to ${statusesThatEmail.join(', ')} without it is refused, and \`true\` with any other move too. A status or a note (or both) is required.`,
    access: 'recruiter',
    pathParameters: applicationId,
    body: { component: 'ApplicationChange', schema: applicationChangeSchema },
    responses: { 200: json('the updated application', recruiterApplicationResponseSchema) },
    errors: {
      400: 'an invalid change, named in `error.fields`',
      404: 'unknown',
      409: 'withdrawn by the candidate or erased at their request, or `notify: true` while the candidate’s account address is not on record (`no_account_email`)',
      ...notJson,
    },
  },
  {
    method: 'get',
    path: '/api/recruiter/applications/{id}/status-email',
    summary: 'The email a move would send the candidate',
    access: 'recruiter',
    pathParameters: applicationId,
    query: [{ name: 'status', required: true, schema: { type: 'string', enum: [...statusesThatEmail] } }],
    responses: { 200: json('rendered by the code that writes it', statusEmailResponseSchema) },
    errors: {
      400: 'another status, or the one it has',
      404: 'unknown',
      409: 'withdrawn or erased, or the candidate’s account address is not on record (`no_account_email`)',
    },
  },
  {
    method: 'delete',
    path: '/api/recruiter/applications/{id}/pending-email',
    summary: 'Undo: take the waiting status email out of the outbox',
    access: 'recruiter',
    pathParameters: applicationId,
    responses: { 200: json('the updated application', recruiterApplicationResponseSchema) },
    errors: { 404: 'unknown', 409: 'nothing waiting (`no_pending_email`) or being sent (`email_sending`)' },
  },
  {
    method: 'post',
    path: '/api/recruiter/applications/{id}/delivery/retry',
    summary: 'Retry a failed delivery into the ATS',
    description:
      'A delivery refused with a 4xx other than 408 and 429 (a bad key, a closed job) is not retried by itself: this makes it due again now.',
    access: 'recruiter',
    pathParameters: applicationId,
    responses: { 200: json('the updated application', recruiterApplicationResponseSchema) },
    errors: {
      404: 'unknown',
      409: 'no failed delivery to retry (`delivery_not_failed`), the application was erased (`erased`), or its candidate withdrew it, which stopped its delivery (`withdrawn`)',
    },
  },
  {
    method: 'get',
    path: '/api/recruiter/applications/{id}/resume',
    summary: 'The application’s resume',
    access: 'recruiter',
    pathParameters: applicationId,
    responses: { 200: pdf('the PDF, as an attachment') },
    errors: { 404: 'no resume' },
  },
  {
    method: 'get',
    path: '/api/recruiter/reports/sources',
    summary: 'Applications per source (utm_source, else ref, else gh_src; null: came directly), most first',
    access: 'recruiter',
    responses: { 200: json('erased applications are not counted', sourcesResponseSchema) },
  },
  {
    method: 'get',
    path: '/api/recruiter/reports/voluntary',
    summary: 'Equal-opportunity and military answers as counts per job',
    access: 'recruiter',
    query: [{ name: 'job', required: false, schema: { type: 'string' } }],
    responses: {
      200: json(
        'a count of a group under 5 applications, or with under 5 outside it, is null',
        voluntaryResponseSchema,
      ),
    },
  },
];
