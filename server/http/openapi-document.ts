import { z } from 'zod';
import { deliveryStates } from '../../shared/application/delivery';
import { applicationStatuses, statusesThatEmail } from '../../shared/application/status';
import { stepSchemas } from '../../shared/application/schemas';
import { draftSteps } from '../../shared/application/steps';
import { MAX_SEARCH_LENGTH, jobSorts, locationFilters } from '../../shared/job-query';
import { alertChangeSchema, subscribeBodySchema } from '../alerts/alert-search';
import { signInBody } from '../auth/session-routes';
import { signInLinkBody } from '../auth/sign-in-link-routes';
import { applicationChangeSchema, inboxQuerySchema } from '../recruiter/inbox-query';
import { apiErrorSchema } from './error-handler';
import { siteSettingsSchema } from './openapi-site-settings';

/**
 * `GET /api/openapi.json`: the JSON API's request and response shapes as OpenAPI 3.1 (issue 26:
 * integrators guessed the contact step's fields). Request bodies and queries are converted from
 * the very zod schemas that validate them, so the document cannot drift from the validation.
 * Converted on the input side (what a client sends): a refinement (a real calendar day, a phone
 * number's digits, `notify` required with some moves) and trimming before a length check are not
 * expressible in JSON Schema and are left to the descriptions; the server's 400 is the last word.
 * Answers have no validator: written here from README's endpoint table (the error shape is a zod
 * schema in error-handler.ts, which types the error answers).
 */

type JsonSchema = Record<string, unknown>;

/** JSON Schema 2020-12 (OpenAPI 3.1's dialect) of what a client may send to `schema`. */
export function requestSchemaOf(schema: z.core.$ZodType): JsonSchema {
  const converted: JsonSchema = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io: 'input',
    // A refinement converts to no constraint at all (it is described in words instead).
    unrepresentable: 'any',
  });
  // The document names the dialect once (`jsonSchemaDialect`).
  delete converted.$schema;
  return converted;
}

/** The component name of a wizard step's body: `contact` → `ContactStep`. */
export const stepSchemaName = (step: string) => `${step.charAt(0).toUpperCase()}${step.slice(1)}Step`;

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: JsonSchema) => ({ 'application/json': { schema } });
const object = (properties: Record<string, JsonSchema>, required = Object.keys(properties)): JsonSchema => ({
  type: 'object',
  properties,
  required,
});
const string = { type: 'string' };
const integer = { type: 'integer' };
const nullable = (schema: JsonSchema) => ({ anyOf: [schema, { type: 'null' }] });
/** `{ data: … }`, the envelope of every successful JSON answer but the session's. */
const data = (schema: JsonSchema) => object({ data: schema });

/** A JSON answer: `description` and, unless it has no body, its schema. */
const answer = (description: string, schema?: JsonSchema) => ({
  description,
  ...(schema ? { content: json(schema) } : {}),
});
/** Error answers, status → when: every one is the one error shape. */
const errors = (whens: Record<number, string>) =>
  Object.fromEntries(Object.entries(whens).map(([status, when]) => [status, answer(when, ref('Error'))]));
const file = (description: string, type: string) => ({
  description,
  content: { [type]: { schema: { type: 'string', contentMediaType: type } } },
});
const pathId = (name: string, description: string) => ({
  name,
  in: 'path',
  required: true,
  description,
  schema: string,
});
const notJson = { 415: 'the body is not JSON' };
const signedIn = { 401: 'not signed in' };
const recruiter = { 401: 'not signed in', 403: 'not a recruiter' };

/** Query parameters from a zod object schema, each with its converted schema. */
function queryParameters(schema: z.ZodObject): JsonSchema[] {
  const converted = requestSchemaOf(schema) as { properties: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(converted.properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: converted.required?.includes(name) ?? false,
    schema: property,
  }));
}

const sessionUser = object({
  uid: string,
  displayName: nullable(string),
  email: nullable(string),
  photoURL: nullable(string),
  emailVerified: { type: 'boolean' },
});

