// One job alert digest run (at the scale asked of it: 10,000 confirmed subscriptions over 2,000
// jobs) on SQLite and on Postgres, through server/alerts' own runDigests, with its wall time and the
// process's memory sampled while it runs; 2,500 subscriptions beside 10,000 show whether memory
// grows with the count. Each database and count runs in a process of its own, so that one's memory
// is not the next one's baseline.   npm run bench   or   npx tsx bench/alert-digests.ts
// One of them alone (e.g. to profile):   NODE_ENV=production node --expose-gc --import tsx bench/alert-digests.ts --one postgres 2500
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import { alertTokens } from '../server/alerts/alert-tokens';
import { createAlertsStore } from '../server/alerts/alerts-store';
import { runDigests } from '../server/alerts/digest-run';
import { createLogger } from '../server/logger';
import type { DatabaseSchema, Dialect } from '../server/storage/database-schema';
import { migrateToLatest } from '../server/storage/migrate';
import { openDatabase } from '../server/storage/storage';
import { freshPostgresDatabase } from '../tests/support/test-database';
import { ALERTS_HOUR, benchJobs, fillSightings, fillSubscriptions, JOBS, NOW } from './alert-digests-data';
import { machineDescription, round } from './support';

const logger = createLogger({ LOG_LEVEL: 'silent' });
const COUNTS = [2_500, 10_000];
const MiB = 2 ** 20;

const outboxRows = async (db: Kysely<DatabaseSchema>) =>
  Number(
    (
      await db
        .selectFrom('outbox')
        .select((count) => count.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** One runDigests with every subscription due, timed, with RSS and heap sampled every 10 ms. */
async function timedRun(db: Kysely<DatabaseSchema>, jobs: ReturnType<typeof benchJobs>) {
  const tokens = alertTokens('bench-secret-of-32-characters-at-least');
  global.gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sample = () => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  };
  const sampler = setInterval(sample, 10);
  const outboxBefore = await outboxRows(db);
  const started = process.hrtime.bigint();
  const result = await runDigests({
    store: createAlertsStore(db),
    jobs,
    brand: () => ({ name: 'Careers', color: '#0b5cab' }),
    publicUrl: 'https://careers.example.in',
    unsubscribeUrl: (id) => `https://careers.example.in/alerts/unsubscribe?token=${tokens.sign(id, 'unsubscribe')}`,
    hour: ALERTS_HOUR,
    dueNow: true,
    logger,
    now: NOW,
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  clearInterval(sampler);
  sample();
  // What the run kept (a leak would grow it with the count); the peaks above are mostly garbage
  // not yet collected, when V8 chose to collect it.
  global.gc?.();
  const retainedHeapMiB = (process.memoryUsage().heapUsed - before.heapUsed) / MiB;
  return {
    retainedHeapMiB,
    seconds,
    result,
    written: (await outboxRows(db)) - outboxBefore,
    rssGrowthMiB: (peakRss - before.rss) / MiB,
    heapGrowthMiB: (peakHeap - before.heapUsed) / MiB,
  };
}

async function measure(db: Kysely<DatabaseSchema>, dialect: Dialect, subscriptions: number) {
  await migrateToLatest(db, dialect, logger);
  const jobs = benchJobs();
  await fillSightings(db, jobs);
  await fillSubscriptions(db, subscriptions);
  await sql`ANALYZE`.execute(db);
  const first = await timedRun(db, jobs);
  // The same period again (a rerun, or a second replica): nothing new, and the outbox's key
  // (alert_id, alert_period) keeps any digest of the period from going twice.
  const second = await timedRun(db, jobs);
  // A replica that read the windows before the first run moved them: every digest it computes
  // is one the outbox already holds for the period.
  await db
    .updateTable('alert_subscriptions')
    .set({ last_digest_at: NOW - 86_400_000 })
    .execute();
  const replica = await timedRun(db, jobs);
  return { subscriptions, first, second, replica };
}

async function onSqlite(subscriptions: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'careers-bench-'));
  const { db, dialect } = await openDatabase({ DATA_DIR: dataDir }, logger);
  try {
    return await measure(db, dialect, subscriptions);
  } finally {
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(subscriptions: number) {
  const database = await freshPostgresDatabase();
  const { db, dialect } = await openDatabase({ DATA_DIR: '', DATABASE_URL: database.url }, logger);
  try {
    return await measure(db, dialect, subscriptions);
  } finally {
    await db.destroy();
    await database.drop();
  }
}

type Measured = Awaited<ReturnType<typeof measure>>;

function rows(database: string, measured: Measured): string[] {
  const n = measured.subscriptions.toLocaleString('en');
  const run = (name: string, r: Measured['first']) =>
    `| ${database} | ${n} | ${name} | ${round(r.seconds, 1)} | ${r.result.due} | ${r.written} | ${r.result.sent} / ${r.result.nothingNew} / ${r.result.alreadySent} / ${r.result.failed} | ${round(r.rssGrowthMiB, 1)} | ${round(r.heapGrowthMiB, 1)} | ${round(r.retainedHeapMiB, 1)} |`;
  return [
    run('first run', measured.first),
    run('rerun', measured.second),
    run('replica with old windows', measured.replica),
  ];
}

/** One database and count in a fresh Node process (with --expose-gc), answered as JSON. */
function inChild(database: 'sqlite' | 'postgres', count: number): Measured {
  const output = execFileSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', 'bench/alert-digests.ts', '--one', database, String(count)],
    // Production React, as the built `npm run send-alerts` renders its emails with.
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, NODE_ENV: 'production' } },
  );
  return JSON.parse(output.trim().split('\n').at(-1)!) as Measured;
}

export async function alertDigests(counts: readonly number[] = COUNTS): Promise<string> {
  const results: [string, Measured][] = [];
  for (const count of counts) results.push(['SQLite', inChild('sqlite', count)]);
  for (const count of counts) results.push(['Postgres', inChild('postgres', count)]);
  return [
    `### Job alert digests: one run over ${JOBS.toLocaleString('en')} jobs (\`bench/alert-digests.ts\`), ${new Date().toISOString().slice(0, 10)}`,
    '',
    `Machine: ${machineDescription()}. SQLite (WAL, a file in the temp folder) and the local Postgres,`,
    "through server/alerts' `runDigests` with `dueNow` (every confirmed subscription due). 150 jobs are new",
    "to a daily subscription's window, 300 to a weekly one's. Memory: the peak of samples every 10 ms",
    'during the run over the figure before it (after a GC), and the heap after the run and a GC; each database and',
    'count in a fresh process.',
    '',
    '| database | subscriptions | run | seconds | due | outbox rows written | sent / nothing new / already sent / failed | peak RSS growth MiB | peak heap growth MiB | heap kept after GC MiB |',
    '|---|---:|---|---:|---:|---:|---|---:|---:|---:|',
    ...results.flatMap(([database, measured]) => rows(database, measured)),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [flag, database, count] = process.argv.slice(2);
  if (flag === '--one') {
    const measured = database === 'postgres' ? await onPostgres(Number(count)) : await onSqlite(Number(count));
    console.log(JSON.stringify(measured));
  } else {
    const counts = process.argv.slice(2).map(Number).filter(Boolean);
    console.log(await alertDigests(counts.length > 0 ? counts : COUNTS));
  }
}
