import { copyFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Kysely, Migrator, sql } from 'kysely';
import pg from 'pg';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseSchema, Dialect } from '../../server/storage/database-schema';
import { migrateToLatest } from '../../server/storage/migrate';
import { migrations } from '../../server/storage/migrations';
import { requisition } from '../../shared/application/requisition';
import { searchText } from '../../shared/application/search-text';
import { openDatabase, openStorage } from '../../server/storage/storage';
import { validAnswers } from '../support/application-answers';
import { runToExit } from '../support/server-process';
import { signedSessionCookie } from '../support/session-cookie';
import { createTestApp, freshDataDir } from '../support/test-app';
import { databaseEnvFor, freshPostgresDatabase, silentLogger } from '../support/test-database';

/**
 * Databases written by release 0.1.0 (the storage code before migrations, commit ec03826), with
 * the data a running site had: tests/fixtures/release-0.1.0/README.md says how they were made.
 */
const fixtures = 'tests/fixtures/release-0.1.0';
const SECRET = 'the-secret-release-0.1.0-signed-with';
const ANONYMOUS_SESSION = 'sess-anonymous-1';
const MEI_SESSION = 'sess-mei-1';
const LATEST = Object.keys(migrations('sqlite'));

const dropAfterwards: (() => Promise<void>)[] = [];
afterAll(async () => {
  await Promise.all(dropAfterwards.map((drop) => drop()));
});

/**
 * The release's applications and drafts date from November 2026: retention must not erase them,
 * nor the purge of abandoned drafts a visitor's, as years pass (a visitor's draft lives a day after
 * its last change, and never longer than a session).
 */
const keepTheRelease = {
  APPLICATION_RETENTION_DAYS: '3650',
  SESSION_MAX_AGE_MS: String(3650 * 86_400_000),
  ANONYMOUS_SESSION_MAX_AGE_MS: String(3650 * 86_400_000),
};

/** A copy of the release's database: a DATA_DIR holding its SQLite file, or a new Postgres database from its dump. */
async function releaseDatabase(kind: 'SQLite' | 'Postgres'): Promise<Record<string, string>> {
  if (kind === 'SQLite') {
    const dataDir = freshDataDir();
    copyFileSync(join(fixtures, 'careers.db'), join(dataDir, 'careers.db'));
    return { DATA_DIR: dataDir, ...keepTheRelease };
  }
  const database = await freshPostgresDatabase();
  dropAfterwards.push(database.drop);
  // pg_dump's psql commands (\restrict) are for psql; the rest is plain SQL.
  const dump = readFileSync(join(fixtures, 'postgres.sql'), 'utf8')
    .split('\n')
    .filter((line) => !line.startsWith('\\'))
    .join('\n');
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await client.query(dump);
  await client.end();
  return { DATABASE_URL: database.url, DATA_DIR: freshDataDir(), ...keepTheRelease };
}

/** The query layer on a database, for reading it as the tests see fit. */
async function inspect<T>(
  env: Record<string, string>,
  read: (db: Kysely<DatabaseSchema>, dialect: Dialect) => Promise<T>,
) {
  const { db, dialect } = await openDatabase({ DATA_DIR: env.DATA_DIR!, DATABASE_URL: env.DATABASE_URL }, silentLogger);
  try {
    return await read(db, dialect);
  } finally {
    await db.destroy();
  }
}

const executedMigrations = (env: Record<string, string>) =>
  inspect(env, async (db) =>
    (
      await db
        .withTables<{ kysely_migration: { name: string } }>()
        .selectFrom('kysely_migration')
        .select('name')
        .execute()
    )
      .map((row) => row.name)
      .sort(),
  );

