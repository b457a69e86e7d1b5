// The recruiter inbox page (`/recruiter`, HTML) at 100,000 applications, on SQLite and on Postgres:
// the built server as a process, a recruiter's session, one request at a time from this process
// (the goal: "the inbox's first page with a filter renders in under 50 ms server time").
//   npm run bench   or   npx tsx bench/inbox-page.ts   (after `npm run build`)
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { createLogger } from '../server/logger';
import { migrateToLatest } from '../server/storage/migrate';
import { openDatabase } from '../server/storage/storage';
import { startServer } from '../tests/support/server-process';
import { signedSessionCookie } from '../tests/support/session-cookie';
import { freshPostgresDatabase } from '../tests/support/test-database';
import { APPLICATIONS, fillApplications } from './inbox-data';
import { productionEnv } from './ssr-throughput';
import { machineDescription, round } from './support';

const RUNS = 100;
const RECRUITER = 'recruiter@medinest.example';
const logger = createLogger({ LOG_LEVEL: 'silent' });

/** The pages measured, each a first page of 50 with its total, counts per status and job filter. */
const pages: [string, string, string][] = [
  ['one job', '/recruiter?job=job-20', 'Job 20'],
  ['one status (`interview`)', '/recruiter?status=interview', 'interview'],
  ['a month (`from`, `to`)', '/recruiter?from=2025-06-01&to=2025-06-30', 'Last'],
  ['a search for a name (`q=last4242`)', '/recruiter?q=last4242', 'Last4242'],
];

type Env = { DATA_DIR: string; DATABASE_URL?: string };

/** Fills the database and writes a recruiter's session into it; answers the session's cookie. */
async function prepare(env: Env): Promise<{ cookie: string; fillSeconds: number }> {
  const { db, dialect, sessionStore } = await openDatabase(env, logger);
  try {
    await migrateToLatest(db, dialect, logger);
    const started = Date.now();
    await fillApplications(db);
    const fillSeconds = (Date.now() - started) / 1000;
    // A database in use has been vacuumed by autovacuum after such inserts (on Postgres that lets
    // counts read the indexes alone); the bench's Postgres may run without autovacuum.
    await sql.raw(dialect === 'postgres' ? 'VACUUM ANALYZE' : 'ANALYZE').execute(db);
    const sid = randomUUID();
    const store = sessionStore(86_400_000);
    const expires = new Date(Date.now() + 86_400_000);
    await promisify(store.set.bind(store))(sid, {
      cookie: { originalMaxAge: 86_400_000, expires, httpOnly: true, path: '/' },
      user: { uid: 'uid-recruiter', displayName: 'Rita', email: RECRUITER, photoURL: null, emailVerified: true },
    } as never);
    await store.close();
    return { cookie: signedSessionCookie(sid, productionEnv.SESSION_SECRET), fillSeconds };
  } finally {
    await db.destroy();
  }
}

/** Median and p95 in ms of RUNS requests for each page, after 5 untimed ones. */
async function measure(env: Env) {
  const { cookie, fillSeconds } = await prepare(env);
  const server = await startServer({
    env: {
      ...productionEnv,
      ...env,
      RECRUITER_EMAILS: RECRUITER,
      // The data dates from 2025: the retention purge at start must leave it.
      APPLICATION_RETENTION_DAYS: '3650',
    },
  });
  try {
    const results = [];
    for (const [, path, expected] of pages) {
      const get = async () => {
        const response = await fetch(`${server.url}${path}`, { headers: { Cookie: cookie } });
        const html = await response.text();
        if (response.status !== 200 || !html.includes(expected)) throw new Error(`${path}: ${response.status}`);
      };
      for (let i = 0; i < 5; i++) await get();
      const samples: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const started = performance.now();
        await get();
        samples.push(performance.now() - started);
      }
      samples.sort((a, b) => a - b);
      results.push({ median: samples[Math.floor(RUNS / 2)]!, p95: samples[Math.floor(RUNS * 0.95)]! });
    }
    return { fillSeconds, results };
  } finally {
    await server.stop();
  }
}

async function onSqlite() {
  const dataDir = mkdtempSync(join(tmpdir(), 'careers-bench-'));
  try {
    return await measure({ DATA_DIR: dataDir });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres() {
  const database = await freshPostgresDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'careers-bench-'));
  try {
    return await measure({ DATA_DIR: dataDir, DATABASE_URL: database.url });
  } finally {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function inboxPage(): Promise<string> {
  const results = { SQLite: await onSqlite(), Postgres: await onPostgres() };
  const cell = ({ median, p95 }: { median: number; p95: number }) => `${round(median, 1)} / ${round(p95, 1)}`;
  return [
    `### The inbox page at ${APPLICATIONS.toLocaleString('en')} applications (\`bench/inbox-page.ts\`), ${new Date().toISOString().slice(0, 10)}`,
    '',
    `Machine: ${machineDescription()}. The built server (production, info-level request logging) on`,
    "SQLite (WAL, a file in the temp folder) and on the local Postgres, with bench/storage-queries.ts's data;",
    `a recruiter's session; \`GET\` of the page's HTML, one request at a time over loopback from the bench`,
    `process, timed to the last byte; median and p95 of ${RUNS} after 5 untimed.`,
    `Filling took ${round(results.SQLite.fillSeconds, 1)} s on SQLite, ${round(results.Postgres.fillSeconds, 1)} s on Postgres.`,
    '',
    '| `/recruiter`, first page of | SQLite ms (median / p95) | Postgres ms (median / p95) |',
    '|---|---:|---:|',
    ...pages.map(
      ([name], i) => `| ${name} | ${cell(results.SQLite.results[i]!)} | ${cell(results.Postgres.results[i]!)} |`,
    ),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await inboxPage());
