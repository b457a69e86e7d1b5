import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database-schema';

/**
 * The schema of release 0.1.0, statement for statement as it was created at start-up then, so a
 * database made by that release is already at this version: every statement is IF NOT EXISTS.
 * The two databases differ in types (JSON, bytes, big integers) and in the session table, which
 * belongs to a different session store on each.
 */
const statements: Record<Dialect, string[]> = {
  sqlite: [
    `CREATE TABLE IF NOT EXISTS sessions (
      sid TEXT PRIMARY KEY,
      sess TEXT NOT NULL,
      expires_at INTEGER NOT NULL
    )`,
    'CREATE INDEX IF NOT EXISTS sessions_expires_at ON sessions (expires_at)',
    `CREATE TABLE IF NOT EXISTS draft_steps (
      owner TEXT NOT NULL,
      step TEXT NOT NULL,
      answers TEXT NOT NULL,
      saved_at INTEGER NOT NULL,
      PRIMARY KEY (owner, step)
    )`,
    `CREATE TABLE IF NOT EXISTS resumes (
      id TEXT PRIMARY KEY,
      owner TEXT NOT NULL,
      file_name TEXT NOT NULL,
      size INTEGER NOT NULL,
      content BLOB NOT NULL,
      uploaded_at INTEGER NOT NULL
    )`,
    'CREATE INDEX IF NOT EXISTS resumes_owner ON resumes (owner)',
    `CREATE TABLE IF NOT EXISTS applications (
      id TEXT PRIMARY KEY,
      reference TEXT NOT NULL UNIQUE,
      uid TEXT NOT NULL,
      requisition_id TEXT NOT NULL,
      email TEXT NOT NULL,
      answers TEXT NOT NULL,
      resume_id TEXT,
      submitted_at INTEGER NOT NULL,
      UNIQUE (uid, requisition_id)
    )`,
  ],
  postgres: [
    // connect-pg-simple's table, with its own names.
    `CREATE TABLE IF NOT EXISTS session (
      sid VARCHAR NOT NULL PRIMARY KEY,
      sess JSON NOT NULL,
      expire TIMESTAMP(6) NOT NULL
    )`,
    'CREATE INDEX IF NOT EXISTS "IDX_session_expire" ON session (expire)',
    `CREATE TABLE IF NOT EXISTS draft_steps (
      owner TEXT NOT NULL,
      step TEXT NOT NULL,
      answers JSONB NOT NULL,
      saved_at BIGINT NOT NULL,
      PRIMARY KEY (owner, step)
    )`,
    `CREATE TABLE IF NOT EXISTS resumes (
      id TEXT PRIMARY KEY,
      owner TEXT NOT NULL,
      file_name TEXT NOT NULL,
      size INTEGER NOT NULL,
      content BYTEA NOT NULL,
      uploaded_at BIGINT NOT NULL
    )`,
    'CREATE INDEX IF NOT EXISTS resumes_owner ON resumes (owner)',
    `CREATE TABLE IF NOT EXISTS applications (
      id TEXT PRIMARY KEY,
      reference TEXT NOT NULL UNIQUE,
      uid TEXT NOT NULL,
      requisition_id TEXT NOT NULL,
      email TEXT NOT NULL,
      answers JSONB NOT NULL,
      resume_id TEXT,
      submitted_at BIGINT NOT NULL,
      UNIQUE (uid, requisition_id)
    )`,
  ],
};

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  for (const statement of statements[dialect]) await sql.raw(statement).execute(db);
}