/** Columns and indexes of the site's tables, as each database describes them. */
const schemaOf = (env: Record<string, string>) =>
  inspect(env, async (db, dialect) => {
    if (dialect === 'sqlite') {
      const { rows } = await sql<{ name: string; type: string }>`
        SELECT m.name || '.' || p.name AS name, p.type || ' notnull=' || p."notnull" || ' pk=' || p.pk AS type
        FROM sqlite_master m JOIN pragma_table_info(m.name) p
        WHERE m.type = 'table' AND m.name NOT LIKE 'kysely_%'
        UNION ALL
        SELECT m.name || ' index ' || i.name, i."unique" || ' ' || i.origin || ' ' ||
          (SELECT group_concat(c.name) FROM pragma_index_info(i.name) c)
        FROM sqlite_master m JOIN pragma_index_list(m.name) i
        WHERE m.type = 'table' AND m.name NOT LIKE 'kysely_%'
        ORDER BY 1`.execute(db);
      return rows;
    }
    const { rows } = await sql<{ name: string; type: string }>`
      SELECT table_name || '.' || column_name AS name,
        data_type || ' nullable=' || is_nullable || ' default=' || coalesce(column_default, '') AS type
      FROM information_schema.columns WHERE table_schema = 'public' AND table_name NOT LIKE 'kysely_%'
      UNION ALL
      SELECT tablename || ' index ' || indexname, indexdef FROM pg_indexes
      WHERE schemaname = 'public' AND tablename NOT LIKE 'kysely_%'
      ORDER BY 1`.execute(db);
    return rows;
  });

