import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { createJobsService } from '../../server/jobs/jobs-service';
import type { PageData } from '../../server/pages/page-context';
import { rawRequest } from '../support/raw-get';
import { createTestApp } from '../support/test-app';

// What the HTTP server runs is `app.requestListener`: the fast path, then the Express app for what
// it leaves. These tests drive that, on a loopback port, and hold a cache hit's answer against the
// answer of the same page or blog entry that went through Express and its middleware.

const servers: http.Server[] = [];
afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

const ANONYMOUS_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const nonceSource = /'nonce-([A-Za-z0-9+/]{22}==)'/;

/** The site as the HTTP server runs it, with its job listings counting how often a page was rendered. */
async function servedSite(env: Record<string, string> = {}) {
  const jobs = createJobsService('https://jobs.example.com');
  let renders = 0;
  const listJobs: PageData['listJobs'] = async (query) => {
    renders++;
    return jobs.list(query);
  };
  const { app, logLines } = await createTestApp({ env, pageData: { listJobs } });
  const server = http.createServer(app.requestListener).listen(0, '127.0.0.1');
  servers.push(server);
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    logLines,
    renders: () => renders,
    request: (path: string, headers: Record<string, string> = {}, method = 'GET') =>
      rawRequest(`${url}${path}`, headers, method),
  };
}

type Answer = Awaited<ReturnType<typeof rawRequest>>;

/**
 * The headers of an answer in the order sent, with what differs between two answers by design
 * set aside: the date, the request id (checked to be one) and a CSP nonce (checked to be one).
 */
function comparableHeaders(answer: Answer): [string, string][] {
  const pairs: [string, string][] = [];
  for (let i = 0; i < answer.rawHeaders.length; i += 2) {
    const name = answer.rawHeaders[i]!;
    let value = answer.rawHeaders[i + 1]!;
    if (name === 'Date') continue;
    if (name === 'X-Request-Id') {
      expect(value).toMatch(uuid);
      value = '(request id)';
    }
    if (name === 'Content-Security-Policy') value = value.replace(nonceSource, "'nonce-(nonce)'");
    pairs.push([name, value]);
  }
  return pairs;
}

const nonceOf = (answer: Answer) => nonceSource.exec(String(answer.headers['content-security-policy']))?.[1];

