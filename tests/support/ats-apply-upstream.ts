import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { greenhouseBoardJobs, leverBoardPostings } from './ats-board-fixtures';
import {
  ashbyJob,
  type AtsUpstream,
  recruiteeOffer,
  smartRecruitersDetail,
  smartRecruitersPosting,
  startAtsUpstream,
} from './ats-upstream';

/**
 * Greenhouse's, Lever's, Ashby's and Recruitee's application APIs on loopback, answering with
 * their real bodies (tests/fixtures/ats-boards/ats-application-answers.json and
 * ashby-application-form.json, README there for where each comes from):
 * `POST /v1/boards/:token/jobs/:id` (HTTP Basic, the key as user name),
 * `POST /v0/postings/:site/:id?key=`, Ashby's `POST /jobPosting.info` and
 * `POST /applicationForm.submit` (checked against the job's form) and
 * `POST /api/offers/:slug/candidates` (no key; checked against the offer as Recruitee checks it, a
 * 422 naming what is missing), multipart/form-data read with the platform's own parser; and
 * SmartRecruiters' `GET /postings/:uuid/configuration` and `POST /postings/:uuid/candidates` (JSON,
 * smartrecruiters-configuration.json). Also `GET` of the board's job list, so the site lists the jobs applied to;
 * or, given `feedsFrom` (the URL of the feeds' fake, ./ats-upstream.ts), every `GET` answered by
 * that fake: the site reads its feed, the job's questions and posts applications at one API URL.
 *
 * Like Lever, it answers **429** (with Retry-After) to a third POST within one second. Tests
 * script answers (200-with-error, 401, 429, 503, slow), take it down (every connection dropped) and
 * up again on the same port, and read every application it received.
 */

const answers = JSON.parse(
  readFileSync(new URL('../fixtures/ats-boards/ats-application-answers.json', import.meta.url), 'utf8'),
) as {
  greenhouse: Record<'saved' | 'invalidAttributes' | 'failedToSavePerson', unknown>;
  lever: Record<'applied' | 'documentNotFound' | 'emptyError' | 'tooManyRequests', unknown>;
  recruitee: { created: { candidate: Record<string, unknown> } };
};

/** The ATSs this fake takes applications for. */
export type FakeAts = 'greenhouse' | 'lever' | 'ashby' | 'recruitee' | 'smartrecruiters';

/** A posting's screening questions as SmartRecruiters' configuration answers them (tests/fixtures/ats-boards/README.md). */
export const smartRecruitersConfiguration = () =>
  JSON.parse(
    readFileSync(new URL('../fixtures/ats-boards/smartrecruiters-configuration.json', import.meta.url), 'utf8'),
  ) as {
    questions: { id: string; fields: { id: string; type: string; required: boolean; values: { id: string }[] }[] }[];
  };

/** SmartRecruiters' `ApplyApiError`. */
const smartRecruitersError = (code: string, message: string) => ({ id: `fake-${Date.now()}`, code, message });

/** A real-shaped answer of Ashby's `jobPosting.info` (tests/fixtures/ats-boards/README.md). */
export const ashbyApplicationForm = () =>
  JSON.parse(readFileSync(new URL('../fixtures/ats-boards/ashby-application-form.json', import.meta.url), 'utf8')) as {
    success: true;
    results: { applicationFormDefinition: { sections: { fields: AshbyFieldEntry[] }[] } };
  };

interface AshbyFieldEntry {
  isRequired?: boolean;
  field: { path: string; type: string; title: string };
}

/** Ashby's error envelope (its OpenAPI document's example), answered with HTTP 200 for a refused form. */
const ashbyError = (code: string, message: string) => ({
  success: false,
  errors: [code],
  errorInfo: { code, message, requestId: `fake-${Date.now()}` },
});
export const atsAnswers = answers;

