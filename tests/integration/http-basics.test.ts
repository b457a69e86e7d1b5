import { readdirSync, readFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../shared/jobs';
import { rawGet } from '../support/raw-get';
import { createTestApp } from '../support/test-app';

let harness: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  harness = await createTestApp();
});

describe('health probes', () => {
  it('GET /healthz answers 200 while the process lives', async () => {
    const response = await request(harness.app).get('/healthz').expect(200);
    expect(response.body).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('GET /readyz answers 200 when every readiness check passes', async () => {
    const { app } = await createTestApp({ readinessChecks: [{ name: 'store', check: async () => {} }] });
    expect((await request(app).get('/readyz').expect(200)).body).toEqual({ status: 'ready' });
  });

  it('GET /readyz answers 503 naming the failed check', async () => {
    const down = async () => {
      throw new Error('connection refused');
    };
    const { app } = await createTestApp({ readinessChecks: [{ name: 'store', check: down }] });
    expect((await request(app).get('/readyz').expect(503)).body).toEqual({ status: 'unavailable', failed: ['store'] });
  });
});

describe('static assets', () => {
  const hashedScript = readdirSync('dist/client/assets').find((name) => name.endsWith('.js'));

  it('serves hashed assets as immutable for a year', async () => {
    const response = await request(harness.app).get(`/assets/${hashedScript}`).expect(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.type).toBe('text/javascript');
  });

  it('lets unhashed files be revalidated', async () => {
    const response = await request(harness.app).get('/images/site/job-cards.svg').expect(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it.each([
    ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
    ['identity', undefined, (body: Buffer) => body],
  ] as const)('answers Accept-Encoding "%s" with the precompressed copy in %s', async (accepted, encoding, decode) => {
    const file = `assets/${readdirSync('dist/client/assets').find((name) => name.startsWith('framework-') && name.endsWith('.js'))}`;
    const response = await rawGet(harness.app, `/${file}`, { 'accept-encoding': accepted });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers.vary).toMatch(/Accept-Encoding/);
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(decode(response.body).equals(readFileSync(`dist/client/${file}`))).toBe(true);
  });

  it('does not serve the build manifest', async () => {
    await request(harness.app).get('/.vite/manifest.json').expect(404);
  });
});

describe('the JSON API', () => {
  it('GET /api/jobs answers the job openings in a data envelope', async () => {
    const response = await request(harness.app).get('/api/jobs').expect(200);
    expect(response.body.data).toHaveLength(jobs.length);
    expect(response.body.data[0]).toMatchObject({ title: jobs[0]!.title });
  });

  it('answers unknown API paths with a JSON 404 error', async () => {
    const response = await request(harness.app).get('/api/nothing-here?x=1').expect(404);
    expect(response.body).toEqual({
      error: { code: 'not_found', message: 'No API endpoint at GET /api/nothing-here' },
    });
  });
});

describe('methods and body types no route takes', () => {
  it.each([
    ['post', '/culture'],
    ['put', '/jobcategory'],
    ['delete', '/blog/some-article'],
    ['patch', '/CULTURE'],
  ] as const)('answers %s %s, a page, with a JSON 405 and Allow: GET, HEAD', async (method, path) => {
    const response = await request(harness.app)[method](path);
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
    expect(response.type).toBe('application/json');
    expect(response.body.error.code).toBe('method_not_allowed');
  });

  it.each(['/carrer/sign-up', '/joblistings'])('names POST in Allow at %s, whose form posts there', async (path) => {
    const response = await request(harness.app).put(path).expect(405);
    expect(response.headers.allow).toBe('GET, HEAD, POST');
  });

  it('answers a POST to a path that is no page with a JSON 404', async () => {
    const response = await request(harness.app).post('/no-such-page').expect(404);
    expect(response.type).toBe('application/json');
    expect(response.body.error.code).toBe('not_found');
  });

  it.each([
    ['put', '/api/application/draft/contact'],
    ['post', '/api/session'],
  ] as const)('answers %s %s with another body type than JSON with 415', async (method, path) => {
    const response = await request(harness.app)[method](path).type('form').send('firstName=Asha');
    expect(response.status).toBe(415);
    expect(response.body.error.code).toBe('unsupported_media_type');
  });
});

describe('request logging', () => {
  it('logs each request with an id, which the response echoes', async () => {
    const response = await request(harness.app).get('/culture').expect(200);
    const id = response.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const line = harness.logLines.find((entry) => (entry.req as { id?: string } | undefined)?.id === id);
    expect(line).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', path: '/culture' },
      res: { statusCode: 200 },
    });
    expect(line?.responseTime).toEqual(expect.any(Number));
  });

  it('logs pages at info and the files of the build at debug (a page pulls a dozen of them)', async () => {
    const { app, logLines } = await createTestApp({ env: { LOG_LEVEL: 'debug' } });
    const script = readdirSync('dist/client/assets').find((name) => name.endsWith('.js'));
    await request(app).get('/culture').expect(200);
    await request(app).get(`/assets/${script}`).expect(200);
    await request(app).get('/images/site/job-cards.svg').expect(200);
    const levels = Object.fromEntries(
      logLines
        .filter((line) => line.msg === 'request completed')
        .map((line) => [(line.req as { path: string }).path, line.level]),
    );
    expect(levels).toEqual({ '/culture': 30, [`/assets/${script}`]: 20, '/images/site/job-cards.svg': 20 });
  });

  it("keeps a caller's well-formed request id and replaces a malformed one", async () => {
    const kept = await request(harness.app).get('/culture').set('X-Request-Id', 'upstream-42');
    expect(kept.headers['x-request-id']).toBe('upstream-42');
    const replaced = await request(harness.app).get('/culture').set('X-Request-Id', 'bad id\twith spaces');
    expect(replaced.headers['x-request-id']).not.toContain('bad');
  });

  it('never writes cookies, authorization headers or query strings to the log', async () => {
    await request(harness.app)
      .get('/joblistings?email=candidate@example.com')
      .set('Cookie', 'sid=secret-cookie-value')
      .set('Authorization', 'Bearer secret-token-value')
      .expect(200);
    const log = JSON.stringify(harness.logLines);
    expect(log).toContain('/joblistings');
    expect(log).not.toMatch(/secret-cookie-value|secret-token-value|candidate@example\.com/);
  });
});
