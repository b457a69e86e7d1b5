import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database-schema';

/**
 * Deleting an application or a draft is one statement: what hangs on it goes with it
 * through foreign keys with ON DELETE CASCADE, instead of a delete per table written by hand in
 * each store.
 * - An application's voluntary answers, events and outbox messages reference it by
 *   `application_id`; its resume by `resumes.application_id`, a column generated from the resume's
 *   owner (`application:<id>`), so the code that hands a resume over keeps writing the owner only.
 * - A draft (`user:<uid>` or `draft:<id>`) becomes a row of its own in `drafts`, which its steps,
 *   its job and its resume (`resumes.draft_owner`, generated likewise) reference.
 * Rows that would break a new key are deleted first (see `deleteOrphans`), so that the upgrade
 * never fails on a database that holds them.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await deleteOrphans(db);
  await sql`CREATE TABLE drafts (owner TEXT PRIMARY KEY)`.execute(db);
  await sql`
    INSERT INTO drafts (owner)
      SELECT owner FROM draft_steps
      UNION SELECT owner FROM draft_jobs
      UNION SELECT owner FROM resumes WHERE substr(owner, 1, 12) <> 'application:'`.execute(db);
  if (dialect === 'sqlite') await sqliteForeignKeys(db);
  else await postgresForeignKeys(db);
}

/**
 * The rows of an application that no longer exists. No release deleted an application without
 * them (the retention purge and the erasure each ran in one transaction), but a database restored
 * in part, or an application deleted by hand, can hold them. They belong to no one the site can
 * show them to, a candidate's erasure cannot find them, and the retention purge would have
 * deleted them with their application: so they go rather than stop the upgrade. Outbox messages
 * without an application (`application_id` null) are not orphans and stay.
 */
async function deleteOrphans(db: Kysely<unknown>) {
  for (const table of ['voluntary_answers', 'application_events', 'outbox'])
    await sql`
      DELETE FROM ${sql.table(table)}
      WHERE application_id IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM applications WHERE applications.id = ${sql.table(table)}.application_id)`.execute(
      db,
    );
  await sql`
    DELETE FROM resumes
    WHERE substr(owner, 1, 12) = 'application:'
      AND NOT EXISTS (SELECT 1 FROM applications WHERE applications.id = substr(resumes.owner, 13))`.execute(db);
}

/** A resume's application, or its draft: each null when the owner is the other kind. */
const applicationOfResume = sql`CASE WHEN substr(owner, 1, 12) = 'application:' THEN substr(owner, 13) END`;
const draftOfResume = sql`CASE WHEN substr(owner, 1, 12) <> 'application:' THEN owner END`;

async function postgresForeignKeys(db: Kysely<unknown>) {
  for (const table of ['voluntary_answers', 'application_events', 'outbox'])
    await sql`
      ALTER TABLE ${sql.table(table)} ADD FOREIGN KEY (application_id)
        REFERENCES applications (id) ON DELETE CASCADE`.execute(db);
  for (const table of ['draft_steps', 'draft_jobs'])
    await sql`ALTER TABLE ${sql.table(table)} ADD FOREIGN KEY (owner) REFERENCES drafts (owner) ON DELETE CASCADE`.execute(
      db,
    );
  // Stored: Postgres before 18 has no virtual generated columns. This rewrites the table once.
  await sql`
    ALTER TABLE resumes
      ADD COLUMN application_id TEXT GENERATED ALWAYS AS (${applicationOfResume}) STORED
        REFERENCES applications (id) ON DELETE CASCADE,
      ADD COLUMN draft_owner TEXT GENERATED ALWAYS AS (${draftOfResume}) STORED
        REFERENCES drafts (owner) ON DELETE CASCADE`.execute(db);
  await resumeIndexes(db);
}

/** Neither database indexes a referencing column by itself: without these, each cascade scans the resumes. */
async function resumeIndexes(db: Kysely<unknown>) {
  await sql`CREATE INDEX resumes_application ON resumes (application_id)`.execute(db);
  await sql`CREATE INDEX resumes_draft ON resumes (draft_owner)`.execute(db);
}

/**
 * The tables as migrations 0001 to 0012 left them, each with its foreign key. SQLite cannot add a
 * key to an existing column, so each table is made anew (below). Declared types as they were, so
 * the rows read back the same.
 */
