import { sql } from 'kysely';
import request from 'supertest';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../server/storage/storage';
import { pdfOfSize, validAnswers } from '../support/application-answers';
import { emulatorHost, mintGoogleUser } from '../support/auth-emulator';
import { uniqueEmail } from '../support/candidate-browser';
import { sessionCookieFrom } from '../support/session-cookie';
import { createTestApp, freshDataDir } from '../support/test-app';
import { databaseEnvFor, silentLogger, type TestDatabaseKind } from '../support/test-database';

const DAY = 86_400_000;
const dropAfterwards: (() => Promise<void>)[] = [];
afterAll(() => Promise.all(dropAfterwards.map((drop) => drop())));
afterEach(() => vi.useRealTimers());

type App = Awaited<ReturnType<typeof createTestApp>>['app'];

/** The Expires of the session cookie a response set, in ms since the epoch. */
function cookieExpiry(response: request.Response): number {
  const line = ([] as string[])
    .concat(response.headers['set-cookie'] ?? [])
    .find((cookie) => cookie.startsWith('careers.sid='));
  const expires = /Expires=([^;]+)/.exec(line ?? '')?.[1];
  if (!expires) throw new Error(`no session cookie with an expiry in ${String(line)}`);
  return Date.parse(expires);
}

describe.each<TestDatabaseKind>(['SQLite', 'Postgres'])('drafts of visitors not signed in, on %s', (kind) => {
  async function server(env: Record<string, string> = {}) {
    const database = { DATA_DIR: freshDataDir(), ...(await databaseEnvFor(kind, dropAfterwards)) };
    const { app } = await createTestApp({
      env: {
        ...database,
        // X-Forwarded-For names the client's address: visitors from several addresses.
        TRUST_PROXY: 'loopback',
        APPLICATION_RATE_LIMIT_PER_MINUTE: '100000',
        FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
        ...env,
      },
    });
    /** Rows in the sessions and drafts tables. */
    const kept = async () => {
      const { db } = await openDatabase(database, silentLogger);
      try {
        const count = async (table: string) =>
          Number(
            (await sql<{ rows: number }>`SELECT count(*) AS rows FROM ${sql.table(table)}`.execute(db)).rows[0]!.rows,
          );
        return { sessions: await count(kind === 'SQLite' ? 'sessions' : 'session'), drafts: await count('drafts') };
      } finally {
        await db.destroy();
      }
    };
    return { app, kept, database };
  }

  /** A first save without a session, from `address`. */
  const firstSave = (app: App, address = '198.51.100.7') =>
    request(app).put('/api/application/draft/contact').set('X-Forwarded-For', address).send(validAnswers.contact);

  it('starts ANONYMOUS_DRAFTS_PER_ADDRESS_PER_DAY drafts per address, then refuses with 429 and keeps nothing more', async () => {
    const { app, kept } = await server({ ANONYMOUS_DRAFTS_PER_ADDRESS_PER_DAY: '3' });
    const statuses = [];
    for (let visitor = 0; visitor < 6; visitor++) statuses.push((await firstSave(app)).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    expect(await kept()).toEqual({ sessions: 3, drafts: 3 });

    const refused = await firstSave(app);
    expect(refused.body.error).toMatchObject({
      code: 'too_many_new_drafts',
      message: expect.stringContaining('sign in'),
    });
    expect(refused.headers['set-cookie']).toBeUndefined();
    // Every way a first save starts a draft is counted: an upload, and the step's form without JavaScript.
    const upload = await request(app)
      .post('/api/application/resume')
      .set('X-Forwarded-For', '198.51.100.7')
      .attach('resume', pdfOfSize(), 'cv.pdf');
    expect(upload.status).toBe(429);
    const formPost = await request(app)
      .post('/carrer/sign-up')
      .set('X-Forwarded-For', '198.51.100.7')
      .type('form')
      .send(new URLSearchParams(validAnswers.contact as Record<string, string>).toString());
    expect(formPost.status).toBe(429);
    expect(formPost.text).toContain('Too many applications were started from your network today');
    expect(await kept()).toEqual({ sessions: 3, drafts: 3 });

    // Another address, a draft already started, and a signed-in candidate are not refused.
    expect((await firstSave(app, '203.0.113.9')).status).toBe(200);
    const started = await firstSave(app, '192.0.2.1');
    const cookie = sessionCookieFrom(started.headers['set-cookie'])!;
    for (let save = 0; save < 5; save++) {
      await request(app)
        .put('/api/application/draft/general')
        .set('X-Forwarded-For', '198.51.100.7')
        .set('Cookie', cookie)
        .send(validAnswers.general)
        .expect(200);
    }
    const user = await mintGoogleUser(uniqueEmail());
    const signIn = await request(app)
      .post('/api/session')
      .set('X-Forwarded-For', '198.51.100.7')
      .send({ idToken: user.idToken })
      .expect(200);
    await request(app)
      .put('/api/application/draft/contact')
      .set('X-Forwarded-For', '198.51.100.7')
      .set('Cookie', sessionCookieFrom(signIn.headers['set-cookie'])!)
      .send(validAnswers.contact)
      .expect(200);
  });

  it('counts 20 new drafts a day per address by default', async () => {
    const { app } = await server({ ANONYMOUS_DRAFTS_PER_ADDRESS_PER_DAY: '' });
    for (let visitor = 0; visitor < 20; visitor++) expect((await firstSave(app)).status).toBe(200);
    expect((await firstSave(app)).status).toBe(429);
  });

  it('ends a session never signed in a day after its draft began, however often it is used; signed in, 7 days', async () => {
    const { app, database } = await server();
    const before = Date.now();
    const first = await firstSave(app);
    const after = Date.now();
    const expiry = cookieExpiry(first);
    // The cookie's Expires is to the second.
    expect(expiry).toBeGreaterThanOrEqual(Math.floor((before + DAY) / 1000) * 1000);
    expect(expiry).toBeLessThanOrEqual(after + DAY);

    // A rolling session would move its expiry on by the time between two requests: with the clock
    // a minute on, the cookie would show it.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(Date.now() + 60_000);
    const cookie = sessionCookieFrom(first.headers['set-cookie'])!;
    const later = await request(app).get('/api/application/draft').set('Cookie', cookie).expect(200);
    expect(cookieExpiry(later)).toBe(expiry);
    const saved = await request(app)
      .put('/api/application/draft/general')
      .set('Cookie', cookie)
      .send(validAnswers.general)
      .expect(200);
    expect(cookieExpiry(saved)).toBe(expiry);

    const { db } = await openDatabase(database, silentLogger);
    try {
      // The session's expiry as its store keeps it (connect-pg-simple's table on Postgres).
      const expiries = (
        await (
          kind === 'SQLite'
            ? sql<{ at: number }>`SELECT expires_at AS at FROM sessions`
            : sql<{ at: number }>`SELECT extract(epoch FROM expire) * 1000 AS at FROM session`
        ).execute(db)
      ).rows.map((row) => Number(row.at));
      expect(expiries).toHaveLength(1);
      // connect-pg-simple rounds up to the second.
      expect(expiries[0]).toBeLessThanOrEqual(after + DAY + 1_000);
    } finally {
      await db.destroy();
    }

    const user = await mintGoogleUser(uniqueEmail());
    const beforeSignIn = Date.now();
    const signIn = await request(app)
      .post('/api/session')
      .set('Cookie', cookie)
      .send({ idToken: user.idToken })
      .expect(200);
    expect(cookieExpiry(signIn)).toBeGreaterThanOrEqual(Math.floor((beforeSignIn + 7 * DAY) / 1000) * 1000);
  });

  it('deletes a draft never signed in once a day has passed since its last change', async () => {
    const first = await server();
    const started = await firstSave(first.app);
    expect(started.status).toBe(200);
    const { db } = await openDatabase(first.database, silentLogger);
    try {
      await db
        .updateTable('draft_steps')
        .set({ saved_at: Date.now() - DAY - 60_000 })
        .execute();
    } finally {
      await db.destroy();
    }
    // The purge runs as a server starts (and every 15 minutes).
    const again = await createTestApp({ env: { ...first.database } });
    expect(again.app).toBeDefined();
    await expect.poll(async () => (await first.kept()).drafts, { timeout: 10_000 }).toBe(0);
  });
});
