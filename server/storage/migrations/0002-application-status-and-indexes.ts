import { type Kysely, sql } from 'kysely';

/**
 * Where each application stands (`new` until a recruiter moves it), and the indexes the
 * recruiter inbox reads through: the newest applications of one job, of one status, of both,
 * or of all. Chosen by measuring (bench/storage-queries.ts): with 100,000 applications, the
 * newest 50 of one job with a status filter take a full scan and sort without them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE applications ADD COLUMN status TEXT NOT NULL DEFAULT 'new'`.execute(db);
  await sql`CREATE INDEX applications_job_status_newest ON applications (requisition_id, status, submitted_at)`.execute(
    db,
  );
  await sql`CREATE INDEX applications_job_newest ON applications (requisition_id, submitted_at)`.execute(db);
  await sql`CREATE INDEX applications_status_newest ON applications (status, submitted_at)`.execute(db);
  await sql`CREATE INDEX applications_newest ON applications (submitted_at)`.execute(db);
}