const sqliteTables = {
  voluntary_answers: {
    columns: ['application_id', 'requisition_id', 'answers'],
    definition: sql`(
      application_id TEXT PRIMARY KEY REFERENCES applications (id) ON DELETE CASCADE,
      requisition_id TEXT NOT NULL,
      answers TEXT NOT NULL
    )`,
  },
  application_events: {
    columns: ['id', 'application_id', 'at', 'actor', 'kind', 'from_status', 'to_status', 'note'],
    definition: sql`(
      id TEXT PRIMARY KEY,
      application_id TEXT NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
      at INTEGER NOT NULL,
      actor TEXT NOT NULL,
      kind TEXT NOT NULL,
      from_status TEXT,
      to_status TEXT,
      note TEXT
    )`,
  },
  outbox: {
    columns: [
      'id',
      'kind',
      'payload',
      'application_id',
      'created_at',
      'attempts',
      'next_attempt_at',
      'locked_until',
      'sent_at',
      'last_error',
    ],
    definition: sql`(
      id TEXT PRIMARY KEY,
      kind TEXT NOT NULL,
      payload TEXT NOT NULL,
      application_id TEXT REFERENCES applications (id) ON DELETE CASCADE,
      created_at INTEGER NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0,
      next_attempt_at INTEGER NOT NULL,
      locked_until INTEGER,
      sent_at INTEGER,
      last_error TEXT
    )`,
  },
  draft_steps: {
    columns: ['owner', 'step', 'answers', 'saved_at'],
    definition: sql`(
      owner TEXT NOT NULL REFERENCES drafts (owner) ON DELETE CASCADE,
      step TEXT NOT NULL,
      answers TEXT NOT NULL,
      saved_at INTEGER NOT NULL,
      PRIMARY KEY (owner, step)
    )`,
  },
  draft_jobs: {
    columns: ['owner', 'job_id', 'title', 'location', 'chosen_at'],
    definition: sql`(
      owner TEXT PRIMARY KEY REFERENCES drafts (owner) ON DELETE CASCADE,
      job_id TEXT NOT NULL,
      title TEXT NOT NULL,
      location TEXT NOT NULL,
      chosen_at INTEGER NOT NULL
    )`,
  },
};

/**
 * SQLite's procedure for a change ALTER TABLE cannot make (https://www.sqlite.org/lang_altertable.html,
 * "Making Other Kinds Of Table Schema Changes"): create the new table, copy the rows, drop the old
 * one, rename the new one, make its indexes again, check the keys. The procedure begins with
 * `PRAGMA foreign_keys = OFF`, but that pragma does nothing inside a transaction, and every
 * migration runs in one (../migrate.ts), on a connection that enforces keys (../sqlite-database.ts).
 * So keys stay on, and the order keeps that safe: only tables that nothing references are dropped
 * (no key refers to these five yet, and `applications` is never remade: dropping it would cascade),
 * the copies are checked as they are inserted (the orphans are gone by then), and
 * `PRAGMA foreign_key_check` confirms the whole database before the transaction commits.
 */
async function sqliteForeignKeys(db: Kysely<unknown>) {
  for (const [table, { columns, definition }] of Object.entries(sqliteTables)) {
    const { rows: found } = await sql<{ name: string }>`SELECT name FROM pragma_table_info(${table})`.execute(db);
    const unexpected = found.map((column) => column.name).filter((name) => !columns.includes(name));
    // A column this migration does not know would be lost in the copy: stop (rolled back) instead.
    if (unexpected.length > 0)
      throw new Error(`0013 would drop columns of ${table} it does not know: ${unexpected.join(', ')}`);
    const { rows: indexes } = await sql<{ sql: string }>`
      SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ${table} AND sql IS NOT NULL`.execute(db);
    const list = sql.join(columns.map((column) => sql.ref(column)));
    const rebuilt = `${table}_with_keys`;
    await sql`CREATE TABLE ${sql.table(rebuilt)} ${definition}`.execute(db);
    await sql`INSERT INTO ${sql.table(rebuilt)} (${list}) SELECT ${list} FROM ${sql.table(table)}`.execute(db);
    await sql`DROP TABLE ${sql.table(table)}`.execute(db);
    await sql`ALTER TABLE ${sql.table(rebuilt)} RENAME TO ${sql.table(table)}`.execute(db);
    for (const index of indexes) await sql.raw(index.sql).execute(db);
  }
  // A generated column is added in place (VIRTUAL: computed when read), without copying the files.
  await sql`
    ALTER TABLE resumes ADD COLUMN application_id TEXT GENERATED ALWAYS AS (${applicationOfResume}) VIRTUAL
      REFERENCES applications (id) ON DELETE CASCADE`.execute(db);
  await sql`
    ALTER TABLE resumes ADD COLUMN draft_owner TEXT GENERATED ALWAYS AS (${draftOfResume}) VIRTUAL
      REFERENCES drafts (owner) ON DELETE CASCADE`.execute(db);
  await resumeIndexes(db);
  const { rows: broken } = await sql<{ table: string; parent: string }>`PRAGMA foreign_key_check`.execute(db);
  const [first] = broken;
  if (first)
    throw new Error(`0013 left rows without their ${first.parent} row in ${first.table} (${broken.length} in all)`);
}
