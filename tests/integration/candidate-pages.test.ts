import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requisition } from '../../shared/application/requisition';
import { formatDay } from '../../shared/dates';
import { validAnswers } from '../support/application-answers';
import { emulatorHost, withEmulatorAdmin } from '../support/auth-emulator';
import { candidate, uniqueEmail } from '../support/candidate-browser';
import { escapeHtml } from '../support/html-escape';
import { htmlProblemsOf } from '../support/html-validity';
import { sessionCookieOf } from '../support/session-cookie';
import { mintGoogleUser } from '../support/auth-emulator';
import { screenTexts } from '../support/screen-texts';
import { createTestApp } from '../support/test-app';
import { startRedisServer } from '../support/redis-server';
import { databaseEnvFor } from '../support/test-database';

type App = Awaited<ReturnType<typeof createTestApp>>['app'];

/** A signed-in candidate as a browser without JavaScript: pages read and forms posted with the session cookie. */
async function signedIn(app: App, email = uniqueEmail(), name = 'Mei Lin') {
  const user = await mintGoogleUser(email, name);
  const cookie = sessionCookieOf(await request(app).post('/api/session').send({ idToken: user.idToken }).expect(200));
  return {
    ...user,
    cookie,
    page: (path: string) => request(app).get(path).set('Cookie', cookie),
    postForm: (path: string, fields: Record<string, string>) =>
      request(app).post(path).set('Cookie', cookie).type('form').send(new URLSearchParams(fields).toString()),
    api: (path: string) => request(app).get(path).set('Cookie', cookie),
  };
}

/** A candidate who has applied (through the JSON API, as the wizard does), with their page session. */
async function applicant(app: App, name: string) {
  const email = uniqueEmail();
  const browser = candidate(app);
  await browser.signIn(email);
  await browser.fillEverything({ contact: { ...validAnswers.contact, email } });
  const submitted = await browser.post('/api/application/submit');
  expect(submitted.status).toBe(201);
  const { id, reference } = submitted.body.data as { id: string; reference: string };
  return { ...(await signedIn(app, email, name)), id, reference, browser };
}

const accountExists = (uid: string) =>
  withEmulatorAdmin((auth) =>
    auth.getUser(uid).then(
      () => true,
      (error: { code?: string }) => {
        if (error.code === 'auth/user-not-found') return false;
        throw error;
      },
    ),
  );

