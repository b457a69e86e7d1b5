import { type Kysely, sql } from 'kysely';

/**
 * Where candidates come from: the campaign tags of the URL a candidate landed on
 * (`utm_source`, `utm_medium`, `utm_campaign`, `gh_src`, `ref`; shared/application/candidate-source.ts).
 * - `drafts.source`: the tags, JSON, as the draft last saw them (last touch), so a candidate who
 *   lands on one device and applies on another is still credited.
 * - `applications.source`: the tags the application was sent with, JSON; null: came directly.
 * - `applications.source_label`: the one name recruiters filter and count by (utm_source, else
 *   ref, else gh_src), indexed with the submission time for the inbox's filter and its order.
 * Applications of earlier releases have none: they came before sources were kept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE drafts ADD COLUMN source TEXT`.execute(db);
  await sql`ALTER TABLE applications ADD COLUMN source TEXT`.execute(db);
  await sql`ALTER TABLE applications ADD COLUMN source_label TEXT`.execute(db);
  await sql`CREATE INDEX applications_source_label ON applications (source_label, submitted_at)`.execute(db);
}
