import { type Kysely, sql } from 'kysely';

// The original sample requisition as the releases before this one named it. Copied, not imported
// from shared/: a migration is never edited, and must not change when that text does.
const SAMPLE_REQUISITION_ID = 'R-2024-GRAD-SDE';
const SAMPLE_REQUISITION_TITLE = '2024 Graduate Software Development Engineer (Job ID: 2671234)';

/**
 * The job's title as the candidate applied to it: a job of the company's data (jobs
 * file, Greenhouse, Lever) may be renamed, close or leave the feed after people applied, and
 * every view of an application (the inbox, its page, the reports, the candidate's pages, exports,
 * emails) must still name it. New applications record the title their draft kept (0008).
 * Existing ones get what is known: the sample requisition's title for its id, otherwise the job's
 * id, which is what the views showed for them until now.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE applications ADD COLUMN job_title TEXT NOT NULL DEFAULT ''`.execute(db);
  await sql`
    UPDATE applications SET job_title = CASE
      WHEN requisition_id = ${SAMPLE_REQUISITION_ID} THEN ${SAMPLE_REQUISITION_TITLE}
      ELSE requisition_id
    END`.execute(db);
}
