import express, { type Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftSteps } from '../../shared/application/steps';
import { type ApiOperation, apiOperations } from '../../server/http/api-operations';
import { pdfOfSize, validAnswers } from '../support/application-answers';
import { type AtsApplyUpstream, scripted, startAtsApplyUpstream } from '../support/ats-apply-upstream';
import { CLEO_JOB, cleoAnswers, greenhouseJobQuestions } from '../support/ats-board-fixtures';
import { type AtsUpstream, greenhouseJob, startAtsUpstream } from '../support/ats-upstream';
import { emulatorHost, mintGoogleUser } from '../support/auth-emulator';
import { candidate, sessionCookieFor, uniqueEmail } from '../support/candidate-browser';
import { eventually } from '../support/eventually';
import { apiRoutesOf, isAnswered, isDocumented } from '../support/express-routes';
import { openApiValidator } from '../support/openapi-validator';
import { createTestApp } from '../support/test-app';

// The contract between the route table (server/http/api-operations.ts), the OpenAPI document
// generated from it, and the server: every /api route the server answers is documented (and
// every documented one answered), and each documented operation, called as a client would,
// answers with a status the document gives it and a body its schema accepts. The site reads a
// Greenhouse board with its key (loopback fakes of the board and of its apply endpoint), so that
// the job's own questions and the delivery into the ATS can be called too.

const KEY = 'gh-board-key-contract-0123456789';
const RECRUITER = `recruiter-contract-${Date.now()}@medinest.example`;

type Document = {
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>>;
  components: { schemas: Record<string, unknown> };
};

const operationName = (operation: Pick<ApiOperation, 'method' | 'path'>) =>
  `${operation.method.toUpperCase()} ${operation.path}`;

let feeds: AtsUpstream;
let ats: AtsApplyUpstream;
let app: Express;
let embedded: Express;
/** A company in India, whose wizard asks neither indigenous identity (Australia's) nor military status (the US's). */
let inIndia: Express;
let document: Document;
let validate: ReturnType<typeof openApiValidator>;

/** What the calls below learn and pass on: who is signed in, and the ids the answers gave. */
const state = {
  browser: undefined as unknown as ReturnType<typeof candidate>,
  /** A visitor of the Indian company's site. */
  visitorInIndia: undefined as unknown as ReturnType<typeof candidate>,
  recruiter: '',
  /** Someone else signed in, who is no recruiter. */
  candidate: '',
  applicationId: '',
  resumeDownload: '',
  alertId: '',
};

/**
 * Checks that `response` is what the document says `operation` answers with `status`: that
 * status documented, a JSON body its schema accepts, a file of its media type, or no body.
 */
function expectDocumented(operation: string, status: number, response: request.Response) {
  expect(response.status, String(response.text).slice(0, 500)).toBe(status);
  const [method, path] = operation.split(' ') as [string, string];
  const documented = document.paths[path]?.[method.toLowerCase()]?.responses[status];
  expect(documented, `${operation} ${status} is documented`).toBeDefined();
  const [type] = Object.keys(documented!.content ?? {});
  if (type === 'application/json') {
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(validate.response(method.toLowerCase(), path, status, response.body)).toEqual({ valid: true, errors: [] });
  } else if (type) {
    expect(response.headers['content-type']).toMatch(new RegExp(`^${type}`));
    const bytes = Buffer.isBuffer(response.body) ? response.body.length : String(response.text ?? '').length;
    expect(bytes).toBeGreaterThan(0);
  } else {
    expect(response.text ?? '').toBe('');
  }
}

/** Calls as the candidate's browser sends them (with its session cookie), and as the recruiter's. */
const asCandidate = (test: request.Test) => (state.browser.cookie ? test.set('Cookie', state.browser.cookie) : test);
const asRecruiter = (test: request.Test) => test.set('Cookie', state.recruiter);
const application = () => `/api/recruiter/applications/${state.applicationId}`;

/** The application as the recruiters' API answers it now. */
const recruiterView = async () => (await asRecruiter(request(app).get(application()))).body.data;

/**
 * Each call: the operation, the status it answers, and how it is called (in this order: a call
 * may need what an earlier one did, such as a submitted application or a failed delivery).
 */
