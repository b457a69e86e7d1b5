import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database-schema';

/**
 * Request limits shared by replicas: `limit_windows` holds one fixed window's count per
 * limit and key (a client's address, a mailbox's hash), so that every replica on the database
 * counts into the same window and a restart forgets nothing. Rows whose window ended are swept.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const milliseconds = sql.raw(dialect === 'postgres' ? 'BIGINT' : 'INTEGER');
  await sql`
    CREATE TABLE limit_windows (
      key TEXT PRIMARY KEY,
      count INTEGER NOT NULL,
      ends_at ${milliseconds} NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX limit_windows_ends_at ON limit_windows (ends_at)`.execute(db);
}
