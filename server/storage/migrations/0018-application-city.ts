import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database-schema';

/**
 * The candidate's city from the contact step, a column of its own so that the inbox shows it
 * in each row without reading every application's answers. Applications of earlier releases
 * get it from their answers; an erased one has none.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await sql`ALTER TABLE applications ADD COLUMN city TEXT NOT NULL DEFAULT ''`.execute(db);
  const city =
    dialect === 'postgres' ? sql`answers::jsonb -> 'contact' ->> 'city'` : sql`json_extract(answers, '$.contact.city')`;
  await sql`UPDATE applications SET city = COALESCE(TRIM(${city}), '') WHERE erased_at IS NULL`.execute(db);
}