describe.each(['SQLite', 'Postgres'] as const)('a %s database made by release 0.1.0', (kind) => {
  it('is opened by this release with every draft, resume, application and session still there', async () => {
    const env = await releaseDatabase(kind);
    const { app, logLines } = await createTestApp({ env: { ...env, SESSION_SECRET: SECRET } });
    // The first migration finds its tables there (a no-op); the later ones change them.
    expect(logLines.filter((line) => line.msg === 'database migrated').map((line) => line.migration)).toEqual(LATEST);

    const visitor = await request(app)
      .get('/api/application/draft')
      .set('Cookie', signedSessionCookie(ANONYMOUS_SESSION, SECRET))
      .expect(200);
    // The draft is read as release 0.1.0 stored it: its mobile number as typed then, before numbers
    // were stored as E.164; submitting asks for it again in that form.
    expect(visitor.body.data.steps).toEqual({
      contact: { ...validAnswers.contact, mobileNo: '61412345678' },
      general: validAnswers.general,
    });
    expect(visitor.body.data.resume).toMatchObject({ fileName: 'Asha Rao CV.pdf', size: 2048 });

    const mei = await request(app).get('/api/me').set('Cookie', signedSessionCookie(MEI_SESSION, SECRET)).expect(200);
    expect(mei.body.user).toMatchObject({ uid: 'uid-mei-lin', email: 'mei.lin@example.com' });
    const meiDraft = await request(app)
      .get('/api/application/draft')
      .set('Cookie', signedSessionCookie(MEI_SESSION, SECRET))
      .expect(200);
    expect(Object.keys(meiDraft.body.data.steps).sort()).toEqual(['contact', 'education', 'eligibility']);
    expect(meiDraft.body.data.steps.contact.firstName).toBe('Mei');
    await app.close();

    const applications = await inspect(env, (db) =>
      db
        .selectFrom('applications')
        .leftJoin('resumes', 'resumes.id', 'applications.resume_id')
        .leftJoin('voluntary_answers', 'voluntary_answers.application_id', 'applications.id')
        .select([
          'reference',
          'uid',
          'status',
          'first_name',
          'job_title',
          'city',
          'applications.answers',
          'voluntary_answers.answers as voluntary',
          'resumes.file_name',
          'resumes.content',
        ])
        .orderBy('reference')
        .execute(),
    );
    expect(applications.map((row) => [row.reference, row.uid, row.status, row.first_name, row.file_name])).toEqual([
      ['MDN-QH7K2M9P', 'uid-jose', 'new', 'José', 'Álvarez-Núñez.pdf'],
      ['MDN-ZX4T8WNB', 'uid-asha', 'new', 'Asha', 'Rao.pdf'],
    ]);
    // The release applied to the sample requisition only: its title is recorded with each (0010).
    expect(applications.map((row) => row.job_title)).toEqual([requisition.title, requisition.title]);
    // Their candidates' cities are read from their answers into the inbox's column (0018).
    expect(applications.map((row) => row.city)).toEqual(['Melbourne', 'Sydney']);
    for (const row of applications) {
      expect(JSON.parse(row.answers).general).toEqual(validAnswers.general);
      // Equal-opportunity and military answers moved apart from the application (0005).
      expect(JSON.parse(row.answers)).not.toHaveProperty('eeo');
      expect(JSON.parse(row.answers)).not.toHaveProperty('military');
      expect(JSON.parse(row.voluntary!)).toEqual({ eeo: validAnswers.eeo, military: validAnswers.military });
      expect(row.content?.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });

  it('has every stored resume named `.pdf` after the upgrade, whatever it was uploaded as (0019)', async () => {
    const env = await releaseDatabase(kind);
    const named = { 'Asha Rao CV.pdf': 'cv.html', 'Rao.pdf': 'Invoice.hta', 'Álvarez-Núñez.pdf': 'Álvarez-Núñez.PDF' };
    await inspect(env, async (db) => {
      for (const [was, as] of Object.entries(named)) {
        await db.updateTable('resumes').set({ file_name: as }).where('file_name', '=', was).execute();
      }
    });
    const { app } = await createTestApp({ env: { ...env, SESSION_SECRET: SECRET } });
    await app.close();
    const names = await inspect(env, (db) =>
      db.selectFrom('resumes').select('file_name').orderBy('file_name').execute(),
    );
    expect(names.map((row) => row.file_name)).toEqual(['Invoice.pdf', 'cv.pdf', 'Álvarez-Núñez.pdf']);
  });

  it('is migrated once: a second start finds nothing to do', async () => {
    const env = await releaseDatabase(kind);
    await (await createTestApp({ env })).app.close();
    const second = await createTestApp({ env });
    expect(second.logLines.filter((line) => line.msg === 'database migrated')).toEqual([]);
    expect(await executedMigrations(env)).toEqual(LATEST);
  });

  it('is left as it was when a migration fails: all of it is rolled back', async () => {
    const env = await releaseDatabase(kind);
    // An index by the name the second migration creates makes that migration fail midway.
    await inspect(env, (db) => sql`CREATE INDEX applications_newest ON resumes (owner)`.execute(db));
    const config = {
      DATA_DIR: env.DATA_DIR!,
      DATABASE_URL: env.DATABASE_URL,
      SESSION_MAX_AGE_MS: 60_000,
      MIGRATE_ON_START: true,
    };
    await expect(openStorage(config, silentLogger)).rejects.toThrow(
      /Database migration 0002-application-status-and-indexes failed/,
    );
    expect(await executedMigrations(env)).toEqual([]);
    const columns = (await schemaOf(env)).map((row) => row.name);
    expect(columns).toContain('applications.submitted_at');
    expect(columns).not.toContain('applications.status');
  });

  it('refuses to start, with a clear message, once a newer release has migrated it', async () => {
    const env = await releaseDatabase(kind);
    await (await createTestApp({ env })).app.close();
    await inspect(env, (db) =>
      db
        .withTables<{ kysely_migration: { name: string; timestamp: string } }>()
        .insertInto('kysely_migration')
        .values({ name: '9999-a-newer-release', timestamp: new Date().toISOString() })
        .execute(),
    );
    await expect(createTestApp({ env })).rejects.toThrow(
      /upgraded by a newer release of this site \(migrations this release does not know: 9999-a-newer-release\)/,
    );
    const { code, output } = await runToExit(env);
    expect(code).toBe(1);
    expect(output).toContain('9999-a-newer-release');
  });

  it('is upgraded by `npm run migrate` for operators who set MIGRATE_ON_START=false', async () => {
    const env = await releaseDatabase(kind);
    await expect(createTestApp({ env: { ...env, MIGRATE_ON_START: 'false' } })).rejects.toThrow(/npm run migrate/);
    const migrate = await runToExit(env, 'dist/server/migrate.js');
    expect(migrate.code).toBe(0);
    expect(migrate.output).toContain('database upgraded');
    expect(await executedMigrations(env)).toEqual(LATEST);
    await (await createTestApp({ env: { ...env, MIGRATE_ON_START: 'false' } })).app.close();
    expect((await runToExit(env, 'dist/server/migrate.js')).output).toContain('database already up to date');
  });
});

describe.each(['SQLite', 'Postgres'] as const)('the first migration on an empty %s database', (kind) => {
  it('makes exactly the schema of release 0.1.0', async () => {
    const released = await releaseDatabase(kind);
    const empty = { DATA_DIR: freshDataDir(), ...(await databaseEnvFor(kind, dropAfterwards)) };
    await inspect(empty, async (db, dialect) => {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations(dialect) } });
      const { error } = await migrator.migrateTo(LATEST[0]!);
      expect(error).toBeUndefined();
    });
    expect(await schemaOf(empty)).toEqual(await schemaOf(released));
  });
});

