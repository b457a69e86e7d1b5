import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { createClient } from '@redis/client';
import { databaseLimitCounts } from '../../server/limits/database-limit-counts';
import { storedLimitKey } from '../../server/limits/limit-counts';
import { redisLimitCounts } from '../../server/limits/redis-limit-counts';
import { createLogger } from '../../server/logger';
import { emulatorHost, mintGoogleUser } from '../support/auth-emulator';
import { uniqueEmail } from '../support/candidate-browser';
import { exampleJobs, freshJobsFile } from '../support/example-jobs';
import { createTestApp, freshDataDir } from '../support/test-app';
import { eventually } from '../support/eventually';
import { startRedisServer } from '../support/redis-server';
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

const SECRET = 'the-secret-the-three-apps-share-32+';

describe('limit windows in Redis', () => {
  it('counts every event of two writers at once, starts a new window when one ends, takes back and forgets, keyed by hashes', async () => {
    const redis = await startRedisServer();
    cleanups.push(redis.stop);
    const silent = createLogger({ LOG_LEVEL: 'silent' });
    const writers = [
      await redisLimitCounts(redis.url, SECRET, silent),
      await redisLimitCounts(redis.url, SECRET, silent),
    ];
    for (const writer of writers) cleanups.push(writer.close);
    const counts = writers[0]!;
    // 40 events at once from two connections, as two replicas would send them: none lost.
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) => writers[index % 2]!.add('client-a', HOUR)),
    );
    expect(answers.map((answer) => answer.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, index) => index + 1),
    );
    expect(answers.every((answer) => answer.endsInMs > HOUR - 5_000 && answer.endsInMs <= HOUR)).toBe(true);
    expect((await counts.add('client-a', 60_000)).count).toBe(1);

    await counts.takeBack('client-a', HOUR);
    expect((await counts.add('client-a', HOUR)).count).toBe(40);
    await counts.forget('client-a', HOUR);
    expect((await counts.add('client-a', HOUR)).count).toBe(1);

    const client = createClient({ url: redis.url });
    await client.connect();
    cleanups.push(async () => void client.destroy());
    // A window taken back to 0 keeps its end: the next event is counted in it, not in a new one.
    const keyOfC = `careers:limit:${storedLimitKey(SECRET, 'client-c', HOUR)}`;
    expect((await counts.add('client-c', HOUR)).count).toBe(1);
    await client.pExpire(keyOfC, 5_000); // as if the hour were nearly over
    await counts.takeBack('client-c', HOUR);
    const again = await counts.add('client-c', HOUR);
    expect(again.count).toBe(1);
    expect(again.endsInMs).toBeLessThanOrEqual(5_000);

    // A window ends when its key expires in Redis: the next event starts a new one.
    expect((await counts.add('client-b', 300)).count).toBe(1);
    expect((await counts.add('client-b', 300)).count).toBe(2);
    let next = 0;
    await eventually(async () => (next = (await counts.add('client-b', 300)).count) === 1, 5_000, 'a new window');
    expect(next).toBe(1);

    // Redis holds keyed hashes, never the keys, and every one expires.
    const keys = await client.keys('*');
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((key) => key.includes('client-'))).toEqual([]);
    for (const key of keys) expect(await client.pTTL(key)).toBeGreaterThan(0);
  });

  it('lets events through uncounted while Redis is gone, logging it without its password, and refuses to start without an answer', async () => {
    const password = 'the-redis-password-of-the-test';
    const redis = await startRedisServer(password);
    const lines: string[] = [];
    const logger = createLogger({ LOG_LEVEL: 'error' }, { write: (line: string) => void lines.push(line) });
    const counts = await redisLimitCounts(redis.url, SECRET, logger);
    cleanups.push(counts.close);
    expect((await counts.add('client-a', HOUR)).count).toBe(1);
    await redis.stop();
    // A limits store that is down must not stop candidates signing in and applying.
    expect(await counts.add('client-a', HOUR)).toEqual({ count: 0, endsInMs: HOUR });
    await counts.takeBack('client-a', HOUR);
    await counts.forget('client-a', HOUR);
    await eventually(() => lines.some((line) => line.includes('Redis failed')), 5_000, 'the error logged');
    expect(lines.join('\n')).toContain('"redis":"redis://127.0.0.1:');
    expect(lines.join('\n')).not.toContain(password);

    const refused = redisLimitCounts(redis.url, SECRET, createLogger({ LOG_LEVEL: 'silent' }));
    await expect(refused).rejects.toThrow(/^REDIS_URL: cannot connect to redis:\/\/127\.0\.0\.1:\d+/);
    await expect(refused).rejects.not.toThrow(password);
  });
});

/** Where the three replicas count: the Postgres they share, or Redis beside their own SQLite files. */
const sharedStores: Record<string, () => Promise<Record<string, string>>> = {
  'one Postgres': () => databaseEnvFor('Postgres', cleanups),
  'one Redis': async () => {
    const redis = await startRedisServer();
    cleanups.push(redis.stop);
    return { REDIS_URL: redis.url };
  },
};

describe.each(Object.keys(sharedStores))('three replicas on %s', (store) => {
  /** Three apps sharing `store`, as three replicas behind a proxy, with `env` for all. */
  async function replicas(env: Record<string, string>) {
    const shared = {
      ...(await sharedStores[store]!()),
      JOBS_SOURCE: `file:${freshJobsFile(exampleJobs())}`,
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
      PUBLIC_URL: 'https://careers.example.test',
      // Replicas share one secret (production requires it with DATABASE_URL or REDIS_URL): the counts' keys are HMACs under it.
      SESSION_SECRET: SECRET,
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

  it('keep the counts across a restart: a new replica on the same store still refuses', async () => {
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
