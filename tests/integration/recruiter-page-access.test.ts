import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorHost, mintGoogleUser, withEmulatorAdmin } from '../support/auth-emulator';
import { appliedCandidate, sessionCookieFor, uniqueEmail } from '../support/candidate-browser';
import { createTestApp, freshDataDir } from '../support/test-app';
import { databaseEnvFor } from '../support/test-database';

// The access matrix of the recruiter pages: nobody signed in, a candidate, a listed
// email the account has not verified, and a recruiter taken off RECRUITER_EMAILS get sign-in or
// the 403 page, never an application; on both databases, for the pages, their form posts and the
// data React Router's client-side navigations read. The API's matrix: recruiter-api.test.ts.

const cleanups: (() => Promise<void>)[] = [];
afterAll(() => Promise.all(cleanups.map((cleanup) => cleanup())));

const SECRET = 'the-secret-of-the-recruiter-access-tests';
/** Names no page shows but an application's: seeing one in an answer is seeing data. */
const CANDIDATES = [
  ['Ottoline', 'Farquharson'],
  ['José', 'Álvarez'],
] as const;

describe.each(['SQLite', 'Postgres'] as const)('who may open the recruiter pages, on %s', (kind) => {
  const recruiterEmail = `recruiter-access-${kind.toLowerCase()}-${Date.now()}@medinest.example`;
  // Listed, but the account says its email is not verified: anyone can create such an account.
  const unverifiedEmail = recruiterEmail.replace('recruiter-', 'unverified-');
  let env: Record<string, string>;
  let app: Awaited<ReturnType<typeof createTestApp>>['app'];
  let recruiter: string;
  let asCandidate: string;
  let unverified: string;
  const real: { id: string; reference: string; email: string; firstName: string; lastName: string }[] = [];

  const signIn = (email: string, options?: { emailVerified?: boolean }) => sessionCookieFor(app, email, options);

  beforeAll(async () => {
    env = { DATA_DIR: freshDataDir(), SESSION_SECRET: SECRET, FIREBASE_AUTH_EMULATOR_HOST: emulatorHost() };
    Object.assign(env, await databaseEnvFor(kind, cleanups));
    ({ app } = await createTestApp({ env: { ...env, RECRUITER_EMAILS: `${recruiterEmail},${unverifiedEmail}` } }));
    for (const [firstName, lastName] of CANDIDATES) {
      real.push(await appliedCandidate(app, firstName, lastName));
    }
    recruiter = await signIn(recruiterEmail);
    asCandidate = await signIn(uniqueEmail());
    unverified = await signIn(unverifiedEmail, { emailVerified: false });
  });

  const applicationPage = (id: string) => `/recruiter/applications/${id}`;
  const pagePaths = () => ['/recruiter', applicationPage(real[0]!.id), '/recruiter/reports'];
  const page = (path: string, cookie?: string, target = app) => {
    const test = request(target).get(path);
    return cookie ? test.set('Cookie', cookie) : test;
  };
  const post = (path: string, form: string, cookie?: string, target = app) => {
    const test = request(target).post(path).type('form').send(form);
    return cookie ? test.set('Cookie', cookie) : test;
  };
  const historyOf = async (id: string) =>
    (await page(`/api/recruiter/applications/${id}`, recruiter).expect(200)).body.data.history as unknown[];

  /** Fails when `body` shows anything of an application: a reference, an email or a name. */
  function expectNoApplicationData(body: string, what: string) {
    for (const application of real) {
      for (const shown of [application.reference, application.email, application.firstName, application.lastName])
        expect(body, `${what} shows ${shown}`).not.toContain(shown);
    }
  }

  it('sends a visitor who is not signed in to sign-in, with the way back, and shows nothing', async () => {
    for (const path of [...pagePaths(), '/recruiter?status=new&q=ottoline']) {
      const response = await page(path).expect(302);
      expect(response.headers.location).toBe(`/carrer/sign-in?returnTo=${encodeURIComponent(path)}`);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expectNoApplicationData(response.text, path);
    }
    // The sign-in page names where it goes back to, and is never cached with its query.
    const signInPage = await page(`/carrer/sign-in?returnTo=${encodeURIComponent('/recruiter')}`).expect(200);
    expect(signInPage.text).toContain('Sign in to continue to the page you asked for.');
  });

  it('answers a form post from nobody signed in with 303 to sign-in, changing nothing', async () => {
    const path = applicationPage(real[0]!.id);
    const response = await post(path, 'status=hired').expect(303);
    expect(response.headers.location).toBe(`/carrer/sign-in?returnTo=${encodeURIComponent(path)}`);
    expect(await historyOf(real[0]!.id)).toEqual([]);
  });

  it.each([
    ['a signed-in candidate', () => asCandidate],
    ['an account whose listed email is not verified', () => unverified],
  ])('shows %s the 403 page, never data, and refuses their form posts', async (_who, cookie) => {
    for (const path of pagePaths()) {
      const response = await page(path, cookie()).expect(403);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.text).toContain('This page is for the hiring team');
      expect(response.text).toContain('<meta name="robots" content="noindex"/>');
      expectNoApplicationData(response.text, path);
    }
    await post(applicationPage(real[0]!.id), 'note=Let+me+in', cookie()).expect(403);
    await post(applicationPage(real[0]!.id), 'status=hired', cookie()).expect(403);
    expect(await historyOf(real[0]!.id)).toEqual([]);
  });

  it('refuses a recruiter whose email was removed from the list, from the restart that removes it', async () => {
    const { app: restarted } = await createTestApp({ env: { ...env, RECRUITER_EMAILS: 'someone@else.example' } });
    for (const path of pagePaths()) {
      const response = await page(path, recruiter, restarted).expect(403);
      expectNoApplicationData(response.text, path);
    }
    await post(applicationPage(real[0]!.id), 'status=hired', recruiter, restarted).expect(403);
    expect(await historyOf(real[0]!.id)).toEqual([]);
  });

  it('lets a listed recruiter in, privately and never indexed; and one with the custom claim `recruiter`', async () => {
    for (const path of pagePaths()) {
      const response = await page(path, recruiter).expect(200);
      expect(response.type).toBe('text/html');
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers['x-robots-tag']).toBe('noindex');
      expect(response.text).toContain('<meta name="robots" content="noindex"/>');
      expect(response.text.match(/<h1[ >]/g)).toHaveLength(1);
    }
    // What the refusals above must not show, the recruiter is shown.
    expect((await page('/recruiter', recruiter)).text).toContain(real[0]!.reference);
    expect((await page(applicationPage(real[0]!.id), recruiter)).text).toContain(real[0]!.lastName);
    const email = uniqueEmail();
    const user = await mintGoogleUser(email);
    await withEmulatorAdmin((auth) => auth.setCustomUserClaims(user.uid, { recruiter: true }));
    await page('/recruiter', await signIn(email)).expect(200);
  });

  describe("the pages' data for client-side navigations", () => {
    // React Router 7 reads a page's loaders at `<path>.data` (single fetch), only some of them
    // with `?_routes=<route ids>`, and posts its forms there too. Route ids: client/routes.ts.
    const dataUrls = () => {
      const application = applicationPage(real[0]!.id);
      return [
        '/recruiter.data',
        '/recruiter.data?q=farquharson&status=new',
        `/recruiter.data?_routes=${encodeURIComponent('recruiterInbox:/recruiter')}`,
        `/recruiter.data?_routes=${encodeURIComponent('root,app,recruiterInbox:/recruiter')}`,
        '/recruiter/.data',
        `${application}.data`,
        `${application}.data?_routes=${encodeURIComponent('recruiterApplication:/recruiter/applications/:id')}`,
        '/recruiter/reports.data',
        `/recruiter/reports.data?_routes=${encodeURIComponent('recruiterReports:/recruiter/reports')}`,
      ];
    };

    /** Who asks, their session cookie, and how they are refused (a redirect to sign-in, or the 403 data). */
    const refused: [string, () => string | undefined, 'redirect' | 'not-recruiter'][] = [
      ['nobody signed in', () => undefined, 'redirect'],
      ['a signed-in candidate', () => asCandidate, 'not-recruiter'],
      ['an account whose listed email is not verified', () => unverified, 'not-recruiter'],
    ];

    it.each(refused)('gives %s no application in any of them', async (_who, cookie, refusal) => {
      for (const url of dataUrls()) {
        const response = await page(url, cookie());
        expect([url, response.status]).toEqual([url, refusal === 'redirect' ? 202 : 403]);
        expect(response.headers['cache-control']).toBe('private, no-store');
        expect(response.text, url).toContain(refusal === 'redirect' ? '/carrer/sign-in?returnTo=' : 'not-recruiter');
        expectNoApplicationData(response.text, url);
      }
      const action = `${applicationPage(real[0]!.id)}.data`;
      const posted = await post(action, 'status=hired', cookie());
      expect([action, posted.status]).toEqual([action, refusal === 'redirect' ? 202 : 403]);
      expectNoApplicationData(posted.text, action);
      expect(await historyOf(real[0]!.id)).toEqual([]);
    });

    it('gives a recruiter the same data: what the refusals must not show is there', async () => {
      const inbox = await page('/recruiter.data', recruiter).expect(200);
      for (const application of real) expect(inbox.text).toContain(application.reference);
      const one = await page(`${applicationPage(real[0]!.id)}.data`, recruiter).expect(200);
      expect(one.text).toContain(real[0]!.email);
      expect(one.text).toContain(real[0]!.lastName);
    });
  });
});
