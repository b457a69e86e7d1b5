import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { localPath } from '../../client/auth/return-to';
import { openRedirectPayloads, pathsThatLookLikeHosts, sameSitePaths } from '../support/open-redirect-payloads';
import { createTestApp } from '../support/test-app';

type App = Awaited<ReturnType<typeof createTestApp>>['app'];

/** The path a React Router `.data` answer redirects to (its turbo-stream names it after "redirect"). */
function dataRedirectOf(body: string): string | undefined {
  const values = JSON.parse(body) as unknown[];
  const index = values.indexOf('redirect');
  return index === -1 ? undefined : String(values[index + 1]);
}

const continueLine = 'Sign in to continue to the page you asked for.';

describe('every returnTo sends the visitor to a page of this site, never another', () => {
  let app: App;
  beforeAll(async () => {
    // Enough writes for every payload posted twice.
    ({ app } = await createTestApp({ env: { APPLICATION_RATE_LIMIT_PER_MINUTE: '1000' } }));
  });

  const signOut = (returnTo: string, path = '/sign-out') =>
    request(app).post(path).type('form').send(new URLSearchParams({ returnTo }).toString());

  describe('POST /sign-out (a form without JavaScript, and the .data post of React Router with it)', () => {
    it.each(openRedirectPayloads)('%j goes home', async (payload) => {
      const form = await signOut(payload).expect(303);
      expect(form.headers.location).toBe('/');
      const data = await signOut(payload, '/sign-out.data').expect(202);
      expect(dataRedirectOf(data.text)).toBe('/');
    });

    it.each([...pathsThatLookLikeHosts, ...sameSitePaths])('%j comes back to that path of this site', async (path) => {
      const form = await signOut(path).expect(303);
      expect(form.headers.location).toBe(path);
      expect(new URL(form.headers.location!, 'https://careers.example').origin).toBe('https://careers.example');
      expect(dataRedirectOf((await signOut(path, '/sign-out.data').expect(202)).text)).toBe(path);
    });

    it('answers the normalized path, not the one posted', async () => {
      const response = await signOut('/jobs/../recruiter/./applications').expect(303);
      expect(response.headers.location).toBe('/recruiter/applications');
    });
  });

  describe('GET /carrer/sign-in?returnTo=', () => {
    it.each(openRedirectPayloads.filter(Boolean))('%j: the page does not offer to continue there', async (payload) => {
      const page = await request(app)
        .get(`/carrer/sign-in?${new URLSearchParams({ returnTo: payload })}`)
        .expect(200);
      expect(page.text).not.toContain(continueLine);
    });

    it('a path of this site: the page says it continues there', async () => {
      const page = await request(app).get('/carrer/sign-in?returnTo=%2Frecruiter').expect(200);
      expect(page.text).toContain(continueLine);
    });
  });

  describe('the sign-in redirects of pages that need signing in', () => {
    it.each([
      '/applications',
      '/profile/',
      '/Recruiter//',
      '/recruiter/applications/..%2F%2Fevil.example',
      '/recruiter/applications/%2F%2Fevil.example',
      '/recruiter/applications/x%2F..%2F..%2F%2Fevil.example',
      '/recruiter?q=%2F%2Fevil.example',
    ])('%s names a way back that is a path of this site', async (path) => {
      const response = await request(app).get(path).expect(302);
      const location = new URL(response.headers.location!, 'https://careers.example');
      expect(location.origin).toBe('https://careers.example');
      const returnTo = location.searchParams.get('returnTo');
      expect(returnTo).not.toBeNull();
      expect(localPath(returnTo, '/fallback')).toBe(returnTo);
    });
  });

  describe("a folder of the site's files never answers with a redirect", () => {
    // express.static redirects a folder's path to the same path with a slash, keeping the rest as
    // it came: a browser resolves `Location: /\\evil.example/..%2fimages/` to another host.
    it.each([
      '/\\evil.example/..%2fimages',
      '/\\evil.example/..%2fimages/site',
      '//evil.example/..%2fimages',
      '/%5Cevil.example/..%2fimages',
      '/images',
      '/images/site',
      '/assets',
    ])('GET %s is not redirected', async (path) => {
      const response = await request(app).get(path);
      expect(response.status).not.toBe(301);
      expect(response.headers.location).toBeUndefined();
    });
  });
});
