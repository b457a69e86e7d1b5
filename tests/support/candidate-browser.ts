import type { Express } from 'express';
import request from 'supertest';
import { expect } from 'vitest';
import { draftSteps } from '../../shared/application/steps';
import { pdfOfSize, validAnswers } from './application-answers';
import { mintGoogleUser } from './auth-emulator';
import { sessionCookieFrom, sessionCookieOf } from './session-cookie';
import { SOURCE_COOKIE } from '../../server/application/landing-source';

let emails = 0;
/** An email address no other test uses (accounts in the Auth emulator outlive a test). */
export const uniqueEmail = () => `applicant-${Date.now()}-${emails++}@example.com`;

/** The `careers.source=…` pair of a Set-Cookie header (a tagged landing's), or undefined. */
const sourceCookieFrom = (setCookie: string | string[] | undefined) =>
  ([] as string[])
    .concat(setCookie ?? [])
    .find((line) => line.startsWith(`${SOURCE_COOKIE}=`))
    ?.split(';')[0];

/**
 * The Host a candidate's browser sends: one for all its requests, as a browser's is (supertest
 * would send each request's own ephemeral port). Pages written with the request's origin (a
 * job's structured data) are kept per origin in the page cache.
 */
export const CANDIDATE_HOST = 'careers.test';

/**
 * A browser of its own: requests carry the session cookie it was given, and the source cookie
 * of the last tagged URL it landed on (`?gh_src=…`), as a browser sends both, and one Host.
 */
export function candidate(app: Express) {
  let cookie: string | undefined;
  let source: string | undefined;
  const remember = (response: request.Response) => {
    cookie = sessionCookieFrom(response.headers['set-cookie']) ?? cookie;
    source = sourceCookieFrom(response.headers['set-cookie']) ?? source;
    return response;
  };
  const withCookie = (test: request.Test) => {
    const sent = [cookie, source].filter(Boolean).join('; ');
    test.set('Host', CANDIDATE_HOST);
    return sent ? test.set('Cookie', sent) : test;
  };
  return {
    /** The session cookie it holds (`careers.sid=…`), or undefined before one was set. */
    get cookie() {
      return cookie;
    },
    get: async (path: string) => remember(await withCookie(request(app).get(path))),
    put: async (path: string, body: unknown) => remember(await withCookie(request(app).put(path)).send(body as object)),
    post: async (path: string, body?: unknown) =>
      remember(await withCookie(request(app).post(path)).send(body as object)),
    delete: async (path: string) => remember(await withCookie(request(app).delete(path))),
    /** To the JSON API by default; `path` a page's, for the Resume step's form post without JavaScript. */
    upload: async (content: Buffer, fileName = 'resume.pdf', field = 'resume', path = '/api/application/resume') =>
      remember(await withCookie(request(app).post(path)).attach(field, content, fileName)),
    /** A page's form posted as a browser without JavaScript posts it (urlencoded). */
    postForm: async (path: string, fields: Record<string, string> = {}) =>
      remember(await withCookie(request(app).post(path)).type('form').send(new URLSearchParams(fields).toString())),
    async signIn(email = uniqueEmail()) {
      const user = await mintGoogleUser(email);
      const response = await this.post('/api/session', { idToken: user.idToken });
      expect(response.status).toBe(200);
      return user;
    },
    async fillEverything(answers: { [step in keyof typeof validAnswers]?: object } = {}) {
      for (const step of draftSteps) {
        const body = { ...validAnswers, ...answers }[step];
        expect((await this.put(`/api/application/draft/${step}`, body)).status).toBe(200);
      }
      // Sent again while the server asks a crowd to wait (503 with Retry-After), as the browser does.
      let uploaded = await this.upload(pdfOfSize());
      while (uploaded.status === 503 && uploaded.headers['retry-after']) {
        await new Promise((resolve) => setTimeout(resolve, Number(uploaded.headers['retry-after']) * 1000));
        uploaded = await this.upload(pdfOfSize());
      }
      expect(uploaded.status).toBe(201);
    },
    draft: async () => (await withCookie(request(app).get('/api/application/draft'))).body,
  };
}

/** The session cookie of `email` signed in to `app` (a Google user minted at the Auth emulator). */
export async function sessionCookieFor(
  app: Express,
  email: string,
  options: { emailVerified?: boolean } = {},
): Promise<string> {
  const user = await mintGoogleUser(email, 'Someone', options);
  return sessionCookieOf(await request(app).post('/api/session').send({ idToken: user.idToken }).expect(200));
}

/** A candidate who has applied to `app` under this name: their browser, email and submission. */
export async function appliedCandidate(app: Express, firstName: string, lastName: string) {
  const browser = candidate(app);
  const email = uniqueEmail();
  const { uid } = await browser.signIn(email);
  await browser.fillEverything({ contact: { ...validAnswers.contact, firstName, lastName, email } });
  const submitted = await browser.post('/api/application/submit');
  expect(submitted.status).toBe(201);
  const { id, reference } = submitted.body.data as { id: string; reference: string };
  return Object.assign(browser, { email, uid, id, reference, firstName, lastName });
}