type Call = [operation: string, status: number, call: () => Promise<request.Response>];
const calls: Call[] = [
  ['GET /api/openapi.json', 200, () => request(app).get('/api/openapi.json')],
  ['GET /api/site', 200, () => request(app).get('/api/site')],
  ['GET /api/jobs', 200, () => request(app).get('/api/jobs')],
  ['GET /api/jobs', 200, () => request(embedded).get('/api/jobs?sort=newest&page=1')],
  ['GET /api/jobs/{jobId}', 200, () => request(app).get(`/api/jobs/${CLEO_JOB}`)],
  [
    'GET /api/jobs/{jobId}',
    200,
    async () => request(embedded).get(`/api/jobs/${(await request(embedded).get('/api/jobs')).body.data[0].id}`),
  ],
  ['GET /api/me', 200, () => request(app).get('/api/me')],
  ['POST /api/sign-in-link', 202, () => request(app).post('/api/sign-in-link').send({ email: uniqueEmail() })],
  [
    'POST /api/session',
    200,
    async () => state.browser.post('/api/session', { idToken: (await mintGoogleUser(uniqueEmail())).idToken }),
  ],
  ['GET /api/session', 200, () => state.browser.get('/api/session')],
  ['GET /api/me', 200, () => state.browser.get('/api/me')],
  [
    'GET /api/application/draft',
    200,
    async () => {
      // The job's page's Apply chooses it: the draft is for Cleo's job, which asks questions of its own.
      expect((await state.browser.post(`/joblistings/${CLEO_JOB}`)).status).toBe(303);
      return state.browser.get('/api/application/draft');
    },
  ],
  ...draftSteps.map((step): Call => [
    'PUT /api/application/draft/{step}',
    200,
    () => state.browser.put(`/api/application/draft/${step}`, validAnswers[step]),
  ]),
  [
    'PUT /api/application/draft/questions',
    200,
    () => state.browser.put('/api/application/draft/questions', cleoAnswers),
  ],
  ['POST /api/application/resume', 201, () => state.browser.upload(pdfOfSize())],
  ['DELETE /api/application/resume', 204, () => state.browser.delete('/api/application/resume')],
  ['POST /api/application/resume', 201, () => state.browser.upload(pdfOfSize(2_048))],
  [
    'POST /api/application/submit',
    201,
    async () => {
      // Its delivery into Greenhouse is refused for good, for a recruiter to retry below.
      ats.answerNext('greenhouse', scripted.greenhouseBadKey());
      const submitted = await state.browser.post('/api/application/submit');
      state.applicationId = submitted.body.data?.id;
      return submitted;
    },
  ],
  // Applied before: the draft now says so, and offers the last application's answers and resume.
  ['GET /api/application/draft', 200, () => state.browser.get('/api/application/draft')],
  ['POST /api/application/resume/last', 201, () => state.browser.post('/api/application/resume/last')],
  ['GET /api/me/applications', 200, () => state.browser.get('/api/me/applications')],
  [
    'GET /api/me/data',
    200,
    async () => {
      const data = await state.browser.get('/api/me/data');
      state.resumeDownload = data.body.data?.applications[0]?.resume?.download;
      return data;
    },
  ],
  ['GET /api/me/resumes/{id}', 200, () => state.browser.get(state.resumeDownload)],
  ['POST /api/alerts', 201, () => state.browser.post('/api/alerts', { search: { q: 'engineer' }, frequency: 'daily' })],
  [
    'POST /api/alerts',
    202,
    () =>
      request(app)
        .post('/api/alerts')
        .send({ email: uniqueEmail(), search: { department: 'Engineering' }, frequency: 'weekly' }),
  ],
  [
    'GET /api/me/alerts',
    200,
    async () => {
      const alerts = await state.browser.get('/api/me/alerts');
      state.alertId = alerts.body.data?.[0]?.id;
      return alerts;
    },
  ],
  [
    'PATCH /api/me/alerts/{id}',
    200,
    () =>
      asCandidate(request(app).patch(`/api/me/alerts/${state.alertId}`)).send({ frequency: 'weekly', paused: true }),
  ],
  ['DELETE /api/me/alerts/{id}', 204, () => state.browser.delete(`/api/me/alerts/${state.alertId}`)],
  [
    'GET /api/recruiter/applications',
    200,
    async () => {
      await eventually(async () => (await recruiterView())?.delivery?.state === 'failed', 20_000, 'delivery failed');
      return asRecruiter(request(app).get('/api/recruiter/applications'));
    },
  ],
  ['GET /api/recruiter/applications.csv', 200, () => asRecruiter(request(app).get('/api/recruiter/applications.csv'))],
  ['GET /api/recruiter/applications/{id}', 200, () => asRecruiter(request(app).get(application()))],
  [
    'GET /api/recruiter/applications/{id}/status-email',
    200,
    () => asRecruiter(request(app).get(`${application()}/status-email?status=interview`)),
  ],
  [
    'PATCH /api/recruiter/applications/{id}',
    200,
    () => asRecruiter(request(app).patch(application())).send({ status: 'interview', notify: true, note: 'Strong' }),
  ],
  [
    'DELETE /api/recruiter/applications/{id}/pending-email',
    200,
    () => asRecruiter(request(app).delete(`${application()}/pending-email`)),
  ],
  [
    'POST /api/recruiter/applications/{id}/delivery/retry',
    200,
    () => asRecruiter(request(app).post(`${application()}/delivery/retry`)),
  ],
  ['GET /api/recruiter/applications/{id}/resume', 200, () => asRecruiter(request(app).get(`${application()}/resume`))],
  ['GET /api/recruiter/reports/sources', 200, () => asRecruiter(request(app).get('/api/recruiter/reports/sources'))],
  [
    'GET /api/recruiter/reports/voluntary',
    200,
    () => asRecruiter(request(app).get('/api/recruiter/reports/voluntary')),
  ],
  [
    'POST /api/me/applications/{id}/withdraw',
    200,
    () => state.browser.post(`/api/me/applications/${state.applicationId}/withdraw`),
  ],
  [
    'DELETE /api/session',
    204,
    async () => {
      const browser = candidate(app);
      await browser.signIn();
      return browser.delete('/api/session');
    },
  ],
  ['POST /api/me/sign-out-everywhere', 204, () => state.browser.post('/api/me/sign-out-everywhere')],
  [
    'DELETE /api/me',
    204,
    async () => {
      const browser = candidate(app);
      await browser.signIn();
      return browser.delete('/api/me');
    },
  ],
];

