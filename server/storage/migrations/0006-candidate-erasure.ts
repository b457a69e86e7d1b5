import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database-schema';

/**
 * The candidate's own home: when an application was erased at its candidate's request
 * (the row stays as a tombstone without personal data, status `erased`), and the index the
 * retention purge reads the outbox through (messages older than APPLICATION_RETENTION_DAYS).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const milliseconds = sql.raw(dialect === 'postgres' ? 'BIGINT' : 'INTEGER');
  await sql`ALTER TABLE applications ADD COLUMN erased_at ${milliseconds}`.execute(db);
  await sql`CREATE INDEX outbox_created ON outbox (created_at)`.execute(db);
}