describe('a cached page', () => {
  it.each([
    ['/culture', 'gzip, deflate, br'],
    ['/joblistings?sort=oldest', 'gzip'],
    ['/blogs', 'br'],
  ])(
    '%s (%s) is answered from the cache with the headers and bytes of the page rendered in full',
    async (path, encoding) => {
      const site = await servedSite();
      // The blog list cached first: pages rendered before it are rendered again once it is.
      await site.request('/admin/All/blogs');
      const rendered = await site.request(path, { 'accept-encoding': encoding });
      const rendersBefore = site.renders();
      const hit = await site.request(path, { 'accept-encoding': encoding });
      expect(site.renders()).toBe(rendersBefore);
      expect(rendered.status).toBe(200);
      expect(hit.status).toBe(200);
      expect(comparableHeaders(hit)).toEqual(comparableHeaders(rendered));
      expect(hit.body.equals(rendered.body)).toBe(true);
      // What each of those headers says is pinned down elsewhere (page-cache, security tests); a few essentials:
      expect(hit.headers['cache-control']).toBe(ANONYMOUS_CACHE_CONTROL);
      expect(hit.headers.vary).toBe('Cookie, Accept-Encoding');
      expect(hit.headers['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/);
      expect(hit.headers['x-request-id']).not.toBe(rendered.headers['x-request-id']);
    },
  );

  it("answers a tagged landing (utm_source, gh_src, ...) from the untagged page's entry, with the full path's source cookie", async () => {
    const site = await servedSite();
    await site.request('/admin/All/blogs');
    const headers = { 'accept-encoding': 'br' };
    // Rendered by the full path for a tagged URL: kept under the untagged one.
    const rendered = await site.request('/joblistings?sort=oldest&gh_src=abc&utm_source=linkedin', headers);
    const rendersBefore = site.renders();
    const hit = await site.request('/joblistings?utm_source=linkedin&sort=oldest&gh_src=abc', headers);
    const untagged = await site.request('/joblistings?sort=oldest', headers);
    expect(site.renders()).toBe(rendersBefore);
    expect(hit.headers['set-cookie']).toEqual([
      'careers.source=utm_source=linkedin&gh_src=abc; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax',
    ]);
    expect(comparableHeaders(hit)).toEqual(comparableHeaders(rendered));
    expect(hit.body.equals(rendered.body)).toBe(true);
    expect(untagged.headers['set-cookie']).toBeUndefined();
    expect(untagged.body.equals(rendered.body)).toBe(true);
  });

  it('answers a conditional request with the 304 of the full path, and a changed page with 200', async () => {
    const site = await servedSite();
    await site.request('/admin/All/blogs');
    // `If-None-Match: *` matches whatever is rendered, so the miss answers 304 too.
    const rendered = await site.request('/joblistings', { 'accept-encoding': 'br', 'if-none-match': '*' });
    const hit = await site.request('/joblistings', { 'accept-encoding': 'br', 'if-none-match': '*' });
    expect(site.renders()).toBe(1);
    expect([rendered.status, hit.status]).toEqual([304, 304]);
    expect(comparableHeaders(hit)).toEqual(comparableHeaders(rendered));
    expect(hit.body.length).toBe(0);

    const etag = String(hit.headers.etag);
    const conditions: Record<string, string>[] = [
      { 'if-none-match': etag },
      { 'if-none-match': `"an-old-one", W/${etag}` },
      { 'if-none-match': '"an-old-one"' },
      { 'if-none-match': etag, 'cache-control': 'no-cache' },
      { 'if-modified-since': new Date().toUTCString() },
    ];
    const revalidations = await Promise.all(
      conditions.map((headers) => site.request('/joblistings', { 'accept-encoding': 'br', ...headers })),
    );
    expect(revalidations.map((answer) => answer.status)).toEqual([304, 304, 200, 200, 200]);
    expect(site.renders()).toBe(1);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const site = await servedSite();
    await site.request('/admin/All/blogs');
    const rendered = await site.request('/culture', { 'accept-encoding': 'br' }, 'HEAD');
    const hit = await site.request('/culture', { 'accept-encoding': 'br' }, 'HEAD');
    const get = await site.request('/culture', { 'accept-encoding': 'br' });
    expect(comparableHeaders(hit)).toEqual(comparableHeaders(rendered));
    expect(comparableHeaders(hit)).toEqual(comparableHeaders(get));
    expect([rendered.body.length, hit.body.length]).toEqual([0, 0]);
    expect(Number(hit.headers['content-length'])).toBe(get.body.length);
    // A HEAD first keeps the whole page for the GETs after it.
    expect(brotliDecompressSync(get.body).toString()).toContain('<h1>');
  });

  it('carries HSTS exactly when the full path does: production, over HTTPS behind the trusted proxy', async () => {
    const site = await servedSite({ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32), TRUST_PROXY: '1' });
    await site.request('/admin/All/blogs');
    for (const protocol of ['https', 'http']) {
      const headers = { 'accept-encoding': 'br', 'x-forwarded-proto': protocol };
      const path = `/joblistings?over=${protocol}`;
      const rendered = await site.request(path, headers);
      const hit = await site.request(path, headers);
      expect(comparableHeaders(hit)).toEqual(comparableHeaders(rendered));
      expect(hit.headers['strict-transport-security'], protocol).toBe(
        protocol === 'https' ? 'max-age=31536000; includeSubDomains' : undefined,
      );
    }
    expect(site.renders()).toBe(2);
  });

  it('is left to the full path for a session cookie, a sign-in page with a query, and a client without Brotli or gzip', async () => {
    const site = await servedSite();
    await site.request('/admin/All/blogs');
    await site.request('/joblistings', { 'accept-encoding': 'br' });
    expect(site.renders()).toBe(1);

    const withSession = await site.request('/joblistings', { 'accept-encoding': 'br', cookie: 'careers.sid=s%3Aa.b' });
    expect(site.renders()).toBe(2);
    expect(withSession.headers['cache-control']).toBe('private, no-store');

    for (let i = 0; i < 2; i++) {
      const personal = await site.request('/sign-in?email=candidate%40example.com', { 'accept-encoding': 'br' });
      expect(personal.status).toBe(200);
      expect(personal.headers['cache-control']).not.toBe(ANONYMOUS_CACHE_CONTROL);
    }

    // Express decodes the cached page for a client that takes no compression: still no render.
    const identity = await site.request('/joblistings', { 'accept-encoding': 'identity' });
    expect(identity.status).toBe(200);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.toString()).toMatch(/^<!doctype html>/i);
    expect(site.renders()).toBe(2);
  });
});

