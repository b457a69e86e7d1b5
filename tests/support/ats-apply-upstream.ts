import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * Greenhouse's and Lever's application APIs on loopback, answering with their real bodies
 * (tests/fixtures/ats-boards/ats-application-answers.json, README there for where each comes
 * from): `POST /v1/boards/:token/jobs/:id` (HTTP Basic, the key as user name) and
 * `POST /v0/postings/:site/:id?key=`, both multipart/form-data, read with the platform's own
 * multipart parser. Also `GET` of the board's job list, so the site lists the jobs applied to;
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
};
export const atsAnswers = answers;

/** An application as the fake received it. */
export interface ReceivedApplication {
  ats: 'greenhouse' | 'lever';
  board: string;
  jobId: string;
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
      if (name === 'resume')
        resume = { name: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) };
      continue;
    }
    const before = fields[name];
    fields[name] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  return { fields, resume };
}

/** Answers `req` with what the feeds' fake at `feedsFrom` answers the same GET. */
async function forwardRead(feedsFrom: string, req: IncomingMessage, res: ServerResponse) {
  const answer = await fetch(`${feedsFrom}${req.url ?? '/'}`);
  res
    .writeHead(answer.status, { 'Content-Type': answer.headers.get('content-type') ?? 'application/json' })
    .end(Buffer.from(await answer.arrayBuffer()));
}

export async function startAtsApplyUpstream(
  keys: { greenhouse: string; lever: string },
  options: { feedsFrom?: string } = {},
) {
  const received: ReceivedApplication[] = [];
  /** The email of each application POST as it arrived, before it is answered (a slow answer is still pending). */
  const arrivals: string[] = [];
  const script: Record<'greenhouse' | 'lever', ScriptedAnswer[]> = { greenhouse: [], lever: [] };
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
    if (req.method === 'GET') {
      if (options.feedsFrom) return forwardRead(options.feedsFrom, req, res);
      if (/^\/v1\/boards\/[^/]+\/jobs$/.test(url.pathname))
        return send(res, { status: 200, body: { jobs: jobs.greenhouse, meta: { total: jobs.greenhouse.length } } });
      if (/^\/v0\/postings\/[^/]+$/.test(url.pathname)) return send(res, { status: 200, body: jobs.lever });
    }
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
      ...application,
      at,
      status: answer.status,
      accepted,
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
    /** The next POSTs to `ats` are answered these, in order; then as usual. */
    answerNext(ats: 'greenhouse' | 'lever', ...next: ScriptedAnswer[]) {
      script[ats].push(...next);
    },
    /** Forgets the answers scripted for `ats` and not given yet. */
    clearScript(ats: 'greenhouse' | 'lever') {
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
