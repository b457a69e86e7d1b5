// The recruiter inbox's queries on 100,000 applications, on SQLite and on Postgres, through the
// app's own query layer, with the indexes of migration 0002 and without them (the measurement
// that chose them).   npm run bench   or   npx tsx bench/storage-queries.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import { createLogger } from '../server/logger';
import type { DatabaseSchema, Dialect } from '../server/storage/database-schema';
import { applicationsCsv } from '../server/recruiter/applications-csv';
import { createRecruiterStore } from '../server/recruiter/recruiter-store';
import { migrateToLatest } from '../server/storage/migrate';
import { openDatabase } from '../server/storage/storage';
import { freshPostgresDatabase } from '../tests/support/test-database';
import { APPLICATIONS, fillApplications, JOBS } from './inbox-data';
import { machineDescription, round } from './support';

const logger = createLogger({ LOG_LEVEL: 'silent' });

/** The queries the inbox will run, each the newest 50 of a filter, and the counts per status of a job. */
const queries: [string, (db: Kysely<DatabaseSchema>) => Promise<unknown>][] = [
  [
    'newest 50 of one job, one status (`hired`)',
    (db) =>
      db
        .selectFrom('applications')
        .select(['id', 'reference', 'email', 'status', 'submitted_at'])
        .where('requisition_id', '=', 'job-20')
        .where('status', '=', 'hired')
        .orderBy('submitted_at', 'desc')
        .limit(50)
        .execute(),
  ],
  [
    'newest 50 of one job',
    (db) =>
      db
        .selectFrom('applications')
        .select(['id', 'reference', 'email', 'status', 'submitted_at'])
        .where('requisition_id', '=', 'job-20')
        .orderBy('submitted_at', 'desc')
        .limit(50)
        .execute(),
  ],
  [
    'newest 50 of one status (`offer`)',
    (db) =>
      db
        .selectFrom('applications')
        .select(['id', 'reference', 'email', 'status', 'submitted_at'])
        .where('status', '=', 'offer')
        .orderBy('submitted_at', 'desc')
        .limit(50)
        .execute(),
  ],
  [
    'newest 50 of all',
    (db) =>
      db
        .selectFrom('applications')
        .select(['id', 'reference', 'email', 'status', 'submitted_at'])
        .orderBy('submitted_at', 'desc')
        .limit(50)
        .execute(),
  ],
  [
    'counts per status of one job',
    (db) =>
      db
        .selectFrom('applications')
        .select(['status', (count) => count.fn.countAll().as('n')])
        .where('requisition_id', '=', 'job-20')
        .groupBy('status')
        .execute(),
  ],
];