describe('a cached blog answer', () => {
  // A session cookie sends a blog request through Express and its session middleware (an
  // unknown one starts no session); the anonymous request takes the fast path.
  const throughExpress = { cookie: 'careers.sid=s%3Aunknown.signature' };

  it.each(['list', 'article'])(
    '(%s) has the headers and bytes of the full path, with a fresh nonce each time',
    async (kind) => {
      const site = await servedSite();
      const list = await site.request('/admin/All/blogs', { 'accept-encoding': 'br' });
      const firstId = (JSON.parse(brotliDecompressSync(list.body).toString()) as { data: { _id: string }[] }).data[0]!
        ._id;
      const path = kind === 'list' ? '/admin/All/blogs' : `/admin/blog/getSingleBlog/${firstId}`;
      for (const method of ['GET', 'HEAD']) {
        const full = await site.request(path, { 'accept-encoding': 'br', ...throughExpress }, method);
        const hit = await site.request(path, { 'accept-encoding': 'br' }, method);
        expect([full.status, hit.status]).toEqual([200, 200]);
        expect(comparableHeaders(hit)).toEqual(comparableHeaders(full));
        expect(hit.body.equals(full.body)).toBe(true);
        expect(nonceOf(hit)).toBeDefined();
        expect(nonceOf(hit)).not.toBe(nonceOf(full));
        expect(nonceOf(hit)).not.toBe(nonceOf(await site.request(path, { 'accept-encoding': 'br' })));

        const conditional = { 'accept-encoding': 'br', 'if-none-match': String(hit.headers.etag) };
        const fullNotModified = await site.request(path, { ...conditional, ...throughExpress }, method);
        const notModified = await site.request(path, conditional, method);
        expect([fullNotModified.status, notModified.status]).toEqual([304, 304]);
        expect(comparableHeaders(notModified)).toEqual(comparableHeaders(fullNotModified));
      }
    },
  );
});

describe('answers from the fast path', () => {
  it('each write one access-log line with the request id they send, and keep a caller’s id', async () => {
    const site = await servedSite();
    await site.request('/admin/All/blogs');
    const answers = [
      await site.request('/culture', { 'accept-encoding': 'br' }),
      await site.request('/culture', { 'accept-encoding': 'br' }),
      await site.request('/culture', { 'accept-encoding': 'gzip' }, 'HEAD'),
      await site.request('/admin/All/blogs', { 'accept-encoding': 'br', 'x-request-id': 'upstream-42' }),
      await site.request('/culture', { 'accept-encoding': 'br', 'x-request-id': 'bad id\twith spaces' }),
    ];
    expect(answers[3]!.headers['x-request-id']).toBe('upstream-42');
    expect(answers[4]!.headers['x-request-id']).toMatch(uuid);
    const paths = ['/culture', '/culture', '/culture', '/admin/All/blogs', '/culture'];
    const methods = ['GET', 'GET', 'HEAD', 'GET', 'GET'];
    answers.forEach((answer, index) => {
      const lines = site.logLines.filter(
        (line) => (line.req as { id?: string } | undefined)?.id === answer.headers['x-request-id'],
      );
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({
        level: 30,
        msg: 'request completed',
        req: { method: methods[index], path: paths[index] },
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      });
    });
  });

  it('leave the rate limits to everything else: hits are not counted, the limited endpoints still are', async () => {
    const site = await servedSite({ AUTH_RATE_LIMIT_PER_MINUTE: '2' });
    await site.request('/admin/All/blogs');
    for (let i = 0; i < 5; i++) expect((await site.request('/culture', { 'accept-encoding': 'br' })).status).toBe(200);
    const sessions = [];
    for (let i = 0; i < 3; i++) sessions.push((await site.request('/api/session')).status);
    expect(sessions).toEqual([401, 401, 429]);
  });
});
