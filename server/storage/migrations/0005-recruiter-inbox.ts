import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database-schema';

/**
 * The inbox's search text as this release wrote it (shared/application/search-text.ts at 61b018c): lower
 * case without accents. Copied, not imported: a migration is never edited, and must write what it
 * wrote when released whatever becomes of the live function.
 */
function searchText(...parts: string[]): string {
  return parts
    .join(' ')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

type Row = { id: string; reference: string; email: string; requisition_id: string; answers: unknown };

/**
 * What the recruiter inbox needs:
 * - the candidate's name in columns of its own, and the text the inbox searches (name, email,
 *   reference; lower case without accents), so search works alike on both databases;
 * - equal-opportunity and military answers moved out of the application into a table of their
 *   own, which no view of an application reads (recruiters see counts per job only);
 * - an event log per application: status changes and private notes, with who and when.
 * Existing applications are rewritten in batches, in the migration's transaction.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const milliseconds = sql.raw(dialect === 'postgres' ? 'BIGINT' : 'INTEGER');
  await sql`ALTER TABLE applications ADD COLUMN first_name TEXT NOT NULL DEFAULT ''`.execute(db);
  await sql`ALTER TABLE applications ADD COLUMN last_name TEXT NOT NULL DEFAULT ''`.execute(db);
  await sql`ALTER TABLE applications ADD COLUMN search_text TEXT NOT NULL DEFAULT ''`.execute(db);
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
      SELECT id, reference, email, requisition_id, ${answersColumn} AS answers FROM applications
      WHERE id > ${after} ORDER BY id LIMIT 500`.execute(db);
    const last = rows.at(-1);
    if (!last) break;
    for (const row of rows) {
      const { eeo, military, ...answers } = JSON.parse(String(row.answers)) as Record<string, unknown>;
      const { firstName = '', lastName = '' } = (answers.contact ?? {}) as { firstName?: string; lastName?: string };
      await sql`
        UPDATE applications SET answers = ${JSON.stringify(answers)}, first_name = ${firstName},
          last_name = ${lastName}, search_text = ${searchText(firstName, lastName, row.email, row.reference)}
        WHERE id = ${row.id}`.execute(db);
      await sql`
        INSERT INTO voluntary_answers (application_id, requisition_id, answers)
        VALUES (${row.id}, ${row.requisition_id}, ${JSON.stringify({ eeo: eeo ?? null, military: military ?? null })})`.execute(
        db,
      );
    }
    after = last.id;
  }
}
