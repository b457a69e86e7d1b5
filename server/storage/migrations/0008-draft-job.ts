import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database-schema';

/**
 * The job a draft applies to: chosen with a job page's Apply, one per draft owner.
 * The title and location are kept as they were when chosen, for the wizard's header and the
 * emails, so a job that closes or changes meanwhile does not change the application under way.
 * No row: the original sample requisition. Applications keep the job's id in `requisition_id`.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const milliseconds = sql.raw(dialect === 'postgres' ? 'BIGINT' : 'INTEGER');
  await sql`CREATE TABLE draft_jobs (
    owner TEXT PRIMARY KEY,
    job_id TEXT NOT NULL,
    title TEXT NOT NULL,
    location TEXT NOT NULL,
    chosen_at ${milliseconds} NOT NULL
  )`.execute(db);
}
