import fc from 'fast-check';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { draftSteps } from '../../shared/application/steps';
import { emulatorHost, mintGoogleUser } from '../support/auth-emulator';
import { createTestApp } from '../support/test-app';

// Random bodies, ids and query strings thrown at every endpoint: whatever arrives, the answer is
// never a 500 and never takes long, and a refused (4xx) write stores nothing. Sign-in is
// configured (the Auth emulator of the run), so tokens reach the verifier instead of a 503.

let app: Awaited<ReturnType<typeof createTestApp>>['app'];

beforeAll(async () => {
  ({ app } = await createTestApp({
    env: {
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      APPLICATION_RATE_LIMIT_PER_MINUTE: '100000',
    },
  }));
});

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
const runs = { numRuns: 60, interruptAfterTimeLimit: 20_000 };

function expectHandled(response: request.Response) {
  expect(response.status, `${response.status} ${response.text.slice(0, 200)}`).toBeLessThan(500);
}

describe('every endpoint under random input', () => {
  it('PUT /api/application/draft/:step answers 2xx or 4xx, and a 4xx stores nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.constantFrom(...draftSteps), pathSegment), anyJson, async (step, body) => {
        const response = await request(app)
          .put(`/api/application/draft/${step}`)
          .set('Content-Type', 'application/json')
          .send(JSON.stringify(body))
          .timeout(5_000);
        expectHandled(response);
        if (response.status >= 400) {
          expect(response.headers['set-cookie']).toBeUndefined();
        }
      }),
      runs,
    );
  });

  it('POST /api/session signs in with a real token (sign-in is configured, not a 503)', async () => {
    const { idToken } = await mintGoogleUser('fuzz@example.com');
    const response = await request(app).post('/api/session').send({ idToken }).expect(200);
    expect(response.headers['set-cookie']).toBeDefined();
  });

  it('POST /api/session answers 401 or 400 to anything that is not a real token', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(anyJson, fc.record({ idToken: junkToken })), async (body) => {
        const response = await request(app)
          .post('/api/session')
          .set('Content-Type', 'application/json')
          .send(JSON.stringify(body))
          .timeout(5_000);
        expect([400, 401], `${response.status} ${response.text.slice(0, 200)}`).toContain(response.status);
        expect(response.headers['set-cookie']).toBeUndefined();
      }),
      runs,
    );
  });

  it('the blog and job APIs and the pages answer any id or query without a 500', async () => {
    await fc.assert(
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
      { ...runs, numRuns: 30 },
    );
  });

  it('POST /api/application/resume answers 4xx to random bytes, storing nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 2_048 }), fc.string({ maxLength: 60 }), async (bytes, name) => {
        const response = await request(app)
          .post('/api/application/resume')
          .attach('resume', Buffer.from(bytes), { filename: `${name || 'x'}.pdf`, contentType: 'application/pdf' })
          .timeout(5_000);
        expectHandled(response);
        const isPdf = Buffer.from(bytes).subarray(0, 5).toString('latin1') === '%PDF-';
        if (!isPdf) {
          expect(response.status).toBeGreaterThanOrEqual(400);
          expect(response.headers['set-cookie']).toBeUndefined();
        }
      }),
      { ...runs, numRuns: 40 },
    );
  });
});
