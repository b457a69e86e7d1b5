import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { pdfOfSize } from '../support/application-answers';
import { emulatorHost, mintGoogleUser } from '../support/auth-emulator';
import { sessionCookieOf } from '../support/session-cookie';
import { createTestApp, freshDataDir } from '../support/test-app';
import { databaseEnvFor, silentLogger } from '../support/test-database';

const MB = 1024 * 1024;
const dropAfterwards: (() => Promise<void>)[] = [];
afterAll(() => Promise.all(dropAfterwards.map((drop) => drop())));

// Quotas count every resume in the database, so each test gets an empty one of its own.
describe.each(['SQLite', 'Postgres'] as const)('resume storage limits on %s', (kind) => {
  async function server(limits: Record<string, string>) {
    const database: Record<string, string> = {
      DATA_DIR: freshDataDir(),
      ...(await databaseEnvFor(kind, dropAfterwards)),
    };
    const { app } = await createTestApp({
      env: {
        ...database,
        ...limits,
        APPLICATION_RATE_LIMIT_PER_MINUTE: '1000',
        FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
      },
    });
    const storedBytes = async () => {
      const { openDatabase } = await import('../../server/storage/storage');
      const { db } = await openDatabase(
        { DATA_DIR: database.DATA_DIR!, DATABASE_URL: database.DATABASE_URL },
        silentLogger,
      );
      try {
        const row = await db
          .selectFrom('resumes')
          .select((select) => select.fn.coalesce(select.fn.sum<number>('size'), select.lit(0)).as('bytes'))
          .executeTakeFirstOrThrow();
        return Number(row.bytes);
      } finally {
        await db.destroy();
      }
    };
    return { app, storedBytes };
  }

  /** A visitor with no session uploading one resume: each starts a new anonymous draft. */
  const anonymousUpload = (app: Parameters<typeof request>[0], size: number) =>
    request(app).post('/api/application/resume').attach('resume', pdfOfSize(size), 'cv.pdf');

  it('holds a burst of anonymous uploads from one address to its limit, then answers 429', async () => {
    const { app, storedBytes } = await server({ ANONYMOUS_RESUME_MB_PER_ADDRESS: '1' });
    const statuses = (await Promise.all(Array.from({ length: 12 }, () => anonymousUpload(app, 300_000)))).map(
      (response) => response.status,
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(9);
    expect(await storedBytes()).toBeLessThanOrEqual(1 * MB);
    const refused = await anonymousUpload(app, 300_000);
    expect(refused.body.error).toMatchObject({ code: 'too_many_uploads', message: expect.stringContaining('sign in') });
  });

  it('answers 503 once anonymous drafts fill their share, and a signed-in candidate can still upload', async () => {
    const { app, storedBytes } = await server({ ANONYMOUS_RESUME_STORAGE_MB: '1', RESUME_STORAGE_LIMIT_MB: '3' });
    const statuses = (await Promise.all(Array.from({ length: 8 }, () => anonymousUpload(app, 400_000)))).map(
      (response) => response.status,
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(statuses.filter((status) => status === 503)).toHaveLength(6);
    expect(await storedBytes()).toBeLessThanOrEqual(1 * MB);

    const user = await mintGoogleUser(`quota-${kind}-${Date.now()}@example.com`);
    const signIn = await request(app).post('/api/session').send({ idToken: user.idToken }).expect(200);
    await request(app)
      .post('/api/application/resume')
      .set('Cookie', sessionCookieOf(signIn))
      .attach('resume', pdfOfSize(400_000), 'cv.pdf')
      .expect(201);
  });

  it('answers 503 to everyone once all resumes together reach the total, and keeps what was stored', async () => {
    const { app, storedBytes } = await server({ RESUME_STORAGE_LIMIT_MB: '1' });
    const user = await mintGoogleUser(`quota-total-${kind}-${Date.now()}@example.com`);
    const signIn = await request(app).post('/api/session').send({ idToken: user.idToken }).expect(200);
    const first = await anonymousUpload(app, 700_000).expect(201);
    const full = await request(app)
      .post('/api/application/resume')
      .set('Cookie', sessionCookieOf(signIn))
      .attach('resume', pdfOfSize(400_000), 'cv.pdf')
      .expect(503);
    expect(full.body.error.code).toBe('storage_full');
    expect(await storedBytes()).toBe(700_000);
    // Replacing one's own resume counts the new file only: 900 KB instead of 700 KB fits in 1 MB.
    await request(app)
      .post('/api/application/resume')
      .set('Cookie', sessionCookieOf(first))
      .attach('resume', pdfOfSize(900_000), 'cv.pdf')
      .expect(201);
    expect(await storedBytes()).toBe(900_000);
  });
});
