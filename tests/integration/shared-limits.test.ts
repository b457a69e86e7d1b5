import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseLimitCounts } from '../../server/limits/database-limit-counts';
import { emulatorHost, mintGoogleUser } from '../support/auth-emulator';
import { uniqueEmail } from '../support/candidate-browser';
import { exampleJobs, freshJobsFile } from '../support/example-jobs';
import { createTestApp, freshDataDir } from '../support/test-app';
import { databaseEnvFor, migratedTestDatabase, type TestDatabaseKind } from '../support/test-database';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const HOUR = 3_600_000;

describe.each<TestDatabaseKind>(['SQLite', 'Postgres'])('limit windows in the database, on %s', (kind) => {
  it('counts every event of two writers at once, starts a new window when one ends, takes back, forgets and sweeps', async () => {
    const database = await migratedTestDatabase(kind);
    cleanups.push(database.close);
    let now = 1_000_000;
    const counts = databaseLimitCounts(database.db, 'a-secret-of-the-limits-test-32-chars', () => now);
    // 40 events at once, as replicas would send them: each its own count, none lost.
    const answers = await Promise.all(Array.from({ length: 40 }, () => counts.add('client-a', HOUR)));
    expect(answers.map((answer) => answer.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, index) => index + 1),
    );
    expect(answers.every((answer) => answer.endsInMs === HOUR)).toBe(true);
    // Another window length of the same key is a window of its own.
    expect((await counts.add('client-a', 60_000)).count).toBe(1);

    await counts.takeBack('client-a', HOUR);
    now += HOUR - 1;
    expect(await counts.add('client-a', HOUR)).toEqual({ count: 40, endsInMs: 1 });
    now += 1;
    expect(await counts.add('client-a', HOUR)).toEqual({ count: 1, endsInMs: HOUR });
    await counts.forget('client-a', HOUR);
    expect((await counts.add('client-a', HOUR)).count).toBe(1);

    // The table holds keyed hashes, never the keys.
    const keys = await database.db.selectFrom('limit_windows').select('key').execute();
    expect(keys.map((row) => row.key).filter((key) => key.includes('client-a'))).toEqual([]);
    now += HOUR;
    expect(await counts.sweep()).toBe(2);
    expect(await database.db.selectFrom('limit_windows').select('key').execute()).toEqual([]);
  });
});

describe('three replicas on one Postgres', () => {
  /** Three apps on one database, as three replicas behind a proxy, with `env` for all. */
  async function replicas(env: Record<string, string>) {
    const shared = {
      ...(await databaseEnvFor('Postgres', cleanups)),
      JOBS_SOURCE: `file:${freshJobsFile(exampleJobs())}`,
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
      PUBLIC_URL: 'https://careers.example.test',
      // Replicas share one secret (production requires it with DATABASE_URL): the counts' keys are HMACs under it.
      SESSION_SECRET: 'the-secret-the-three-apps-share-32+',
      ...env,
    };
    const start = async () => (await createTestApp({ env: { ...shared, DATA_DIR: freshDataDir() } })).app;
    return { apps: await Promise.all([start(), start(), start()]), start };
  }

  it('let a client have 3 alert subscriptions an hour in all, taken in turns, and each limit holds across them', async () => {
    const { apps } = await replicas({ ALERTS_SUBSCRIBE_LIMIT_PER_HOUR: '3', AUTH_RATE_LIMIT_PER_MINUTE: '4' });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 9; attempt++) {
      const response = await request(apps[attempt % 3]!)
        .post('/api/alerts')
        .send({ email: uniqueEmail(), search: { q: 'nurse' }, frequency: 'weekly' });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([202, 202, 202, 429, 429, 429, 429, 429, 429]);

    // express-rate-limit's limits too: 4 sign-ins a minute, round the three.
    const user = await mintGoogleUser(uniqueEmail());
    const signIns: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      signIns.push(
        (
          await request(apps[attempt % 3]!)
            .post('/api/session')
            .send({ idToken: user.idToken })
        ).status,
      );
    }
    expect(signIns).toEqual([200, 200, 200, 200, 429, 429]);
  });

  it('keep the counts across a restart: a new replica on the database still refuses', async () => {
    const { apps, start } = await replicas({ ALERTS_SUBSCRIBE_LIMIT_PER_HOUR: '1' });
    const subscribe = (app: Parameters<typeof request>[0]) =>
      request(app)
        .post('/api/alerts')
        .send({ email: uniqueEmail(), search: { q: 'nurse' }, frequency: 'weekly' });
    expect((await subscribe(apps[0]!)).status).toBe(202);
    // A new app on the same database: what a restarted container is.
    expect((await subscribe(await start())).status).toBe(429);
  });
});
