import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { emulatorHost, mintGoogleUser, withClaims, withEmulatorAdmin } from '../support/auth-emulator';
import { eventually } from '../support/eventually';
import { createTestApp, freshDataDir } from '../support/test-app';
import { usePostgresDatabaseOfFile } from '../support/test-database';
import { sessionCookieOf } from '../support/session-cookie';

const postgres = usePostgresDatabaseOfFile();

let emails = 0;
const uniqueEmail = () => `candidate-${Date.now()}-${emails++}@example.com`;

// The same tests for each store: SQLite in DATA_DIR, and Postgres through DATABASE_URL.
describe.each([
  ['SQLite', () => ({ DATA_DIR: freshDataDir() })],
  ['Postgres', () => ({ DATABASE_URL: postgres.url })],
])('sessions stored in %s', (_store, storeEnv) => {
  async function server(env: Record<string, string> = {}) {
    return createTestApp({ env: { FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(), ...storeEnv(), ...env } });
  }

  it('signs in with a valid token: a session cookie, and GET /api/session answers the user', async () => {
    const { app } = await server();
    const user = await mintGoogleUser(uniqueEmail(), 'Asha Rao');
    const signIn = await request(app).post('/api/session').send({ idToken: user.idToken }).expect(200);
    expect(signIn.body.user).toEqual({
      uid: user.uid,
      displayName: 'Asha Rao',
      email: user.email,
      photoURL: null,
      emailVerified: true,
    });
    const setCookie = String(signIn.headers['set-cookie']);
    expect(setCookie).toMatch(/careers\.sid=[^;]+; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax/);
    expect(setCookie).not.toMatch(/Secure/);
    const session = await request(app).get('/api/session').set('Cookie', sessionCookieOf(signIn)).expect(200);
    expect(session.body.user.uid).toBe(user.uid);
    const me = await request(app).get('/api/me').set('Cookie', sessionCookieOf(signIn)).expect(200);
    expect(me.body.user.uid).toBe(user.uid);
  });

  it('answers 401 to GET /api/session without a session, and GET /api/me answers no user', async () => {
    const { app } = await server();
    const response = await request(app).get('/api/session').expect(401);
    expect(response.body.error.code).toBe('not_signed_in');
    expect((await request(app).get('/api/me').expect(200)).body).toEqual({ user: null });
  });

  it.each([
    ['a missing token', {}],
    ['an empty token', { idToken: '' }],
    ['a token that is not a string', { idToken: 42 }],
    ['a malformed token', { idToken: 'not-a-jwt' }],
    ['a garbled token', { idToken: 'eyJhbGciOiJub25lIn0.eyJzdWIiOi.' }],
  ])('answers 401 to %s', async (_, body) => {
    const { app } = await server();
    const response = await request(app).post('/api/session').send(body).expect(401);
    expect(response.body.error).toEqual({
      code: 'invalid_token',
      message: 'Your sign-in could not be verified. Please sign in again.',
    });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    ['expired', { exp: Math.floor(Date.now() / 1000) - 60, iat: Math.floor(Date.now() / 1000) - 3_700 }],
    ['for another project', { aud: 'another-project', iss: 'https://securetoken.google.com/another-project' }],
    ['tampered (another user)', { sub: 'someone-else', user_id: 'someone-else' }],
  ])('answers 401 to a token that is %s', async (_, claims) => {
    const { app } = await server();
    const user = await mintGoogleUser(uniqueEmail());
    await request(app)
      .post('/api/session')
      .send({ idToken: withClaims(user.idToken, claims) })
      .expect(401);
  });

  it('answers 401 to a token signed with a key that is not Firebase’s', async () => {
    const { app } = await server();
    const user = await mintGoogleUser(uniqueEmail());
    const [, payload] = user.idToken.split('.');
    const forged = `${Buffer.from('{"alg":"RS256","kid":"x"}').toString('base64url')}.${payload}.c2lnbmF0dXJl`;
    await request(app).post('/api/session').send({ idToken: forged }).expect(401);
  });

  it('answers 401 to a revoked token and to a disabled user', async () => {
    const { app } = await server();
    const revoked = await mintGoogleUser(uniqueEmail());
    const disabled = await mintGoogleUser(uniqueEmail());
    // Revocation counts whole seconds: a token issued in the same second would still pass.
    const [, payload] = revoked.idToken.split('.');
    const issued = (JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { auth_time: number }).auth_time;
    await eventually(() => Date.now() >= (issued + 1) * 1_000, 5_000, 'the second after the token was issued');
    await withEmulatorAdmin(async (auth) => {
      await auth.revokeRefreshTokens(revoked.uid);
      await auth.updateUser(disabled.uid, { disabled: true });
    });
    await request(app).post('/api/session').send({ idToken: revoked.idToken }).expect(401);
    await request(app).post('/api/session').send({ idToken: disabled.idToken }).expect(401);
  });

  it('gives a new session id at sign-in: the id held before is worth nothing after', async () => {
    const { app } = await server();
    const first = await request(app)
      .post('/api/session')
      .send({ idToken: (await mintGoogleUser(uniqueEmail())).idToken })
      .expect(200);
    const second = await request(app)
      .post('/api/session')
      .set('Cookie', sessionCookieOf(first))
      .send({ idToken: (await mintGoogleUser(uniqueEmail())).idToken })
      .expect(200);
    expect(sessionCookieOf(second)).not.toBe(sessionCookieOf(first));
    await request(app).get('/api/session').set('Cookie', sessionCookieOf(first)).expect(401);
    await request(app).get('/api/session').set('Cookie', sessionCookieOf(second)).expect(200);
  });

  it('signs out: DELETE /api/session ends the session and clears the cookie', async () => {
    const { app } = await server();
    const signIn = await request(app)
      .post('/api/session')
      .send({ idToken: (await mintGoogleUser(uniqueEmail())).idToken })
      .expect(200);
    const signOut = await request(app).delete('/api/session').set('Cookie', sessionCookieOf(signIn)).expect(204);
    expect(String(signOut.headers['set-cookie'])).toMatch(/careers\.sid=; Path=\/; Expires=Thu, 01 Jan 1970/);
    await request(app).get('/api/session').set('Cookie', sessionCookieOf(signIn)).expect(401);
  });

  it('keeps a session across a restart of the server', async () => {
    // The same store and the same secret, as a restarted server has.
    const env = { ...storeEnv(), SESSION_SECRET: 'a-secret-that-outlives-the-process!' };
    const { app: before } = await server(env);
    const user = await mintGoogleUser(uniqueEmail());
    const signIn = await request(before).post('/api/session').send({ idToken: user.idToken }).expect(200);
    await before.close();
    const { app: after } = await server(env);
    const session = await request(after).get('/api/session').set('Cookie', sessionCookieOf(signIn)).expect(200);
    expect(session.body.user.uid).toBe(user.uid);
  });

  it('knows the signed-in user in the server-rendered HTML', async () => {
    const { app } = await server();
    const user = await mintGoogleUser(uniqueEmail(), 'Meera Iyer');
    const signIn = await request(app).post('/api/session').send({ idToken: user.idToken }).expect(200);
    // A page that hydrates has the root loader's data in React Router's hydration stream
    // (turbo-stream: keys and values as a flat list).
    const page = await request(app).get('/ReveiwSubmit').set('Cookie', sessionCookieOf(signIn)).expect(200);
    expect(page.text).toContain(`\\"uid\\",\\"${user.uid}\\"`);
    // A public page does not hydrate: the session shows in its header alone.
    const publicPage = await request(app).get('/culture').set('Cookie', sessionCookieOf(signIn)).expect(200);
    expect(publicPage.text).toContain('My applications</a>');
    expect((await request(app).get('/culture').expect(200)).text).not.toContain('My applications</a>');
    const anonymous = await request(app).get('/ReveiwSubmit').expect(200);
    expect(anonymous.text).not.toContain('\\"uid\\"');
    expect(anonymous.text).toMatch(/\\"user\\",.*\\"siteName\\"/);
  });
});