/** An application as the fake received it. */
export interface ReceivedApplication {
  ats: FakeAts;
  board: string;
  jobId: string;
  /** The candidate's email, wherever its ATS takes it. */
  email: string;
  /** Every text field, by name; a name sent more than once (`question_1[]`) as a list. */
  fields: Record<string, string | string[]>;
  resume: { name: string; type: string; bytes: Buffer } | null;
  /** When it arrived (ms), for the rate limit. */
  at: number;
  /** What it was answered. */
  status: number;
  /** Whether that answer was a success: the ATS holds it. */
  accepted: boolean;
}

/** One scripted answer: a status and body, after an optional delay, with optional headers. */
export interface ScriptedAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  delayMs?: number;
}

export const scripted = {
  /** Greenhouse's 200 whose body is an error. */
  greenhouseErrorIn200: (): ScriptedAnswer => ({ status: 200, body: answers.greenhouse.invalidAttributes }),
  greenhouseBadKey: (): ScriptedAnswer => ({ status: 401, body: answers.greenhouse.failedToSavePerson }),
  leverTooMany: (retryAfterSeconds: number): ScriptedAnswer => ({
    status: 429,
    body: answers.lever.tooManyRequests,
    headers: { 'Retry-After': String(retryAfterSeconds) },
  }),
  unavailable: (): ScriptedAnswer => ({ status: 503, body: { error: 'Service Unavailable' } }),
  /** A 429 of Recruitee's, as any API behind a rate limiter may answer (Recruitee documents none). */
  recruiteeTooMany: (retryAfterSeconds: number): ScriptedAnswer => ({
    status: 429,
    body: { error: ['Too many requests'] },
    headers: { 'Retry-After': String(retryAfterSeconds) },
  }),
};

/** The ATS taking `ms` over an answer: a slow neighbour the fake plays, not a wait of the test. */
const takeItsTime = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function formOf(req: IncomingMessage): Promise<FormData> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new Request('http://fake/', {
    method: 'POST',
    headers: { 'content-type': req.headers['content-type'] ?? '' },
    body: Buffer.concat(chunks),
  }).formData();
}

async function readApplication(form: FormData) {
  const fields: Record<string, string | string[]> = {};
  let resume: ReceivedApplication['resume'] = null;
  for (const [name, value] of form.entries()) {
    if (typeof value !== 'string') {
      if (name === 'resume' || name === 'candidate[cv]')
        resume = { name: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) };
      continue;
    }
    const before = fields[name];
    fields[name] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  return { fields, resume };
}

/** An offer's question as Recruitee's careers site answers it: what its answer must hold. */
interface OfferQuestion {
  id: number;
  kind: string;
  required?: boolean;
  body: string;
}

/** The attribute Recruitee takes each kind's answer in (a boolean's `content` is refused). */
const answerAttribute = (kind: string) =>
  kind === 'boolean' || kind === 'legal' ? 'flag' : kind === 'multi_choice' ? 'multi_content' : 'content';

/**
 * What Recruitee refuses in an application to `offer` (422): a missing name or email, a missing
 * CV or phone where the offer requires them, a required question without its answer in the
 * attribute of its kind.
 */
