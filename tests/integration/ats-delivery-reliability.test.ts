import { once } from 'node:events';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { LEVER_INTERVAL_MS, LEVER_SLOT } from '../../server/ats-delivery/ats-sender';
import { createAtsDeliveryStore } from '../../server/ats-delivery/ats-delivery-store';
import { openDatabase } from '../../server/storage/storage';
import { validAnswers } from '../support/application-answers';
import { type AtsApplyUpstream, PLAIN_BOARD_JOBS, scripted, startPlainAtsBoards } from '../support/ats-apply-upstream';
import { emulatorHost } from '../support/auth-emulator';
import { candidate, uniqueEmail } from '../support/candidate-browser';
import { eventually } from '../support/eventually';
import { applyOverHttp } from '../support/http-applicant';
import { type ServerProcess, startServer } from '../support/server-process';
import { closeAppsOfTest, createTestApp, startTestApps } from '../support/test-app';
import { databaseEnvFor, migratedTestDatabase, silentLogger } from '../support/test-database';
import { withConcurrency } from '../support/with-concurrency';

// Applications are never lost on their way into the ATS, and never sent twice once delivered:
// Greenhouse, Ashby, Recruitee and SmartRecruiters each down for 200 submissions (Lever's limit of
// two a second would make its 200 a test of patience: its outage is the 503s below), one answering 503, a kill -9 of the server in the
// middle of delivering, and Lever's 2-a-second limit kept by replicas together.

const KEYS = {
  greenhouse: 'gh-board-key-0123456789abcdef',
  lever: 'lever-postings-key-0123456789',
  ashby: 'ashby-key-0123456789abcdef',
  smartrecruiters: 'smartrecruiters-key-0123456789',
};
const GREENHOUSE_JOB = '5057647008';
const LEVER_POSTING = '2193db3f-77c5-43b8-b030-8f92c9882bf1';
const ASHBY_JOB = PLAIN_BOARD_JOBS.ashby;
const RECRUITEE_OFFER = PLAIN_BOARD_JOBS.recruitee;
const SMARTRECRUITERS_POSTING = PLAIN_BOARD_JOBS.smartrecruiters;

const cleanups: (() => Promise<void>)[] = [];
afterAll(() => Promise.all(cleanups.map((cleanup) => cleanup())));
afterEach(closeAppsOfTest);
let servers: ServerProcess[] = [];
afterEach(async () => {
  await Promise.all(servers.map((server) => server.stop().catch(() => null)));
  servers = [];
});

/** Each ATS's applications fake, its boards' jobs asking nothing beyond the standard steps. */
async function fakeAts(): Promise<AtsApplyUpstream> {
  const boards = await startPlainAtsBoards(KEYS);
  cleanups.push(boards.close);
  return boards.ats;
}

/** Each ATS's settings for a site whose applications go into it, and the job applied to. */
const deliveringAts = [
  {
    name: 'Greenhouse',
    jobId: GREENHOUSE_JOB,
    env: (url: string) => ({
      JOBS_SOURCE: 'greenhouse:medinest',
      GREENHOUSE_API_URL: url,
      GREENHOUSE_API_KEY: KEYS.greenhouse,
    }),
  },
  {
    name: 'Ashby',
    jobId: ASHBY_JOB,
    env: (url: string) => ({ JOBS_SOURCE: 'ashby:medinest', ASHBY_API_URL: url, ASHBY_API_KEY: KEYS.ashby }),
  },
  {
    name: 'Recruitee',
    jobId: RECRUITEE_OFFER,
    env: (url: string) => ({ JOBS_SOURCE: 'recruitee:medinest', RECRUITEE_API_URL: url }),
  },
  {
    name: 'SmartRecruiters',
    jobId: SMARTRECRUITERS_POSTING,
    env: (url: string) => ({
      JOBS_SOURCE: 'smartrecruiters:Medinest',
      SMARTRECRUITERS_API_URL: url,
      SMARTRECRUITERS_API_KEY: KEYS.smartrecruiters,
    }),
  },
];

const fastOutbox = {
  OUTBOX_POLL_MS: '50',
  OUTBOX_RETRY_MS: '50',
  AUTH_RATE_LIMIT_PER_MINUTE: '10000',
  APPLICATION_RATE_LIMIT_PER_MINUTE: '1000000',
};

/** How many accepted applications the ATS holds per email, and the emails it holds more than once. */
function acceptedBy(ats: AtsApplyUpstream) {
  const counts = new Map<string, number>();
  for (const { email } of ats.accepted()) counts.set(email, (counts.get(email) ?? 0) + 1);
  return { counts, twice: [...counts].filter(([, count]) => count > 1).map(([email]) => email) };
}

