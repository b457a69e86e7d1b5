import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database-schema';

/**
 * Job alerts.
 * - `alert_subscriptions`: an address (and the account's uid when made signed in) subscribed to
 *   a search of /joblistings, daily or weekly. Unconfirmed until its emailed link is opened
 *   (double opt-in); `last_digest_at` is where the next digest's window of new jobs starts.
 * - `alert_suppressions`: the SHA-256 of each address that unsubscribed, and nothing else of it.
 * - `job_sightings`: when each job (any source) was first seen, which digests list jobs by.
 * - The outbox's messages about a subscription reference it (`alert_id`, ON DELETE CASCADE: an
 *   unsubscribe or an erasure takes its waiting digests with it), and a digest names its period
 *   (`alert_period`): the unique key on both is what sends one digest per subscription and period
 *   even when two replicas, or a rerun after a restart, compute it.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const milliseconds = sql.raw(dialect === 'postgres' ? 'BIGINT' : 'INTEGER');
  await sql`
    CREATE TABLE alert_subscriptions (
      id TEXT PRIMARY KEY,
      email TEXT NOT NULL,
      uid TEXT,
      search TEXT NOT NULL,
      frequency TEXT NOT NULL,
      created_at ${milliseconds} NOT NULL,
      confirmed_at ${milliseconds},
      paused INTEGER NOT NULL DEFAULT 0,
      last_digest_at ${milliseconds}
    )`.execute(db);
  await sql`CREATE INDEX alert_subscriptions_email ON alert_subscriptions (email)`.execute(db);
  await sql`CREATE INDEX alert_subscriptions_uid ON alert_subscriptions (uid)`.execute(db);
  await sql`CREATE INDEX alert_subscriptions_unconfirmed ON alert_subscriptions (created_at) WHERE confirmed_at IS NULL`.execute(
    db,
  );
  await sql`
    CREATE TABLE alert_suppressions (
      address_hash TEXT PRIMARY KEY,
      created_at ${milliseconds} NOT NULL
    )`.execute(db);
  await sql`
    CREATE TABLE job_sightings (
      job_id TEXT PRIMARY KEY,
      first_seen_at ${milliseconds} NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX job_sightings_first_seen ON job_sightings (first_seen_at)`.execute(db);
  // SQLite adds a column with a reference when its default is NULL, as here.
  await sql`ALTER TABLE outbox ADD COLUMN alert_id TEXT REFERENCES alert_subscriptions (id) ON DELETE CASCADE`.execute(
    db,
  );
  await sql`ALTER TABLE outbox ADD COLUMN alert_period TEXT`.execute(db);
  // NULLs are distinct in a unique index on both databases: confirmations (no period) repeat freely.
  await sql`CREATE UNIQUE INDEX outbox_alert_period ON outbox (alert_id, alert_period)`.execute(db);
}
