import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { emulatorHost, mintGoogleUser } from '../support/auth-emulator';
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

  it('offers Login to visitors, and the way back to the application once signed in', async () => {
    const visitor = await request((await createTestApp()).app)
      .get('/')
      .expect(200);
    expect(visitor.text).toMatch(/>Login</);

    const { app, cookie } = await signedIn();
    for (const path of ['/', '/joblistings', '/culture']) {
      const { text } = await request(app).get(path).set('Cookie', cookie).expect(200);
      expect(text, path).not.toMatch(/>Login</);
      expect(text, path).toMatch(/<a[^>]*href="\/carrer\/sign-up"[^>]*>My application</);
    }
  });
});