describe.each(['SQLite', 'Postgres'] as const)('applications made before job titles were recorded, on %s', (kind) => {
  it('get the sample requisition’s title for its id, and their job’s id otherwise', async () => {
    const env = { DATA_DIR: freshDataDir(), ...(await databaseEnvFor(kind, dropAfterwards)) };
    const before = LATEST[LATEST.indexOf('0010-application-job-title') - 1]!;
    await inspect(env, async (db, dialect) => {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations(dialect) } });
      expect((await migrator.migrateTo(before)).error).toBeUndefined();
      for (const [id, job] of [
        ['sample', requisition.id],
        ['from-the-file', 'backend-engineer'],
      ]) {
        await sql`
          INSERT INTO applications (id, reference, uid, requisition_id, email, answers, submitted_at)
          VALUES (${id}, ${`MDN-${id}`}, ${`uid-${id}`}, ${job}, ${`${id}@example.com`}, '{}', ${Date.now()})`.execute(
          db,
        );
      }
    });
    await (await createTestApp({ env })).app.close();
    const titles = await inspect(env, (db) =>
      db.selectFrom('applications').select(['id', 'job_title']).orderBy('id').execute(),
    );
    expect(titles).toEqual([
      { id: 'from-the-file', job_title: 'backend-engineer' },
      { id: 'sample', job_title: requisition.title },
    ]);
  });
});