function recruiteeRefusals(
  offer: { open_questions?: OfferQuestion[]; options_cv?: string; options_phone?: string },
  application: Awaited<ReturnType<typeof readApplication>>,
): { error: string[]; error_fields: Record<string, string[]> } | null {
  const { fields } = application;
  const errorFields: Record<string, string[]> = {};
  const blank = (field: string) => (errorFields[field] = ["can't be blank"]);
  if (!fields['candidate[name]']) blank('name');
  if (!fields['candidate[email]']) blank('email');
  if ((offer.options_cv ?? 'required') === 'required' && !application.resume) blank('cv');
  if ((offer.options_phone ?? 'required') === 'required' && !fields['candidate[phone]']) blank('phone');
  const answered = new Map<string, Set<string>>();
  for (const [name, value] of Object.entries(fields)) {
    const at = /^candidate\[open_question_answers_attributes\]\[(\d+)\]\[([a-z_]+)\](?:\[\])?$/.exec(name);
    if (!at) continue;
    const entry = answered.get(at[1]!) ?? new Set<string>();
    entry.add(at[2] === 'open_question_id' ? `id:${String(value)}` : at[2]!);
    answered.set(at[1]!, entry);
  }
  const errors = Object.entries(errorFields).map(([field, [message]]) => `${field} ${message}`);
  for (const question of offer.open_questions ?? []) {
    if (!question.required) continue;
    const answer = [...answered.values()].find((entry) => entry.has(`id:${question.id}`));
    if (!answer?.has(answerAttribute(question.kind)))
      errors.push(`${question.body} ${answerAttribute(question.kind)} can't be blank`);
  }
  return errors.length > 0 ? { error: errors, error_fields: errorFields } : null;
}

/** Answers `req` with what the feeds' fake at `feedsFrom` answers the same GET. */
async function forwardRead(feedsFrom: string, req: IncomingMessage, res: ServerResponse) {
  const answer = await fetch(`${feedsFrom}${req.url ?? '/'}`);
  res
    .writeHead(answer.status, { 'Content-Type': answer.headers.get('content-type') ?? 'application/json' })
    .end(Buffer.from(await answer.arrayBuffer()));
}

