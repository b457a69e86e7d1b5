import express from 'express';
import session from 'express-session';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { clearSessionCookie, sessionMiddleware } from '../../server/session/session-middleware';

/** An app with only the session middleware behind one trusted proxy (`TRUST_PROXY=1`). */
function appWithSession() {
  const app = express();
  app.set('trust proxy', 1);
  app.use(sessionMiddleware({ store: new session.MemoryStore(), secret: 's'.repeat(32), maxAgeMs: 7 * 86_400_000 }));
  app.post('/touch', (req, res) => {
    req.session.user = { uid: 'u', displayName: null, email: null, photoURL: null, emailVerified: false };
    res.status(204).end();
  });
  app.get('/who', (req, res) => {
    res.json({ uid: req.session.user?.uid ?? null });
  });
  app.post('/out', (req, res) => {
    clearSessionCookie(req, res);
    res.status(204).end();
  });
  return app;
}

/** The `name=value` of a Set-Cookie header. */
const pairOf = (setCookie: unknown) => String(setCookie).split(';')[0]!;

describe('the session cookie', () => {
  it('is __Host- prefixed, HttpOnly, SameSite=Lax, Secure over HTTPS, and lasts 7 days by default', async () => {
    const response = await request(appWithSession()).post('/touch').set('X-Forwarded-Proto', 'https').expect(204);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^__Host-careers\.sid=s%3A[^;]+; Path=\/; Expires=([^;]+); HttpOnly; Secure; SameSite=Lax$/);
    const expires = Date.parse(/Expires=([^;]+)/.exec(cookie)![1]!);
    expect(Math.round((expires - Date.now()) / 86_400_000)).toBe(7);
  });

  it('is still sent over plain HTTP, without Secure (the container tried on http://localhost)', async () => {
    const response = await request(appWithSession()).post('/touch').expect(204);
    expect(String(response.headers['set-cookie'])).toMatch(
      /^careers\.sid=s%3A[^;]+; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/,
    );
  });

  it('over HTTPS is read only by its __Host- name: a plain one may have been planted over HTTP', async () => {
    const app = appWithSession();
    const overHttp = pairOf((await request(app).post('/touch').expect(204)).headers['set-cookie']);
    const planted = await request(app).get('/who').set('X-Forwarded-Proto', 'https').set('Cookie', overHttp);
    expect(planted.body).toEqual({ uid: null });
    expect((await request(app).get('/who').set('Cookie', overHttp)).body).toEqual({ uid: 'u' });
    const overHttps = (await request(app).post('/touch').set('X-Forwarded-Proto', 'https')).headers['set-cookie'];
    const own = await request(app).get('/who').set('X-Forwarded-Proto', 'https').set('Cookie', pairOf(overHttps));
    expect(own.body).toEqual({ uid: 'u' });
  });

  it('is cleared with the attributes it was set with (a browser keeps a __Host- cookie otherwise)', async () => {
    const app = appWithSession();
    const overHttps = await request(app).post('/out').set('X-Forwarded-Proto', 'https').expect(204);
    expect(String(overHttps.headers['set-cookie'])).toMatch(
      /^__Host-careers\.sid=; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Lax$/,
    );
    const overHttp = await request(app).post('/out').expect(204);
    expect(String(overHttp.headers['set-cookie'])).toMatch(
      /^careers\.sid=; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax$/,
    );
  });

  it('is not created for a visitor whose session holds nothing', async () => {
    const app = appWithSession();
    app.get('/nothing', (_req, res) => {
      res.status(204).end();
    });
    const response = await request(app).get('/nothing').expect(204);
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

describe('expired sessions in SQLite', () => {
  it('are never read, and are purged from the store', async () => {
    const { SqliteSessionStore } = await import('../../server/session/sqlite-session-store');
    const { migratedTestDatabase } = await import('../support/test-database');
    const database = await migratedTestDatabase('SQLite');
    const store = new SqliteSessionStore(database.db, 60_000);
    const cookie = (expires: Date) => ({ cookie: { expires, originalMaxAge: 1, httpOnly: true, path: '/' } });
    const write = (sid: string, data: unknown) =>
      new Promise<void>((resolve, reject) =>
        store.set(sid, data as never, (error) => (error ? reject(error) : resolve())),
      );
    await write('old', cookie(new Date(Date.now() - 1_000)));
    await write('live', cookie(new Date(Date.now() + 60_000)));
    const read = (sid: string) => new Promise((resolve) => store.get(sid, (_error, data) => resolve(data)));
    expect(await read('old')).toBeNull();
    expect(await read('live')).not.toBeNull();
    expect(await store.purgeExpired()).toBe(1);
    expect((await database.db.selectFrom('sessions').select('sid').execute()).map((row) => row.sid)).toEqual(['live']);
    store.close();
    await database.close();
  });
});

describe('a session touched by every response in SQLite', () => {
  it('has its stored expiry moved forward once a minute, not on every request', async () => {
    const { SqliteSessionStore } = await import('../../server/session/sqlite-session-store');
    const { migratedTestDatabase } = await import('../support/test-database');
    const database = await migratedTestDatabase('SQLite');
    const store = new SqliteSessionStore(database.db, 60_000);
    const start = Date.now() + 3_600_000;
    const data = (expires: number) => ({
      cookie: { expires: new Date(expires), originalMaxAge: 1, httpOnly: true, path: '/' },
    });
    const done = (call: (callback: (error?: unknown) => void) => void) =>
      new Promise<void>((resolve, reject) => call((error) => (error ? reject(error) : resolve())));
    const storedExpiry = async () =>
      (await database.db.selectFrom('sessions').select('expires_at').where('sid', '=', 's').executeTakeFirstOrThrow())
        .expires_at;

    await done((callback) => store.set('s', data(start) as never, callback));
    await done((callback) => store.touch('s', data(start + 30_000) as never, callback));
    expect(await storedExpiry()).toBe(start);
    await done((callback) => store.touch('s', data(start + 61_000) as never, callback));
    expect(await storedExpiry()).toBe(start + 61_000);
    store.close();
    await database.close();
  });
});