describe.each(['SQLite', 'Postgres'] as const)('applications made before the SQLite search index, on %s', (kind) => {
  it('are found by the inbox’s search after the upgrade, and the index follows later changes', async () => {
    const env = { DATA_DIR: freshDataDir(), ...(await databaseEnvFor(kind, dropAfterwards)) };
    const before = LATEST[LATEST.indexOf('0011-sqlite-trigram-search') - 1]!;
    await inspect(env, async (db, dialect) => {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations(dialect) } });
      expect((await migrator.migrateTo(before)).error).toBeUndefined();
      for (const [id, first, last] of [
        ['mei', 'Mei', 'Lin'],
        ['jose', 'José', 'Álvarez'],
      ]) {
        await sql`
          INSERT INTO applications (id, reference, uid, requisition_id, job_title, email, answers, submitted_at,
            first_name, last_name, search_text)
          VALUES (${id}, ${`MDN-${id}`}, ${`uid-${id}`}, 'a-job', 'A job', ${`${id}@example.com`}, '{}', ${Date.now()},
            ${first}, ${last}, ${searchText(first!, last!, `${id}@example.com`, `MDN-${id}`)})`.execute(db);
      }
    });
    await (await createTestApp({ env })).app.close();
    const { createRecruiterStore } = await import('../../server/recruiter/recruiter-store');
    await inspect(env, async (db, dialect) => {
      const store = createRecruiterStore(db, dialect);
      const found = async (q: string) => (await store.list({ q, page: 1 })).data.map((row) => row.id);
      expect(await found('alvarez')).toEqual(['jose']);
      expect(await found('mei lin')).toEqual(['mei']);
      expect(await found('example.com')).toHaveLength(2);
      await db.updateTable('applications').set({ search_text: 'renamed' }).where('id', '=', 'mei').execute();
      expect(await found('mei lin')).toEqual([]);
      expect(await found('renamed')).toEqual(['mei']);
      if (dialect === 'sqlite') {
        const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM application_search`.execute(db);
        expect(rows).toEqual([{ n: 2 }]);
      }
    });
  });
});

/** The tables an application's or a draft's rows are in, and the session store's. */
const TABLES = [
  'applications',
  'voluntary_answers',
  'application_events',
  'outbox',
  'resumes',
  'drafts',
  'draft_steps',
  'draft_jobs',
] as const;

/** How many rows each table holds (the sessions, and on SQLite the search index's keys, too). */
async function rowCounts(db: Kysely<DatabaseSchema>, dialect: Dialect): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const tables: string[] = [...TABLES, dialect === 'sqlite' ? 'sessions' : 'session'];
  if (dialect === 'sqlite') tables.push('application_search_keys');
  for (const table of tables) {
    const { rows } = await sql<{ n: number | string }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(db);
    counts[table.replace(/^session$/, 'sessions')] = Number(rows[0]!.n);
  }
  return counts;
}

/**
 * What deleting one application of the fixtures takes with it through the cascades: its voluntary
 * answers, two events, one outbox message, its resume (and on SQLite its search keys).
 */
const oneApplicationsRows = (dialect: Dialect) => ({
  applications: 1,
  voluntary_answers: 1,
  application_events: 2,
  outbox: 1,
  resumes: 1,
  ...(dialect === 'sqlite' ? { application_search_keys: 1 } : {}),
});

/** Runs one DELETE and answers how many rows each table lost by it. */
async function lostBy(db: Kysely<DatabaseSchema>, dialect: Dialect, statement: () => Promise<unknown>) {
  const before = await rowCounts(db, dialect);
  await statement();
  const after = await rowCounts(db, dialect);
  return Object.fromEntries(
    Object.entries(before)
      .map(([table, n]) => [table, n - after[table]!] as const)
      .filter(([, lost]) => lost !== 0),
  );
}

const BEFORE_CASCADES = LATEST[LATEST.indexOf('0013-cascading-deletes') - 1]!;

describe.each(['SQLite', 'Postgres'] as const)(
  'a release 0.1.0 %s database, upgraded to foreign keys (0013)',
  (kind) => {
    it('gives each draft a row, and deleting an application or a draft deletes what hangs on it, in one statement', async () => {
      const env = await releaseDatabase(kind);
      await inspect(env, async (db, dialect) => {
        await migrateToLatest(db, dialect, silentLogger);
        const drafts = (await db.selectFrom('drafts').select('owner').orderBy('owner').execute()).map(
          (row) => row.owner,
        );
        expect(drafts).toEqual(['draft:6f1c2a9e-3b7d-4c1e-9a52-0d8e7f6a5b41', 'user:uid-mei-lin']);
        const jose = await db
          .selectFrom('applications')
          .select('id')
          .where('reference', '=', 'MDN-QH7K2M9P')
          .executeTakeFirstOrThrow();
        // The recruiter's side of it, as this release adds it: a status change, a note, an email.
        const { createRecruiterStore } = await import('../../server/recruiter/recruiter-store');
        await createRecruiterStore(db, dialect).change(
          jose.id,
          { status: 'in_review', note: 'Strong' },
          'r@example.com',
        );
        await db
          .insertInto('outbox')
          .values({
            id: 'to-jose',
            kind: 'email',
            payload: '{}',
            application_id: jose.id,
            created_at: 1,
            next_attempt_at: 1,
          })
          .execute();

        expect(
          await lostBy(db, dialect, () => db.deleteFrom('applications').where('id', '=', jose.id).execute()),
        ).toEqual(oneApplicationsRows(dialect));
        expect(
          await lostBy(db, dialect, () => db.deleteFrom('drafts').where('owner', '=', 'user:uid-mei-lin').execute()),
        ).toEqual({ drafts: 1, draft_steps: 3 });
        expect(
          await lostBy(db, dialect, () => db.deleteFrom('drafts').where('owner', 'like', 'draft:%').execute()),
        ).toEqual({ drafts: 1, draft_steps: 2, resumes: 1 });
        // The other application is whole.
        const asha = await db
          .selectFrom('applications')
          .innerJoin('resumes', 'resumes.application_id', 'applications.id')
          .innerJoin('voluntary_answers', 'voluntary_answers.application_id', 'applications.id')
          .select(['reference', 'resumes.file_name'])
          .execute();
        expect(asha).toEqual([{ reference: 'MDN-ZX4T8WNB', file_name: 'Rao.pdf' }]);
      });
    });
  },
);

describe.each(['SQLite', 'Postgres'] as const)('a %s database of the release before foreign keys (0013)', (kind) => {
  /** At the schema before 0013: two applications with all their rows, two drafts, and rows left by no application. */
  async function fill(db: Kysely<DatabaseSchema>) {
    for (const id of ['kept', 'deleted']) {
      await sql`
        INSERT INTO applications (id, reference, uid, requisition_id, job_title, email, answers, submitted_at,
          first_name, last_name, search_text)
        VALUES (${id}, ${`MDN-${id}`}, ${`uid-${id}`}, 'a-job', 'A job', ${`${id}@example.com`}, '{}', 1, 'A', 'B',
          ${`a b ${id}`})`.execute(db);
    }
    // `gone`: an application no row of this table names, as a partly restored database may leave.
    for (const id of ['kept', 'deleted', 'gone']) {
      await sql`
        INSERT INTO voluntary_answers (application_id, requisition_id, answers) VALUES (${id}, 'a-job', '{}')`.execute(
        db,
      );
      for (const n of [1, 2])
        await sql`
          INSERT INTO application_events (id, application_id, at, actor, kind, from_status, to_status, note)
          VALUES (${`${id}-${n}`}, ${id}, ${n}, 'r@example.com', 'note', NULL, NULL, 'n')`.execute(db);
      await sql`
        INSERT INTO outbox (id, kind, payload, application_id, created_at, next_attempt_at)
        VALUES (${`mail-${id}`}, 'email', '{}', ${id}, 1, 1)`.execute(db);
      await sql`
        INSERT INTO resumes (id, owner, file_name, size, content, uploaded_at)
        VALUES (${`cv-${id}`}, ${`application:${id}`}, 'cv.pdf', 4, ${Buffer.from('%PDF')}, 1)`.execute(db);
    }
    // A message about no application (not an orphan: it never had one).
    await sql`
      INSERT INTO outbox (id, kind, payload, application_id, created_at, next_attempt_at)
      VALUES ('mail-none', 'webhook', '{}', NULL, 1, 1)`.execute(db);
    for (const step of ['contact', 'general'])
      await sql`INSERT INTO draft_steps (owner, step, answers, saved_at) VALUES ('user:mei', ${step}, '{}', 1)`.execute(
        db,
      );
    await sql`
      INSERT INTO draft_jobs (owner, job_id, title, location, chosen_at)
      VALUES ('user:mei', 'a-job', 'A job', 'Sydney', 1)`.execute(db);
    await sql`
      INSERT INTO resumes (id, owner, file_name, size, content, uploaded_at)
      VALUES ('cv-mei', 'user:mei', 'cv.pdf', 4, ${Buffer.from('%PDF')}, 1)`.execute(db);
    // A visitor's draft with only a job, and one with only a resume: each a draft all the same.
    await sql`
      INSERT INTO draft_jobs (owner, job_id, title, location, chosen_at)
      VALUES ('draft:job-only', 'a-job', 'A job', 'Sydney', 1)`.execute(db);
    await sql`
      INSERT INTO resumes (id, owner, file_name, size, content, uploaded_at)
      VALUES ('cv-visitor', 'draft:resume-only', 'cv.pdf', 4, ${Buffer.from('%PDF')}, 1)`.execute(db);
  }

  async function databaseBeforeCascades() {
    const env = { DATA_DIR: freshDataDir(), ...(await databaseEnvFor(kind, dropAfterwards)) };
    await inspect(env, async (db, dialect) => {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations(dialect) } });
      expect((await migrator.migrateTo(BEFORE_CASCADES)).error).toBeUndefined();
      await fill(db);
    });
    return env;
  }

  it('loses only the rows of applications that no longer exist, and keeps the keys from then on', async () => {
    const env = await databaseBeforeCascades();
    // Migrated alone: a server would also purge the drafts, whose activity dates from 1970 here.
    await inspect(env, (db, dialect) => migrateToLatest(db, dialect, silentLogger));
    expect(await executedMigrations(env)).toEqual(LATEST);
    await inspect(env, async (db, dialect) => {
      const ids = async (table: 'voluntary_answers' | 'application_events' | 'outbox' | 'resumes', column: string) =>
        (
          await sql<{
            value: string | null;
          }>`SELECT ${sql.ref(column)} AS value FROM ${sql.table(table)} ORDER BY 1`.execute(db)
        ).rows.map((row) => row.value);
      expect(await ids('voluntary_answers', 'application_id')).toEqual(['deleted', 'kept']);
      expect(await ids('application_events', 'id')).toEqual(['deleted-1', 'deleted-2', 'kept-1', 'kept-2']);
      expect(await ids('outbox', 'id')).toEqual(['mail-deleted', 'mail-kept', 'mail-none']);
      expect(await ids('resumes', 'id')).toEqual(['cv-deleted', 'cv-kept', 'cv-mei', 'cv-visitor']);
      const drafts = await db.selectFrom('drafts').select('owner').orderBy('owner').execute();
      expect(drafts.map((row) => row.owner)).toEqual(['draft:job-only', 'draft:resume-only', 'user:mei']);
      const resumes = await db
        .selectFrom('resumes')
        .select(['id', 'application_id', 'draft_owner'])
        .orderBy('id')
        .execute();
      expect(resumes).toEqual([
        { id: 'cv-deleted', application_id: 'deleted', draft_owner: null },
        { id: 'cv-kept', application_id: 'kept', draft_owner: null },
        { id: 'cv-mei', application_id: null, draft_owner: 'user:mei' },
        { id: 'cv-visitor', application_id: null, draft_owner: 'draft:resume-only' },
      ]);
      // Rows about an application or a draft that does not exist are refused from now on.
      await expect(
        sql`INSERT INTO voluntary_answers (application_id, requisition_id, answers) VALUES ('gone', 'a-job', '{}')`.execute(
          db,
        ),
      ).rejects.toThrow(/foreign key/i);
      await expect(
        sql`INSERT INTO draft_steps (owner, step, answers, saved_at) VALUES ('user:nobody', 'contact', '{}', 1)`.execute(
          db,
        ),
      ).rejects.toThrow(/foreign key/i);
      await expect(
        db.updateTable('resumes').set({ owner: 'application:gone' }).where('id', '=', 'cv-mei').execute(),
      ).rejects.toThrow(/foreign key/i);
      expect(await rowCounts(db, dialect)).toMatchObject({ voluntary_answers: 2, draft_steps: 2 });
    });
  });

  it('deletes an application, or a candidate’s draft, with every row that hangs on it in one statement', async () => {
    const env = await databaseBeforeCascades();
    await inspect(env, async (db, dialect) => {
      await migrateToLatest(db, dialect, silentLogger);
      expect(
        await lostBy(db, dialect, () => db.deleteFrom('applications').where('id', '=', 'deleted').execute()),
      ).toEqual(oneApplicationsRows(dialect));
      expect(
        await lostBy(db, dialect, () => db.deleteFrom('drafts').where('owner', '=', 'user:mei').execute()),
      ).toEqual({
        drafts: 1,
        draft_steps: 2,
        draft_jobs: 1,
        resumes: 1,
      });
      expect(
        await lostBy(db, dialect, () => db.deleteFrom('drafts').where('owner', 'like', 'draft:%').execute()),
      ).toEqual({ drafts: 2, draft_jobs: 1, resumes: 1 });
      expect(await rowCounts(db, dialect)).toMatchObject({
        applications: 1,
        voluntary_answers: 1,
        application_events: 2,
        outbox: 2,
        resumes: 1,
        drafts: 0,
      });
    });
  });

  if (kind === 'SQLite')
    it('is not upgraded, and says why, when a table it remakes has a column it does not know', async () => {
      const env = await databaseBeforeCascades();
      await inspect(env, (db) => sql`ALTER TABLE outbox ADD COLUMN priority INTEGER`.execute(db));
      await expect(createTestApp({ env })).rejects.toThrow(
        /0013 would drop columns of outbox it does not know: priority/,
      );
      expect(await executedMigrations(env)).toEqual(LATEST.slice(0, LATEST.indexOf('0013-cascading-deletes')));
      expect((await schemaOf(env)).map((row) => row.name)).toContain('outbox.priority');
    });
});

describe('two replicas starting together on one empty Postgres database', () => {
  it('run each migration once', async () => {
    const database = await freshPostgresDatabase();
    dropAfterwards.push(database.drop);
    const config = {
      DATABASE_URL: database.url,
      DATA_DIR: freshDataDir(),
      SESSION_MAX_AGE_MS: 60_000,
      MIGRATE_ON_START: true,
    };
    const replicas = await Promise.all([openStorage(config, silentLogger), openStorage(config, silentLogger)]);
    await Promise.all(replicas.map((storage) => storage.close()));
    const env = { DATABASE_URL: database.url, DATA_DIR: config.DATA_DIR };
    expect(await executedMigrations(env)).toEqual(LATEST);
  });
});

describe('the trigram search index on a Postgres database that cannot have it', () => {
  it('is left out, and the upgrade and the search go on', async () => {
    const database = await freshPostgresDatabase();
    dropAfterwards.push(database.drop);
    const env = { DATABASE_URL: database.url, DATA_DIR: freshDataDir() };
    await inspect(env, async (db, dialect) => {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations(dialect) } });
      expect((await migrator.migrateTo('0006-candidate-erasure')).error).toBeUndefined();
      // The name taken, as a missing pg_trgm would make the index fail.
      await sql`CREATE INDEX applications_search ON resumes (owner)`.execute(db);
    });
    const { app } = await createTestApp({ env });
    expect(await executedMigrations(env)).toEqual(LATEST);
    const { createRecruiterStore } = await import('../../server/recruiter/recruiter-store');
    await inspect(env, async (db, dialect) => {
      expect((await createRecruiterStore(db, dialect).list({ q: 'nobody', page: 1 })).total).toBe(0);
    });
    await app.close();
  });
});