/**
 * The draft's operations on the Indian company's site: the server leaves out the answers to the
 * questions it does not ask (`indigenous`, the military step's), and the document must allow that.
 */
const callsInIndia: Call[] = [
  ['GET /api/application/draft', 200, () => state.visitorInIndia.get('/api/application/draft')],
  ...draftSteps.map((step): Call => [
    'PUT /api/application/draft/{step}',
    200,
    () => state.visitorInIndia.put(`/api/application/draft/${step}`, validAnswers[step]),
  ]),
  [
    'GET /api/application/draft',
    200,
    async () => {
      const draft = await state.visitorInIndia.get('/api/application/draft');
      expect(draft.body.data.steps.eeo).toEqual({ gender: validAnswers.eeo.gender });
      expect(draft.body.data.steps.military).toEqual({});
      return draft;
    },
  ],
];

beforeAll(async () => {
  feeds = await startAtsUpstream();
  feeds.setGreenhouseJobs([greenhouseJob(Number(CLEO_JOB), { title: 'Senior Backend Ruby Engineer' })]);
  feeds.setGreenhouseQuestions(greenhouseJobQuestions());
  ats = await startAtsApplyUpstream({ greenhouse: KEY, lever: 'unused' }, { feedsFrom: feeds.url });
  ({ app } = await createTestApp({
    env: {
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
      JOBS_SOURCE: 'greenhouse:cleoai',
      GREENHOUSE_API_URL: ats.url,
      GREENHOUSE_API_KEY: KEY,
      RECRUITER_EMAILS: RECRUITER,
      // Alerts and sign-in links are written with it.
      PUBLIC_URL: 'https://careers.medinest.example',
      OUTBOX_POLL_MS: '50',
      OUTBOX_RETRY_MS: '50',
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      APPLICATION_RATE_LIMIT_PER_MINUTE: '1000000',
    },
  }));
  ({ app: embedded } = await createTestApp());
  ({ app: inIndia } = await createTestApp({ env: { COMPANY_COUNTRY: 'IN' } }));
  document = (await request(app).get('/api/openapi.json').expect(200)).body;
  validate = openApiValidator(document);
  state.browser = candidate(app);
  state.visitorInIndia = candidate(inIndia);
  state.recruiter = await sessionCookieFor(app, RECRUITER);
  state.candidate = await sessionCookieFor(app, uniqueEmail());
});

afterAll(async () => {
  await ats?.close();
  await feeds?.close();
});