// shared/job.ts's Job, written out (jobs are read from feeds, not validated on the way out).
const job = object(
  {
    id: string,
    title: string,
    department: string,
    team: { type: 'string', description: 'the team within the department, where the source names one' },
    type: string,
    location: string,
    remote: { type: 'boolean' },
    hybrid: { type: 'boolean' },
    remoteCountries: { type: 'array', items: string },
    stipend: string,
    salary: object(
      {
        min: { type: 'number', minimum: 0 },
        max: { type: 'number', minimum: 0 },
        currency: { type: 'string', pattern: '^[A-Z]{3}$', description: 'ISO 4217' },
        unit: { type: 'string', enum: ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'] },
      },
      ['currency', 'unit'],
    ),
    duration: string,
    hours: string,
    link: string,
    postedAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
    posted: string,
    validThrough: string,
    description: { type: 'string', description: 'HTML, sanitized; only in `GET /api/jobs/{jobId}`' },
    applyUrl: string,
  },
  ['id', 'title', 'department', 'type', 'location', 'remote', 'stipend', 'postedAt'],
);

// Not a zod schema: `parseJobQuery` (shared/job-query.ts) never refuses, it falls back to defaults.
const jobQuery = [
  {
    name: 'department',
    in: 'query',
    schema: { type: 'string', default: 'All' },
    description: 'one of `facets.departments`',
  },
  { name: 'team', in: 'query', schema: { type: 'string', default: 'All' }, description: 'one of `facets.teams`' },
  { name: 'type', in: 'query', schema: { type: 'string', default: 'All' }, description: 'one of `facets.types`' },
  {
    name: 'location',
    in: 'query',
    schema: { type: 'string', default: 'all', examples: ['remote', 'Pune'] },
    description: `a workplace, one of \`facets.locations\` (\`${locationFilters.join('`, `')}\`), or a place, one of \`facets.places\` (\`Pune\`: the jobs done there); case ignored`,
  },
  { name: 'sort', in: 'query', schema: { type: 'string', enum: [...jobSorts], default: 'none' } },
  { name: 'q', in: 'query', schema: { type: 'string', maxLength: MAX_SEARCH_LENGTH } },
  { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } },
].map((parameter) => ({ required: false, ...parameter }));

const deliveryState = { type: 'string', enum: [...deliveryStates] };

const recruiterApplication = {
  type: 'object',
  description:
    'answers by step (never the voluntary ones), the resume, `status`, `history` (moves, notes, status emails), `pendingEmail` (`{ to, subject, sendAt }` or null), `accountEmail` (where status emails go: the account’s verified address, or null) and `delivery` (its delivery into the ATS, or null when its job has none)',
  properties: {
    delivery: nullable(
      object({
        ats: { type: 'string', enum: ['greenhouse', 'lever'] },
        state: deliveryState,
        atsId: nullable(string),
        attempts: integer,
        lastError: nullable(string),
        deliveredAt: nullable(string),
      }),
    ),
  },
  required: ['delivery'],
};

const applicationId = pathId('id', 'the application’s id');