describe("the candidate's own pages", () => {
  let app: App;
  let mei: Awaited<ReturnType<typeof applicant>>;
  let jose: Awaited<ReturnType<typeof applicant>>;

  beforeAll(async () => {
    ({ app } = await createTestApp({ env: { FIREBASE_AUTH_EMULATOR_HOST: emulatorHost() } }));
    mei = await applicant(app, 'Mei Lin');
    jose = await applicant(app, 'Zephyrine Quillfeather');
  });

  describe('signed out', () => {
    it.each(['/applications', '/profile', '/Applications'])(
      '%s sends the visitor to sign in, and back after it, never cached',
      async (path) => {
        const response = await request(app).get(path).expect(302);
        expect(response.headers.location).toBe(`/carrer/sign-in?returnTo=${encodeURIComponent(path)}`);
        expect(response.headers['cache-control']).toBe('private, no-store');
        expect(response.headers['set-cookie']).toBeUndefined();
      },
    );

    it('withdraws nothing and erases nothing: a form post is sent to sign in too', async () => {
      const withdraw = await request(app).post('/applications').type('form').send(`applicationId=${mei.id}`);
      expect(withdraw.status).toBe(302);
      const erase = await request(app).post('/profile').type('form').send('intent=erase');
      expect(erase.status).toBe(302);
      expect((await mei.api('/api/me/applications')).body.data.applications[0].status).toBe('received');
    });

    it('takes form posts at these paths and nothing else (405 lists POST)', async () => {
      const response = await request(app).put('/applications').expect(405);
      expect(response.headers.allow).toBe('GET, HEAD, POST');
    });
  });

  describe('My applications', () => {
    it('lists the candidate’s own application with its job, reference, day and status, never cached', async () => {
      const response = await mei.page('/applications').expect(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const { title, heading } = screenTexts('applications');
      expect(response.text).toContain(`<title>${escapeHtml(title)}</title>`);
      expect(response.text).toContain(`<h1>${heading}</h1>`);
      expect(response.text).toContain(escapeHtml(requisition.title));
      expect(response.text).toContain(mei.reference);
      const [application] = (await mei.api('/api/me/applications')).body.data.applications;
      expect(response.text).toContain(
        `<time dateTime="${application.submittedAt}">${formatDay(application.submittedAt, 'UTC')}</time>`,
      );
      expect(response.text).toContain('>Received</span>');
      expect(response.text).toContain(`href="/applications?withdraw=${mei.id}#confirm-withdraw"`);
    });

    it('shows each candidate only their own applications', async () => {
      const meis = (await mei.page('/applications').expect(200)).text;
      const joses = (await jose.page('/applications').expect(200)).text;
      expect(meis).not.toContain(jose.reference);
      expect(meis).not.toContain(jose.id);
      expect(joses).toContain(jose.reference);
      expect(joses).not.toContain(mei.reference);
    });

    it('shows a draft in progress with a link to the first step not done yet', async () => {
      const drafter = await signedIn(app);
      await request(app)
        .put('/api/application/draft/contact')
        .set('Cookie', drafter.cookie)
        .send(validAnswers.contact)
        .expect(200);
      const { text } = await drafter.page('/applications').expect(200);
      expect(text).toContain('Next: Step 2 of 9, General questions. Last saved');
      expect(text).toMatch(/href="\/carrer\/Generalquestions"[^>]*>Continue your application</);
      expect(text).not.toContain('You have not applied yet');
    });

    it('asks before withdrawing, in the page itself (no script needed)', async () => {
      const { text } = await mei.page(`/applications?withdraw=${mei.id}`).expect(200);
      expect(text).toContain('Withdraw this application?');
      // Named by its job, not only by a reference the candidate never reads.
      expect(text).toContain(
        `Your application for <strong>${escapeHtml(requisition.title)}</strong>, reference ${mei.reference}.`,
      );
      // The form posts to the page it is on (React Router's Form keeps the query), where the action is.
      expect(text).toContain(`action="/applications?withdraw=${mei.id}" method="post"`);
      expect(text).toContain(`<input type="hidden" name="applicationId" value="${mei.id}"/>`);
      expect(text).toContain('>Keep my application<');
    });

    it('answers 404 to withdrawing another candidate’s application, and changes nothing', async () => {
      const response = await mei.postForm('/applications', { applicationId: jose.id });
      expect(response.status).toBe(404);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.text).toContain('You have no application with this id.');
      expect(response.text).not.toContain(jose.reference);
      expect((await jose.api('/api/me/applications')).body.data.applications[0].status).toBe('received');
      expect((await mei.postForm('/applications', { applicationId: 'no-such-id' })).status).toBe(404);
    });

    it('withdraws the candidate’s own application with a 303, says so, and shows it withdrawn', async () => {
      const response = await mei.postForm('/applications', { applicationId: mei.id }).expect(303);
      expect(response.headers.location).toBe(`/applications?withdrawn=${mei.id}`);
      const { text } = await mei.page(response.headers.location!).expect(200);
      expect(text).toContain(`Your application ${mei.reference} was withdrawn.`);
      expect(text).toContain('>Withdrawn</span>');
      // A withdrawn application offers no second withdrawal.
      expect(text).not.toContain('?withdraw=');
      expect((await mei.api('/api/me/applications')).body.data.applications[0].status).toBe('withdrawn');
    });

    it('is valid HTML, the confirmation too', async () => {
      for (const path of ['/applications', `/applications?withdraw=${jose.id}`]) {
        expect(await htmlProblemsOf((await jose.page(path).expect(200)).text)).toEqual([]);
      }
    });
  });

  describe('the wizard after applying', () => {
    it.each(['/carrer/sign-up', '/Resume', '/ReveiwSubmit'])(
      '%s says the candidate has applied (reference, day, My applications) instead of a form',
      async (path) => {
        const { text } = await jose.page(path).expect(200);
        expect(text).toContain('You have applied to this job');
        expect(text).toContain(jose.reference);
        expect(text).toContain('href="/applications"');
        expect(text).not.toContain('class="wizard-form"');
        // This app has no SMTP_URL: its emails go to files, so the page promises none.
        expect(text).not.toMatch(/confirmation is on its way|email you/);
      },
    );
  });

  describe('Profile', () => {
    it('shows the Google account, the download of everything and each resume, never cached', async () => {
      const response = await jose.page('/profile').expect(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const { user } = (await jose.api('/api/session').expect(200)).body;
      expect(response.text).toContain(`<h2 id="account-title">${user.displayName}</h2>`);
      expect(response.text).toContain(jose.email);
      expect(response.text).toContain('href="/api/me/data" download=""');
      const [application] = (await jose.api('/api/me/data')).body.data.applications;
      expect(response.text).toContain(`href="${application.resume.download}" download=""`);
      expect(response.text).toContain(`application ${jose.reference}`);
      expect(await htmlProblemsOf(response.text)).toEqual([]);
    });

    it('asks before deleting, in the page itself', async () => {
      const { text } = await jose.page('/profile?confirm=erase').expect(200);
      expect(text).toContain('Delete all your data?');
      expect(text).toContain('<input type="hidden" name="intent" value="erase"/>');
    });

    it('signs out on every device with a 303 to a page that says so', async () => {
      const email = uniqueEmail();
      const here = await signedIn(app, email);
      const elsewhere = await signedIn(app, email);
      const response = await here.postForm('/profile', { intent: 'sign-out-everywhere' }).expect(303);
      expect(response.headers.location).toBe('/profile?done=signed-out');
      expect(String(response.headers['set-cookie'])).toMatch(/careers\.sid=;/);
      await request(app).get('/api/session').set('Cookie', elsewhere.cookie).expect(401);
      await request(app).get('/api/session').set('Cookie', here.cookie).expect(401);
      const { text } = await request(app).get(response.headers.location!).expect(200);
      expect(text).toContain('You are signed out on every device');
    });

    it('refuses a form that is not one of its own', async () => {
      expect((await jose.postForm('/profile', { intent: 'something-else' })).status).toBe(400);
    });

    it('erases the candidate’s data and Firebase account, ending their sessions', async () => {
      const candidateToErase = await applicant(app, 'Ana Erased');
      const elsewhere = await signedIn(app, candidateToErase.email);
      expect(await accountExists(candidateToErase.uid)).toBe(true);

      const response = await candidateToErase.postForm('/profile', { intent: 'erase' }).expect(303);
      expect(response.headers.location).toBe('/profile?done=erased');
      expect(String(response.headers['set-cookie'])).toMatch(/careers\.sid=;/);
      await request(app).get('/api/session').set('Cookie', candidateToErase.cookie).expect(401);
      await request(app).get('/api/session').set('Cookie', elsewhere.cookie).expect(401);
      expect(await accountExists(candidateToErase.uid)).toBe(false);
      const { text } = await request(app).get(response.headers.location!).expect(200);
      expect(text).toContain('Your data has been deleted');

      // Signed in again (a new Firebase account), nothing of theirs is left.
      const again = await signedIn(app, candidateToErase.email);
      expect((await again.api('/api/me/applications')).body.data).toEqual({ applications: [], drafts: [] });
    });

    it('deletes the Firebase account on erasure through the API too', async () => {
      const somebody = await signedIn(app);
      expect(await accountExists(somebody.uid)).toBe(true);
      await request(app).delete('/api/me').set('Cookie', somebody.cookie).expect(204);
      expect(await accountExists(somebody.uid)).toBe(false);
    });
  });
});

describe('the privacy notice', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(() => Promise.all(cleanups.map((drop) => drop())));

  it('states the default retention and session lifetime, and that no email is sent without SMTP', async () => {
    const { app } = await createTestApp();
    const response = await request(app).get('/privacy').expect(200);
    expect(response.text).toContain(`<h1>${screenTexts('privacy').heading}</h1>`);
    expect(response.text).toContain('<strong>365 days<!-- --> after you submit</strong>');
    expect(response.text).toContain('<strong>7 days</strong>');
    expect(response.text).toContain('<strong>1 day<!-- --> after you started it</strong>');
    expect(response.text).toContain('This site sends no email');
    expect(response.text).toContain('an alert not confirmed within<!-- --> <!-- -->7 days<!-- --> is deleted');
    expect(await htmlProblemsOf(response.text)).toEqual([]);
  });

  it('is written from this server’s configuration', async () => {
    const { app } = await createTestApp({
      env: {
        APPLICATION_RETENTION_DAYS: '30',
        SESSION_MAX_AGE_MS: '3600000',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        MAIL_FROM: 'Careers <careers@example.com>',
        NOTIFY_EMAILS: 'team@example.com',
      },
    });
    const { text } = await request(app).get('/privacy').expect(200);
    expect(text).toContain('<strong>30 days<!-- --> after you submit</strong>');
    expect(text).toContain('<strong>1 hour</strong>');
    // Never longer than a signed-in session.
    expect(text).toContain('<strong>1 hour<!-- --> after you started it</strong>');
    expect(text).toContain('We email you a confirmation');
    expect(text).toContain('they read the email first and choose whether to send it');
    expect(text).toContain('The hiring team is emailed of each new application');
    expect(text).not.toContain('This site sends no email');
  });

  it('says without SMTP_URL that every email is written on the server, not sent, the team’s notice too', async () => {
    const { app } = await createTestApp({ env: { NOTIFY_EMAILS: 'team@example.com' } });
    const { text } = await request(app).get('/privacy').expect(200);
    expect(text).toContain('This site sends no email');
    expect(text).toContain('are written as files on our server, not sent');
    expect(text).toContain('is written for the hiring team the same way, not sent');
    expect(text).not.toContain('The hiring team is emailed');
    expect(text).not.toContain('We email you');
  });

  it('says what the database keeps of deleted data until its maintenance: nothing on SQLite, until a vacuum on Postgres', async () => {
    const onSqlite = (
      await request((await createTestApp()).app)
        .get('/privacy')
        .expect(200)
    ).text;
    expect(onSqlite).toContain('is gone from the site at once, and overwritten on our disk');
    expect(onSqlite).toContain('for a day,<!-- --> <!-- -->in its memory only');
    const env = await databaseEnvFor('Postgres', cleanups);
    const onPostgres = (
      await request((await createTestApp({ env })).app)
        .get('/privacy')
        .expect(200)
    ).text;
    expect(onPostgres).toContain('our database overwrites its space on disk in its routine maintenance');
    expect(onPostgres).not.toContain('overwritten on our disk');
    expect(onPostgres).toContain('Copies in our backups are deleted when those backups expire');
    expect(onPostgres).toContain('in the database our servers share, as keyed hashes');
  });

  it('says where request limits count with REDIS_URL, and that the browser keeps a sign-in link’s address until it is opened', async () => {
    const redis = await startRedisServer();
    cleanups.push(redis.stop);
    const { text } = await request((await createTestApp({ env: { REDIS_URL: redis.url } })).app)
      .get('/privacy')
      .expect(200);
    expect(text).toContain('in a store our servers share, as keyed hashes (never the address itself)');
    expect(text).not.toContain('in its memory only');
    expect(text).toContain('Your browser keeps the address you typed (in its local storage) until the link signs you');
  });

  it('is the wizard footer’s Privacy Notice link', async () => {
    const { app } = await createTestApp();
    const { text } = await request(app).get('/carrer/sign-up').expect(200);
    expect(text).toContain('<a href="/privacy" data-discover="true">Privacy Notice</a>');
  });
});
