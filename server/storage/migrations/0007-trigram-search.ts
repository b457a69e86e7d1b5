import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database-schema';

/**
 * The recruiter inbox's search (`q`, a LIKE '%…%' on `search_text`) through a trigram index on
 * Postgres: 93 ms → 2 ms at 100,000 applications (bench/storage-queries.ts). pg_trgm ships with
 * Postgres and is a trusted extension, but a managed database may lack it: then the index is left
 * out and search stays a scan (correct, only slower), rather than the upgrade failing. SQLite has
 * no such index (its FTS5 trigram tables need rowids that VACUUM may renumber); search scans there.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`SAVEPOINT trigram_search`.execute(db);
  try {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
    await sql`CREATE INDEX applications_search ON applications USING gin (search_text gin_trgm_ops)`.execute(db);
    await sql`RELEASE SAVEPOINT trigram_search`.execute(db);
  } catch {
    await sql`ROLLBACK TO SAVEPOINT trigram_search`.execute(db);
  }
}