function buildPaths() {
  return {
    '/api/openapi.json': {
      get: { summary: 'This document', responses: { 200: answer('OpenAPI 3.1', { type: 'object' }) } },
    },
    '/api/site': {
      get: {
        summary: 'Public settings',
        responses: { 200: answer('the site’s public settings', data(ref('SiteSettings'))) },
      },
    },
    '/api/jobs': {
      get: {
        summary: 'One page (24) of the open jobs, without descriptions',
        parameters: jobQuery,
        responses: {
          200: answer(
            'unknown filter values fall back to the defaults; `meta.query` is the query as applied',
            object({
              data: { type: 'array', items: ref('Job') },
              meta: object({ total: integer, query: { type: 'object' } }),
              pagination: object({ page: integer, pageSize: integer, pageCount: integer, matching: integer }),
              facets: object({
                departments: { type: 'array', items: string },
                teams: { type: 'array', items: string },
                types: { type: 'array', items: string },
                locations: { type: 'array', items: { type: 'string', enum: [...locationFilters] } },
                places: { type: 'array', items: string, description: 'the cities the open jobs are done at, by name' },
              }),
            }),
          ),
          ...errors({ 503: 'the jobs feed has not answered usably since start (`jobs_unavailable`)' }),
        },
      },
    },
    '/api/jobs/{jobId}': {
      get: {
        summary: 'One open job',
        parameters: [pathId('jobId', 'compared without case')],
        responses: {
          200: answer('the job, with its description', data(ref('Job'))),
          ...errors({
            404: 'unknown, malformed or expired',
            410: '`job_closed`: the job was listed and has closed (left the feed or the file)',
            503: 'the jobs feed is unavailable',
          }),
        },
      },
    },
    '/api/sign-in-link': {
      post: {
        summary: 'Email a one-time sign-in link',
        requestBody: { required: true, content: json(ref('SignInLinkRequest')) },
        responses: {
          202: answer(
            'the link is written to the outbox (also when the mailbox had its links for the day: nothing is sent then)',
            data(object({ sent: { const: true } })),
          ),
          ...errors({
            400: 'not an email address, or a return path that is not of this site',
            ...notJson,
            429: 'too many links asked for by this client this hour',
            503: 'no Firebase credentials, or no PUBLIC_URL (outside production a request to localhost may do without)',
          }),
        },
      },
    },
    '/api/session': {
      post: {
        summary: 'Sign in with a Firebase ID token',
        requestBody: { required: true, content: json(ref('SignIn')) },
        responses: {
          200: answer('a new session', object({ user: ref('SessionUser') })),
          ...errors({
            401: 'bad, expired, revoked or other-project token, or disabled user',
            ...notJson,
            429: 'too many sign-in requests from this client',
            503: 'sign-in is not configured',
          }),
        },
      },
      get: {
        summary: 'The signed-in user',
        responses: { 200: answer('signed in', object({ user: ref('SessionUser') })), ...errors(signedIn) },
      },
      delete: { summary: 'Sign out', responses: { 204: answer('the session is ended, its cookie cleared') } },
    },
    '/api/me': {
      get: {
        summary: 'Who is signed in, if anyone',
        responses: { 200: answer('`user` is null for nobody', object({ user: nullable(ref('SessionUser')) })) },
      },
      delete: {
        summary: 'Erase the candidate',
        responses: { 204: answer('erased, every session ended, the Firebase account deleted'), ...errors(signedIn) },
      },
    },
    '/api/application/draft': {
      get: {
        summary: 'This session’s (or signed-in candidate’s) draft',
        responses: {
          200: answer(
            'the saved steps by step id, the resume’s description or null; `meta.carryOver`: for a signed-in ' +
              'candidate who applied before, their last application’s contact, general and education answers ' +
              '(the forms’ starting values, not saved) and its resume’s description (offered as a choice), else null; ' +
              '`meta.jobClosed`: the draft’s job has closed since it was chosen (choose another; the answers are kept)',
            object({
              data: object({ steps: { type: 'object' }, resume: nullable({ type: 'object' }) }),
              meta: object({
                submitted: nullable({ type: 'object' }),
                jobClosed: { type: 'boolean' },
                carryOver: nullable(
                  object({
                    from: object({ reference: string, jobTitle: string, submittedAt: string }),
                    steps: { type: 'object' },
                    resume: nullable({ type: 'object' }),
                  }),
                ),
              }),
            }),
          ),
        },
      },
    },
    '/api/application/draft/{step}': {
      put: {
        summary: 'Save one step of the application',
        description: `The body is the step's own schema: ${draftSteps
          .map((step) => `\`${step}\` → \`${stepSchemaName(step)}\``)
          .join(', ')}. Unknown fields are dropped. Text is trimmed before its length is checked.`,
        parameters: [{ name: 'step', in: 'path', required: true, schema: { type: 'string', enum: [...draftSteps] } }],
        requestBody: {
          required: true,
          content: json({ anyOf: draftSteps.map((step) => ref(stepSchemaName(step))) }),
        },
        responses: {
          200: answer('saved: the draft', data({ type: 'object' })),
          ...errors({
            400: '`invalid_answers`: the product’s messages per field in `error.fields`; nothing stored',
            404: 'unknown step',
            ...notJson,
            429: 'too many writes from this client, or (`too_many_new_drafts`) too many drafts started from this address today without signing in',
          }),
        },
      },
    },
    '/api/application/draft/questions': {
      put: {
        summary: "Save the answers to the job's own questions",
        description:
          "For a job whose ATS asks questions of its own (a Greenhouse board's job, with `GREENHOUSE_API_KEY`), " +
          "the answers keyed by the ATS's own field names: a text or one option's value for a field, a list of " +
          'values for a multi choice (its name ends in `[]`), e.g. ' +
          '`{ "question_123": "text", "question_456": "789", "question_789[]": ["1", "2"] }`. A required question ' +
          'needs an answer, a choice one of its values, a text at most 1,000 characters (a paragraph field 10,000). ' +
          'Keys that are no question of the job are dropped. The contact and resume fields are not asked here: ' +
          'they come from the other steps.',
        requestBody: {
          required: true,
          content: json({
            type: 'object',
            additionalProperties: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] },
          }),
        },
        responses: {
          200: answer('saved: the draft, with `jobAnswers`', data({ type: 'object' })),
          ...errors({
            400: '`invalid_answers`: the missing or invalid answers by field name in `error.fields`; nothing stored',
            404: "`no_job_questions`: the draft's job has no questions of its own",
            409: '`no_job`: no job chosen yet',
            ...notJson,
            429: 'too many writes from this client, or (`too_many_new_drafts`) too many drafts started from this address today without signing in',
          }),
        },
      },
    },
    '/api/application/resume': {
      post: {
        summary: 'Upload the resume',
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: object({ resume: { type: 'string', contentMediaType: 'application/pdf' } }),
              encoding: { resume: { contentType: 'application/pdf' } },
            },
          },
        },
        responses: {
          201: answer('stored: its description', data({ type: 'object' })),
          ...errors({
            400: 'no file, or anything else wrong with the upload',
            413: 'over 5 MB',
            415: '`not_a_pdf`: not a PDF that can be read (parsed: not a PDF, incomplete, encrypted, no pages)',
            422: '`pdf_runs_script`: a PDF with JavaScript, a Launch action or actions of its own on opening',
            429: 'too much uploaded, or (`too_many_new_drafts`) too many drafts started, from this address without signing in; or (`too_many_resume_checks`) more uploads judged for this client than RESUME_CHECKS_PER_CLIENT_PER_HOUR',
            503: 'resume storage is full',
          }),
        },
      },
      delete: { summary: 'Remove the resume (Replace)', responses: { 204: answer('removed') } },
    },
    '/api/application/resume/last': {
      post: {
        summary: 'Use my last resume',
        description:
          'No body: a copy of the resume of the candidate’s last application becomes the draft’s (replacing one ' +
          'uploaded); each application keeps a file of its own.',
        responses: {
          201: answer('copied: its description', data({ type: 'object' })),
          ...errors({
            ...signedIn,
            404: '`no_last_resume`: no earlier application with a resume',
            503: 'resume storage is full',
          }),
        },
      },
    },
    '/api/application/submit': {
      post: {
        summary: 'Submit the draft as an application',
        description: 'No body: the draft held by the server is submitted.',
        responses: {
          201: answer('submitted', data(object({ id: string, reference: string }))),
          ...errors({
            400: 'incomplete (naming the steps), or no job chosen (`no_job`)',
            401: 'not signed in (the draft is kept)',
            409: 'the candidate has applied to this job already (`already_applied`), or the job has closed (`job_closed`)',
          }),
        },
      },
    },
    '/api/me/applications': {
      get: {
        summary: 'The candidate’s applications and draft',
        responses: {
          200: answer(
            'applications newest first (`id`, `reference`, `job`, `submittedAt`, `status`, `statusChangedAt`)',
            data(object({ applications: { type: 'array', items: { type: 'object' } }, drafts: { type: 'array' } })),
          ),
          ...errors(signedIn),
        },
      },
    },
    '/api/me/applications/{id}/withdraw': {
      post: {
        summary: 'Withdraw one of the candidate’s applications',
        parameters: [applicationId],
        responses: {
          200: answer('withdrawn (or already was)', data({ type: 'object' })),
          ...errors({ ...signedIn, 404: 'another candidate’s or unknown', 409: 'after a decision (`decided`)' }),
        },
      },
    },
    '/api/me/data': {
      get: {
        summary: 'Everything held about the candidate, as a download',
        responses: {
          200: answer(
            '`Content-Disposition: attachment`',
            data(
              object({
                exportedAt: string,
                account: { type: 'object' },
                draft: { type: 'object' },
                applications: { type: 'array' },
              }),
            ),
          ),
          ...errors(signedIn),
        },
      },
    },
    '/api/me/resumes/{id}': {
      get: {
        summary: 'One of the candidate’s own resumes',
        parameters: [pathId('id', 'the resume’s id')],
        responses: {
          200: file('the PDF, as an attachment', 'application/pdf'),
          ...errors({ ...signedIn, 404: 'not theirs or unknown' }),
        },
      },
    },
    '/api/me/sign-out-everywhere': {
      post: {
        summary: 'End every session of the candidate',
        responses: { 204: answer('every session ended, this one’s cookie cleared'), ...errors(signedIn) },
      },
    },
    '/api/alerts': {
      post: {
        summary: 'Subscribe to job alerts for a search (double opt-in)',
        description:
          '`search` is /joblistings’ query (`q`, `department`, `team`, `type`, `location`: a workplace or a place). A visitor gives `email`: only a confirmation email is sent until its link is opened and its Confirm button pressed; unconfirmed alerts lapse after 7 days, and the answer (202) is the same whether or not the address was subscribed already, or over its daily limit. A candidate signed in with a verified address gets alerts there (`email` left out, or the same), on at once with no confirmation email (201).',
        requestBody: { required: true, content: json(ref('AlertSubscription')) },
        responses: {
          201: answer(
            'the signed-in candidate’s alert, to their verified address, is on',
            data(object({ message: string })),
          ),
          202: answer(
            'accepted: a confirmation email is on its way, unless the alert was confirmed already',
            data(object({ message: string })),
          ),
          ...errors({
            400: '`invalid_alert`: the fields, named in `error.fields`',
            ...notJson,
            429: 'too many alerts asked for by this client',
            503: 'alerts are off: the server has no PUBLIC_URL (`alerts_unavailable`)',
          }),
        },
      },
    },
    '/api/me/alerts': {
      get: {
        summary: 'The candidate’s job alerts',
        responses: {
          200: answer(
            'oldest first (`id`, `email`, `search`, `describedAs`, `frequency`, `paused`, `confirmed`, `createdAt`, `confirmedAt`, `lastDigestAt`)',
            data({ type: 'array', items: { type: 'object' } }),
          ),
          ...errors(signedIn),
        },
      },
    },
    '/api/me/alerts/{id}': {
      patch: {
        summary: 'Change the frequency of, pause or resume one of the candidate’s job alerts',
        parameters: [pathId('id', 'the alert’s id')],
        requestBody: { required: true, content: json(ref('AlertChange')) },
        responses: {
          200: answer('the updated alert', data({ type: 'object' })),
          ...errors({ 400: '`invalid_alert`', ...signedIn, 404: 'another candidate’s or unknown', ...notJson }),
        },
      },
      delete: {
        summary: 'Delete one of the candidate’s job alerts',
        parameters: [pathId('id', 'the alert’s id')],
        responses: { 204: answer('deleted'), ...errors({ ...signedIn, 404: 'another candidate’s or unknown' }) },
      },
    },
    '/api/recruiter/applications': {
      get: {
        summary: 'The inbox: applications, newest first, 50 a page',
        parameters: queryParameters(inboxQuerySchema),
        responses: {
          200: answer(
            '`counts` per status under the other filters',
            object({
              data: {
                type: 'array',
                items: object({
                  id: string,
                  reference: string,
                  jobId: string,
                  jobTitle: string,
                  name: string,
                  email: nullable(string),
                  status: { type: 'string', enum: [...applicationStatuses] },
                  submittedAt: string,
                  source: nullable(string),
                  deliveryState: nullable(deliveryState),
                }),
              },
              meta: object({ total: integer, page: integer, counts: { type: 'object' } }),
            }),
          ),
          ...errors({ 400: 'a bad filter, named in `error.fields`', ...recruiter }),
        },
      },
    },
    '/api/recruiter/applications.csv': {
      get: {
        summary: 'The inbox’s applications as CSV (UTF-8 with a byte order mark)',
        parameters: queryParameters(inboxQuerySchema.omit({ page: true })),
        responses: {
          200: file('every matching application', 'text/csv'),
          ...errors({ 400: 'a bad filter', ...recruiter }),
        },
      },
    },
    '/api/recruiter/applications/{id}': {
      get: {
        summary: 'One application',
        parameters: [applicationId],
        responses: {
          200: answer('the application', data(recruiterApplication)),
          ...errors({ ...recruiter, 404: 'unknown' }),
        },
      },
      patch: {
        summary: 'Move an application and/or add a private note',
        description: `\`notify\` has no default: a move to ${statusesThatEmail.join(', ')} without it is refused, and \`true\` with any other move too. A status or a note (or both) is required.`,
        parameters: [applicationId],
        requestBody: { required: true, content: json(ref('ApplicationChange')) },
        responses: {
          200: answer('the updated application', data(recruiterApplication)),
          ...errors({
            400: 'an invalid change, named in `error.fields`',
            ...recruiter,
            404: 'unknown',
            409: 'withdrawn by the candidate or erased at their request, or `notify: true` while the candidate’s account address is not on record (`no_account_email`)',
            ...notJson,
          }),
        },
      },
    },
    '/api/recruiter/applications/{id}/status-email': {
      get: {
        summary: 'The email a move would send the candidate',
        parameters: [
          applicationId,
          { name: 'status', in: 'query', required: true, schema: { type: 'string', enum: [...statusesThatEmail] } },
        ],
        responses: {
          200: answer(
            'rendered by the code that writes it',
            data(object({ to: string, subject: string, text: string, delayMs: integer })),
          ),
          ...errors({
            400: 'another status, or the one it has',
            ...recruiter,
            404: 'unknown',
            409: 'withdrawn or erased, or the candidate’s account address is not on record (`no_account_email`)',
          }),
        },
      },
    },
    '/api/recruiter/applications/{id}/pending-email': {
      delete: {
        summary: 'Undo: take the waiting status email out of the outbox',
        parameters: [applicationId],
        responses: {
          200: answer('the updated application', data(recruiterApplication)),
          ...errors({
            ...recruiter,
            404: 'unknown',
            409: 'nothing waiting (`no_pending_email`) or being sent (`email_sending`)',
          }),
        },
      },
    },
    '/api/recruiter/applications/{id}/delivery/retry': {
      post: {
        summary: 'Retry a failed delivery into the ATS',
        description:
          'A delivery refused with a 4xx other than 408 and 429 (a bad key, a closed job) is not retried by itself: this makes it due again now.',
        parameters: [applicationId],
        responses: {
          200: answer('the updated application', data(recruiterApplication)),
          ...errors({
            ...recruiter,
            404: 'unknown',
            409: 'no failed delivery to retry (`delivery_not_failed`), the application was erased (`erased`), or its candidate withdrew it, which stopped its delivery (`withdrawn`)',
          }),
        },
      },
    },
    '/api/recruiter/applications/{id}/resume': {
      get: {
        summary: 'The application’s resume',
        parameters: [applicationId],
        responses: {
          200: file('the PDF, as an attachment', 'application/pdf'),
          ...errors({ ...recruiter, 404: 'no resume' }),
        },
      },
    },
    '/api/recruiter/reports/sources': {
      get: {
        summary: 'Applications per source (utm_source, else ref, else gh_src; null: came directly), most first',
        responses: {
          200: answer(
            'erased applications are not counted',
            data({
              type: 'array',
              items: object({ source: nullable(string), applications: integer }),
            }),
          ),
          ...errors(recruiter),
        },
      },
    },
    '/api/recruiter/reports/voluntary': {
      get: {
        summary: 'Equal-opportunity and military answers as counts per job',
        parameters: [{ name: 'job', in: 'query', required: false, schema: string }],
        responses: {
          200: answer(
            'a count of a group under 5 applications, or with under 5 outside it, is null',
            data({ type: 'array' }),
          ),
          ...errors(recruiter),
        },
      },
    },
  };
}

/** The whole document. Built once at start (it depends on no configuration). */
export function buildOpenApiDocument() {
  const schemas: Record<string, JsonSchema> = {
    Error: requestSchemaOf(apiErrorSchema),
    SignIn: requestSchemaOf(signInBody),
    SignInLinkRequest: requestSchemaOf(signInLinkBody),
    SessionUser: sessionUser,
    Job: job,
    SiteSettings: siteSettingsSchema,
    ApplicationChange: requestSchemaOf(applicationChangeSchema),
    AlertSubscription: requestSchemaOf(subscribeBodySchema),
    AlertChange: requestSchemaOf(alertChangeSchema),
    ...Object.fromEntries(draftSteps.map((step) => [stepSchemaName(step), requestSchemaOf(stepSchemas[step])])),
  };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Careers site API',
      version: '1',
      description:
        'Request schemas are generated from the zod validators the server runs; response schemas are written from the README.',
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    paths: buildPaths(),
    components: { schemas },
  };
}
