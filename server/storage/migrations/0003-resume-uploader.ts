import { type Kysely, sql } from 'kysely';

/**
 * Who uploaded a resume to a draft that is not signed in: a keyed hash of the client's address
 * (never the address itself), so anonymous uploads can be bounded per address. Cleared when the
 * draft joins an account or becomes an application.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE resumes ADD COLUMN uploaded_from TEXT`.execute(db);
  await sql`CREATE INDEX resumes_uploaded_from ON resumes (uploaded_from)`.execute(db);
}
