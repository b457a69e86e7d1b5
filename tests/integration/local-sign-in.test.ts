import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { emulatorHost } from '../support/auth-emulator';
import { createTestApp } from '../support/test-app';

// The local test sign-in (client/auth/local-test-sign-in.tsx) is offered by servers that run
// against the Auth emulator only; a server with a real Firebase project keeps Google's popup.
// (Production refuses FIREBASE_AUTH_EMULATOR_HOST at start: tests/unit/config.test.ts.)
describe('the sign-in page’s local test sign-in', () => {
  it('is offered, labelled as such, when the server signs in against the Auth emulator', async () => {
    const { app } = await createTestApp({ env: { FIREBASE_AUTH_EMULATOR_HOST: emulatorHost() } });
    const html = (await request(app).get('/carrer/sign-in').expect(200)).text;
    expect(html).toContain('<h2 id="local-sign-in-title">Local test sign-in</h2>');
    expect(html).toContain('Test account email');
    expect(html).toContain('Continue with Google');
    const site = (await request(app).get('/api/site').expect(200)).body.data;
    expect(site.signIn.emulatorUrl).toBe(`http://${emulatorHost()}`);
  });

  it('is not offered by a production server with a Firebase project', async () => {
    const { app } = await createTestApp({
      env: {
        NODE_ENV: 'production',
        SESSION_SECRET: 's'.repeat(32),
        FIREBASE_PROJECT_ID: 'careers-prod',
        FIREBASE_API_KEY: 'k',
        FIREBASE_AUTH_DOMAIN: 'careers-prod.firebaseapp.com',
      },
    });
    const html = (await request(app).get('/carrer/sign-in').expect(200)).text;
    expect(html).toContain('Continue with Google');
    expect(html).not.toContain('Local test sign-in');
    expect(html).not.toContain('Test account email');
    const site = (await request(app).get('/api/site').expect(200)).body.data;
    expect(site.signIn).toEqual({
      apiKey: 'k',
      authDomain: 'careers-prod.firebaseapp.com',
      projectId: 'careers-prod',
      // Without service-account credentials firebase-admin makes no sign-in links.
      emailLink: false,
      facebook: false,
    });
  });
});
