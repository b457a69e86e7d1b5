import fc from 'fast-check';
import type { Kysely } from 'kysely';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftSteps } from '../../shared/application/steps';
import type { DatabaseSchema, Dialect } from '../../server/storage/database-schema';
import { openDatabase } from '../../server/storage/storage';
import { validAnswers } from '../support/application-answers';
import { emulatorHost, mintGoogleUser } from '../support/auth-emulator';
import { sessionCookieOf } from '../support/session-cookie';
import { everyRowAsText } from '../support/table-rows';
import { createTestApp } from '../support/test-app';
import { silentLogger } from '../support/test-database';

// Random bodies, ids and query strings thrown at every endpoint: whatever arrives, the answer is
// never a 500 and never takes long, and a refused (4xx) write stores nothing (the database says
// so, not only the answer). Sign-in is configured (the Auth emulator of the run), so tokens reach
// the verifier instead of a 503.

let app: Awaited<ReturnType<typeof createTestApp>>['app'];
/** The app's own database, read beside it. */
let store: { db: Kysely<DatabaseSchema>; dialect: Dialect };
/** The session of a candidate who has saved every step of the application. */
let candidateCookie: string;

beforeAll(async () => {
  let config: Awaited<ReturnType<typeof createTestApp>>['config'];
  ({ app, config } = await createTestApp({
    env: {
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      APPLICATION_RATE_LIMIT_PER_MINUTE: '100000',
    },
  }));
  store = await openDatabase(config, silentLogger);
  const { idToken } = await mintGoogleUser(`fuzz-candidate-${Date.now()}@example.com`);
  candidateCookie = sessionCookieOf(await request(app).post('/api/session').send({ idToken }).expect(200));
  for (const step of draftSteps) {
    await request(app)
      .put(`/api/application/draft/${step}`)
      .set('Cookie', candidateCookie)
      .send(validAnswers[step])
      .expect(200);
  }
});

afterAll(() => store?.db.destroy());

/**
 * Every row of every table, to compare before and after a request: of a session, its id and data
 * but not its expiry, which the answer to any signed-in request may move (rolling cookies).
 */
async function storedRows(): Promise<string[]> {
  const rows = (await everyRowAsText(store.db, store.dialect)).filter((row) => row.table !== 'sessions');
  const sessions = await store.db.selectFrom('sessions').select(['sid', 'sess']).orderBy('sid').execute();
  return [
    ...rows.map((row) => `${row.table}: ${row.row}`),
    ...sessions.map((session) => `sessions: ${session.sid} ${session.sess}`),
  ].sort();
}

const anyJson = fc.jsonValue({ maxDepth: 3 });
const pathSegment = fc.string({ maxLength: 80 }).map(encodeURIComponent);
const queryString = fc
  .dictionary(fc.string({ maxLength: 20 }), fc.string({ maxLength: 40 }), { maxKeys: 5 })
  .map((entries) => new URLSearchParams(entries).toString());
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/**
 * Strings a client might send as a token: any text, three dotted segments of any JSON, and
 * unsigned tokens shaped like the emulator's (which firebase-admin accepts unsigned under the
 * emulator) with this project's audience and issuer but a user the emulator has never seen.
 */
