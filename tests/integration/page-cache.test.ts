import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Request } from 'express';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { compressBody } from '../../server/http/compressed-body';
import { createPageCache } from '../../server/pages/page-cache';
import { emulatorHost, mintGoogleUser } from '../support/auth-emulator';
import { article, type BlogUpstream, startBlogUpstream } from '../support/blog-upstream';
import { countingApp } from '../support/counting-app';
import { rawGet } from '../support/raw-get';
import { createTestApp } from '../support/test-app';
import { sessionCookieOf } from '../support/session-cookie';

const ANONYMOUS_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

describe('cached anonymous pages', () => {
  it('renders a page once and answers the next anonymous visitors from the cache', async () => {
    const { app, renders } = await countingApp();
    const first = await request(app).get('/joblistings').expect(200);
    const second = await request(app).get('/joblistings').expect(200);
    expect(renders()).toBe(1);
    expect(second.text).toBe(first.text);
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it('keys pages by the whole URL: another query is another page', async () => {
    const { app, renders } = await countingApp();
    await request(app).get('/joblistings?sort=oldest').expect(200);
    await request(app).get('/joblistings?sort=newest').expect(200);
    await request(app).get('/joblistings?sort=oldest').expect(200);
    expect(renders()).toBe(2);
  });

  it('sends a strong ETag, shared-cache headers and Vary: Cookie, and 304 to a matching If-None-Match', async () => {
    const { app } = await createTestApp();
    for (const fromCache of [false, true]) {
      const page = await request(app).get('/culture').expect(200);
      expect(page.headers.etag, `from cache: ${fromCache}`).toMatch(/^"[\w-]{43}-gzip"$/);
      expect(page.headers['cache-control']).toBe(ANONYMOUS_CACHE_CONTROL);
      expect(page.headers.vary).toMatch(/\bCookie\b/);
      const again = await request(app).get('/culture').set('If-None-Match', page.headers.etag!).expect(304);
      expect(again.text).toBe('');
      await request(app).get('/culture').set('If-None-Match', '"another-version"').expect(200);
    }
  });

  it('sends each visitor the page compressed once, in Brotli, gzip or not at all, each with its own ETag', async () => {
    const { app } = await createTestApp();
    await request(app).get('/culture').expect(200);
    const answers = await Promise.all(
      ['gzip, deflate, br, zstd', 'gzip', 'identity'].map((accepted) =>
        rawGet(app, '/culture', { 'accept-encoding': accepted }),
      ),
    );
    expect(answers.map((answer) => answer.headers['content-encoding'])).toEqual(['br', 'gzip', undefined]);
    const [brotli, gzip, identity] = answers.map((answer) => answer.body);
    expect(brotliDecompressSync(brotli!).toString()).toBe(identity!.toString());
    expect(gunzipSync(gzip!).toString()).toBe(identity!.toString());
    expect(identity!.toString()).toMatch(/^<!doctype html>/i);
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(3);
    for (const answer of answers) expect(answer.headers.vary).toMatch(/Accept-Encoding/);
  });

  it('keeps the whole page when the first request for it is a HEAD', async () => {
    const { app } = await createTestApp();
    const head = await request(app).head('/culture').set('Accept-Encoding', 'identity').expect(200);
    expect(head.text).toBeUndefined();
    const page = await request(app).get('/culture').set('Accept-Encoding', 'identity').expect(200);
    expect(page.text).toContain('<h1>');
    expect(Number(head.headers['content-length'])).toBe(Number(page.headers['content-length']));
  });

  it('does not cache error answers', async () => {
    let calls = 0;
    const { app } = await createTestApp({
      pageData: {
        listJobs: async () => {
          calls++;
          throw new Error('job data broken');
        },
      },
    });
    await request(app).get('/joblistings').expect(500);
    await request(app).get('/joblistings').expect(500);
    expect(calls).toBe(2);
  });

  it('renders afresh for a request with a session cookie, and keeps its page private', async () => {
    const { app, renders } = await countingApp();
    await request(app).get('/joblistings').expect(200);
    const withCookie = await request(app)
      .get('/joblistings')
      .set('Cookie', 'careers.sid=s%3Asomeone.signature')
      .expect(200);
    expect(renders()).toBe(2);
    expect(withCookie.headers['cache-control']).toBe('private, no-store');
  });
});

describe('cached pages and the blog', () => {
  let upstream: BlogUpstream;
  afterEach(async () => {
    await upstream.close();
  });

  it('a change of the blog data replaces the cached blog pages', async () => {
    upstream = await startBlogUpstream([article('first-post', { title: 'The first post' })]);
    const { app } = await createTestApp({ env: { BLOG_API_URL: upstream.url, BLOG_CACHE_TTL_MS: '100' } });
    expect((await request(app).get('/blogs').expect(200)).text).toContain('The first post');
    upstream.setArticles([article('second-post', { title: 'The second post' })]);
    // Like the blog API, an expired list is served once more while it is refreshed.
    const page = async () => (await request(app).get('/blogs').expect(200)).text;
    await expect.poll(page, { timeout: 5_000 }).toContain('The second post');
    expect(await page()).not.toContain('The first post');
  });

  it('an unchanged blog keeps the cached page, across refreshes of the blog cache', async () => {
    upstream = await startBlogUpstream([article('first-post', { title: 'The first post' })]);
    const { app, logLines } = await createTestApp({ env: { BLOG_API_URL: upstream.url, BLOG_CACHE_TTL_MS: '100' } });
    // The very first render happens before the blog list is cached, so it is redone once.
    await request(app).get('/blogs').expect(200);
    const first = await request(app).get('/blogs').expect(200);
    // Past the list's 100 ms, a request for the page starts a refresh; the upstream's answer is
    // logged just before the refreshed list is cached.
    const upstreamAnswers = () => logLines.filter((line) => line.msg === 'blog upstream answered').length;
    await expect
      .poll(async () => {
        await request(app).get('/blogs').expect(200);
        return upstreamAnswers();
      })
      .toBeGreaterThanOrEqual(2);
    const later = await request(app).get('/blogs').set('If-None-Match', first.headers.etag!).expect(304);
    expect(later.headers.etag).toBe(first.headers.etag);
    expect(upstream.calls.list).toBeGreaterThanOrEqual(2);
  });
});

describe('pages of signed-in candidates', () => {
  it('are never shared: another visitor never sees a candidate’s name, nor the candidate the anonymous page', async () => {
    const { app } = await createTestApp({ env: { FIREBASE_AUTH_EMULATOR_HOST: emulatorHost() } });
    const name = `Zanele Cachetest ${Date.now()}`;
    const user = await mintGoogleUser(`cache-${Date.now()}@example.com`, name);
    const cookie = sessionCookieOf(await request(app).post('/api/session').send({ idToken: user.idToken }).expect(200));

    const signedInMark = 'My applications</a>';
    for (const path of ['/', '/culture', '/joblistings', '/blogs']) {
      // The public pages do not hydrate: the session shows in their header (My
      // applications instead of Login), not in hydration data that would carry the name.
      const signedIn = await request(app).get(path).set('Cookie', cookie).expect(200);
      expect(signedIn.text, path).toContain(signedInMark);
      expect(signedIn.headers['cache-control']).toBe('private, no-store');
      const anonymous = await request(app).get(path).expect(200);
      expect(anonymous.text, path).not.toContain(signedInMark);
      expect(anonymous.text, path).not.toContain(name);
      expect(anonymous.text, path).not.toContain(user.uid);
      // Cached now; the candidate still gets their own page.
      expect((await request(app).get(path).set('Cookie', cookie).expect(200)).text).toContain(signedInMark);
    }
  });
});

describe('the memory the page cache holds', () => {
  it('stays within its byte budget, counting every byte its pages keep, with real pages', async () => {
    const { app } = await createTestApp();
    const pages = await Promise.all(
      ['/', '/joblistings', '/culture', '/blogs', '/jobcategory', '/joblistings/View'].map(
        async (path) => (await request(app).get(path).expect(200)).text,
      ),
    );
    const maxBytes = 512 * 1024;
    const cache = createPageCache({ dataVersion: () => 'v1', maxBytes });
    // An anonymous visitor asking for page after page under URLs never seen before (?x=1, ?x=2, ...).
    const urls = Array.from({ length: 300 }, (_, i) => `/joblistings?x=${i}`);
    const requestFor = (url: string) => ({ method: 'GET', url, originalUrl: url, headers: {} }) as unknown as Request;
    urls.forEach((url, i) => cache.store(requestFor(url), pages[i % pages.length]!, 'v1', false));

    const kept = urls.flatMap((url) => {
      const page = cache.lookup(requestFor(url));
      return page ? [{ url, page }] : [];
    });
    // What the pages keep alive: the memory behind each compressed copy (a Buffer may be a view
    // into a larger allocation), their URLs and script hashes.
    const memory = new Set(kept.flatMap(({ page }) => [page.body.gzip.buffer, page.body.brotli.buffer]));
    const held =
      [...memory].reduce((bytes, buffer) => bytes + buffer.byteLength, 0) +
      kept.reduce((bytes, { url, page }) => bytes + url.length + page.scriptSources.join('').length, 0);
    expect(held).toBeLessThanOrEqual(maxBytes);
    // Not by keeping nothing: the newest pages are there, about as many as the budget holds.
    const compressedSize = (html: string) => compressBody(html).gzip.length + compressBody(html).brotli.length;
    const largest = Math.max(...pages.map(compressedSize));
    expect(kept.length).toBeGreaterThanOrEqual(Math.floor((maxBytes / (largest + 1024)) * 0.8));
    expect(kept.at(-1)?.url).toBe(urls.at(-1));
  });
});
