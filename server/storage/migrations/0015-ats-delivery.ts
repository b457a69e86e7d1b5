import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database-schema';

/**
 * Delivery of applications into the company's ATS, through the outbox.
 * - An outbox message of kind `ats` is an application's delivery, and its row is the delivery's
 *   record: `attempts`, `last_error`, `sent_at` (delivered) as for any message, plus
 *   `receipt` (the ATS's own id of the application, where its answer gives one) and
 *   `gave_up_at`: a failure that retrying cannot mend (a 4xx such as 401 or 404) stops the
 *   retries until a recruiter asks for another attempt. The worker never leases a row given up.
 * - `ats_rate_slots`: when the next request to a rate-limited API may start (Lever takes 2
 *   application POSTs a second per account): one row per limit, shared by every replica.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const milliseconds = sql.raw(dialect === 'postgres' ? 'BIGINT' : 'INTEGER');
  await sql`ALTER TABLE outbox ADD COLUMN receipt TEXT`.execute(db);
  await sql`ALTER TABLE outbox ADD COLUMN gave_up_at ${milliseconds}`.execute(db);
  await sql`
    CREATE TABLE ats_rate_slots (
      name TEXT PRIMARY KEY,
      next_at ${milliseconds} NOT NULL
    )`.execute(db);
}
