import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database-schema';

/**
 * The notification outbox: each email or webhook is a row written in the same transaction as
 * what it tells about, then delivered by the worker (server/notifications/outbox-worker.ts).
 * `locked_until` is a worker's lease on a row, so two replicas never send one message together.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const milliseconds = sql.raw(dialect === 'postgres' ? 'BIGINT' : 'INTEGER');
  await sql`
    CREATE TABLE outbox (
      id TEXT PRIMARY KEY,
      kind TEXT NOT NULL,
      payload TEXT NOT NULL,
      application_id TEXT,
      created_at ${milliseconds} NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0,
      next_attempt_at ${milliseconds} NOT NULL,
      locked_until ${milliseconds},
      sent_at ${milliseconds},
      last_error TEXT
    )`.execute(db);
  await sql`CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE sent_at IS NULL`.execute(db);
  await sql`CREATE INDEX outbox_application ON outbox (application_id)`.execute(db);
}
