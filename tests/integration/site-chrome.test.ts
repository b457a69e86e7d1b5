import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { emulatorHost, mintGoogleUser } from '../support/auth-emulator';
import { sessionCookieFor } from '../support/candidate-browser';
import { sessionCookieOf } from '../support/session-cookie';
import { createTestApp } from '../support/test-app';

async function signedIn() {
  const { app } = await createTestApp({ env: { FIREBASE_AUTH_EMULATOR_HOST: emulatorHost() } });
  const user = await mintGoogleUser(`chrome-${Date.now()}@example.com`, 'Mei Lin');
  const response = await request(app).post('/api/session').send({ idToken: user.idToken }).expect(200);
  return { app, cookie: sessionCookieOf(response) };
}

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

describe('the frame around every page', () => {
  it('has one footer with one copyright line on the wizard pages too', async () => {
    const { app } = await createTestApp();
    for (const path of ['/', '/carrer/sign-up', '/VoluntaryEqual', '/ReveiwSubmit', '/carrer/sign-in']) {
      const { text } = await request(app).get(path).expect(200);
      expect(count(text, /<footer[ >]/g), path).toBe(1);
      expect(count(text, /©/g), path).toBe(1);
    }
  });

  it("offers Login to visitors: this site's sign-in, coming back to the page they were on", async () => {
    const { app } = await createTestApp();
    const { text } = await request(app).get('/joblistings?department=Engineering&sort=newest').expect(200);
    const back = encodeURIComponent('/joblistings?department=Engineering&sort=newest');
    expect(text).toMatch(new RegExp(`<a[^>]*href="/carrer/sign-in\\?returnTo=${back}"[^>]*>Login</a>`));
    // The external job board's login is not the site's Login.
    expect(text).not.toContain('jobs.medinest.example/login');

    // The wizard's App header offers it too, but not on the sign-in page itself.
    const wizard = await request(app).get('/carrer/sign-up').expect(200);
    expect(wizard.text).toMatch(/<a[^>]*href="\/carrer\/sign-in\?returnTo=%2Fcarrer%2Fsign-up"[^>]*>Login<\/a>/);
    expect(wizard.text).not.toMatch(/href="\/applications"|href="\/profile"/);
    expect((await request(app).get('/carrer/sign-in').expect(200)).text).not.toMatch(/>Login</);
  });

  it('offers My applications and Profile once signed in, in the site header and the App header', async () => {
    const { app, cookie } = await signedIn();
    for (const path of ['/', '/joblistings', '/culture', '/carrer/sign-up', '/ReveiwSubmit']) {
      const { text } = await request(app).get(path).set('Cookie', cookie).expect(200);
      expect(text, path).not.toMatch(/>Login</);
      expect(text, path).toMatch(/<a[^>]*href="\/applications"[^>]*>My applications</);
      expect(text, path).toMatch(/<a[^>]*href="\/profile"[^>]*>Profile</);
      expect(text, path).not.toMatch(/>Recruiting</);
    }
  });

  it('offers Recruiting to a recruiter only', async () => {
    const email = `chrome-recruiter-${Date.now()}@example.com`;
    const { app } = await createTestApp({
      env: { FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(), RECRUITER_EMAILS: email },
    });
    const cookie = await sessionCookieFor(app, email);
    for (const path of ['/culture', '/carrer/sign-up']) {
      const { text } = await request(app).get(path).set('Cookie', cookie).expect(200);
      expect(text, path).toMatch(/<a[^>]*href="\/recruiter"[^>]*>Recruiting</);
    }
  });

  it("never serves one visitor's header to another through the page cache", async () => {
    const { app, cookie } = await signedIn();
    // Signed out first (the page is cached), then signed in, then signed out again.
    expect((await request(app).get('/culture').expect(200)).text).toMatch(/>Login</);
    expect((await request(app).get('/culture').set('Cookie', cookie).expect(200)).text).toMatch(/>My applications</);
    const again = await request(app).get('/culture').expect(200);
    expect(again.text).toMatch(/>Login</);
    expect(again.text).not.toMatch(/My applications|Mei Lin/);
  });

  it("offers the job board's own sign-in on the sign-in page only where JOB_BOARD_LOGIN_URL is set", async () => {
    const plain = (
      await request((await createTestApp()).app)
        .get('/carrer/sign-in')
        .expect(200)
    ).text;
    expect(plain).not.toMatch(/Sign in to the job board/);
    const { app } = await createTestApp({ env: { JOB_BOARD_LOGIN_URL: 'https://board.example.test/account/login' } });
    const { text } = await request(app).get('/carrer/sign-in').expect(200);
    expect(text).toMatch(/<a href="https:\/\/board\.example\.test\/account\/login">Sign in to the job board<\/a>/);
  });
});
