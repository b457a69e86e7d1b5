import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database-schema';

type Row = { id: string; requisition_id: string; answers: unknown };

/**
 * What the recruiter inbox needs (issue 17):
 * - the candidate's name in columns of its own, so the inbox searches it the same way on both
 *   databases (the answers are JSON, which each queries differently);
 * - equal-opportunity and military answers moved out of the application into a table of their
 *   own, which no view of an application reads (recruiters see counts per job only);
 * - an event log per application: status changes and private notes, with who and when.
 * Existing applications are rewritten in batches, in the migration's transaction.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const milliseconds = sql.raw(dialect === 'postgres' ? 'BIGINT' : 'INTEGER');
  await sql`ALTER TABLE applications ADD COLUMN first_name TEXT NOT NULL DEFAULT ''`.execute(db);
  await sql`ALTER TABLE applications ADD COLUMN last_name TEXT NOT NULL DEFAULT ''`.execute(db);
  await sql`
    CREATE TABLE voluntary_answers (
      application_id TEXT PRIMARY KEY,
      requisition_id TEXT NOT NULL,
      answers TEXT NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX voluntary_answers_job ON voluntary_answers (requisition_id)`.execute(db);
  await sql`
    CREATE TABLE application_events (
      id TEXT PRIMARY KEY,
      application_id TEXT NOT NULL,
      at ${milliseconds} NOT NULL,
      actor TEXT NOT NULL,
      kind TEXT NOT NULL,
      from_status TEXT,
      to_status TEXT,
      note TEXT
    )`.execute(db);
  await sql`CREATE INDEX application_events_application ON application_events (application_id, at)`.execute(db);

  const answersColumn = sql.raw(dialect === 'postgres' ? 'answers::text' : 'answers');
  for (let after = ''; ;) {
    const { rows } = await sql<Row>`
      SELECT id, requisition_id, ${answersColumn} AS answers FROM applications
      WHERE id > ${after} ORDER BY id LIMIT 500`.execute(db);
    if (rows.length === 0) break;
    for (const row of rows) {
      const { eeo, military, ...answers } = JSON.parse(String(row.answers)) as Record<string, unknown>;
      const contact = (answers.contact ?? {}) as { firstName?: string; lastName?: string };
      await sql`
        UPDATE applications SET answers = ${JSON.stringify(answers)}, first_name = ${contact.firstName ?? ''},
          last_name = ${contact.lastName ?? ''}
        WHERE id = ${row.id}`.execute(db);
      await sql`
        INSERT INTO voluntary_answers (application_id, requisition_id, answers)
        VALUES (${row.id}, ${row.requisition_id}, ${JSON.stringify({ eeo: eeo ?? null, military: military ?? null })})`.execute(
        db,
      );
    }
    after = rows.at(-1)!.id;
  }
}