describe('the session endpoints', () => {
  it('answer 429 past the rate limit', async () => {
    const { app } = await createTestApp({
      env: { FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(), AUTH_RATE_LIMIT_PER_MINUTE: '3' },
    });
    for (let i = 0; i < 3; i++) await request(app).get('/api/session').expect(401);
    const limited = await request(app).post('/api/session').send({ idToken: 'x' }).expect(429);
    expect(limited.body.error.code).toBe('too_many_requests');
    expect(limited.headers.ratelimit).toBeDefined();
  });

  it('answer 503 to sign-in when no Firebase project is configured', async () => {
    const { app } = await createTestApp();
    const response = await request(app).post('/api/session').send({ idToken: 'x' }).expect(503);
    expect(response.body.error.code).toBe('sign_in_unavailable');
  });

  it('answer 400 to a body that is not JSON', async () => {
    const { app } = await createTestApp({ env: { FIREBASE_AUTH_EMULATOR_HOST: emulatorHost() } });
    await request(app).post('/api/session').set('Content-Type', 'application/json').send('{"idToken":').expect(400);
  });
});

describe('the Auth emulator of one app', () => {
  it('is the one its configuration names, without changing process.env for the rest of the process', async () => {
    const host = emulatorHost();
    const user = await mintGoogleUser(uniqueEmail());
    const saved = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    try {
      const { app } = await createTestApp({ env: { FIREBASE_AUTH_EMULATOR_HOST: host } });
      expect(process.env.FIREBASE_AUTH_EMULATOR_HOST).toBeUndefined();
      const signIn = await request(app).post('/api/session').send({ idToken: user.idToken }).expect(200);
      expect(signIn.body.user.uid).toBe(user.uid);
      expect(process.env.FIREBASE_AUTH_EMULATOR_HOST).toBeUndefined();
    } finally {
      process.env.FIREBASE_AUTH_EMULATOR_HOST = saved;
    }
  });
});