/** The outbox's ATS deliveries: how many are waiting, given up, and when the last waiting one is due. */
async function atsSchedule(config: Parameters<typeof openDatabase>[0]) {
  const { db } = await openDatabase(config, silentLogger);
  try {
    const rows = await db
      .selectFrom('outbox')
      .select(['attempts', 'next_attempt_at', 'gave_up_at', 'last_error'])
      .where('kind', '=', 'ats')
      .where('sent_at', 'is', null)
      .execute();
    const waiting = rows.filter((row) => row.gave_up_at === null);
    return {
      waiting: waiting.length,
      gaveUp: rows.length - waiting.length,
      mostAttempts: Math.max(0, ...waiting.map((row) => row.attempts)),
      lastRetryAt: Math.max(Date.now(), ...waiting.map((row) => Number(row.next_attempt_at))),
      errors: [...new Set(rows.map((row) => row.last_error))].slice(0, 3),
    };
  } finally {
    await db.destroy();
  }
}

describe.each(deliveringAts.flatMap((ats) => (['SQLite', 'Postgres'] as const).map((kind) => ({ ...ats, kind }))))(
  '$name down during 200 submissions on $kind',
  ({ name, jobId, env, kind }) => {
    it(
      'answers every submission 201, and once the ATS is back delivers each application exactly once',
      { timeout: 600_000 },
      async () => {
        const ats = await fakeAts();
        startTestApps();
        const { app, config } = await createTestApp({
          env: {
            ...(await databaseEnvFor(kind, cleanups)),
            ...fastOutbox,
            FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
            ...env(ats.url),
          },
        });
        // The board is read before the ATS goes down (and kept while it is).
        expect((await candidate(app).get(`/joblistings/${jobId}`)).status).toBe(200);
        ats.down();

        const started = Date.now();
        const applicants = await withConcurrency(200, 10, async () => {
          const browser = candidate(app);
          const email = uniqueEmail();
          await browser.signIn(email);
          expect((await browser.post(`/joblistings/${jobId}`)).status).toBe(303);
          await browser.fillEverything({ contact: { ...validAnswers.contact, email } });
          const submitted = await browser.post('/api/application/submit');
          return { email, status: submitted.status };
        });
        expect(applicants.map((applicant) => applicant.status)).toEqual(Array(200).fill(201));
        expect(ats.received).toHaveLength(0);
        const downFor = Date.now() - started;

        ats.up();
        // Each delivery is retried when its backoff says (up to 1.2 × the time it has been failing):
        // the wait is the outbox's own latest retry plus a minute to deliver, not a guess at the
        // machine's speed. Ten minutes of backoff after under a few minutes down would be a bug.
        const schedule = await atsSchedule(config);
        expect(schedule.gaveUp, `deliveries given up while ${name} was down: ${schedule.errors.join('; ')}`).toBe(0);
        expect(schedule.lastRetryAt - Date.now()).toBeLessThan(600_000);
        await eventually(
          () => ats.accepted().length >= 200,
          Math.max(0, schedule.lastRetryAt - Date.now()) + 60_000,
          '200 delivered',
        ).catch(async (error: unknown) => {
          const after = await atsSchedule(config);
          throw new Error(
            `${String(error)}; ${ats.accepted().length} accepted, outbox: ${JSON.stringify({ downFor, before: schedule, after })}`,
          );
        });
        await app.close();
        const { counts, twice } = acceptedBy(ats);
        expect(twice).toEqual([]);
        expect(new Set(counts.keys())).toEqual(new Set(applicants.map((applicant) => applicant.email)));
        console.log(
          `ATS delivery, ${name} down on ${kind}: 200 submissions in ${(downFor / 1000).toFixed(1)} s, ` +
            `${ats.accepted().length} applications accepted once ${name} was back (up to ${schedule.mostAttempts} failed ` +
            `attempts each, the last retry due ${((schedule.lastRetryAt - started - downFor) / 1000).toFixed(1)} s after), ` +
            `${ats.received.length} POSTs in all`,
        );
      },
    );
  },
);

describe('Lever answering 503 for a while', () => {
  it('delivers every application once it answers again, each once', { timeout: 120_000 }, async () => {
    const ats = await fakeAts();
    ats.answerNext('lever', ...Array.from({ length: 6 }, scripted.unavailable));
    startTestApps();
    const { app } = await createTestApp({
      env: {
        ...fastOutbox,
        FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
        JOBS_SOURCE: 'lever:medinest',
        LEVER_API_URL: ats.url,
        LEVER_API_KEY: KEYS.lever,
      },
    });
    const applicants = await withConcurrency(6, 3, async () => {
      const browser = candidate(app);
      const email = uniqueEmail();
      await browser.signIn(email);
      expect((await browser.post(`/joblistings/${LEVER_POSTING}`)).status).toBe(303);
      await browser.fillEverything({ contact: { ...validAnswers.contact, email } });
      expect((await browser.post('/api/application/submit')).status).toBe(201);
      return email;
    });
    await eventually(() => ats.accepted().length >= 6, 60_000, '6 delivered');
    await app.close();
    const { counts, twice } = acceptedBy(ats);
    expect(twice).toEqual([]);
    expect(new Set(counts.keys())).toEqual(new Set(applicants));
    expect(ats.received.filter((post) => post.status === 503)).toHaveLength(6);
  });
});

