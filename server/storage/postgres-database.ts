import pg from 'pg';
import type { Logger } from '../logger';

/**
 * A connection pool to DATABASE_URL, with the tables the app needs. Several server processes may
 * start at once against one database, so the schema is created under an advisory lock.
 */
export async function openPostgres(databaseUrl: string, logger: Logger): Promise<pg.Pool> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 5_000 });
  // An idle connection that breaks (a database restart) is reported here; unheard, it would crash the process.
  pool.on('error', (error) => logger.warn({ err: error }, 'an idle Postgres connection failed'));
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock(727274)');
    await client.query(`
      CREATE TABLE IF NOT EXISTS session (
        sid VARCHAR NOT NULL PRIMARY KEY,
        sess JSON NOT NULL,
        expire TIMESTAMP(6) NOT NULL
      );
      CREATE INDEX IF NOT EXISTS "IDX_session_expire" ON session (expire);
      CREATE TABLE IF NOT EXISTS draft_steps (
        owner TEXT NOT NULL,
        step TEXT NOT NULL,
        answers JSONB NOT NULL,
        saved_at BIGINT NOT NULL,
        PRIMARY KEY (owner, step)
      );
      CREATE TABLE IF NOT EXISTS resumes (
        id TEXT PRIMARY KEY,
        owner TEXT NOT NULL,
        file_name TEXT NOT NULL,
        size INTEGER NOT NULL,
        content BYTEA NOT NULL,
        uploaded_at BIGINT NOT NULL
      );
      CREATE INDEX IF NOT EXISTS resumes_owner ON resumes (owner);
      CREATE TABLE IF NOT EXISTS applications (
        id TEXT PRIMARY KEY,
        reference TEXT NOT NULL UNIQUE,
        uid TEXT NOT NULL,
        requisition_id TEXT NOT NULL,
        email TEXT NOT NULL,
        answers JSONB NOT NULL,
        resume_id TEXT,
        submitted_at BIGINT NOT NULL,
        UNIQUE (uid, requisition_id)
      );
    `);
  } finally {
    await client.query('SELECT pg_advisory_unlock(727274)').catch(() => {});
    client.release();
  }
  return pool;
}
