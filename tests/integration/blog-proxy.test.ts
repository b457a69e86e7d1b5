import { brotliDecompressSync } from 'node:zlib';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Article } from '../../shared/article';
import { article, type BlogUpstream, heldAnswers, refusingUrl, startBlogUpstream } from '../support/blog-upstream';
import { eventually } from '../support/eventually';
import { quietPeriod } from '../support/quiet-period';
import { rawGet } from '../support/raw-get';
import { createTestApp } from '../support/test-app';

let upstream: BlogUpstream;

beforeEach(async () => {
  upstream = await startBlogUpstream([
    article('old', { createdAt: '2026-01-01T00:00:00.000Z', category: 'Engineering' }),
    article('new', { createdAt: '2026-11-01T00:00:00.000Z' }),
    article('press', { type: 'press', createdAt: '2026-11-10T00:00:00.000Z' }),
  ]);
});

afterEach(async () => {
  await upstream.close();
});

async function proxy(env: Record<string, string> = {}) {
  return createTestApp({ env: { BLOG_API_URL: upstream.url, ...env } });
}

const ids = (body: { data: Article[] }) => body.data.map((entry) => entry._id);

describe('GET /admin/All/blogs', () => {
  it('answers only the articles of BLOG_TYPE, newest first, in the upstream envelope', async () => {
    const { app } = await proxy();
    const response = await request(app).get('/admin/All/blogs').expect(200);
    expect(response.type).toBe('application/json');
    expect(ids(response.body)).toEqual(['new', 'old']);
    expect(Object.keys(response.body.data[0]).sort()).toEqual(
      ['_id', 'category', 'content', 'createdAt', 'imageUrl', 'title', 'type'].sort(),
    );
  });

  it('filters by the configured BLOG_TYPE', async () => {
    const { app } = await proxy({ BLOG_TYPE: 'press' });
    expect(ids((await request(app).get('/admin/All/blogs').expect(200)).body)).toEqual(['press']);
  });

  it('makes exactly one upstream call for 200 concurrent cold requests', async () => {
    upstream.behave({ kind: 'slow', ms: 100 });
    const { app } = await proxy();
    const responses = await Promise.all(Array.from({ length: 200 }, () => request(app).get('/admin/All/blogs')));
    expect(responses.every((response) => response.status === 200)).toBe(true);
    expect(upstream.calls.list).toBe(1);
  });

  it('answers from the cache while the answer is fresh', async () => {
    const { app } = await proxy();
    for (let i = 0; i < 5; i++) await request(app).get('/admin/All/blogs').expect(200);
    expect(upstream.calls.list).toBe(1);
  });

  it('sends a strong ETag and Cache-Control, and 304 to a matching If-None-Match', async () => {
    const { app } = await proxy();
    const first = await request(app).get('/admin/All/blogs').expect(200);
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
    const again = await request(app).get('/admin/All/blogs').set('If-None-Match', first.headers.etag!).expect(304);
    expect(again.text).toBe('');
    await request(app).get('/admin/All/blogs').set('If-None-Match', '"something-else"').expect(200);
  });

  it('sends the cached answer compressed once: Brotli to a browser, plain JSON to a client without compression', async () => {
    const { app } = await proxy();
    const brotli = await rawGet(app, '/admin/All/blogs', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    const plain = await rawGet(app, '/admin/All/blogs', { 'accept-encoding': 'identity' });
    expect([brotli.headers['content-encoding'], plain.headers['content-encoding']]).toEqual(['br', undefined]);
    expect(plain.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(brotliDecompressSync(brotli.body).toString())).toEqual(JSON.parse(plain.body.toString()));
    expect(brotli.headers.etag).not.toBe(plain.headers.etag);
    expect(upstream.calls.list).toBe(1);
  });

  it('serves the stale answer at once after the TTL and refreshes it in the background', async () => {
    const { app } = await proxy({ BLOG_CACHE_TTL_MS: '100' });
    await request(app).get('/admin/All/blogs').expect(200);
    upstream.setArticles([article('newest', { createdAt: '2026-11-20T00:00:00.000Z' })]);
    // The upstream holds its answers: the request that starts the refresh, and every one after
    // it, is answered with the stale list without waiting for it.
    const held = heldAnswers();
    upstream.behave(held.behaviour);
    await eventually(
      async () => {
        expect(ids((await request(app).get('/admin/All/blogs').expect(200)).body)).toEqual(['new', 'old']);
        return upstream.calls.list === 2;
      },
      15_000,
      'a refresh past the TTL',
    );
    held.release();
    await expect.poll(async () => ids((await request(app).get('/admin/All/blogs')).body)).toEqual(['newest']);
  });

  it('keeps serving the stale answer while the upstream is down, within BLOG_STALE_MS', async () => {
    const { app, logLines } = await proxy({ BLOG_CACHE_TTL_MS: '100', BLOG_STALE_MS: '60000' });
    await request(app).get('/admin/All/blogs').expect(200);
    upstream.behave({ kind: 'status', status: 500 });
    // Past the TTL, a request starts a refresh, which fails: the list is served all along, and after.
    await eventually(
      async () => {
        expect(ids((await request(app).get('/admin/All/blogs').expect(200)).body)).toEqual(['new', 'old']);
        return logLines.some((line) => line.msg === 'blog upstream failing: serving the stale answer');
      },
      15_000,
      'a failed refresh',
    );
    expect(ids((await request(app).get('/admin/All/blogs').expect(200)).body)).toEqual(['new', 'old']);
    expect(upstream.calls.list).toBeGreaterThan(1);
  });

  it('stops serving stale data past BLOG_STALE_MS and answers 502', async () => {
    const { app } = await proxy({ BLOG_CACHE_TTL_MS: '100', BLOG_STALE_MS: '200' });
    await request(app).get('/admin/All/blogs').expect(200);
    upstream.behave({ kind: 'status', status: 503 });
    // Served stale until 300 ms (TTL and BLOG_STALE_MS) after it was loaded, then refused.
    await expect.poll(async () => (await request(app).get('/admin/All/blogs')).status, { timeout: 15_000 }).toBe(502);
    const response = await request(app).get('/admin/All/blogs').expect(502);
    expect(response.body.error.code).toBe('upstream_unavailable');
  });

  it.each([500, 503, 301, 401])(
    'answers 502 with a JSON error when the upstream answers %i and nothing is cached',
    async (status) => {
      upstream.behave({ kind: 'status', status });
      const { app } = await proxy();
      const response = await request(app).get('/admin/All/blogs').expect(502);
      expect(response.body).toEqual({
        error: { code: 'upstream_unavailable', message: 'The blog service is unavailable. Please try again shortly.' },
      });
      expect(response.headers['cache-control']).toBe('no-store');
    },
  );

  it('answers 502 when the upstream refuses connections', async () => {
    const { app } = await createTestApp({ env: { BLOG_API_URL: await refusingUrl() } });
    await request(app).get('/admin/All/blogs').expect(502);
  });

  it('answers 504 when the upstream is slower than BLOG_TIMEOUT_MS, without hanging', async () => {
    upstream.behave({ kind: 'slow', ms: 10_000 });
    const { app } = await proxy({ BLOG_TIMEOUT_MS: '300' });
    const started = Date.now();
    const response = await request(app).get('/admin/All/blogs').expect(504);
    // A correctness bound (the request must not wait for the upstream), far above the timeout.
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(response.body.error.code).toBe('upstream_timeout');
  });

  it.each(['not json at all', '{"data":"nope"}', '[]', '{"items":[]}', 'null', '{"data":{"_id":"x"}}'])(
    'answers 502 for the malformed answer %s',
    async (body) => {
      upstream.behave({ kind: 'body', body });
      const { app } = await proxy();
      await request(app).get('/admin/All/blogs').expect(502);
    },
  );

  it('drops malformed articles and serves the rest', async () => {
    upstream.behave({
      kind: 'body',
      body: JSON.stringify({ data: [article('good'), { _id: 'bad one' }, { title: 'no id' }, 42] }),
    });
    const { app, logLines } = await proxy();
    expect(ids((await request(app).get('/admin/All/blogs').expect(200)).body)).toEqual(['good']);
    expect(logLines.filter((line) => line.msg === 'dropped a malformed blog article')).toHaveLength(3);
  });

  it('refuses an answer of more than 10 MB and keeps working', async () => {
    upstream.behave({ kind: 'huge', bytes: 12 * 1024 * 1024 });
    const { app } = await proxy();
    await request(app).get('/admin/All/blogs').expect(502);
    await request(app).get('/healthz').expect(200);
  });

  it('lets no script, event handler or javascript: URL through', async () => {
    upstream.setArticles([
      article('xss', {
        title: '<img src=x onerror=alert(1)>',
        content:
          '<p>Hi</p><script>alert(1)</script><img src="a.png" onerror="alert(2)"><a href="javascript:alert(3)">x</a>' +
          '<iframe src="https://evil.example"></iframe><div onmouseover="alert(4)">y</div><svg onload="alert(5)"></svg>',
        imageUrl: 'javascript:alert(6)',
      }),
    ]);
    const { app } = await proxy();
    const response = await request(app).get('/admin/All/blogs').expect(200);
    const content = response.body.data[0].content as string;
    expect(content).not.toMatch(/<script|onerror|onload|onmouseover|javascript:|<iframe|<svg/i);
    expect(response.body.data[0].imageUrl).toBe('/images/blog/default.svg');

    // In the page the title is text (escaped), never a tag or an attribute.
    const page = await request(app).get('/blog/xss').expect(200);
    expect(page.text).not.toMatch(/<img[^>]*onerror|<script>alert|href="javascript:/i);
    expect(page.text).toContain('<h1>&lt;img src=x onerror=alert(1)&gt;</h1>');
  });

  it('logs each upstream call with its status and latency', async () => {
    const { app, logLines } = await proxy();
    await request(app).get('/admin/All/blogs').expect(200);
    expect(logLines).toContainEqual(
      expect.objectContaining({
        msg: 'blog upstream answered',
        upstream: 'admin/All/blogs',
        status: 200,
        ms: expect.any(Number),
      }),
    );
  });
});

describe('GET /admin/blog/getSingleBlog/:id', () => {
  it('answers one article in the upstream envelope', async () => {
    const { app } = await proxy();
    const response = await request(app).get('/admin/blog/getSingleBlog/new').expect(200);
    expect(response.body.data).toMatchObject({ _id: 'new', title: 'Article new' });
    expect(response.headers.etag).toBeDefined();
  });

  it('answers from a fresh list without calling the upstream', async () => {
    const { app } = await proxy();
    await request(app).get('/admin/All/blogs').expect(200);
    await request(app).get('/admin/blog/getSingleBlog/old').expect(200);
    expect(upstream.calls.single).toBe(0);
  });

  it('answers 404 for an unknown id, and remembers that for a while', async () => {
    const { app } = await proxy();
    for (let i = 0; i < 3; i++) await request(app).get('/admin/blog/getSingleBlog/missing').expect(404);
    expect(upstream.calls.single).toBe(1);
  });

  it('answers 404 for an article of another type', async () => {
    const { app } = await proxy();
    const response = await request(app).get('/admin/blog/getSingleBlog/press').expect(404);
    expect(response.body.error.code).toBe('not_found');
  });

  it.each(['a%20b', 'x'.repeat(65), '..%2F..%2Fetc', '%3Cscript%3E', 'caf%C3%A9'])(
    'refuses the id %s with 400 before calling the upstream',
    async (id) => {
      const { app } = await proxy();
      const response = await request(app).get(`/admin/blog/getSingleBlog/${id}`).expect(400);
      expect(response.body.error.code).toBe('invalid_id');
      expect(upstream.calls.single).toBe(0);
    },
  );

  it('answers 502 and 504 for upstream failures', async () => {
    upstream.behave({ kind: 'status', status: 500 });
    await request((await proxy()).app)
      .get('/admin/blog/getSingleBlog/new')
      .expect(502);
    upstream.behave({ kind: 'slow', ms: 10_000 });
    await request((await proxy({ BLOG_TIMEOUT_MS: '200' })).app)
      .get('/admin/blog/getSingleBlog/new')
      .expect(504);
  });
});

describe('the blog pages', () => {
  it('/blogs renders the articles and the categories on the server', async () => {
    const { app } = await proxy();
    const response = await request(app).get('/blogs').expect(200);
    expect(response.text).toContain('<h2 id="categories-heading">Categories</h2>');
    expect(response.text).toMatch(/<a aria-current="page" href="\/blogs"[^>]*>All<\/a>/);
    expect(response.text).toContain('>Engineering</a>');
    expect(response.text).toContain('Article new');
    expect(response.text).not.toContain('Article press');
  });

  it('/blogs?category= shows only that category and marks it as current', async () => {
    const { app } = await proxy();
    const response = await request(app).get('/blogs?category=Engineering').expect(200);
    const markup = response.text.split('window.__reactRouterContext')[0]!;
    expect(markup).toContain('Article old');
    expect(markup).not.toContain('Article new');
    expect(response.text).toMatch(/<a aria-current="page" href="\/blogs\?category=Engineering"/);
  });

  it('/blogs says "No categories available" when there are no articles', async () => {
    upstream.setArticles([]);
    const { app } = await proxy();
    const response = await request(app).get('/blogs').expect(200);
    expect(response.text).toContain('No categories available');
  });

  it('/blog/:id renders the article', async () => {
    const { app } = await proxy();
    const response = await request(app).get('/blog/new').expect(200);
    expect(response.text).toContain('<h1>Article new</h1>');
    expect(response.text).toContain('<p>Content of new</p>');
    expect(response.text).toContain('<title>Article new | Medinest Careers Blog</title>');
  });

  it.each(['/blog/missing', '/blog/press', '/blog/bad%20id'])(
    '%s answers 404 with a way back to the blog',
    async (path) => {
      const { app } = await proxy();
      const response = await request(app).get(path).expect(404);
      expect(response.text).toContain('<h1>Article not found</h1>');
      expect(response.text).toContain('href="/blogs"');
    },
  );

  it.each(['/blogs', '/blog/new'])('%s answers 503 with a friendly message when the upstream is down', async (path) => {
    upstream.behave({ kind: 'status', status: 500 });
    const { app } = await proxy();
    const response = await request(app).get(path).expect(503);
    expect(response.text).toContain('<h1>The blog is unavailable right now</h1>');
  });

  it('escapes an article title that tries to close the hydration script', async () => {
    upstream.setArticles([article('evil', { title: '</script><script>alert(1)</script>' })]);
    const { app } = await proxy();
    const response = await request(app).get('/blog/evil').expect(200);
    expect(response.text).not.toContain('<script>alert(1)');
  });
});

describe("the blog list's version (what cached pages are keyed by)", () => {
  async function service() {
    const { createBlogService } = await import('../../server/blog/blog-service');
    const { createUpstreamBlogSource } = await import('../../server/blog/upstream-blog-source');
    const { createLogger } = await import('../../server/logger');
    const logger = createLogger({ LOG_LEVEL: 'silent' });
    const source = createUpstreamBlogSource(upstream.url, 3_000, logger);
    return createBlogService({ source, blogType: 'careers', ttlMs: 50, staleMs: 60_000, logger });
  }

  it('is only read: asking for it, even when the list is stale, calls no upstream', async () => {
    const blog = await service();
    expect(blog.listVersion()).toBe('none');
    await blog.list();
    const version = blog.listVersion();
    // Stale once its 50 ms have passed.
    await expect.poll(() => blog.freshList()).toBeUndefined();
    for (let i = 0; i < 5; i++) expect(blog.listVersion()).toBe(version);
    // A read that had started a refresh would have reached the upstream by then.
    await quietPeriod(50);
    expect(upstream.calls.list).toBe(1);
  });

  it('changes once refreshListIfStale() has refreshed a stale list with new articles', async () => {
    const blog = await service();
    await blog.list();
    const version = blog.listVersion();
    upstream.setArticles([article('fresh', { createdAt: '2026-11-20T00:00:00.000Z' })]);
    blog.refreshListIfStale(); // still fresh: nothing to do
    await expect.poll(() => blog.freshList()).toBeUndefined();
    blog.refreshListIfStale();
    await expect.poll(() => blog.listVersion()).not.toBe(version);
    expect(upstream.calls.list).toBe(2);
  });
});