/** Median and 95th percentile of `runs` timed calls, after 5 untimed ones. */
async function time(run: () => Promise<unknown>, runs = 100): Promise<{ median: number; p95: number }> {
  for (let i = 0; i < 5; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = process.hrtime.bigint();
    await run();
    samples.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  samples.sort((a, b) => a - b);
  return { median: samples[Math.floor(runs / 2)]!, p95: samples[Math.floor(runs * 0.95)]! };
}

const indexes = [
  'applications_job_status_newest',
  'applications_job_newest',
  'applications_status_newest',
  'applications_newest',
];

/**
 * The recruiter inbox as the API serves it (server/recruiter): a first page with a filter (the
 * page, the total and the counts per status), a search, and the CSV export of every application,
 * with the process's memory sampled while it streams.
 */
async function measureInbox(db: Kysely<DatabaseSchema>, dialect: Dialect) {
  const store = createRecruiterStore(db, dialect);
  const firstPage = await time(() => store.list({ job: 'job-20', status: 'new', page: 1 }));
  // A name (11 matches), a broader text (1,111) and one in every application: on SQLite the first
  // two read the trigram table of 0011 (server/recruiter/inbox-search.ts), the last scans.
  const search = await time(() => store.list({ q: 'last4242', page: 1 }), 20);
  const broaderSearch = await time(() => store.list({ q: 'last42', page: 1 }), 20);
  const everywhereSearch = await time(() => store.list({ q: 'example', page: 1 }), 20);
  // The search of a store without a trigram table of its own: one LIKE over every row (the
  // dialect only picks the search, nothing else that list() runs).
  const scannedSearch =
    dialect === 'sqlite'
      ? await time(() => createRecruiterStore(db, 'postgres').list({ q: 'last4242', page: 1 }), 20)
      : undefined;
  // The job filter's options, each job titled as its newest application recorded it.
  const jobs = await time(() => store.jobs());
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let peakRss = rssBefore;
  let bytes = 0;
  const started = process.hrtime.bigint();
  for await (const chunk of applicationsCsv(store.all({ page: 1 }), { timeZone: 'UTC' })) {
    bytes += Buffer.byteLength(chunk);
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }
  const csv = {
    seconds: Number(process.hrtime.bigint() - started) / 1e9,
    megabytes: bytes / 2 ** 20,
    rssGrowthMiB: (peakRss - rssBefore) / 2 ** 20,
  };
  return { firstPage, search, scannedSearch, broaderSearch, everywhereSearch, jobs, csv };
}

async function measure(db: Kysely<DatabaseSchema>, dialect: Dialect) {
  await migrateToLatest(db, dialect, logger);
  const fillStarted = Date.now();
  await fillApplications(db);
  const fillSeconds = (Date.now() - fillStarted) / 1000;
  await sql`ANALYZE`.execute(db);
  const withIndexes = [];
  const rowCounts = [];
  for (const [, query] of queries) {
    rowCounts.push(((await query(db)) as unknown[]).length);
    withIndexes.push(await time(() => query(db)));
  }
  const inbox = await measureInbox(db, dialect);
  for (const index of indexes) await sql`DROP INDEX ${sql.ref(index)}`.execute(db);
  await sql`ANALYZE`.execute(db);
  const withoutIndexes = [];
  for (const [, query] of queries) withoutIndexes.push(await time(() => query(db), 20));
  return { fillSeconds, rowCounts, withIndexes, withoutIndexes, inbox };
}

async function onSqlite() {
  const dataDir = mkdtempSync(join(tmpdir(), 'careers-bench-'));
  const { db, dialect } = await openDatabase({ DATA_DIR: dataDir }, logger);
  try {
    return await measure(db, dialect);
  } finally {
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres() {
  const database = await freshPostgresDatabase();
  const { db, dialect } = await openDatabase({ DATA_DIR: '', DATABASE_URL: database.url }, logger);
  try {
    return await measure(db, dialect);
  } finally {
    await db.destroy();
    await database.drop();
  }
}

export async function storageQueries(): Promise<string> {
  const results = { SQLite: await onSqlite(), Postgres: await onPostgres() };
  const ms = (value: number) => round(value, value < 1 ? 3 : 2);
  const cell = (result: { median: number; p95: number }) => `${ms(result.median)} / ${ms(result.p95)}`;
  return [
    `### Storage: the inbox's queries on ${APPLICATIONS.toLocaleString('en')} applications (\`bench/storage-queries.ts\`), ${new Date().toISOString().slice(0, 10)}`,
    '',
    `Machine: ${machineDescription()}. SQLite (WAL, a file in the temp folder) and the local Postgres,`,
    `through the app's Kysely layer, ${JOBS} jobs of uneven popularity, 7 statuses of uneven frequency.`,
    'Median and p95 of 100 runs with the indexes of migration 0002, of 20 runs without them.',
    `Filling took ${round(results.SQLite.fillSeconds, 1)} s on SQLite, ${round(results.Postgres.fillSeconds, 1)} s on Postgres (1,000 rows a statement).`,
    '',
    '| query | rows | SQLite ms (median / p95) | without indexes | Postgres ms (median / p95) | without indexes |',
    '|---|---:|---:|---:|---:|---:|',
    ...queries.map(
      ([name], i) =>
        `| ${name} | ${results.SQLite.rowCounts[i]} | ${cell(results.SQLite.withIndexes[i]!)} | ${cell(results.SQLite.withoutIndexes[i]!)} | ${cell(results.Postgres.withIndexes[i]!)} | ${cell(results.Postgres.withoutIndexes[i]!)} |`,
    ),
    '',
    'The inbox through the recruiter store (`list`: the page of 50, the total and the counts per status, three',
    "queries; `jobs`: the job filter's options with their recorded titles; `all` + `applicationsCsv`: the export),",
    'with the indexes:',
    '',
    '| inbox | SQLite | Postgres |',
    '|---|---:|---:|',
    `| first page of one job, status \`new\` (ms, median / p95) | ${ms(results.SQLite.inbox.firstPage.median)} / ${ms(results.SQLite.inbox.firstPage.p95)} | ${ms(results.Postgres.inbox.firstPage.median)} / ${ms(results.Postgres.inbox.firstPage.p95)} |`,
    `| search for a name \`q=last4242\`, 11 matches (ms, median / p95; trigram index on both) | ${cell(results.SQLite.inbox.search)} | ${cell(results.Postgres.inbox.search)} |`,
    `| the same search as a scan of the search text (SQLite before migration 0011) | ${cell(results.SQLite.inbox.scannedSearch!)} | — |`,
    `| search \`q=last42\`, 1,111 matches (ms, median / p95; trigram index on both) | ${cell(results.SQLite.inbox.broaderSearch)} | ${cell(results.Postgres.inbox.broaderSearch)} |`,
    `| search \`q=example\`, all ${APPLICATIONS.toLocaleString('en')} match (ms, median / p95; SQLite scans) | ${cell(results.SQLite.inbox.everywhereSearch)} | ${cell(results.Postgres.inbox.everywhereSearch)} |`,
    `| the job filter's ${JOBS} jobs with titles (ms, median / p95) | ${ms(results.SQLite.inbox.jobs.median)} / ${ms(results.SQLite.inbox.jobs.p95)} | ${ms(results.Postgres.inbox.jobs.median)} / ${ms(results.Postgres.inbox.jobs.p95)} |`,
    `| CSV of all ${APPLICATIONS.toLocaleString('en')} (s; MiB of CSV) | ${round(results.SQLite.inbox.csv.seconds, 2)}; ${round(results.SQLite.inbox.csv.megabytes, 1)} | ${round(results.Postgres.inbox.csv.seconds, 2)}; ${round(results.Postgres.inbox.csv.megabytes, 1)} |`,
    `| RSS growth while the CSV streams (MiB) | ${round(results.SQLite.inbox.csv.rssGrowthMiB, 1)} | ${round(results.Postgres.inbox.csv.rssGrowthMiB, 1)} |`,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await storageQueries());