describe("Lever's rate limit shared by replicas", () => {
  it('gives two replicas reserving at once start times 550 ms apart, none twice', async () => {
    const database = await migratedTestDatabase('Postgres');
    cleanups.push(database.close);
    // A second connection pool on the same database: another replica.
    const other = await openDatabase(database.config, silentLogger);
    cleanups.push(() => other.db.destroy());
    const replicas = [
      createAtsDeliveryStore(database.db, database.dialect),
      createAtsDeliveryStore(other.db, other.dialect),
    ];
    const now = Date.now();
    const slots = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        replicas[index % 2]!.reserveSlot(LEVER_SLOT, { now, intervalMs: LEVER_INTERVAL_MS, maxWaitMs: 60_000 }),
      ),
    );
    const starts = slots.map((slot) => (slot.reserved ? slot.at : Number.NaN)).sort((a, b) => a - b);
    expect(starts[0]).toBe(now);
    for (let index = 1; index < starts.length; index++)
      expect(starts[index]! - starts[index - 1]!).toBe(LEVER_INTERVAL_MS);
    // Booked further than a replica may wait: none taken, and when to come back.
    const full = await replicas[0]!.reserveSlot(LEVER_SLOT, { now, intervalMs: LEVER_INTERVAL_MS, maxWaitMs: 1_000 });
    expect(full).toEqual({ reserved: false, busyUntil: now + 20 * LEVER_INTERVAL_MS });
  });
});

describe.each(deliveringAts)('a kill -9 of the server while it delivers into $name', ({ name, jobId, env: atsEnv }) => {
  it(
    'delivers every application after a restart on the same data; only those in flight at the kill can come twice (no ATS here takes an idempotency key)',
    { timeout: 180_000 },
    async () => {
      const ats = await fakeAts();
      // A slow ATS: each application is held 2 s before it is answered.
      ats.slow(2_000);
      mkdirSync('tests/.tmp/data', { recursive: true });
      const env = {
        ...fastOutbox,
        FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
        DATA_DIR: mkdtempSync(resolve('tests/.tmp/data/ats-crash-')),
        SESSION_SECRET: 'a-secret-that-outlives-a-crash!!!',
        ...atsEnv(ats.url),
        // A delivery leased by the killed process is another's to send 8 s after the kill
        // (above the 2 s answers: a live worker's lease never runs out under it).
        OUTBOX_LEASE_MS: '8000',
      };
      const first = await startServer({ env });
      servers.push(first);
      const applicants = await withConcurrency(20, 5, (index) =>
        applyOverHttp(first.url, uniqueEmail(), undefined, `/joblistings/${jobId}`).then((applicant) => ({
          ...applicant,
          index,
        })),
      );
      expect(applicants.map((applicant) => applicant.status)).toEqual(Array(20).fill(201));

      // In the middle of delivering: some answered, some at the ATS awaiting their answer.
      const answered = () => ats.received.length;
      const inFlight = () => ats.arrivals.length - answered();
      await eventually(() => answered() > 0 && inFlight() >= 2, 60_000, 'applications answered and in flight');
      const exited = once(first.child, 'exit');
      first.child.kill('SIGKILL');
      await exited;
      const beforeKill = new Set(ats.arrivals);
      const atKill = { answered: answered(), inFlight: inFlight() };
      // The POSTs the fake was holding when the server died are accepted all the same.
      await eventually(() => answered() === ats.arrivals.length, 15_000, 'the POSTs held at the kill answered');

      ats.slow(0);
      const second = await startServer({ env });
      servers.push(second);
      await eventually(() => acceptedBy(ats).counts.size === 20, 90_000, `every application accepted by ${name}`);
      await eventually(
        async () => {
          const { db } = await openDatabase({ DATA_DIR: env.DATA_DIR }, silentLogger);
          try {
            const rows = await db.selectFrom('outbox').select('sent_at').where('kind', '=', 'ats').execute();
            return rows.length === 20 && rows.every((row) => row.sent_at !== null);
          } finally {
            await db.destroy();
          }
        },
        60_000,
        'every delivery recorded',
      );
      expect(await second.stop()).toBe(0);

      const { counts, twice } = acceptedBy(ats);
      expect(new Set(counts.keys())).toEqual(new Set(applicants.map((applicant) => applicant.email)));
      // Only an application that had reached the ATS before the kill can be there twice.
      for (const email of twice) expect(beforeKill.has(email), email).toBe(true);
      console.log(
        `ATS delivery crash test, ${name}: 20 applications; at the kill -9 ${atKill.answered} answered, ` +
          `${atKill.inFlight} in flight, ${20 - beforeKill.size} not yet sent; ` +
          `after the restart all 20 accepted, ${twice.length} twice (in flight at the kill)`,
      );
    },
  );
});