export async function startAtsApplyUpstream(
  keys: { greenhouse: string; lever: string; ashby?: string; smartrecruiters?: string },
  options: { feedsFrom?: string } = {},
) {
  const received: ReceivedApplication[] = [];
  /** The email of each application POST as it arrived, before it is answered (a slow answer is still pending). */
  const arrivals: string[] = [];
  const script: Record<FakeAts, ScriptedAnswer[]> = {
    greenhouse: [],
    lever: [],
    ashby: [],
    recruitee: [],
    smartrecruiters: [],
  };
  /** Each SmartRecruiters posting's configuration, by its uuid. */
  const smartRecruitersConfigurations: Record<string, ReturnType<typeof smartRecruitersConfiguration>> = {};
  /** Each Ashby job posting's `jobPosting.info` answer, by its id. */
  const ashbyForms: Record<string, ReturnType<typeof ashbyApplicationForm>> = {};
  const jobs = { greenhouse: [] as unknown[], lever: [] as unknown[] };
  /** Answered to every POST while set, before any script (a slow ATS). */
  let delayMs = 0;
  const leverPosts: number[] = [];
  const counts = { leverTooMany: 0 };
  const sockets = new Set<Socket>();

  const send = (res: ServerResponse, answer: ScriptedAnswer) =>
    res
      .writeHead(answer.status, { 'Content-Type': 'application/json; charset=utf-8', ...answer.headers })
      .end(JSON.stringify(answer.body));

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const greenhouse = /^\/v1\/boards\/([^/]+)\/jobs\/([^/]+)$/.exec(url.pathname);
    const lever = /^\/v0\/postings\/([^/]+)\/([^/]+)$/.exec(url.pathname);
    const recruitee = /^\/api\/offers\/([^/]+)\/candidates$/.exec(url.pathname);
    const smartRecruiters = /^\/postings\/([^/]+)\/(configuration|candidates)$/.exec(url.pathname);
    if (smartRecruiters)
      return handleSmartRecruiters(req, res, decodeURIComponent(smartRecruiters[1]!), smartRecruiters[2]!);
    if (req.method === 'GET') {
      if (options.feedsFrom) return forwardRead(options.feedsFrom, req, res);
      if (/^\/v1\/boards\/[^/]+\/jobs$/.test(url.pathname))
        return send(res, { status: 200, body: { jobs: jobs.greenhouse, meta: { total: jobs.greenhouse.length } } });
      if (/^\/v0\/postings\/[^/]+$/.test(url.pathname)) return send(res, { status: 200, body: jobs.lever });
    }
    if (req.method === 'POST' && recruitee) return handleRecruitee(req, res, decodeURIComponent(recruitee[1]!));
    if (req.method === 'POST' && (url.pathname === '/jobPosting.info' || url.pathname === '/applicationForm.submit'))
      return handleAshby(req, res, url.pathname.slice(1));
    if (req.method !== 'POST' || !(greenhouse || lever))
      return send(res, { status: 404, body: { status: 404, error: 'Not found' } });
    const ats = greenhouse ? 'greenhouse' : 'lever';
    const [, board = '', jobId = ''] = (greenhouse ?? lever)!;
    const at = Date.now();
    const form = await formOf(req);
    const application = await readApplication(form);
    arrivals.push(String(application.fields.email));
    if (delayMs > 0) await takeItsTime(delayMs);
    const authorized =
      ats === 'greenhouse'
        ? req.headers.authorization === `Basic ${Buffer.from(`${keys.greenhouse}:`).toString('base64')}`
        : url.searchParams.get('key') === keys.lever;
    let answer: ScriptedAnswer;
    if (ats === 'lever' && leverPosts.filter((time) => time > at - 1_000).length >= 2) {
      // Lever's limit: a third application POST within a second.
      counts.leverTooMany++;
      answer = scripted.leverTooMany(1);
    } else if (script[ats].length > 0) answer = script[ats].shift()!;
    else if (!authorized)
      answer =
        ats === 'greenhouse'
          ? scripted.greenhouseBadKey()
          : { status: 401, body: { ok: false, error: 'Invalid API key' } };
    else
      answer =
        ats === 'greenhouse'
          ? { status: 200, body: answers.greenhouse.saved }
          : {
              status: 200,
              body: { ...(answers.lever.applied as object), applicationId: `lever-${received.length + 1}` },
            };
    if (ats === 'lever') leverPosts.push(at);
    if (answer.delayMs) await takeItsTime(answer.delayMs);
    const body = answer.body as { success?: unknown; ok?: unknown };
    const accepted = answer.status === 200 && (ats === 'greenhouse' ? body.success !== undefined : body.ok === true);
    received.push({
      ats,
      board: decodeURIComponent(board),
      jobId: decodeURIComponent(jobId),
      email: String(application.fields.email),
      ...application,
      at,
      status: answer.status,
      accepted,
    });
    send(res, answer);
  }

  /**
   * Ashby's API: `POST /jobPosting.info` (JSON) answers a job's form, `POST
   * /applicationForm.submit` (multipart) checks the submission against it, both with the key as
   * HTTP Basic user name (401 without one, 403 with another).
   */
  async function handleAshby(req: IncomingMessage, res: ServerResponse, method: string) {
    const at = Date.now();
    const authorization = req.headers.authorization;
    const keyed = authorization === `Basic ${Buffer.from(`${keys.ashby ?? ''}:`).toString('base64')}`;
    if (method === 'jobPosting.info') {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const { jobPostingId } = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as { jobPostingId?: string };
      if (!keyed)
        return send(res, { status: authorization ? 403 : 401, body: ashbyError('unauthorized', 'Invalid API key') });
      const form = ashbyForms[jobPostingId ?? ''];
      return send(
        res,
        form
          ? { status: 200, body: form }
          : { status: 200, body: ashbyError('invalid_input', 'Job posting not found') },
      );
    }
    const form = await formOf(req);
    const application = await readApplication(form);
    const submitted = JSON.parse(String(form.get('applicationForm') ?? '{}')) as {
      fieldSubmissions?: { path: string; value: unknown }[];
    };
    const values = new Map((submitted.fieldSubmissions ?? []).map((entry) => [entry.path, entry.value]));
    const jobPostingId = String(form.get('jobPostingId') ?? '');
    arrivals.push(String(values.get('_systemfield_email')));
    if (delayMs > 0) await takeItsTime(delayMs);
    const definition = ashbyForms[jobPostingId];
    const missing = (definition?.results.applicationFormDefinition.sections ?? [])
      .flatMap((section) => section.fields)
      .filter((entry) => (entry.isRequired ?? true) && [undefined, ''].includes(values.get(entry.field.path) as string))
      .map((entry) => entry.field.title);
    const resumePart = values.get('_systemfield_resume');
    const answer: ScriptedAnswer =
      script.ashby.shift() ??
      (!keyed
        ? { status: authorization ? 403 : 401, body: ashbyError('unauthorized', 'Invalid API key') }
        : !definition
          ? { status: 200, body: ashbyError('invalid_input', 'Job posting not found') }
          : missing.length > 0
            ? { status: 200, body: ashbyError('invalid_input', `Missing required fields: ${missing.join(', ')}`) }
            : resumePart !== undefined && !form.get(String(resumePart))
              ? { status: 200, body: ashbyError('invalid_input', `No file part named ${String(resumePart)}`) }
              : {
                  status: 200,
                  body: {
                    success: true,
                    results: {
                      submittedFormInstance: {
                        id: `ashby-form-${received.length + 1}`,
                        formDefinition: definition.results.applicationFormDefinition,
                        submittedValues: Object.fromEntries(values),
                      },
                      formMessages: { blocked: false },
                    },
                  },
                });
    if (answer.delayMs) await takeItsTime(answer.delayMs);
    received.push({
      ats: 'ashby',
      board: 'ashby',
      jobId: jobPostingId,
      email: String(values.get('_systemfield_email')),
      ...application,
      at,
      status: answer.status,
      accepted: (answer.body as { success?: unknown }).success === true,
    });
    send(res, answer);
  }

  /**
   * SmartRecruiters' Application API, the key in `X-SmartToken`: `GET /postings/:uuid/configuration`
   * answers the posting's questions, `POST /postings/:uuid/candidates` (JSON) checks the application
   * against them (each required field answered, each choice one of its values).
   */
  async function handleSmartRecruiters(req: IncomingMessage, res: ServerResponse, uuid: string, what: string) {
    const at = Date.now();
    const keyed = req.headers['x-smarttoken'] === keys.smartrecruiters;
    const configuration = smartRecruitersConfigurations[uuid];
    if (what === 'configuration') {
      if (!keyed)
        return send(res, { status: 401, body: smartRecruitersError('INVALID_API_KEY_ERROR', 'Invalid API key') });
      return send(
        res,
        configuration
          ? { status: 200, body: configuration }
          : { status: 400, body: smartRecruitersError('RESOURCE_NOT_FOUND_ERROR', `Posting ${uuid} not found`) },
      );
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as {
      email?: string;
      resume?: { fileName: string; mimeType: string; fileContent: string };
      answers?: { id: string; records: { fields: Record<string, string[]> }[] }[];
    } & Record<string, unknown>;
    arrivals.push(String(body.email));
    if (delayMs > 0) await takeItsTime(delayMs);
    const given = new Map((body.answers ?? []).map((answer) => [answer.id, answer.records[0]?.fields ?? {}]));
    const unanswered: string[] = [];
    const wrong: string[] = [];
    for (const question of configuration?.questions ?? []) {
      for (const field of question.fields) {
        const values = given.get(question.id)?.[field.id] ?? [];
        if (field.required && field.type !== 'INFORMATION' && values.length === 0) unanswered.push(question.id);
        const allowed = new Set(field.values.map((value) => value.id));
        if (allowed.size > 0 && values.some((value) => !allowed.has(value))) wrong.push(question.id);
      }
    }
    const answer: ScriptedAnswer =
      script.smartrecruiters.shift() ??
      (!keyed
        ? { status: 401, body: smartRecruitersError('INVALID_API_KEY_ERROR', 'Invalid API key') }
        : !configuration
          ? { status: 400, body: smartRecruitersError('RESOURCE_NOT_FOUND_ERROR', `Posting ${uuid} not found`) }
          : unanswered.length > 0
            ? {
                status: 400,
                body: smartRecruitersError(
                  'DATA_VALIDATION_ERROR',
                  `The following screening questions are required: ${unanswered.join(', ')}.`,
                ),
              }
            : wrong.length > 0
              ? {
                  status: 400,
                  body: smartRecruitersError(
                    'DATA_VALIDATION_ERROR',
                    `Values for the following screening questions' answers are incorrect: ${wrong.join(', ')}.`,
                  ),
                }
              : {
                  status: 200,
                  body: {
                    id: `sr-candidate-${received.length + 1}`,
                    createdOn: new Date(at).toISOString(),
                    candidatePortalUrl: `https://my.smartrecruiters.com/candidate/sr-candidate-${received.length + 1}`,
                  },
                });
    if (answer.delayMs) await takeItsTime(answer.delayMs);
    const { resume, ...fields } = body;
    received.push({
      ats: 'smartrecruiters',
      board: 'smartrecruiters',
      jobId: uuid,
      email: String(body.email),
      fields: { application: JSON.stringify(fields) },
      resume: resume
        ? { name: resume.fileName, type: resume.mimeType, bytes: Buffer.from(resume.fileContent, 'base64') }
        : null,
      at,
      status: answer.status,
      accepted: answer.status === 200,
    });
    send(res, answer);
  }

  /** An application to a Recruitee offer: checked against the offer the feeds' fake serves. */
  async function handleRecruitee(req: IncomingMessage, res: ServerResponse, slug: string) {
    const at = Date.now();
    const application = await readApplication(await formOf(req));
    arrivals.push(String(application.fields['candidate[email]']));
    if (delayMs > 0) await takeItsTime(delayMs);
    const offerAnswer = options.feedsFrom
      ? await fetch(`${options.feedsFrom}/api/offers/${encodeURIComponent(slug)}`)
      : null;
    const offer = offerAnswer?.ok
      ? ((await offerAnswer.json()) as { offer: Parameters<typeof recruiteeRefusals>[0] }).offer
      : null;
    const refusals = offer && recruiteeRefusals(offer, application);
    const created = answers.recruitee.created.candidate;
    const answer: ScriptedAnswer =
      script.recruitee.shift() ??
      (!offer
        ? { status: 404, body: { error: 'Not found' } }
        : refusals
          ? { status: 422, body: refusals }
          : {
              status: 201,
              body: {
                candidate: {
                  ...created,
                  id: Number(created.id) + received.length,
                  name: application.fields['candidate[name]'],
                  emails: [application.fields['candidate[email]']],
                },
              },
            });
    if (answer.delayMs) await takeItsTime(answer.delayMs);
    received.push({
      ats: 'recruitee',
      board: 'recruitee',
      jobId: slug,
      email: String(application.fields['candidate[email]']),
      ...application,
      at,
      status: answer.status,
      accepted: answer.status === 201,
    });
    send(res, answer);
  }

  // Down, the fake keeps its port and drops every connection as it comes (the client sees the
  // connection reset). Closing the server instead freed the port, and another test's server could
  // take it and answer 404s: deliveries given up, where an ATS that is down must be waited for.
  let down = false;
  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => res.writeHead(500).end(String(error)));
  });
  server.on('connection', (socket) => {
    if (down) {
      socket.destroy();
      return;
    }
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}`,
    received,
    arrivals,
    counts,
    /** The applications answered with a success (a 200 saying so): what the ATS now holds. */
    accepted: () => received.filter((application) => application.accepted),
    setJobs(ats: 'greenhouse' | 'lever', list: unknown[]) {
      jobs[ats] = list;
    },
    /** SmartRecruiters' configuration (screening questions) of the posting `uuid`. */
    setSmartRecruitersConfiguration(uuid: string, configuration: ReturnType<typeof smartRecruitersConfiguration>) {
      smartRecruitersConfigurations[uuid] = configuration;
    },
    /** Ashby's `jobPosting.info` answer for the job posting `id`. */
    setAshbyForm(id: string, form: ReturnType<typeof ashbyApplicationForm>) {
      ashbyForms[id] = form;
    },
    /** The next POSTs to `ats` are answered these, in order; then as usual. */
    answerNext(ats: FakeAts, ...next: ScriptedAnswer[]) {
      script[ats].push(...next);
    },
    /** Forgets the answers scripted for `ats` and not given yet. */
    clearScript(ats: FakeAts) {
      script[ats].length = 0;
    },
    slow(ms: number) {
      delayMs = ms;
    },
    /** Every connection dropped from now on (reset), until up(). */
    down() {
      down = true;
      for (const socket of sockets) socket.destroy();
    },
    up() {
      down = false;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export type AtsApplyUpstream = Awaited<ReturnType<typeof startAtsApplyUpstream>>;

/**
 * The feeds' fake (./ats-upstream.ts) with the apply fake in front of it, as a site sees one API
 * per ATS: started before the file's tests, `feed` setting the feeds' jobs first, and closed after.
 * Read `fakes.feeds` and `fakes.ats` inside tests and hooks.
 */
export function useAtsFakes(
  keys: { greenhouse: string; lever: string; ashby?: string; smartrecruiters?: string },
  feed: (feeds: AtsUpstream) => void,
): { feeds: AtsUpstream; ats: AtsApplyUpstream } {
  const fakes = {} as { feeds: AtsUpstream; ats: AtsApplyUpstream };
  beforeAll(async () => {
    fakes.feeds = await startAtsUpstream();
    feed(fakes.feeds);
    fakes.ats = await startAtsApplyUpstream(keys, { feedsFrom: fakes.feeds.url });
  });
  afterAll(async () => {
    await fakes.ats?.close();
    await fakes.feeds?.close();
  });
  return fakes;
}

/** The job of each board of startPlainAtsBoards (Greenhouse's and Lever's: their board fixtures'). */
export const PLAIN_BOARD_JOBS = {
  ashby: 'b1a6e1f0-0001-4000-8000-000000000001',
  recruitee: '2751915',
  smartrecruiters: '744000133666057',
} as const;

/**
 * Each ATS's applications fake in front of its feeds' fake, every board holding jobs that ask
 * nothing beyond the standard steps: Greenhouse's and Lever's board fixtures, an Ashby form of
 * its system fields only, a Recruitee offer without questions, a SmartRecruiters configuration
 * without questions. `close` ends both fakes.
 */
export async function startPlainAtsBoards(keys: Parameters<typeof startAtsApplyUpstream>[0]) {
  const feeds = await startAtsUpstream();
  feeds.setGreenhouseJobs(greenhouseBoardJobs());
  feeds.setLeverPostings(leverBoardPostings());
  feeds.setAshbyJobs([ashbyJob(PLAIN_BOARD_JOBS.ashby)]);
  feeds.setRecruiteeOffers([recruiteeOffer(Number(PLAIN_BOARD_JOBS.recruitee))]);
  feeds.setSmartRecruiters([smartRecruitersPosting(PLAIN_BOARD_JOBS.smartrecruiters)], {
    [PLAIN_BOARD_JOBS.smartrecruiters]: smartRecruitersDetail(PLAIN_BOARD_JOBS.smartrecruiters),
  });
  const ats = await startAtsApplyUpstream(keys, { feedsFrom: feeds.url });
  const form = ashbyApplicationForm();
  form.results.applicationFormDefinition.sections.splice(1);
  ats.setAshbyForm(PLAIN_BOARD_JOBS.ashby, form);
  ats.setSmartRecruitersConfiguration(`uuid-${PLAIN_BOARD_JOBS.smartrecruiters}`, { questions: [] });
  return {
    ats,
    async close() {
      await ats.close();
      await feeds.close();
    },
  };
}