describe('the API’s routes and its route table', () => {
  it('are the same: every /api route the server answers is documented, and every documented one answered', () => {
    const routes = apiRoutesOf(app);
    expect(routes.filter((route) => !isDocumented(route, apiOperations))).toEqual([]);
    expect(apiOperations.filter((operation) => !isAnswered(operation, routes)).map(operationName)).toEqual([]);
  });

  it('are read from Express as they are registered, and a router mounted under a path is refused', () => {
    const router = express.Router();
    router.get('/api/things/:thingId', (_req, res) => res.end());
    router.delete('/api/things/:thingId', (_req, res) => res.end());
    router.all('/api/things/:thingId/echo', (_req, res) => res.end());
    router.use('/api/gadgets', (_req, res) => res.end());
    router.get('/elsewhere', (_req, res) => res.end());
    router.use('/elsewhere', (_req, res) => res.end());
    const probe = express();
    probe.use(express.json());
    probe.use(router);
    probe.post('/api/things', (_req, res) => res.end());
    probe.use(['/api/widgets/:widgetId', '/api/sprockets'], (_req, res) => res.end());
    const routes = apiRoutesOf(probe);
    expect(routes.sort()).toEqual([
      'all /api/things/{thingId}/echo',
      'delete /api/things/{thingId}',
      'get /api/things/{thingId}',
      'post /api/things',
      'use /api/gadgets',
      'use /api/sprockets',
      'use /api/widgets/{widgetId}',
    ]);
    const mounted = express();
    mounted.use('/api', router);
    expect(() => apiRoutesOf(mounted)).toThrow(/mounted under \/api/);

    // `all` is documented by an operation of any method at its path, `use` by one at or under its path.
    const table = [
      { method: 'get', path: '/api/things/{thingId}/echo' },
      { method: 'put', path: '/api/gadgets/{gadgetId}' },
    ];
    expect(routes.filter((route) => isDocumented(route, table))).toEqual([
      'all /api/things/{thingId}/echo',
      'use /api/gadgets',
    ]);
    expect(isDocumented('use /api/gadget', table)).toBe(false);
    // … and an `all` route answers the table's operation at its path; a `use` handler answers none.
    expect(table.filter((operation) => isAnswered(operation, routes))).toEqual([table[0]]);
  });
});

describe('each documented operation, called as a client calls it', () => {
  it.each(
    calls.map(([operation, status, call], index) => ({ name: `${index + 1}. ${operation}`, operation, status, call })),
  )('$name answers $status as documented', async ({ operation, status, call }) => {
    expectDocumented(operation, status, await call());
  });

  // Each call's own test above shows that it answers as documented; this one reads only the list,
  // so that it means the same run alone (`-t`) as after them.
  it('lists a call for every operation and every success status the route table gives it', () => {
    const expected = apiOperations.flatMap((operation) =>
      Object.keys(operation.responses).map((status) => `${operationName(operation)} ${status}`),
    );
    const called = calls.map(([operation, status]) => `${operation} ${status}`);
    expect(expected.filter((response) => !called.includes(response))).toEqual([]);
  });
});

describe('the draft’s operations for a company in India, which asks no indigenous identity nor military status', () => {
  it.each(
    callsInIndia.map(([operation, status, call], index) => ({
      name: `${index + 1}. ${operation}`,
      operation,
      status,
      call,
    })),
  )('$name answers $status as documented', async ({ operation, status, call }) => {
    expectDocumented(operation, status, await call());
  });
});

describe('each operation for the signed-in only', () => {
  // A path's ids need not exist: the access check comes first.
  const concrete = (path: string) => path.replace(/\{\w+\}/g, 'x');
  const guarded = apiOperations.filter((operation) => operation.access !== 'anyone');

  const named = (operations: ApiOperation[]) =>
    operations.map((operation) => ({ name: operationName(operation), operation }));
  const send = (operation: ApiOperation, cookie?: string) => {
    const test = request(app)[operation.method](concrete(operation.path));
    return (cookie ? test.set('Cookie', cookie) : test).set('Content-Type', 'application/json').send('{}');
  };

  it.each(named(guarded))(
    '$name refuses a visitor who is not signed in with the documented 401',
    async ({ name, operation }) => {
      expectDocumented(name, 401, await send(operation));
    },
  );

  it.each(named(guarded.filter((operation) => operation.access === 'recruiter')))(
    '$name refuses a signed-in candidate with the documented 403',
    async ({ name, operation }) => {
      expectDocumented(name, 403, await send(operation, state.candidate));
    },
  );
});