const junkToken = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.tuple(anyJson, anyJson, fc.string({ maxLength: 40 })).map(([h, p, s]) => `${base64url(h)}.${base64url(p)}.${s}`),
  fc
    .record({ sub: fc.string({ minLength: 1, maxLength: 40 }), claims: fc.dictionary(fc.string(), anyJson) })
    .map(({ sub, claims }) => {
      const now = Math.floor(Date.now() / 1000);
      const payload = {
        ...claims,
        aud: 'demo-careers',
        iss: 'https://securetoken.google.com/demo-careers',
        sub,
        user_id: sub,
        iat: now,
        auth_time: now,
        exp: now + 3600,
      };
      return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.`;
    }),
);

/**
 * Runs `property` `numRuns` times, every one of them however slow a loaded machine is (no time
 * limit that would end it after fewer runs: the test's timeout bounds the wait), and fails with
 * fast-check's report and seed on a counterexample.
 */
async function everyRun<Ts>(property: fc.IAsyncPropertyWithHooks<Ts>, numRuns: number): Promise<void> {
  const details = await fc.check(property, { numRuns });
  if (details.failed) throw new Error(fc.defaultReportMessage(details), { cause: details.errorInstance });
  expect(details.numRuns, 'the runs made').toBe(numRuns);
}
/** The slowest property (the pages', 30 runs) takes about 12 s here: ten times that still passes. */
const FUZZ_TIMEOUT = 120_000;

function expectHandled(response: request.Response) {
  expect(response.status, `${response.status} ${response.text.slice(0, 200)}`).toBeLessThan(500);
}

describe('every endpoint under random input', () => {
  it(
    'PUT /api/application/draft/:step answers 2xx or 4xx, and a 4xx stores nothing',
    { timeout: FUZZ_TIMEOUT },
    async () => {
      let refused = 0;
      await everyRun(
        fc.asyncProperty(
          fc.oneof(fc.constantFrom(...draftSteps), pathSegment),
          anyJson,
          fc.boolean(),
          async (step, body, signedIn) => {
            const before = await storedRows();
            const put = request(app).put(`/api/application/draft/${step}`).set('Content-Type', 'application/json');
            if (signedIn) put.set('Cookie', candidateCookie);
            const response = await put.send(JSON.stringify(body)).timeout(5_000);
            expectHandled(response);
            if (response.status >= 400) {
              // A visitor's refused write starts no session; a candidate's session cookie is renewed.
              if (!signedIn) expect(response.headers['set-cookie']).toBeUndefined();
              expect(await storedRows()).toEqual(before);
              refused += 1;
            }
          },
        ),
        60,
      );
      expect(refused, 'refused writes whose store was read').toBeGreaterThan(0);
    },
  );

  it('POST /api/session signs in with a real token (sign-in is configured, not a 503)', async () => {
    const { idToken } = await mintGoogleUser('fuzz@example.com');
    const response = await request(app).post('/api/session').send({ idToken }).expect(200);
    expect(response.headers['set-cookie']).toBeDefined();
  });

  it(
    'POST /api/session answers 401 or 400 to anything that is not a real token',
    { timeout: FUZZ_TIMEOUT },
    async () => {
      await everyRun(
        fc.asyncProperty(fc.oneof(anyJson, fc.record({ idToken: junkToken })), async (body) => {
          const before = await storedRows();
          const response = await request(app)
            .post('/api/session')
            .set('Content-Type', 'application/json')
            .send(JSON.stringify(body))
            .timeout(5_000);
          expect([400, 401], `${response.status} ${response.text.slice(0, 200)}`).toContain(response.status);
          expect(response.headers['set-cookie']).toBeUndefined();
          expect(await storedRows()).toEqual(before);
        }),
        60,
      );
    },
  );

  it(
    'the blog and job APIs and the pages answer any id or query without a 500',
    { timeout: FUZZ_TIMEOUT },
    async () => {
      await everyRun(
        fc.asyncProperty(pathSegment, queryString, async (segment, query) => {
          for (const path of [
            `/admin/blog/getSingleBlog/${segment}`,
            `/api/jobs?${query}`,
            `/joblistings?${query}`,
            `/blogs?${query}`,
            `/blog/${segment}`,
            `/${segment}`,
          ]) {
            expectHandled(await request(app).get(path).timeout(5_000));
          }
        }),
        30,
      );
    },
  );

  it(
    'POST /api/application/resume answers 4xx to random bytes, storing nothing',
    { timeout: FUZZ_TIMEOUT },
    async () => {
      await everyRun(
        fc.asyncProperty(fc.uint8Array({ maxLength: 2_048 }), fc.string({ maxLength: 60 }), async (bytes, name) => {
          const before = await storedRows();
          const response = await request(app)
            .post('/api/application/resume')
            .attach('resume', Buffer.from(bytes), { filename: `${name || 'x'}.pdf`, contentType: 'application/pdf' })
            .timeout(5_000);
          expectHandled(response);
          const isPdf = Buffer.from(bytes).subarray(0, 5).toString('latin1') === '%PDF-';
          if (!isPdf) {
            expect(response.status).toBeGreaterThanOrEqual(400);
            expect(response.headers['set-cookie']).toBeUndefined();
            expect(await storedRows()).toEqual(before);
          }
        }),
        40,
      );
    },
  );
});
