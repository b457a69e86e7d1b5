import fc from 'fast-check';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { draftSteps } from '../../shared/application/steps';
import { createTestApp } from '../support/test-app';

// Random bodies, ids and query strings thrown at every endpoint: whatever arrives, the answer is
// never a 500 and never takes long, and a refused (4xx) write stores nothing.

let app: Awaited<ReturnType<typeof createTestApp>>['app'];

beforeAll(async () => {
  ({ app } = await createTestApp({
    env: { AUTH_RATE_LIMIT_PER_MINUTE: '10000', APPLICATION_RATE_LIMIT_PER_MINUTE: '100000' },
  }));
});

const anyJson = fc.jsonValue({ maxDepth: 3 });
const pathSegment = fc.string({ maxLength: 80 }).map(encodeURIComponent);
const queryString = fc
  .dictionary(fc.string({ maxLength: 20 }), fc.string({ maxLength: 40 }), { maxKeys: 5 })
  .map((entries) => new URLSearchParams(entries).toString());
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

  it('POST /api/session answers 401 or 400 to anything that is not a real token', async () => {
    await fc.assert(
      fc.asyncProperty(anyJson, async (body) => {
        const response = await request(app)
          .post('/api/session')
          .set('Content-Type', 'application/json')
          .send(JSON.stringify(body))
          .timeout(5_000);
        expect([400, 401, 503]).toContain(response.status);
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
